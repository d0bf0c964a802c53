import Foundation
import TestSupport
import SceneMigrate
import Testing

/// Examples/LegacyApp migrated by the tool: exactly the checked-in diff, exactly the checked-in
/// migrated sources (which LegacyAppMigrationTests builds and runs), and nothing left to do on a
/// second run.
struct LegacyAppMigrationDiffTests {
    @Test func theExampleAppMigratesToTheExpectedDiffThenToNothing() throws {
        let app = try MigrateTestSupport.copy("Examples/LegacyApp")
        defer { try? FileManager.default.removeItem(at: app) }
        let plan = try Migrator.plan(folder: app)
        let diff = plan.changes.map(UnifiedDiff.render).joined()
        let expected = try String(contentsOf: MigrateTestSupport.fixtures.appendingPathComponent("LegacyApp.diff"), encoding: .utf8)
        #expect(diff == expected, "the migration of Examples/LegacyApp changed: regenerate Tests/SceneMigrateTests/Fixtures (docs/MIGRATING.md, 'The example')")
        #expect(plan.steps.filter { $0.kind == .manual }.isEmpty, "\(plan.steps)")

        try Migrator.write(plan, to: app)
        let migrated = MigrateTestSupport.fixtures.appendingPathComponent("LegacyAppMigrated")
        let names = try FileManager.default.contentsOfDirectory(atPath: app.path).sorted()
        #expect(names == (try FileManager.default.contentsOfDirectory(atPath: migrated.path).sorted()))
        for name in names {
            let written = try Data(contentsOf: app.appendingPathComponent(name))
            let checkedIn = try Data(contentsOf: migrated.appendingPathComponent(name))
            #expect(written == checkedIn, "\(name) differs from Fixtures/LegacyAppMigrated/\(name)")
        }

        let second = try Migrator.plan(folder: app)
        #expect(second.changes.isEmpty)
        #expect(second.alreadyScenes)
        #expect(second.steps.filter { $0.kind == .manual }.isEmpty)
    }

    /// The real executable: the diff on standard output, the summary on standard error, exit 0;
    /// --write, then a second run prints nothing; --verify runs the doctor and says what it cannot run.
    @Test func theCommandPrintsTheDiffWritesItAndFindsNothingTheSecondTime() throws {
        let app = try MigrateTestSupport.copy("Examples/LegacyApp")
        defer { try? FileManager.default.removeItem(at: app) }
        let expected = try String(contentsOf: MigrateTestSupport.fixtures.appendingPathComponent("LegacyApp.diff"), encoding: .utf8)

        let first = try Scenectl.run(["migrate", app.path])
        #expect(first.status == 0)
        #expect(first.output == expected)
        #expect(first.error.contains("done: SceneDelegate.swift: new SceneDelegate"))

        let write = try Scenectl.run(["migrate", "--write", app.path])
        #expect(write.status == 0)
        #expect(write.output.isEmpty)

        let second = try Scenectl.run(["migrate", app.path])
        #expect(second.status == 0)
        #expect(second.output.isEmpty)
        #expect(second.error.contains("already uses the scene life cycle"))

        // (The audit itself, which builds a package, runs in scripts/check-migrate-example.)
        let verify = try Scenectl.run(["migrate", "--verify", app.path], environment: ["OPENUISCENE_PACKAGE": app.path])
        #expect(verify.status == 1, "a verification that could not run does not pass")
        #expect(verify.error.contains("verify: scenectl migrate (second run): passed (nothing left to change; 0 manual step(s) still marked"))
        #expect(verify.error.contains("verify: scenectl doctor: passed (nothing in the code the migration wrote; "))
        #expect(verify.error.contains("verify: lifecycle audit: NOT RUN: OPENUISCENE_PACKAGE=\(app.path) is not an OpenUIScene checkout"))

        let badLimit = try Scenectl.run(["migrate", "--verify", app.path], environment: ["OPENUISCENE_VERIFY_TIMEOUT": "soon"])
        #expect(badLimit.status == 1)
        #expect(badLimit.error.contains("verify: lifecycle audit: NOT RUN: OPENUISCENE_VERIFY_TIMEOUT=soon is not a positive number of seconds"))

        let missing = try Scenectl.run(["migrate", app.appendingPathComponent("nothing-here").path])
        #expect(missing.status == 2)
        #expect(missing.error.contains("no such folder"))
    }
}

/// `scenectl migrate --write` on an app whose `project.pbxproj` is a symbolic link to a shared
/// project (a real process): the link is named, never read through or replaced.
struct MigrateLinkedProjectTests {
    @Test func aLinkedProjectFileIsNamedAndLeftALink() throws {
        let shared = try MigrateTestSupport.folder(["project.pbxproj": "// !$*UTF8*$!\n{ objects = { }; }\n"])
        let app = try MigrateTestSupport.folder(["App/AppDelegate.swift": ManifestEditTests.delegate, "App/Info.plist": MigrateTestSupport.plist])
        defer { try? FileManager.default.removeItem(at: shared); try? FileManager.default.removeItem(at: app) }
        try FileManager.default.createDirectory(at: app.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        let link = app.appendingPathComponent("App.xcodeproj/project.pbxproj")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: shared.appendingPathComponent("project.pbxproj").path)
        let before = try Data(contentsOf: shared.appendingPathComponent("project.pbxproj"))
        let result = try Scenectl.run(["migrate", "--write", app.path])
        #expect(!result.timedOut)
        #expect(result.status == 1, "a manual step remains: \(result.error)")
        #expect(result.error.contains("App.xcodeproj/project.pbxproj: manual step: a symbolic link to a file the migration reads (\(shared.path)/project.pbxproj), not followed"), "\(result.error)")
        #expect((try FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == shared.appendingPathComponent("project.pbxproj").path)
        #expect(try Data(contentsOf: shared.appendingPathComponent("project.pbxproj")) == before)
    }
}
