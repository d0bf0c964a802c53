import Foundation

/// The predicate format behind each `NSPredicate(format:)` the app made, with its `%@`
/// arguments written into it, so that a scene's activation conditions can be stored with its
/// session and rebuilt at the next launch (`SELF == %@` with `"note/1"` is kept as
/// `SELF == "note/1"`). Only formats whose arguments are strings (or arrays of strings, for
/// `IN %@`) can be written out; a block or value predicate cannot (`TRUEPREDICATE` and
/// `FALSEPREDICATE` written as formats can).
enum PredicateSource {
    private struct Entry {
        weak var predicate: NSPredicate?
        let format: String
    }

    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
    private static let lock = NSLock()

    /// Remembers the self-contained format of `predicate` (made from `format` and `arguments`).
    static func record(_ predicate: NSPredicate, format: String, arguments: [Any]) {
        guard let inlined = inline(format, arguments) else { return }
        lock.withLock {
            if entries.count > 4096 { entries = entries.filter { $0.value.predicate != nil } }
            entries[ObjectIdentifier(predicate)] = Entry(predicate: predicate, format: inlined)
        }
    }

    /// The self-contained format of a predicate made with `NSPredicate(format:)`, or `nil` when
    /// it cannot be written out (a block or value predicate, or arguments that are not strings).
    static func format(of predicate: NSPredicate) -> String? {
        lock.withLock {
            guard let entry = entries[ObjectIdentifier(predicate)], entry.predicate === predicate else { return nil }
            return entry.format
        }
    }

    /// Replaces each `%@` outside quotes with its argument as a quoted literal.
    static func inline(_ format: String, _ arguments: [Any]) -> String? {
        var output = ""
        var remaining = arguments[...]
        var quote: Character?
        var escaped = false
        var characters = format[...]
        while let character = characters.popFirst() {
            if let open = quote {
                output.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == open { quote = nil }
                continue
            }
            if character == "\"" || character == "'" {
                quote = character
                output.append(character)
            } else if character == "%", characters.first == "@" {
                characters.removeFirst()
                guard let argument = remaining.popFirst(), let literal = literal(argument) else { return nil }
                output += literal
            } else if character == "%" {
                return nil // %K, %d…: not an argument form activation conditions use
            } else {
                output.append(character)
            }
        }
        return output
    }

    private static func literal(_ value: Any) -> String? {
        if let string = value as? String { return quoted(string) }
        if let strings = value as? [String] { return "{" + strings.map(quoted).joined(separator: ", ") + "}" }
        if let array = value as? [Any] {
            let strings = array.compactMap { $0 as? String }
            guard strings.count == array.count else { return nil }
            return "{" + strings.map(quoted).joined(separator: ", ") + "}"
        }
        return nil
    }

    private static func quoted(_ string: String) -> String {
        var result = "\""
        for character in string {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result + "\""
    }
}
