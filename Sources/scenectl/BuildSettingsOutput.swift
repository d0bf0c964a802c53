import ArgumentParser
import Foundation
import OpenUISceneManifest

/// `--product NAME` and `--module NAME`: what the running app would know, for the build-setting
/// defaults (shared by `lint` and `explain`).
struct BuildSettingsOptions: ParsableArguments {
    @Option(help: "The app's executable name: the default of $(PRODUCT_NAME) (and $(EXECUTABLE_NAME), and the default bundle id org.openuiscene.<product>). Without it, settings derived from it are shown as known only when the app runs.")
    var product: String?

    @Option(help: "The app's module name (its app delegate's module): the default of $(PRODUCT_MODULE_NAME), substituted in class names.")
    var module: String?
}

/// How `scenectl` renders a ``BuildSettingsReport`` (docs/MANIFEST.md, "Build settings").
enum BuildSettingsOutput {
    /// The expansion context of a `scenectl` run: the `OPENUISCENE_BUILD_SETTING_*` variables of
    /// `environment` (scenectl's own environment when `nil`) and the `--product`/`--module` values.
    static func context(product: String?, module: String?, environment: [String: String]?) -> BuildSettingsContext {
        BuildSettingsContext(
            environment: environment ?? ProcessContext.environment(prefixed: BuildSettingsContext.environmentPrefix),
            productName: product, productNameOrigin: "--product \(product ?? "")",
            moduleName: module, moduleNameOrigin: "--module \(module ?? "")")
    }

    /// One line per setting, without indentation:
    /// `PRODUCT_NAME = "notes" from --product notes; used by CFBundleName, $(EXECUTABLE_NAME)`.
    static func lines(_ report: BuildSettingsReport) -> [String] {
        report.settings.map(line)
    }

    /// The text lists at most this many users of a setting (the JSON lists them all).
    static let maximumUsersShown = 10

    static func line(_ setting: BuildSettingValue) -> String {
        let from: String
        switch setting.source {
        case .environment: from = "the environment (\(setting.origin))"
        case .file, .default, .none: from = setting.origin
        }
        var text: String
        switch setting.status {
        case .expanded:
            text = "\(setting.name) = \"\(setting.value ?? "")\" from \(from)"
        case .atLaunch:
            text = "\(setting.name): known only when the app runs; from \(from)"
        case .unknown:
            text = "\(setting.name): no value: \(setting.problem ?? "")"
            if setting.source != .none { text += "; from \(from)" }
        }
        if !setting.usedBy.isEmpty {
            let shown = setting.usedBy.prefix(maximumUsersShown)
            text += "; used by \(shown.joined(separator: ", "))"
            if setting.usedBy.count > shown.count { text += " and \(setting.usedBy.count - shown.count) more" }
        }
        return text
    }

    /// Where the settings file was looked for, in words.
    static func fileLine(_ report: BuildSettingsReport) -> String? {
        guard let path = report.settingsFilePath else { return nil }
        return report.settingsFileFound ? "settings file \(path)" : "no settings file (\(path) does not exist)"
    }

    /// The JSON object of one setting: exactly `name`, `value`, `source`, `status`, `origin`,
    /// `problem`, `usedBy` (absent values are `null`).
    struct JSONSetting: Encodable, Equatable {
        var name: String
        var value: String?
        var source: String
        var status: String
        var origin: String
        var problem: String?
        var usedBy: [String]

        init(_ setting: BuildSettingValue) {
            name = setting.name
            value = setting.value
            source = setting.source.rawValue
            status = setting.status.rawValue
            origin = setting.origin
            problem = setting.problem
            usedBy = setting.usedBy
        }

        enum CodingKeys: String, CodingKey { case name, value, source, status, origin, problem, usedBy }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(value, forKey: .value)
            try container.encode(source, forKey: .source)
            try container.encode(status, forKey: .status)
            try container.encode(origin, forKey: .origin)
            try container.encode(problem, forKey: .problem)
            try container.encode(usedBy, forKey: .usedBy)
        }
    }
}
