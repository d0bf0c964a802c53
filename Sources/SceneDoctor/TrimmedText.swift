import SwiftSyntax

extension SyntaxProtocol {
    /// The node's source text without the leading trivia of its first token and the trailing
    /// trivia of its last: `trimmedDescription`'s text, sliced out of the node's bytes instead of
    /// read from a trimmed copy (which builds two new trees through key paths, and was a tenth of
    /// the doctor's time outside the parse).
    var trimmedText: String {
        let bytes = syntaxTextBytes
        // The first and last tokens, missing ones too, as `trimmed` sees them (in broken code a
        // missing last token keeps the trivia of the present one before it).
        let start = firstToken(viewMode: .all)?.leadingTriviaLength.utf8Length ?? 0
        let end = bytes.count - (lastToken(viewMode: .all)?.trailingTriviaLength.utf8Length ?? 0)
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
