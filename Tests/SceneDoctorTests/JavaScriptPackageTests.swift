import Foundation
import SceneDoctor
import SceneToolsCore
import Testing

/// The framework version a recipe or rule depends on: package.json read as the tools read files.
struct JavaScriptPackageTests {
    @Test(arguments: [
        ("0.83.9", "0.83.9"), ("^0.79.2", "0.79.2"), ("~0.81.0", "0.81.0"), (">=0.80.0 <0.82", "0.80.0"),
        ("0.84.0-rc.1", "0.84.0"), ("0.84.x", "0.84.0"), ("v0.88.1", "0.88.1"), ("55", "55.0.0"),
    ])
    func aRangeGivesTheLowestVersionItAllows(_ range: String, _ expected: String) {
        #expect(JavaScriptPackage.Version(range: range)?.description == expected)
    }

    @Test(arguments: ["nightly", "latest", "*", "github:facebook/react-native", "file:../rn", ""])
    func aTagOrAURLGivesNoVersion(_ range: String) {
        #expect(JavaScriptPackage.Version(range: range) == nil)
    }

    @Test func versionsCompareNumerically() {
        #expect(JavaScriptPackage.Version(0, 9) < JavaScriptPackage.Version(0, 88))
        #expect(JavaScriptPackage.Version(0, 88) >= JavaScriptPackage.Version(0, 88, 0))
    }

