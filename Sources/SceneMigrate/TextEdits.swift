import Foundation

/// Replacements at UTF-8 offsets of one text, applied together: everything outside the replaced
/// ranges stays byte for byte as it was. The Swift rewrites find their ranges in the syntax tree;
/// this only splices.
struct TextEdits {
    struct Edit {
        var start: Int
        var end: Int
        var text: String
    }

    private(set) var edits: [Edit] = []

    var isEmpty: Bool { edits.isEmpty }

    mutating func replace(_ start: Int, _ end: Int, with text: String) {
        edits.append(Edit(start: start, end: end, text: text))
    }

    mutating func insert(_ text: String, at offset: Int) {
        edits.append(Edit(start: offset, end: offset, text: text))
    }

    /// True when `start..<end` overlaps an edit already made (a nested rewrite inside moved code).
    func overlaps(_ start: Int, _ end: Int) -> Bool {
        edits.contains { $0.start < end && start < $0.end }
    }

    /// The text of `bytes[range]` with the edits that fall inside the range applied; edits that
    /// straddle the range's ends are ignored (callers keep edits inside what they extract).
    func apply(to bytes: [UInt8], in range: Range<Int>? = nil) -> String {
        String(decoding: applyBytes(to: bytes, in: range), as: UTF8.self)
    }

    /// The bytes with the edits applied: every byte outside them kept as it was (one that is not
    /// UTF-8 too). With `newline` `\r\n`, the line breaks of the inserted text are the file's.
    func applyBytes(to bytes: [UInt8], in range: Range<Int>? = nil, newline: String = "\n") -> [UInt8] {
        let range = range ?? 0..<bytes.count
        // Stable: insertions at one offset keep the order they were made in.
        let sorted = edits.enumerated()
            .filter { range.lowerBound <= $0.element.start && $0.element.end <= range.upperBound }
            .sorted { ($0.element.start, $0.element.end, $0.offset) < ($1.element.start, $1.element.end, $1.offset) }
            .map(\.element)
        var out = [UInt8]()
        out.reserveCapacity(range.count)
        var cursor = range.lowerBound
        for edit in sorted where edit.start >= cursor {
            out += bytes[cursor..<edit.start]
            let text = newline == "\n" ? edit.text : edit.text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n", with: newline)
            out += Array(text.utf8)
            cursor = edit.end
        }
        out += bytes[cursor..<range.upperBound]
        return out
    }
}
