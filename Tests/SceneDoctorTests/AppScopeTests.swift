import Foundation
@testable import SceneToolsCore
import Testing
@testable import SceneDoctor

/// The code rules judge each app by its own manifest and deployment target.
struct AppScopeTests {
    static let stateCallbackApp = """
        @main class AppDelegate: UIResponder, UIApplicationDelegate {
            func applicationDidBecomeActive(_ application: UIApplication) {
                Badge.refresh(application)
            }
        }
        """

    static let sceneDelegate = """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                window = UIWindow(windowScene: scene as! UIWindowScene)
            }
        }
        """

    /// A scene delegate with its own `sceneDidBecomeActive(_:)`, beside which the app delegate's
    /// method is a fallback for iOS 12.
    static let sceneDelegateWithCallback = """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                window = UIWindow(windowScene: scene as! UIWindowScene)
            }
            func sceneDidBecomeActive(_ scene: UIScene) { Analytics.resume() }
        }
        """

    /// Writes `files` (path → text) under a new folder and returns it.
    static func folder(_ files: [String: String]) throws -> URL {
        let root = try DoctorTestSupport.temporaryFolder()
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        return root
    }

    static func project(deploymentTarget: String, targetSettings: String = "") -> String {
        """
        { objects = {
            PROJ = { isa = PBXProject; buildConfigurationList = PL; mainGroup = MAIN; };
            MAIN = { isa = PBXGroup; children = ( G ); sourceTree = "<group>"; };
            G = { isa = PBXGroup; children = ( F1, F2 ); path = App; sourceTree = "<group>"; };
            F1 = { isa = PBXFileReference; path = AppDelegate.swift; sourceTree = "<group>"; };
            F2 = { isa = PBXFileReference; path = SceneDelegate.swift; sourceTree = "<group>"; };
            B1 = { isa = PBXBuildFile; fileRef = F1; }; B2 = { isa = PBXBuildFile; fileRef = F2; };
            S = { isa = PBXSourcesBuildPhase; files = ( B1, B2 ); };
            PL = { isa = XCConfigurationList; buildConfigurations = ( PD ); };
            PD = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = \(deploymentTarget); }; };
            T = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = ( S ); buildConfigurationList = TL; };
            TL = { isa = XCConfigurationList; buildConfigurations = ( TD ); };
            TD = { isa = XCBuildConfiguration; name = Debug; buildSettings = { INFOPLIST_FILE = App/Info.plist; \(targetSettings) }; };
            K = { isa = PBXNativeTarget; name = Kit; productType = "com.apple.product-type.framework"; buildConfigurationList = KL; };
            KL = { isa = XCConfigurationList; buildConfigurations = ( KD ); };
            KD = { isa = XCBuildConfiguration; name = Debug; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 11.0; }; };
        }; }
        """
    }

