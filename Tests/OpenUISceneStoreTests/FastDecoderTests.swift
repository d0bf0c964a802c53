import Foundation
import TestSupport
import Testing
@testable import OpenUISceneStore

/// The fast path for version 2 session files (`SessionFileFastDecoder`) and the faster file-name
/// mapping: every field and type round-trips through it, it agrees with the `JSONDecoder` path
/// on everything it accepts, and it declines (leaving the verdict and the problem line to
/// `JSONDecoder`) on every damaged file.
@Suite struct FastDecoderTests {
    // MARK: - Helpers

    private func fast(_ data: Data) -> SessionFileCodec.SessionFile? {
        data.withUnsafeBytes { raw in
            raw.withMemoryRebound(to: UInt8.self) { SessionFileFastDecoder.decode($0) }
        }
    }

    private func slow(_ data: Data) -> Result<SessionFileCodec.SessionFile, SessionFileCodec.DecodeError> {
        Result { () throws(SessionFileCodec.DecodeError) in try SessionFileCodec.decodeSessionWithJSONDecoder(data) }
    }

    /// The same value, NaN equal to NaN (and told apart from other doubles by its bits).
    private func same(_ a: PropertyListValue, _ b: PropertyListValue) -> Bool {
        switch (a, b) {
        case (.double(let x), .double(let y)): x.bitPattern == y.bitPattern || (x.isNaN && y.isNaN)
        case (.date(let x), .date(let y)):
            x.timeIntervalSinceReferenceDate.bitPattern == y.timeIntervalSinceReferenceDate.bitPattern
                || (x.timeIntervalSinceReferenceDate.isNaN && y.timeIntervalSinceReferenceDate.isNaN)
        case (.array(let x), .array(let y)): x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case (.dictionary(let x), .dictionary(let y)): same(x, y)
        default: a == b
        }
    }

    private func same(_ a: [String: PropertyListValue]?, _ b: [String: PropertyListValue]?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.count == b.count && a.allSatisfy { key, value in b[key].map { same(value, $0) } ?? false }
    }

    private func same(_ a: StoredSession, _ b: StoredSession) -> Bool {
        var plainA = a, plainB = b
        plainA.userInfo = nil
        plainB.userInfo = nil
        plainA.restorationActivity?.userInfo = nil
        plainB.restorationActivity?.userInfo = nil
        return plainA == plainB && same(a.userInfo, b.userInfo) && same(a.restorationActivity?.userInfo, b.restorationActivity?.userInfo)
    }

    private func same(_ a: SessionFileCodec.SessionFile, _ b: SessionFileCodec.SessionFile) -> Bool {
        a.version == b.version && a.sequence == b.sequence && same(a.session, b.session)
    }

