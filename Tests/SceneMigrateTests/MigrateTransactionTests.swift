import Foundation
import SceneMigrate
import TestSupport
import Testing

/// `scenectl migrate --write` as a transaction, with real processes: a kill at any moment, a write
/// error, a read-only or hard-linked file, never leave a half-migrated app.
@Suite(.serialized) struct MigrateTransactionTests {
    /// Every regular file below `folder` (relative path → bytes and permission bits).
    static func snapshot(_ folder: URL) throws -> [String: (Data, Int)] {
        var result: [String: (Data, Int)] = [:]
        let enumerator = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]))
        for case let url as URL in enumerator where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            let relative = String(url.resolvingSymlinksInPath().path.dropFirst(folder.resolvingSymlinksInPath().path.count + 1))
            let mode = (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) ?? 0
            result[relative] = (try Data(contentsOf: url), mode)
        }
        return result
    }

    static func same(_ lhs: [String: (Data, Int)], _ rhs: [String: (Data, Int)]) -> Bool {
        lhs.keys.sorted() == rhs.keys.sorted() && lhs.allSatisfy { rhs[$0.key]?.0 == $0.value.0 && rhs[$0.key]?.1 == $0.value.1 }
    }

    /// The example app migrated by an uninterrupted run: what every interrupted one must end as.
    static func migratedExample() throws -> [String: (Data, Int)] {
        let app = try MigrateTestSupport.copy("Examples/LegacyApp")
        defer { try? FileManager.default.removeItem(at: app) }
        let result = try Scenectl.run(["migrate", "--write", app.path])
        #expect(result.status == 0, "\(result.error)")
        return try snapshot(app)
    }

    @Test(arguments: [1, 2, 4])
    func aKillBetweenTwoRenamesIsFinishedByTheNextRun(after renames: Int) throws {
        let expected = try Self.migratedExample()
        let app = try MigrateTestSupport.copy("Examples/LegacyApp")
        defer { try? FileManager.default.removeItem(at: app) }
        let killed = try Scenectl.run(["migrate", "--write", app.path], environment: ["OPENUISCENE_MIGRATE_FAULT": "kill-after-rename:\(renames)"])
        #expect(killed.status == SIGKILL, "killed mid-write: \(killed.error)")
        #expect(FileManager.default.fileExists(atPath: app.appendingPathComponent(".scenectl-migrate-journal").path))
        // The scene delegate is written first: the moved code is in the new file before it leaves the old one.
        #expect(FileManager.default.fileExists(atPath: app.appendingPathComponent("SceneDelegate.swift").path))

        let preview = try Scenectl.run(["migrate", app.path])
        #expect(preview.status == 1)
        #expect(preview.error.contains("an interrupted scenectl migrate --write (.scenectl-migrate-journal: committing, 5 file(s)): run scenectl migrate --write to finish it"), "\(preview.error)")

        let finished = try Scenectl.run(["migrate", "--write", app.path])
        #expect(finished.error.contains("scenectl migrate: finished an interrupted migration: \(5 - renames) of 5 file(s) still to replace"), "\(finished.error)")
        #expect(finished.error.contains("the app already uses the scene life cycle; nothing to migrate."), "\(finished.error)")
        #expect(Self.same(try Self.snapshot(app), expected), "the interrupted run, finished, is the whole migration")
    }

    @Test func aKillWhileStagingLeavesTheAppAsItWasAndTheNextRunMigratesIt() throws {
        let expected = try Self.migratedExample()
        let app = try MigrateTestSupport.copy("Examples/LegacyApp")
        defer { try? FileManager.default.removeItem(at: app) }
        let original = try Self.snapshot(app)
        let killed = try Scenectl.run(["migrate", "--write", app.path], environment: ["OPENUISCENE_MIGRATE_FAULT": "kill-staging:3"])
        #expect(killed.status == SIGKILL)
        let after = try Self.snapshot(app)
        #expect(original.allSatisfy { after[$0.key]?.0 == $0.value.0 }, "no file of the app changed")
        let again = try Scenectl.run(["migrate", "--write", app.path])
        #expect(again.status == 0, "\(again.error)")
        #expect(again.error.contains("removed what a migration interrupted before it changed anything had staged (5 file(s)); the app is as it was"), "\(again.error)")
        #expect(Self.same(try Self.snapshot(app), expected))
    }

    @Test func aWriteErrorMidwayWritesNothingAndSaysSo() throws {
        let app = try MigrateTestSupport.copy("Examples/LegacyApp")
        defer { try? FileManager.default.removeItem(at: app) }
        let original = try Self.snapshot(app)
        let failed = try Scenectl.run(["migrate", "--write", app.path], environment: ["OPENUISCENE_MIGRATE_FAULT": "fail-staging:2"])
        #expect(failed.status == 2)
        #expect(failed.error.contains("cannot be written ("), "\(failed.error)")
        #expect(failed.error.contains("nothing was written, the app is as it was"), "\(failed.error)")
        #expect(Self.same(try Self.snapshot(app), original), "byte for byte, no staged file or journal left")
    }

    @Test func permissionsAreKeptAndAReadOnlyOrHardLinkedFileIsRefusedBeforeAnythingIsWritten() throws {
        let app = try MigrateTestSupport.copy("Examples/LegacyApp")
        defer { try? FileManager.default.removeItem(at: app) }
        let delegate = app.appendingPathComponent("AppDelegate.swift")
        let plist = app.appendingPathComponent("Info.plist")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: delegate.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: plist.path)
        let original = try Self.snapshot(app)
        let readOnly = try Scenectl.run(["migrate", "--write", app.path])
        #expect(readOnly.status == 2)
        #expect(readOnly.error.contains("Info.plist is read-only (mode 444): nothing was written"), "\(readOnly.error)")
        #expect(Self.same(try Self.snapshot(app), original))

        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: plist.path)
        let other = app.appendingPathComponent("Info-link.txt")
        try FileManager.default.linkItem(at: plist, to: other)
        let linked = try Scenectl.run(["migrate", "--write", app.path])
        #expect(linked.status == 2)
        #expect(linked.error.contains("Info.plist has 2 hard links, which a rewrite would split: nothing was written"), "\(linked.error)")
        try FileManager.default.removeItem(at: other)

        let written = try Scenectl.run(["migrate", "--write", app.path])
        #expect(written.status == 0, "\(written.error)")
        let modes = try Self.snapshot(app).mapValues(\.1)
        #expect(modes["AppDelegate.swift"] == 0o600, "a private file stays private")
        #expect(modes["Info.plist"] == 0o644)
        #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent(".scenectl-migrate-journal").path))
    }
}

