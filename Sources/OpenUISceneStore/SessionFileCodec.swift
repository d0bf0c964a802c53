import Foundation

/// The on-disk format of one session file and one discard marker (see docs/STORE.md).
///
/// Version 2 (written): `{"formatVersion":2,"sequence":N,"session":{…}}` where every stored value
/// is a one-key object naming its type (`{"string":"…"}`, `{"integer":1}`, …), so that integers,
/// doubles, booleans, dates and data come back exactly as they were saved.
/// Version 1 (read, never written): `{"formatVersion":1,"session":<StoredSession's synthesized Codable>}`.
///
/// Decoding never trusts the bytes: the caller checks the size first, ``checkDepth(_:limit:)``
/// bounds the nesting iteratively before any recursive parser sees the data, and every field is
/// type-checked, by ``SessionFileFastDecoder`` for the files this store writes, else by
/// `JSONDecoder` (which also words every problem line).
enum SessionFileCodec {
    /// The version written by this code.
    static let currentVersion = 2
    /// The oldest version this code reads.
    static let oldestReadableVersion = 1

    /// What can be wrong with a file's content.
    enum DecodeError: Error, CustomStringConvertible {
        case tooDeep(limit: Int)
        case newerVersion(Int)
        case unknownVersion(Int)
        case invalid(String)

        var description: String {
            switch self {
            case .tooDeep(let limit):
                "it nests arrays or objects more than \(limit) levels deep (the limit for a session file)"
            case .newerVersion(let version):
                "it has format version \(version), written by a newer OpenUIScene (this one reads versions \(SessionFileCodec.oldestReadableVersion) to \(SessionFileCodec.currentVersion))"
            case .unknownVersion(let version):
                "it has format version \(version), which no OpenUIScene writes"
            case .invalid(let reason):
                reason
            }
        }
    }

    /// A decoded session file.
    struct SessionFile {
        var version: Int
        var sequence: Int64
        var session: StoredSession
    }

    // MARK: - Limits

    /// Throws as soon as the nesting of `[`/`{` outside strings passes `limit`. Iterative: a
    /// hostile file cannot overflow the stack here.
    static func checkDepth(_ bytes: Data, limit: Int) throws(DecodeError) {
        let result: Result<Void, DecodeError> = bytes.withUnsafeBytes { raw in
            raw.withMemoryRebound(to: UInt8.self) { buffer in
                Result { () throws(DecodeError) in try checkDepth(buffer, limit: limit) }
            }
        }
        try result.get()
    }

