import Foundation
import Testing
@testable import OpenUISceneStore

/// Reading older versions, and the version written.
@Suite struct FormatVersionTests {
    @Test func everyFileCarriesTheCurrentVersion() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        let store = try FileSessionStore(directory: directory)
        store.save(StoreTestSupport.session("a"))
        store.markDiscarded(persistentIdentifier: "a")
        store.flush()
        for path in ["sessions/a.json", "discards/a.json"] {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent(path))) as? [String: Any]
            #expect(object?["formatVersion"] as? Int == FileSessionStore.formatVersion, "\(path)")
        }
        #expect(FileSessionStore.formatVersion == 2)
    }

    /// Version 1: `{"formatVersion":1,"session":<StoredSession's synthesized Codable JSON>}`.
    @Test func versionOneIsReadAndRewrittenAsTheCurrentVersion() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        // A version 1 writer (synthesized Codable, plain JSONEncoder) cannot write infinities.
        var old = StoreTestSupport.richSession("old")
        for key in ["infinity", "minusInfinity"] {
            old.userInfo?[key] = nil
            old.restorationActivity?.userInfo?[key] = nil
        }
        let older = StoreTestSupport.session("older")
        do { _ = try FileSessionStore(directory: directory) }
        struct V1: Encodable { var formatVersion = 1; var session: StoredSession }
        for session in [old, older] {
            try JSONEncoder().encode(V1(session: session)).write(to: directory.appendingPathComponent("sessions/\(session.persistentIdentifier).json"))
        }
        // The literal shape, as a file written by hand would be.
        let literal = #"{"formatVersion":1,"session":{"persistentIdentifier":"literal","role":"UIWindowSceneSessionRoleApplication","configuration":{"name":"Default Configuration"},"userInfo":{"count":{"integer":{"_0":3}}},"wasInForeground":true}}"#
        try Data(literal.utf8).write(to: directory.appendingPathComponent("sessions/literal.json"))

        let store = try FileSessionStore(directory: directory)
        let snapshot = store.load()
        #expect(snapshot.problems == [])
        // Version 1 has no sequence: by identifier.
        #expect(snapshot.sessions.map(\.persistentIdentifier) == ["literal", "old", "older"])
        #expect(snapshot.sessions[1] == old)
        #expect(snapshot.sessions[2] == older)
        #expect(snapshot.sessions[0].userInfo == ["count": .integer(3)])
        #expect(snapshot.sessions[0].wasInForeground)

        // The next save migrates the file.
        store.save(snapshot.sessions[1])
        store.flush()
        let rewritten = try SessionFileCodec.decodeSession(Data(contentsOf: directory.appendingPathComponent("sessions/old.json")))
        #expect(rewritten.version == 2)
        #expect(rewritten.session == old)
    }

    @Test func unknownKeysFromALaterMinorChangeAreIgnored() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        do { _ = try FileSessionStore(directory: directory) }
        let content = #"{"formatVersion":2,"sequence":5,"extra":[1,2],"session":{"persistentIdentifier":"a","role":"r","configuration":{"name":"n","future":true},"wasInForeground":false,"newThing":{"x":1}}}"#
        try Data(content.utf8).write(to: directory.appendingPathComponent("sessions/a.json"))
        let snapshot = try FileSessionStore(directory: directory).load()
        #expect(snapshot.problems == [])
        #expect(snapshot.sessions == [StoredSession(persistentIdentifier: "a", role: "r", configuration: StoredConfiguration(name: "n"))])
    }

    @Test func theDocumentedVersionTwoShape() throws {
        var session = StoredSession(persistentIdentifier: "a", role: "r", configuration: StoredConfiguration(name: "n", sceneClassName: "S", delegateClassName: "D", storyboardName: "B"))
        session.userInfo = ["i": .integer(1), "d": .double(1.5), "b": .bool(true), "t": .date(Date(timeIntervalSinceReferenceDate: 10)), "x": .data(Data([1])), "a": .array([.string("s")]), "o": .dictionary([:]), "n": .double(.infinity)]
        let text = String(decoding: try SessionFileCodec.encode(session, sequence: 7), as: UTF8.self)
        #expect(text == #"{"formatVersion":2,"sequence":7,"session":{"configuration":{"delegateClass":"D","name":"n","sceneClass":"S","storyboard":"B"},"persistentIdentifier":"a","role":"r","userInfo":{"a":{"array":[{"string":"s"}]},"b":{"bool":true},"d":{"double":1.5},"i":{"integer":1},"n":{"double":"infinity"},"o":{"dictionary":{}},"t":{"date":10},"x":{"data":"AQ=="}},"wasInForeground":false}}"#)
    }
}
