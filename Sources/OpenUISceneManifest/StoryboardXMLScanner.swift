import Foundation

/// Why a storyboard is not well-formed XML: the 1-based line and a short reason.
struct StoryboardXMLError: Error, Equatable {
    var line: Int, reason: String
}

/// A small single-pass XML scanner, just enough for `StoryboardReader`.
///
/// It exists so that the manifest module does not link FoundationXML: `XMLParser` pulls libxml2
/// and ICU into every app at load time (about 1.3 ms of process start and several MiB resident)
/// only to find one attribute of a storyboard.
///
/// It reports start and end elements (a self-closing element gives both) with their attributes,
/// decoding the five predefined entities and character references, and checks the
/// well-formedness rules a storyboard can break. It skips the XML declaration, processing
/// instructions, comments, CDATA, text and a `<!DOCTYPE>` (entities declared there are never
/// expanded: a reference to one is an error). It is non-validating, reads UTF-8 only, and is
/// iterative and O(n), so hostile nesting cannot overflow the stack.
struct StoryboardXMLScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var pos = 0

    /// Scans `data`, calling `start` with each element's name and attributes, then `end`.
    static func scan(_ data: some ContiguousBytes, start: (_ name: String, _ attributes: [String: String]) -> Void,
                     end: (_ name: String) -> Void) throws(StoryboardXMLError) {
        let result = data.withUnsafeBytes { raw in
            raw.withMemoryRebound(to: UInt8.self) { buffer in
                var scanner = StoryboardXMLScanner(bytes: buffer)
                return Result { () throws(StoryboardXMLError) in try scanner.run(start: start, end: end) }
            }
        }
        try result.get()
    }

    private mutating func run(start: (String, [String: String]) -> Void, end: (String) -> Void) throws(StoryboardXMLError) {
        if matches("\u{FEFF}") { pos = 3 }  // a UTF-8 byte order mark
        if matches("<?xml"), pos + 5 == bytes.count || !Self.isNameByte(bytes[pos + 5]) { try declaration() }
        var open: [String] = []  // the names of the open elements, innermost last
        var root: String?
        var sawDoctype = false
        while pos < bytes.count {
            let byte = bytes[pos]
            if byte != UInt8(ascii: "<") {  // text: ignored, but checked
                if open.isEmpty && !Self.isSpace(byte) { throw fail(root == nil ? "text before the root element" : "text after the root element") }
                if byte == UInt8(ascii: "&") { _ = try reference(); continue }
                if byte == UInt8(ascii: "]") && matches("]]>") { throw fail("]]> in text") }
                pos += 1
            } else if matches("<?") {
                pos += 2
                let target = try name(orFail: "expected a name after <?")
                // `xml` is reserved for the declaration at the very start; libxml2 also rejects `xml…` targets.
                guard !target.lowercased().hasPrefix("xml") else { throw fail("a misplaced XML declaration or reserved <?\(target)") }
                guard skipSpaces() || matches("?>") else { throw fail("expected whitespace after <?\(target)") }
                try skip(past: "?>", what: "processing instruction")
            } else if matches("<!--") {
                try comment()
            } else if matches("<![CDATA[") {
                guard !open.isEmpty else { throw fail("CDATA outside the root element") }
                try skip(past: "]]>", what: "CDATA section")
            } else if matches("<!DOCTYPE") {
                guard root == nil, !sawDoctype else { throw fail("a misplaced <!DOCTYPE>") }
                sawDoctype = true
                try doctype()
            } else if matches("<!") {
                throw fail("unknown markup <!")
            } else if matches("</") {
                pos += 2
                let name = try name(orFail: "expected a name after </")
                skipSpaces()
                guard matches(">") else { throw fail("expected > to end </\(name)") }
                guard let innermost = open.last else { throw fail("end tag </\(name)> without a start tag") }
                guard innermost == name else { throw fail("end tag </\(name)> does not match <\(innermost)>") }
                pos += 1
                end(open.removeLast())
            } else {
                pos += 1
                let name = try name(orFail: "stray < (write &lt;)")
                if let root, open.isEmpty { throw fail("a second root element <\(name)> after </\(root)>") }
                let attributes = try attributes(of: name)
                root = root ?? name
                start(name, attributes)
                if matches("/>") { pos += 2; end(name) } else { pos += 1; open.append(name) }
            }
        }
        if let innermost = open.last { throw fail("the document ends before </\(innermost)>") }
        if root == nil { throw fail("no root element") }
    }

    /// Checks `<?xml version="1.0" encoding="UTF-8" standalone="no"?>` (only `version` is required).
    private mutating func declaration() throws(StoryboardXMLError) {
        pos += 5
        var names: [String] = [], values: [String: String] = [:]
        while skipSpaces(), !matches("?>") {
            let (name, value) = try attribute(in: "the XML declaration")
            names.append(name)
            values[name] = value
        }
        guard matches("?>"), names == ["version", "encoding", "standalone"].filter(names.contains),
              let version = values["version"], version.hasPrefix("1."), version.count > 2,
              version.dropFirst(2).allSatisfy({ ("0"..."9").contains($0) }), ["yes", "no", nil].contains(values["standalone"])
        else { throw fail("a malformed XML declaration") }
        if let encoding = values["encoding"], !["UTF-8", "UTF8"].contains(encoding.uppercased()) {
            throw fail("unsupported encoding \(encoding) (a storyboard is UTF-8)")
        }
        pos += 2
    }

    /// Reads the attributes of a start tag up to (not past) its `>` or `/>`.
    private mutating func attributes(of element: String) throws(StoryboardXMLError) -> [String: String] {
        var attributes: [String: String] = [:]
        while true {
            let spaced = skipSpaces()
            guard pos < bytes.count else { throw fail("the document ends inside <\(element)>") }
            if matches(">") || matches("/>") { return attributes }
            guard spaced else { throw fail("expected whitespace between the attributes of <\(element)>") }
            let (name, value) = try attribute(in: "<\(element)>")
            guard attributes.updateValue(value, forKey: name) == nil else { throw fail("duplicate attribute \(name)") }
        }
    }

    /// Reads `name = "value"` at `pos`.
    private mutating func attribute(in element: @autoclosure () -> String) throws(StoryboardXMLError) -> (String, String) {
        let name = try name(orFail: "expected an attribute name in \(element())")
        skipSpaces()
        guard matches("=") else { throw fail("expected = after attribute \(name)") }
        pos += 1
        skipSpaces()
        return (name, try attributeValue())
    }

    /// Reads a quoted value, decoding references and turning literal whitespace (and CRLF) into spaces.
    private mutating func attributeValue() throws(StoryboardXMLError) -> String {
        guard matches("\"") || matches("'") else { throw fail("unquoted attribute value") }
        let quote = bytes[pos]
        pos += 1
        var value: [UInt8] = []
        var copied = pos  // the bytes before `copied` are in `value`
        while pos < bytes.count {
            let byte = bytes[pos]
            if byte == quote || byte == UInt8(ascii: "&") || Self.isSpace(byte) { value += bytes[copied..<pos] }
            if byte == quote {
                pos += 1
                return String(decoding: value, as: UTF8.self)
            } else if byte == UInt8(ascii: "<") {
                throw fail("< in an attribute value (write &lt;)")
            } else if byte == UInt8(ascii: "&") {
                UTF8.encode(try reference()) { value.append($0) }
                copied = pos
            } else if Self.isSpace(byte) {
                pos += matches("\r\n") ? 2 : 1
                value.append(UInt8(ascii: " "))
                copied = pos
            } else {
                pos += 1
            }
        }
        throw fail("the document ends inside an attribute value")
    }

    /// Reads `&name;`, `&#N;` or `&#xH;` at `pos` and returns the character it stands for.
    private mutating func reference() throws(StoryboardXMLError) -> Unicode.Scalar {
        let start = pos + 1
        pos = start
        while pos < bytes.count, Self.isNameByte(bytes[pos]) || bytes[pos] == UInt8(ascii: "#") { pos += 1 }
        let body = String(decoding: bytes[start..<pos], as: UTF8.self)
        guard !body.isEmpty, matches(";") else { throw fail("& not followed by a reference (write &amp;)") }
        pos += 1
        if let predefined = Self.predefinedEntities[body] { return predefined }
        guard body.hasPrefix("#") else { throw fail("unknown entity &\(body);") }
        let hex = body.hasPrefix("#x")
        guard let code = UInt32(body.dropFirst(hex ? 2 : 1), radix: hex ? 16 : 10), let scalar = Unicode.Scalar(code),
              code >= 0x20 || [0x9, 0xA, 0xD].contains(code), code != 0xFFFE, code != 0xFFFF
        else { throw fail("invalid character reference &\(body);") }
        return scalar
    }

    private static let predefinedEntities: [String: Unicode.Scalar] = ["lt": "<", "gt": ">", "amp": "&", "apos": "'", "quot": "\""]

    /// Reads an XML name at `pos`, or fails with `reason`.
    private mutating func name(orFail reason: @autoclosure () -> String) throws(StoryboardXMLError) -> String {
        let start = pos
        guard pos < bytes.count, Self.isNameByte(bytes[pos]), !(UInt8(ascii: "-")...UInt8(ascii: "9")).contains(bytes[pos])  // not - . or a digit
        else { throw fail(reason()) }
        while pos < bytes.count, Self.isNameByte(bytes[pos]) { pos += 1 }
        return String(decoding: bytes[start..<pos], as: UTF8.self)
    }

    /// Skips `<!-- … -->`, where `--` may only end the comment.
    private mutating func comment() throws(StoryboardXMLError) {
        pos += 4
        try skip(past: "--", what: "comment")
        guard matches(">") else { throw fail("-- inside a comment") }
        pos += 1
    }

    /// Skips `<!DOCTYPE …>` with its internal subset `[ … ]`, whose declarations are not read.
    private mutating func doctype() throws(StoryboardXMLError) {
        var inSubset = false
        pos += 9
        while pos < bytes.count {
            let byte = bytes[pos]
            if matches("<!--") {
                try comment()
            } else if matches("<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if matches("\"") || matches("'") {
                pos += 1
                try skip(past: byte == UInt8(ascii: "\"") ? "\"" : "'", what: "quoted string in <!DOCTYPE>")
            } else {
                pos += 1
                if byte == UInt8(ascii: ">") && !inSubset { return }
                if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") { inSubset = byte == UInt8(ascii: "[") }
            }
        }
        throw fail("the document ends inside <!DOCTYPE>")
    }

    /// Moves `pos` just past the next `terminator`.
    private mutating func skip(past terminator: StaticString, what: String) throws(StoryboardXMLError) {
        while pos < bytes.count {
            if matches(terminator) { pos += terminator.utf8CodeUnitCount; return }
            pos += 1
        }
        throw fail("unterminated \(what)")
    }

    /// Skips whitespace; `true` if there was some.
    @discardableResult
    private mutating func skipSpaces() -> Bool {
        let start = pos
        while pos < bytes.count, Self.isSpace(bytes[pos]) { pos += 1 }
        return pos > start
    }

    /// Whether the bytes at `pos` are `literal`.
    private func matches(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        return bytes.count - pos >= count && literal.withUTF8Buffer { $0.elementsEqual(bytes[pos..<pos + count]) }
    }

    /// An error at `pos`; LF, CRLF and a lone CR each end a line.
    private func fail(_ reason: String) -> StoryboardXMLError {
        let breaks = (0..<min(pos, bytes.count)).filter { bytes[$0] == 0x0A || (bytes[$0] == 0x0D && bytes.dropFirst($0 + 1).first != 0x0A) }
        return StoryboardXMLError(line: 1 + breaks.count, reason: reason)
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }

    /// ASCII letters and digits, `_ : - .`, and any byte of a multi-byte UTF-8 character.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (0x61...0x7A).contains(byte | 0x20) || (0x30...0x3A).contains(byte) || byte == 0x5F || byte == 0x2D || byte == 0x2E
    }
}
