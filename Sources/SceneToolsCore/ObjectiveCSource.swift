/// An Objective-C or Objective-C++ file read for the tools: its tokens with exact byte ranges, the
/// classes it declares (`@interface`, categories, class extensions), the methods its
/// `@implementation` blocks define (selector, parameters, the byte range of the definition and of
/// its body, the body's statements), the message sends in each body, and the macros used at the
/// top level (`IMPL_APP_CONTROLLER_SUBCLASS(…)`).
///
/// A reader of the language's structure, not a compiler: no header is read and no macro expanded.
/// The preprocessor's conditionals are followed one way: the first branch of each `#if` is read
/// (the `#else` branch of `#if 0`), the others are kept as inactive tokens, so that braces balance
/// the way the compiler sees them in that configuration. Comments, string, character and `@"…"`
/// literals and C++ raw strings are single tokens; a selector in one is never a definition.
/// Hostile input never traps and never hangs (every loop advances; nesting is counted, not
/// recursed): an unterminated comment, literal or block ends at the end of the file, and what could
/// not be read is a ``Problem`` with its line.
public struct ObjectiveCSource: Sendable {
    public enum TokenKind: Sendable, Equatable {
        /// A name, a C keyword or an `@` keyword (`@interface`, `@end`, `@selector`).
        case identifier
        case number
        /// `"…"`, `@"…"`, `R"(…)"`, `'…'`.
        case literal
        /// One punctuation character (`::`, `->` are two tokens).
        case punctuation
        /// A preprocessor line, continuation lines included.
        case directive
    }

    public struct Token: Sendable, Equatable {
        public var kind: TokenKind
        /// Byte offsets in the file's UTF-8 text.
        public var range: Range<Int>
        /// 1-based.
        public var line: Int
        /// False inside a preprocessor branch the reader does not follow.
        public var active: Bool
    }

    /// `@interface Name : Super <P, Q>`, `@interface Name (Category) <P>` or `@interface Name ()`.
    public struct Interface: Sendable, Equatable {
        public var name: String
        public var superclass: String?
        /// The category's name; "" for a class extension; nil for the class itself.
        public var category: String?
        public var protocols: [String]
        /// `@property` names declared in it.
        public var properties: [String]
        /// The selectors of the methods it declares.
        public var methodDeclarations: [String]
        public var line: Int
        /// From `@interface` to the end of `@end`.
        public var range: Range<Int>
    }

    /// One `name:(Type)parameter` part of a method's selector.
    public struct SelectorPart: Sendable, Equatable {
        public var keyword: String
        /// The parameter's type as written, without its parentheses ("" when none).
        public var type: String
        /// The parameter's name ("" for a unary selector).
        public var parameter: String

        public init(keyword: String, type: String, parameter: String) {
            self.keyword = keyword
            self.type = type
            self.parameter = parameter
        }
    }

    public struct Statement: Sendable, Equatable {
        /// From its first token to its `;` or closing `}`.
        public var range: Range<Int>
        public var line: Int
        /// The first token's text (`if`, `return`, `self`, `[`…).
        public var leading: String
    }

    /// `[receiver selector:argument …]`.
    public struct MessageSend: Sendable, Equatable {
        public var range: Range<Int>
        public var receiver: Range<Int>
        /// `application:openURL:options:`, or `makeKeyAndVisible`.
        public var selector: String
        /// Each argument's expression, in order.
        public var arguments: [Range<Int>]
        public var line: Int
    }

    public struct Method: Sendable, Equatable {
        /// `+` methods.
        public var isClassMethod: Bool
        public var selector: String
        public var parts: [SelectorPart]
        /// The return type as written, without its parentheses.
        public var returnType: String
        /// From `-`/`+` to the closing `}`.
        public var range: Range<Int>
        /// The braces and what is between them.
        public var body: Range<Int>
        public var line: Int
        /// The body's statements at its own level.
        public var statements: [Statement]
        /// Every message send in the body, nested ones included, in source order.
        public var sends: [MessageSend]
    }

    /// `@implementation Name` (or `Name (Category)`).
    public struct Implementation: Sendable, Equatable {
        public var name: String
        public var category: String?
        public var methods: [Method]
        public var line: Int
        /// From `@implementation` to the end of `@end`.
        public var range: Range<Int>
    }

    /// An instance variable of a class (`{ UINavigationController *_root; }` after `@interface` or
    /// `@implementation`).
    public struct InstanceVariable: Sendable, Equatable {
        public var className: String
        public var name: String
        /// Its type as written (`UINavigationController *`), without the name.
        public var type: String
        /// The declaration, from its first token to its `;`.
        public var range: Range<Int>
        /// Whether the declaration names this variable only (`A *a;`, not `A *a, *b;`).
        public var isAlone: Bool
        public var line: Int
    }

