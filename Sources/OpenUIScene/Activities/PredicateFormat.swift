import Foundation

/// The subset of Foundation's predicate format language that activation conditions use, for
/// Linux, where swift-corelibs-foundation has no `NSPredicate(format:)`.
///
/// Grammar (keywords are case-insensitive):
/// ```
/// predicate   := or
/// or          := and (("OR" | "||") and)*
/// and         := not (("AND" | "&&") not)*
/// not         := ("NOT" | "!") not | "(" predicate ")" | "TRUEPREDICATE" | "FALSEPREDICATE" | comparison
/// comparison  := "SELF" operator ["[" flags "]"] value
/// operator    := "==" | "=" | "!=" | "<>" | "BEGINSWITH" | "ENDSWITH" | "CONTAINS" | "LIKE" | "MATCHES" | "IN"
/// flags       := "c" | "d" | "cd"      (case- and diacritic-insensitive)
/// value       := string | %@ | "{" [string ("," string)*] "}"
/// string      := 'text' | "text"
/// ```
/// Parentheses and `NOT` nest at most ``maximumNestingDepth`` levels; lists hold strings only (a
/// list in a list is an error, found without descending). `AND`/`OR` chains are kept flat, so a
/// chain of any length is evaluated without deep recursion.
/// The left-hand side is always `SELF`: activation conditions are evaluated against a target
/// content identifier string, and UIKit allows no key paths there.
struct PredicateFormat: Sendable {
    indirect enum Node: Sendable {
        case constant(Bool)
        case not(Node)
        /// True when every operand is (an `AND` chain, kept flat).
        case and([Node])
        /// True when any operand is (an `OR` chain, kept flat).
        case or([Node])
        case compare(Operator, Options, Value)
    }

    enum Operator: String, Sendable {
        case equal, notEqual, beginsWith, endsWith, contains, like, matches, inCollection
    }

    struct Options: Sendable {
        var caseInsensitive = false
        var diacriticInsensitive = false
    }

    enum Value: Sendable {
        case string(String)
        case list([String])
    }

    /// Why a format string was not understood: the position and what was expected.
    struct ParseError: Error, CustomStringConvertible {
        let format: String
        let offset: Int
        let expected: String
        var description: String {
            "cannot parse predicate format \"\(Self.quoted(format))\" at character \(offset + 1): expected \(expected). Activation-condition predicates compare SELF with strings, e.g. \"self == 'note/1'\", \"self BEGINSWITH 'note/'\", \"self IN {'a', 'b'}\"."
        }

        /// The format for a message: at most 120 characters and its length, so a hostile format
        /// cannot flood the log.
        static func quoted(_ format: String) -> String {
            format.count <= 120 ? format : "\(format.prefix(120))…\" (\(format.count) characters)"
        }
    }

    /// How deeply parentheses and `NOT`/`!` may nest (together). Deeper formats are refused with a
    /// ``ParseError`` naming this limit: the parser descends once per level, so without a limit a
    /// format such as 10,000 `(` would overflow the stack. Real activation conditions nest 1–3 levels.
    static let maximumNestingDepth = 100

    let root: Node

    init(_ format: String, arguments: [Any]) throws(ParseError) {
        var parser = Parser(format: format, arguments: arguments)
        root = try parser.parseAll()
    }

    func evaluate(_ object: Any?) -> Bool {
        Self.evaluate(root, object.flatMap { $0 as? String })
    }

    private static func evaluate(_ node: Node, _ subject: String?) -> Bool {
        switch node {
        case .constant(let value): return value
        case .not(let inner): return !evaluate(inner, subject)
        case .and(let operands): return operands.allSatisfy { evaluate($0, subject) }
        case .or(let operands): return operands.contains { evaluate($0, subject) }
        case .compare(let op, let options, let value):
            guard let subject else { return op == .notEqual }
            return compare(subject, op, options, value)
        }
    }

