/// The `// scenectl:disable-next-line RULE-ID…` and `// scenectl:disable RULE-ID…` comments of a
/// file (docs/DOCTOR.md "Silencing a finding"). `all` silences every rule.
struct Suppressions: Sendable {
    /// Rule ids silenced per 1-based line.
    private var byLine: [Int: Set<String>] = [:]

    init(text: String) {
        guard Self.contains(text, "scenectl:disable") else { return }
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            guard let comment = line.range(of: "//") else { continue }
            let rest = line[comment.upperBound...].drop { $0 == " " || $0 == "/" }
            let target: Int
            let ids: Substring
            if rest.hasPrefix("scenectl:disable-next-line") {
                target = lineNumber + 1
                ids = rest.dropFirst("scenectl:disable-next-line".count)
            } else if rest.hasPrefix("scenectl:disable") {
                target = lineNumber
                ids = rest.dropFirst("scenectl:disable".count)
            } else {
                continue
            }
            let names = ids.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
            byLine[target, default: []].formUnion(names.isEmpty ? ["all"] : names)
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
