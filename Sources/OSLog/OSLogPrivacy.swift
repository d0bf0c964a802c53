import Foundation

/// Whether an interpolated value may appear in the log, as os's. Values marked (or defaulting to)
/// private are written as `<private>`, as os does outside a debugger, unless the environment
/// variable `OPENUISCENE_LOG_PRIVATE=1` is set (for development).
public struct OSLogPrivacy: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case auto, `public`, `private`, sensitive }

    /// How a redacted value is shown.
    public struct Mask: Sendable, Equatable {
        let hashes: Bool
        /// A hash of the value instead of `<private>`, so that equal values can be matched.
        public static let hash = Mask(hashes: true)
        public static let none = Mask(hashes: false)
    }

    let kind: Kind
    let mask: Mask

    public static let auto = OSLogPrivacy(kind: .auto, mask: .none)
    public static let `public` = OSLogPrivacy(kind: .public, mask: .none)
    public static let `private` = OSLogPrivacy(kind: .private, mask: .none)
    public static let sensitive = OSLogPrivacy(kind: .sensitive, mask: .none)
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .auto, mask: mask) }
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .private, mask: mask) }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .sensitive, mask: mask) }

    /// Whether a value is shown: public ones always; `.auto` ones when they are scalars (numbers,
    /// booleans), as os does; the rest only with `OPENUISCENE_LOG_PRIVATE=1`.
    func shows(isScalar: Bool) -> Bool {
        if OSLogPrivacy.revealsPrivate { return true }
        switch kind {
        case .public: return true
        case .auto: return isScalar
        case .private, .sensitive: return false
        }
    }

    func redacted(_ text: String) -> String {
        guard mask.hashes else { return "<private>" }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a: stable across runs, unlike Hasher
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return "<mask.hash: '\(String(hash, radix: 16))'>"
    }

    static let revealsPrivate = ProcessInfo.processInfo.environment["OPENUISCENE_LOG_PRIVATE"] == "1"
}

/// How an interpolated integer is written.
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let prefix: Bool
    let uppercase: Bool
    let minDigits: Int
    let explicitPositiveSign: Bool

    public static let decimal = OSLogIntegerFormatting(radix: 10, prefix: false, uppercase: false, minDigits: 0, explicitPositiveSign: false)
    public static let hex = OSLogIntegerFormatting(radix: 16, prefix: false, uppercase: false, minDigits: 0, explicitPositiveSign: false)
    public static let octal = OSLogIntegerFormatting(radix: 8, prefix: false, uppercase: false, minDigits: 0, explicitPositiveSign: false)
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, prefix: false, uppercase: false, minDigits: minDigits, explicitPositiveSign: explicitPositiveSign)
    }
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, prefix: includePrefix, uppercase: uppercase, minDigits: minDigits, explicitPositiveSign: explicitPositiveSign)
    }
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, prefix: includePrefix, uppercase: uppercase, minDigits: minDigits, explicitPositiveSign: explicitPositiveSign)
    }

    func format<T: BinaryInteger>(_ value: T) -> String {
        var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        if prefix { digits = (radix == 16 ? "0x" : "0o") + digits }
        if value < 0 { return "-" + digits }
        return explicitPositiveSign ? "+" + digits : digits
    }
}

/// How an interpolated floating-point number is written.
public struct OSLogFloatFormatting: Sendable {
    let specifier: String
    let precision: Int?

    public static let fixed = OSLogFloatFormatting(specifier: "f", precision: nil)
    public static let exponential = OSLogFloatFormatting(specifier: "e", precision: nil)
    public static let hybrid = OSLogFloatFormatting(specifier: "g", precision: nil)
    public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(specifier: uppercase ? "F" : "f", precision: precision())
    }
    public static func exponential(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(specifier: uppercase ? "E" : "e", precision: precision())
    }

    func format(_ value: Double) -> String {
        String(format: "%" + (precision.map { ".\($0)" } ?? "") + specifier, value)
    }
}

/// How an interpolated value is padded.
public struct OSLogStringAlignment: Sendable {
    let columns: Int  // > 0: right-aligned, < 0: left-aligned
    public static let none = OSLogStringAlignment(columns: 0)
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns()) }
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: -columns()) }

    func pad(_ text: String) -> String {
        let width = abs(columns)
        guard text.count < width else { return text }
        let padding = String(repeating: " ", count: width - text.count)
        return columns > 0 ? padding + text : text + padding
    }
}
