import ArgumentParser
import Foundation
import OpenUISceneManifest

/// `scenectl explain PATH [--role ROLE] [--name NAME] [--product PRODUCT] [--module MODULE] [--format text|json]`.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show the configuration a new scene session gets and the lifecycle mode of the app.",
        discussion: """
            Answers "why is my SceneDelegate never called?" in one command. Build settings in the \
            Info.plist ($(PRODUCT_BUNDLE_IDENTIFIER)…) are expanded from OPENUISCENE_BUILD_SETTING_<NAME> \
            variables, BuildSettings.xcconfig beside the Info.plist, and the defaults (--product, --module); \
            each setting's value and source is listed. With --format json it prints one object with exactly \
            the keys mode, role, name, sceneClass, delegateClass, storyboard, bundleIdentifier, \
            applicationIdentifier, buildSettingsFile and buildSettings (docs/MANIFEST.md). \
            Exit status: 0, 1 when the file is not a usable property list, 2 when it cannot be read.
            """
    )

    @Argument(help: "The Info.plist file.")
    var path: String

    @Option(help: "The session role, as UIKit spells it.")
    var role: String = SceneSessionRoleKey.windowApplication

    @Option(help: "The configuration name to look up, as UISceneConfiguration(name:sessionRole:) does (default: the role's first configuration).")
    var name: String?

    @OptionGroup var buildSettings: BuildSettingsOptions

    /// `--module`: the app's module name, substituted for $(PRODUCT_MODULE_NAME) (and $(PRODUCT_NAME) in class names).
    var module: String? { buildSettings.module }

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let output = ExplainReport.run(path: path, role: role, name: name, module: module, product: buildSettings.product, format: format)
        FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
        FileHandle.standardError.write(Data(output.standardError.utf8))
        if output.exitCode != 0 { throw ExitCode(output.exitCode) }
    }
}
