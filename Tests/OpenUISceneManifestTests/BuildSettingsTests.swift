import Foundation
import Testing
@testable import OpenUISceneManifest

/// Build settings in Info.plist strings (docs/MANIFEST.md, "Build settings"): each source, their
/// priority, the defaults, the modifiers, unknown settings, the settings file and the limits.
struct BuildSettingsTests {
    static let env = BuildSettingsContext.environmentPrefix

    /// Expands `root` with `context` and returns the expanded root and the report.
    func expand(_ root: [String: Any], _ context: BuildSettingsContext = BuildSettingsContext()) -> BuildSettingExpansion.Result {
        BuildSettingExpansion.expand(root, context: context, infoPlistURL: nil, sourcePath: "Info.plist")
    }

    /// An Xcode template's Info.plist: every kind of string value that names a setting.
    static var xcodeRoot: [String: Any] { [
        "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)",
        "CFBundleName": "$(PRODUCT_NAME)",
        "CFBundleExecutable": "${EXECUTABLE_NAME}",
        "CFBundleDevelopmentRegion": "$(DEVELOPMENT_LANGUAGE)",
        "CFBundleShortVersionString": "$(MARKETING_VERSION)",
        "CFBundleVersion": "$(CURRENT_PROJECT_VERSION)",
        "CFBundlePackageType": "$(PRODUCT_BUNDLE_PACKAGE_TYPE)",
        "CFBundleURLTypes": [["CFBundleURLName": "$(PRODUCT_BUNDLE_IDENTIFIER)", "CFBundleURLSchemes": ["$(PRODUCT_NAME:rfc1034identifier)"]]],
        "UIApplicationSceneManifest": TestSupport.manifest(delegate: "$(PRODUCT_MODULE_NAME).SceneDelegate", extra: ["UISceneClassName": "$(PRODUCT_NAME).MainScene"]),
        "$(PRODUCT_NAME)Key": "literal",
        "UIRequiresFullScreen": true,
    ] }

    static let launchContext = BuildSettingsContext(productName: "My Notes", moduleName: "Notes")

    // MARK: - Every string value

    @Test func everyStringValueIsExpandedFromTheDefaults() throws {
        let result = expand(Self.xcodeRoot, Self.launchContext)
        let root = result.root
        #expect(root["CFBundleIdentifier"] as? String == "org.openuiscene.My_Notes")
        #expect(root["CFBundleName"] as? String == "My Notes")
        #expect(root["CFBundleExecutable"] as? String == "My Notes")
        #expect(root["CFBundleDevelopmentRegion"] as? String == "en")
        #expect(root["CFBundleShortVersionString"] as? String == "1.0")
        #expect(root["CFBundleVersion"] as? String == "1")
        #expect(root["CFBundlePackageType"] as? String == "APPL")
        let urlType = try #require((root["CFBundleURLTypes"] as? [[String: Any]])?.first)
        #expect(urlType["CFBundleURLName"] as? String == "org.openuiscene.My_Notes")
        #expect(urlType["CFBundleURLSchemes"] as? [String] == ["My-Notes"])
        let entry = try #require(((root["UIApplicationSceneManifest"] as? [String: Any])?["UISceneConfigurations"] as? [String: Any])?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]])
        #expect(entry[0]["UISceneDelegateClassName"] as? String == "Notes.SceneDelegate")
        #expect(entry[0]["UISceneClassName"] as? String == "Notes.MainScene", "in a class name $(PRODUCT_NAME) is the module")
        #expect(root["$(PRODUCT_NAME)Key"] as? String == "literal", "keys are not expanded")
        #expect(root["UIRequiresFullScreen"] as? Bool == true)
        #expect(result.report.diagnostics.isEmpty)
    }

