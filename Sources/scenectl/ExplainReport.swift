import Foundation
import OpenUISceneManifest

/// `scenectl explain`: loads one Info.plist and renders a ``ManifestExplanation``.
enum ExplainReport {
    /// The JSON object: exactly `mode`, `role`, `name`, `sceneClass`, `delegateClass`, `storyboard`,
    /// `bundleIdentifier`, `applicationIdentifier`, `buildSettingsFile`, `buildSettings` (absent
    /// values are `null`, never left out).
    struct JSONObject: Encodable, Equatable {
        var mode: String
        var role: String
        var name: String?
        var sceneClass: String?
        var delegateClass: String?
        var storyboard: String?
        var bundleIdentifier: String?
        var applicationIdentifier: String?
        var buildSettingsFile: String?
        var buildSettings: [BuildSettingsOutput.JSONSetting]

        enum CodingKeys: String, CodingKey {
            case mode, role, name, sceneClass, delegateClass, storyboard, bundleIdentifier, applicationIdentifier, buildSettingsFile, buildSettings
        }

        init(_ explanation: ManifestExplanation, info: InfoPlist, buildSettings: BuildSettingsReport?) {
            mode = explanation.mode.explainName
            role = explanation.role
            name = explanation.name
            sceneClass = explanation.sceneClass
            delegateClass = explanation.delegateClass
            storyboard = explanation.storyboard
            bundleIdentifier = info.bundleIdentifier
            applicationIdentifier = info.bundleIdentifier.flatMap { ApplicationIdentifier.isValid($0) ? $0 : nil }
            buildSettingsFile = buildSettings.flatMap { $0.settingsFileFound ? $0.settingsFilePath : nil }
            self.buildSettings = (buildSettings?.settings ?? []).map(BuildSettingsOutput.JSONSetting.init)
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(mode, forKey: .mode)
            try container.encode(role, forKey: .role)
            try container.encode(name, forKey: .name)
            try container.encode(sceneClass, forKey: .sceneClass)
            try container.encode(delegateClass, forKey: .delegateClass)
            try container.encode(storyboard, forKey: .storyboard)
            try container.encode(bundleIdentifier, forKey: .bundleIdentifier)
            try container.encode(applicationIdentifier, forKey: .applicationIdentifier)
            try container.encode(buildSettingsFile, forKey: .buildSettingsFile)
            try container.encode(buildSettings, forKey: .buildSettings)
        }
    }

    /// Loads `path`, with its build settings expanded (from `environment`'s
    /// `OPENUISCENE_BUILD_SETTING_*` variables, scenectl's own when `nil`, the settings file beside
    /// it, and the defaults with `product` and `module`), and explains it; exit 2 when unreadable,
    /// 1 when not a usable property list.
    static func run(path: String, role: String, name: String?, module: String?, product: String? = nil, format: OutputFormat, environment: [String: String]? = nil) -> CommandOutput {
        let result: InfoPlistParseResult
        let context = BuildSettingsOutput.context(product: product, module: module, environment: environment)
        do {
            result = try InfoPlistLoader.load(contentsOf: URL(fileURLWithPath: path), buildSettings: context)
        } catch {
            return CommandOutput(standardOutput: "", standardError: error.description + "\n", exitCode: error.isUnreadable ? 2 : 1)
        }
        let explanation = ManifestExplanation(info: result.info, role: role, name: name, moduleName: module)
        switch format {
        case .json:
            return CommandOutput(standardOutput: CommandOutput.json(JSONObject(explanation, info: result.info, buildSettings: result.buildSettings)) + "\n", exitCode: 0)
        case .text:
            var output = text(explanation, info: result.info, path: path, hasErrors: result.hasErrors)
            output += buildSettingsText(info: result.info, report: result.buildSettings)
            return CommandOutput(standardOutput: output, exitCode: 0)
        }
    }