    private static func normalize(_ text: String, _ options: Options) -> String {
        var compareOptions: String.CompareOptions = []
        if options.caseInsensitive { compareOptions.insert(.caseInsensitive) }
        if options.diacriticInsensitive { compareOptions.insert(.diacriticInsensitive) }
        return compareOptions.isEmpty ? text : text.folding(options: compareOptions, locale: nil)
    }

    private static func compare(_ subject: String, _ op: Operator, _ options: Options, _ value: Value) -> Bool {
        let lhs = normalize(subject, options)
        switch (op, value) {
        case (.inCollection, .list(let items)):
            return items.contains { normalize($0, options) == lhs }
        case (.inCollection, .string(let text)):
            return normalize(text, options).contains(lhs)
        case (_, .list):
            return false
        case (_, .string(let text)):
            let rhs = normalize(text, options)
            switch op {
            case .equal: return lhs == rhs
            case .notEqual: return lhs != rhs
            case .beginsWith: return lhs.hasPrefix(rhs)
            case .endsWith: return lhs.hasSuffix(rhs)
            case .contains: return lhs.contains(rhs)
            case .like: return wildcardMatch(Array(lhs), Array(rhs))
            case .matches:
                guard let regex = try? NSRegularExpression(pattern: "^(?:\(text))$", options: options.caseInsensitive ? [.caseInsensitive] : []) else { return false }
                return regex.firstMatch(in: subject, range: NSRange(subject.startIndex..., in: subject)) != nil
            case .inCollection: return false
            }
        }
    }