    /// The same check over the bytes in place.
    static func checkDepth(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int) throws(DecodeError) {
        var depth = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                // Skip the string: up to the next quote that is not escaped.
                while index < count {
                    let inner = bytes[index]
                    index += 1
                    if inner == UInt8(ascii: "\"") { break }
                    if inner == UInt8(ascii: "\\") { index += 1 }
                }
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { throw .tooDeep(limit: limit) }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
            default: break
            }
        }
    }

    /// The deepest container nesting in `values` (a dictionary counts as one level), computed
    /// without recursion.
    static func valueDepth(_ values: [String: PropertyListValue]?) -> Int {
        guard let values else { return 0 }
        var deepest = 1
        var stack: [(PropertyListValue, Int)] = values.values.map { ($0, 1) }
        while let (value, depth) = stack.popLast() {
            switch value {
            case .array(let items):
                deepest = max(deepest, depth + 1)
                stack.append(contentsOf: items.map { ($0, depth + 1) })
            case .dictionary(let items):
                deepest = max(deepest, depth + 1)
                stack.append(contentsOf: items.values.map { ($0, depth + 1) })
            default: break
            }
        }
        return deepest
    }

    // MARK: - Sessions

    static func encode(_ session: StoredSession, sequence: Int64) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(V2File(formatVersion: currentVersion, sequence: sequence, session: V2Session(session)))
    }

    /// Decodes a session file whose size and depth were already checked.
    static func decodeSession(_ bytes: Data) throws(DecodeError) -> SessionFile {
        let result: Result<SessionFile, DecodeError> = bytes.withUnsafeBytes { raw in
            raw.withMemoryRebound(to: UInt8.self) { buffer in
                Result { () throws(DecodeError) in try decodeSession(buffer) }
            }
        }
        return try result.get()
    }

    /// Decodes a session file whose size and depth were already checked, in place.
    ///
    /// A version 2 file as this store writes it is read by ``SessionFileFastDecoder`` (one pass
    /// over the bytes). Anything that decoder declines — another version, a damaged file, JSON it
    /// leaves to Foundation — is decoded by `JSONDecoder`, which reads it or names what is wrong.
    static func decodeSession(_ bytes: UnsafeBufferPointer<UInt8>) throws(DecodeError) -> SessionFile {
        if let file = SessionFileFastDecoder.decode(bytes) { return file }
        return try decodeSessionWithJSONDecoder(Data(bytes))
    }

    /// The general path: `JSONDecoder` with the versions' Codable shapes.
    static func decodeSessionWithJSONDecoder(_ bytes: Data) throws(DecodeError) -> SessionFile {
        let file: VersionedFile
        do {
            file = try JSONDecoder().decode(VersionedFile.self, from: bytes)
        } catch let error as DecodeError {
            throw error
        } catch {
            throw .invalid(describe(error, bytes: bytes))
        }
        return file.file
    }

    // MARK: - Discard markers

    static func encodeMarker(persistentIdentifier: String) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(Marker(formatVersion: currentVersion, persistentIdentifier: persistentIdentifier))
    }

    static func decodeMarker(_ bytes: Data) throws(DecodeError) -> String {
        let marker: Marker
        do {
            marker = try JSONDecoder().decode(Marker.self, from: bytes)
        } catch {
            throw .invalid(describe(error, bytes: bytes))
        }
        guard marker.formatVersion <= currentVersion else { throw .newerVersion(marker.formatVersion) }
        guard marker.formatVersion >= oldestReadableVersion else { throw .unknownVersion(marker.formatVersion) }
        return marker.persistentIdentifier
    }

    // MARK: - Error text

    /// A one-line explanation of a decoding error, naming the field.
    static func describe(_ error: any Error, bytes: Data? = nil) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            let parts = codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
            let joined = parts.joined()
            return joined.isEmpty ? "the root" : "field " + String(joined.drop { $0 == "." })
        }
        switch error {
        case let error as DecodeError:
            return error.description
        case DecodingError.typeMismatch(let type, let context):
            return "\(path(context.codingPath)) has the wrong type (expected \(type))"
        case DecodingError.valueNotFound(let type, let context):
            return "\(path(context.codingPath)) is null (expected \(type))"
        case DecodingError.keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])) is missing"
        case DecodingError.dataCorrupted(let context):
            if context.codingPath.isEmpty {
                if context.underlyingError != nil || context.debugDescription.contains("not valid JSON") {
                    // Foundation says "not valid JSON" also for valid JSON with a number that does
                    // not fit its field: find that number instead.
                    if let bytes, let problem = numberProblem(in: bytes) { return problem }
                    return "it is not valid JSON (truncated or not a session file)"
                }
                return "it is invalid: \(context.debugDescription)"
            }
            return "\(path(context.codingPath)) is invalid: \(context.debugDescription)"
        default:
            return "it cannot be decoded (\(error))"
        }
    }
}

