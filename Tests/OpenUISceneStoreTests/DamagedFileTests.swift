import Foundation
import TestSupport
import Testing
@testable import OpenUISceneStore
#if canImport(Glibc)
import Glibc
#endif

/// Every kind of damage: the file is moved to quarantine/ (byte for byte, never deleted), one
/// problem line names it, says what was wrong and where it went, and the other sessions load.
@Suite struct DamagedFileTests {
    /// A store with two good sessions and one bad file written by `damage` into `sessions/<name>`.
    /// Returns the snapshot of the next load and checks everything common to all damage kinds.
    @discardableResult
    func loadWithDamage(name: String = "bad.json", folder: String = "sessions", expect reason: String, _ damage: (URL) throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) throws -> SessionStoreSnapshot {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        let good = [StoreTestSupport.richSession("good-1"), StoreTestSupport.session("good-2")]
        do {
            let store = try FileSessionStore(directory: directory)
            for session in good { store.save(session) }
        }
        let bad = directory.appendingPathComponent(folder).appendingPathComponent(name)
        try damage(bad)
        let originalSize = try StoreTestSupport.status(bad.path).st_size
        let originalHead = try readHead(bad)

        let store = try FileSessionStore(directory: directory)
        let snapshot = store.load()
        #expect(snapshot.sessions == good, sourceLocation: sourceLocation)
        #expect(snapshot.problems.count == 1, "\(snapshot.problems)", sourceLocation: sourceLocation)
        let problem = snapshot.problems.first ?? ""
        #expect(problem.hasPrefix(bad.path + ":"), "names the file: \(problem)", sourceLocation: sourceLocation)
        #expect(problem.contains(reason), "says what was wrong (\(reason)): \(problem)", sourceLocation: sourceLocation)
        #expect(problem.contains("moved to \(directory.path)/quarantine/"), "says where it went: \(problem)", sourceLocation: sourceLocation)
        // Moved, not deleted, not altered.
        #expect(!FileManager.default.fileExists(atPath: bad.path), sourceLocation: sourceLocation)
        let quarantined = StoreTestSupport.names(in: store.quarantineDirectory)
        #expect(quarantined.count == 1, sourceLocation: sourceLocation)
        if let moved = quarantined.first {
            let movedURL = store.quarantineDirectory.appendingPathComponent(moved)
            #expect(moved.hasPrefix(folder == "sessions" ? name + "." : "discard-" + name + "."), sourceLocation: sourceLocation)
            #expect(problem.contains(movedURL.path), sourceLocation: sourceLocation)
            #expect(try StoreTestSupport.status(movedURL.path).st_size == originalSize, sourceLocation: sourceLocation)
            #expect(try readHead(movedURL) == originalHead, sourceLocation: sourceLocation)
        }
        // A second load is clean: the quarantine is not loaded.
        let again = store.load()
        #expect(again.problems == [], sourceLocation: sourceLocation)
        #expect(again.sessions == good, sourceLocation: sourceLocation)
        return snapshot
    }

    /// The first MiB of a regular file (nothing for links, FIFOs: opening a FIFO would block).
    private func readHead(_ url: URL) throws -> Data {
        guard try StoreTestSupport.status(url.path).st_mode & S_IFMT == S_IFREG else { return Data() }
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        return try handle.read(upToCount: 1 << 20) ?? Data()
    }

    private func validFile(_ identifier: String) throws -> Data {
        try SessionFileCodec.encode(StoreTestSupport.richSession(identifier), sequence: 1)
    }

    @Test func truncated() throws {
        let full = try validFile("bad")
        for cut in [1, full.count / 3, full.count / 2, full.count - 1] {
            try loadWithDamage(expect: "not valid JSON") { try full.prefix(cut).write(to: $0) }
        }
    }

    @Test func empty() throws {
        try loadWithDamage(expect: "empty") { try Data().write(to: $0) }
    }

