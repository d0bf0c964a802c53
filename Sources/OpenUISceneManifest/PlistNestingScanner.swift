import Foundation

/// Measures how deeply dictionaries and arrays nest in a text property list (XML or OpenStep),
/// in one forward pass without recursion, before Foundation's recursive decoder sees it.
///
/// The count is of container openings (`<dict>`/`<array>` in XML, `{`/`(` in OpenStep) outside
/// comments, CDATA and quoted strings; malformed text is counted as written, and Foundation
/// reports what else is wrong with it. UTF-16 XML is not scanned (Foundation's own limits apply).
enum PlistNestingScanner {
    /// Whether `data` nests dictionaries and arrays deeper than `limit` (the root counts as 1).
    static func exceeds(_ data: Data, limit: Int) -> Bool {
        let bytes = [UInt8](data)
        guard let first = bytes.firstIndex(where: { !isSpace($0) && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF }) else { return false }
        return bytes[first] == UInt8(ascii: "<") && !isOpenStepData(bytes, at: first)
            ? xmlExceeds(bytes, limit: limit)
            : openStepExceeds(bytes, limit: limit)
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }

    /// An OpenStep file may start with `<hex data>`; XML starts with `<?`, `<!` or a tag name.
    private static func isOpenStepData(_ bytes: [UInt8], at index: Int) -> Bool {
        guard index + 1 < bytes.count else { return false }
        let next = bytes[index + 1]
        return (next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9")) || isSpace(next) || next == UInt8(ascii: ">")
    }

    /// The index just past the first `terminator` at or after `start`, or `nil`.
    private static func index(after terminator: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var i = start
        while i + terminator.count <= bytes.count {
            if bytes[i] == terminator[0], hasPrefix(bytes, terminator, at: i) { return i + terminator.count }
            i += 1
        }
        return nil
    }

    private static func hasPrefix(_ bytes: [UInt8], _ prefix: [UInt8], at index: Int) -> Bool {
        guard index + prefix.count <= bytes.count else { return false }
        for offset in 0..<prefix.count where bytes[index + offset] != prefix[offset] { return false }
        return true
    }

    private static let commentStart = Array("<!--".utf8), commentEnd = Array("-->".utf8)
    private static let cdataStart = Array("<![CDATA[".utf8), cdataEnd = Array("]]>".utf8)
    private static let dict = Array("dict".utf8), array = Array("array".utf8)
    private static let tagEnd = [UInt8(ascii: ">")], blockCommentEnd = Array("*/".utf8)

    private static func xmlExceeds(_ bytes: [UInt8], limit: Int) -> Bool {
        var depth = 0
        var i = 0
        let n = bytes.count
        while i < n {
            guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
            if hasPrefix(bytes, commentStart, at: i) {
                guard let next = index(after: commentEnd, in: bytes, from: i + 4) else { return false }
                i = next
                continue
            }
            if hasPrefix(bytes, cdataStart, at: i) {
                guard let next = index(after: cdataEnd, in: bytes, from: i + 9) else { return false }
                i = next
                continue
            }
            guard let end = index(after: tagEnd, in: bytes, from: i + 1) else { return false }
            let closing = i + 1 < n && bytes[i + 1] == UInt8(ascii: "/")
            let nameStart = closing ? i + 2 : i + 1
            let isDict = hasPrefix(bytes, dict, at: nameStart)
            let isContainer = isDict || hasPrefix(bytes, array, at: nameStart)
            let afterName = nameStart + (isDict ? 4 : 5)
            if isContainer, afterName < n, bytes[afterName] == UInt8(ascii: ">") || bytes[afterName] == UInt8(ascii: "/") || isSpace(bytes[afterName]) {
                if closing {
                    depth = max(0, depth - 1)
                } else if bytes[end - 2] != UInt8(ascii: "/") {
                    depth += 1
                    if depth > limit { return true }
                }
            }
            i = end
        }
        return false
    }

    private static func openStepExceeds(_ bytes: [UInt8], limit: Int) -> Bool {
        var depth = 0
        var i = 0
        let n = bytes.count
        while i < n {
            let byte = bytes[i]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                i += 1
                while i < n, bytes[i] != byte { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
                i += 1
            case UInt8(ascii: "/") where i + 1 < n && bytes[i + 1] == UInt8(ascii: "/"):
                while i < n, bytes[i] != 0x0A { i += 1 }
            case UInt8(ascii: "/") where i + 1 < n && bytes[i + 1] == UInt8(ascii: "*"):
                guard let next = index(after: blockCommentEnd, in: bytes, from: i + 2) else { return false }
                i = next
            case UInt8(ascii: "<"):
                guard let next = index(after: tagEnd, in: bytes, from: i + 1) else { return false }
                i = next
            case UInt8(ascii: "{"), UInt8(ascii: "("):
                depth += 1
                if depth > limit { return true }
                i += 1
            case UInt8(ascii: "}"), UInt8(ascii: ")"):
                depth = max(0, depth - 1)
                i += 1
            default:
                i += 1
            }
        }
        return false
    }
}
