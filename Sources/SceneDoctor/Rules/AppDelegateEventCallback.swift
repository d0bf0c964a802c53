import SceneToolsCore
import UIKitVocabulary

/// `app-delegate-event-callback`: URL, activity and quick-action handlers left in the app delegate
/// of a scene-based app.
struct AppDelegateEventCallback: DoctorRule {
    /// The scene-delegate methods that replace each callback.
    static let sceneHandlers = Dictionary(uniqueKeysWithValues: UIKitVocabulary.eventCallbacks.map { ($0.appDelegate, [$0.scene] + $0.alsoScene + [UIKitVocabulary.willConnect]) })

    static let callbacks = Dictionary(uniqueKeysWithValues: UIKitVocabulary.eventCallbacks.map { ($0.appDelegate, "\($0.scene) and connectionOptions.\($0.connectionOption)") })

    static let description = RuleDescription(
        id: "app-delegate-event-callback",
        name: "App-delegate event handler in a scene-based app",
        rationale: """
            In an app that uses scenes, UIKit delivers URLs, user activities and quick actions to \
            the scene delegate and never calls `application(_:open:options:)`, \
            `application(_:continue:restorationHandler:)` or \
            `application(_:performActionFor:completionHandler:)`. The work in them (a sign-in \
            SDK's URL callback, a universal link) never runs.
            """,
        source: RuleSource(title: "Apple: application(_:open:options:)", url: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:open:options:)"),
        fix: "Handle the event in the scene delegate (running and cold-launch forms), or call the app delegate's method from there.",
        before: """
            // AppDelegate
            func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                GIDSignIn.sharedInstance.handle(url)
            }
            """,
        after: """
            // SceneDelegate
            func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                URLContexts.forEach { GIDSignIn.sharedInstance.handle($0.url) }
            }
            """,
        triggeringExamples: [
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    func ↓application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                        return SignIn.shared.handle(url)
                    }
                }
                """),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {}
                extension AppDelegate {
                    func ↓application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
                        Router.continueActivity(userActivity)
                        return true
                    }
                }
                """, comment: "in an extension"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    func ↓application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                        GIDSignIn.sharedInstance.handle(url)
                    }
                }
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                        URLContexts.forEach { DeepLinks.open($0.url) }
                    }
                }
                """, comment: "the scene delegate handles deep links, but the sign-in SDK's callback stayed behind"),
            RuleExample("""
                // file: AppDelegate.h
                @interface AppDelegate : UIResponder <UIApplicationDelegate>
                @property (strong, nonatomic) UIWindow *window;
                @end
                // file: AppDelegate.m
                @implementation AppDelegate
                - (BOOL)↓application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options {
                    return [[GIDSignIn sharedInstance] handleURL:url];
                }
                @end
                """, comment: "Objective-C"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                        return SignIn.shared.handle(url)
                    }
                }
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                        guard let url = URLContexts.first?.url else { return }
                        _ = (UIApplication.shared.delegate as? AppDelegate)?.application(UIApplication.shared, open: url, options: [:])
                    }
                }
                """, comment: "the scene delegate forwards to it"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                        return SignIn.shared.handle(url)
                    }
                }
                """, infoPlist: .none, comment: "an app without scenes"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                        return ApplicationDelegateProxy.shared.application(app, open: url, options: options)
                    }
                }
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                        guard let url = URLContexts.first?.url else { return }
                        _ = ApplicationDelegateProxy.shared.application(UIApplication.shared, open: url, options: [:])
                    }
                }
                """, comment: "the scene delegate makes the same calls: the old method is dead code, nothing is lost"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                        guard let root = SceneHelper.rootViewController() else { return false }
                        return handleOpenURL(url, from: root)
                    }
                    func handleOpenURL(_ url: URL, from root: UIViewController) -> Bool { true }
                }
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                        guard let url = URLContexts.first?.url, let root = window?.rootViewController else { return }
                        _ = (UIApplication.shared.delegate as? AppDelegate)?.handleOpenURL(url, from: root)
                    }
                }
                """, comment: "the same call, its argument looked up another way: a lookup in a condition is not work that is lost"),
            RuleExample("""
                // file: AppDelegate.h
                @interface AppDelegate : UIResponder <UIApplicationDelegate>
                @property (strong, nonatomic) UIWindow *window;
                @end
                // file: AppDelegate.m
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options {
                    return [[GIDSignIn sharedInstance] handleURL:url];
                }
                @end
                // file: SceneDelegate.swift
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                        guard let url = URLContexts.first?.url else { return }
                        _ = (UIApplication.shared.delegate as? AppDelegate)?.application(UIApplication.shared, open: url, options: [:])
                    }
                }
                """, comment: "an Objective-C app delegate, a Swift scene delegate that forwards to it"),
            RuleExample("""
                // file: AppDelegate.h
                @interface AppDelegate : UIResponder <UIApplicationDelegate>
                @property (strong, nonatomic) UIWindow *window;
                @end
                // file: AppDelegate.m
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options {
                    return [[GIDSignIn sharedInstance] handleURL:url];
                }
                @end
                // file: SceneDelegate.h
                @interface SceneDelegate : UIResponder <UIWindowSceneDelegate>
                @property (strong, nonatomic) UIWindow *window;
                @end
                // file: SceneDelegate.m
                @implementation SceneDelegate
                - (void)scene:(UIScene *)scene openURLContexts:(NSSet<UIOpenURLContext *> *)URLContexts {
                    [[GIDSignIn sharedInstance] handleURL:URLContexts.anyObject.URL];
                }
                @end
                """, comment: "Objective-C: the scene delegate makes the same call"),
        ]
    )

    func check(_ app: AppModel, into findings: inout FindingSink) {
        guard app.isSceneBased else { return }
        for (signature, replacement) in Self.callbacks.sorted(by: { $0.key < $1.key }) where !app.isCalled(signature) {
            // The scene delegates' handlers of the same event, and everything they call.
            let sceneCalls = (Self.sceneHandlers[signature] ?? []).flatMap { app.sceneDelegateMethods($0) }
                .reduce(into: Set<String>()) { $0.formUnion(AppModel.calleeNames(in: $1.body)) }
            for method in app.appDelegateMethods(signature) where BodyFacts.hasRealWork(method.body) {
                // A migrated app that kept the old method and does the same calls in the scene
                // delegate loses nothing (dead code, not a lost event).
                let calls = AppModel.effectCalleeNames(in: method.body)
                if !calls.isEmpty, calls.isSubset(of: sceneCalls) { continue }
                if app.supportsIOSBeforeScenes {
                    // Below iOS 13 the app delegate's method is the live path, not dead code.
                    findings.report(.note, at: method.nameNode, in: method.file,
                        "this app still supports iOS 12 or earlier, where UIKit calls \(signature); on iOS 13 and later it does not, so its work must also be in \(replacement)")
                    continue
                }
                // The SDK calls in the method, each with the scene-side call it needs.
                let sdks = SceneSDKs.calls(in: method.body).map { " \($0.name): \($0.sceneCall) (\($0.source))." }.joined()
                findings.report(at: method.nameNode, in: method.file,
                    "UIKit does not call \(signature) in a scene-based app: the work in it never runs; handle the event in the scene delegate (\(replacement))" + (sdks.isEmpty ? "" : ";" + sdks))
            }
        }
    }
}
