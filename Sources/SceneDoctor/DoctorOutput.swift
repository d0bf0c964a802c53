import Foundation
import SceneToolsCore

/// The report as text, JSON or SARIF.
public enum DoctorOutput {
    /// `path:line:column: warning: message [rule-id]`, one finding a line: the compiler's format,
    /// which Xcode, GitHub Actions and editors annotate.
    /// Errors come first; after the findings, one line per app target says whether it launches
    /// with the iOS 27 SDK, and the last line counts (`1 error, ` leads it only when there is one).
    public static func text(_ report: DoctorReport) -> String {
        let lines = report.findings.map { "\(visible($0.path)):\($0.line):\($0.column): \($0.severity.rawValue): \(visible($0.message)) [\($0.ruleID)]" }
        return (lines + trailer(report)).joined(separator: "\n") + "\n"
    }

    /// The lines after the findings: one verdict a target, then the counts.
    static func trailer(_ report: DoctorReport) -> [String] {
        let errors = report.findings.filter { $0.severity == .error }.count
        let warnings = report.findings.filter { $0.severity == .warning }.count
        let notes = report.findings.count - warnings - errors
        let errorCount = errors == 0 ? "" : "\(errors) error\(errors == 1 ? "" : "s"), "
        let summary = "\(errorCount)\(warnings) warning\(warnings == 1 ? "" : "s"), \(notes) note\(notes == 1 ? "" : "s") in \(report.swiftFileCount) Swift file\(report.swiftFileCount == 1 ? "" : "s")"
            + (report.objectiveCFileCount > 0 ? " and \(report.objectiveCFileCount) Objective-C file\(report.objectiveCFileCount == 1 ? "" : "s")" : "")
            + (report.otherPlatformFileCount > 0 ? " (\(report.otherPlatformFileCount) file\(report.otherPlatformFileCount == 1 ? "" : "s") of Mac, tvOS or watchOS targets only left out)" : "")
        return report.launchVerdicts.map { visible(verdictLine($0)) } + [summary]
    }

    /// `text` with every control character (C0, DEL, C1) and bidirectional override written as
    /// `\u{…}`: a file name or a quoted piece of code can then neither start an output line of its
    /// own (a CI annotation, a forged finding) nor send escape sequences to the terminal.
    public static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isHidden) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isHidden(scalar) { result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// `launch with the iOS 27 SDK: App: adopted (…)`.
    static func verdictLine(_ verdict: LaunchVerdict) -> String {
        let status: String
        switch verdict.status {
        case .adopted: status = "adopted"
        case .notAdopted: status = "WILL NOT LAUNCH, not adopted"
        case .cannotTell: status = "cannot tell"
        }
        let framework = verdict.framework.map { ", \($0)" } ?? ""
        let host = verdict.testHostFor.isEmpty ? "" : ", test host of \(verdict.testHostFor.joined(separator: ", "))"
        return "launch with the iOS 27 SDK: \(verdict.target)\(framework)\(host): \(status) (\(verdict.reason))"
    }

    /// GitHub Actions workflow commands, one a finding (`::error file=…,line=…,col=…,title=…::…`;
    /// warnings `::warning`, notes `::notice`), then the verdict lines and the summary as plain
    /// lines. Values are escaped as the runner reads them (`%`, CR, LF, and `:` and `,` in
    /// properties), so no file name or message can start a command of its own.
    public static func github(_ report: DoctorReport) -> String {
        func data(_ text: String) -> String {
            visible(text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A"))
        }
        func property(_ text: String) -> String { data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C") }
        var lines = report.findings.map { finding -> String in
            let command = finding.severity == .note ? "notice" : finding.severity.rawValue
            return "::\(command) file=\(property(finding.path)),line=\(finding.line),col=\(finding.column),title=\(property(finding.ruleID))::\(data(finding.message))"
        }
        // The verdicts and counts are plain lines for the log (they begin with "launch with" or a
        // number, so none is a command; `visible` has escaped their control characters).
        lines += trailer(report)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The problems (what could not be read), one a line, for standard error.
    public static func problems(_ report: DoctorReport) -> String {
        report.problems.map { "\(visible($0.path)): \($0.leavesCodeUnchecked ? "error" : "warning"): \(visible($0.reason))\n" }.joined()
    }

    struct JSONReport: Encodable {
        var version = 1
        var findings: [Finding]
        var launchReadiness: [LaunchVerdict]
        var problems: [Problem]
        var swiftFiles: Int
        var objectiveCFiles: Int
        struct Problem: Encodable {
            var path: String
            var reason: String
            var leavesCodeUnchecked: Bool
        }
    }

    /// `{"version": 1, "findings": [...], "launchReadiness": [...], "problems": [...], "swiftFiles": N, "objectiveCFiles": N}`
    /// (docs/DOCTOR.md).
    public static func json(_ report: DoctorReport) -> String {
        encode(JSONReport(
            findings: report.findings,
            launchReadiness: report.launchVerdicts,
            problems: report.problems.map { JSONReport.Problem(path: $0.path, reason: $0.reason, leavesCodeUnchecked: $0.leavesCodeUnchecked) },
            swiftFiles: report.swiftFileCount,
            objectiveCFiles: report.objectiveCFileCount
        ))
    }

    /// A SARIF 2.1.0 log with one run: every rule (id, name, descriptions, help, helpUri) and
    /// every finding with its location, for GitHub code scanning.
    public static func sarif(_ report: DoctorReport, rules: [RuleDescription] = LaunchRules.descriptions + DoctorRules.descriptions) -> String {
        SARIFWriter.log(
            tool: "scenectl-doctor",
            informationUri: "https://github.com/openuiscene/openuiscene/blob/main/docs/DOCTOR.md",
            rules: rules.map { rule in
                SARIFRule(
                    id: rule.id, name: rule.name, fullDescription: rule.rationale,
                    help: "\(rule.fix)\n\nSource: \(rule.source.title) (\(rule.source.url)). " + (LaunchRules.ids.contains(rule.id)
                        ? "This rule is judged per app target from its Info.plist, build settings and app delegate; a comment does not silence it."
                        : "Silence one finding with `// scenectl:disable-next-line \(rule.id)`."),
                    helpUri: rule.source.url,
                    level: rule.id == LaunchReadiness.notAdoptedID ? "error" : "warning"
                )
            },
            findings: report.findings
        )
    }

    /// A relative path as a URI reference (`./` dropped, each component percent-encoded).
    static func uri(_ path: String) -> String { SARIFWriter.uri(path) }

    private static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