    /// Every value type, the non-finite doubles and dates, nesting, escapes.
    private func everyValue() -> [String: PropertyListValue] {
        var values = StoreTestSupport.richSession().userInfo ?? [:]
        values["nan"] = .double(.nan)
        values["dateInfinity"] = .date(Date(timeIntervalSinceReferenceDate: .infinity))
        values["dateMinusInfinity"] = .date(Date(timeIntervalSinceReferenceDate: -.infinity))
        values["dateNaN"] = .date(Date(timeIntervalSinceReferenceDate: .nan))
        values["dateNegative"] = .date(Date(timeIntervalSinceReferenceDate: -978_307_200.5))
        values["control \u{1} \u{1F} \t key \"quoted\""] = .string("\u{7F} \u{80} \u{FFFF} 😀 \r\n\u{8}\u{C}")
        values["bigData"] = .data(Data((0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 7) }))
        values["mixed"] = .array([.dictionary(["x": .array([.dictionary(["y": .date(Date(timeIntervalSinceReferenceDate: 0.5))])])]), .bool(false), .double(-1e-300)])
        values[""] = .string("empty key")
        return values
    }

    // MARK: - Round trips

    @Test func everyFieldAndTypeRoundTripsThroughTheFastPath() throws {
        var session = StoreTestSupport.richSession("every-field")
        session.userInfo = everyValue()
        session.restorationActivity?.userInfo = everyValue()
        for sequence: Int64 in [0, 1, 1_718_000_000_123_456, .max, .min] {
            let data = try SessionFileCodec.encode(session, sequence: sequence)
            let file = try #require(fast(data), "the fast path reads what the store writes")
            #expect(file.version == 2)
            #expect(file.sequence == sequence)
            #expect(same(file.session, session))
            // And exactly what the JSONDecoder path reads.
            let reference = try slow(data).get()
            #expect(same(file, reference))
        }
    }

    @Test func optionalFieldsAbsentAndEmpty() throws {
        let sessions = [
            StoredSession(persistentIdentifier: "a", role: "r", configuration: StoredConfiguration()),
            StoredSession(persistentIdentifier: "b", role: "", configuration: StoredConfiguration(name: ""), userInfo: [:], restorationActivity: StoredActivity(activityType: ""), title: "", wasInForeground: true),
            StoredSession(persistentIdentifier: "c", role: "r", configuration: StoredConfiguration(storyboardName: "S"), restorationActivity: StoredActivity(activityType: "t", userInfo: [:])),
        ]
        for session in sessions {
            let data = try SessionFileCodec.encode(session, sequence: 3)
            let file = try #require(fast(data))
            #expect(file.session == session)
            #expect(try slow(data).get().session == session)
        }
    }

    @Test func theDeepestStorableValueTakesTheFastPath() throws {
        var value = PropertyListValue.integer(1)
        for level in 0..<(FileSessionStore.maximumValueDepth - 1) {
            value = level.isMultiple(of: 2) ? .array([value]) : .dictionary(["k": value])
        }
        let session = StoredSession(persistentIdentifier: "deep", role: "r", configuration: StoredConfiguration(), userInfo: ["root": value])
        #expect(SessionFileCodec.valueDepth(session.userInfo) == FileSessionStore.maximumValueDepth)
        let data = try SessionFileCodec.encode(session, sequence: 1)
        try SessionFileCodec.checkDepth(data, limit: FileSessionStore.maximumFileNestingDepth)
        #expect(try #require(fast(data)).session == session)
    }

    @Test func handWrittenValidFilesAgreeWithJSONDecoder() throws {
        let files = [
            // Escapes everywhere, including surrogate pairs and an escaped slash.
            #"{"formatVersion":2,"sequence":9,"session":{"persistentIdentifier":"a","role":"r\/s","configuration":{"name":"\u00e9\ud83d\ude00\"\\\/\b\f\n\r\t\u0000"},"title":"\u0041","wasInForeground":false,"userInfo":{"k\u00e9":{"string":"\ud83d\ude00"}}}}"#,
            // Whitespace around every token, numbers in every form a double may take.
            " \n\t{ \"formatVersion\" : 2 , \"sequence\" : -5 , \"session\" : { \"persistentIdentifier\" : \"a\" , \"role\" : \"r\" , \"configuration\" : { } , \"wasInForeground\" : true , \"userInfo\" : { \"d\" : { \"double\" : -0.0 } , \"e\" : { \"double\" : 1E+2 } , \"f\" : { \"date\" : 12 } , \"g\" : { \"double\" : 2.5e-3 } , \"h\" : { \"array\" : [ ] } , \"i\" : { \"array\" : [ { \"bool\" : false } , { \"integer\" : -9223372036854775808 } ] } } } } \r\n",
            // Unknown keys (of every JSON type) at every level: ignored, as by JSONDecoder.
            #"{"x":[1,{"y":null},"s",true,-1.5e3],"formatVersion":2,"sequence":1,"session":{"persistentIdentifier":"a","role":"r","configuration":{"future":{"a":[]}},"wasInForeground":false,"restorationActivity":{"activityType":"t","new":null}}}"#,
        ]
        for text in files {
            let data = Data(text.utf8)
            let file = try #require(fast(data), "\(text)")
            #expect(same(file, try slow(data).get()), "\(text)")
        }
    }

    // MARK: - Differential tests against JSONDecoder

    private func randomString(_ generator: inout SeededGenerator) -> String {
        let alphabet: [Character] = ["a", "Z", "0", " ", "\"", "\\", "/", "\n", "\u{0}", "\u{1F}", "é", "✓", "😀", "\u{301}", "{", "]", ":", ","]
        return String((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
    }

    private func randomDouble(_ generator: inout SeededGenerator) -> Double {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: return Double(bitPattern: generator.next())  // any bit pattern: NaNs, subnormals, infinities
        case 1: return Double(Int.random(in: -1_000_000...1_000_000, using: &generator)) / 1000
        case 2: return [0.0, -0.0, .infinity, -.infinity, .nan, .leastNonzeroMagnitude, .greatestFiniteMagnitude, .ulpOfOne].randomElement(using: &generator)!
        default: return Double.random(in: -1e300...1e300, using: &generator)
        }
    }

    private func randomValue(_ generator: inout SeededGenerator, depth: Int) -> PropertyListValue {
        switch Int.random(in: 0..<(depth > 4 ? 6 : 8), using: &generator) {
        case 0: return .string(randomString(&generator))
        case 1: return .integer(Int(truncatingIfNeeded: generator.next()) >> Int.random(in: 0..<64, using: &generator))
        case 2: return .double(randomDouble(&generator))
        case 3: return .bool(Bool.random(using: &generator))
        case 4: return .date(Date(timeIntervalSinceReferenceDate: randomDouble(&generator)))
        case 5: return .data(Data((0..<Int.random(in: 0...20, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }))
        case 6: return .array((0..<Int.random(in: 0...3, using: &generator)).map { _ in randomValue(&generator, depth: depth + 1) })
        default: return .dictionary(randomDictionary(&generator, depth: depth + 1))
        }
    }

    private func randomDictionary(_ generator: inout SeededGenerator, depth: Int) -> [String: PropertyListValue] {
        var result: [String: PropertyListValue] = [:]
        for _ in 0..<Int.random(in: 0...4, using: &generator) { result[randomString(&generator)] = randomValue(&generator, depth: depth) }
        return result
    }

    private func randomSession(_ generator: inout SeededGenerator, _ index: Int) -> StoredSession {
        func maybe<T>(_ make: () -> T) -> T? { Bool.random(using: &generator) ? make() : nil }
        return StoredSession(
            persistentIdentifier: "s\(index)" + randomString(&generator),
            role: randomString(&generator),
            configuration: StoredConfiguration(name: maybe { randomString(&generator) }, sceneClassName: maybe { randomString(&generator) }, delegateClassName: maybe { randomString(&generator) }, storyboardName: maybe { randomString(&generator) }),
            userInfo: maybe { randomDictionary(&generator, depth: 0) },
            restorationActivity: maybe { StoredActivity(activityType: randomString(&generator), title: maybe { randomString(&generator) }, userInfo: maybe { randomDictionary(&generator, depth: 0) }, targetContentIdentifier: maybe { randomString(&generator) }, persistentIdentifier: maybe { randomString(&generator) }, webpageURL: maybe { randomString(&generator) }) },
            title: maybe { randomString(&generator) },
            wasInForeground: Bool.random(using: &generator),
            activationConditions: maybe { StoredActivationConditions(canActivate: maybe { randomString(&generator) }, prefersToActivate: maybe { randomString(&generator) }) },
            heldAfterCrashLoop: Bool.random(using: &generator)
        )
    }

    @Test func randomSessionsDecodeAsWithJSONDecoder() throws {
        var generator = SeededGenerator(seed: 0xFA57)
        for index in 0..<500 {
            let session = randomSession(&generator, index)
            let sequence = Int64(bitPattern: generator.next())
            let data = try SessionFileCodec.encode(session, sequence: sequence)
            let file = try #require(fast(data), "\(String(decoding: data, as: UTF8.self))")
            #expect(same(file.session, session), "\(String(decoding: data, as: UTF8.self))")
            #expect(file.sequence == sequence)
            #expect(same(file, try slow(data).get()))
        }
    }

    /// Damaged variants of good files: whatever the fast path accepts, `JSONDecoder` accepts
    /// too, as the same value. (It never lets through what the general path refuses.)
    @Test func mutatedFilesNeverPassTheFastPathAlone() throws {
        var generator = SeededGenerator(seed: 0xBAD_F11E)
        let tokens: [[UInt8]] = ["{", "}", "[", "]", ",", ":", "\"", "\\", "null", "1.0", "-0", "1e2", "\\u", "\\ud800", "\u{0}", "\u{FF}", " "].map { Array($0.utf8) }
        var accepted = 0, declined = 0
        for round in 0..<3000 {
            var session = randomSession(&generator, round)
            if round.isMultiple(of: 3) { session.userInfo = everyValue() }
            var bytes = [UInt8](try SessionFileCodec.encode(session, sequence: Int64(round)))
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let position = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<5, using: &generator) {
                case 0: bytes[position] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &generator)
                case 1: bytes.remove(at: position)
                case 2: bytes.insert(contentsOf: tokens.randomElement(using: &generator)!, at: position)
                case 3: bytes.removeSubrange(position...)
                default: bytes[position] = tokens.randomElement(using: &generator)!.first!
                }
                if bytes.isEmpty { bytes = [UInt8(ascii: "{")] }
            }
            let data = Data(bytes)
            guard (try? SessionFileCodec.checkDepth(data, limit: FileSessionStore.maximumFileNestingDepth)) != nil else { continue }
            if let file = fast(data) {
                accepted += 1
                let reference = slow(data)
                guard case .success(let expected) = reference else {
                    Issue.record("the fast path accepted what JSONDecoder refuses (\(reference)): \(String(decoding: data, as: UTF8.self))")
                    continue
                }
                #expect(same(file, expected), "\(String(decoding: data, as: UTF8.self))")
            } else {
                declined += 1
            }
        }
        #expect(accepted > 100 && declined > 1000, "accepted \(accepted), declined \(declined): the mutations exercise both sides")
    }

    // MARK: - Damage through the new path

    /// Each damage kind: the fast path declines, and the problem line is `JSONDecoder`'s, naming
    /// the field (what DamagedFileTests checks through the store).
    @Test func damagedFilesAreDeclinedAndReportedByField() throws {
        let valid = try SessionFileCodec.encode(StoreTestSupport.richSession("bad"), sequence: 1)
        var cases: [(Data, String)] = [
            (#"{"formatVersion":"2","sequence":1,"session":{}}"#, "field formatVersion has the wrong type"),
            (#"{"formatVersion":2,"sequence":1,"session":{"persistentIdentifier":"bad","role":5,"configuration":{},"wasInForeground":false}}"#, "field session.role has the wrong type"),
            (#"{"formatVersion":2,"sequence":1,"session":{"persistentIdentifier":"bad","role":"r","configuration":[],"wasInForeground":false}}"#, "field session.configuration has the wrong type"),
            (#"{"formatVersion":2,"sequence":1,"session":{"persistentIdentifier":"bad","role":"r","configuration":{},"wasInForeground":"yes"}}"#, "field session.wasInForeground has the wrong type"),
            (#"{"formatVersion":2,"sequence":1,"session":{"persistentIdentifier":"bad","role":"r","configuration":{"name":3},"wasInForeground":false}}"#, "field session.configuration.name has the wrong type"),
            (#"{"formatVersion":2,"sequence":1,"session":{"persistentIdentifier":"bad","role":"r","configuration":{},"wasInForeground":false,"userInfo":{"k":{"integer":"seven"}}}}"#, "field session.userInfo.k.integer has the wrong type"),
            (#"{"formatVersion":2,"sequence":1,"session":{"persistentIdentifier":"bad","role":"r","configuration":{},"wasInForeground":false,"userInfo":{"k":{"bool":1}}}}"#, "field session.userInfo.k.bool has the wrong type"),
            (#"{"formatVersion":2,"sequence":1,"session":{"persistentIdentifier":"bad","role":"r","configuration":{},"wasInForeground":false,"userInfo":{"k":{"double":"NaN"}}}}"#, "field session.userInfo.k.double is invalid"),
            (#"{"formatVersion":2,"sequence":1,"session":{"persistentIdentifier":"bad","role":"r","configuration":{},"wasInForeground":false,"userInfo":{"k":{"date":true}}}}"#, "field session.userInfo.k.date has the wrong type"),
            (#"{"formatVersion":2,"sequence":1,"session":{"persistentIdentifier":"bad","role":"r","configuration":{},"wasInForeground":false,"userInfo":{"k":{"array":{}}}}}"#, "field session.userInfo.k.array has the wrong type"),
            (#"{"formatVersion":2,"sequence":1,"session":{"persistentIdentifier":"bad","role":"r","configuration":{},"wasInForeground":false,"userInfo":{"k":{"dictionary":[]}}}}"#, "field session.userInfo.k.dictionary has the wrong type"),
            (#"{"formatVersion":2,"sequence":1,"session":{"persistentIdentifier":"bad","role":"r","configuration":{},"wasInForeground":false,"userInfo":{"k":{"array":[{"integer":1},{"string":2}]}}}}"#, "field session.userInfo.k.array[1].string has the wrong type"),
            (#"{"formatVersion":2,"sequence":1,"session":{"persistentIdentifier":"bad","role":"r","configuration":{},"wasInForeground":false,"userInfo":{"k":{"integer":1,"string":"x"}}}}"#, "exactly one of the keys"),
            (#"{"formatVersion":2,"sequence":1,"session":{"persistentIdentifier":"bad","role":"r","configuration":{},"wasInForeground":false,"userInfo":{"k":{}}}}"#, "exactly one of the keys"),
            (#"{"formatVersion":2,"sequence":1,"session":{"persistentIdentifier":"bad","role":"r","configuration":{},"wasInForeground":false,"userInfo":{"k":{"data":"***"}}}}"#, "not base64"),
            (#"{"formatVersion":2,"sequence":1,"session":{"persistentIdentifier":"bad","role":"r","configuration":{},"wasInForeground":false,"restorationActivity":{"title":"t"}}}"#, "field session.restorationActivity.activityType is missing"),
            (#"{"formatVersion":2,"sequence":1,"session":{"role":"r","configuration":{},"wasInForeground":false}}"#, "field session.persistentIdentifier is missing"),
            (#"{"formatVersion":2,"session":{"persistentIdentifier":"bad","role":"r","configuration":{},"wasInForeground":false}}"#, "field sequence is missing"),
            (#"{"formatVersion":2,"sequence":1,"session":{"persistentIdentifier":"bad","role":null,"configuration":{},"wasInForeground":false}}"#, "field session.role is null"),
            (#"{"formatVersion":2,"sequence":1.5,"session":{"persistentIdentifier":"bad","role":"r","configuration":{},"wasInForeground":false}}"#, "not valid JSON"),
            (#"{"formatVersion":99,"sequence":1,"session":{"persistentIdentifier":"bad","newField":{"x":1}}}"#, "format version 99, written by a newer OpenUIScene"),
            (#"{"formatVersion":0,"session":{}}"#, "format version 0, which no OpenUIScene writes"),
            (#"{"formatVersion":2,"sequence":1,"session":{"persistentIdentifier":"bad","role":"r","configuration":{},"wasInForeground":false}} x"#, "not valid JSON"),
        ].map { (Data($0.utf8), $1) }
        for root in ["[1, 2, 3]", "\"a string\"", "42", "null", "true"] { cases.append((Data(root.utf8), "the root")) }
        for cut in [1, valid.count / 3, valid.count / 2, valid.count - 1] { cases.append((valid.prefix(cut), "not valid JSON")) }
        var generator = SeededGenerator(seed: 0x5EED)
        for size in [1, 17, 4096] { cases.append((Data((0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }), "it ")) }
        var invalidUTF8 = Data(#"{"formatVersion":2,"sequence":1,"session":{"persistentIdentifier":"bad","role":"r"#.utf8)
        invalidUTF8.append(contentsOf: [0xC3, 0x28])
        invalidUTF8.append(contentsOf: Data(#"","configuration":{},"wasInForeground":false}}"#.utf8))
        cases.append((invalidUTF8, "it "))

        for (data, reason) in cases {
            let text = String(decoding: data, as: UTF8.self)
            #expect(fast(data) == nil, "declined: \(text)")
            do {
                _ = try SessionFileCodec.decodeSession(data)
                Issue.record("accepted: \(text)")
            } catch {
                #expect(error.description.contains(reason), "\(error.description) should say \(reason): \(text)")
            }
        }
    }

    /// Valid JSON the fast path leaves to `JSONDecoder`: it declines, and the general path reads it.
    @Test func unusualValidFilesTakeTheGeneralPath() throws {
        let head = #"{"formatVersion":2,"sequence":1,"session":{"persistentIdentifier":"a","role":"r","configuration":{},"wasInForeground":false"#
        let cases: [(String, StoredSession)] = [
            (head + #","title":null}}"#, StoredSession(persistentIdentifier: "a", role: "r", configuration: StoredConfiguration())),
            (head + #","\u0074itle":"t"}}"#, StoredSession(persistentIdentifier: "a", role: "r", configuration: StoredConfiguration(), title: "t")),
            (#"{"formatVersion":2,"sequence":1,"session":{"persistentIdentifier":"a","role":"r","configuration":{"n\u0061me":"n"},"wasInForeground":false}}"#, StoredSession(persistentIdentifier: "a", role: "r", configuration: StoredConfiguration(name: "n"))),
            (head + #",}}"#, StoredSession(persistentIdentifier: "a", role: "r", configuration: StoredConfiguration())),
            (head + #","title":"one","title":"two"}}"#, StoredSession(persistentIdentifier: "a", role: "r", configuration: StoredConfiguration(), title: "one")),
            (head + #","userInfo":{"k":{"integer":1.0}}}}"#, StoredSession(persistentIdentifier: "a", role: "r", configuration: StoredConfiguration(), userInfo: ["k": .integer(1)])),
            (head + #","userInfo":{"k":{"integer":1e2}}}}"#, StoredSession(persistentIdentifier: "a", role: "r", configuration: StoredConfiguration(), userInfo: ["k": .integer(100)])),
            (head + #","userInfo":{"k":{"integer":-0}}}}"#, StoredSession(persistentIdentifier: "a", role: "r", configuration: StoredConfiguration(), userInfo: ["k": .integer(0)])),
            (head + #","userInfo":{"k":{"integer":1,"other":2}}}}"#, StoredSession(persistentIdentifier: "a", role: "r", configuration: StoredConfiguration(), userInfo: ["k": .integer(1)])),
            (#"{"session":{"persistentIdentifier":"a","role":"r","configuration":{},"wasInForeground":false},"sequence":1,"formatVersion":2}"#, StoredSession(persistentIdentifier: "a", role: "r", configuration: StoredConfiguration())),
            ("\u{FEFF}" + head + "}}", StoredSession(persistentIdentifier: "a", role: "r", configuration: StoredConfiguration())),
        ]
        for (text, expected) in cases {
            let data = Data(text.utf8)
            #expect(fast(data) == nil, "\(text)")
            #expect(try SessionFileCodec.decodeSession(data).session == expected, "\(text)")
        }
        // Version 1 files are read by the general path only.
        struct V1: Encodable { var formatVersion = 1; var session: StoredSession }
        let old = StoreTestSupport.session("old")
        let data = try JSONEncoder().encode(V1(session: old))
        #expect(fast(data) == nil)
        let file = try SessionFileCodec.decodeSession(data)
        #expect(file.version == 1 && file.session == old)
    }

    // MARK: - The store, through the fast path

    /// Enough sessions for several loading threads, with every kind of value, plus damaged
    /// files between them: the same sessions and problems as always.
    @Test func aLargeStoreLoadsThroughTheFastPath() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        var generator = SeededGenerator(seed: 0x10AD)
        var sessions: [StoredSession] = []
        do {
            let store = try FileSessionStore(directory: directory)
            for index in 0..<300 {
                var session = randomSession(&generator, index)
                session.persistentIdentifier = String(format: "session-%04d", index)
                if index.isMultiple(of: 50) { session.userInfo = StoreTestSupport.richSession().userInfo }
                sessions.append(session)
                store.save(session)
            }
        }
        let sessionsFolder = directory.appendingPathComponent("sessions")
        try Data(#"{"formatVersion":2,"sequence":1,"session":{"persistentIdentifier":"bad-1","role":"r","configuration":{},"wasInForeground":"no"}}"#.utf8).write(to: sessionsFolder.appendingPathComponent("bad-1.json"))
        try Data("{".utf8).write(to: sessionsFolder.appendingPathComponent("bad-2.json"))
        let store = try FileSessionStore(directory: directory)
        let snapshot = store.load()
        #expect(snapshot.sessions.count == sessions.count)
        for (loaded, saved) in zip(snapshot.sessions, sessions) {
            #expect(same(loaded, saved), "\(saved.persistentIdentifier)")
        }
        #expect(snapshot.problems.count == 2)
        #expect(snapshot.problems.contains { $0.contains("bad-1.json: unreadable session file: field session.wasInForeground has the wrong type") })
        #expect(snapshot.problems.contains { $0.contains("bad-2.json: unreadable session file: it is not valid JSON") })
        #expect(StoreTestSupport.names(in: store.quarantineDirectory).count == 2)
    }

    // MARK: - File names

    /// The file-name mapping as first written (per character, with `String` arithmetic): the
    /// faster byte-level one must agree with it on every identifier and every name.
    private enum ReferenceLayout {
        static func fileName(for identifier: String) -> String? {
            guard !identifier.isEmpty else { return nil }
            var name = ""
            for (index, byte) in identifier.utf8.enumerated() {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
                    name.unicodeScalars.append(Unicode.Scalar(byte))
                case UInt8(ascii: ".") where index > 0:
                    name.append(".")
                default:
                    let hex = String(byte, radix: 16, uppercase: true)
                    name += "%" + (hex.count < 2 ? "0" + hex : hex)
                }
                if name.utf8.count > StoreLayout.maximumFileNameLength - StoreLayout.fileExtension.utf8.count { return nil }
            }
            return name + StoreLayout.fileExtension
        }

        static func identifier(forFileName name: String) -> String? {
            guard name.hasSuffix(StoreLayout.fileExtension), !name.hasPrefix(".") else { return nil }
            let stem = name.utf8.dropLast(StoreLayout.fileExtension.utf8.count)
            var bytes: [UInt8] = []
            var iterator = stem.makeIterator()
            while let byte = iterator.next() {
                if byte == UInt8(ascii: "%") {
                    guard let high = iterator.next(), let low = iterator.next(),
                          let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16) else { return nil }
                    bytes.append(value)
                } else {
                    bytes.append(byte)
                }
            }
            guard let identifier = String(validating: bytes, as: UTF8.self), fileName(for: identifier) == name else { return nil }
            return identifier
        }
    }

    @Test func fileNamesAreUnchanged() {
        var identifiers = ["a", ".hidden", "a.b", "..", ".", "%", "%41", "a/b", "with space", "é✓😀", "UPPER-lower_09", String(repeating: "x", count: 235), String(repeating: "x", count: 236), String(repeating: "é", count: 40), String(repeating: "é", count: 39), "\u{0}", "-"]
        var generator = SeededGenerator(seed: 0xF11E)
        let alphabet = Array("aZ9.-_%/ é+:\u{0}".unicodeScalars)
        for _ in 0..<2000 {
            identifiers.append(String(String.UnicodeScalarView((0..<Int.random(in: 0...30, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })))
        }
        for identifier in identifiers {
            let name = StoreLayout.fileName(for: identifier)
            #expect(name == ReferenceLayout.fileName(for: identifier), "\(identifier)")
            if let name { #expect(StoreLayout.identifier(forFileName: name) == identifier) }
        }
        var names = [".json", "a.json", ".a.json", "%2Ea.json", "%2ea.json", "%41.json", "%+F.json", "%0.json", "%.json", "a%2.json", "a.JSON", "a.json.json", "%C3%A9.json", "%C3.json", "%E9.json", "é.json", "%2F.json", "a.b.json", "README.txt", "", "json"]
        let nameAlphabet = Array("aA.%2EFe+j son-_/é".unicodeScalars)
        for _ in 0..<3000 {
            names.append(String(String.UnicodeScalarView((0..<Int.random(in: 0...10, using: &generator)).map { _ in nameAlphabet.randomElement(using: &generator)! })) + (Bool.random(using: &generator) ? ".json" : ""))
        }
        for name in names {
            #expect(StoreLayout.identifier(forFileName: name) == ReferenceLayout.identifier(forFileName: name), "\(name)")
        }
    }
}
