import Foundation
import Testing
@testable import OpenUISceneManifest

/// One test per diagnostic code, each asserting the exact findings.
struct ManifestLinterTests {
    static let appRole = "UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication"

    func lint(_ manifest: Any?) -> [ManifestDiagnostic] {
        ManifestLinter.lint(root: TestSupport.root(manifest: manifest), sourcePath: "Info.plist")
    }

    func only(_ diagnostics: [ManifestDiagnostic]) throws -> ManifestDiagnostic {
        #expect(diagnostics.count == 1, "\(diagnostics)")
        return try #require(diagnostics.first)
    }

    @Test func cleanManifestHasNoFinding() {
        #expect(lint(TestSupport.manifest()).isEmpty)
    }

    @Test func noManifestHasNoFinding() {
        #expect(lint(nil).isEmpty)
    }

    @Test func unreadableFileThrows() {
        #expect(throws: InfoPlistLoadError.fileNotFound(path: "/nonexistent/Info.plist")) {
            try ManifestLinter.lint(contentsOf: URL(fileURLWithPath: "/nonexistent/Info.plist"))
        }
        #expect(DiagnosticCode.unreadable.severity == .error)
    }

    @Test func notAPropertyList() throws {
        let finding = try only(ManifestLinter.lint(data: Data("hello = ;".utf8), sourcePath: "B.plist"))
        #expect(finding.code == "not-a-property-list")
        #expect(finding.severity == .error)
        #expect(finding.file == "B.plist")
        #expect(finding.keyPath == "")
    }

    @Test func rootNotDictionary() throws {
        let finding = try only(ManifestLinter.lint(data: try TestSupport.plist([1, 2])))
        #expect(finding.code == "root-not-dictionary")
        #expect(finding.severity == .error)
        #expect(finding.message.contains("an array"))
    }

    @Test func emptyRoot() throws {
        #expect(try only(ManifestLinter.lint(data: try TestSupport.plist([String: Any]()))).code == "empty-root")
        #expect(try only(ManifestLinter.lint(data: Data())).code == "empty-root")
    }

    @Test func wrongTypeManifestIsABoolean() throws {
        let finding = try only(lint(true))
        #expect(finding.code == "wrong-type")
        #expect(finding.severity == .error)
        #expect(finding.keyPath == "UIApplicationSceneManifest")
        #expect(finding.message.contains("found a Boolean"))
    }

    @Test func wrongTypeMultipleScenesIsADictionary() {
        var manifest = TestSupport.manifest()
        manifest["UIApplicationSupportsMultipleScenes"] = ["UIApplicationSupportsMultipleScenes": true]
        let findings = lint(manifest)
        // Also "missing" from UIKit's point of view? No: the key is present, only its type is wrong.
        #expect(findings.map(\.code) == ["wrong-type"])
        #expect(findings.map(\.keyPath) == ["UIApplicationSceneManifest.UIApplicationSupportsMultipleScenes"])
    }

    @Test func wrongTypeRoleValueEntryAndName() {
        let manifest: [String: Any] = [
            "UIApplicationSupportsMultipleScenes": false,
            "UISceneConfigurations": [
                "UIWindowSceneSessionRoleApplication": [
                    ["UISceneConfigurationName": "A", "UISceneDelegateClassName": "App.SceneDelegate"],
                    "oops",
                    ["UISceneConfigurationName": ["B"], "UISceneDelegateClassName": "App.SceneDelegate"],
                ],
                "UIWindowSceneSessionRoleExternalDisplayNonInteractive": ["UISceneConfigurationName": "TV"],
            ],
        ]
        let findings = lint(manifest)
        #expect(findings.map(\.code) == ["wrong-type", "wrong-type", "wrong-type"])
        #expect(findings.map(\.keyPath) == [
            "\(Self.appRole)[1]",
            "\(Self.appRole)[2].UISceneConfigurationName",
            "UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleExternalDisplayNonInteractive",
        ])
    }

    @Test func wrongTypeConfigurationsIsAnArray() {
        let findings = lint(["UIApplicationSupportsMultipleScenes": false, "UISceneConfigurations": [["x": 1]]])
        #expect(findings.map(\.code).sorted() == ["no-configurations", "wrong-type"])
    }

    @Test func noConfigurations() throws {
        let finding = try only(lint(["UIApplicationSupportsMultipleScenes": true]))
        #expect(finding.code == "no-configurations")
        #expect(finding.severity == .warning)
        #expect(finding.keyPath == "UIApplicationSceneManifest")
        #expect(finding.message.contains("configurationForConnecting"))
        #expect(try only(lint(["UIApplicationSupportsMultipleScenes": true, "UISceneConfigurations": [String: Any]()])).code == "no-configurations")
    }

    @Test func duplicateConfigurationNamesWithinARole() throws {
        let entry: [String: Any] = ["UISceneConfigurationName": "Same", "UISceneDelegateClassName": "App.SceneDelegate"]
        let other: [String: Any] = ["UISceneConfigurationName": "Same", "UISceneDelegateClassName": "App.TVDelegate"]
        let manifest: [String: Any] = [
            "UIApplicationSupportsMultipleScenes": true,
            "UISceneConfigurations": [
                "UIWindowSceneSessionRoleApplication": [entry, entry, entry],
                "UIWindowSceneSessionRoleExternalDisplayNonInteractive": [other],
            ],
        ]
        let findings = lint(manifest)
        #expect(findings.map(\.code) == ["duplicate-configuration-name", "duplicate-configuration-name"])
        #expect(findings.map(\.keyPath) == ["\(Self.appRole)[1].UISceneConfigurationName", "\(Self.appRole)[2].UISceneConfigurationName"])
        #expect(findings.allSatisfy { $0.severity == .warning })
    }

    @Test func unknownRoleSuggestsTheNearestKnownRole() throws {
        let manifest: [String: Any] = [
            "UIApplicationSupportsMultipleScenes": false,
            "UISceneConfigurations": ["UIWindowSceneSessionRoleApplications": [["UISceneConfigurationName": "D", "UISceneDelegateClassName": "App.SceneDelegate"]]],
        ]
        let finding = try only(lint(manifest))
        #expect(finding.code == "unknown-role")
        #expect(finding.severity == .warning)
        #expect(finding.keyPath == "UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplications")
        #expect(finding.fix == "Did you mean UIWindowSceneSessionRoleApplication? Rename the key.")
    }

    @Test func unknownRoleFarFromAnyKnownRole() throws {
        let manifest: [String: Any] = ["UIApplicationSupportsMultipleScenes": false, "UISceneConfigurations": ["Main": [["UISceneConfigurationName": "D", "UISceneDelegateClassName": "App.D"]]]]
        let finding = try only(lint(manifest))
        #expect(finding.code == "unknown-role")
        #expect(finding.fix == "Use a role key UIKit knows, for example UIWindowSceneSessionRoleApplication.")
    }

    @Test func unknownManifestKey() throws {
        var manifest = TestSupport.manifest()
        manifest["UISceneConfiguration"] = [String: Any]()
        let finding = try only(lint(manifest))
        #expect(finding.code == "unknown-manifest-key")
        #expect(finding.keyPath == "UIApplicationSceneManifest.UISceneConfiguration")
        #expect(finding.fix == "Did you mean UISceneConfigurations? Rename the key.")
    }

    @Test func roleKeyPlacedDirectlyInTheManifest() throws {
        var manifest = TestSupport.manifest()
        manifest["UIWindowSceneSessionRoleApplication"] = [Any]()
        let finding = try only(lint(manifest))
        #expect(finding.code == "unknown-manifest-key")
        #expect(finding.fix == "Move it into UIApplicationSceneManifest.UISceneConfigurations.")
    }

    @Test func unknownConfigurationKey() throws {
        let finding = try only(lint(TestSupport.manifest(extra: ["UISceneDelegateClass": "App.X"])))
        #expect(finding.code == "unknown-configuration-key")
        #expect(finding.keyPath == "\(Self.appRole)[0].UISceneDelegateClass")
        #expect(finding.fix == "Did you mean UISceneDelegateClassName? Rename the key.")
    }

    @Test func ignoredLaunchStoryboardInsideAConfiguration() throws {
        let finding = try only(lint(TestSupport.manifest(extra: ["UILaunchStoryboardName": "LaunchScreen"])))
        #expect(finding.code == "ignored-configuration-key")
        #expect(finding.severity == .info)
    }

    @Test func bareDelegateClassNameIsUnqualified() throws {
        let finding = try only(lint(TestSupport.manifest(delegate: "SceneDelegate")))
        #expect(finding.code == "unqualified-class-name")
        #expect(finding.severity == .warning)
        #expect(finding.keyPath == "\(Self.appRole)[0].UISceneDelegateClassName")
        #expect(finding.message.contains("runtime name includes its module"))
        #expect(finding.fix?.contains("$(PRODUCT_MODULE_NAME).SceneDelegate") == true)
    }

    @Test func qualifiedSpellingsAreAccepted() {
        for delegate in ["$(PRODUCT_MODULE_NAME).SceneDelegate", "${PRODUCT_MODULE_NAME}.SceneDelegate", "$(PRODUCT_NAME).SceneDelegate", "MyApp.SceneDelegate"] {
            #expect(lint(TestSupport.manifest(delegate: delegate)).isEmpty, "\(delegate)")
        }
    }

    @Test func bareCustomSceneClassIsUnqualifiedButFrameworkClassesAreFine() throws {
        #expect(lint(TestSupport.manifest(extra: ["UISceneClassName": "UIWindowScene"])).isEmpty)
        let finding = try only(lint(TestSupport.manifest(extra: ["UISceneClassName": "MainScene"])))
        #expect(finding.code == "unqualified-class-name")
        #expect(finding.keyPath == "\(Self.appRole)[0].UISceneClassName")
    }

    @Test func unknownBuildSetting() throws {
        let finding = try only(lint(TestSupport.manifest(delegate: "$(MY_MODULE).SceneDelegate")))
        #expect(finding.code == "unknown-build-setting")
        #expect(finding.severity == .warning)
        #expect(finding.keyPath == "\(Self.appRole)[0].UISceneDelegateClassName")
        #expect(finding.message.hasPrefix("uses $(MY_MODULE), which has no value: no source sets it"))
        #expect(finding.message.hasSuffix("It is left as written; the class is then not found."))
        #expect(finding.fix?.contains("MY_MODULE = value") == true)
        #expect(finding.fix?.contains("OPENUISCENE_BUILD_SETTING_MY_MODULE") == true)
        // TARGET_NAME has a default (the module): known at launch, no finding.
        #expect(lint(TestSupport.manifest(delegate: "$(TARGET_NAME).SceneDelegate")).isEmpty)
    }

    @Test func sceneClassNamingTheDelegate() throws {
        let finding = try only(lint(TestSupport.manifest(extra: ["UISceneClassName": "SceneDelegate"])))
        #expect(finding.code == "scene-class-not-a-scene")
        #expect(finding.severity == .warning)
        #expect(finding.keyPath == "\(Self.appRole)[0].UISceneClassName")
        #expect(finding.message.contains("falls back to UIWindowScene"))
        let same = try only(lint(TestSupport.manifest(delegate: "App.Main", extra: ["UISceneClassName": "App.Main"])))
        #expect(same.code == "scene-class-not-a-scene")
    }

    @Test func multipleScenesMissing() throws {
        let finding = try only(lint(TestSupport.manifest(multiple: nil)))
        #expect(finding.code == "multiple-scenes-missing")
        #expect(finding.severity == .info)
        #expect(finding.keyPath == "UIApplicationSceneManifest")
    }

    @Test func multipleScenesTrueWithASingleConfiguration() throws {
        let finding = try only(lint(TestSupport.manifest(multiple: true)))
        #expect(finding.code == "multiple-scenes-single-configuration")
        #expect(finding.severity == .info)
        #expect(finding.keyPath == "UIApplicationSceneManifest.UIApplicationSupportsMultipleScenes")
    }

    @Test func missingConfigurationName() throws {
        let manifest: [String: Any] = ["UIApplicationSupportsMultipleScenes": false, "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [["UISceneDelegateClassName": "App.SceneDelegate"]]]]
        let finding = try only(lint(manifest))
        #expect(finding.code == "missing-configuration-name")
        #expect(finding.severity == .info)
        #expect(finding.keyPath == "\(Self.appRole)[0]")
    }

    @Test func inertRole() throws {
        let manifest: [String: Any] = ["UIApplicationSupportsMultipleScenes": false, "UISceneConfigurations": ["CPTemplateApplicationSceneSessionRoleApplication": [["UISceneConfigurationName": "Car", "UISceneClassName": "CPTemplateApplicationScene", "UISceneDelegateClassName": "App.CarDelegate"]]]]
        let finding = try only(lint(manifest))
        #expect(finding.code == "inert-role")
        #expect(finding.severity == .info)
    }

    @Test func deviceSpecificManifest() throws {
        let root: [String: Any] = ["CFBundleIdentifier": "com.example.X", "UIApplicationSceneManifest~ipad": TestSupport.manifest()]
        let finding = try only(ManifestLinter.lint(root: root))
        #expect(finding.code == "device-specific-manifest")
        #expect(finding.severity == .info)
        #expect(finding.keyPath == "UIApplicationSceneManifest~ipad")
    }

    @Test func defaultBundleIdentifier() throws {
        let root: [String: Any] = ["CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)", "UIApplicationSceneManifest": TestSupport.manifest()]
        let finding = try only(ManifestLinter.lint(root: root))
        #expect(finding.code == "default-bundle-identifier")
        #expect(finding.severity == .info)
        #expect(finding.message.contains("org.openuiscene.<the executable's name>"))
        let known = try only(ManifestLinter.lint(root: root, buildSettings: BuildSettingsContext(productName: "My App")))
        #expect(known.message.contains("\"org.openuiscene.My_App\""))
        // Set by the environment: not the default, no finding.
        #expect(ManifestLinter.lint(root: root, buildSettings: BuildSettingsContext(environment: ["OPENUISCENE_BUILD_SETTING_PRODUCT_BUNDLE_IDENTIFIER": "com.example.App"])).isEmpty)
    }

    @Test func invalidApplicationIdentifier() throws {
        for (identifier, problem) in [("MyApp", "no \".\""), ("com.example.2048", "starts with the digit \"2\""), ("com.example.My App", "a space")] {
            let root: [String: Any] = ["CFBundleIdentifier": identifier, "UIApplicationSceneManifest": TestSupport.manifest()]
            let finding = try only(ManifestLinter.lint(root: root))
            #expect(finding.code == "invalid-application-id")
            #expect(finding.severity == .warning)
            #expect(finding.keyPath == "CFBundleIdentifier")
            #expect(finding.message.contains(problem), "\(finding.message)")
            #expect(finding.message.contains("no single instance"))
        }
        // An expanded value is judged: com.example.$(PRODUCT_NAME) with a product starting with a digit.
        let root: [String: Any] = ["CFBundleIdentifier": "com.example.$(PRODUCT_NAME)", "UIApplicationSceneManifest": TestSupport.manifest()]
        let expanded = try only(ManifestLinter.lint(root: root, buildSettings: BuildSettingsContext(productName: "2048")))
        #expect(expanded.code == "invalid-application-id")
        #expect(expanded.message.hasPrefix("is \"com.example.2048\" once expanded"))
        #expect(ManifestLinter.lint(root: root, buildSettings: BuildSettingsContext(productName: "notes")).isEmpty)
        #expect(ManifestLinter.lint(root: root).isEmpty, "known only at launch: not judged")
    }

    @Test func invalidBuildSettingsFile() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let settings = folder.appendingPathComponent("BuildSettings.xcconfig")
        try "GOOD = 1\nnot a setting\n".write(to: settings, atomically: true, encoding: .utf8)
        let root: [String: Any] = ["CFBundleIdentifier": "com.example.App"]
        let finding = try only(ManifestLinter.lint(root: root, buildSettings: BuildSettingsContext(settingsFile: settings)))
        #expect(finding.code == "invalid-build-settings-file")
        #expect(finding.severity == .error)
        #expect(finding.message == "\(settings.path):2: \"not a setting\" is not a NAME = value line; the line is ignored.")
    }

    @Test func everyCodeHasATest() {
        // The codes exercised above, one by one; adding a code without a test fails here.
        let tested: Set<String> = [
            "unreadable", "not-a-property-list", "root-not-dictionary", "empty-root", "wrong-type", "limit-exceeded",
            "no-configurations", "duplicate-configuration-name", "unknown-role", "unknown-manifest-key",
            "unknown-configuration-key", "unqualified-class-name", "unknown-build-setting", "scene-class-not-a-scene",
            "multiple-scenes-missing", "multiple-scenes-single-configuration", "missing-configuration-name",
            "ignored-configuration-key", "inert-role", "device-specific-manifest", "default-bundle-identifier",
            "invalid-application-id", "invalid-build-settings-file",
        ]
        #expect(Set(DiagnosticCode.allCases.map(\.rawValue)) == tested)
    }

    @Test func xmlFindingsCarryLineNumbersAndBinaryOnesDoNot() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>CFBundleIdentifier</key>
            \t<string>com.example.App</string>
            \t<!-- <key>UIApplicationSceneManifest</key> in a comment -->
            \t<key>UIApplicationSceneManifest</key>
            \t<dict>
            \t\t<key>UIApplicationSupportsMultipleScenes</key>
            \t\t<false/>
            \t\t<key>UISceneConfigurations</key>
            \t\t<dict>
            \t\t\t<key>UIWindowSceneSessionRoleApplications</key>
            \t\t\t<array>
            \t\t\t\t<dict>
            \t\t\t\t\t<key>UISceneConfigurationName</key>
            \t\t\t\t\t<string>Default &amp; Main</string>
            \t\t\t\t\t<key>UISceneDelegateClassName</key>
            \t\t\t\t\t<string>SceneDelegate</string>
            \t\t\t\t</dict>
            \t\t\t\t<string>not a dictionary</string>
            \t\t\t</array>
            \t\t</dict>
            \t</dict>
            </dict>
            </plist>
            """
        let findings = ManifestLinter.lint(data: Data(xml.utf8), sourcePath: "L.plist")
        let role = "UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplications"
        #expect(findings.map(\.code) == ["unknown-role", "unqualified-class-name", "wrong-type"])
        #expect(findings.map(\.keyPath) == [role, "\(role)[0].UISceneDelegateClassName", "\(role)[1]"])
        #expect(findings.map(\.line) == [14, 19, 22])
        #expect(findings[0].description.hasPrefix("L.plist:14: warning: [unknown-role] "))

        let binary = try TestSupport.plist(try PropertyListSerialization.propertyList(from: Data(xml.utf8), format: nil), format: .binary)
        let binaryFindings = ManifestLinter.lint(data: binary)
        #expect(binaryFindings.map(\.code).sorted() == ["unknown-role", "unqualified-class-name", "wrong-type"])
        #expect(binaryFindings.allSatisfy { $0.line == nil })
    }

    @Test func lineMapFallsBackToTheNearestAncestor() {
        let map = PlistLineMap(xml: Data("<plist><dict>\n<key>A</key>\n<dict>\n<key>B</key><array>\n<string>x</string>\n</array></dict></dict></plist>".utf8))
        #expect(map.line(for: "A") == 2)
        #expect(map.line(for: "A.B") == 4)
        #expect(map.line(for: "A.B[0]") == 5)
        #expect(map.line(for: "A.B[3].C") == 4)
        #expect(map.line(for: "Z") == nil)
        // Truncated or malformed text never traps.
        #expect(PlistLineMap(xml: Data("<plist><dict><key>A".utf8)).lines.isEmpty)
        #expect(PlistLineMap(xml: Data("<<<>>><!--".utf8)).lines.isEmpty)
    }

    @Test func suggestionsOnlyForCloseTypos() {
        #expect(KeySuggestion.nearest(to: "UIWindowSceneSessionRoleExternalDisplayNonInteractiv", in: SceneSessionRoleKey.all) == "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
        #expect(KeySuggestion.nearest(to: "uiwindowscenesessionroleapplication", in: SceneSessionRoleKey.all) == "UIWindowSceneSessionRoleApplication")
        #expect(KeySuggestion.nearest(to: "Main", in: SceneSessionRoleKey.all) == nil)
        #expect(KeySuggestion.editDistance(Array("kitten".utf8), Array("sitting".utf8)) == 3)
    }
}
