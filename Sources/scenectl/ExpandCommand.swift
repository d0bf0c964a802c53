import ArgumentParser
import Foundation
import OpenUISceneManifest

/// `scenectl expand PATH [--product PRODUCT] [--module MODULE]`: the Info.plist with its build
/// settings expanded as the app expands them, for tools (the desktop-entry installer asks it, so
/// that the expansion and its limits have one implementation).
struct ExpandCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "expand",
        abstract: "Print an Info.plist with its build settings expanded as the app expands them (JSON, for tools).",
        discussion: """
            Expands $(NAME) references in the Info.plist's strings from OPENUISCENE_BUILD_SETTING_<NAME>, \
            BuildSettings.xcconfig beside it and the defaults (--product, --module), with the same limits as \
            the app (docs/MANIFEST.md "Build settings"). Prints one JSON object with exactly the keys \
            infoPlist (the expanded property list as a binary property list in base64, which carries any \
            string exactly; a reference without a value is left as written), \
            buildSettingsFile, buildSettings and diagnostics (as `scenectl lint --format json`: the \
            expansion's findings, each with its key path). \
            Exit status: 0, 1 when the file is not a usable property list, 2 when it cannot be read.
            """
    )

    @Argument(help: "The Info.plist file.")
    var path: String

    @OptionGroup var buildSettings: BuildSettingsOptions

    func run() throws {
        let context = BuildSettingsOutput.context(product: buildSettings.product, module: buildSettings.module, environment: nil)
        let output = Self.output(path: path, context: context)
        FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
        FileHandle.standardError.write(Data(output.standardError.utf8))
        if output.exitCode != 0 { throw ExitCode(output.exitCode) }
    }

    struct Document: Encodable {
        var infoPlist: String
        var buildSettingsFile: String?
        var buildSettings: [BuildSettingsOutput.JSONSetting]
        var diagnostics: [LintReport.JSONReport.Diagnostic]

        enum CodingKeys: String, CodingKey { case infoPlist, buildSettingsFile, buildSettings, diagnostics }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(infoPlist, forKey: .infoPlist)
            try container.encode(buildSettingsFile, forKey: .buildSettingsFile)
            try container.encode(buildSettings, forKey: .buildSettings)
            try container.encode(diagnostics, forKey: .diagnostics)
        }
    }

    static func output(path: String, context: BuildSettingsContext) -> CommandOutput {
        let expanded: (root: [String: Any], report: BuildSettingsReport)
        do throws(InfoPlistLoadError) {
            expanded = try InfoPlistLoader.expand(contentsOf: URL(fileURLWithPath: path), buildSettings: context)
        } catch {
            let diagnostic = error.diagnostic
            return CommandOutput(standardOutput: "", standardError: "scenectl expand: \(path): \(diagnostic.message)\n",
                                 exitCode: diagnostic.code == DiagnosticCode.unreadable.rawValue ? 2 : 1)
        }
        // Binary, not XML: an expanded string may hold characters XML 1.0 cannot carry.
        guard let data = try? PropertyListSerialization.data(fromPropertyList: expanded.root, format: .binary, options: 0) else {
            return CommandOutput(standardOutput: "", standardError: "scenectl expand: \(path): the expanded property list cannot be written.\n", exitCode: 1)
        }
        let report = expanded.report
        let document = Document(
            infoPlist: data.base64EncodedString(),
            buildSettingsFile: report.settingsFileFound ? report.settingsFilePath : nil,
            buildSettings: report.settings.map(BuildSettingsOutput.JSONSetting.init),
            diagnostics: report.diagnostics.map(LintReport.JSONReport.Diagnostic.init))
        return CommandOutput(standardOutput: CommandOutput.json(document) + "\n", exitCode: 0)
    }
}
