import UIKitVocabulary

/// `app-delegate-state-callback`: `applicationDidBecomeActive` and friends with real work in a
/// scene-based app.
struct AppDelegateStateCallback: DoctorRule {
    /// Each state callback's signature → its scene counterpart (UIKitVocabulary).
    static let callbacks = Dictionary(uniqueKeysWithValues: UIKitVocabulary.stateCallbacks.map { ($0.appDelegateSignature, $0.sceneSignature) })

    static let description = RuleDescription(
        id: "app-delegate-state-callback",
        name: "App-delegate state callback in a scene-based app",
        rationale: """
            In an app that uses scenes, UIKit does not call the app delegate's \
            `applicationDidBecomeActive(_:)`, `applicationWillResignActive(_:)`, \
            `applicationDidEnterBackground(_:)` or `applicationWillEnterForeground(_:)`: the scene \
            delegate's callbacks replace them. Work left there (refreshing quick actions, updating \
            the badge, pausing a game) never runs. An app that still supports iOS 12 (a \
            deployment target below 13, or a scene delegate marked `@available(iOS 13…)`) keeps \
            the method as its iOS 12 path: a note when a scene delegate has the matching callback, \
            a warning when none has (on iOS 13 and later the work then never runs at all).
            """,
        source: RuleSource(title: "Apple: applicationDidBecomeActive(_:)", url: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidbecomeactive(_:)"),
        fix: "Move the work to the scene delegate's matching callback (`sceneDidBecomeActive(_:)`…), or observe `UIApplication.didBecomeActiveNotification`, which UIKit still posts.",
        before: """
            func applicationDidBecomeActive(_ application: UIApplication) {
                application.applicationIconBadgeNumber = 0
            }
            """,
        after: """
            // SceneDelegate
            func sceneDidBecomeActive(_ scene: UIScene) {
                UIApplication.shared.applicationIconBadgeNumber = 0
            }
            """,
        triggeringExamples: [
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    func ↓applicationDidBecomeActive(_ application: UIApplication) {
                        QuickActions.refresh()
                    }
                    func ↓applicationDidEnterBackground(_ application: UIApplication) {
                        Store.shared.save()
                    }
                }
                """),
            RuleExample("""
                @main class AppDelegate: ExpoAppDelegate {
                    override func ↓applicationDidBecomeActive(_ application: UIApplication) {
                        super.applicationDidBecomeActive(application)
                        Preferences.set(true, forKey: "foreground")
                    }
                }
                """, comment: "a framework's app delegate (Expo's, React Native's, Flutter's) is the app delegate: its subclass is one without naming UIApplicationDelegate"),
            RuleExample("""
                // file: AppDelegate.h
                @interface AppDelegate : UIResponder <UIApplicationDelegate>
                @property (strong, nonatomic) UIWindow *window;
                @end
                // file: AppDelegate.m
                @implementation AppDelegate
                - (void)↓applicationDidBecomeActive:(UIApplication *)application {
                    [UIApplication sharedApplication].applicationIconBadgeNumber = 0;
                }
                @end
                """, comment: "Objective-C"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    func applicationDidEnterBackground(_ application: UIApplication) {
                        handleEnterBackground()
                    }
                    func handleEnterBackground() { Store.shared.flush() }
                }
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func sceneDidEnterBackground(_ scene: UIScene) {
                        (UIApplication.shared.delegate as? AppDelegate)?.handleEnterBackground()
                    }
                }
                """, comment: "the scene delegate's callback makes the same calls: the old method is dead code, nothing is lost"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    func applicationDidBecomeActive(_ application: UIApplication) {
                        // Restart any tasks that were paused (or not yet started) while the application was inactive.
                    }
                    func applicationWillResignActive(_ application: UIApplication) {}
                }
                """, comment: "Xcode's template bodies"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    func applicationDidBecomeActive(_ application: UIApplication) {
                        QuickActions.refresh()
                    }
                }
                """, infoPlist: .none, comment: "an app without scenes"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    func applicationDidEnterBackground(_ application: UIApplication) {
                        Store.shared.save()
                    }
                }
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func sceneDidEnterBackground(_ scene: UIScene) {
                        (UIApplication.shared.delegate as? AppDelegate)?.applicationDidEnterBackground(UIApplication.shared)
                    }
                }
                """, comment: "the scene delegate forwards to it"),
            RuleExample("""
                // file: AppDelegate.h
                @interface AppDelegate : UIResponder <UIApplicationDelegate>
                @property (strong, nonatomic) UIWindow *window;
                @end
                // file: AppDelegate.m
                @implementation AppDelegate
                - (void)applicationDidBecomeActive:(UIApplication *)application {
                    // Restart any tasks that were paused (or not yet started) while the application was inactive.
                }
                @end
                """, comment: "Objective-C: the template's empty method"),
        ]
    )

    func check(_ app: AppModel, into findings: inout FindingSink) {
        guard app.isSceneBased else { return }
        for (signature, replacement) in Self.callbacks.sorted(by: { $0.key < $1.key }) where !app.isCalled(signature) {
            let sceneCalls = app.sceneDelegateMethods(replacement).reduce(into: Set<String>()) { $0.formUnion(AppModel.calleeNames(in: $1.body)) }
            for method in app.appDelegateMethods(signature) where BodyFacts.hasRealWork(method.body) {
                // The work also runs from the scene delegate's callback: dead code, nothing lost.
                let calls = AppModel.effectCalleeNames(in: method.body)
                if !calls.isEmpty, calls.isSubset(of: sceneCalls) { continue }
                if app.supportsIOSBeforeScenes {
                    // Below iOS 13 the app delegate's method is the live path, not dead code: a
                    // fallback beside the scene delegate's own callback. With no such callback,
                    // its work never runs on iOS 13 and later.
                    if !app.sceneDelegateMethods(replacement).isEmpty || !app.objectiveC.sceneDelegateMethods(replacement.replacingOccurrences(of: "(_:)", with: ":")).isEmpty {
                        findings.report(.note, at: method.nameNode, in: method.file,
                            "this app still supports iOS 12 or earlier, where UIKit calls \(signature); on iOS 13 and later it does not, so its work must also be in \(replacement)")
                    } else {
                        findings.report(at: method.nameNode, in: method.file,
                            "UIKit calls \(signature) only on iOS 12 and earlier, which this app still supports: on iOS 13 and later its work never runs, and no scene delegate has \(replacement); do it there too (or observe the UIApplication notification)")
                    }
                    continue
                }
                findings.report(at: method.nameNode, in: method.file,
                    "UIKit does not call \(signature) in a scene-based app: the work in it never runs; move it to the scene delegate's \(replacement) (or observe the UIApplication notification)")
            }
        }
    }
}
