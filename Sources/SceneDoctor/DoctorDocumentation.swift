/// The rules' part of docs/DOCTOR.md, generated from their descriptions (a test checks that the
/// file holds exactly this text; `scenectl doctor --rules-markdown` prints it).
public enum DoctorDocumentation {
    /// The marker lines around the generated part in docs/DOCTOR.md.
    public static let beginMarker = "<!-- BEGIN GENERATED RULES: scenectl doctor --rules-markdown -->"
    public static let endMarker = "<!-- END GENERATED RULES -->"

    /// Every rule as a Markdown section, between the markers.
    public static func rulesMarkdown() -> String {
        var text = beginMarker + "\n"
        text += "| id | name |\n|---|---|\n"
        for rule in LaunchRules.descriptions + DoctorRules.descriptions { text += "| [`\(rule.id)`](#\(rule.id)) | \(rule.name) |\n" }
        for rule in LaunchRules.descriptions + DoctorRules.descriptions {
            text += "\n### \(rule.id)\n"
            text += "**\(rule.name).** \(rule.rationale)\n\n"
            text += "Source: [\(rule.source.title)](\(rule.source.url)).\n\n"
            text += "**Fix.** \(rule.fix)\n\n"
            text += "Before:\n```swift\n\(rule.before)\n```\nAfter:\n```swift\n\(rule.after)\n```\n"
            text += LaunchRules.ids.contains(rule.id)
                ? "Judged per app target (Info.plist, build settings, app delegate); a comment does not silence it.\n\n"
                : "Silence one finding: `// scenectl:disable-next-line \(rule.id)`.\n\n"
            text += "<details><summary>Flagged (\(rule.triggeringExamples.count)) and left alone (\(rule.nonTriggeringExamples.count)): the examples its tests run</summary>\n\n"
            for example in rule.triggeringExamples {
                text += "Flagged\(example.comment.map { ": \($0)" } ?? ""):\n```swift\n\(example.code)\n```\n"
            }
            for example in rule.nonTriggeringExamples {
                text += "Not flagged\(example.comment.map { ": \($0)" } ?? ""):\n```swift\n\(example.code.replacingOccurrences(of: "↓", with: ""))\n```\n"
            }
            text += "</details>\n"
        }
        return text + endMarker + "\n"
    }
}
