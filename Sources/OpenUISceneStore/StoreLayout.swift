import Foundation

/// Where things are inside a store directory, and how a session identifier becomes a file name.
///
/// ```
/// <store>/lock                    flock + pid of the owner
/// <store>/sessions/<id>.json      one file per session
/// <store>/discards/<id>.json      one marker per session discarded while the app was not running
/// <store>/quarantine/             files that could not be read, moved aside (never deleted)
/// ```
struct StoreLayout: Sendable {
    let root: String
    var sessions: String { root + "/sessions" }
    var discards: String { root + "/discards" }
    var quarantine: String { root + "/quarantine" }

    /// Longest file name the store writes (most file systems allow 255 bytes).
    static let maximumFileNameLength = 240
    static let fileExtension = ".json"

    /// The file name for a session identifier: letters, digits, `-`, `_` and `.` as they are (a
    /// leading `.` is escaped), every other byte as `%XX`; `nil` when it would be too long.
    static func fileName(for identifier: String) -> String? {
        var identifier = identifier
        return identifier.withUTF8 { fileName(forUTF8: $0) }
    }

    private static let maximumStemLength = maximumFileNameLength - fileExtension.utf8.count

    private static func fileName(forUTF8 bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard !bytes.isEmpty else { return nil }
        var length = 0
        for (index, byte) in bytes.enumerated() {
            length += isKept(byte, at: index) ? 1 : 3
            if length > maximumStemLength { return nil }
        }
        let hex: StaticString = "0123456789ABCDEF"
        return String(unsafeUninitializedCapacity: length + fileExtension.utf8.count) { out in
            var position = 0
            for (index, byte) in bytes.enumerated() {
                if isKept(byte, at: index) {
                    out[position] = byte
                    position += 1
                } else {
                    out[position] = UInt8(ascii: "%")
                    out[position + 1] = hex.utf8Start[Int(byte >> 4)]
                    out[position + 2] = hex.utf8Start[Int(byte & 0x0F)]
                    position += 3
                }
            }
            for byte in fileExtension.utf8 {
                out[position] = byte
                position += 1
            }
            return position
        }
    }

    /// Whether `byte`, at `index` in an identifier, is kept as it is in a file name.
    private static func isKept(_ byte: UInt8, at index: Int) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        case UInt8(ascii: "."):
            index > 0
        default:
            false
        }
    }

    /// The identifier a file name stands for; `nil` when the store would not have written that name.
    static func identifier(forFileName name: String) -> String? {
        var name = name
        return name.withUTF8 { identifier(forFileNameUTF8: $0) }
    }

    private static func identifier(forFileNameUTF8 name: UnsafeBufferPointer<UInt8>) -> String? {
        let suffix = fileExtension.utf8.count
        guard name.count > suffix, name[0] != UInt8(ascii: "."), name[(name.count - suffix)...].elementsEqual(fileExtension.utf8) else { return nil }
        let stem = UnsafeBufferPointer(rebasing: name[..<(name.count - suffix)])
        var bytes: [UInt8] = []
        bytes.reserveCapacity(stem.count)
        var index = 0
        while index < stem.count {
            let byte = stem[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < stem.count, let high = hexValue(stem[index + 1]), let low = hexValue(stem[index + 2]) else { return nil }
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(byte)
                index += 1
            }
        }
        // Only the name this store would write for that identifier (one spelling per identifier).
        guard let identifier = String(validating: bytes, as: UTF8.self),
              let canonical = bytes.withUnsafeBufferPointer({ fileName(forUTF8: $0) }),
              canonical.utf8.elementsEqual(name) else { return nil }
        return identifier
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
