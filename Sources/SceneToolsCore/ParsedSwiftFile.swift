import SwiftParser
// The depth walk reads raw nodes (swift-syntax's RawSyntax SPI): making a `Syntax` for every node
// would cost a good part of the parse.
@_spi(RawSyntax) import SwiftSyntax

/// One Swift file as every tool reads it (doctor, migrate, port and `--verify`): its bytes, its
/// syntax tree and where its lines start. Made by ``parse(path:bytes:)``, which refuses, with the
/// reason, a file whose string interpolations or syntax nest deeper than real code ever does (a
/// generated or hostile file): parsing the first needs memory quadratic in the depth, and the
/// tools' recursive walks over the second would exhaust the stack.
public struct ParsedSwiftFile: Sendable {
    /// Its path, as messages show it.
    public let path: String
    /// Its bytes: edits are spliced into them by offset, so that what no tool touches stays as written.
    public let bytes: [UInt8]
    /// Its syntax tree.
    public let tree: SourceFileSyntax
    /// `\r\n` when most of its lines end so, else `\n`: what a line inserted into it ends with.
    public let newline: String
    /// The UTF-8 offset where each line starts (computed from the bytes, not by swift-syntax's
    /// location converter, which recurses once per level of the tree).
    private let lineStarts: [Int]

    /// Why a file is not parsed.
    public enum Refusal: Error, Sendable, Equatable {
        /// Its string literals nest inside each other's interpolations this deep.
        case stringNesting(Int)
        /// It opens this many square brackets one right after the other.
        case squareBracketNesting(Int)
        /// Its syntax tree nests this deep.
        case syntaxNesting(Int)

        /// What to tell the user, after "not checked: " or "not read: ".
        public var reason: String {
            switch self {
            case .stringNesting(let depth):
                return "its string interpolations nest \(depth) strings deep (more than \(ParsedSwiftFile.maximumStringNesting): a generated or hostile file?), which the Swift parser cannot read in bounded memory"
            case .squareBracketNesting(let depth):
                return "it opens \(depth) square brackets one inside the other (`[[[`, more than \(ParsedSwiftFile.maximumSquareBracketNesting): a generated or hostile file?), which the Swift parser takes time doubling with each bracket to read"
            case .syntaxNesting(let depth):
                return "its syntax nests more than \(depth - 1) levels deep (a generated or hostile file?), deeper than the tools analyse"
            }
        }
    }

    /// The deepest string nesting parsed: real code nests two or three strings; 16 parses in a few
    /// megabytes.
    public static let maximumStringNesting = 16
    /// The most square brackets opened one right after the other that are parsed: real code opens
    /// three or four (`[[[Double]]]`); each one doubles the parser's time.
    public static let maximumSquareBracketNesting = 8
    /// The deepest syntax tree analysed. Real code nests far less (a few dozen levels; a long
    /// builder chain a few hundred); each level costs the recursive walks some stack, and the
    /// threads that parse files have 512 KiB of it on macOS.
    public static let maximumDepth = 1_000

    /// Parses `bytes`, or says why not.
    public static func parse(path: String, bytes: [UInt8]) throws(Refusal) -> ParsedSwiftFile {
        let nesting = LexicalNesting.measure(bytes)
        if nesting.strings > maximumStringNesting { throw .stringNesting(nesting.strings) }
        if nesting.squareBrackets > maximumSquareBracketNesting { throw .squareBracketNesting(nesting.squareBrackets) }
        let file = ParsedSwiftFile(path: path, bytes: bytes)
        if let depth = depthExceeding(maximumDepth, in: file.tree) { throw .syntaxNesting(depth) }
        return file
    }

    /// Parses `bytes` without the depth checks: for text the tools wrote themselves, or built in a test.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        var starts = [0]
        var crlf = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
            if index > 0, bytes[index - 1] == UInt8(ascii: "\r") { crlf += 1 }
        }
        lineStarts = starts
        newline = crlf > 0 && crlf * 2 > starts.count - 1 ? "\r\n" : "\n"
    }

    /// The depth `tree` reaches when it nests deeper than `limit`, else `nil`: one walk with an
    /// explicit stack (no recursion, so any depth is measured safely).
    public static func depthExceeding(_ limit: Int, in tree: some SyntaxProtocol) -> Int? {
        var stack: [(raw: RawSyntax, depth: Int)] = [(Syntax(tree).raw, 1)]
        while let (raw, depth) = stack.popLast() {
            if depth > limit { return depth }
            guard let layout = raw.layoutView else { continue }
            for child in layout.children { if let child { stack.append((child, depth + 1)) } }
        }
        return nil
    }

    /// The 1-based line of a UTF-8 offset: the last line start at or before it.
    public func line(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The 1-based line of `node`'s first token.
    public func line(_ node: some SyntaxProtocol) -> Int { line(of: node.positionAfterSkippingLeadingTrivia.utf8Offset) }

    /// The 1-based line and column (UTF-8 bytes, as the compiler counts) of `node`'s first token.
    public func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let line = line(of: offset)
        return (line, offset - lineStarts[line - 1] + 1)
    }

    /// The 1-based column of `node`'s first token in UTF-16 code units (SARIF's default).
    public func utf16Column(of node: some SyntaxProtocol) -> Int {
        let offset = min(node.positionAfterSkippingLeadingTrivia.utf8Offset, bytes.count)
        let start = lineStart(of: offset)
        return String(decoding: bytes[start..<offset], as: UTF8.self).utf16.count + 1
    }

    /// The text of a range of its bytes.
    public func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// The offset where the line holding `offset` starts.
    public func lineStart(of offset: Int) -> Int { lineStarts[line(of: offset) - 1] }

    /// The offset where the 1-based `line` starts.
    public func start(ofLine line: Int) -> Int { lineStarts[line - 1] }

    /// The number of lines (a file that ends with a line break has an empty last one).
    public var lineCount: Int { lineStarts.count }

    /// The spaces and tabs that start the line holding `offset`.
    public func indentation(at offset: Int) -> String {
        let start = lineStart(of: offset)
        return String(decoding: bytes[start...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }, as: UTF8.self)
    }
}