    /// The application id and every build setting with its value and source.
    static func buildSettingsText(info: InfoPlist, report: BuildSettingsReport?) -> String {
        var lines: [String] = []
        if let identifier = info.bundleIdentifier {
            let unexpanded = !BuildSettingReference.references(in: identifier).isEmpty
            let missing = (report?.settings ?? []).filter { $0.status == .unknown && $0.usedBy.contains(InfoPlistKey.bundleIdentifier) }.map(\.name)
            if unexpanded, !missing.isEmpty {
                lines.append("Application id: none. \(InfoPlistKey.bundleIdentifier) \"\(identifier)\" uses \(missing.joined(separator: ", ")), which has no value (see below): the GTK host runs the app without single instance and URL hand-over.")
            } else if unexpanded {
                lines.append("Application id: \(identifier) is complete only when the app runs (pass --product NAME, the executable's name, to see it).")
            } else if let problem = ApplicationIdentifier.problem(with: identifier) {
                lines.append("Application id: none. \(InfoPlistKey.bundleIdentifier) \"\(identifier)\" is not a valid application id (\(problem)): the GTK host runs the app without single instance and URL hand-over.")
            } else {
                lines.append("Application id: \(identifier)")
            }
        } else {
            lines.append("Application id: none (no \(InfoPlistKey.bundleIdentifier)): every launch is a separate process.")
        }
        if let report, !report.settings.isEmpty {
            var header = "Build settings (from OPENUISCENE_BUILD_SETTING_<NAME>, then \(BuildSettingsFile.fileName) beside the Info.plist, then the defaults"
            if let file = BuildSettingsOutput.fileLine(report) { header += "; \(file)" }
            lines.append(header + "):")
            lines += BuildSettingsOutput.lines(report).map { "    " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The human explanation: mode and why, then the configuration and where each value comes from.
    static func text(_ explanation: ManifestExplanation, info: InfoPlist, path: String, hasErrors: Bool) -> String {
        var lines = ["Info.plist: \(path)"]
        let manifestKey = info.sceneManifestKey ?? InfoPlistKey.sceneManifest
        switch explanation.mode {
        case .legacy:
            lines.append("Mode: legacy. There is no \(InfoPlistKey.sceneManifest) dictionary, so no scene is created: the app delegate receives every lifecycle event and owns the window. A SceneDelegate is never called.")
        case .scene:
            let count = info.sceneManifest?.configurationCount ?? 0
            lines.append("Mode: scene. \(manifestKey) has \(count) configuration\(count == 1 ? "" : "s").")
        case .dependsOnDelegate:
            lines.append("Mode: delegate. \(manifestKey) has no configuration: the app runs in scene mode only if its app delegate implements application(_:configurationForConnecting:options:), and that method then chooses the configuration; otherwise it runs in legacy mode and no SceneDelegate is called.")
        }
        lines.append("Role: \(explanation.role)\(SceneSessionRoleKey.isKnown(explanation.role) ? "" : " (not a role UIKit knows)")\(SceneSessionRoleKey.isInert(explanation.role) ? " (OpenUIScene never creates sessions of this role on Linux)" : "")")
        if explanation.mode == .legacy {
            if hasErrors { lines.append("Note: the file has errors; run `scenectl lint \(path)`.") }
            return lines.joined(separator: "\n") + "\n"
        }
        let configuration = explanation.configuration
        if let index = configuration.entryIndex {
            lines.append("Configuration: \(quoted(configuration.name)) (item \(index) of \(explanation.role)\(explanation.requestedName == nil ? ", the role's default" : ""))")
        } else {
            lines.append("Configuration: none in the Info.plist for this role and name: UIKit returns an empty configuration and logs:")
            lines.append("    \(configuration.logMessage ?? "")")
        }
        var sceneLine = "Scene class: \(explanation.sceneClass ?? "none (no scene class for this role)")"
        if configuration.sceneClassName == nil {
            sceneLine += explanation.sceneClass == nil ? "" : " (default for the role: no \(InfoPlistKey.sceneClassName))"
        } else if configuration.sceneClassNameIsIgnored {
            sceneLine += " (\(InfoPlistKey.sceneClassName) \(quoted(configuration.sceneClassName)) names a delegate, not a scene class: UIKit falls back to the default)"
        }
        lines.append(sceneLine)
        lines.append("Delegate class: \(explanation.delegateClass ?? "none: the scene has no delegate\(explanation.mode == .dependsOnDelegate ? " unless configurationForConnecting sets one" : "")")")
        lines.append("Storyboard: \(explanation.storyboard.map { "\($0) (UIKit creates the window and its initial view controller before willConnect)" } ?? "none (the scene delegate creates its window)")")
        if explanation.moduleName == nil, explanation.hasUnsubstitutedPlaceholders {
            lines.append("Note: class names are shown as written, with $(PRODUCT_MODULE_NAME) not substituted; pass --module NAME (the app's module) to substitute it.")
        }
        if hasErrors { lines.append("Note: the file has errors; values of the wrong type are ignored. Run `scenectl lint \(path)`.") }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func quoted(_ value: String?) -> String {
        value.map { "\"\($0)\"" } ?? "(no name)"
    }
}
