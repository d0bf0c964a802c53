import SwiftSyntax

/// `window-built-at-launch`: a scene-based app whose app delegate still builds a window without a
/// scene in `application(_:didFinishLaunchingWithOptions:)`: a black screen.
struct WindowBuiltAtLaunch: DoctorRule {
    static let launchSignatures = [
        "application(_:didFinishLaunchingWithOptions:)",
        "application(_:willFinishLaunchingWithOptions:)",
    ]

    static let description = RuleDescription(
        id: "window-built-at-launch",
        name: "A window built in the app delegate of a scene-based app",
        rationale: """
            Once the app has a scene manifest, UIKit shows only windows that belong to a scene. A \
            `UIWindow(frame:)` made in `application(_:didFinishLaunchingWithOptions:)` belongs to \
            none: the app no longer crashes with the iOS 27 SDK, but its interface never appears \
            (the shape of a manifest added while the window set-up stayed behind, which React \
            Native, Expo and Capacitor apps reported as a black screen after their migration). The \
            scene delegate must make the window from its scene.
            """,
        source: RuleSource(title: "expo/expo#50179: black screen after adding the scene manifest", url: "https://github.com/expo/expo/issues/50179"),
        fix: "Move the window set-up to the scene delegate's `scene(_:willConnectTo:options:)` with `UIWindow(windowScene:)` (`scenectl migrate` does it), and keep process-wide set-up in the app delegate.",
        before: """
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = RootViewController()
            window?.makeKeyAndVisible()
            """,
        after: """
            // SceneDelegate.scene(_:willConnectTo:options:)
            guard let windowScene = scene as? UIWindowScene else { return }
            window = UIWindow(windowScene: windowScene)
            window?.rootViewController = RootViewController()
            window?.makeKeyAndVisible()
            """,
        triggeringExamples: [
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = ↓ShakeWindow(frame: UIScreen.main.bounds)
                        window?.makeKeyAndVisible()
                        return true
                    }
                }
                class ShakeWindow: MotionWindow {}
                class MotionWindow: UIWindow {}
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                }
                """, comment: "the app's own subclass of UIWindow"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = ↓UIWindow(frame: UIScreen.main.bounds)
                        window?.rootViewController = RootViewController()
                        window?.makeKeyAndVisible()
                        return true
                    }
                }
                """, comment: "a manifest added, the window set-up left behind"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    var reactNativeFactory: RCTReactNativeFactory?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
                        let factory = RCTReactNativeFactory(delegate: ReactNativeDelegate())
                        reactNativeFactory = factory
                        let window = ↓UIWindow()
                        factory.startReactNative(withModuleName: "Shop", in: window, launchOptions: launchOptions)
                        self.window = window
                        return true
                    }
                }
                """, comment: "React Native 0.77–0.87's template with a manifest"),
            RuleExample("""
                // file: AppDelegate.h
                @interface AppDelegate : UIResponder <UIApplicationDelegate>
                @property (strong, nonatomic) UIWindow *window;
                @end
                // file: AppDelegate.m
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                    self.window = ↓[[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                    self.window.rootViewController = [[RootViewController alloc] init];
                    [self.window makeKeyAndVisible];
                    return YES;
                }
                @end
                """, comment: "Objective-C: cordova-ios 7's and long-lived native apps' shape"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow(frame: UIScreen.main.bounds)
                        window?.makeKeyAndVisible()
                        return true
                    }
                }
                """, infoPlist: .none, comment: "no scenes: the app delegate's window is the app's"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        if #available(iOS 13.0, *) { return true }
                        window = UIWindow(frame: UIScreen.main.bounds)
                        window?.makeKeyAndVisible()
                        return true
                    }
                }
                """, comment: "the iOS 12 fallback, after the availability check"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        Appearance.apply()
                        return true
                    }
                }
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        window = UIWindow(windowScene: windowScene)
                    }
                }
                """, comment: "the window from the scene"),
            RuleExample("""
                // file: AppDelegate.h
                @interface AppDelegate : UIResponder <UIApplicationDelegate>
                @property (strong, nonatomic) UIWindow *window;
                @end
                // file: AppDelegate.m
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                    if (@available(iOS 13.0, *)) {
                        return YES;
                    }
                    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                    [self.window makeKeyAndVisible];
                    return YES;
                }
                @end
                """, comment: "Objective-C: the iOS 12 fallback, after the availability check"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        if #available(iOS 13.0, *) {
                            Log.info("scene flow")
                        } else {
                            window = UIWindow(frame: UIScreen.main.bounds)
                            window?.makeKeyAndVisible()
                        }
                        return true
                    }
                }
                """, comment: "the iOS 12 fallback in the availability check's else"),
            RuleExample("""
                // file: AppDelegate.h
                @interface AppDelegate : UIResponder <UIApplicationDelegate>
                @property (strong, nonatomic) UIWindow *window;
                @end
                // file: AppDelegate.m
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                    if (@available(iOS 13.0, *)) {
                        NSLog(@"Using Scene flow");
                    } else {
                        self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                        [self.window makeKeyAndVisible];
                    }
                    return YES;
                }
                @end
                """, comment: "Objective-C: the iOS 12 fallback in the availability check's else (VLC for iOS's shape)"),
        ]
    )

    func check(_ app: AppModel, into findings: inout FindingSink) {
        guard app.isSceneBased else { return }
        // The app's own subclasses of UIWindow (`MainWindow(frame: …)`), made the same way.
        let windowClasses = Set(app.types.keys.filter { $0 != "UIWindow" && app.inherits($0, from: ["UIWindow"]) })
        for signature in Self.launchSignatures {
            for method in app.appDelegateMethods(signature) {
                guard let body = method.body else { continue }
                // `if #available(iOS 13.0, *) { return … }` before the set-up: the iOS 12 path.
                if Self.returnsEarlyOnIOS13(body) { continue }
                for call in NodeCollector<FunctionCallExprSyntax>.all(in: body) where Self.makesSceneLessWindow(call, windowClasses: windowClasses) && !Self.isInAvailabilityFallback(call) {
                    findings.report(at: call, in: method.file,
                        "this window belongs to no scene: in a scene-based app UIKit never shows it, and the app launches to a black screen; make the window in the scene delegate's scene(_:willConnectTo:options:) with UIWindow(windowScene:)")
                }
            }
        }
    }

    /// `UIWindow()`, `UIWindow(frame: …)`, and the same of `windowClasses` (the app's subclasses).
    static func makesSceneLessWindow(_ call: FunctionCallExprSyntax, windowClasses: Set<String> = []) -> Bool {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name == "UIWindow" || windowClasses.contains(name) else { return false }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        return labels.isEmpty || labels == ["frame"]
    }

    /// In the `else` of `if #available(iOS 13…, *)`: the path of the systems before scenes.
    static func isInAvailabilityFallback(_ node: some SyntaxProtocol) -> Bool {
        var child = Syntax(node)
        while let parent = child.parent {
            if let ifExpression = parent.as(IfExprSyntax.self) {
                let availability = ifExpression.conditions.compactMap { $0.condition.as(AvailabilityConditionSyntax.self) }
                // `if #available(iOS 13…) { } else { here }`
                if let elseBody = ifExpression.elseBody, elseBody.id == child.id, availability.contains(where: { $0.availabilityKeyword.tokenKind == .poundAvailable }) {
                    return true
                }
                // `if #unavailable(iOS 13…) { here }` (OctoPod's iOS 12 path)
                if ifExpression.body.id == child.id, availability.contains(where: { $0.availabilityKeyword.tokenKind == .poundUnavailable }) {
                    return true
                }
            }
            // `guard #available(iOS 13…) else { here }`
            if let guardStatement = parent.as(GuardStmtSyntax.self), guardStatement.body.id == child.id,
               guardStatement.conditions.contains(where: { $0.condition.as(AvailabilityConditionSyntax.self)?.availabilityKeyword.tokenKind == .poundAvailable }) {
                return true
            }
            child = parent
        }
        return false
    }

    static func returnsEarlyOnIOS13(_ body: CodeBlockSyntax) -> Bool {
        for item in body.statements {
            if let ifExpression = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? item.item.as(IfExprSyntax.self),
               ifExpression.conditions.contains(where: { $0.condition.is(AvailabilityConditionSyntax.self) }),
               ifExpression.body.statements.contains(where: { $0.item.is(ReturnStmtSyntax.self) }) {
                return true
            }
            if let guardStatement = item.item.as(GuardStmtSyntax.self),
               guardStatement.conditions.contains(where: { ($0.condition.as(AvailabilityConditionSyntax.self)?.availabilityKeyword.tokenKind == .poundUnavailable) }) {
                return true
            }
        }
        return false
    }
}
