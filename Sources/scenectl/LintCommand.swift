import ArgumentParser
import Foundation

/// `scenectl lint PATH... [--strict] [--format text|json]`.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check Info.plist scene manifests.",
        discussion: """
            Reports every finding with its severity, code, key path (and line, for XML plists) and a fix.
            Exit status: 0 when no file has an error (warnings and information are printed), 1 when any \
            file has an error (or, with --strict, a warning), 2 when an input cannot be read at all.
            The codes and the JSON schema are documented in docs/MANIFEST.md.
            """
    )

    @Argument(help: "The Info.plist files to check (XML, binary or OpenStep).")
    var paths: [String]

    @Flag(help: "Also fail (exit 1) on warnings.")
    var strict = false

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Give at least one Info.plist path.") }
    }

    func run() throws {
        let output = LintReport(paths: paths, strict: strict).render(format)
        FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
        FileHandle.standardError.write(Data(output.standardError.utf8))
        if output.exitCode != 0 { throw ExitCode(output.exitCode) }
    }
}