    @Test func theNearestPackageAboveTheAppIsReadAndTheInstalledVersionWins() throws {
        let root = try Self.folder([
            "package.json": #"{"dependencies": {"react-native": "^0.81.4", "expo": "~55.0.0"}, "devDependencies": {"typescript": "5.8.3"}}"#,
            "ios/App/AppDelegate.swift": "",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let package = try #require(JavaScriptPackage.nearest(to: root + "/ios/App", root: root))
        #expect(package.path == "package.json")
        #expect(package.dependencies == ["react-native": "^0.81.4", "expo": "~55.0.0", "typescript": "5.8.3"])
        #expect(package.version(of: "react-native", installedUnder: root) == JavaScriptPackage.Version(0, 81, 4))
        try Self.write(#"{"name": "react-native", "version": "0.81.6"}"#, to: root + "/node_modules/react-native/package.json")
        #expect(package.version(of: "react-native", installedUnder: root) == JavaScriptPackage.Version(0, 81, 6))
    }

    @Test func theFolderGivenMayBeTheIosFolder() throws {
        // `scenectl migrate ios`: package.json is in the folder's parent, and that is as far up as it looks.
        let top = try Self.folder([
            "package.json": #"{"dependencies": {"react-native": "0.88.0"}}"#,
            "app/package.json": #"{"dependencies": {"react-native": "0.80.0"}}"#,
            "app/ios/App/AppDelegate.swift": "",
        ])
        defer { try? FileManager.default.removeItem(atPath: top) }
        let package = JavaScriptPackage.nearest(to: top + "/app/ios/App", root: top + "/app/ios")
        #expect(package?.path == top + "/app/package.json")
        #expect(JavaScriptPackage.nearest(to: top + "/app/ios/App", root: top + "/app/ios/App") == nil)
    }

    @Test func aFileThatIsNotJSONOrIsALinkIsAsIfAbsent() throws {
        let root = try Self.folder(["package.json": "{ not json", "ios/App/AppDelegate.swift": ""])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(JavaScriptPackage.nearest(to: root + "/ios/App", root: root) == nil)
        try FileManager.default.removeItem(atPath: root + "/package.json")
        let outside = root + "-outside.json"
        try Self.write(#"{"dependencies": {"react-native": "0.88.0"}}"#, to: outside)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.createSymbolicLink(atPath: root + "/package.json", withDestinationPath: outside)
        #expect(JavaScriptPackage.nearest(to: root + "/ios/App", root: root) == nil)
    }

    @Test(arguments: [("0.88.0", 1), ("^0.87.4", 0)])
    func theDoctorReadsTheVersionAboveTheFolderItIsGiven(_ version: String, _ expected: Int) throws {
        let root = try Self.folder([
            "package.json": #"{"dependencies": {"react-native": "\#(version)"}}"#,
            "ios/App/Info.plist": ExampleInfoPlist.singleScene.text!,
            "ios/App/SceneDelegate.swift": """
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                        for context in URLContexts {
                            RCTLinkingManager.application(UIApplication.shared, open: context.url, options: [:])
                        }
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let report = try Doctor.check(paths: [root + "/ios"])
        let found = report.findings.filter { $0.ruleID == "react-native-linking-silenced" }
        #expect(found.count == expected, "\(report.findings.map(\.message))")
        #expect(found.allSatisfy { $0.path == root + "/ios/App/SceneDelegate.swift" && $0.line == 4 })
    }

    static func folder(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("jspackage-\(UUID().uuidString)").path
        for (path, text) in files { try write(text, to: root + "/" + path) }
        return root
    }

    static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}

/// The tools' `.xcconfig` reader.
struct XCConfigTests {
    /// MSAL's configurations end their lines with `;`, which Xcode ignores: the value is the path
    /// without it (before the fix the doctor looked for `…/Info.plist;` and said it cannot tell).
    @Test func aTrailingSemicolonIsNotPartOfTheValue() {
        let settings = XCConfig.settings("INFOPLIST_FILE = test/app/ios/resources/Info.plist;\nSWIFT_VERSION = 5.0 ;\nOTHER = a;b\n", path: "App.xcconfig") { _ in nil }
        #expect(settings["INFOPLIST_FILE"] as? String == "test/app/ios/resources/Info.plist")
        #expect(settings["SWIFT_VERSION"] as? String == "5.0")
        #expect(settings["OTHER"] as? String == "a;b")
    }
}

/// Flutter's version, for the migration's check that Flutter has its scene life cycle.
struct FlutterProjectTests {
    @Test("the version from .fvmrc, then the highest a GitHub workflow pins, then pubspec.yaml's environment; none without any")
    func flutterVersion() throws {
        let root = try DoctorTestSupport.temporaryFolder()
        let app = root.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("ios"), withIntermediateDirectories: true)
        #expect(FlutterProject.version(near: app.appendingPathComponent("ios").path, root: root.path) == nil)
        try "name: shop\nenvironment:\n  sdk: '>=3.4.0 <4.0.0'\n  flutter: \">=3.27.1\"\ndependencies:\n  flutter:\n    sdk: flutter\n"
            .write(to: app.appendingPathComponent("pubspec.yaml"), atomically: false, encoding: .utf8)
        #expect(FlutterProject.version(near: app.appendingPathComponent("ios").path, root: root.path)?.version == JavaScriptPackage.Version(3, 27, 1))
        let workflows = root.appendingPathComponent(".github/workflows")
        try FileManager.default.createDirectory(at: workflows, withIntermediateDirectories: true)
        try "env:\n  FLUTTER_VERSION: \"3.22.3\"\n".write(to: workflows.appendingPathComponent("bridge.yml"), atomically: false, encoding: .utf8)
        try "steps:\n  - uses: subosito/flutter-action@v2\n    with:\n      flutter-version: 3.24.5\n".write(to: workflows.appendingPathComponent("build.yaml"), atomically: false, encoding: .utf8)
        // pubspec.yaml is nearer than the workflows, in the app's folder.
        #expect(FlutterProject.version(near: app.appendingPathComponent("ios").path, root: root.path)?.version == JavaScriptPackage.Version(3, 27, 1))
        #expect(FlutterProject.version(near: root.path, root: root.path)?.version == JavaScriptPackage.Version(3, 24, 5))
        try #"{"flutter": "3.41.2"}"#.write(to: app.appendingPathComponent(".fvmrc"), atomically: false, encoding: .utf8)
        #expect(FlutterProject.version(near: app.path, root: root.path)?.version == JavaScriptPackage.Version(3, 41, 2))
    }

    @Test("a version file the CI reads (smooth-app's flutter-version.txt at the repository's root, its app two folders down with a pubspec.yaml that names no Flutter)")
    func flutterVersionFile() throws {
        let root = try DoctorTestSupport.temporaryFolder()
        let ios = root.appendingPathComponent("packages/smooth_app/ios")
        try FileManager.default.createDirectory(at: ios, withIntermediateDirectories: true)
        try "name: smooth_app\nenvironment:\n  sdk: ^3.5.3\n".write(to: root.appendingPathComponent("packages/smooth_app/pubspec.yaml"), atomically: false, encoding: .utf8)
        #expect(FlutterProject.version(near: ios.path, root: root.path) == nil)
        try "3.24.3".write(to: root.appendingPathComponent("flutter-version.txt"), atomically: false, encoding: .utf8)
        let found = FlutterProject.version(near: ios.path, root: root.path)
        #expect(found?.version == JavaScriptPackage.Version(3, 24, 3))
        #expect(found?.file == root.appendingPathComponent("flutter-version.txt").path)
        try "stable\n".write(to: root.appendingPathComponent("flutter-version.txt"), atomically: false, encoding: .utf8)
        #expect(FlutterProject.version(near: ios.path, root: root.path) == nil, "a channel name is no version")
    }
}