    @Test func theReportSaysEachValueItsSourceAndItsUsers() throws {
        let report = expand(Self.xcodeRoot, Self.launchContext).report
        let product = try #require(report["PRODUCT_NAME"])
        #expect(product.value == "My Notes")
        #expect(product.source == .default)
        #expect(product.status == .expanded)
        #expect(product.origin == "the default: the executable's name")
        #expect(Set(product.usedBy) == ["CFBundleName", "CFBundleURLTypes[0].CFBundleURLSchemes[0]", "$(EXECUTABLE_NAME)", "$(PRODUCT_BUNDLE_IDENTIFIER)"])
        let identifier = try #require(report["PRODUCT_BUNDLE_IDENTIFIER"])
        #expect(identifier.origin == "the default: org.openuiscene. + PRODUCT_NAME made an application-id element")
        #expect(Set(identifier.usedBy) == ["CFBundleIdentifier", "CFBundleURLTypes[0].CFBundleURLName"])
        #expect(report["PRODUCT_MODULE_NAME"]?.usedBy.count == 2, "the delegate and, through $(PRODUCT_NAME), the scene class")
        #expect(report.settings.map(\.name) == report.settings.map(\.name).sorted())
        #expect(report.settings.allSatisfy { $0.status == .expanded })
    }

    @Test func theDefaultsFollowTheDocumentedRules() {
        let root: [String: Any] = ["A": "$(TARGET_NAME)|$(EXECUTABLE_NAME)|$(PRODUCT_BUNDLE_IDENTIFIER)"]
        #expect(expand(root, BuildSettingsContext(productName: "notes", moduleName: "Notes")).root["A"] as? String == "Notes|notes|org.openuiscene.notes")
        #expect(expand(root, BuildSettingsContext(productName: "2048-game", moduleName: "Game")).root["A"] as? String == "Game|2048-game|org.openuiscene._2048_game")
        #expect(Set(BuildSettingDefaults.rules.map(\.name)) == ["PRODUCT_NAME", "EXECUTABLE_NAME", "PRODUCT_MODULE_NAME", "TARGET_NAME", "PRODUCT_BUNDLE_IDENTIFIER", "DEVELOPMENT_LANGUAGE", "MARKETING_VERSION", "CURRENT_PROJECT_VERSION", "PRODUCT_BUNDLE_PACKAGE_TYPE"])
    }

    // MARK: - Sources and their priority

    @Test func theEnvironmentSetsASetting() throws {
        let context = BuildSettingsContext(environment: ["\(Self.env)PRODUCT_BUNDLE_IDENTIFIER": "com.example.Notes", "PATH": "/bin"], productName: "notes")
        #expect(context.environment.keys.sorted() == ["\(Self.env)PRODUCT_BUNDLE_IDENTIFIER"], "other variables are ignored")
        let result = expand(["CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)"], context)
        #expect(result.root["CFBundleIdentifier"] as? String == "com.example.Notes")
        let setting = try #require(result.report["PRODUCT_BUNDLE_IDENTIFIER"])
        #expect(setting.source == .environment)
        #expect(setting.origin == "\(Self.env)PRODUCT_BUNDLE_IDENTIFIER")
    }

