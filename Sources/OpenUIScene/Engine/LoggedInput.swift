import Foundation

/// Input from outside the process or from the app, as it appears in a message, the log and the
/// trace (issue 22 item 7, docs/TRACE.md "Size"): a forged 4 MB quick-action type sent 100 times
/// grew the process by 800 MB and its log by 400 MB, because every message quoted it whole.
package enum LoggedInput {
    /// The most UTF-8 bytes of one input a message quotes: 256.
    package static let maximumQuotedLength = 256
    /// The most UTF-8 bytes of one trace event's detail (and of one logged error message): 4 KiB.
    package static let maximumDetailLength = 4096

    /// `text`, or its first `limit` bytes (cut on a character boundary) followed by
    /// `…[N bytes in all]`.
    package static func truncated(_ text: String, limit: Int = maximumQuotedLength) -> String {
        let count = text.utf8.count
        guard count > limit else { return text }
        var end = text.utf8.index(text.utf8.startIndex, offsetBy: limit)
        while end.samePosition(in: text.unicodeScalars) == nil { end = text.utf8.index(before: end) }
        return String(text.unicodeScalars[..<end]) + "…[\(count) bytes in all]"
    }
}
