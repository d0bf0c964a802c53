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

    /// `text`, `json`, `sarif`, `github`.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif, github
    }

    @Argument(help: "The app's folders (or single files).")
    var paths: [String] = []

    @Option(help: "Output format: text, json, sarif (SARIF 2.1.0, for GitHub code scanning) or github (GitHub Actions annotations).")
    var format: Format = .text

    @Option(help: "The configuration file (default: .scenectl.yml in the current folder, else in the first folder given).")
    var config: String?

    @Option(help: "Report only the findings that are not in this baseline (written by --write-baseline).")
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Write every finding of this run to FILE as a baseline, then report as usual.")
    var writeBaseline: String?

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
        let output = Self.output(paths: paths, format: format, rules: onlyRules, config: config, baseline: baseline, writeBaseline: writeBaseline)
        FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
        FileHandle.standardError.write(Data(output.standardError.utf8))
        if output.exitCode != 0 { throw ExitCode(output.exitCode) }
    }

    /// The configuration file: the one named, else `.scenectl.yml` in the current folder, else
    /// in the first folder given; with the folder its `excluded` paths are relative to.
    static func configurationFile(named: String?, paths: [String]) -> (path: String, root: String)? {
        if let named { return (named, (named as NSString).deletingLastPathComponent) }
        if FileManager.default.fileExists(atPath: DoctorConfiguration.fileName) { return (DoctorConfiguration.fileName, "") }
        if let first = paths.first {
            var isFolder: ObjCBool = false
            let candidate = (first as NSString).appendingPathComponent(DoctorConfiguration.fileName)
            if FileManager.default.fileExists(atPath: first, isDirectory: &isFolder), isFolder.boolValue, FileManager.default.fileExists(atPath: candidate) {
                return (candidate, first)
            }
        }
        return nil
    }

    /// What the command prints and its exit status.
    static func output(paths: [String], format: Format, rules ruleIDs: [String] = [], config: String? = nil, baseline: String? = nil, writeBaseline: String? = nil) -> CommandOutput {
        func failure(_ text: String) -> CommandOutput {
            CommandOutput(standardOutput: "", standardError: "scenectl doctor: error: \(text)\n", exitCode: 2)
        }
        var configuration = DoctorConfiguration()
        var configurationRoot = ""
        if let file = configurationFile(named: config, paths: paths) {
            guard let data = FileManager.default.contents(atPath: file.path) else { return failure("\(file.path): cannot be read") }
            let known = Set(DoctorRules.descriptions.map(\.id)).union(LaunchRules.ids)
            do { configuration = try DoctorConfiguration.parse(String(decoding: data, as: UTF8.self), path: file.path, knownRules: known) } catch {
                return failure(error.description)
            }
            configurationRoot = file.root
        }
        var recorded: DoctorBaseline?
        if let baseline {
            guard let data = FileManager.default.contents(atPath: baseline) else { return failure("\(baseline): cannot be read (write one with --write-baseline)") }
            do { recorded = try DoctorBaseline.parse(data, path: baseline) } catch { return failure(error.description) }
        }
        func selected(_ id: String) -> Bool { (ruleIDs.isEmpty || ruleIDs.contains(id)) && configuration.runs(id) }
        let rules = DoctorRules.all.filter { selected(type(of: $0).description.id) }
        let launchRules = LaunchRules.ids.filter(selected)
        var report: DoctorReport
        do {
            report = try Doctor.check(paths: paths, rules: rules, launchRules: launchRules) { configuration.excludes($0, root: configurationRoot) }
        } catch {
            return failure(error.description)
        }
        report = configuration.apply(to: report, root: configurationRoot)
        if let writeBaseline {
            do { try Data(DoctorBaseline(report: report).json().utf8).write(to: URL(fileURLWithPath: writeBaseline), options: .atomic) } catch {
                return failure("\(writeBaseline): the baseline cannot be written (\(error.localizedDescription))")
            }
        }
        if let recorded { report = recorded.filter(report) }
        let text: String
        switch format {
        case .text: text = DoctorOutput.text(report)
        case .json: text = DoctorOutput.json(report)
        case .sarif: text = DoctorOutput.sarif(report)
        case .github: text = DoctorOutput.github(report)
        }
        let incomplete = report.problems.contains { $0.leavesCodeUnchecked }
        let status: Int32 = incomplete ? 2 : (report.hasWarnings ? 1 : 0)
        return CommandOutput(standardOutput: text, standardError: DoctorOutput.problems(report), exitCode: status)
    }
}