    @Test func theSettingsFileBesideTheInfoPlistSetsASetting() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = folder.appendingPathComponent("Info.plist")
        try TestSupport.plist(["CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)", "CFBundleName": "$(PRODUCT_NAME)",
                               "UIApplicationSceneManifest": TestSupport.manifest()]).write(to: plist)
        try """
            // The Linux build's settings.
            PRODUCT_BUNDLE_IDENTIFIER = com.example.$(PRODUCT_NAME:rfc1034identifier)   // trailing comment
            """.write(to: folder.appendingPathComponent("BuildSettings.xcconfig"), atomically: true, encoding: .utf8)
        let result = try InfoPlistLoader.load(contentsOf: plist, buildSettings: BuildSettingsContext(productName: "my_notes", moduleName: "Notes"))
        #expect(result.info.bundleIdentifier == "com.example.my-notes")
        #expect(result.info.sceneManifest?.configurations["UIWindowSceneSessionRoleApplication"]?.first?.delegateClassName == "Notes.SceneDelegate")
        let report = try #require(result.buildSettings)
        #expect(report.settingsFileFound)
        #expect(report.settingsFilePath == folder.appendingPathComponent("BuildSettings.xcconfig").path)
        let setting = try #require(report["PRODUCT_BUNDLE_IDENTIFIER"])
        #expect(setting.source == .file)
        #expect(setting.origin == "\(folder.appendingPathComponent("BuildSettings.xcconfig").path):2")
        #expect(report["PRODUCT_NAME"]?.usedBy.contains("$(PRODUCT_BUNDLE_IDENTIFIER)") == true)
        // Without a build-settings context nothing is expanded (the simulated device's plists).
        #expect(try InfoPlistLoader.load(contentsOf: plist).info.bundleIdentifier == "$(PRODUCT_BUNDLE_IDENTIFIER)")
        #expect(try InfoPlistLoader.load(contentsOf: plist).buildSettings == nil)
    }

    @Test func theEnvironmentWinsOverTheFileWhichWinsOverTheDefault() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("custom.xcconfig")
        try "PRODUCT_NAME = from-file\nMARKETING_VERSION = 2.0\n".write(to: file, atomically: true, encoding: .utf8)
        let root: [String: Any] = ["CFBundleName": "$(PRODUCT_NAME)", "CFBundleShortVersionString": "$(MARKETING_VERSION)", "CFBundleVersion": "$(CURRENT_PROJECT_VERSION)"]

        let all = expand(root, BuildSettingsContext(environment: ["\(Self.env)PRODUCT_NAME": "from-environment"], productName: "from-default", settingsFile: file))
        #expect(all.root["CFBundleName"] as? String == "from-environment")
        #expect(all.root["CFBundleShortVersionString"] as? String == "2.0")
        #expect(all.root["CFBundleVersion"] as? String == "1")
        #expect(all.report["PRODUCT_NAME"]?.source == .environment)
        #expect(all.report["MARKETING_VERSION"]?.source == .file)
        #expect(all.report["CURRENT_PROJECT_VERSION"]?.source == .default)

        let noEnvironment = expand(root, BuildSettingsContext(productName: "from-default", settingsFile: file))
        #expect(noEnvironment.root["CFBundleName"] as? String == "from-file")
        let defaultsOnly = expand(root, BuildSettingsContext(productName: "from-default"))
        #expect(defaultsOnly.root["CFBundleName"] as? String == "from-default")
    }

    @Test func anExplicitSettingFeedsTheDefaultsDerivedFromIt() {
        let root: [String: Any] = ["CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)", "CFBundleExecutable": "$(EXECUTABLE_NAME)"]
        let result = expand(root, BuildSettingsContext(environment: ["\(Self.env)PRODUCT_NAME": "Editor"], productName: "notes"))
        #expect(result.root["CFBundleIdentifier"] as? String == "org.openuiscene.Editor")
        #expect(result.root["CFBundleExecutable"] as? String == "Editor")
    }

    @Test func definedButUnusedSettingsAreReported() throws {
        let report = expand(["CFBundleName": "Notes"], BuildSettingsContext(environment: ["\(Self.env)PRODCT_NAME": "typo"])).report
        let setting = try #require(report["PRODCT_NAME"])
        #expect(setting.value == "typo")
        #expect(setting.usedBy.isEmpty)
    }

    // MARK: - At launch

    @Test func settingsDerivedFromTheExecutableStayAsWrittenUntilLaunch() throws {
        let result = expand(Self.xcodeRoot)
        #expect(result.root["CFBundleIdentifier"] as? String == "$(PRODUCT_BUNDLE_IDENTIFIER)")
        #expect(result.root["CFBundleExecutable"] as? String == "${EXECUTABLE_NAME}")
        #expect(result.root["CFBundleShortVersionString"] as? String == "1.0", "constant defaults are known")
        #expect(result.report.diagnostics.isEmpty, "known at launch is not a finding")
        let product = try #require(result.report["PRODUCT_NAME"])
        #expect(product.status == .atLaunch)
        #expect(product.value == nil)
        #expect(result.report["PRODUCT_BUNDLE_IDENTIFIER"]?.status == .atLaunch)
        #expect(result.report["EXECUTABLE_NAME"]?.status == .atLaunch)
    }

    @Test func theLaunchContextReadsTheExecutableAndThePrefixedEnvironment() throws {
        let context = BuildSettingsContext.launch(moduleName: "Notes", executableURL: URL(fileURLWithPath: "/opt/notes/bin/notes"))
        #expect(context.productName == "notes")
        #expect(context.moduleName == "Notes")
        #expect(context.environment.keys.allSatisfy { $0.hasPrefix(Self.env) })
        // The environment is read from `environ` (not set here: setenv races with other tests'
        // readers); PATH is always there and must read as getenv reads it.
        let path = try #require(getenv("PATH").map { String(cString: $0) })
        #expect(ProcessContext.environment(prefixed: "PATH")["PATH"] == path)
        #expect(ProcessContext.environment(prefixed: "PATH").keys.allSatisfy { $0.hasPrefix("PATH") })
        #expect(ProcessContext.environment(prefixed: "OPENUISCENE_NO_SUCH_VARIABLE_").isEmpty)
    }

    // MARK: - Modifiers and spellings

    @Test(arguments: [
        ("$(P:rfc1034identifier)", "My-App-2.0-x-"),
        ("${P:c99extidentifier}", "My_App_2_0_x_"),
        ("$(P:c99extidentifier:rfc1034identifier)", "My-App-2-0-x-"),
        ("$(D:c99extidentifier)", "_2048"),
        ("$(D:rfc1034identifier)", "2048"),
        ("$(P)", "My App_2.0+x!"),
        ("${P}", "My App_2.0+x!"),
        ("a$(D)b${D}c", "a2048b2048c"),
        ("http:/$()/example.com", "http://example.com"),
        ("$(U)", "http://example.com/"),
    ])
    func modifiersAndSpellings(_ text: String, _ expected: String) {
        let context = BuildSettingsContext(environment: ["\(Self.env)P": "My App_2.0+x!", "\(Self.env)D": "2048", "\(Self.env)U": "http:/${}/example.com/"])
        #expect(expand(["K": text], context).root["K"] as? String == expected)
    }

    @Test func anUnknownModifierIsReportedAndLeftAsWritten() throws {
        let result = expand(["CFBundleName": "$(PRODUCT_NAME:lower)"], BuildSettingsContext(productName: "Notes"))
        #expect(result.root["CFBundleName"] as? String == "$(PRODUCT_NAME:lower)")
        let finding = try #require(result.report.diagnostics.first)
        #expect(result.report.diagnostics.count == 1)
        #expect(finding.code == "unknown-build-setting")
        #expect(finding.keyPath == "CFBundleName")
        #expect(finding.message.contains("the modifier :lower is not supported (OpenUIScene supports :rfc1034identifier and :c99extidentifier)"))
    }

    @Test(arguments: [
        ("$(", [BuildSettingReference.Piece.literal("$(")]),
        ("$(1X)", [.literal("$(1X)")]),
        ("$(A", [.literal("$(A")]),
        ("$A", [.literal("$A")]),
        ("$(A}", [.literal("$(A}")]),
        ("$(A:)", [.literal("$(A:)")]),
        ("a$()b", [.literal("a"), .reference(BuildSettingReference(text: "$()", name: "", modifiers: [])), .literal("b")]),
        ("cost: 5$", [.literal("cost: 5$")]),
        ("$$(A)", [.literal("$"), .reference(BuildSettingReference(text: "$(A)", name: "A", modifiers: []))]),
        ("x${A_1:rfc1034identifier}y", [.literal("x"), .reference(BuildSettingReference(text: "${A_1:rfc1034identifier}", name: "A_1", modifiers: ["rfc1034identifier"])), .literal("y")]),
        ("é$(A)é", [.literal("é"), .reference(BuildSettingReference(text: "$(A)", name: "A", modifiers: [])), .literal("é")]),
    ])
    func referencesAreFoundOnlyWhenWellFormed(_ text: String, _ pieces: [BuildSettingReference.Piece]) {
        #expect(BuildSettingReference.pieces(of: text) == pieces)
    }

    // MARK: - Unknown settings

    @Test func anUnknownSettingStaysAsWrittenAndIsReportedWithTheKeyAndHowToSetIt() throws {
        let settings = URL(fileURLWithPath: "/app/Resources/BuildSettings.xcconfig")
        let root: [String: Any] = ["CFBundleURLTypes": [["CFBundleURLSchemes": ["$(APPCENTER_URL_SCHEME)", "notes"]]],
                                   "CFBundleIdentifier": "$(MY_ID)"]
        let result = BuildSettingExpansion.expand(root, context: BuildSettingsContext(settingsFile: settings), infoPlistURL: nil, sourcePath: "Info.plist")
        #expect(((result.root["CFBundleURLTypes"] as? [[String: Any]])?.first?["CFBundleURLSchemes"] as? [String]) == ["$(APPCENTER_URL_SCHEME)", "notes"])
        #expect(result.report.diagnostics.map(\.code) == ["unknown-build-setting", "unknown-build-setting"])
        let scheme = try #require(result.report.diagnostics.first { $0.keyPath == "CFBundleURLTypes[0].CFBundleURLSchemes[0]" })
        #expect(scheme.severity == .warning)
        #expect(scheme.file == "Info.plist")
        #expect(scheme.message == "uses $(APPCENTER_URL_SCHEME), which has no value: no source sets it (no environment variable OPENUISCENE_BUILD_SETTING_APPCENTER_URL_SCHEME, no line in /app/Resources/BuildSettings.xcconfig, and OpenUIScene has no default for it). It is left as written.")
        #expect(scheme.fix == "Give APPCENTER_URL_SCHEME a value: add the line APPCENTER_URL_SCHEME = value to /app/Resources/BuildSettings.xcconfig, or set the environment variable OPENUISCENE_BUILD_SETTING_APPCENTER_URL_SCHEME; or write the literal value in the Info.plist.")
        let identifier = try #require(result.report.diagnostics.first { $0.keyPath == "CFBundleIdentifier" })
        #expect(identifier.message.hasSuffix("It is left as written; it is then no valid application id, so the GTK host runs the app without single instance and URL hand-over."))
        let setting = try #require(result.report["APPCENTER_URL_SCHEME"])
        #expect(setting.status == .unknown)
        #expect(setting.source == BuildSettingSource.none)
    }

    @Test func aSettingWhoseValueUsesAnUnknownSettingHasNoValue() throws {
        let context = BuildSettingsContext(environment: ["\(Self.env)A": "x.$(MISSING)"])
        let result = expand(["CFBundleName": "$(A)"], context)
        #expect(result.root["CFBundleName"] as? String == "$(A)")
        let finding = try #require(result.report.diagnostics.first)
        #expect(finding.message.hasPrefix("uses $(A), which has no value: its value \"x.$(MISSING)\" uses $(MISSING), which has no value: no source sets it"))
        #expect(result.report["A"]?.source == .environment)
        #expect(result.report["MISSING"]?.usedBy == ["$(A)"])
    }

    @Test func aCycleIsReportedNotFollowed() throws {
        let context = BuildSettingsContext(environment: ["\(Self.env)A": "$(B)", "\(Self.env)B": "x$(A)"])
        let result = expand(["K": "$(A)", "L": "$(B)"], context)
        #expect(result.root["K"] as? String == "$(A)")
        #expect(result.report.diagnostics.count == 2)
        #expect(result.report.diagnostics.allSatisfy { $0.message.contains("it refers to itself (A → B → A)") }, "\(result.report.diagnostics)")
    }

    @Test func aSelfReferenceInTheFileIsACycle() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("BuildSettings.xcconfig")
        try "PRODUCT_NAME = $(PRODUCT_NAME)-linux\n".write(to: file, atomically: true, encoding: .utf8)
        let result = expand(["CFBundleName": "$(PRODUCT_NAME)"], BuildSettingsContext(productName: "notes", settingsFile: file))
        #expect(result.root["CFBundleName"] as? String == "$(PRODUCT_NAME)")
        #expect(result.report.diagnostics.first?.message.contains("it refers to itself (PRODUCT_NAME → PRODUCT_NAME)") == true)
    }

    // MARK: - The settings file

    @Test func theSettingsFileSyntax() {
        let file = BuildSettingsFile(text: """
            // A comment
            A = 1\r
            \tB\t=\t two words  // comment
            C =
            A = 3
            D = http:/$()/example.com
            #include "Other.xcconfig"
            E[sdk=iphoneos*] = x
            1F = x
            no equals sign
            G.H = x
            """, path: "/x/BuildSettings.xcconfig")
        #expect(file.assignments.mapValues(\.value) == ["A": "3", "B": "two words", "C": "", "D": "http:/$()/example.com"])
        #expect(file.assignments["A"]?.line == 5, "the last line for a name wins")
        #expect(file.diagnostics.count == 5)
        #expect(file.diagnostics.allSatisfy { $0.code == "invalid-build-settings-file" && $0.severity == .error })
        #expect(file.diagnostics.map(\.message) == [
            "/x/BuildSettings.xcconfig:7: \"#include \"Other.xcconfig\"\" is an #include, which OpenUIScene does not follow; the line is ignored.",
            "/x/BuildSettings.xcconfig:8: \"E[sdk=iphoneos*] = x\" is a conditional assignment (NAME[condition] = value), which OpenUIScene does not support; the line is ignored.",
            "/x/BuildSettings.xcconfig:9: \"1F = x\" does not start with a setting name (letters, digits and _, not starting with a digit); the line is ignored.",
            "/x/BuildSettings.xcconfig:10: \"no equals sign\" is not a NAME = value line; the line is ignored.",
            "/x/BuildSettings.xcconfig:11: \"G.H = x\" does not start with a setting name (letters, digits and _, not starting with a digit); the line is ignored.",
        ])
        #expect(file.diagnostics[2].fix == "Write one setting per line as NAME = value, for example PRODUCT_BUNDLE_IDENTIFIER = com.example.MyApp.")
    }

    @Test func aSettingsFileThatCannotBeReadIsReportedAndUnused() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(BuildSettingsFile.read(folder.appendingPathComponent("absent.xcconfig")) == nil, "no file is fine")

        let directory = folder.appendingPathComponent("BuildSettings.xcconfig")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        let unreadable = try #require(BuildSettingsFile.read(directory))
        #expect(unreadable.assignments.isEmpty)
        #expect(unreadable.diagnostics.map(\.message) == ["the build settings file \(directory.path) cannot be read: it is a folder, not a regular file; its settings are not used."])

        let latin1 = folder.appendingPathComponent("latin1.xcconfig")
        try Data([0x41, 0x20, 0x3D, 0x20, 0xE9]).write(to: latin1)
        #expect(BuildSettingsFile.read(latin1)?.diagnostics.first?.message == "the build settings file \(latin1.path) is not UTF-8 text; its settings are not used.")

        let result = expand(["CFBundleName": "$(PRODUCT_NAME)"], BuildSettingsContext(productName: "notes", settingsFile: directory))
        #expect(result.root["CFBundleName"] as? String == "notes", "the defaults still apply")
        #expect(result.report.diagnostics.map(\.code) == ["invalid-build-settings-file"])
        #expect(result.report.settingsFileFound, "it exists, though it could not be read")
    }

    // MARK: - Limits

    @Test func settingsReferringDeeperThanTheLimitHaveNoValue() throws {
        var environment: [String: String] = [:]
        for level in 0..<60 { environment["\(Self.env)S\(level)"] = "$(S\(level + 1))" }
        environment["\(Self.env)S60"] = "end"
        let result = expand(["K": "$(S0)", "L": "$(S40)"], BuildSettingsContext(environment: environment))
        #expect(result.root["K"] as? String == "$(S0)")
        #expect(result.report.diagnostics.first?.message.contains("more than 32 deep (InfoPlistLimits.maximumBuildSettingDepth)") == true)
        #expect(result.root["L"] as? String == "end", "a chain within the limit still resolves")
    }

    @Test func valuesThatDoubleAtEveryLevelStopAtTheValueLimit() throws {
        var environment: [String: String] = ["\(Self.env)B0": String(repeating: "x", count: 64)]
        for level in 1...30 { environment["\(Self.env)B\(level)"] = "$(B\(level - 1))$(B\(level - 1))" }
        let started = ContinuousClock.now
        let result = expand(["K": "$(B30)", "M": "$(B5)"], BuildSettingsContext(environment: environment))
        #expect(ContinuousClock.now - started < .seconds(5))
        #expect(result.root["K"] as? String == "$(B30)")
        #expect(result.report.diagnostics.first?.message.contains("longer than 4096 bytes (InfoPlistLimits.maximumBuildSettingValueLength)") == true)
        #expect((result.root["M"] as? String)?.utf8.count == 64 * 32)
    }

    @Test func theWholeExpansionIsBoundedAndTheFindingsAreCounted() throws {
        let value = String(repeating: "v", count: 4000)
        let strings = Array(repeating: "$(BIG)$(BIG)$(BIG)", count: 200)
        let result = expand(["Many": strings, "Unknown": (0..<80).map { "$(NOPE_\($0))" }], BuildSettingsContext(environment: ["\(Self.env)BIG": value]))
        let codes = result.report.diagnostics.map(\.code)
        #expect(codes.filter { $0 == "limit-exceeded" }.count == 1)
        #expect(codes.filter { $0 == "unknown-build-setting" }.count == 51, "50 listed, one counting the rest")
        #expect(result.report.diagnostics.contains { $0.message.hasPrefix("30 more references to build settings without a value are left as written") })
        let expanded = (result.root["Many"] as? [String]) ?? []
        let added = expanded.reduce(0) { $0 + $1.utf8.count } - strings.reduce(0) { $0 + $1.utf8.count }
        #expect(added <= InfoPlistLimits.maximumBuildSettingExpansion)
        #expect(expanded.last == "$(BIG)$(BIG)$(BIG)", "past the budget references stay as written")
    }

    // MARK: - Application ids

    /// Each id with what GLib 2.74's g_application_id_is_valid answered on Debian 12
    /// (`OpenUISceneGTKTests` asks GLib itself).
    static let glibVerdicts: [(String, Bool)] = [
        ("a.b", true), ("-a.b", true), ("a.-b", true), ("a-b.c", true), ("a.b-c", true), ("_a.b", true), ("a._b", true),
        ("1a.b", false), ("a.1b", false), ("a.b.", false), ("a..b", false), (".a.b", false), ("a", false), (":a.b", false),
        ("a.b1", true), ("é.b", false), ("a.b$", false), ("A.B", true), ("a_b.c_d", true), ("org.openuiscene.notes", true),
        ("a.b.c.d", true), ("-.-", true), ("a-.b-", true), ("", false), ("$(PRODUCT_BUNDLE_IDENTIFIER)", false),
        ("a." + String(repeating: "b", count: 253), true), ("a." + String(repeating: "b", count: 254), false),
    ]

    @Test func applicationIdsFollowGLibsRules() {
        for (identifier, valid) in Self.glibVerdicts {
            #expect(ApplicationIdentifier.isValid(identifier) == valid, "\(identifier)")
        }
        #expect(ApplicationIdentifier.problem(with: "com.example.My App") == "it contains a space, and only ASCII letters, digits, \"_\" and \"-\" may appear between the dots")
        #expect(ApplicationIdentifier.problem(with: "$(PRODUCT_BUNDLE_IDENTIFIER)")?.hasPrefix("it has no \".\"") == true)
        #expect(ApplicationIdentifier.problem(with: "$(A).b") == "it contains \"$\", and only ASCII letters, digits, \"_\" and \"-\" may appear between the dots")
        #expect(ApplicationIdentifier.problem(with: "com..x") == "it has an empty element (\"..\")")
    }

    @Test(arguments: [("notes", "notes"), ("My App-2", "My_App_2"), ("2048", "_2048"), ("", "app"), ("Zürich", "Z_rich"), ("FluentUI.Demo", "FluentUI_Demo")])
    func theDefaultIdIsAlwaysValid(_ product: String, _ element: String) {
        #expect(ApplicationIdentifier.element(from: product) == element)
        let identifier = ApplicationIdentifier.defaultIdentifier(productName: product)
        #expect(identifier == "org.openuiscene.\(element)")
        #expect(ApplicationIdentifier.isValid(identifier))
    }
}
