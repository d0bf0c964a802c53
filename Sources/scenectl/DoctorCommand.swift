import ArgumentParser
import Foundation
import SceneDoctor

/// `scenectl doctor PATH... [--format text|json|sarif] [--rules-markdown]`.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Find scene-lifecycle bugs in an iOS app's Swift code, Info.plists and Xcode build settings.",
        discussion: """
            Reads every *.swift file, every Info.plist and every *.xcodeproj/project.pbxproj under the \
            paths, and prints each finding as `file:line:column: warning: message [rule-id]` (`note:` \
            where the analysis cannot tell). First, as errors, the app targets that will not launch when \
            built with the iOS 27 SDK because they have not adopted the scene life cycle; after the \
            findings, one line per app target gives that verdict. Exit status: 0 when nothing was found \
            (notes do not count), 1 when there is an error or a warning, 2 when a path cannot be read or a folder or Swift file under it \
            could not be read (the check is incomplete). Silence one finding with \
            `// scenectl:disable-next-line RULE-ID` on the line before it, or `// scenectl:disable RULE-ID` \
            at the end of its line. The rules, their sources and fixes: docs/DOCTOR.md.
            """
    )

    /// `text`, `json`, `sarif`.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif
    }

    @Argument(help: "The app's folders (or single files).")
    var paths: [String] = []

    @Option(help: "Output format: text, json or sarif (SARIF 2.1.0, for GitHub code scanning).")
    var format: Format = .text

    @Option(name: .customLong("rule"), help: "Run only this rule (repeatable).")
    var onlyRules: [String] = []

    @Flag(help: "Print every rule's documentation as Markdown (the rules part of docs/DOCTOR.md) and exit.")
    var rulesMarkdown = false

    func validate() throws {
        if !rulesMarkdown && paths.isEmpty { throw ValidationError("Give at least one folder or file of the app.") }
        let known = Set(DoctorRules.descriptions.map(\.id)).union(LaunchRules.ids)
        for rule in onlyRules where !known.contains(rule) {
            throw ValidationError("Unknown rule '\(rule)'. Rules: \(known.sorted().joined(separator: ", ")).")
        }
    }

    func run() throws {
        if rulesMarkdown {
            FileHandle.standardOutput.write(Data(DoctorDocumentation.rulesMarkdown().utf8))
            return
        }
        let output = Self.output(paths: paths, format: format, rules: onlyRules)
        FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
        FileHandle.standardError.write(Data(output.standardError.utf8))
        if output.exitCode != 0 { throw ExitCode(output.exitCode) }
    }

    /// What the command prints and its exit status.
    static func output(paths: [String], format: Format, rules ruleIDs: [String] = []) -> CommandOutput {
        let rules = ruleIDs.isEmpty ? DoctorRules.all : DoctorRules.all.filter { ruleIDs.contains(type(of: $0).description.id) }
        let launchRules = ruleIDs.isEmpty ? LaunchRules.ids : LaunchRules.ids.intersection(ruleIDs)
        let report: DoctorReport
        do {
            report = try Doctor.check(paths: paths, rules: rules, launchRules: launchRules)
        } catch {
            return CommandOutput(standardOutput: "", standardError: "scenectl doctor: error: \(error.description)\n", exitCode: 2)
        }
        let text: String
        switch format {
        case .text: text = DoctorOutput.text(report)
        case .json: text = DoctorOutput.json(report)
        case .sarif: text = DoctorOutput.sarif(report)
        }
        let incomplete = report.problems.contains { $0.leavesCodeUnchecked }
        let status: Int32 = incomplete ? 2 : (report.hasWarnings ? 1 : 0)
        return CommandOutput(standardOutput: text, standardError: DoctorOutput.problems(report), exitCode: status)
    }
}
