import Foundation
import Testing
@testable import OpenUISceneStore
#if canImport(Glibc)
import Glibc
#endif

/// The store never touches files outside its own folders, refuses folders another user could
/// change, and says the real cause of every problem (docs/RELIABILITY.md).
@Suite struct HostileStoreTests {
    private func openError(_ directory: URL) -> String? {
        do {
            let store = try FileSessionStore(directory: directory)
            store.close()
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aSymlinkedSessionsFolderIsRefusedAndItsTargetIsLeftAlone() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        let elsewhere = directory.deletingLastPathComponent().appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Data("{\"not\": \"ours\"}".utf8).write(to: elsewhere.appendingPathComponent("unrelated.json"))
        try Data("keep me".utf8).write(to: elsewhere.appendingPathComponent(".tmp-precious"))
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("sessions").path, withDestinationPath: elsewhere.path)
        let message = try #require(openError(directory))
        #expect(message.contains("sessions: cannot open the session store: it is a symbolic link"), "\(message)")
        #expect(message.contains("rm "), "says what to do: \(message)")
        #expect(Set(StoreTestSupport.names(in: elsewhere)) == [".tmp-precious", "unrelated.json"], "nothing moved or deleted")
    }

    @Test func aWorldWritableStoreIsMadePrivateAndSaysSo() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        chmod(directory.path, 0o777)
        let store = try FileSessionStore(directory: directory)
        defer { store.close() }
        let problems = store.load().problems
        #expect(problems.contains { $0.contains("writable by other users (mode 777)") }, "\(problems)")
        #expect(try StoreTestSupport.permissions(directory.path) == 0o700)
    }

    /// chown needs root: skipped (and shown as skipped) otherwise; CI runs as root.
    @Test(.enabled(if: geteuid() == 0, "chown to another user needs root"))
    func aFolderOwnedByAnotherUserIsRefused() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        let sessions = directory.appendingPathComponent("sessions")
        try FileManager.default.createDirectory(at: sessions, withIntermediateDirectories: true)
        #expect(chown(sessions.path, 12345, 12345) == 0)
        let message = try #require(openError(directory))
        #expect(message.contains("belongs to user 12345"), "\(message)")
    }

    @Test func aLockThatIsASymlinkIsNamedAsSuch() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("lock").path, withDestinationPath: "/etc/passwd")
        let message = try #require(openError(directory))
        #expect(message.contains("the lock file is a symbolic link"), "\(message)")
        #expect(!message.contains("Too many levels"))
    }

    /// EISDIR: a folder where the store needs a file (here its lock) is named as such, not
    /// reported as a permission problem.
    @Test func aFolderWhereAFileBelongsIsNamedAsSuch() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        let lock = directory.appendingPathComponent("lock")
        try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: true)
        let message = try #require(openError(directory))
        #expect(message.contains("\(lock.path) is a folder where the store needs a file: move the folder away"), "\(message)")
        #expect(!message.contains("writable") && !message.contains("ermission"), "no misleading advice: \(message)")
    }

    @Test func aFileWhereAFolderBelongsIsNamedAsSuch() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data().write(to: directory.appendingPathComponent("sessions"))
        let message = try #require(openError(directory))
        #expect(message.contains("is a file where a folder is needed") || message.contains("it is not a folder"), "\(message)")
        #expect(!message.contains("writable by this user"), "no misleading advice: \(message)")
    }

    @Test func aFileNameThatIsNotUTF8IsLeftAloneWithAClearLine() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        do {
            let store = try FileSessionStore(directory: directory)
            store.close()
        }
        var bytes = Array(directory.appendingPathComponent("sessions").path.utf8) + Array("/bad-".utf8) + [0xFF, 0xFE] + Array(".json".utf8) + [0]
        let fd = bytes.withUnsafeMutableBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o600) }
        #expect(fd >= 0)
        close(fd)
        let store = try FileSessionStore(directory: directory)
        defer { store.close() }
        let problems = store.load().problems
        #expect(problems.contains { $0.contains("bad-\\xFF\\xFE.json: this file's name is not valid UTF-8") }, "\(problems)")
        #expect(!problems.contains { $0.contains("No such file") })
    }

    @Test(arguments: [
        (#"{"formatVersion": 2.5, "sequence": 1, "session": {}}"#, "field formatVersion is 2.5, not a whole number"),
        (#"{"formatVersion": 2, "sequence": 1, "session": {"persistentIdentifier": "x", "role": "r", "configuration": {}, "wasInForeground": true, "userInfo": {"n": {"integer": 99999999999999999999}}}}"#, "the number 99999999999999999999 does not fit in a 64-bit integer"),
    ])
    func numbersThatDoNotFitAreNamedNotCalledInvalidJSON(text: String, expected: String) throws {
        let directory = try StoreTestSupport.storeDirectory("numbers\(expected.count)")
        defer { StoreTestSupport.remove(directory) }
        do {
            let store = try FileSessionStore(directory: directory)
            store.close()
        }
        try Data(text.utf8).write(to: directory.appendingPathComponent("sessions/x.json"))
        let store = try FileSessionStore(directory: directory)
        defer { store.close() }
        let problems = store.load().problems
        #expect(problems.contains { $0.contains(expected) }, "\(problems)")
        #expect(!problems.contains { $0.contains("not valid JSON") })
    }

    @Test func theLaunchRecordCountsUnfinishedLaunchesAndSurvivesDamage() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        do {
            let store = try FileSessionStore(directory: directory)
            #expect(store.recordLaunchStart() == 0)
            store.close()
        }
        do {
            let store = try FileSessionStore(directory: directory)
            #expect(store.recordLaunchStart() == 1, "the first launch never became healthy")
            store.recordLaunchHealthy()
            store.flush()
            #expect(store.unfinishedLaunches == 0)
            store.close()
        }
        try Data("{\"formatVersion\": 1, \"unfinishedLaunches\": \"many\"}".utf8).write(to: directory.appendingPathComponent("launches.json"))
        let store = try FileSessionStore(directory: directory)
        defer { store.close() }
        #expect(store.recordLaunchStart() == 0, "a damaged record counts as 0")
        #expect(store.writeProblems.contains { $0.contains("unreadable launch record") && $0.contains("quarantine") }, "\(store.writeProblems)")
        #expect(StoreTestSupport.names(in: store.quarantineDirectory).contains { $0.hasPrefix("launches.json.") }, "kept in quarantine")
        #expect(try StoreTestSupport.permissions(directory.appendingPathComponent("launches.json").path) == 0o600)
    }
}
