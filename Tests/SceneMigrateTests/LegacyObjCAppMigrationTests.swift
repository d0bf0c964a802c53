import Foundation
import SceneDoctor
import SceneMigrate
import Testing

/// Examples/LegacyObjCApp (an Objective-C app: AppDelegate.h/.m, main.m, Info.plist, project)
/// migrated by the tool: exactly the checked-in diff and migrated files, nothing left to do on a
/// second run, and the doctor finds it launches and clean (scripts/check-migrate-objc-example runs
/// the same through the executable in CI).
struct LegacyObjCAppMigrationTests {
    /// Every file under `root`, relative, with its bytes.
    static func files(under root: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            result[String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))] = try Data(contentsOf: url)
        }
        return result
    }

    @Test func theObjectiveCExampleMigratesToTheExpectedDiffThenToNothing() throws {
        let app = try MigrateTestSupport.copy("Examples/LegacyObjCApp")
        defer { try? FileManager.default.removeItem(at: app) }
        let before = try Doctor.check(paths: [app.path])
        #expect(before.launchVerdicts.map(\.status) == [.notAdopted])

        let plan = try Migrator.plan(folder: app)
        #expect(plan.recipes.map(\.recipe) == ["uikit-objc"])
        let diff = plan.changes.map(UnifiedDiff.render).joined()
        let expected = try String(contentsOf: MigrateTestSupport.fixtures.appendingPathComponent("LegacyObjCApp.diff"), encoding: .utf8)
        #expect(diff == expected, "the migration of Examples/LegacyObjCApp changed: regenerate Tests/SceneMigrateTests/Fixtures/LegacyObjCApp.diff and LegacyObjCAppMigrated")
        #expect(plan.steps.isEmpty, "\(plan.steps)")

        try Migrator.write(plan, to: app)
        let written = try Self.files(under: app)
        let checkedIn = try Self.files(under: MigrateTestSupport.fixtures.appendingPathComponent("LegacyObjCAppMigrated"))
        #expect(written.keys.sorted() == checkedIn.keys.sorted())
        for (path, data) in written { #expect(data == checkedIn[path], "\(path) differs from Fixtures/LegacyObjCAppMigrated/\(path)") }

        let second = try Migrator.plan(folder: app)
        #expect(second.changes.isEmpty && second.alreadyScenes)
        let after = try Doctor.check(paths: [app.path])
        #expect(after.launchVerdicts.map(\.status) == [.adopted])
        #expect(after.findings.isEmpty, "\(after.findings.map(\.message))")
        #expect(after.objectiveCFileCount == 5)
    }
}
