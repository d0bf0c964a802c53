import ArgumentParser
import Foundation

/// `scenectl lint PATH... [--strict] [--product PRODUCT] [--module MODULE] [--format text|json]`.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check Info.plist scene manifests.",
        discussion: """
            Reports every finding with its severity, code, key path (and line, for XML plists) and a fix.
            Exit status: 0 when no file has an error (warnings and information are printed), 1 when any \
            file has an error (or, with --strict, a warning), 2 when an input cannot be read at all. \
            Build settings in the Info.plist are expanded as the app expands them (OPENUISCENE_BUILD_SETTING_<NAME>, \
            BuildSettings.xcconfig beside the Info.plist, then the defaults; --product and --module stand in \
            for the executable and module the running app knows), and each setting's value and source is listed.
            The codes and the JSON schema are documented in docs/MANIFEST.md.
            """
    )

    @Argument(help: "The Info.plist files to check (XML, binary or OpenStep).")
    var paths: [String]

    @Flag(help: "Also fail (exit 1) on warnings.")
    var strict = false

    @OptionGroup var buildSettings: BuildSettingsOptions

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Give at least one Info.plist path.") }
    }

    func run() throws {
        let context = BuildSettingsOutput.context(product: buildSettings.product, module: buildSettings.module, environment: nil)
        let output = LintReport(paths: paths, strict: strict, buildSettings: context).render(format)
        FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
        FileHandle.standardError.write(Data(output.standardError.utf8))
        if output.exitCode != 0 { throw ExitCode(output.exitCode) }
    }
}