/// The preview diff of paths with spaces applies with `patch -p1` (a real process), as git's does.
struct MigratePreviewPatchTests {
    @Test func aDiffOfPathsWithSpacesAppliesWithPatch() throws {
        let app = try MigrateTestSupport.folder(["My App/App Delegate.swift": ManifestEditTests.delegate, "My App/Info.plist": MigrateTestSupport.plist])
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("scene-migrate-copy-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: app); try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: app, to: copy)
        let preview = try Scenectl.run(["migrate", app.path])
        #expect(preview.output.contains("--- a/My App/App Delegate.swift\t\n+++ b/My App/App Delegate.swift\t\n"), "\(preview.output)")
        let diff = FileManager.default.temporaryDirectory.appendingPathComponent("migrate-\(UUID().uuidString).diff")
        defer { try? FileManager.default.removeItem(at: diff) }
        try Data(preview.output.utf8).write(to: diff)
        let patched = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/patch"), ["-p1", "-d", copy.path, "-i", diff.path])
        #expect(patched.status == 0, "\(patched.output)\(patched.error)")
        _ = try Scenectl.run(["migrate", "--write", app.path])
        #expect(Self.files(copy) == Self.files(app), "patch -p1 gives what --write writes")
    }

    static func files(_ folder: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        for path in (FileManager.default.subpaths(atPath: folder.path) ?? []) where !path.hasSuffix(".orig") {
            if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) { result[path] = data }
        }
        return result
    }
}
