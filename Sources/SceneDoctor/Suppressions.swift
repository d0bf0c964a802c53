import SwiftSyntax

/// The `// scenectl:disable-next-line RULE-ID…` and `// scenectl:disable RULE-ID…` comments of a
/// file (docs/DOCTOR.md "Silencing a finding").
///
/// The comments are the syntax tree's comment trivia, so a `//` inside a string literal is not a
/// comment, and CRLF line ends are trivia of their own. After the directive come rule ids (or
/// `all`), separated by spaces or commas; the first word that is no rule id ends them, so a
/// reason may follow (`… url-lost-at-cold-launch (links are all handled …)`). A directive with no
/// word after it silences every rule; one whose first word is no rule id (a misspelt id)
/// silences nothing.
struct Suppressions: Sendable {
    /// Rule ids silenced per 1-based line.
    private var byLine: [Int: Set<String>] = [:]

    /// Every rule id a directive can name.
    static let ruleIDs: Set<String> = Set(DoctorRules.descriptions.map(\.id)).union(LaunchRules.ids).union(["all"])

    init() {}

    /// The directives of `tree`; `text` is its source, searched first so that a file without the
    /// word is not walked; `line` gives a UTF-8 offset's line.
    init(tree: SourceFileSyntax, text: String, line: (Int) -> Int) {
        guard Self.contains(text, "scenectl:disable") else { return }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position.utf8Offset
            for piece in token.leadingTrivia {
                record(piece, at: offset, line: line)
                offset += piece.sourceLength.utf8Length
            }
            offset = token.endPositionBeforeTrailingTrivia.utf8Offset
            for piece in token.trailingTrivia {
                record(piece, at: offset, line: line)
                offset += piece.sourceLength.utf8Length
            }
        }
    }

    /// The directives of an Objective-C file's line comments (each its text and offset).
    init(lineComments: [(text: String, offset: Int)], line: (Int) -> Int) {
        for comment in lineComments where Self.contains(comment.text, "scenectl:disable") { record(comment: comment.text, at: comment.offset, line: line) }
    }

    private mutating func record(_ piece: TriviaPiece, at offset: Int, line: (Int) -> Int) {
        guard case .lineComment(let comment) = piece else { return }
        record(comment: comment, at: offset, line: line)
    }

    private mutating func record(comment: String, at offset: Int, line: (Int) -> Int) {
        let rest = comment.dropFirst(2).drop { $0 == " " || $0 == "/" }
        let target: Int
        let words: Substring
        if rest.hasPrefix("scenectl:disable-next-line") {
            target = line(offset) + 1
            words = rest.dropFirst("scenectl:disable-next-line".count)
        } else if rest.hasPrefix("scenectl:disable") {
            target = line(offset)
            words = rest.dropFirst("scenectl:disable".count)
            guard words.isEmpty || words.first == " " || words.first == "\t" else { return }
        } else {
            return
        }
        let names = words.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
        if names.isEmpty {
            byLine[target, default: []].insert("all")
            return
        }
        for name in names {
            guard Self.ruleIDs.contains(name) else { break }
            byLine[target, default: []].insert(name)
        }
    }

    /// A byte search (Foundation's `contains` compares Unicode text, many times slower; the pattern
    /// is ASCII, so bytes match exactly when the text does).
    static func contains(_ text: String, _ pattern: String) -> Bool {
        let needle = Array(pattern.utf8)
        guard let first = needle.first else { return true }
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= needle.count else { return false }
            var index = 0
            let last = bytes.count - needle.count
            while index <= last {
                if bytes[index] == first {
                    var matched = 1
                    while matched < needle.count && bytes[index + matched] == needle[matched] { matched += 1 }
                    if matched == needle.count { return true }
                }
                index += 1
            }
            return false
        }
    }

    /// Whether `ruleID` is silenced on `line`.
    func silences(_ ruleID: String, line: Int) -> Bool {
        guard let ids = byLine[line] else { return false }
        return ids.contains(ruleID) || ids.contains("all")
    }
}