    @Test func randomBytes() throws {
        var generator = SeededGenerator(seed: 0x5EED)
        for size in [1, 17, 4096, 100_000] {
            let bytes = Data((0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) })
            try loadWithDamage(expect: "it ") { try bytes.write(to: $0) }
        }
    }

    @Test func wrongRootType() throws {
        for root in ["[1, 2, 3]", "\"a string\"", "42", "null", "true"] {
            try loadWithDamage(expect: "the root") { try Data(root.utf8).write(to: $0) }
        }
    }

    @Test func wrongFieldTypes() throws {
        let cases: [(String, String)] = [
            (#"{"formatVersion":"2","sequence":1,"session":{}}"#, "field formatVersion has the wrong type"),
            (#"{"formatVersion":2,"sequence":1,"session":{"persistentIdentifier":"bad","role":5,"configuration":{},"wasInForeground":false}}"#, "field session.role has the wrong type"),
            (#"{"formatVersion":2,"sequence":1,"session":{"persistentIdentifier":"bad","role":"r","configuration":[],"wasInForeground":false}}"#, "field session.configuration has the wrong type"),
            (#"{"formatVersion":2,"sequence":1,"session":{"persistentIdentifier":"bad","role":"r","configuration":{},"wasInForeground":false,"userInfo":{"k":{"integer":"seven"}}}}"#, "field session.userInfo.k.integer has the wrong type"),
            (#"{"formatVersion":2,"sequence":1,"session":{"persistentIdentifier":"bad","role":"r","configuration":{},"wasInForeground":false,"userInfo":{"k":{"integer":1,"string":"x"}}}}"#, "exactly one of the keys"),
            (#"{"formatVersion":2,"sequence":1,"session":{"persistentIdentifier":"bad","role":"r","configuration":{},"wasInForeground":false,"userInfo":{"k":{"data":"***"}}}}"#, "not base64"),
            (#"{"formatVersion":2,"sequence":1,"session":{"role":"r","configuration":{},"wasInForeground":false}}"#, "field session.persistentIdentifier is missing"),
            (#"{"formatVersion":2,"sequence":1,"session":{"persistentIdentifier":"bad","role":null,"configuration":{},"wasInForeground":false}}"#, "field session.role is null"),
            (#"{"formatVersion":2,"sequence":1.5,"session":{"persistentIdentifier":"bad","role":"r","configuration":{},"wasInForeground":false}}"#, "not valid JSON"),  // Foundation reports a number that does not fit as invalid JSON, without a path
        ]
        for (content, reason) in cases {
            try loadWithDamage(expect: reason) { try Data(content.utf8).write(to: $0) }
        }
    }

    @Test func aHundredMegabyteUserInfoString() throws {
        try loadWithDamage(expect: "more than the 8388608-byte limit") { url in
            let head = Data(#"{"formatVersion":2,"sequence":1,"session":{"persistentIdentifier":"bad","role":"r","configuration":{},"wasInForeground":false,"userInfo":{"k":{"string":""#.utf8)
            let tail = Data(#""}}}}"#.utf8)
            #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
            let handle = try FileHandle(forWritingTo: url)
            defer { try? handle.close() }
            try handle.write(contentsOf: head)
            let chunk = Data(repeating: UInt8(ascii: "a"), count: 1 << 20)
            for _ in 0..<100 { try handle.write(contentsOf: chunk) }
            try handle.write(contentsOf: tail)
        }
    }

    @Test func tenThousandDeepNesting() throws {
        let depth = 10_000
        var text = #"{"formatVersion":2,"sequence":1,"session":{"persistentIdentifier":"bad","role":"r","configuration":{},"wasInForeground":false,"userInfo":{"k":"#
        text += String(repeating: #"{"array":["#, count: depth)
        text += #"{"integer":1}"#
        text += String(repeating: "]}", count: depth)
        text += "}}}"
        try loadWithDamage(expect: "more than 256 levels deep") { try Data(text.utf8).write(to: $0) }
        // The same depth hidden inside a string is not nesting: a valid file.
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        var session = StoreTestSupport.session("brackets")
        session.userInfo = ["text": .string(String(repeating: "[{\\\"", count: depth))]
        do {
            let store = try FileSessionStore(directory: directory)
            store.save(session)
        }
        #expect(try FileSessionStore(directory: directory).load().sessions == [session])
    }

    @Test func tenThousandDeepNestingWithoutAnEnvelope() throws {
        try loadWithDamage(expect: "levels deep") { try Data((String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)).utf8).write(to: $0) }
    }

    @Test func unknownFutureVersion() throws {
        let future = #"{"formatVersion":99,"sequence":1,"session":{"persistentIdentifier":"bad","newField":{"x":1}}}"#
        try loadWithDamage(expect: "format version 99, written by a newer OpenUIScene") { try Data(future.utf8).write(to: $0) }
    }

    @Test func versionThatNeverExisted() throws {
        let zero = #"{"formatVersion":0,"session":{}}"#
        try loadWithDamage(expect: "format version 0, which no OpenUIScene writes") { try Data(zero.utf8).write(to: $0) }
    }

    @Test func aFileHoldingAnotherSession() throws {
        try loadWithDamage(expect: "holds session \"good-1\" but its name says \"bad\"") { try validFile("good-1").write(to: $0) }
    }

    @Test func aNameTheStoreDoesNotWrite() throws {
        try loadWithDamage(name: "%zz.json", expect: "its name is not one this store writes") { try validFile("x").write(to: $0) }
    }

    @Test func aSymbolicLink() throws {
        try loadWithDamage(expect: "not a regular file") { url in
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "/dev/zero")
        }
    }

    @Test func aFIFODoesNotBlock() throws {
        try loadWithDamage(expect: "not a regular file") { url in
            #expect(mkfifo(url.path, 0o600) == 0)
        }
    }

    @Test func aDamagedDiscardMark() throws {
        try loadWithDamage(name: "good-2.json", folder: "discards", expect: "unreadable discard mark") { try Data("{\"formatVersion\":2".utf8).write(to: $0) }
    }

    @Test func filesWithOtherNamesAreLeftAlone() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        do {
            let store = try FileSessionStore(directory: directory)
            store.save(StoreTestSupport.session("a"))
        }
        let notes = directory.appendingPathComponent("sessions/README.txt")
        try Data("mine".utf8).write(to: notes)
        let snapshot = try FileSessionStore(directory: directory).load()
        #expect(snapshot.problems == [])
        #expect(snapshot.sessions.count == 1)
        #expect(FileManager.default.fileExists(atPath: notes.path))
    }

    @Test func quarantineNeverOverwrites() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        let store = try FileSessionStore(directory: directory)
        for round in 0..<3 {
            try Data("garbage \(round)".utf8).write(to: directory.appendingPathComponent("sessions/bad.json"))
            #expect(store.load().problems.count == 1)
        }
        let kept = StoreTestSupport.names(in: store.quarantineDirectory)
        #expect(kept.count == 3)
        let contents = Set(try kept.map { String(decoding: try Data(contentsOf: store.quarantineDirectory.appendingPathComponent($0)), as: UTF8.self) })
        #expect(contents == ["garbage 0", "garbage 1", "garbage 2"])
    }
}
