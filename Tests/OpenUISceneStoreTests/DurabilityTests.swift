import Foundation
import Testing
@testable import OpenUISceneStore
#if canImport(Glibc)
import Glibc
#endif

/// O(1) writes, permissions, the lock and flush.
@Suite struct DurabilityTests {
    @Test func savingOneSessionRewritesOnlyItsFile() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        let store = try FileSessionStore(directory: directory)
        let identifiers = (0..<50).map { "session-\($0)" }
        for identifier in identifiers { store.save(StoreTestSupport.session(identifier)) }
        store.flush()
        func fingerprint() throws -> [String: [Int]] {
            var result: [String: [Int]] = [:]
            for identifier in identifiers {
                let info = try StoreTestSupport.status(try #require(store.fileURL(forSession: identifier)).path)
                result[identifier] = [Int(info.st_ino), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_size)]
            }
            return result
        }
        let before = try fingerprint()
        store.save(StoreTestSupport.session("session-17", generation: 1))
        store.flush()
        let after = try fingerprint()
        for identifier in identifiers where identifier != "session-17" {
            #expect(before[identifier] == after[identifier], "\(identifier) was rewritten")
        }
        // Atomic replacement: a new file (new inode) took the old one's name.
        #expect(before["session-17"]?[0] != after["session-17"]?[0])
        #expect(StoreTestSupport.names(in: directory.appendingPathComponent("sessions")).count == 50, "no temporary file left behind")
    }

    @Test func filesArePrivateToTheUser() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        let store = try FileSessionStore(directory: directory)
        store.save(StoreTestSupport.session("a"))
        store.markDiscarded(persistentIdentifier: "a")
        store.flush()
        #expect(try StoreTestSupport.permissions(directory.path) == 0o700)
        for folder in ["sessions", "discards", "quarantine"] {
            #expect(try StoreTestSupport.permissions(directory.appendingPathComponent(folder).path) == 0o700, "\(folder)")
        }
        #expect(try StoreTestSupport.permissions(directory.appendingPathComponent("lock").path) == 0o600)
        #expect(try StoreTestSupport.permissions(directory.appendingPathComponent("sessions/a.json").path) == 0o600)
        #expect(try StoreTestSupport.permissions(directory.appendingPathComponent("discards/a.json").path) == 0o600)
    }

    @Test func missingParentFoldersAreCreatedAndAFileInTheWayIsReported() throws {
        let base = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(base) }
        let nested = base.appendingPathComponent("state/app.example")
        let store = try FileSessionStore(directory: nested)
        store.save(StoreTestSupport.session("a"))
        store.flush()
        #expect(try StoreTestSupport.permissions(base.appendingPathComponent("state").path) == 0o700)
        #expect(try StoreTestSupport.permissions(nested.path) == 0o700)
        #expect(FileManager.default.fileExists(atPath: nested.appendingPathComponent("sessions/a.json").path))
        store.close()

        let blocker = base.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        #expect(throws: FileSessionStoreError.self) { try FileSessionStore(directory: blocker.appendingPathComponent("store")) }
        do {
            _ = try FileSessionStore(directory: blocker.appendingPathComponent("store"))
        } catch {
            #expect("\(error)".contains(blocker.path), "names the path: \(error)")
        }
        #expect(try Data(contentsOf: blocker) == Data("x".utf8), "the file in the way is left alone")
    }

    @Test func filesArePrivateEvenWithAPermissiveUmask() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        // Folders are chmod'ed and files are created 0600: the umask can only remove bits.
        let store = try FileSessionStore(directory: directory)
        store.save(StoreTestSupport.session("a"))
        store.flush()
        let info = try StoreTestSupport.status(directory.appendingPathComponent("sessions/a.json").path)
        #expect(info.st_mode & 0o077 == 0)
        #expect(info.st_uid == getuid())
    }

    @Test func aSecondStoreInTheSameProcessIsRefused() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        let first = try FileSessionStore(directory: directory)
        do {
            _ = try FileSessionStore(directory: directory)
            Issue.record("a second store opened the same directory")
        } catch {
            guard case .locked(let lockedDirectory, let pid, _, let sameProcess) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(lockedDirectory == directory.path)
            #expect(pid == getpid())
            #expect(sameProcess)
            #expect(error.description.contains(directory.path))
            #expect(error.description.contains("this process"))
        }
        first.close()
        // Released: the next one opens.
        let second = try FileSessionStore(directory: directory)
        second.close()
    }

    @Test func aStoreOwnedByAnotherProcessIsRefusedNamingIt() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        let child = try StoreTestSupport.startCrashWriter(store: directory, sessions: 1)
        defer {
            kill(child.processIdentifier, SIGKILL)
            _ = child.wait()
        }
        do {
            _ = try FileSessionStore(directory: directory)
            Issue.record("opened a store owned by process \(child.processIdentifier)")
        } catch {
            guard case .locked(_, let pid, let name, let sameProcess) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(pid == child.processIdentifier)
            #expect(!sameProcess)
            #expect(name?.hasPrefix("store-crash") == true)  // /proc/<pid>/comm is cut at 15 characters
            #expect(error.description.contains("process \(child.processIdentifier)"))
        }
    }

    @Test func theLockDiesWithItsProcess() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        let child = try StoreTestSupport.startCrashWriter(store: directory, sessions: 1)
        kill(child.processIdentifier, SIGKILL)
        _ = child.wait()
        let store = try FileSessionStore(directory: directory)
        #expect(store.load().sessions.count == 1)
    }

    @Test func flushReturnsWhenEverythingIsOnDisk() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        let store = try FileSessionStore(directory: directory)
        for round in 0..<20 {
            for index in 0..<10 { store.save(StoreTestSupport.session("s\(index)", generation: round)) }
            store.flush()
            // Read the files directly, bypassing the store.
            for index in 0..<10 {
                let data = try Data(contentsOf: try #require(store.fileURL(forSession: "s\(index)")))
                let file = try SessionFileCodec.decodeSession(data)
                #expect(file.session == StoreTestSupport.session("s\(index)", generation: round))
            }
        }
        #expect(StoreTestSupport.names(in: directory.appendingPathComponent("sessions")).allSatisfy { !$0.hasPrefix(".tmp-") })
    }

    @Test func saveHandsOverWithoutWritingOnTheCallersThread() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        let store = try FileSessionStore(directory: directory)
        // Make the writer busy, then check that a save returns while the file does not exist yet:
        // only flush() makes it appear.
        store.writerForTesting.blockForTesting()
        store.save(StoreTestSupport.session("a"))
        #expect(!FileManager.default.fileExists(atPath: try #require(store.fileURL(forSession: "a")).path))
        store.writerForTesting.unblockForTesting()
        store.flush()
        #expect(FileManager.default.fileExists(atPath: try #require(store.fileURL(forSession: "a")).path))
    }

    @Test func leftoverTemporaryFilesOfAnInterruptedWriteAreIgnored() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        do {
            let store = try FileSessionStore(directory: directory)
            store.save(StoreTestSupport.session("a"))
        }
        let temporary = directory.appendingPathComponent("sessions/.tmp-a.json-123")
        try Data("{\"formatVersion\":2,\"seq".utf8).write(to: temporary)
        let snapshot = try FileSessionStore(directory: directory).load()
        #expect(snapshot.sessions.map(\.persistentIdentifier) == ["a"])
        #expect(snapshot.problems == [])
        #expect(!FileManager.default.fileExists(atPath: temporary.path))
    }

    @Test func defaultDirectoryFollowsXDG() throws {
        #expect(try FileSessionStore.defaultDirectory(appIdentifier: "com.example.Notes", environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/u"]).path == "/x/state/com.example.Notes")
        #expect(try FileSessionStore.defaultDirectory(appIdentifier: "notes", environment: ["HOME": "/home/u"]).path == "/home/u/.local/state/notes")
        // A relative XDG_STATE_HOME is ignored, as the XDG spec says.
        #expect(try FileSessionStore.defaultDirectory(appIdentifier: "notes", environment: ["XDG_STATE_HOME": "state", "HOME": "/home/u"]).path == "/home/u/.local/state/notes")
        #expect(throws: FileSessionStoreError.noStateDirectory) { try FileSessionStore.defaultDirectory(appIdentifier: "notes", environment: [:]) }
        for bad in ["", ".", "..", "a/b"] {
            #expect(throws: FileSessionStoreError.invalidAppIdentifier(bad)) { try FileSessionStore.defaultDirectory(appIdentifier: bad, environment: ["HOME": "/h"]) }
        }
        #expect(FileSessionStore.appIdentifier(bundleIdentifier: "com.example.Notes", executablePath: "/usr/bin/notes") == "com.example.Notes")
        #expect(FileSessionStore.appIdentifier(bundleIdentifier: nil, executablePath: "/usr/bin/notes") == "notes")
        #expect(FileSessionStore.appIdentifier(bundleIdentifier: " ", executablePath: "/usr/bin/notes") == "notes")
    }

    /// The identifier is taken as it is when it has nothing to trim (printable ASCII), without
    /// Foundation's trimming: every answer is the one the trimming gives.
    @Test(arguments: [
        "com.example.Notes", "notes", " com.example.Notes", "com.example.Notes\n", "\tnotes\r\n", "a b", "\u{85}x\u{85}",
        "\u{A0}x", "x\u{2003}", "é.notes", "~!@#$%^&*()_+{}|:<>?", "\u{7F}", "\u{1F}x", "\u{0B}\u{0C}", "日本",
    ])
    func theIdentifierIsTrimmedAsFoundationTrimsIt(_ identifier: String) {
        let trimmed = identifier.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(FileSessionStore.appIdentifier(bundleIdentifier: identifier, executablePath: "/usr/bin/notes") == (trimmed.isEmpty ? "notes" : trimmed))
    }

    @Test func openingWithoutCreatingAMissingStoreFailsClearly() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        #expect(throws: FileSessionStoreError.notFound(directory: directory.path)) {
            try FileSessionStore(directory: directory, createIfMissing: false)
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }
}
