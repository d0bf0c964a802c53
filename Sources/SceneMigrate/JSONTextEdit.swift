import Foundation

/// Where the values of a JSON text are, by byte offset: enough to insert a member into an object
/// or an element into an array in place, every other byte kept (comments are not JSON; a text
/// that is not strict JSON is not read).
struct JSONText {
    /// One value: its range, and for an object its members (key → value), for an array its
    /// elements.
    indirect enum Node {
        case object(range: Range<Int>, members: [(key: String, value: Node)])
        case array(range: Range<Int>, elements: [Node])
        case scalar(range: Range<Int>, text: String)

        var range: Range<Int> {
            switch self {
            case .object(let range, _), .array(let range, _), .scalar(let range, _): range
            }
        }

        subscript(key: String) -> Node? {
            if case .object(_, let members) = self { return members.first { $0.key == key }?.value }
            return nil
        }

        /// A string scalar's value.
        var string: String? {
            guard case .scalar(_, let text) = self, text.hasPrefix("\"") else { return nil }
            return (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)) as? String
        }
    }

    let bytes: [UInt8]
    let root: Node

    init?(_ text: String) {
        bytes = Array(text.utf8)
        var parser = Parser(bytes: bytes)
        guard let root = parser.value(depth: 0) else { return nil }
        parser.skipSpace()
        guard parser.offset == bytes.count else { return nil }
        self.root = root
    }

    /// The indentation of the line holding `offset`.
    func indentation(at offset: Int) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return String(decoding: bytes[start...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }, as: UTF8.self)
    }

    /// The file's line break.
    var newline: String { bytes.contains(UInt8(ascii: "\r")) && String(decoding: bytes, as: UTF8.self).contains("\r\n") ? "\r\n" : "\n" }

    /// The text that makes `entry` (a member `"key": value` or an element, nested by two spaces a
    /// level) the first of the container `node`, in the file's indentation and line breaks, and
    /// where it goes.
    func insertion(first entry: String, into node: Node) -> (offset: Int, text: String) {
        let open = node.range.lowerBound
        let containerIndent = indentation(at: open)
        let newline = self.newline
        let children: [Node]
        switch node {
        case .object(_, let members): children = members.map(\.value)
        case .array(_, let elements): children = elements
        case .scalar: children = []
        }
        if let first = children.first {
            // The first child's line: for a member, where its key starts.
            var start = first.range.lowerBound
            if case .object(_, let members) = node, let key = members.first?.key, let keyStart = keyOffset(of: key, before: start) { start = keyStart }
            let indent = indentation(at: start)
            return (open + 1, newline + indent + reindent(entry, by: indent, unit: unit(beside: indent, outer: containerIndent)) + ",")
        }
        let unit = unit(beside: containerIndent + (containerIndent.hasPrefix("\t") ? "\t" : "  "), outer: containerIndent)
        return (open + 1, newline + containerIndent + unit + reindent(entry, by: containerIndent + unit, unit: unit) + newline + containerIndent)
    }

    /// One level of indentation: what a child's line adds to its container's.
    private func unit(beside indent: String, outer: String) -> String {
        if indent.hasPrefix(outer), indent.count > outer.count { return String(indent.dropFirst(outer.count)) }
        return indent.hasPrefix("\t") ? "\t" : "  "
    }

    /// `text`'s lines after the first start with `indent`, their two-space levels made `unit`s.
    private func reindent(_ text: String, by indent: String, unit: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            guard index > 0 else { return String(line) }
            let spaces = line.prefix { $0 == " " }.count
            return indent + String(repeating: unit, count: spaces / 2) + line.dropFirst(spaces)
        }.joined(separator: newline)
    }

    private func keyOffset(of key: String, before offset: Int) -> Int? {
        var index = offset - 1
        while index > 0, bytes[index] != UInt8(ascii: ":") { index -= 1 }
        index -= 1
        while index > 0, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") || bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") { index -= 1 }
        guard bytes[index] == UInt8(ascii: "\"") else { return nil }
        index -= 1
        while index >= 0 {
            if bytes[index] == UInt8(ascii: "\""), index == 0 || bytes[index - 1] != UInt8(ascii: "\\") { return index }
            index -= 1
        }
        return nil
    }

    /// A recursive-descent reader of strict JSON (RFC 8259) that records ranges; a nesting deeper
    /// than 64 is refused.
    struct Parser {
        let bytes: [UInt8]
        var offset = 0

        mutating func skipSpace() {
            while offset < bytes.count, [9, 10, 13, 32].contains(bytes[offset]) { offset += 1 }
        }

        mutating func value(depth: Int) -> Node? {
            guard depth < 64 else { return nil }
            skipSpace()
            guard offset < bytes.count else { return nil }
            let start = offset
            switch bytes[offset] {
            case UInt8(ascii: "{"):
                offset += 1
                var members: [(key: String, value: Node)] = []
                skipSpace()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") { offset += 1; return .object(range: start..<offset, members: []) }
                while true {
                    skipSpace()
                    guard let key = string(), let name = Node.scalar(range: 0..<0, text: key).string else { return nil }
                    skipSpace()
                    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { return nil }
                    offset += 1
                    guard let member = value(depth: depth + 1) else { return nil }
                    members.append((name, member))
                    skipSpace()
                    guard offset < bytes.count else { return nil }
                    if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
                    guard bytes[offset] == UInt8(ascii: "}") else { return nil }
                    offset += 1
                    return .object(range: start..<offset, members: members)
                }
            case UInt8(ascii: "["):
                offset += 1
                var elements: [Node] = []
                skipSpace()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") { offset += 1; return .array(range: start..<offset, elements: []) }
                while true {
                    guard let element = value(depth: depth + 1) else { return nil }
                    elements.append(element)
                    skipSpace()
                    guard offset < bytes.count else { return nil }
                    if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
                    guard bytes[offset] == UInt8(ascii: "]") else { return nil }
                    offset += 1
                    return .array(range: start..<offset, elements: elements)
                }
            case UInt8(ascii: "\""):
                guard let text = string() else { return nil }
                return .scalar(range: start..<offset, text: text)
            default:
                while offset < bytes.count, !",]} \t\r\n".utf8.contains(bytes[offset]) { offset += 1 }
                let text = String(decoding: bytes[start..<offset], as: UTF8.self)
                guard (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)) != nil else { return nil }
                return .scalar(range: start..<offset, text: text)
            }
        }

        /// A string literal's text, quotes included.
        mutating func string() -> String? {
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { return nil }
            let start = offset
            offset += 1
            while offset < bytes.count {
                switch bytes[offset] {
                case UInt8(ascii: "\\"): offset += 2
                case UInt8(ascii: "\""):
                    offset += 1
                    return String(decoding: bytes[start..<offset], as: UTF8.self)
                case 0..<0x20: return nil
                default: offset += 1
                }
            }
            return nil
        }
    }
}