    @Test("a deployment target below iOS 13: the app delegate's state method is a live fallback, a note; 13 or later: a warning; a framework's lower target does not count")
    func deploymentTarget() throws {
        for (target, expected) in [("12.0", FindingSeverity.note), ("15.0", .warning)] {
            let root = try Self.folder([
                "App.xcodeproj/project.pbxproj": Self.project(deploymentTarget: target),
                "App/AppDelegate.swift": Self.stateCallbackApp,
                "App/SceneDelegate.swift": Self.sceneDelegateWithCallback,
                "App/Info.plist": ExampleInfoPlist.singleScene.text!,
            ])
            let findings = try Doctor.check(paths: [root.path]).findings.filter { $0.ruleID == "app-delegate-state-callback" }
            #expect(findings.map(\.severity) == [expected], "deployment target \(target)")
            if expected == .note { #expect(findings.first?.message.hasPrefix("this app still supports iOS 12 or earlier") == true) }
        }
    }

    /// iSH: `applicationDidEnterBackground:` exits the app, and no scene delegate has
    /// `sceneDidEnterBackground:`; the app supports iOS 11, so it was a note.
    @Test("an app that supports iOS 12 and has no scene callback for the state: a warning, in Swift and Objective-C; with one: a note")
    func noSceneCounterpartBesideTheFallback() {
        let swift = DoctorTestSupport.check(Self.stateCallbackApp + "\n@available(iOS 13.0, *)\nclass SceneDelegate: UIResponder, UIWindowSceneDelegate {}", rule: "app-delegate-state-callback")
        #expect(swift.map(\.severity) == [.warning])
        #expect(swift.first?.message == "UIKit calls applicationDidBecomeActive(_:) only on iOS 12 and earlier, which this app still supports: on iOS 13 and later its work never runs, and no scene delegate has sceneDidBecomeActive(_:); do it there too (or observe the UIApplication notification)")
        let header = "@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@end\n"
        let implementation = "@implementation AppDelegate\n- (void)applicationDidEnterBackground:(UIApplication *)application {\n    if (self.exiting) exit(0);\n}\n@end\n"
        func severities(_ sceneDelegate: String) -> [FindingSeverity] {
            Doctor.check(swiftFiles: [("AppDelegate.h", header), ("AppDelegate.m", implementation), ("SceneDelegate.swift", "@available(iOS 13.0, *)\n" + sceneDelegate)],
                         infoPlists: [("Info.plist", ExampleInfoPlist.singleScene.text!)], rules: [AppDelegateStateCallback()]).findings.map(\.severity)
        }
        #expect(severities("class SceneDelegate: UIResponder, UIWindowSceneDelegate {}") == [.warning])
        #expect(severities("class SceneDelegate: UIResponder, UIWindowSceneDelegate { func sceneDidEnterBackground(_ scene: UIScene) { Store.save() } }") == [.note])
    }

    /// OctoPod: a tvOS app target beside the iOS app; its app delegate's state methods were
    /// judged by the iOS app's manifest (four false alarms).
    @Test("the code of a tvOS target only is not judged by the iOS app's manifest; code both compile is")
    func otherPlatformTargets() throws {
        let project = """
            { objects = {
                PROJ = { isa = PBXProject; mainGroup = MAIN; };
                MAIN = { isa = PBXGroup; children = ( G1, G2 ); sourceTree = "<group>"; };
                G1 = { isa = PBXGroup; children = ( F1, F2, F4 ); path = App; sourceTree = "<group>"; };
                G2 = { isa = PBXGroup; children = ( F3 ); path = TV; sourceTree = "<group>"; };
                F1 = { isa = PBXFileReference; path = AppDelegate.swift; sourceTree = "<group>"; };
                F2 = { isa = PBXFileReference; path = SceneDelegate.swift; sourceTree = "<group>"; };
                F3 = { isa = PBXFileReference; path = TVAppDelegate.swift; sourceTree = "<group>"; };
                F4 = { isa = PBXFileReference; path = Shared.swift; sourceTree = "<group>"; };
                B1 = { isa = PBXBuildFile; fileRef = F1; }; B2 = { isa = PBXBuildFile; fileRef = F2; }; B3 = { isa = PBXBuildFile; fileRef = F3; };
                B4 = { isa = PBXBuildFile; fileRef = F4; }; B5 = { isa = PBXBuildFile; fileRef = F4; };
                S1 = { isa = PBXSourcesBuildPhase; files = ( B1, B2, B4 ); };
                S2 = { isa = PBXSourcesBuildPhase; files = ( B3, B5 ); };
                T1 = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = ( S1 ); buildConfigurationList = L1; };
                L1 = { isa = XCConfigurationList; buildConfigurations = ( C1 ); };
                C1 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { INFOPLIST_FILE = App/Info.plist; SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 15.0; }; };
                T2 = { isa = PBXNativeTarget; name = TV; productType = "com.apple.product-type.application"; buildPhases = ( S2 ); buildConfigurationList = L2; };
                L2 = { isa = XCConfigurationList; buildConfigurations = ( C2 ); };
                C2 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { INFOPLIST_FILE = TV/Info.plist; SDKROOT = appletvos; }; };
            }; }
            """
        let tvAppDelegate = Self.stateCallbackApp.replacingOccurrences(of: "@main class AppDelegate", with: "@main class TVAppDelegate")
        let shared = "enum Shared {\n    static var root: UIViewController? { UIApplication.shared.keyWindow?.rootViewController }\n}\n"
        let root = try Self.folder([
            "App.xcodeproj/project.pbxproj": project,
            "App/AppDelegate.swift": "@main class AppDelegate: UIResponder, UIApplicationDelegate {}\n",
            "App/SceneDelegate.swift": Self.sceneDelegate,
            "App/Shared.swift": shared,
            "App/Info.plist": ExampleInfoPlist.multipleScenes.text!,
            "TV/TVAppDelegate.swift": tvAppDelegate,
        ])
        let findings = try Doctor.check(paths: [root.path]).findings.filter { $0.severity != .error }
        #expect(findings.map(\.ruleID) == ["arbitrary-window"], "\(findings.map { "\($0.path):\($0.line) [\($0.ruleID)]" })")
        #expect(findings.first?.path.hasSuffix("App/Shared.swift") == true)
    }

    /// Rocket.Chat (Expo's bare template): a manifest with UIApplicationSupportsMultipleScenes
    /// only; its app-delegate URL methods were "never called", which its working deep links belie.
    @Test("a manifest without a configuration is no scene life cycle for the code rules (the launch verdict still says not adopted)")
    func emptyManifest() {
        let empty = ExampleInfoPlist.xml("<plist version=\"1.0\"><dict><key>UIApplicationSceneManifest</key><dict><key>UIApplicationSupportsMultipleScenes</key><false/></dict></dict></plist>")
        let app = """
            @main class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                    Router.open(url)
                }
            }
            """
        #expect(DoctorTestSupport.check(app, plist: empty).isEmpty)
        #expect(DoctorTestSupport.check(app).map(\.ruleID) == ["app-delegate-event-callback"])
    }

    /// Habitica: `self.window?.layer.speed` in a method launch calls was reported by two rules.
    @Test("a read of the app delegate's window at launch is one finding, window-read-at-launch's")
    func oneFindingForALaunchRead() {
        let app = """
            @main class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    setUpUITests()
                    return true
                }
                func setUpUITests() {
                    self.window?.layer.speed = 100
                }
            }
            """ + "\n" + Self.sceneDelegate
        #expect(DoctorTestSupport.check(app).map(\.ruleID) == ["window-read-at-launch"])
    }

    @Test("a scene delegate marked @available(iOS 13.0, *) says the app supports earlier systems: a note")
    func availabilityAttribute() {
        let findings = DoctorTestSupport.check(Self.stateCallbackApp + "\n@available(iOS 13.0, *)\n" + Self.sceneDelegateWithCallback, rule: "app-delegate-state-callback")
        #expect(findings.map(\.severity) == [.note])
        let plain = DoctorTestSupport.check(Self.stateCallbackApp + "\n" + Self.sceneDelegate, rule: "app-delegate-state-callback")
        #expect(plain.map(\.severity) == [.warning])
    }

    @Test("INFOPLIST_FILE that differs from the folder only in case (xdrip's `xdrip/…` for `xDrip/`) is the target's Info.plist, as on macOS's file system; a path that matches two files ignoring case matches neither")
    func infoPlistPathIgnoringCase() throws {
        let project = Self.project(deploymentTarget: "15.0").replacingOccurrences(of: "INFOPLIST_FILE = App/Info.plist;", with: "INFOPLIST_FILE = \"app/Info.plist\";")
        let root = try Self.folder([
            "App.xcodeproj/project.pbxproj": project,
            "App/AppDelegate.swift": "@main class AppDelegate: UIResponder, UIApplicationDelegate {}",
            "App/SceneDelegate.swift": Self.sceneDelegate,
            "App/Info.plist": ExampleInfoPlist.singleScene.text!,
        ])
        let report = try Doctor.check(paths: [root.path])
        #expect(report.launchVerdicts.map(\.status) == [.adopted], "\(report.launchVerdicts)")
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")

        #expect(CaseInsensitivePaths(["a/Info.plist", "A/Info.plist"])("a/info.plist") == "a/info.plist")
        #expect(CaseInsensitivePaths(["A/Info.plist"])("a/info.plist") == "A/Info.plist")
        #expect(CaseInsensitivePaths(["a/Info.plist", "A/Info.plist"])("A/Info.plist") == "A/Info.plist")
    }

    @Test("two apps in one folder: the one still on the app-delegate life cycle is not judged by the other's manifest")
    func appByApp() throws {
        let legacy = """
            @main class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.makeKeyAndVisible()
                    return true
                }
                func applicationDidBecomeActive(_ application: UIApplication) { Badge.refresh(application) }
            }
            """
        let root = try Self.folder([
            "Legacy/AppDelegate.swift": legacy,
            "Legacy/Info.plist": LaunchRules.plist(""),
            "Modern/AppDelegate.swift": "@main class AppDelegate: UIResponder, UIApplicationDelegate {}",
            "Modern/SceneDelegate.swift": Self.sceneDelegate,
            "Modern/Info.plist": ExampleInfoPlist.singleScene.text!,
        ])
        let report = try Doctor.check(paths: [root.path])
        #expect(report.findings.map(\.ruleID) == ["scene-life-cycle-not-adopted"], "\(report.findings.map(\.message))")
        #expect(report.launchVerdicts.map(\.status) == [.notAdopted, .adopted])
        // The same legacy code with a manifest of its own: the bugs of a half-migrated app (the
        // window and the state callback left behind, the manifest naming a class never written).
        let alone = try Self.folder(["Legacy/AppDelegate.swift": legacy, "Legacy/Info.plist": ExampleInfoPlist.singleScene.text!])
        #expect(Set(try Doctor.check(paths: [alone.path]).findings.map(\.ruleID)) == ["window-built-at-launch", "app-delegate-state-callback", "unknown-scene-delegate-class"])
    }

    @Test("an iPhone-only app (TARGETED_DEVICE_FAMILY = 1) whose other scene is CarPlay's: a window callback is not one of several; built for iPad too, it is")
    func carPlayOnIPhone() throws {
        let sceneDelegate = """
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func sceneDidEnterBackground(_ scene: UIScene) { SyncEngine.shared.stop() }
            }
            """
        for (family, expected) in [("1", 0), ("\"1,2\"", 1)] {
            let root = try Self.folder([
                "App.xcodeproj/project.pbxproj": Self.project(deploymentTarget: "15.0", targetSettings: "TARGETED_DEVICE_FAMILY = \(family);"),
                "App/AppDelegate.swift": "@main class AppDelegate: UIResponder, UIApplicationDelegate {}",
                "App/SceneDelegate.swift": sceneDelegate,
                "App/Info.plist": ExampleInfoPlist.multipleScenes.text!,
            ])
            let findings = try Doctor.check(paths: [root.path]).findings.filter { $0.ruleID == "per-window-callback-for-app-work" }
            #expect(findings.count == expected, "TARGETED_DEVICE_FAMILY = \(family)")
        }
    }
}
