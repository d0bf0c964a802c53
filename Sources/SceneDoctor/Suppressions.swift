/// The `// scenectl:disable-next-line RULE-ID…` and `// scenectl:disable RULE-ID…` comments of a
/// file (docs/DOCTOR.md "Silencing a finding"). `all` silences every rule.
struct Suppressions: Sendable {
    /// Rule ids silenced per 1-based line.
    private var byLine: [Int: Set<String>] = [:]

    init(text: String) {
        guard text.contains("scenectl:disable") else { return }
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

    /// Whether `ruleID` is silenced on `line`.
    func silences(_ ruleID: String, line: Int) -> Bool {
        guard let ids = byLine[line] else { return false }
        return ids.contains(ruleID) || ids.contains("all")
    }
}
