import ArgumentParser
import Foundation
import ScenePort

/// `scenectl port FOLDER [--format text|json]`.
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Say what an iOS app's scene code needs to run here, file by file.",
        discussion: """
            Reads the Swift files and Info.plists under FOLDER (not .build, Pods, Carthage, .git) and reports \
            what must change (does not compile here, or a broken Info.plist), what behaves differently, and \
            notes, each with what to do. It builds nothing: it parses the Swift files (swift-syntax), so it \
            can miss what only the type checker sees; code in an #if clause that is false on Linux is not \
            reported. Exit status: 0 when nothing must change, 1 when something must, 2 when the folder \
            cannot be read. docs/PORTING.md explains each finding.
            """
    )

    @Argument(help: "The app's source folder.")
    var folder: String

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let output = PortReport(folder: folder).render(format)
        FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
        FileHandle.standardError.write(Data(output.standardError.utf8))
        if output.exitCode != 0 { throw ExitCode(output.exitCode) }
    }
}

extension PortReport {
    /// What `scenectl port` prints, and its exit status.
    func render(_ format: OutputFormat) -> CommandOutput {
        CommandOutput(standardOutput: format == .json ? json : text, standardError: errorText, exitCode: exitCode)
    }
}