extension SessionFileCodec {
    /// For a file that is valid JSON but that `JSONDecoder` refused as a whole: the number that
    /// does not fit its field (a version that is not a whole number, an integer beyond 64 bits).
    static func numberProblem(in bytes: Data) -> String? {
        guard (try? JSONSerialization.jsonObject(with: bytes)) != nil else { return nil }
        if let root = try? JSONSerialization.jsonObject(with: bytes) as? [String: Any], let version = root["formatVersion"] {
            if let number = version as? NSNumber, number.doubleValue.rounded() != number.doubleValue {
                return "field formatVersion is \(number), not a whole number (OpenUIScene writes whole version numbers, 1 to \(currentVersion)); the file was not written by this store or was edited by hand"
            }
        }
        // Integer tokens outside strings that do not fit in 64 bits.
        var index = bytes.startIndex
        var inString = false
        while index < bytes.endIndex {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 2; continue }
                if byte == UInt8(ascii: "\"") { inString = false }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\"") { inString = true; index += 1; continue }
            if byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                var end = index + 1
                while end < bytes.endIndex, let next = Optional(bytes[end]), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) || next == UInt8(ascii: ".") || next == UInt8(ascii: "e") || next == UInt8(ascii: "E") || next == UInt8(ascii: "+") || next == UInt8(ascii: "-") { end += 1 }
                let token = String(decoding: bytes[index..<end], as: UTF8.self)
                if !token.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }), Int64(token) == nil {
                    return "the number \(token.prefix(40)) does not fit in a 64-bit integer (the store writes integers from \(Int64.min) to \(Int64.max)); the file was edited by hand or by another program"
                }
                index = end
                continue
            }
            index += 1
        }
        return nil
    }
}

// MARK: - Version dispatch

private enum FileKeys: String, CodingKey {
    case formatVersion, sequence, session
}

/// Reads `formatVersion` first, then the rest with that version's shape, in one parse.
private struct VersionedFile: Decodable {
    var file: SessionFileCodec.SessionFile

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FileKeys.self)
        let version = try container.decode(Int.self, forKey: .formatVersion)
        switch version {
        case SessionFileCodec.currentVersion:
            let session = try container.decode(V2Session.self, forKey: .session)
            let sequence = try container.decode(Int64.self, forKey: .sequence)
            file = SessionFileCodec.SessionFile(version: version, sequence: sequence, session: session.stored)
        case 1:
            // Version 1 has no creation sequence: those sessions sort first, by identifier.
            let session = try container.decode(StoredSession.self, forKey: .session)
            file = SessionFileCodec.SessionFile(version: version, sequence: 0, session: session)
        case let newer where newer > SessionFileCodec.currentVersion:
            throw SessionFileCodec.DecodeError.newerVersion(newer)
        default:
            throw SessionFileCodec.DecodeError.unknownVersion(version)
        }
    }
}

private struct V2File: Encodable {
    var formatVersion: Int
    var sequence: Int64
    var session: V2Session
}

private struct Marker: Codable {
    var formatVersion: Int
    var persistentIdentifier: String
}

// MARK: - Version 2 shapes

private struct V2Session: Codable {
    var persistentIdentifier: String
    var role: String
    var configuration: V2Configuration
    var userInfo: [String: TaggedValue]?
    var restorationActivity: V2Activity?
    var title: String?
    var wasInForeground: Bool
    var activationConditions: StoredActivationConditions?
    var heldAfterCrashLoop: Bool?

    init(_ session: StoredSession) {
        persistentIdentifier = session.persistentIdentifier
        role = session.role
        configuration = V2Configuration(session.configuration)
        userInfo = session.userInfo?.mapValues(TaggedValue.init)
        restorationActivity = session.restorationActivity.map(V2Activity.init)
        title = session.title
        wasInForeground = session.wasInForeground
        activationConditions = session.activationConditions
        heldAfterCrashLoop = session.heldAfterCrashLoop ? true : nil
    }

    var stored: StoredSession {
        StoredSession(
            persistentIdentifier: persistentIdentifier,
            role: role,
            configuration: configuration.stored,
            userInfo: userInfo?.mapValues(\.value),
            restorationActivity: restorationActivity?.stored,
            title: title,
            wasInForeground: wasInForeground,
            activationConditions: activationConditions,
            heldAfterCrashLoop: heldAfterCrashLoop ?? false
        )
    }
}

private struct V2Configuration: Codable {
    var name: String?
    var sceneClass: String?
    var delegateClass: String?
    var storyboard: String?

    init(_ configuration: StoredConfiguration) {
        name = configuration.name
        sceneClass = configuration.sceneClassName
        delegateClass = configuration.delegateClassName
        storyboard = configuration.storyboardName
    }

    var stored: StoredConfiguration {
        StoredConfiguration(name: name, sceneClassName: sceneClass, delegateClassName: delegateClass, storyboardName: storyboard)
    }
}

