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
        guard !identifier.isEmpty else { return nil }
        var name = ""
        for (index, byte) in identifier.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
                name.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: ".") where index > 0:
                name.append(".")
            default:
                name += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
            if name.utf8.count > maximumFileNameLength - fileExtension.utf8.count { return nil }
        }
        return name + fileExtension
    }

    /// The identifier a file name stands for; `nil` when the store would not have written that name.
    static func identifier(forFileName name: String) -> String? {
        guard name.hasSuffix(fileExtension), !name.hasPrefix(".") else { return nil }
        let stem = name.utf8.dropLast(fileExtension.utf8.count)
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

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