    /// `LIKE`: `*` matches any run of characters, `?` one character.
    private static func wildcardMatch(_ text: [Character], _ pattern: [Character]) -> Bool {
        var t = 0, p = 0, starP = -1, starT = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                t += 1; p += 1
            } else if p < pattern.count, pattern[p] == "*" {
                starP = p; starT = t; p += 1
            } else if starP >= 0 {
                p = starP + 1; starT += 1; t = starT
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    // MARK: - Parsing

    private struct Parser {
        let format: String
        let characters: [Character]
        var arguments: [Any]
        var position = 0
        /// Parentheses and `NOT`s open around the current position.
        var depth = 0

        init(format: String, arguments: [Any]) {
            self.format = format
            self.characters = Array(format)
            self.arguments = arguments
        }

        mutating func parseAll() throws(ParseError) -> Node {
            let node = try parseOr()
            skipSpace()
            guard position == characters.count else { throw error("the end of the format") }
            return node
        }

        func error(_ expected: String) -> ParseError {
            ParseError(format: format, offset: position, expected: expected)
        }

        /// Enters one more level of nesting, refusing to go past ``PredicateFormat/maximumNestingDepth``.
        mutating func descend() throws(ParseError) {
            depth += 1
            guard depth <= PredicateFormat.maximumNestingDepth else {
                throw error("a shallower format: it nests deeper than \(PredicateFormat.maximumNestingDepth) levels of parentheses and NOT, the limit OpenUIScene sets so that a hostile format cannot overflow the stack; simplify it")
            }
        }

        mutating func skipSpace() {
            while position < characters.count, characters[position].isWhitespace { position += 1 }
        }

        /// Consumes `word` (case-insensitive) when it stands alone at the current position.
        mutating func keyword(_ word: String) -> Bool {
            skipSpace()
            let letters = Array(word.uppercased())
            guard position + letters.count <= characters.count else { return false }
            for (offset, letter) in letters.enumerated() where Character(characters[position + offset].uppercased()) != letter {
                return false
            }
            let end = position + letters.count
            if letters.last?.isLetter == true, end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" {
                return false
            }
            position = end
            return true
        }

        mutating func parseOr() throws(ParseError) -> Node {
            var operands = [try parseAnd()]
            while keyword("OR") || keyword("||") { operands.append(try parseAnd()) }
            return operands.count == 1 ? operands[0] : .or(operands)
        }

        mutating func parseAnd() throws(ParseError) -> Node {
            var operands = [try parseNot()]
            while keyword("AND") || keyword("&&") { operands.append(try parseNot()) }
            return operands.count == 1 ? operands[0] : .and(operands)
        }

        mutating func parseNot() throws(ParseError) -> Node {
            if keyword("NOT") { return try parseNegated() }
            skipSpace()
            if position < characters.count, characters[position] == "!", position + 1 < characters.count, characters[position + 1] != "=" {
                position += 1
                return try parseNegated()
            }
            if keyword("(") {
                try descend()
                let inner = try parseOr()
                guard keyword(")") else { throw error("\")\"") }
                depth -= 1
                return inner
            }
            if keyword("TRUEPREDICATE") { return .constant(true) }
            if keyword("FALSEPREDICATE") { return .constant(false) }
            return try parseComparison()
        }

        /// The operand of a `NOT` (already consumed), one level deeper.
        mutating func parseNegated() throws(ParseError) -> Node {
            try descend()
            let operand = try parseNot()
            depth -= 1
            return .not(operand)
        }

        mutating func parseComparison() throws(ParseError) -> Node {
            guard keyword("SELF") else { throw error("SELF (activation conditions compare the target content identifier itself)") }
            let op: Operator
            if keyword("==") || keyword("=") { op = .equal }
            else if keyword("!=") || keyword("<>") { op = .notEqual }
            else if keyword("BEGINSWITH") { op = .beginsWith }
            else if keyword("ENDSWITH") { op = .endsWith }
            else if keyword("CONTAINS") { op = .contains }
            else if keyword("LIKE") { op = .like }
            else if keyword("MATCHES") { op = .matches }
            else if keyword("IN") { op = .inCollection }
            else { throw error("an operator (==, !=, BEGINSWITH, ENDSWITH, CONTAINS, LIKE, MATCHES, IN)") }
            var options = Options()
            if keyword("[") {
                while position < characters.count, characters[position] != "]" {
                    switch characters[position] {
                    case "c", "C": options.caseInsensitive = true
                    case "d", "D": options.diacriticInsensitive = true
                    default: throw error("the flags c or d")
                    }
                    position += 1
                }
                guard keyword("]") else { throw error("\"]\"") }
            }
            return .compare(op, options, try parseValue())
        }

        mutating func parseValue() throws(ParseError) -> Value {
            skipSpace()
            guard position < characters.count else { throw error("a value") }
            if keyword("{") {
                var items: [String] = []
                if keyword("}") { return .list(items) }
                repeat {
                    items.append(try parseString(expected: "a quoted string in the list (lists hold strings only, not lists or %@)"))
                } while keyword(",")
                guard keyword("}") else { throw error("\"}\" or \",\"") }
                return .list(items)
            }
            if keyword("%@") {
                guard !arguments.isEmpty else { throw error("an argument for %@ (too few arguments)") }
                let argument = arguments.removeFirst()
                if let list = argument as? [String] { return .list(list) }
                if let set = argument as? Set<String> { return .list(set.sorted()) }
                return .string(String(describing: argument))
            }
            return .string(try parseString(expected: "a quoted string, %@ or a {list}"))
        }

        /// `'text'` or `"text"`, with `\` escaping the next character.
        mutating func parseString(expected: String) throws(ParseError) -> String {
            skipSpace()
            guard position < characters.count else { throw error(expected) }
            let quote = characters[position]
            guard quote == "'" || quote == "\"" else { throw error(expected) }
            position += 1
            var text = ""
            while position < characters.count, characters[position] != quote {
                if characters[position] == "\\", position + 1 < characters.count {
                    position += 1
                }
                text.append(characters[position])
                position += 1
            }
            guard position < characters.count else { throw error("a closing \(quote)") }
            position += 1
            return text
        }
    }
}
