import Foundation

/// The fast path for reading a version 2 session file: one pass over the file's bytes that
/// type-checks every field and builds the ``StoredSession`` directly, without `JSONDecoder`'s
/// intermediate tree, coding paths and existential containers (about 10× faster per file).
///
/// It is strictly narrower than the `JSONDecoder` path it stands in front of: it accepts a file
/// only when that file is valid version 2 JSON which `JSONDecoder` with the version 2 shapes
/// (`SessionFileCodec`) would read, and it then produces the same value. Whenever it is not sure
/// it *declines* (returns `nil`) and the caller decodes the same bytes with `JSONDecoder`, which
/// either reads them or names the field that is wrong. It declines on:
///
/// - anything that is not valid JSON (truncated, random bytes, trailing bytes, a raw control
///   character or invalid UTF-8 in a string, a bad escape or a lone surrogate, a `,` too many);
/// - a wrong root type, a wrong or missing field, a `formatVersion` other than 2, a stored value
///   without exactly one known type key, invalid base64, nesting past
///   ``FileSessionStore/maximumFileNestingDepth``;
/// - valid JSON it leaves to `JSONDecoder` rather than duplicate its rules: `null` anywhere
///   in a known field, duplicate keys, escapes in a key of a known object, `session` before
///   `formatVersion`, a trailing comma (which `JSONDecoder` tolerates), a byte order mark,
///   an integer written with a fraction or exponent (`1.0`, `1e2`) or as `-0`, a number that
///   does not fit its type, a non-zero number that rounds to zero.
///
/// So the fast path changes how fast a good file loads, never which files load, what they load
/// as, or the problem line of a damaged one (those always come from the `JSONDecoder` path).
/// The iterative depth pre-scan (``SessionFileCodec/checkDepth(_:limit:)``) still runs first; the
/// decoder also counts depth itself, so its recursion is bounded even without it.
struct SessionFileFastDecoder {
    /// The fast path does not handle these bytes; decode them with `JSONDecoder`.
    struct Declined: Error {}

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0
    /// Unescaped string bytes (reused).
    private var scratch: [UInt8] = []
    /// The members of the dictionaries being read (reused).
    private var members: [(String, PropertyListValue)] = []

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Decodes a whole version 2 session file, or returns `nil` when the `JSONDecoder` path
    /// must decide.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> SessionFileCodec.SessionFile? {
        var decoder = SessionFileFastDecoder(bytes)
        return try? decoder.file()
    }

    // MARK: - The file

    private static let maximumDepth = FileSessionStore.maximumFileNestingDepth

    private mutating func file() throws(Declined) -> SessionFileCodec.SessionFile {
        var version: Int64?
        var sequence: Int64?
        var session: StoredSession?
        try beginObject()
        var first = true
        while let key = try nextField(&first) {
            if key.is("formatVersion") {
                guard version == nil else { throw Declined() }
                let value = try integer()
                // Other versions (older, newer, never written) take the JSONDecoder path.
                guard value == Int64(SessionFileCodec.currentVersion) else { throw Declined() }
                version = value
            } else if key.is("sequence") {
                guard sequence == nil else { throw Declined() }
                sequence = try integer()
            } else if key.is("session") {
                // The shape depends on the version, so it must come first (it does in every
                // file this store writes: keys are sorted).
                guard session == nil, version != nil else { throw Declined() }
                session = try storedSession()
            } else {
                try skipUnknown(key)
            }
        }
        skipWhitespace()
        guard index == bytes.count, let version, let sequence, let session else { throw Declined() }
        return SessionFileCodec.SessionFile(version: Int(version), sequence: sequence, session: session)
    }

    private mutating func storedSession() throws(Declined) -> StoredSession {
        var seen = Seen()
        var persistentIdentifier: String?
        var role: String?
        var configuration: StoredConfiguration?
        var userInfo: [String: PropertyListValue]?
        var activity: StoredActivity?
        var title: String?
        var wasInForeground: Bool?
        var conditions: StoredActivationConditions?
        var held = false
        try beginObject()
        var first = true
        while let key = try nextField(&first) {
            if key.is("persistentIdentifier") {
                try seen.insert(0)
                persistentIdentifier = try string()
            } else if key.is("role") {
                try seen.insert(1)
                role = try string()
            } else if key.is("configuration") {
                try seen.insert(2)
                configuration = try storedConfiguration()
            } else if key.is("userInfo") {
                try seen.insert(3)
                userInfo = try dictionary()
            } else if key.is("restorationActivity") {
                try seen.insert(4)
                activity = try storedActivity()
            } else if key.is("title") {
                try seen.insert(5)
                title = try string()
            } else if key.is("wasInForeground") {
                try seen.insert(6)
                wasInForeground = try bool()
            } else if key.is("activationConditions") {
                try seen.insert(7)
                conditions = try storedConditions()
            } else if key.is("heldAfterCrashLoop") {
                try seen.insert(8)
                held = try bool()
            } else {
                try skipUnknown(key)
            }
        }
        guard let persistentIdentifier, let role, let configuration, let wasInForeground else { throw Declined() }
        return StoredSession(persistentIdentifier: persistentIdentifier, role: role, configuration: configuration, userInfo: userInfo, restorationActivity: activity, title: title, wasInForeground: wasInForeground, activationConditions: conditions, heldAfterCrashLoop: held)
    }

    private mutating func storedConditions() throws(Declined) -> StoredActivationConditions {
        var seen = Seen()
        var conditions = StoredActivationConditions()
        try beginObject()
        var first = true
        while let key = try nextField(&first) {
            if key.is("canActivate") {
                try seen.insert(0)
                conditions.canActivate = try string()
            } else if key.is("prefersToActivate") {
                try seen.insert(1)
                conditions.prefersToActivate = try string()
            } else {
                try skipUnknown(key)
            }
        }
        return conditions
    }

    private mutating func storedConfiguration() throws(Declined) -> StoredConfiguration {
        var seen = Seen()
        var configuration = StoredConfiguration()
        try beginObject()
        var first = true
        while let key = try nextField(&first) {
            if key.is("name") {
                try seen.insert(0)
                configuration.name = try string()
            } else if key.is("sceneClass") {
                try seen.insert(1)
                configuration.sceneClassName = try string()
            } else if key.is("delegateClass") {
                try seen.insert(2)
                configuration.delegateClassName = try string()
            } else if key.is("storyboard") {
                try seen.insert(3)
                configuration.storyboardName = try string()
            } else {
                try skipUnknown(key)
            }
        }
        return configuration
    }

    private mutating func storedActivity() throws(Declined) -> StoredActivity {
        var seen = Seen()
        var activityType: String?
        var activity = StoredActivity(activityType: "")
        try beginObject()
        var first = true
        while let key = try nextField(&first) {
            if key.is("activityType") {
                try seen.insert(0)
                activityType = try string()
            } else if key.is("title") {
                try seen.insert(1)
                activity.title = try string()
            } else if key.is("userInfo") {
                try seen.insert(2)
                activity.userInfo = try dictionary()
            } else if key.is("targetContentIdentifier") {
                try seen.insert(3)
                activity.targetContentIdentifier = try string()
            } else if key.is("persistentIdentifier") {
                try seen.insert(4)
                activity.persistentIdentifier = try string()
            } else if key.is("webpageURL") {
                try seen.insert(5)
                activity.webpageURL = try string()
            } else {
                try skipUnknown(key)
            }
        }
        guard let activityType else { throw Declined() }
        activity.activityType = activityType
        return activity
    }

    /// Which known keys an object had, to decline on a duplicate.
    private struct Seen {
        private var bits: UInt16 = 0
        mutating func insert(_ bit: UInt16) throws(Declined) {
            guard bits & (1 << bit) == 0 else { throw Declined() }
            bits |= 1 << bit
        }
    }

    // MARK: - Stored values

    /// `{"key": <tagged value>, …}`.
    private mutating func dictionary() throws(Declined) -> [String: PropertyListValue] {
        // The members are collected first (on a stack shared by the nested dictionaries), so
        // that the dictionary is built at its final size instead of growing.
        let start = members.count
        defer { members.removeSubrange(start...) }
        try beginObject()
        var first = true
        while let key = try nextKey(&first) {
            let name = try string(key)
            members.append((name, try taggedValue()))
        }
        var result = [String: PropertyListValue](minimumCapacity: members.count - start)
        for (name, value) in members[start...] {
            guard result.updateValue(value, forKey: name) == nil else { throw Declined() }
        }
        return result
    }

    /// A value as an object with exactly one key naming its type, e.g. `{"integer": 3}`.
    private mutating func taggedValue() throws(Declined) -> PropertyListValue {
        try beginObject()
        var first = true
        guard let tag = try nextField(&first) else { throw Declined() }
        let value: PropertyListValue
        if tag.is("string") {
            value = .string(try string())
        } else if tag.is("integer") {
            guard let integer = Int(exactly: try integer()) else { throw Declined() }
            value = .integer(integer)
        } else if tag.is("double") {
            value = .double(try double())
        } else if tag.is("bool") {
            value = .bool(try bool())
        } else if tag.is("date") {
            value = .date(Date(timeIntervalSinceReferenceDate: try double()))
        } else if tag.is("data") {
            guard let data = Data(base64Encoded: try string()) else { throw Declined() }
            value = .data(data)
        } else if tag.is("array") {
            var items: [PropertyListValue] = []
            try beginArray()
            var firstItem = true
            while try nextElement(&firstItem) {
                items.append(try taggedValue())
            }
            value = .array(items)
        } else if tag.is("dictionary") {
            value = .dictionary(try dictionary())
        } else {
            throw Declined()
        }
        // Exactly one key.
        guard try nextKey(&first) == nil else { throw Declined() }
        return value
    }

    /// A finite JSON number, or one of the strings written for the others.
    private mutating func double() throws(Declined) -> Double {
        skipWhitespace()
        guard current == UInt8(ascii: "\"") else { return try number() }
        let raw = try rawString()
        if raw.is("nan") { return .nan }
        if raw.is("infinity") { return .infinity }
        if raw.is("-infinity") { return -.infinity }
        throw Declined()
    }

    // MARK: - JSON

    private var current: UInt8 { index < bytes.count ? bytes[index] : 0 }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func beginObject() throws(Declined) {
        try begin(UInt8(ascii: "{"))
    }

    private mutating func beginArray() throws(Declined) {
        try begin(UInt8(ascii: "["))
    }

    private mutating func begin(_ opening: UInt8) throws(Declined) {
        skipWhitespace()
        guard current == opening else { throw Declined() }
        index += 1
        depth += 1
        guard depth <= Self.maximumDepth else { throw Declined() }
    }

    /// The next member's key of the object being read (its `:` consumed), or `nil` after its `}`.
    private mutating func nextKey(_ first: inout Bool) throws(Declined) -> RawString? {
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return nil
        }
        if first {
            first = false
        } else {
            guard current == UInt8(ascii: ",") else { throw Declined() }
            index += 1
            skipWhitespace()
        }
        let key = try rawString()
        skipWhitespace()
        guard current == UInt8(ascii: ":") else { throw Declined() }
        index += 1
        return key
    }

    /// ``nextKey(_:)`` in an object with known keys: a key with escapes might spell one of them
    /// (`"\u0074itle"` is `title`), so it is left to `JSONDecoder`.
    private mutating func nextField(_ first: inout Bool) throws(Declined) -> RawString? {
        guard let key = try nextKey(&first) else { return nil }
        guard !key.escaped else { throw Declined() }
        return key
    }

    /// Whether the array being read has another element (else its `]` is consumed).
    private mutating func nextElement(_ first: inout Bool) throws(Declined) -> Bool {
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return false
        }
        if first {
            first = false
        } else {
            guard current == UInt8(ascii: ",") else { throw Declined() }
            index += 1
        }
        return true
    }

    /// A string's bytes between its quotes, not yet unescaped or validated.
    private struct RawString {
        var bytes: UnsafeBufferPointer<UInt8>
        var escaped: Bool
        /// Whether every byte is ASCII (then it is valid UTF-8 as it is).
        var ascii: Bool

        /// Whether it is exactly `text` as written (a key with escapes never matches; those
        /// files take the `JSONDecoder` path).
        func `is`(_ text: StaticString) -> Bool {
            guard !escaped, bytes.count == text.utf8CodeUnitCount else { return false }
            return memcmp(bytes.baseAddress!, text.utf8Start, bytes.count) == 0
        }
    }

    /// Reads a string token: only its extent (raw control characters refused).
    private mutating func rawString() throws(Declined) -> RawString {
        skipWhitespace()
        guard current == UInt8(ascii: "\"") else { throw Declined() }
        let start = index + 1
        let base = bytes.baseAddress!
        let count = bytes.count
        var position = start
        var escaped = false
        var high: UInt8 = 0
        while position < count {
            let byte = base[position]
            if byte == UInt8(ascii: "\"") {
                index = position + 1
                return RawString(bytes: UnsafeBufferPointer(start: base + start, count: position - start), escaped: escaped, ascii: high < 0x80)
            }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                position += 2
            } else if byte < 0x20 {
                throw Declined()
            } else {
                high |= byte
                position += 1
            }
        }
        throw Declined()
    }

    private mutating func string() throws(Declined) -> String {
        try string(try rawString())
    }

    /// The string's value: escapes resolved, UTF-8 validated.
    private mutating func string(_ raw: RawString) throws(Declined) -> String {
        if !raw.escaped {
            // ASCII is valid UTF-8: no repair can happen in `decoding`, which is much faster.
            if raw.ascii { return String(decoding: raw.bytes, as: UTF8.self) }
            guard let text = String(validating: raw.bytes, as: UTF8.self) else { throw Declined() }
            return text
        }
        scratch.removeAll(keepingCapacity: true)
        var i = 0
        let source = raw.bytes
        while i < source.count {
            let byte = source[i]
            guard byte == UInt8(ascii: "\\") else {
                scratch.append(byte)
                i += 1
                continue
            }
            guard i + 1 < source.count else { throw Declined() }
            let escape = source[i + 1]
            i += 2
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(escape)
            case UInt8(ascii: "b"): scratch.append(0x08)
            case UInt8(ascii: "f"): scratch.append(0x0C)
            case UInt8(ascii: "n"): scratch.append(0x0A)
            case UInt8(ascii: "r"): scratch.append(0x0D)
            case UInt8(ascii: "t"): scratch.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try Self.hex4(source, at: i)
                i += 4
                if (0xD800...0xDBFF).contains(scalar) {
                    // A high surrogate must be followed by an escaped low one.
                    guard i + 6 <= source.count, source[i] == UInt8(ascii: "\\"), source[i + 1] == UInt8(ascii: "u") else { throw Declined() }
                    let low = try Self.hex4(source, at: i + 2)
                    guard (0xDC00...0xDFFF).contains(low) else { throw Declined() }
                    i += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    throw Declined()
                }
                guard let unicode = Unicode.Scalar(scalar) else { throw Declined() }
                scratch.append(contentsOf: UTF8.encode(unicode)!)
            default:
                throw Declined()
            }
        }
        guard let text = scratch.withUnsafeBufferPointer({ String(validating: $0, as: UTF8.self) }) else { throw Declined() }
        return text
    }

    private static func hex4(_ source: UnsafeBufferPointer<UInt8>, at start: Int) throws(Declined) -> UInt32 {
        guard start + 4 <= source.count else { throw Declined() }
        var value: UInt32 = 0
        for byte in source[start..<(start + 4)] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw Declined()
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// An integer written as one: `-?(0|[1-9][0-9]*)`, in range, not `-0`.
    private mutating func integer() throws(Declined) -> Int64 {
        skipWhitespace()
        let negative = current == UInt8(ascii: "-")
        if negative { index += 1 }
        let digits = index
        // Accumulated negatively so that Int64.min fits.
        var value: Int64 = 0
        while index < bytes.count, Self.isDigit(bytes[index]) {
            let (shifted, overflowShift) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowAdd) = shifted.subtractingReportingOverflow(Int64(bytes[index] - UInt8(ascii: "0")))
            guard !overflowShift, !overflowAdd else { throw Declined() }
            value = next
            index += 1
        }
        let count = index - digits
        guard count > 0, count == 1 || bytes[digits] != UInt8(ascii: "0") else { throw Declined() }
        let following = current
        guard following != UInt8(ascii: "."), following != UInt8(ascii: "e"), following != UInt8(ascii: "E") else { throw Declined() }
        if negative {
            guard value != 0 else { throw Declined() }
            return value
        }
        guard value != .min else { throw Declined() }
        return -value
    }

    /// A JSON number (strict grammar) as a finite `Double`, correctly rounded.
    private mutating func number() throws(Declined) -> Double {
        skipWhitespace()
        let start = index
        var nonZeroDigit = false
        if current == UInt8(ascii: "-") { index += 1 }
        guard Self.isDigit(current) else { throw Declined() }
        if current == UInt8(ascii: "0") {
            index += 1
        } else {
            while Self.isDigit(current) {
                nonZeroDigit = true  // the first digit is not 0
                index += 1
            }
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard Self.isDigit(current) else { throw Declined() }
            while Self.isDigit(current) {
                if current != UInt8(ascii: "0") { nonZeroDigit = true }
                index += 1
            }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard Self.isDigit(current) else { throw Declined() }
            while Self.isDigit(current) { index += 1 }
        }
        // The standard library's locale-independent, correctly rounded conversion.
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite, value != 0 || !nonZeroDigit else { throw Declined() }
        return value
    }

    private mutating func bool() throws(Declined) -> Bool {
        if try literal("true") { return true }
        if try literal("false") { return false }
        throw Declined()
    }

    /// Consumes `text` if it is next.
    private mutating func literal(_ text: StaticString) throws(Declined) -> Bool {
        skipWhitespace()
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count, memcmp(bytes.baseAddress! + index, text.utf8Start, count) == 0 else { return false }
        index += count
        return true
    }

    /// An unknown key's value: validated, then ignored (the key itself must be a valid string).
    private mutating func skipUnknown(_ key: RawString) throws(Declined) {
        _ = try string(key)
        try skipValue()
    }

    private mutating func skipValue() throws(Declined) {
        skipWhitespace()
        switch current {
        case UInt8(ascii: "\""):
            _ = try string()
        case UInt8(ascii: "{"):
            try beginObject()
            var first = true
            while let key = try nextKey(&first) { try skipUnknown(key) }
        case UInt8(ascii: "["):
            try beginArray()
            var first = true
            while try nextElement(&first) { try skipValue() }
        case UInt8(ascii: "t"), UInt8(ascii: "f"):
            _ = try bool()
        case UInt8(ascii: "n"):
            guard try literal("null") else { throw Declined() }
        default:
            _ = try number()
        }
    }
}