    /// A macro used as a top-level declaration: `NAME(arguments)` outside any block.
    public struct MacroUse: Sendable, Equatable {
        public var name: String
        public var arguments: String
        public var line: Int

        public init(name: String, arguments: String, line: Int) {
            self.name = name
            self.arguments = arguments
            self.line = line
        }
    }

    /// Something the reader could not follow, with its line.
    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        public var line: Int
        public var message: String
        public var description: String { "line \(line): \(message)" }
    }

    public let bytes: [UInt8]
    /// Objective-C++ (`.mm`): `'` digit separators, raw strings and lambdas are read as C++'s.
    public let isObjectiveCPlusPlus: Bool
    public private(set) var tokens: [Token] = []
    public private(set) var interfaces: [Interface] = []
    public private(set) var implementations: [Implementation] = []
    public private(set) var macroUses: [MacroUse] = []
    /// The instance variables declared in `{ … }` blocks of `@interface` and `@implementation`.
    public private(set) var instanceVariables: [InstanceVariable] = []
    /// `#import` and `#include` targets as written (`<UIKit/UIKit.h>`, `"AppDelegate.h"`).
    public private(set) var imports: [String] = []
    public private(set) var problems: [Problem] = []
    /// The `//` comments, each from its slashes to the end of its line.
    public private(set) var lineComments: [Range<Int>] = []
    private var lineStarts: [Int] = [0]

    /// Reads `text`; `isObjectiveCPlusPlus` for a `.mm` file.
    public init(text: String, isObjectiveCPlusPlus: Bool = false) {
        self.init(bytes: Array(text.utf8), isObjectiveCPlusPlus: isObjectiveCPlusPlus)
    }

    public init(bytes: [UInt8], isObjectiveCPlusPlus: Bool = false) {
        self.bytes = bytes
        self.isObjectiveCPlusPlus = isObjectiveCPlusPlus
        for (index, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(index + 1) }
        tokenize()
        readStructure()
    }

    /// Whether `path` names an Objective-C++ file.
    public static func isObjectiveCPlusPlus(path: String) -> Bool { path.hasSuffix(".mm") }

    // MARK: Reading the text

    public func text(_ range: Range<Int>) -> String {
        let clamped = max(0, min(range.lowerBound, bytes.count))..<max(0, min(range.upperBound, bytes.count))
        return String(decoding: bytes[clamped], as: UTF8.self)
    }

    public func text(of token: Token) -> String { text(token.range) }

    /// The 1-based line of a byte offset.
    public func line(of offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The offset where the line of `offset` starts.
    public func lineStart(of offset: Int) -> Int { lineStarts[line(of: offset) - 1] }

    /// The offset just after the line of `offset` (after its newline; the end of the text on the
    /// last line).
    public func lineEnd(after offset: Int) -> Int {
        let line = line(of: offset)
        return line < lineStarts.count ? lineStarts[line] : bytes.count
    }

    /// The spaces and tabs that start the line of `offset`.
    public func indentation(at offset: Int) -> String {
        var index = lineStart(of: offset)
        var result = ""
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 {
            result.append(Character(UnicodeScalar(bytes[index])))
            index += 1
        }
        return result
    }

    /// The implementation of `name`'s methods (class and categories), in source order.
    public func methods(of name: String) -> [Method] {
        implementations.filter { $0.name == name }.flatMap(\.methods)
    }

    /// Every identifier of the active code.
    public var identifiers: Set<String> {
        Set(tokens.lazy.filter { $0.kind == .identifier && $0.active }.map { text(of: $0) })
    }

    // MARK: Tokens

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private mutating func tokenize() {
        let count = bytes.count
        var index = 0
        var atLineStart = true
        // The preprocessor's conditionals: for each open `#if`, whether its current branch is read.
        var branches: [(reading: Bool, parentReading: Bool, taken: Bool)] = []
        var reading = true
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A { atLineStart = true; index += 1; continue }
            if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0C || byte == 0x0B { index += 1; continue }
            let next = index + 1 < count ? bytes[index + 1] : 0
            // Comments are not tokens.
            if byte == 0x2F && next == 0x2F {
                let start = index
                index = endOfLine(from: index)
                lineComments.append(start..<index)
                continue
            }
            if byte == 0x2F && next == 0x2A { index = endOfBlockComment(from: index + 2); continue }
            let start = index
            if byte == 0x23 && atLineStart {
                index = endOfDirective(from: index)
                let directive = text(start..<index)
                let words = directive.dropFirst().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
                let word = words.first ?? ""
                switch word {
                case "if", "ifdef", "ifndef":
                    let isFalse = word == "if" && words.count >= 2 && words[1] == "0"
                    branches.append((reading && !isFalse, reading, !isFalse))
                    reading = reading && !isFalse
                case "elif", "elifdef", "elifndef", "else":
                    if var last = branches.popLast() {
                        // Only the first branch is read, unless it was `#if 0`.
                        last.reading = last.parentReading && !last.taken
                        last.taken = true
                        branches.append(last)
                        reading = last.reading
                    }
                case "endif":
                    if let last = branches.popLast() { reading = last.parentReading }
                case "import", "include", "include_next":
                    if words.count >= 2 { imports.append(words[1...].joined(separator: " ")) }
                default:
                    break
                }
                tokens.append(Token(kind: .directive, range: start..<index, line: line(of: start), active: reading))
                atLineStart = true
                continue
            }
            atLineStart = false
            let kind: TokenKind
            if byte == 0x40 && next == 0x22 {
                index = endOfQuoted(from: index + 2, quote: 0x22)
                kind = .literal
            } else if byte == 0x22 || byte == 0x27 {
                index = endOfQuoted(from: index + 1, quote: byte)
                kind = .literal
            } else if isObjectiveCPlusPlus, [0x52, 0x75, 0x55, 0x4C].contains(byte), let end = rawStringEnd(from: index) {
                index = end
                kind = .literal
            } else if Self.isDigit(byte) || (byte == 0x2E && Self.isDigit(next)) {
                index += 1
                while index < count {
                    let current = bytes[index]
                    if Self.isIdentifierByte(current) || current == 0x2E {
                        index += 1
                    } else if (current == 0x2B || current == 0x2D), [0x65, 0x45, 0x70, 0x50].contains(bytes[index - 1]) {
                        index += 1
                    } else if isObjectiveCPlusPlus, current == 0x27, index + 1 < count, Self.isIdentifierByte(bytes[index + 1]) {
                        index += 1
                    } else {
                        break
                    }
                }
                kind = .number
            } else if byte == 0x40 && index + 1 < count && Self.isIdentifierByte(next) && !Self.isDigit(next) {
                index += 1
                while index < count, Self.isIdentifierByte(bytes[index]) { index += 1 }
                kind = .identifier
            } else if Self.isIdentifierByte(byte) {
                while index < count, Self.isIdentifierByte(bytes[index]) { index += 1 }
                kind = .identifier
            } else {
                index += 1
                kind = .punctuation
            }
            tokens.append(Token(kind: kind, range: start..<index, line: line(of: start), active: reading))
        }
        if !branches.isEmpty, let last = tokens.last {
            problems.append(Problem(line: last.line, message: "\(branches.count) `#if` without `#endif` at the end of the file"))
        }
    }

    private func endOfLine(from index: Int) -> Int {
        var index = index
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        return index
    }

    private func endOfBlockComment(from index: Int) -> Int {
        var index = index
        while index + 1 < bytes.count, !(bytes[index] == 0x2A && bytes[index + 1] == 0x2F) { index += 1 }
        return min(index + 2, bytes.count)
    }

    /// The end of a preprocessor line: continuation lines and comments inside it included.
    private func endOfDirective(from index: Int) -> Int {
        var index = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                var back = index - 1
                if back >= 0, bytes[back] == 0x0D { back -= 1 }
                if back >= 0, bytes[back] == 0x5C { index += 1; continue }
                return index
            }
            if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2A {
                index = endOfBlockComment(from: index + 2)
                continue
            }
            if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2F { return endOfLine(from: index) }
            index += 1
        }
        return index
    }

    /// The end of a string or character literal whose opening quote is before `index` (a newline
    /// ends an unterminated one, as the compiler reports it).
    private func endOfQuoted(from index: Int, quote: UInt8) -> Int {
        var index = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote { return index + 1 }
            if byte == 0x0A { return index }
            index += byte == 0x5C ? 2 : 1
        }
        return bytes.count
    }

    /// C++'s `R"delimiter(…)delimiter"` (with an encoding prefix: `u8R`, `LR`…).
    private func rawStringEnd(from index: Int) -> Int? {
        var cursor = index
        while cursor < bytes.count, cursor - index < 3, [0x75, 0x55, 0x4C, 0x38].contains(bytes[cursor]) { cursor += 1 }
        guard cursor + 1 < bytes.count, bytes[cursor] == 0x52, bytes[cursor + 1] == 0x22 else { return nil }
        var delimiterEnd = cursor + 2
        while delimiterEnd < bytes.count, bytes[delimiterEnd] != 0x28, delimiterEnd - cursor < 20 {
            if [0x20, 0x29, 0x5C, 0x0A, 0x22].contains(bytes[delimiterEnd]) { return nil }
            delimiterEnd += 1
        }
        guard delimiterEnd < bytes.count, bytes[delimiterEnd] == 0x28 else { return nil }
        let closing = [0x29] + Array(bytes[(cursor + 2)..<delimiterEnd]) + [0x22]
        var search = delimiterEnd + 1
        while search + closing.count <= bytes.count {
            if bytes[search] == 0x29, Array(bytes[search..<(search + closing.count)]) == closing { return search + closing.count }
            search += 1
        }
        return bytes.count
    }

    // MARK: Structure

    /// The active code tokens (no directives, no inactive branch), in order.
    private var code: [Token] = []

    /// The tokens the reader follows: no directive, no inactive branch.
    public var codeTokens: [Token] { code }

    private func word(_ index: Int) -> String { index < code.count ? text(of: code[index]) : "" }

    /// The index after the bracket that closes the one at `index` (`(`, `[`, `{`), counting all
    /// three kinds; the end of the code when it is never closed.
    private func skipBalanced(from index: Int) -> Int { balanced(from: index).end }

    private func balanced(from index: Int) -> (end: Int, closed: Bool) {
        guard index < code.count else { return (code.count, false) }
        let closer = closers[index]
        if closer >= 0 { return (closer + 1, true) }
        // Not an opening bracket: the token itself.
        return closer == -1 ? (index + 1, true) : (code.count, false)
    }

    /// For each code token that opens a bracket, the index of the one that closes it (any kind
    /// closes any kind, as a count of depth does), or -2 when none does; -1 for the other tokens.
    private var closers: [Int] = []

    private mutating func matchBrackets() {
        closers = Array(repeating: -1, count: code.count)
        var open: [Int] = []
        for (index, token) in code.enumerated() where token.kind == .punctuation {
            switch bytes[token.range.lowerBound] {
            case 0x28, 0x5B, 0x7B:
                open.append(index)
                closers[index] = -2
            case 0x29, 0x5D, 0x7D:
                if let opener = open.popLast() { closers[opener] = index }
            default:
                break
            }
        }
    }

    private func isOpener(_ index: Int) -> Bool { index < closers.count && closers[index] != -1 }

    /// The `else` part of an `if` statement, from `else` to the statement's end (nil when it has
    /// none): the statement's condition and first block or statement are skipped by their brackets.
    public func elseBranch(of statement: Statement) -> Range<Int>? {
        var low = 0, high = code.count
        while low < high {
            let middle = (low + high) / 2
            if code[middle].range.lowerBound < statement.range.lowerBound { low = middle + 1 } else { high = middle }
        }
        guard low < code.count, word(low) == "if", isPunctuation(low + 1, 0x28) else { return nil }
        var index = skipBalanced(from: low + 1)
        index = isPunctuation(index, 0x7B) ? skipBalanced(from: index) : simpleStatementEnd(from: index, limit: code.count)
        guard index < code.count, word(index) == "else", code[index].range.upperBound <= statement.range.upperBound else { return nil }
        return code[index].range.lowerBound..<statement.range.upperBound
    }

    private func isPunctuation(_ index: Int, _ character: UInt8) -> Bool {
        index < code.count && code[index].kind == .punctuation && bytes[code[index].range.lowerBound] == character
    }

    private mutating func readStructure() {
        code = tokens.filter { $0.active && $0.kind != .directive }
        matchBrackets()
        var index = 0
        while index < code.count {
            let token = code[index]
            let name = text(of: token)
            switch name {
            case "@interface", "@protocol":
                index = readInterface(at: index, isProtocol: name == "@protocol")
            case "@implementation":
                index = readImplementation(at: index)
            case "@end":
                problems.append(Problem(line: token.line, message: "`@end` without `@interface` or `@implementation`"))
                index += 1
            default:
                if token.kind == .punctuation, [0x28, 0x5B, 0x7B].contains(bytes[token.range.lowerBound]) {
                    let (end, closed) = balanced(from: index)
                    if !closed { problems.append(Problem(line: token.line, message: "`\(name)` is never closed")) }
                    index = end
                } else if token.kind == .identifier, isPunctuation(index + 1, 0x28), isMacroName(name), index == 0 || isDeclarationBoundary(index - 1) {
                    let end = skipBalanced(from: index + 1)
                    let arguments = end - 1 > index + 1 && end - 1 < code.count ? text(code[index + 1].range.upperBound..<code[end - 1].range.lowerBound) : ""
                    macroUses.append(MacroUse(name: name, arguments: arguments, line: token.line))
                    index = end
                } else {
                    index += 1
                }
            }
        }
    }

    /// An all-capitals name (`IMPL_APP_CONTROLLER_SUBCLASS`, `NS_ASSUME_NONNULL_BEGIN`).
    private func isMacroName(_ name: String) -> Bool {
        name.utf8.contains { $0 >= 0x41 && $0 <= 0x5A } && !name.utf8.contains { $0 >= 0x61 && $0 <= 0x7A }
    }

    /// Whether the token before a top-level name ends a declaration (`;`, `}`, `)` of a macro).
    private func isDeclarationBoundary(_ index: Int) -> Bool {
        let token = code[index]
        if token.kind == .punctuation { return [0x3B, 0x7D, 0x29].contains(bytes[token.range.lowerBound]) }
        return text(of: token) == "@end" || isMacroName(text(of: token))
    }

    /// The index of the `@end` that closes the container at `index`, or the end of the code.
    private func endOfContainer(from index: Int) -> Int {
        var cursor = index
        while cursor < code.count, text(of: code[cursor]) != "@end" {
            if ["@interface", "@implementation", "@protocol"].contains(text(of: code[cursor])), cursor > index { return cursor }
            cursor += 1
        }
        return cursor
    }

    private mutating func readInterface(at start: Int, isProtocol: Bool) -> Int {
        var index = start + 1
        let name = word(index)
        index += 1
        // `@protocol Name;` and `@protocol(Name)` are no declarations.
        if isProtocol, isPunctuation(index, 0x3B) || isPunctuation(start + 1, 0x28) { return index + 1 }
        var interface = Interface(name: name, superclass: nil, category: nil, protocols: [], properties: [], methodDeclarations: [],
                                  line: code[start].line, range: code[start].range.lowerBound..<code[start].range.upperBound)
        // Lightweight generics: `@interface Box<T> : NSObject`.
        if !isProtocol, isPunctuation(index, 0x3C), !word(index + 1).isEmpty, isPunctuation(index + 2, 0x3E) || isPunctuation(index + 2, 0x2C) {
            while index < code.count, !isPunctuation(index, 0x3E) { index += 1 }
            index += 1
        }
        if isPunctuation(index, 0x28) {
            let close = skipBalanced(from: index)
            interface.category = close - 1 > index + 1 ? text(code[index + 1].range.lowerBound..<code[close - 2].range.upperBound) : ""
            index = close
        } else if isPunctuation(index, 0x3A) {
            // `: NSArray<NSString *>`'s type arguments read as protocols: no rule looks at either.
            interface.superclass = word(index + 1)
            index += 2
        }
        if isPunctuation(index, 0x3C) {
            index += 1
            while index < code.count, !isPunctuation(index, 0x3E), !isPunctuation(index, 0x7B) {
                if code[index].kind == .identifier { interface.protocols.append(word(index)) }
                index += 1
            }
            index += 1
        }
        if isPunctuation(index, 0x7B) {
            readInstanceVariables(of: name, block: index)
            index = skipBalanced(from: index)
        }
        let end = endOfContainer(from: index)
        while index < end {
            let current = word(index)
            if current == "@property" {
                var cursor = index + 1
                if isPunctuation(cursor, 0x28) { cursor = skipBalanced(from: cursor) }
                var last = ""
                while cursor < end, !isPunctuation(cursor, 0x3B) {
                    if code[cursor].kind == .identifier { last = word(cursor) }
                    if isPunctuation(cursor, 0x28) || isPunctuation(cursor, 0x5B) { cursor = skipBalanced(from: cursor); continue }
                    cursor += 1
                }
                if !last.isEmpty { interface.properties.append(last) }
                index = cursor + 1
            } else if (current == "-" || current == "+"), isPunctuation(index + 1, 0x28) || code[index + 1 < code.count ? index + 1 : index].kind == .identifier {
                let signature = readSignature(from: index + 1, limit: end)
                if !signature.selector.isEmpty { interface.methodDeclarations.append(signature.selector) }
                index = max(signature.end, index + 1)
                while index < end, !isPunctuation(index, 0x3B), !(isPunctuation(index, 0x2D) || isPunctuation(index, 0x2B) || word(index).hasPrefix("@")) { index += 1 }
            } else {
                index += 1
            }
        }
        if end < code.count, word(end) == "@end" {
            interface.range = code[start].range.lowerBound..<code[end].range.upperBound
            index = end + 1
        } else {
            problems.append(Problem(line: code[start].line, message: "`\(isProtocol ? "@protocol" : "@interface") \(name)` has no `@end`"))
            interface.range = code[start].range.lowerBound..<(end < code.count ? code[end].range.lowerBound : bytes.count)
            index = end
        }
        if !isProtocol { interfaces.append(interface) }
        return index
    }

    /// A method's signature from after its `-`/`+`: the return type, the selector's parts, then
    /// attributes (`API_AVAILABLE(ios(13.0))`, `__attribute__((…))`, `NS_REQUIRES_SUPER`) up to
    /// the `{` or `;`; `end` is that index.
    private func readSignature(from start: Int, limit: Int) -> (returnType: String, parts: [SelectorPart], selector: String, end: Int) {
        var index = start
        var returnType = ""
        if isPunctuation(index, 0x28) {
            let close = skipBalanced(from: index)
            if close - 1 > index + 1, close - 1 < code.count { returnType = text(code[index + 1].range.lowerBound..<code[close - 1].range.lowerBound).trimmingCharacters(in: .whitespacesAndNewlines) }
            index = close
        }
        var parts: [SelectorPart] = []
        while index < limit {
            let token = code[index]
            if token.kind == .identifier, isPunctuation(index + 1, 0x3A) {
                var part = SelectorPart(keyword: word(index), type: "", parameter: "")
                index += 2
                if isPunctuation(index, 0x28) {
                    let close = skipBalanced(from: index)
                    if close - 1 > index + 1, close - 1 < code.count { part.type = text(code[index + 1].range.lowerBound..<code[close - 1].range.lowerBound).trimmingCharacters(in: .whitespacesAndNewlines) }
                    index = close
                }
                while index < limit, code[index].kind == .identifier, isParameterAttribute(word(index)), !isPunctuation(index + 1, 0x3A) { index += 1 }
                if index < limit, code[index].kind == .identifier, !isPunctuation(index + 1, 0x3A) { part.parameter = word(index); index += 1 }
                parts.append(part)
            } else if token.kind == .punctuation, bytes[token.range.lowerBound] == 0x3A {
                // An unnamed part: `- (void)a:(int)x :(int)y`.
                var part = SelectorPart(keyword: "", type: "", parameter: "")
                index += 1
                if isPunctuation(index, 0x28) { index = skipBalanced(from: index) }
                if index < limit, code[index].kind == .identifier { part.parameter = word(index); index += 1 }
                parts.append(part)
            } else if parts.isEmpty, token.kind == .identifier {
                parts.append(SelectorPart(keyword: word(index), type: "", parameter: ""))
                index += 1
                break
            } else {
                break
            }
        }
        // Variadic `, ...`, then attributes.
        while index < limit {
            if isPunctuation(index, 0x7B) || isPunctuation(index, 0x3B) { break }
            if code[index].kind == .identifier, isPunctuation(index + 1, 0x28) { index = skipBalanced(from: index + 1); continue }
            if code[index].kind == .identifier || isPunctuation(index, 0x2C) || isPunctuation(index, 0x2E) { index += 1; continue }
            break
        }
        let selector: String
        if parts.count == 1, !isPunctuation(start, 0x3A), parts[0].type.isEmpty, parts[0].parameter.isEmpty, !selectorHasColon(parts, from: start, to: index) {
            selector = parts[0].keyword
        } else {
            selector = parts.map { $0.keyword + ":" }.joined()
        }
        return (returnType, parts, selector, index)
    }

    private func selectorHasColon(_ parts: [SelectorPart], from start: Int, to end: Int) -> Bool {
        var index = start
        while index < end { if isPunctuation(index, 0x3A) { return true }; index += 1 }
        return false
    }

    private func isParameterAttribute(_ word: String) -> Bool {
        ["__unused", "__nonnull", "__nullable", "_Nonnull", "_Nullable", "__strong", "__weak", "__autoreleasing", "__unsafe_unretained"].contains(word)
    }

    private mutating func readImplementation(at start: Int) -> Int {
        var index = start + 1
        var implementation = Implementation(name: word(index), category: nil, methods: [], line: code[start].line, range: code[start].range)
        index += 1
        if isPunctuation(index, 0x28) {
            let close = skipBalanced(from: index)
            implementation.category = close - 1 > index + 1 ? word(index + 1) : ""
            index = close
        }
        if isPunctuation(index, 0x7B) {
            readInstanceVariables(of: implementation.name, block: index)
            index = skipBalanced(from: index)
        }
        // A method starts a member: first, or after a `;` or a `}`.
        var atMemberStart = true
        while index < code.count {
            let current = word(index)
            if current == "@end" { break }
            if current == "@implementation" || current == "@interface" {
                problems.append(Problem(line: code[index].line, message: "`@implementation \(implementation.name)` has no `@end` before this `\(current)`"))
                break
            }
            if atMemberStart, current == "-" || current == "+", code[index].kind == .punctuation, index + 1 < code.count {
                let signature = readSignature(from: index + 1, limit: code.count)
                if isPunctuation(signature.end, 0x7B), !signature.selector.isEmpty {
                    let (bodyEnd, closed) = balanced(from: signature.end)
                    let open = code[signature.end]
                    let closing = code[bodyEnd - 1]
                    if !closed { problems.append(Problem(line: open.line, message: "the body of `\(signature.selector)` is never closed")) }
                    let bodyRange = open.range.lowerBound..<(closed ? closing.range.upperBound : bytes.count)
                    let inner = (signature.end + 1)..<(closed ? bodyEnd - 1 : code.count)
                    implementation.methods.append(Method(
                        isClassMethod: current == "+", selector: signature.selector, parts: signature.parts, returnType: signature.returnType,
                        range: code[index].range.lowerBound..<bodyRange.upperBound, body: bodyRange, line: code[index].line,
                        statements: statements(in: inner), sends: messageSends(in: inner)
                    ))
                    index = bodyEnd
                    atMemberStart = true
                    continue
                }
                index = max(signature.end + 1, index + 1)
                atMemberStart = isPunctuation(index - 1, 0x3B)
                continue
            }
            if code[index].kind == .punctuation, [0x28, 0x5B, 0x7B].contains(bytes[code[index].range.lowerBound]) {
                let opensBlock = isPunctuation(index, 0x7B)
                index = skipBalanced(from: index)
                atMemberStart = opensBlock
                continue
            }
            atMemberStart = isPunctuation(index, 0x3B)
            index += 1
        }
        if index < code.count, word(index) == "@end" {
            implementation.range = code[start].range.lowerBound..<code[index].range.upperBound
            index += 1
        } else {
            if index >= code.count { problems.append(Problem(line: code[start].line, message: "`@implementation \(implementation.name)` has no `@end`")) }
            implementation.range = code[start].range.lowerBound..<(index < code.count ? code[index].range.lowerBound : bytes.count)
        }
        implementations.append(implementation)
        return index
    }

    /// The declarations of an instance-variable block (`@public`, `@private`… skipped).
    private mutating func readInstanceVariables(of className: String, block open: Int) {
        let close = skipBalanced(from: open) - 1
        var index = open + 1
        while index < close {
            while index < close, word(index).hasPrefix("@") { index += 1 }
            let start = index
            let end = simpleStatementEnd(from: index, limit: close)
            guard end > start else { break }
            let declaration = (start..<min(end, close)).filter { !isPunctuation($0, 0x3B) }
            // Each declarator's name: the identifier before a `,` or the `;` at the top level.
            var names: [Int] = []
            var depth = 0
            for position in declaration {
                if isOpener(position) { depth += 1 }
                if [0x29, 0x5D, 0x7D].contains(bytes[code[position].range.lowerBound]) && code[position].kind == .punctuation { depth -= 1 }
                if depth == 0, isPunctuation(position, 0x2C), position > start, code[position - 1].kind == .identifier { names.append(position - 1) }
            }
            if let last = declaration.last, code[last].kind == .identifier { names.append(last) }
            if let firstName = names.first, firstName > start {
                let type = text(code[start].range.lowerBound..<code[firstName].range.lowerBound).trimmingCharacters(in: .whitespacesAndNewlines)
                for name in names {
                    instanceVariables.append(InstanceVariable(
                        className: className, name: word(name), type: type,
                        range: code[start].range.lowerBound..<code[min(end, close) - 1].range.upperBound, isAlone: names.count == 1, line: code[start].line
                    ))
                }
            }
            index = max(end, start + 1)
        }
    }

    /// The statements of a block whose tokens are `range` (between its braces).
    private func statements(in range: Range<Int>) -> [Statement] {
        var result: [Statement] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let first = code[index]
            if first.kind == .punctuation, bytes[first.range.lowerBound] == 0x3B { index += 1; continue }
            let end = statementEnd(from: index, limit: range.upperBound, nesting: 0)
            let last = code[max(index, min(end, range.upperBound) - 1)]
            result.append(Statement(range: first.range.lowerBound..<last.range.upperBound, line: first.line, leading: text(of: first)))
            index = max(end, index + 1)
        }
        return result
    }

    private static let compoundStatements: Set<String> = ["if", "for", "while", "switch", "@synchronized", "@autoreleasepool", "@try", "@catch", "@finally", "do", "else"]

    /// The index after the statement that starts at `index`.
    private func statementEnd(from index: Int, limit: Int, nesting: Int) -> Int {
        // Deeper than real code nests a compound statement without braces: read as a simple one.
        guard Self.compoundStatements.contains(word(index)), nesting < 64 else {
            if isPunctuation(index, 0x7B) { return min(skipBalanced(from: index), limit) }
            return simpleStatementEnd(from: index, limit: limit)
        }
        // A compound statement: its head, its body (a block or one statement), its continuations.
        var cursor = index
        var guardCount = 0
        while cursor < limit, guardCount < 10_000 {
            guardCount += 1
            let head = word(cursor)
            cursor += 1
            if head == "else", word(cursor) == "if" { cursor += 1 }
            if isPunctuation(cursor, 0x28) { cursor = skipBalanced(from: cursor) }
            if cursor >= limit { return limit }
            if isPunctuation(cursor, 0x7B) {
                cursor = skipBalanced(from: cursor)
            } else {
                cursor = statementEnd(from: cursor, limit: limit, nesting: nesting + 1)
            }
            if head == "do", word(cursor) == "while" {
                cursor += 1
                if isPunctuation(cursor, 0x28) { cursor = skipBalanced(from: cursor) }
                if isPunctuation(cursor, 0x3B) { cursor += 1 }
                return min(cursor, limit)
            }
            let next = word(cursor)
            if ((head == "if" || head == "else") && next == "else") || ((head == "@try" || head == "@catch") && (next == "@catch" || next == "@finally")) {
                continue
            }
            return min(cursor, limit)
        }
        return min(cursor, limit)
    }

    /// The index after the `;` that ends a statement, counting brackets (a block argument's
    /// braces hold their own semicolons).
    private func simpleStatementEnd(from start: Int, limit: Int) -> Int {
        var index = start
        while index < limit {
            if isOpener(index) {
                index = skipBalanced(from: index)
                continue
            }
            if isPunctuation(index, 0x3B) { return index + 1 }
            index += 1
        }
        return limit
    }

    /// Every message send among the tokens of `range`, outer before inner.
    private func messageSends(in range: Range<Int>) -> [MessageSend] {
        var result: [MessageSend] = []
        var index = range.lowerBound
        while index < range.upperBound {
            if isPunctuation(index, 0x5B), startsMessage(at: index), let send = messageSend(at: index, limit: range.upperBound) {
                result.append(send)
            }
            index += 1
        }
        return result
    }

    /// Whether a `[` opens a message send: not a subscript (after a value), not `@[`, not a C++
    /// lambda's capture list (followed by `(` or `{`).
    private func startsMessage(at index: Int) -> Bool {
        if index > 0 {
            let previous = code[index - 1]
            switch previous.kind {
            case .identifier:
                let word = text(of: previous)
                if !["return", "in", "case", "else", "do", "throw", "@throw", "co_return", "co_yield", "delete", "new"].contains(word) { return false }
            case .number, .literal: return false
            case .punctuation:
                let byte = bytes[previous.range.lowerBound]
                if byte == 0x29 || byte == 0x5D || byte == 0x40 { return false }
            case .directive: break
            }
        }
        if isObjectiveCPlusPlus {
            let close = skipBalanced(from: index)
            if isPunctuation(close, 0x28) || isPunctuation(close, 0x7B) { return false }
        }
        return true
    }

    private func messageSend(at open: Int, limit: Int) -> MessageSend? {
        let close = skipBalanced(from: open) - 1
        guard close > open + 1, close < code.count, isPunctuation(close, 0x5D) else { return nil }
        // The parts at the bracket's own depth: the receiver ends before the first `keyword:`
        // (a `:` after a `?` is the conditional operator's).
        var questions = 0
        var colons: [Int] = []
        var index = open + 1
        while index < close {
            if isOpener(index) {
                index = skipBalanced(from: index)
                continue
            }
            let token = code[index]
            if token.kind == .punctuation {
                switch bytes[token.range.lowerBound] {
                case 0x3F: questions += 1
                case 0x3A:
                    if isPunctuation(index + 1, 0x3A) || (index > open + 1 && isPunctuation(index - 1, 0x3A)) { break }
                    if questions > 0 { questions -= 1 } else { colons.append(index) }
                default: break
                }
            }
            index += 1
        }
        var selector = ""
        var arguments: [Range<Int>] = []
        var receiverEnd: Int
        if colons.isEmpty {
            // `[receiver name]`: the last token names the message.
            guard code[close - 1].kind == .identifier, close - 1 > open + 1 else { return nil }
            selector = word(close - 1)
            receiverEnd = close - 1
        } else {
            // Each `:` is preceded by its keyword (or nothing: an unnamed part).
            var keywordStarts: [Int] = []
            for colon in colons {
                let keyword = code[colon - 1].kind == .identifier && colon - 1 > open + 1 ? colon - 1 : colon
                keywordStarts.append(keyword)
                selector += (keyword < colon ? word(keyword) : "") + ":"
            }
            receiverEnd = keywordStarts[0]
            for (position, colon) in colons.enumerated() {
                let argumentEnd = position + 1 < keywordStarts.count ? keywordStarts[position + 1] : close
                if colon + 1 < argumentEnd {
                    arguments.append(code[colon + 1].range.lowerBound..<code[argumentEnd - 1].range.upperBound)
                } else {
                    arguments.append(code[colon].range.upperBound..<code[colon].range.upperBound)
                }
            }
        }
        guard receiverEnd > open + 1 else { return nil }
        return MessageSend(
            range: code[open].range.lowerBound..<code[close].range.upperBound,
            receiver: code[open + 1].range.lowerBound..<code[receiverEnd - 1].range.upperBound,
            selector: selector, arguments: arguments, line: code[open].line
        )
    }
}
