/// The two nestings that swift-syntax's parser cannot read in bounded time or memory, measured on
/// the bytes before parsing, so that a file that nests deeper than real code ever does is not
/// parsed at all:
/// - string literals inside each other's interpolations (`"\("\(x)")"` is 2): the parser needs
///   memory quadratic in that depth (a 20 KB file of nested interpolations took 780 MB, 100 KB
///   18.8 GB);
/// - square brackets opened one right after the other, with only `(`, spaces and comments
///   between (`[[[1]]]` and `[([(1)])]` are 3): swift-syntax 602's look-ahead for an inline array
///   type (`[3 of Int]`) tries each such bracket twice, so the time doubles with each one (18
///   took 3 s, 30 would take hours).
///
/// A small scanner of Swift's lexical structure: line and block comments (nested), single-line,
/// multi-line and raw (`#"…"#`) strings, their escapes and `\(…)` interpolations (with balanced
/// parentheses inside). Anything unterminated ends at the end of the file; it never traps.
public enum LexicalNesting {
    /// The deepest nestings of a file.
    public struct Depths: Sendable, Equatable {
        /// Of string literals inside interpolations.
        public var strings = 0
        /// Of square brackets opened one right after the other.
        public var squareBrackets = 0
    }

    /// The deepest nestings of `bytes`, in one pass.
    public static func measure(_ bytes: [UInt8]) -> Depths {
        enum Context {
            case code(parentheses: Int, interpolation: Bool)
            case string(pounds: Int, multiline: Bool)
        }
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), pound = UInt8(ascii: "#")
        let open = UInt8(ascii: "("), close = UInt8(ascii: ")"), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), newline = UInt8(ascii: "\n")
        let leftSquare = UInt8(ascii: "["), space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), carriageReturn = UInt8(ascii: "\r")
        var stack: [Context] = [.code(parentheses: 0, interpolation: false)]
        var strings = 0
        var squareRun = 0
        var depths = Depths()
        var index = 0
        let count = bytes.count
        func at(_ position: Int) -> UInt8 { position < count ? bytes[position] : 0 }
        while index < count {
            let byte = bytes[index]
            switch stack[stack.count - 1] {
            case .code(let parentheses, let interpolation):
                if byte == slash && at(index + 1) == slash {
                    while index < count && bytes[index] != newline { index += 1 }
                    continue
                }
                if byte == slash && at(index + 1) == star {
                    var depth = 1
                    index += 2
                    while index < count && depth > 0 {
                        if bytes[index] == slash && at(index + 1) == star { depth += 1; index += 2 } else if bytes[index] == star && at(index + 1) == slash { depth -= 1; index += 2 } else { index += 1 }
                    }
                    continue
                }
                if byte == pound || byte == quote {
                    var pounds = 0
                    var cursor = index
                    while at(cursor) == pound { pounds += 1; cursor += 1 }
                    guard at(cursor) == quote else { index = cursor + (cursor == index ? 1 : 0); continue }
                    let multiline = at(cursor + 1) == quote && at(cursor + 2) == quote
                    stack.append(.string(pounds: pounds, multiline: multiline))
                    strings += 1
                    depths.strings = max(depths.strings, strings)
                    squareRun = 0
                    index = cursor + (multiline ? 3 : 1)
                    continue
                }
                if byte == leftSquare {
                    squareRun += 1
                    depths.squareBrackets = max(depths.squareBrackets, squareRun)
                } else if byte != open && byte != space && byte != tab && byte != newline && byte != carriageReturn {
                    squareRun = 0
                }
                if byte == open {
                    stack[stack.count - 1] = .code(parentheses: parentheses + 1, interpolation: interpolation)
                } else if byte == close {
                    if parentheses == 0 && interpolation { stack.removeLast() } else if parentheses > 0 {
                        stack[stack.count - 1] = .code(parentheses: parentheses - 1, interpolation: interpolation)
                    }
                }
                index += 1
            case .string(let pounds, let multiline):
                if byte == backslash {
                    var cursor = index + 1
                    var seen = 0
                    while seen < pounds && at(cursor) == pound { seen += 1; cursor += 1 }
                    if seen == pounds && at(cursor) == open {
                        stack.append(.code(parentheses: 0, interpolation: true))
                        squareRun = 0
                        index = cursor + 1
                    } else {
                        index = cursor + 1
                    }
                    continue
                }
                if byte == quote {
                    let closes = multiline ? (at(index + 1) == quote && at(index + 2) == quote) : true
                    let end = index + (multiline ? 3 : 1)
                    var trailing = 0
                    while trailing < pounds && at(end + trailing) == pound { trailing += 1 }
                    if closes && trailing == pounds {
                        stack.removeLast()
                        strings -= 1
                        index = end + pounds
                        continue
                    }
                }
                if byte == newline && !multiline {
                    // An unterminated single-line string ends at the line's end.
                    stack.removeLast()
                    strings -= 1
                }
                index += 1
            }
        }
        return depths
    }
}
