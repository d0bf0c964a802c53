/// What launch readiness needs from an Objective-C or Objective-C++ file: the classes it declares
/// with their superclass and protocols, and whether it defines the method UIKit asks for a scene
/// configuration.
///
/// A reading of the code outside comments, string, character and `#include`/`#import` text (a
/// selector quoted in a comment or a string is not a definition); not a parser. Hostile input never
/// traps: unterminated comments and literals end at the end of the file.
struct ObjectiveCSummary: Sendable {
    struct ClassDeclaration: Sendable, Equatable {
        var name: String
        var superclass: String?
        var protocols: [String]
        /// The 1-based line of `@interface`.
        var line: Int
    }

    /// `@interface Name : Super <P, Q>` declarations (class extensions and categories are left out).
    var interfaces: [ClassDeclaration] = []
    /// `@implementation Name` names.
    var implementations: [String] = []
    /// Whether a method definition's selector has `configurationForConnectingSceneSession:`.
    var definesConfigurationForConnecting = false
    /// Every identifier of the code, for the framework markers.
    var identifiers: Set<String> = []

    init(text: String) {
        let code = Self.codeOnly(Array(text.utf8))
        let tokens = Self.tokens(code)
        identifiers = Set(tokens.lazy.filter { $0.text.first.map { $0.isLetter || $0 == "_" } == true }.map(\.text))
        var index = 0
        var inImplementation = false
        while index < tokens.count {
            let token = tokens[index]
            switch token.text {
            case "@interface":
                if let declaration = Self.interface(tokens, at: index) { interfaces.append(declaration) }
            case "@implementation":
                if index + 1 < tokens.count { implementations.append(tokens[index + 1].text) }
                inImplementation = true
            case "@end":
                inImplementation = false
            case "configurationForConnectingSceneSession":
                // In a method definition: `- (UISceneConfiguration *)application:(UIApplication *)a
                // configurationForConnectingSceneSession:(UISceneSession *)s options:…` inside
                // @implementation, not a message send (`[x …]`) or a declaration in @interface.
                if inImplementation, index + 1 < tokens.count, tokens[index + 1].text == ":", Self.isInMethodSignature(tokens, at: index) {
                    definesConfigurationForConnecting = true
                }
            default:
                break
            }
            index += 1
        }
    }

    /// Whether the token at `index` belongs to a method signature (`-` or `+` at the start of a
    /// line before it, no `;`, `{` or `[` between).
    private static func isInMethodSignature(_ tokens: [Token], at index: Int) -> Bool {
        var cursor = index - 1
        while cursor >= 0 {
            let text = tokens[cursor].text
            if text == ";" || text == "{" || text == "}" || text == "[" || text == "]" { return false }
            if (text == "-" || text == "+") && tokens[cursor].startsLine { return true }
            cursor -= 1
        }
        return false
    }

    private static func interface(_ tokens: [Token], at index: Int) -> ClassDeclaration? {
        guard index + 1 < tokens.count else { return nil }
        let name = tokens[index + 1].text
        guard name.first.map({ $0.isLetter || $0 == "_" }) == true else { return nil }
        var cursor = index + 2
        // `@interface Name ()` (extension) and `@interface Name (Category)`.
        if cursor < tokens.count, tokens[cursor].text == "(" { return nil }
        var superclass: String?
        if cursor + 1 < tokens.count, tokens[cursor].text == ":" {
            superclass = tokens[cursor + 1].text
            cursor += 2
        }
        var protocols: [String] = []
        if cursor < tokens.count, tokens[cursor].text == "<" {
            cursor += 1
            while cursor < tokens.count, tokens[cursor].text != ">", protocols.count < 64 {
                if tokens[cursor].text != "," { protocols.append(tokens[cursor].text) }
                cursor += 1
            }
        }
        return ClassDeclaration(name: name, superclass: superclass, protocols: protocols, line: tokens[index].line)
    }

    struct Token {
        var text: String
        var line: Int
        var startsLine: Bool
    }

    /// Identifiers (with a leading `@` kept) and single punctuation characters.
    private static func tokens(_ code: [UInt8]) -> [Token] {
        var result: [Token] = []
        var index = 0
        var line = 1
        var lineStart = true
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
        }
        while index < code.count {
            let byte = code[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = true
                index += 1
                continue
            }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                index += 1
                continue
            }
            let start = index
            if byte == UInt8(ascii: "@") || isIdentifierByte(byte) {
                index += 1
                while index < code.count, isIdentifierByte(code[index]) { index += 1 }
            } else {
                index += 1
            }
            result.append(Token(text: String(decoding: code[start..<index], as: UTF8.self), line: line, startsLine: lineStart))
            lineStart = false
        }
        return result
    }

    /// The text with comments, string and character literals and preprocessor lines blanked
    /// (newlines kept, so that lines still count).
    static func codeOnly(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        var index = 0
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), newline = UInt8(ascii: "\n"), backslash = UInt8(ascii: "\\")
        let quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'"), hash = UInt8(ascii: "#"), space = UInt8(ascii: " ")
        var atLineStart = true
        func blank(_ range: Range<Int>) {
            for position in range where out[position] != newline { out[position] = space }
        }
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if byte == slash && next == slash {
                let start = index
                while index < bytes.count, bytes[index] != newline { index += 1 }
                blank(start..<index)
                continue
            }
            if byte == slash && next == star {
                let start = index
                index += 2
                while index < bytes.count, !(bytes[index] == star && index + 1 < bytes.count && bytes[index + 1] == slash) { index += 1 }
                index = min(index + 2, bytes.count)
                blank(start..<index)
                continue
            }
            if byte == quote || byte == apostrophe {
                let start = index
                index += 1
                while index < bytes.count, bytes[index] != byte, bytes[index] != newline {
                    index += bytes[index] == backslash ? 2 : 1
                }
                index = min(index + 1, bytes.count)
                blank(start..<index)
                continue
            }
            if byte == hash && atLineStart {
                // A preprocessor line (continued by a trailing backslash): `#import "…"` text is no code.
                let start = index
                while index < bytes.count {
                    if bytes[index] == newline && (index == 0 || bytes[index - 1] != backslash) { break }
                    index += 1
                }
                blank(start..<index)
                continue
            }
            if byte == newline { atLineStart = true } else if byte != space && byte != UInt8(ascii: "\t") { atLineStart = false }
            index += 1
        }
        return out
    }
}
