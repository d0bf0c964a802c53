import ArgumentParser
import Foundation
import ScenePort
import SceneToolsCore

/// `scenectl port FOLDER [--format text|json|sarif]`.
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Say what an iOS app's scene code needs to run here, file by file.",
        discussion: """
            Reads the Swift files and Info.plists under FOLDER as scenectl doctor does (not build products or \
            dependencies; links are named, not followed) and reports \
            what must change (does not compile here, or a broken Info.plist), what behaves differently, and \
            notes, each with what to do. It builds nothing: it parses the Swift files (swift-syntax), so it \
            can miss what only the type checker sees; code in an #if clause that is false on Linux is not \
            reported. Exit status: 0 when nothing must change, 1 when something must, 2 when the folder \
            cannot be read. docs/PORTING.md explains each finding.
            """
    )

    @Argument(help: "The app's source folder.")
    var folder: String

    @Option(help: "Output format: text, json, or sarif (SARIF 2.1.0, as scenectl doctor's).")
    var format: ReportFormat = .text

    func run() throws {
        let output = PortReport(folder: folder).render(format)
        FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
        FileHandle.standardError.write(Data(output.standardError.utf8))
        if output.exitCode != 0 { throw ExitCode(output.exitCode) }
    }
}

extension PortReport {
    /// What `scenectl port` prints, and its exit status.
    func render(_ format: ReportFormat) -> CommandOutput {
        switch format {
        case .text: CommandOutput(standardOutput: text, standardError: errorText, exitCode: exitCode)
        case .json: CommandOutput(standardOutput: json, standardError: errorText, exitCode: exitCode)
        case .sarif: CommandOutput(standardOutput: sarif, standardError: errorText, exitCode: exitCode)
        }
    }

    /// The findings as the tools' one diagnostic type: must change is an error, behaves
    /// differently a warning, a note a note; one SARIF rule per finding code.
    var diagnostics: [SceneToolsCore.Finding] {
        findings.map { finding in
            var diagnostic = SceneToolsCore.Finding(ruleID: finding.code, severity: finding.impact == .doesNotCompile ? .error : finding.impact == .behavesDifferently ? .warning : .note,
                                     path: finding.file, line: finding.line ?? 0, column: 1, message: finding.message)
            diagnostic.fix = finding.fix
            return diagnostic
        }
    }

    var sarif: String {
        var seen = Set<String>()
        let rules = findings.filter { seen.insert($0.code).inserted }.map { finding in
            SARIFRule(id: finding.code, name: finding.code, fullDescription: finding.message, help: finding.fix,
                      helpUri: "https://github.com/openuiscene/openuiscene/blob/main/docs/PORTING.md",
                      level: finding.impact == .doesNotCompile ? "error" : finding.impact == .behavesDifferently ? "warning" : "note")
        }
        return SARIFWriter.log(tool: "scenectl-port", informationUri: "https://github.com/openuiscene/openuiscene/blob/main/docs/PORTING.md", rules: rules, findings: diagnostics)
    }
}
