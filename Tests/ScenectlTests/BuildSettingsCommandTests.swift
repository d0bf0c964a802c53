import Foundation
import TestSupport
import Testing
import OpenUISceneManifest
@testable import scenectl

/// `scenectl lint` and `scenectl explain` show the value of every build setting an Info.plist uses
/// and where it came from (docs/MANIFEST.md, "Build settings"), in text and JSON.
struct BuildSettingsCommandTests {
    /// Every kind of build-setting use; `$(URL_SCHEME)` is on line 15 (the lint test names it).
    static let plist = InfoPlistFixture(
        bundleIdentifier: "$(PRODUCT_BUNDLE_IDENTIFIER)",
        sceneManifest: .application(.init(name: "Default Configuration", delegateClass: "$(PRODUCT_MODULE_NAME).SceneDelegate"), supportsMultipleScenes: false),
        extraKeys: [
            "CFBundleName": "$(PRODUCT_NAME)",
            "CFBundleShortVersionString": "$(MARKETING_VERSION)",
            "CFBundleURLTypes": [["CFBundleURLSchemes": ["$(URL_SCHEME)"]]],
        ]).text

    /// The plist above in a fresh folder, with `settings` as its `BuildSettings.xcconfig` when given.
    static func fixture(settings: String? = "PRODUCT_BUNDLE_IDENTIFIER = com.example.$(PRODUCT_NAME:rfc1034identifier)\n") throws -> (plist: String, settings: String) {
        let path = try ScenectlTestSupport.temporaryFile(plist)
        let settingsPath = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("BuildSettings.xcconfig").path
        if let settings { try settings.write(toFile: settingsPath, atomically: true, encoding: .utf8) }
        return (path, settingsPath)
    }

    static let environment = ["OPENUISCENE_BUILD_SETTING_PRODUCT_NAME": "my_notes"]

    func explainJSON(_ path: String, product: String? = nil, module: String? = nil, environment: [String: String] = Self.environment) throws -> [String: Any] {
        let output = ExplainReport.run(path: path, role: SceneSessionRoleKey.windowApplication, name: nil, module: module, product: product, format: .json, environment: environment)
        #expect(output.exitCode == 0)
        return try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
    }

    func settings(_ object: [String: Any]) throws -> [String: [String: Any]] {
        let array = try #require(object["buildSettings"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: array.map { ($0["name"] as? String ?? "", $0) })
    }

    @Test func explainJSONGivesEachSettingsValueAndSource() throws {
        let (plist, settingsFile) = try Self.fixture()
        let object = try explainJSON(plist, module: "Notes")
        #expect(object["bundleIdentifier"] as? String == "com.example.my-notes")
        #expect(object["applicationIdentifier"] as? String == "com.example.my-notes")
        #expect(object["buildSettingsFile"] as? String == settingsFile)
        #expect(object["delegateClass"] as? String == "Notes.SceneDelegate")
        let byName = try settings(object)
        #expect(byName.keys.sorted() == ["MARKETING_VERSION", "PRODUCT_BUNDLE_IDENTIFIER", "PRODUCT_MODULE_NAME", "PRODUCT_NAME", "URL_SCHEME"])
        for setting in byName.values {
            #expect(Set(setting.keys) == ["name", "value", "source", "status", "origin", "problem", "usedBy"], "exactly these keys")
        }

        let identifier = try #require(byName["PRODUCT_BUNDLE_IDENTIFIER"])
        #expect(identifier["value"] as? String == "com.example.my-notes")
        #expect(identifier["source"] as? String == "file")
        #expect(identifier["status"] as? String == "expanded")
        #expect(identifier["origin"] as? String == "\(settingsFile):1")
        #expect(identifier["usedBy"] as? [String] == ["CFBundleIdentifier"])
        #expect(identifier["problem"] is NSNull)

        let product = try #require(byName["PRODUCT_NAME"])
        #expect(product["value"] as? String == "my_notes")
        #expect(product["source"] as? String == "environment")
        #expect(product["origin"] as? String == "OPENUISCENE_BUILD_SETTING_PRODUCT_NAME")
        #expect(Set(product["usedBy"] as? [String] ?? []) == ["CFBundleName", "$(PRODUCT_BUNDLE_IDENTIFIER)"])

        let module = try #require(byName["PRODUCT_MODULE_NAME"])
        #expect(module["value"] as? String == "Notes")
        #expect(module["source"] as? String == "default")
        #expect(module["origin"] as? String == "the default: --module Notes")

        let version = try #require(byName["MARKETING_VERSION"])
        #expect(version["value"] as? String == "1.0")
        #expect(version["source"] as? String == "default")

        let scheme = try #require(byName["URL_SCHEME"])
        #expect(scheme["value"] is NSNull)
        #expect(scheme["source"] as? String == "none")
        #expect(scheme["status"] as? String == "unknown")
        #expect((scheme["problem"] as? String)?.hasPrefix("no source sets it") == true)
        #expect(scheme["usedBy"] as? [String] == ["CFBundleURLTypes[0].CFBundleURLSchemes[0]"])
    }

