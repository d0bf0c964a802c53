import SwiftSyntax
import UIKitVocabulary

/// `splash-blocks-launch`: react-native-splash-screen's `RNSplashScreen.show()` in
/// `didFinishLaunching` of a scene-based app, where it waits for JavaScript before the scene has
/// connected.
struct SplashBlocksLaunch: DoctorRule {
    static let launchMethods = ["application(_:didFinishLaunchingWithOptions:)", "application(_:willFinishLaunchingWithOptions:)"]

    static let description = RuleDescription(
        id: "splash-blocks-launch",
        name: "A splash screen that waits for JavaScript before the scene connects",
        rationale: """
            react-native-splash-screen's `RNSplashScreen.show()` (`[RNSplashScreen show]`) spins the \
            main run loop until JavaScript calls `SplashScreen.hide()`. In a scene-based app UIKit \
            connects the scene only after `application(_:didFinishLaunchingWithOptions:)` returns, \
            and React Native starts from the scene delegate, in the scene's window: called in \
            `didFinishLaunching`, the splash waits for JavaScript that has not started, and the \
            app hangs on its launch screen until the watchdog ends it. A migration that moves React \
            Native's start into the scene and leaves the splash call behind does exactly that.
            """,
        source: RuleSource(title: "react-native-splash-screen: RNSplashScreen.m (show loops until hide)", url: "https://github.com/crazycodeboy/react-native-splash-screen"),
        fix: "Call `RNSplashScreen.show()` in the scene delegate's `scene(_:willConnectTo:options:)`, right after React Native is started in the scene's window, once per process.",
        before: """
            // AppDelegate.application(_:didFinishLaunchingWithOptions:)
            RNSplashScreen.show()
            """,
        after: """
            // SceneDelegate.scene(_:willConnectTo:options:), after startReactNative
            RNSplashScreen.show()
            """,
        triggeringExamples: [
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        FirebaseApp.configure()
                        ↓RNSplashScreen.show()
                        return true
                    }
                }
                """, comment: "React Native started by the scene delegate; the splash left behind"),
            RuleExample("""
                // file: AppDelegate.h
                @interface AppDelegate : RCTAppDelegate
                @end
                // file: AppDelegate.mm
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                    self.automaticallyLoadReactNativeWindow = NO;
                    [super application:application didFinishLaunchingWithOptions:launchOptions];
                    ↓[RNSplashScreen show];
                    return YES;
                }
                @end
                """, comment: "Objective-C++: React Native's window left to the scene, the splash kept at launch"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        RNSplashScreen.show()
                    }
                }
                """, comment: "shown by the scene delegate, after the scene connected"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        RNSplashScreen.show()
                        return true
                    }
                }
                """, infoPlist: .none, comment: "an app without scenes (its own finding is that it will not launch)"),
        ]
    )

    func check(_ app: AppModel, into findings: inout FindingSink) {
        guard app.isSceneBased else { return }
        for signature in Self.launchMethods {
            for method in app.appDelegateMethods(signature) {
                guard let body = method.body else { continue }
                for token in body.tokens(viewMode: .sourceAccurate) where token.text == "RNSplashScreen" {
                    guard let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self), call.trimmedText == "RNSplashScreen.show()" else { continue }
                    findings.report(at: call, in: method.file, Self.message(signature))
                }
            }
        }
    }

    func checkObjectiveC(_ app: AppModel, into findings: inout FindingSink) {
        guard app.isSceneBased else { return }
        for selector in [UIKitVocabulary.Selectors.didFinishLaunching, UIKitVocabulary.Selectors.willFinishLaunching] {
            for method in app.objectiveC.appDelegateMethods(selector) {
                let source = method.file.source
                for send in method.method.sends where send.selector == "show" && source.text(send.receiver) == "RNSplashScreen" {
                    findings.report(at: send.range.lowerBound, in: method.file, Self.message(selector))
                }
            }
        }
    }

    static func message(_ method: String) -> String {
        "RNSplashScreen.show() waits for JavaScript to hide the splash, and in a scene-based app \(method) returns before the scene connects and React Native starts there: the app hangs on its launch screen; call it in the scene delegate's scene(_:willConnectTo:options:), after React Native starts"
    }
}