private struct V2Activity: Codable {
    var activityType: String
    var title: String?
    var userInfo: [String: TaggedValue]?
    var targetContentIdentifier: String?
    var persistentIdentifier: String?
    var webpageURL: String?

    init(_ activity: StoredActivity) {
        activityType = activity.activityType
        title = activity.title
        userInfo = activity.userInfo?.mapValues(TaggedValue.init)
        targetContentIdentifier = activity.targetContentIdentifier
        persistentIdentifier = activity.persistentIdentifier
        webpageURL = activity.webpageURL
    }

    var stored: StoredActivity {
        StoredActivity(activityType: activityType, title: title, userInfo: userInfo?.mapValues(\.value), targetContentIdentifier: targetContentIdentifier, persistentIdentifier: persistentIdentifier, webpageURL: webpageURL)
    }
}

/// A property-list value as a one-key object naming its type. Doubles that JSON cannot hold are
/// strings (`"nan"`, `"infinity"`, `"-infinity"`); dates are seconds since 2001-01-01 (exact);
/// data is base64.
private struct TaggedValue: Codable {
    var value: PropertyListValue

    init(_ value: PropertyListValue) { self.value = value }

    private enum Tag: String, CodingKey, CaseIterable {
        case string, integer, double, bool, date, data, array, dictionary
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Tag.self)
        switch value {
        case .string(let v): try container.encode(v, forKey: .string)
        case .integer(let v): try container.encode(v, forKey: .integer)
        case .double(let v): try Self.encode(v, in: &container, forKey: .double)
        case .bool(let v): try container.encode(v, forKey: .bool)
        case .date(let v): try Self.encode(v.timeIntervalSinceReferenceDate, in: &container, forKey: .date)
        case .data(let v): try container.encode(v.base64EncodedString(), forKey: .data)
        case .array(let v): try container.encode(v.map(TaggedValue.init), forKey: .array)
        case .dictionary(let v): try container.encode(v.mapValues(TaggedValue.init), forKey: .dictionary)
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Tag.self)
        let keys = container.allKeys
        guard keys.count == 1, let tag = keys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: container.codingPath, debugDescription: "a stored value must be an object with exactly one of the keys \(Tag.allCases.map(\.rawValue).joined(separator: ", "))"))
        }
        switch tag {
        case .string: value = .string(try container.decode(String.self, forKey: tag))
        case .integer: value = .integer(try container.decode(Int.self, forKey: tag))
        case .double: value = .double(try Self.decodeDouble(container, forKey: tag))
        case .bool: value = .bool(try container.decode(Bool.self, forKey: tag))
        case .date: value = .date(Date(timeIntervalSinceReferenceDate: try Self.decodeDouble(container, forKey: tag)))
        case .data:
            guard let data = Data(base64Encoded: try container.decode(String.self, forKey: tag)) else {
                throw DecodingError.dataCorruptedError(forKey: tag, in: container, debugDescription: "not base64")
            }
            value = .data(data)
        case .array: value = .array(try container.decode([TaggedValue].self, forKey: tag).map(\.value))
        case .dictionary: value = .dictionary(try container.decode([String: TaggedValue].self, forKey: tag).mapValues(\.value))
        }
    }

    private static func encode(_ number: Double, in container: inout KeyedEncodingContainer<Tag>, forKey key: Tag) throws {
        if number.isFinite {
            try container.encode(number, forKey: key)
        } else {
            try container.encode(number.isNaN ? "nan" : (number > 0 ? "infinity" : "-infinity"), forKey: key)
        }
    }

    private static func decodeDouble(_ container: KeyedDecodingContainer<Tag>, forKey key: Tag) throws -> Double {
        if let number = try? container.decode(Double.self, forKey: key) { return number }
        switch try container.decode(String.self, forKey: key) {
        case "nan": return .nan
        case "infinity": return .infinity
        case "-infinity": return -.infinity
        default: throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "expected a number, \"nan\", \"infinity\" or \"-infinity\"")
        }
    }
}