    @Test func explainJSONWithoutProductOrModuleSaysWhatIsKnownOnlyAtLaunch() throws {
        let (plist, _) = try Self.fixture(settings: nil)
        let object = try explainJSON(plist, environment: [:])
        #expect(object["bundleIdentifier"] as? String == "$(PRODUCT_BUNDLE_IDENTIFIER)")
        #expect(object["applicationIdentifier"] is NSNull)
        #expect(object["buildSettingsFile"] is NSNull)
        let byName = try settings(object)
        #expect(byName["PRODUCT_NAME"]?["status"] as? String == "at-launch")
        #expect(byName["PRODUCT_NAME"]?["value"] is NSNull)
        #expect(byName["PRODUCT_BUNDLE_IDENTIFIER"]?["status"] as? String == "at-launch")
        #expect(byName["PRODUCT_BUNDLE_IDENTIFIER"]?["source"] as? String == "default")
        #expect(object["delegateClass"] as? String == "$(PRODUCT_MODULE_NAME).SceneDelegate")

        let withProduct = try explainJSON(plist, product: "notes", environment: [:])
        #expect(withProduct["applicationIdentifier"] as? String == "org.openuiscene.notes")
        #expect(try settings(withProduct)["PRODUCT_NAME"]?["origin"] as? String == "the default: --product notes")
    }

    @Test func explainTextListsTheApplicationIdAndEverySetting() throws {
        let (plist, settingsFile) = try Self.fixture()
        let text = ExplainReport.run(path: plist, role: SceneSessionRoleKey.windowApplication, name: nil, module: "Notes", format: .text, environment: Self.environment).standardOutput
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains("Application id: com.example.my-notes"))
        #expect(lines.contains("Build settings (from OPENUISCENE_BUILD_SETTING_<NAME>, then BuildSettings.xcconfig beside the Info.plist, then the defaults; settings file \(settingsFile)):"))
        #expect(lines.contains("    PRODUCT_BUNDLE_IDENTIFIER = \"com.example.my-notes\" from \(settingsFile):1; used by CFBundleIdentifier"))
        #expect(lines.contains { $0.hasPrefix("    PRODUCT_NAME = \"my_notes\" from the environment (OPENUISCENE_BUILD_SETTING_PRODUCT_NAME); used by ") })
        #expect(lines.contains("    PRODUCT_MODULE_NAME = \"Notes\" from the default: --module Notes; used by UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication[0].UISceneDelegateClassName"))
        #expect(lines.contains("    MARKETING_VERSION = \"1.0\" from the default: Xcode's value for a new project; used by CFBundleShortVersionString"))
        #expect(lines.contains { $0.hasPrefix("    URL_SCHEME: no value: no source sets it (no environment variable OPENUISCENE_BUILD_SETTING_URL_SCHEME, no line in \(settingsFile)") })

