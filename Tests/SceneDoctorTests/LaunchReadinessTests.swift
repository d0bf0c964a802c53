import Foundation
import Testing
import TestSupport
@testable import SceneDoctor
import SceneToolsCore

/// Launch readiness: whether each app target launches when built with the iOS 27 SDK.
struct LaunchReadinessTests {
    // MARK: The rules' examples

    typealias Case = RuleExampleTests.Case

    static let cases: [Case] = RuleExampleTests.cases(of: LaunchRules.descriptions)

    /// The example's files (`// file: Name` lines split them; `Example.swift` before the first).
    static func files(of example: RuleExample) -> [(path: String, text: String)] {
        var files: [(path: String, text: String)] = []
        var current = "Example.swift"
        var lines: [Substring] = []
        for line in example.code.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("// file: ") {
                if !lines.isEmpty { files.append(("App/" + current, lines.joined(separator: "\n"))) }
                current = String(line.dropFirst("// file: ".count))
                lines = []
            } else {
                lines.append(line)
            }
        }
        if !lines.isEmpty { files.append(("App/" + current, lines.joined(separator: "\n"))) }
        return files
    }

    static func report(_ example: RuleExample) throws -> DoctorReport {
        try Doctor.checkLaunch(files: files(of: example), infoPlists: example.infoPlist.text.map { [("App/Info.plist", $0)] } ?? [])
    }

    @Test("each launch rule flags its triggering examples", arguments: cases.filter(\.triggering))
    func flagsTriggeringExamples(_ testCase: Case) throws {
        let findings = try Self.report(testCase.example).findings.filter { $0.ruleID == testCase.ruleID }
        #expect(findings.count == 1, "\(findings.map(\.message))")
        let expected: FindingSeverity = testCase.ruleID == LaunchReadiness.notAdoptedID ? .error : .warning
        #expect(findings.first?.severity == expected)
        #expect(findings.first?.path == "App/Info.plist")
    }

    @Test("each launch rule leaves its non-triggering examples alone", arguments: cases.filter { !$0.triggering })
    func leavesNonTriggeringExamplesAlone(_ testCase: Case) throws {
        let findings = try Self.report(testCase.example).findings.filter { $0.ruleID == testCase.ruleID }
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test("the launch rules are documented like the code rules, and their ids differ from them")
    func documented() {
        for rule in LaunchRules.descriptions {
            #expect(!rule.triggeringExamples.isEmpty && !rule.nonTriggeringExamples.isEmpty, "\(rule.id)")
            #expect(rule.source.url.hasPrefix("https://"), "\(rule.id)")
        }
        #expect(LaunchRules.ids == ["scene-life-cycle-not-adopted", "unknown-scene-delegate-class"])
        #expect(LaunchRules.ids.isDisjoint(with: DoctorRules.descriptions.map(\.id)))
    }

    // MARK: Frameworks

    /// A framework host app's files before and after its framework's scene migration.
    struct FrameworkApp: CustomTestStringConvertible, Sendable {
        var framework: String
        var before: [String: String]
        var after: [String: String]
        var afterPlist: ExampleInfoPlist = .singleScene
        var testDescription: String { framework }
    }

    static let flutterScenePlist = ExampleInfoPlist.xml(ExampleInfoPlist.manifest(multiple: false, extra: "", roles: """
        <key>UIWindowSceneSessionRoleApplication</key>
        <array><dict>
          <key>UISceneClassName</key><string>UIWindowScene</string>
          <key>UISceneConfigurationName</key><string>flutter</string>
          <key>UISceneDelegateClassName</key><string>FlutterSceneDelegate</string>
        </dict></array>
        """))

    static let frameworkApps: [FrameworkApp] = [
        FrameworkApp(
            framework: "Flutter",
            before: ["Runner/AppDelegate.swift": """
                import Flutter
                import UIKit

                @main
                @objc class AppDelegate: FlutterAppDelegate {
                    override func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        GeneratedPluginRegistrant.register(with: self)
                        let channel = FlutterMethodChannel(name: "app/battery", binaryMessenger: (window?.rootViewController as! FlutterViewController).binaryMessenger)
                        channel.setMethodCallHandler { _, result in result(100) }
                        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
                    }
                }
                """],
            after: ["Runner/AppDelegate.swift": """
                import Flutter
                import UIKit

                @main
                @objc class AppDelegate: FlutterAppDelegate, FlutterImplicitEngineDelegate {
                    func didInitializeImplicitFlutterEngine(_ engineBridge: FlutterImplicitEngineBridge) {
                        GeneratedPluginRegistrant.register(with: engineBridge.pluginRegistry)
                    }
                }
                """],
            afterPlist: flutterScenePlist
        ),
        FrameworkApp(
            framework: "Expo",
            before: ["App/AppDelegate.swift": """
                import Expo
                import React
                import ReactAppDependencyProvider

                @UIApplicationMain
                public class AppDelegate: ExpoAppDelegate {
                    var window: UIWindow?
                    var reactNativeFactory: RCTReactNativeFactory?

                    public override func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
                        let factory = ExpoReactNativeFactory(delegate: ReactNativeDelegate())
                        reactNativeFactory = factory
                        window = UIWindow(frame: UIScreen.main.bounds)
                        factory.startReactNative(withModuleName: "main", in: window, launchOptions: launchOptions)
                        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
                    }
                }
                """],
            after: ["App/AppDelegate.swift": """
                import Expo

                @UIApplicationMain
                public class AppDelegate: ExpoAppDelegate {}
                """],
            afterPlist: .xml(ExampleInfoPlist.manifest(multiple: false, extra: "", roles: """
                <key>UIWindowSceneSessionRoleApplication</key>
                <array><dict>
                  <key>UISceneConfigurationName</key><string>Default Configuration</string>
                  <key>UISceneDelegateClassName</key><string>EXExpoAppSceneDelegate</string>
                </dict></array>
                """))
        ),
        FrameworkApp(
            framework: "React Native",
            before: ["Shop/AppDelegate.swift": """
                import React
                import React_RCTAppDelegate
                import ReactAppDependencyProvider
                import UIKit

                @main
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    var reactNativeDelegate: ReactNativeDelegate?
                    var reactNativeFactory: RCTReactNativeFactory?

                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
                        let delegate = ReactNativeDelegate()
                        let factory = RCTReactNativeFactory(delegate: delegate)
                        delegate.dependencyProvider = RCTAppDependencyProvider()
                        reactNativeDelegate = delegate
                        reactNativeFactory = factory
                        window = UIWindow(frame: UIScreen.main.bounds)
                        factory.startReactNative(withModuleName: "Shop", in: window, launchOptions: launchOptions)
                        return true
                    }
                }

                class ReactNativeDelegate: RCTDefaultReactNativeFactoryDelegate {
                    override func bundleURL() -> URL? { Bundle.main.url(forResource: "main", withExtension: "jsbundle") }
                }
                """],
            after: ["Shop/AppDelegate.swift": """
                import UIKit

                @main
                class AppDelegate: UIResponder, UIApplicationDelegate {}
                """, "Shop/SceneDelegate.swift": """
                import React
                import React_RCTAppDelegate

                class SceneDelegate: RCTDefaultReactNativeFactoryDelegate, UIWindowSceneDelegate {
                    var window: UIWindow?
                    var reactNativeFactory: RCTReactNativeFactory?

                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        let factory = RCTReactNativeFactory(delegate: self)
                        reactNativeFactory = factory
                        window = UIWindow(windowScene: windowScene)
                        factory.startReactNative(withModuleName: "Shop", in: window, connectionOptions: connectionOptions)
                    }
                }
                """]
        ),
        FrameworkApp(
            framework: "Capacitor",
            before: ["App/AppDelegate.swift": """
                import UIKit
                import Capacitor

                @UIApplicationMain
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?

                    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                        return ApplicationDelegateProxy.shared.application(app, open: url, options: options)
                    }
                }
                """],
            after: ["App/AppDelegate.swift": """
                import UIKit
                import Capacitor

                @UIApplicationMain
                class AppDelegate: UIResponder, UIApplicationDelegate {}
                """, "App/SceneDelegate.swift": """
                import UIKit
                import Capacitor

                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?

                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        window = UIWindow(windowScene: windowScene)
                        window?.rootViewController = CAPBridgeViewController()
                        window?.makeKeyAndVisible()
                        SceneDelegateProxy.shared.scene(scene, willConnectTo: session, options: connectionOptions)
                    }
                }
                """]
        ),
        FrameworkApp(
            framework: "Cordova",
            before: ["App/Classes/AppDelegate.h": """
                #import <Cordova/CDVViewController.h>
                #import <Cordova/CDVAppDelegate.h>

                @interface AppDelegate : CDVAppDelegate {}
                @end
                """, "App/Classes/AppDelegate.m": """
                #import "AppDelegate.h"
                #import "MainViewController.h"

                @implementation AppDelegate

                - (BOOL)application:(UIApplication*)application didFinishLaunchingWithOptions:(NSDictionary*)launchOptions
                {
                    self.viewController = [[MainViewController alloc] init];
                    return [super application:application didFinishLaunchingWithOptions:launchOptions];
                }

                @end
                """],
            after: ["App/Classes/AppDelegate.h": """
                #import <Cordova/CDVAppDelegate.h>

                @interface AppDelegate : CDVAppDelegate
                @end
                """],
            afterPlist: .xml(ExampleInfoPlist.manifest(multiple: false, extra: "", roles: """
                <key>UIWindowSceneSessionRoleApplication</key>
                <array><dict>
                  <key>UISceneConfigurationName</key><string>Default Configuration</string>
                  <key>UISceneDelegateClassName</key><string>CDVSceneDelegate</string>
                </dict></array>
                """))
        ),
        FrameworkApp(
            framework: "Unity",
            before: ["Classes/UnityAppController.h": """
                @interface UnityAppController : NSObject <UIApplicationDelegate>
                @end
                """, "Classes/CustomAppController.mm": """
                #import "UnityAppController.h"

                @interface CustomAppController : UnityAppController
                @end

                IMPL_APP_CONTROLLER_SUBCLASS(CustomAppController)

                @implementation CustomAppController
                - (BOOL)application:(UIApplication*)app openURL:(NSURL*)url options:(NSDictionary<NSString*, id>*)options
                {
                    [DeepLinks handle:url];
                    return [super application:app openURL:url options:options];
                }
                @end
                """],
            after: ["Classes/UnityAppController.h": """
                @interface UnityAppController : NSObject <UIApplicationDelegate>
                @end
                """, "Classes/UnityAppController.mm": """
                @implementation UnityAppController
                - (UISceneConfiguration*)application:(UIApplication*)application configurationForConnectingSceneSession:(UISceneSession*)session options:(UISceneConnectionOptions*)options
                {
                    return [[UISceneConfiguration alloc] initWithName:@"Default Configuration" sessionRole:session.role];
                }
                @end
                """],
            afterPlist: .xml(LaunchRules.plist(""))
        ),
    ]

    static func check(_ files: [String: String], plist: ExampleInfoPlist) throws -> DoctorReport {
        let folder = files.keys.sorted().first.map { ($0 as NSString).deletingLastPathComponent } ?? ""
        return try Doctor.checkLaunch(files: files.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, infoPlists: [(folder + "/Info.plist", plist.text!)])
    }

    @Test("a framework's template-shaped host app without scenes: an error that names the framework and its path", arguments: frameworkApps)
    func frameworkTemplateNotAdopted(_ app: FrameworkApp) throws {
        let report = try Self.check(app.before, plist: .xml(LaunchRules.plist("")))
        let verdict = try #require(report.launchVerdicts.first)
        #expect(report.launchVerdicts.count == 1)
        #expect(verdict.status == .notAdopted)
        #expect(verdict.framework == app.framework)
        let error = try #require(report.findings.first { $0.severity == .error })
        let entry = try #require(LaunchFrameworks.all.first { $0.name == app.framework })
        #expect(error.message.contains("Fix: \(app.framework) app: \(entry.fix) (\(entry.source))."), "\(error.message)")
    }

    @Test("the same app after its framework's scene migration: adopted, and its scene delegate class is known", arguments: frameworkApps)
    func frameworkMigratedAdopted(_ app: FrameworkApp) throws {
        let report = try Self.check(app.after, plist: app.afterPlist)
        #expect(report.launchVerdicts.map(\.status) == [.adopted], "\(report.launchVerdicts)")
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
    }

    @Test("every framework in the table has an example app")
    func everyFrameworkHasAnExample() {
        #expect(Set(Self.frameworkApps.map(\.framework)) == Set(LaunchFrameworks.all.map(\.name)))
    }

    // MARK: What counts as an app

    @Test("Info.plists that are not an app's get no verdict: an extension's, a framework's, a test bundle's, GoogleService-Info.plist")
    func notAnApp() throws {
        func plist(_ body: String) -> String {
            "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>CFBundleIdentifier</key><string>x</string>\(body)</dict></plist>"
        }
        let report = try Doctor.checkLaunch(files: [("App/AppDelegate.swift", LaunchRules.appDelegateOnly)], infoPlists: [
            ("Share/Info.plist", plist("<key>NSExtension</key><dict/><key>UILaunchStoryboardName</key><string>x</string>")),
            ("Kit/Info.plist", plist("<key>CFBundlePackageType</key><string>FMWK</string>")),
            ("AppTests/Info.plist", plist("<key>CFBundlePackageType</key><string>$(PRODUCT_BUNDLE_PACKAGE_TYPE)</string>")),
            ("App/GoogleService-Info.plist", "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>API_KEY</key><string>k</string><key>BUNDLE_ID</key><string>x</string></dict></plist>"),
        ])
        // No app Info.plist, but an app delegate: the code-only note.
        #expect(report.launchVerdicts.map(\.status) == [.cannotTell])
        #expect(report.findings.map(\.severity) == [.note])
        #expect(report.findings.first?.message.contains("no Info.plist and no Xcode project under the paths given") == true)
    }

    @Test("an app delegate and no Info.plist: a note, never a guess; the code alone adopting scenes: adopted")
    func codeOnly() throws {
        let note = try Doctor.checkLaunch(files: [("AppDelegate.swift", LaunchRules.appDelegateOnly)], infoPlists: [])
        #expect(note.findings.map(\.severity) == [.note])
        #expect(note.findings.first?.ruleID == "scene-life-cycle-not-adopted")
        let swiftUI = try Doctor.checkLaunch(files: [("App.swift", "import SwiftUI\n#if os(iOS)\n@main struct Notes: App { var body: some Scene { WindowGroup {} } }\n#endif\nclass AppDelegate: NSObject, UIApplicationDelegate {}")], infoPlists: [])
        #expect(swiftUI.findings.isEmpty)
        #expect(swiftUI.launchVerdicts.map(\.status) == [.adopted])
    }

    // MARK: Xcode projects

    static func project(targets: String, configurations: String) -> String {
        """
        { objects = {
            PROJ = { isa = PBXProject; buildConfigurationList = PL; mainGroup = MAIN; };
            MAIN = { isa = PBXGroup; children = ( G1 ); sourceTree = "<group>"; };
            G1 = { isa = PBXGroup; children = ( F1 ); path = App; sourceTree = "<group>"; };
            F1 = { isa = PBXFileReference; path = AppDelegate.swift; sourceTree = "<group>"; };
            B1 = { isa = PBXBuildFile; fileRef = F1; };
            S1 = { isa = PBXSourcesBuildPhase; files = ( B1 ); };
            PL = { isa = XCConfigurationList; buildConfigurations = ( PD, PR ); };
            PD = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = iphoneos; }; };
            PR = { isa = XCBuildConfiguration; name = Release; buildSettings = { SDKROOT = iphoneos; }; };
            \(targets)
            \(configurations)
        }; }
        """
    }

    @Test("an INFOPLIST_FILE that names $(CONFIGURATION): each configuration's own Info.plist (flutter_server_box's Info-Debug/Profile/Release)")
    func infoPlistPerConfiguration() throws {
        let text = Self.project(
            targets: "T = { isa = PBXNativeTarget; name = App; productType = \"com.apple.product-type.application\"; buildPhases = ( S1 ); buildConfigurationList = TL; };",
            configurations: """
                TL = { isa = XCConfigurationList; buildConfigurations = ( TD, TR ); };
                TD = { isa = XCBuildConfiguration; name = Debug; buildSettings = { INFOPLIST_FILE = "App/Info-$(CONFIGURATION).plist"; }; };
                TR = { isa = XCBuildConfiguration; name = Release; buildSettings = { INFOPLIST_FILE = "App/Info-${CONFIGURATION}.plist"; }; };
                """
        )
        let plain = ExampleInfoPlist.xml("<plist version=\"1.0\"><dict><key>CFBundlePackageType</key><string>APPL</string><key>LSRequiresIPhoneOS</key><true/></dict></plist>").text!
        let report = try Doctor.checkLaunch(files: [("Shop/App/AppDelegate.swift", LaunchRules.appDelegateOnly)],
                                            infoPlists: [("Shop/App/Info-Debug.plist", ExampleInfoPlist.singleScene.text!), ("Shop/App/Info-Release.plist", plain)],
                                            projects: [("Shop/Shop.xcodeproj/project.pbxproj", text)])
        #expect(report.launchVerdicts.map(\.status) == [.notAdopted])
        #expect(report.launchVerdicts.first?.path == "Shop/App/Info-Release.plist")
        #expect(report.launchVerdicts.first?.reason.hasSuffix("(in the Release configuration)") == true, "\(report.launchVerdicts.map(\.reason))")
    }

    /// flutter_server_box: `Runner/Info.plist` (no manifest) stays beside the
    /// `Runner/Info-$(CONFIGURATION).plist` the target builds; it gave a "cannot tell" note.
    @Test("an Info.plist no target builds, beside the one every configuration builds: stale, no verdict; with a target's settings out of reach: named")
    func staleInfoPlistBesideTheBuiltOnes() throws {
        func report(settings: String) throws -> DoctorReport {
            let text = Self.project(
                targets: "T = { isa = PBXNativeTarget; name = App; productType = \"com.apple.product-type.application\"; buildPhases = ( S1 ); buildConfigurationList = TL; };",
                configurations: """
                    TL = { isa = XCConfigurationList; buildConfigurations = ( TD, TR ); };
                    TD = { isa = XCBuildConfiguration; name = Debug; buildSettings = { INFOPLIST_FILE = "App/Info-$(CONFIGURATION).plist"; }; };
                    TR = { isa = XCBuildConfiguration; name = Release; buildSettings = { \(settings) }; };
                    """
            )
            let plain = ExampleInfoPlist.xml("<plist version=\"1.0\"><dict><key>CFBundlePackageType</key><string>APPL</string><key>LSRequiresIPhoneOS</key><true/><key>CFBundleName</key><string>Shop</string></dict></plist>").text!
            return try Doctor.checkLaunch(files: [("Shop/App/AppDelegate.swift", LaunchRules.appDelegateOnly)],
                                          infoPlists: [("Shop/App/Info.plist", plain), ("Shop/App/Info-Debug.plist", ExampleInfoPlist.singleScene.text!), ("Shop/App/Info-Release.plist", ExampleInfoPlist.singleScene.text!)],
                                          projects: [("Shop/Shop.xcodeproj/project.pbxproj", text)])
        }
        let settled = try report(settings: "INFOPLIST_FILE = \"App/Info-$(CONFIGURATION).plist\";")
        #expect(settled.launchVerdicts.map(\.status) == [.adopted])
        #expect(!settled.findings.contains { $0.ruleID == "scene-life-cycle-not-adopted" })
        // The Release configuration's Info.plist comes from an .xcconfig that is not there: the
        // plist no target builds may be it.
        let unsettled = try report(settings: "")
        #expect(unsettled.launchVerdicts.contains { $0.status == .cannotTell && $0.path == "Shop/App/Info.plist" })
    }

    /// mattermost-mobile, rainbow and zulip-mobile commit ios/ with hand-written app delegates: a
    /// prebuild would replace them, and the advice was to run one.
    @Test("an Expo app: the prebuild advice when .gitignore ignores ios/, migrate's when ios/ is committed")
    func expoBareOrGenerated() throws {
        for ignored in [true, false] {
            let root = try DoctorTestSupport.temporaryFolder()
            try #"{"dependencies": {"expo": "~55.0.0", "react-native": "0.83.1"}}"#.write(to: root.appendingPathComponent("package.json"), atomically: false, encoding: .utf8)
            try (ignored ? "node_modules/\n/ios\n" : "node_modules/\nios/Pods/\n").write(to: root.appendingPathComponent(".gitignore"), atomically: false, encoding: .utf8)
            let app = root.appendingPathComponent("ios/Shop")
            try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
            try LaunchRules.appDelegateOnly.replacingOccurrences(of: "UIResponder, UIApplicationDelegate", with: "ExpoAppDelegate")
                .write(to: app.appendingPathComponent("AppDelegate.swift"), atomically: false, encoding: .utf8)
            try "<plist version=\"1.0\"><dict><key>CFBundlePackageType</key><string>APPL</string><key>LSRequiresIPhoneOS</key><true/></dict></plist>"
                .write(to: app.appendingPathComponent("Info.plist"), atomically: false, encoding: .utf8)
            let report = try Doctor.check(paths: [root.path])
            let error = try #require(report.findings.first { $0.ruleID == "scene-life-cycle-not-adopted" })
            #expect(report.launchVerdicts.map(\.framework) == ["Expo"])
            if ignored {
                #expect(error.message.hasSuffix("Fix: Expo app: turn on `ios.enableSceneSupport` with expo-build-properties (SDK 57) or upgrade to SDK 58, where scenes are the default, then run `npx expo prebuild` (https://github.com/expo/expo/pull/50191)."), "\(error.message)")
            } else {
                #expect(error.message.hasSuffix("Fix: Expo app with a committed ios/ folder (not written by `npx expo prebuild`, which would replace it and the app delegate's own code): run `scenectl migrate \(app.path)` to add a scene delegate that starts React Native in the scene's window, and the manifest (docs/MIGRATING.md)."), "\(error.message)")
            }
        }
    }

    /// Element (an XcodeGen project, no .xcodeproj committed): the fix named Riot/SupportingFiles,
    /// where migrate finds no app delegate.
    @Test("without a project, the fix names the folder that holds both the Info.plist and the app delegate")
    func migrateFolderWithoutAProject() throws {
        let plain = "<plist version=\"1.0\"><dict><key>CFBundlePackageType</key><string>APPL</string><key>LSRequiresIPhoneOS</key><true/></dict></plist>"
        let report = try Doctor.checkLaunch(files: [("Shop/Sources/App/AppDelegate.swift", LaunchRules.appDelegateOnly)], infoPlists: [("Shop/Supporting/Info.plist", plain)])
        let error = try #require(report.findings.first { $0.ruleID == "scene-life-cycle-not-adopted" })
        #expect(error.message.contains("Fix: run `scenectl migrate Shop` to add a scene delegate"), "\(error.message)")
    }

    /// ChatSecure: the app's one Swift file subclasses an Objective-C app delegate of its core
    /// framework; the verdict was "cannot tell: no app delegate was found".
    @Test("a Swift subclass of an Objective-C app delegate elsewhere under the paths is the app delegate; the base's configurationForConnecting counts")
    func swiftSubclassOfAnObjectiveCAppDelegate() throws {
        let plain = "<plist version=\"1.0\"><dict><key>CFBundlePackageType</key><string>APPL</string><key>LSRequiresIPhoneOS</key><true/></dict></plist>"
        let swift = ("App/AppDelegate.swift", "import ChatCore\n\n@UIApplicationMain\nclass AppDelegate: CoreAppDelegate {}\n")
        let header = ("Core/CoreAppDelegate.h", "@interface CoreAppDelegate : UIResponder <UIApplicationDelegate>\n@property (strong, nonatomic) UIWindow *window;\n@end\n")
        func verdict(_ implementation: String) throws -> LaunchVerdict.Status? {
            try Doctor.checkLaunch(files: [swift, header, ("Core/CoreAppDelegate.m", implementation)], infoPlists: [("App/Info.plist", plain)]).launchVerdicts.first?.status
        }
        #expect(try verdict("@implementation CoreAppDelegate\n@end\n") == .notAdopted)
        #expect(try verdict("@implementation CoreAppDelegate\n- (UISceneConfiguration *)application:(UIApplication *)application configurationForConnectingSceneSession:(UISceneSession *)session options:(UISceneConnectionOptions *)options { return nil; }\n@end\n") == .adopted)
    }

    @Test("the configurations disagree: the worst verdict, naming the configuration")
    func configurationsDisagree() throws {
        let text = Self.project(
            targets: "T = { isa = PBXNativeTarget; name = App; productType = \"com.apple.product-type.application\"; buildPhases = ( S1 ); buildConfigurationList = TL; };",
            configurations: """
                TL = { isa = XCConfigurationList; buildConfigurations = ( TD, TR ); };
                TD = { isa = XCBuildConfiguration; name = Debug; buildSettings = { GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES; }; };
                TR = { isa = XCBuildConfiguration; name = Release; buildSettings = { GENERATE_INFOPLIST_FILE = YES; }; };
                """
        )
        let report = try Doctor.checkLaunch(files: [("Shop/App/AppDelegate.swift", LaunchRules.appDelegateOnly)], infoPlists: [], projects: [("Shop/Shop.xcodeproj/project.pbxproj", text)])
        let verdict = try #require(report.launchVerdicts.first)
        #expect(report.launchVerdicts.count == 1)
        #expect(verdict.status == .notAdopted)
        #expect(verdict.reason == "the Info.plist generated by the build settings has no scene manifest and `AppDelegate` does not implement application(_:configurationForConnecting:options:) (in the Release configuration)")
        #expect(verdict.path == "Shop/Shop.xcodeproj/project.pbxproj")
        #expect(verdict.appDelegateFile == "Shop/App/AppDelegate.swift")
    }

    /// The scene delegate a migration wrote but left out of the target (Fedi's four targets): the
    /// manifest names a class the app does not have. It failed before: the class was looked up in
    /// every file of the folder, compiled or not.
    @Test("a manifest naming a scene delegate whose file no target compiles: a warning; compiled, none")
    func sceneDelegateInNoTarget() throws {
        func project(compiled: Bool, synchronized: String? = nil) -> String {
            """
            { objects = {
                PROJ = { isa = PBXProject; mainGroup = MAIN; };
                MAIN = { isa = PBXGroup; children = ( G1 ); sourceTree = "<group>"; };
                G1 = { isa = PBXGroup; children = ( F1, F2 ); path = App; sourceTree = "<group>"; };
                F1 = { isa = PBXFileReference; path = AppDelegate.swift; sourceTree = "<group>"; };
                F2 = { isa = PBXFileReference; path = SceneDelegate.swift; sourceTree = "<group>"; };
                B1 = { isa = PBXBuildFile; fileRef = F1; };
                B2 = { isa = PBXBuildFile; fileRef = F2; };
                S1 = { isa = PBXSourcesBuildPhase; files = ( B1\(compiled ? ", B2" : "") ); };
                T = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = ( S1 ); buildConfigurationList = TL;\(synchronized == nil ? "" : " fileSystemSynchronizedGroups = ( SG );") };
                \(synchronized.map { "SG = { isa = PBXFileSystemSynchronizedRootGroup; path = \($0); sourceTree = \"<group>\"; };" } ?? "")
                TL = { isa = XCConfigurationList; buildConfigurations = ( TD ); };
                TD = { isa = XCBuildConfiguration; name = Debug; buildSettings = { INFOPLIST_FILE = App/Info.plist; SDKROOT = iphoneos; }; };
            }; }
            """
        }
        let sceneDelegate = "import UIKit\n\nclass SceneDelegate: UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow?\n}\n"
        let files = [("Shop/App/AppDelegate.swift", LaunchRules.appDelegateOnly), ("Shop/App/SceneDelegate.swift", sceneDelegate)]
        let plists = [("Shop/App/Info.plist", ExampleInfoPlist.singleScene.text!)]
        let left = try Doctor.checkLaunch(files: files, infoPlists: plists, projects: [("Shop/Shop.xcodeproj/project.pbxproj", project(compiled: false))])
        #expect(left.findings.map(\.ruleID) == ["unknown-scene-delegate-class"])
        #expect(left.findings.first?.message.contains("names `$(PRODUCT_MODULE_NAME).SceneDelegate`, whose only definition, in Shop/App/SceneDelegate.swift, no target of the project compiles") == true, "\(left.findings.map(\.message))")
        let added = try Doctor.checkLaunch(files: files, infoPlists: plists, projects: [("Shop/Shop.xcodeproj/project.pbxproj", project(compiled: true))])
        #expect(added.findings.isEmpty, "\(added.findings.map(\.message))")
        // A synchronized folder of other code (Mustang's nodejs-project) compiles nothing here;
        // one holding App compiles the scene delegate.
        let otherFolder = try Doctor.checkLaunch(files: files, infoPlists: plists, projects: [("Shop/Shop.xcodeproj/project.pbxproj", project(compiled: false, synchronized: "Tests"))])
        #expect(otherFolder.findings.map(\.ruleID) == ["unknown-scene-delegate-class"])
        let appFolder = try Doctor.checkLaunch(files: files, infoPlists: plists, projects: [("Shop/Shop.xcodeproj/project.pbxproj", project(compiled: false, synchronized: "App"))])
        #expect(appFolder.findings.isEmpty, "\(appFolder.findings.map(\.message))")
    }

    @Test("the project file's targets: product types, sources through groups, synchronized folders, test hosts, SDKs")
    func projectTargets() throws {
        let path = DoctorTestSupport.packageRoot.appendingPathComponent("Tests/Fixtures/LaunchReadiness/Samples/Hosted/Hosted.xcodeproj/project.pbxproj").path
        let targets = try XcodeProjectReader.readTargets(SourcePath(path))
        #expect(targets.map(\.name) == ["Hosted", "TestHost", "HostedTests", "Mac"])
        #expect(targets.map(\.isApplication) == [true, true, false, true])
        #expect(targets.map(\.buildsForIOS) == [true, true, true, false])
        #expect(targets[0].synchronizedFolders == ["Hosted"])
        #expect(targets[0].sourceFiles.isEmpty)
        #expect(targets[1].sourceFiles == ["TestHost/TestHostAppDelegate.swift"])
        #expect(targets[2].sourceFiles == ["HostedTests/HostedTests.swift"])
        #expect(targets[3].sourceFiles == ["Mac/MacAppDelegate.swift"])
        #expect(targets[2].configurations.map(\.testHost) == Array(repeating: "$(BUILT_PRODUCTS_DIR)/TestHost.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/TestHost", count: 2))
        #expect(targets[1].configurations.map(\.deploymentTarget) == ["15.0", "15.0"])
    }

    @Test("hostile group chains: a cycle, a path climbing above the project, a built product: no path, no hang")
    func hostileGroups() throws {
        let text = """
            { objects = {
                PROJ = { isa = PBXProject; mainGroup = MAIN; };
                MAIN = { isa = PBXGroup; children = ( A, UP, BUILT ); sourceTree = "<group>"; };
                A = { isa = PBXGroup; children = ( B ); path = a; sourceTree = "<group>"; };
                B = { isa = PBXGroup; children = ( A ); path = b; sourceTree = "<group>"; };
                UP = { isa = PBXFileReference; path = "../../etc/passwd"; sourceTree = "<group>"; };
                BUILT = { isa = PBXFileReference; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
                BA = { isa = PBXBuildFile; fileRef = A; }; BU = { isa = PBXBuildFile; fileRef = UP; }; BB = { isa = PBXBuildFile; fileRef = BUILT; };
                S = { isa = PBXSourcesBuildPhase; files = ( BA, BU, BB, 7 ); };
                T = { isa = PBXNativeTarget; name = App; buildPhases = ( S, S ); };
            }; }
            """
        let targets = try XcodeProjectReader.targets(Data(text.utf8), path: "p")
        #expect(targets.first?.sourceFiles == ["a", "../../etc/passwd", "a", "../../etc/passwd"])
    }

    // MARK: Objective-C

    /// Whether an `@implementation` defines UIKit's configuration method (SceneToolsCore's reader).
    static func definesConfigurationForConnecting(_ text: String) -> Bool {
        ObjectiveCSource(text: text).implementations.flatMap(\.methods).contains { $0.selector == "application:configurationForConnectingSceneSession:options:" }
    }

    @Test("the selector counts only as a method definition in an @implementation")
    func objectiveCSelector() {
        #expect(Self.definesConfigurationForConnecting("""
            @implementation AppDelegate
            - (UISceneConfiguration *)application:(UIApplication *)application configurationForConnectingSceneSession:(UISceneSession *)s options:(UISceneConnectionOptions *)o {
                return nil;
            }
            @end
            """))
        for text in [
            "@implementation A\n// - (id)application:(id)a configurationForConnectingSceneSession:(id)s options:(id)o {}\n@end",
            "@implementation A\n/* - (id)application:(id)a\n configurationForConnectingSceneSession:(id)s */\n@end",
            "@implementation A\n- (void)f { NSLog(@\"- configurationForConnectingSceneSession:\"); }\n@end",
            "@implementation A\n- (void)f { [self.delegate application:app configurationForConnectingSceneSession:s options:o]; }\n@end",
            "@interface A : UIResponder <UIApplicationDelegate>\n- (id)application:(id)a configurationForConnectingSceneSession:(id)s options:(id)o;\n@end",
            "#define X - (id)application:(id)a configurationForConnectingSceneSession:(id)s",
        ] {
            #expect(!Self.definesConfigurationForConnecting(text), "\(text)")
        }
    }

    @Test("interfaces: superclass and protocols; categories and extensions told apart")
    func objectiveCInterfaces() {
        let source = ObjectiveCSource(text: """
            @interface AppDelegate : UIResponder <UIApplicationDelegate, UNUserNotificationCenterDelegate>
            @end
            @interface AppDelegate ()
            @end
            @interface AppDelegate (Push)
            @end
            @interface SceneDelegate : UIResponder <UIWindowSceneDelegate>
            @end
            """)
        #expect(source.interfaces.map { "\($0.line) \($0.name)(\($0.category ?? "-")) : \($0.superclass ?? "-") \($0.protocols)" } == [
            #"1 AppDelegate(-) : UIResponder ["UIApplicationDelegate", "UNUserNotificationCenterDelegate"]"#,
            "3 AppDelegate() : - []", "5 AppDelegate(Push) : - []",
            #"7 SceneDelegate(-) : UIResponder ["UIWindowSceneDelegate"]"#,
        ])
    }

    @Test("hostile Objective-C: unterminated comments and literals, invalid bytes, deep brackets: no trap, no hang")
    func hostileObjectiveC() {
        var generator = SeededGenerator(seed: 0x0BC0_FFEE)
        let pieces = ["/*", "*/", "//", "\"", "'", "\\", "@interface", "@implementation", "@end", ":", "<", ">", "(", ")", "[", "]", "{", "}", "-", "+", "\n", " ", "if", "else", ";",
                      "configurationForConnectingSceneSession", "#", "#if 0\n", "#endif\n", "\u{FFFD}", "é"]
        for round in 0..<200 {
            let text = (0..<Int.random(in: 0..<400, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            _ = ObjectiveCSource(text: text, isObjectiveCPlusPlus: round % 2 == 1)
        }
        let body = "@implementation A\n- (void)a {\n"
        _ = ObjectiveCSource(text: String(repeating: "[", count: 100_000))
        _ = ObjectiveCSource(text: body + String(repeating: "[", count: 100_000), isObjectiveCPlusPlus: true)
        _ = ObjectiveCSource(text: body + String(repeating: "[x ", count: 50_000) + String(repeating: "y]", count: 50_000) + ";\n}\n@end")
        _ = ObjectiveCSource(text: body + String(repeating: "if (x) ", count: 100_000) + "y;\n}\n@end")
        _ = ObjectiveCSource(text: body + String(repeating: "} else ", count: 100_000))
        _ = ObjectiveCSource(text: "@interface")
        _ = ObjectiveCSource(text: "@interface A : B <" + String(repeating: "P, ", count: 10_000))
    }

    // MARK: Through the command

    @Test("Examples/LegacyApp: exit 1, the readiness error first, exactly as Tests/Fixtures/LaunchReadiness/LegacyApp-doctor.txt")
    func legacyAppWillNotLaunch() throws {
        let result = try DoctorTestSupport.run(["doctor", "Examples/LegacyApp"])
        #expect(result.status == 1)
        let expected = try String(contentsOf: DoctorTestSupport.packageRoot.appendingPathComponent("Tests/Fixtures/LaunchReadiness/LegacyApp-doctor.txt"), encoding: .utf8)
        #expect(result.output == expected)
        #expect(result.output.hasPrefix("Examples/LegacyApp/Info.plist:1:1: error: `LegacyApp` will not launch when built with the iOS 27 SDK (Xcode 27)"))
    }

    @Test("a folder of sample apps and a project with a test host and a Mac target: judged app by app, exactly as Samples-doctor.txt")
    func severalApps() throws {
        let result = try DoctorTestSupport.run(["doctor", "Tests/Fixtures/LaunchReadiness/Samples"])
        #expect(result.status == 1)
        let expected = try String(contentsOf: DoctorTestSupport.packageRoot.appendingPathComponent("Tests/Fixtures/LaunchReadiness/Samples-doctor.txt"), encoding: .utf8)
        #expect(result.output == expected)
        #expect(result.error.isEmpty)
    }

    @Test("json carries each verdict; SARIF reports the error at level error")
    func machineFormats() throws {
        let json = try DoctorTestSupport.run(["doctor", "--format", "json", "Tests/Fixtures/LaunchReadiness/Samples"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let verdicts = try #require(object["launchReadiness"] as? [[String: Any]])
        #expect(verdicts.map { $0["target"] as? String } == ["Hosted", "TestHost", "Editor", "Photos", "Viewer"])
        #expect(verdicts.map { $0["status"] as? String } == ["adopted", "not-adopted", "adopted", "not-adopted", "not-adopted"])
        #expect(verdicts[1]["testHostFor"] as? [String] == ["HostedTests"])
        let sarif = try DoctorTestSupport.run(["doctor", "--format", "sarif", "Tests/Fixtures/LaunchReadiness/Samples"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        // The Objective-C Viewer's window made in didFinishLaunching beside its empty manifest is
        // no finding: without a configuration UIKit keeps the app-delegate life cycle, and shows
        // that window (Rocket.Chat's Expo template, whose deep links work today).
        #expect(results.map { $0["level"] as? String } == ["error", "error", "error"])
        #expect(results.map { $0["ruleId"] as? String } == ["scene-life-cycle-not-adopted", "scene-life-cycle-not-adopted", "scene-life-cycle-not-adopted"])
    }

    @Test("--rule selects the launch rules like any other; a code rule alone skips them")
    func ruleSelection() throws {
        let only = try DoctorTestSupport.run(["doctor", "--rule", "scene-life-cycle-not-adopted", "Examples/LegacyApp"])
        #expect(only.status == 1)
        #expect(only.output.contains("[scene-life-cycle-not-adopted]"))
        let other = try DoctorTestSupport.run(["doctor", "--rule", "arbitrary-window", "Examples/LegacyApp"])
        #expect(other.status == 0)
        #expect(other.output == "0 warnings, 0 notes in 3 Swift files\n")
    }
}