        let (bare, _) = try Self.fixture(settings: nil)
        let launch = ExplainReport.run(path: bare, role: SceneSessionRoleKey.windowApplication, name: nil, module: nil, format: .text, environment: [:]).standardOutput
        #expect(launch.contains("Application id: $(PRODUCT_BUNDLE_IDENTIFIER) is complete only when the app runs (pass --product NAME, the executable's name, to see it)."))
        #expect(launch.contains("    PRODUCT_NAME: known only when the app runs; from the default: the executable's name, known when the app runs (scenectl: --product NAME); used by $(PRODUCT_BUNDLE_IDENTIFIER), CFBundleName"))
        #expect(launch.contains("no settings file ("))
    }

    @Test func explainSaysWhenTheExpandedIdIsNotValid() throws {
        let (plist, _) = try Self.fixture(settings: "PRODUCT_BUNDLE_IDENTIFIER = com.example.My App\n")
        let output = ExplainReport.run(path: plist, role: SceneSessionRoleKey.windowApplication, name: nil, module: nil, format: .text, environment: [:])
        #expect(output.standardOutput.contains("Application id: none. CFBundleIdentifier \"com.example.My App\" is not a valid application id (it contains a space, and only ASCII letters, digits, \"_\" and \"-\" may appear between the dots): the GTK host runs the app without single instance and URL hand-over."))
        let json = try explainJSON(plist, environment: [:])
        #expect(json["bundleIdentifier"] as? String == "com.example.My App")
        #expect(json["applicationIdentifier"] is NSNull)

        let (unset, _) = try Self.fixture(settings: "PRODUCT_BUNDLE_IDENTIFIER = com.example.$(MY_SUFFIX)\n")
        let missing = ExplainReport.run(path: unset, role: SceneSessionRoleKey.windowApplication, name: nil, module: nil, format: .text, environment: [:])
        #expect(missing.standardOutput.contains("Application id: none. CFBundleIdentifier \"$(PRODUCT_BUNDLE_IDENTIFIER)\" uses PRODUCT_BUNDLE_IDENTIFIER, which has no value (see below)"), "\(missing.standardOutput)")
        #expect(missing.standardOutput.contains("    PRODUCT_BUNDLE_IDENTIFIER: no value: its value \"com.example.$(MY_SUFFIX)\" uses $(MY_SUFFIX), which has no value: no source sets it"))
    }

    @Test func lintListsTheSettingsAfterTheFindings() throws {
        let (plist, settingsFile) = try Self.fixture()
        let context = BuildSettingsOutput.context(product: "notes", module: "Notes", environment: Self.environment)
        let report = LintReport(paths: [plist], strict: false, buildSettings: context)
        let lines = report.text.split(separator: "\n").map(String.init)
        #expect(lines.first == "\(plist):15: warning: [unknown-build-setting] CFBundleURLTypes[0].CFBundleURLSchemes[0]: uses $(URL_SCHEME), which has no value: no source sets it (no environment variable OPENUISCENE_BUILD_SETTING_URL_SCHEME, no line in \(settingsFile), and OpenUIScene has no default for it). It is left as written.")
        #expect(lines.contains("\(plist): build setting PRODUCT_BUNDLE_IDENTIFIER = \"com.example.my-notes\" from \(settingsFile):1; used by CFBundleIdentifier"))
        #expect(lines.contains("\(plist): build setting PRODUCT_MODULE_NAME = \"Notes\" from the default: --module Notes; used by UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication[0].UISceneDelegateClassName"))
        #expect(lines.last == "1 file checked: 0 errors, 1 warning, 0 info.")
        #expect(report.exitCode == 0)
        #expect(LintReport(paths: [plist], strict: true, buildSettings: context).exitCode == 1, "an unknown setting is a warning")

        let json = report.render(.json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let file = try #require((object["files"] as? [[String: Any]])?.first)
        #expect(file["buildSettingsFile"] as? String == settingsFile)
        let settings = try #require(file["buildSettings"] as? [[String: Any]])
        #expect(settings.map { $0["name"] as? String ?? "" } == ["MARKETING_VERSION", "PRODUCT_BUNDLE_IDENTIFIER", "PRODUCT_MODULE_NAME", "PRODUCT_NAME", "URL_SCHEME"])
        #expect(settings.map { $0["source"] as? String ?? "" } == ["default", "file", "default", "environment", "none"])
    }

    @Test func lintReportsABadSettingsFileAsAnError() throws {
        let (plist, settingsFile) = try Self.fixture(settings: "PRODUCT_BUNDLE_IDENTIFIER com.example.notes\n")
        let report = LintReport(paths: [plist], strict: false, buildSettings: BuildSettingsOutput.context(product: "notes", module: nil, environment: [:]))
        #expect(report.exitCode == 1)
        #expect(report.text.contains("\(plist): error: [invalid-build-settings-file] \(settingsFile):1: \"PRODUCT_BUNDLE_IDENTIFIER com.example.notes\" is not a NAME = value line; the line is ignored."))
        #expect(report.text.contains("[default-bundle-identifier] CFBundleIdentifier: is \"$(PRODUCT_BUNDLE_IDENTIFIER)\" and nothing sets PRODUCT_BUNDLE_IDENTIFIER"))
        #expect(report.text.contains("the app id is OpenUIScene's default, \"org.openuiscene.notes\""))
    }

    @Test func theTextListsTenUsersAndCountsTheRest() {
        let setting = BuildSettingValue(name: "PRODUCT_MODULE_NAME", value: "Notes", source: .default, status: .expanded,
                                        origin: "the default: --module Notes", problem: nil, usedBy: (0..<12).map { "K\($0)" })
        #expect(BuildSettingsOutput.line(setting) == "PRODUCT_MODULE_NAME = \"Notes\" from the default: --module Notes; used by K0, K1, K2, K3, K4, K5, K6, K7, K8, K9 and 2 more")
    }

    @Test func bothCommandsParseProductAndModule() throws {
        let lint = try LintCommand.parse(["a.plist", "--product", "notes", "--module", "Notes"])
        #expect(lint.buildSettings.product == "notes")
        #expect(lint.buildSettings.module == "Notes")
        let explain = try ExplainCommand.parse(["a.plist", "--product", "notes", "--module", "Notes"])
        #expect(explain.buildSettings.product == "notes")
        #expect(explain.module == "Notes")
    }

    /// The real binary reads `OPENUISCENE_BUILD_SETTING_*` from its environment.
    @Test func theExecutableReadsTheEnvironment() throws {
        let executable = try #require(Scenectl.executable, "scenectl binary not found beside \(Bundle.main.bundleURL.path)")
        let (plist, _) = try Self.fixture(settings: nil)
        let result = try ChildProcess.run(executable, ["explain", plist, "--format", "json"], environment: [
            "OPENUISCENE_BUILD_SETTING_PRODUCT_BUNDLE_IDENTIFIER": "com.example.FromEnvironment", "PATH": "/usr/bin:/bin",
        ], replacingEnvironment: true)
        #expect(result.status == 0, "\(result.error)")
        let data = Data(result.output.utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["applicationIdentifier"] as? String == "com.example.FromEnvironment")
        #expect(try settings(object)["PRODUCT_BUNDLE_IDENTIFIER"]?["source"] as? String == "environment")
    }

    /// `scenectl expand`: the Info.plist with its settings expanded by the app's own code (the
    /// desktop-entry installer reads it), as one JSON object with exactly its four keys.
    @Test func expandPrintsTheExpandedInfoPlist() throws {
        let plist = try ScenectlTestSupport.temporaryFile(DesktopEntryInstallTests.xcodePlist())
        let result = try ExecutableTests().runCapturingErrors(["expand", plist, "--product", "my_tool"])
        #expect(result.status == 0, "\(result.error)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["infoPlist", "buildSettingsFile", "buildSettings", "diagnostics"])
        let encoded = try #require(object["infoPlist"] as? String)
        let data = try #require(Data(base64Encoded: encoded))
        let root = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        #expect(root["CFBundleIdentifier"] as? String == "org.openuiscene.my_tool")
        #expect(root["CFBundleName"] as? String == "my_tool")
        #expect(try ExecutableTests().runCapturingErrors(["expand", "/nonexistent/Info.plist"]).status == 2)
    }
}
