import SwiftSyntax

/// `launch-options-event-read`: the app delegate of a scene-based app reads the launch URL, user
/// activity or quick action from `launchOptions`, where UIKit never puts them for such an app.
struct LaunchOptionsEventRead: DoctorRule {
    /// The keys whose values a scene-based app gets in the scene's connection options, and where.
    static let keys: [String: String] = [
        "url": "connectionOptions.urlContexts",
        "sourceApplication": "connectionOptions.sourceApplication",
        "annotation": "connectionOptions.urlContexts (each context's options.annotation)",
        "userActivityDictionary": "connectionOptions.userActivities",
        "userActivityType": "connectionOptions.userActivities",
        "shortcutItem": "connectionOptions.shortcutItem",
    ]

    static let description = RuleDescription(
        id: "launch-options-event-read",
        name: "A launch event read from launchOptions in a scene-based app",
        rationale: """
            In an app with a scene manifest, UIKit delivers the URL, the user activity and the \
            quick action that launched the app to the new scene, in the connection options of \
            `scene(_:willConnectTo:options:)`; the app delegate's `launchOptions` does not hold \
            them. Code that still reads `launchOptions?[.url]` or `[.shortcutItem]` in \
            `didFinishLaunching` (left from before the migration, or an SDK's sample) gets `nil`, \
            and the link or the quick action that started the app is ignored.
            """,
        source: RuleSource(title: "Apple: UIApplication.LaunchOptionsKey.url", url: "https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/url"),
        fix: "Read the value from the scene's connection options in `scene(_:willConnectTo:options:)` (`connectionOptions.urlContexts`, `.userActivities`, `.shortcutItem`) and hand it to the same code.",
        before: """
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                if let url = launchOptions?[.url] as? URL { Router.open(url) }
                return true
            }
            """,
        after: """
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                if let url = connectionOptions.urlContexts.first?.url { Router.open(url) }
            }
            """,
        triggeringExamples: [
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        if let url = ↓launchOptions?[.url] as? URL { Router.open(url) }
                        if let item = ↓launchOptions?[UIApplication.LaunchOptionsKey.shortcutItem] as? UIApplicationShortcutItem { QuickActions.run(item) }
                        return true
                    }
                }
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                }
                """, comment: "the URL and the quick action of a cold launch, read where a scene app never gets them"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, willFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
                        pendingActivity = ↓options?[.userActivityDictionary] as? [AnyHashable: Any]
                        return true
                    }
                }
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                }
                """, comment: "in willFinishLaunching, under another name"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        if let url = launchOptions?[.url] as? URL { Router.open(url) }
                        return true
                    }
                }
                """, infoPlist: .none, comment: "an app without scenes gets them there"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        if launchOptions?[.location] != nil { Tracker.resumeRegionMonitoring() }
                        Analytics.start(launchOptions: launchOptions)
                        return true
                    }
                }
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                }
                """, comment: "a key UIKit still passes to the app delegate, and the options handed on whole (app-delegate-event-callback's and migrate's business)"),
        ]
    )

    func check(_ app: AppModel, into findings: inout FindingSink) {
        // With iOS 12 supported, the read is the launch path of the systems without scenes.
        guard app.isSceneBased, !app.supportsIOSBeforeScenes else { return }
        for delegate in app.appDelegateTypes {
            for signature in WindowBuiltAtLaunch.launchSignatures {
                for method in app.ownMethods(signature, in: delegate) {
                    guard let body = method.body, method.parameters.count == 2 else { continue }
                    let options = (method.parameters[1].secondName ?? method.parameters[1].firstName).text
                    for subscriptCall in NodeCollector<SubscriptCallExprSyntax>.all(in: body) {
                        guard Self.isOptions(subscriptCall.calledExpression, named: options),
                              let argument = subscriptCall.arguments.first?.expression.as(MemberAccessExprSyntax.self),
                              let destination = Self.keys[argument.declName.baseName.text] else { continue }
                        let key = argument.declName.baseName.text
                        findings.report(at: subscriptCall.calledExpression, in: method.file,
                            "launchOptions[.\(key)] is always nil in \(signature) of a scene-based app: UIKit gives the launch's \(key) to the scene, in \(destination) of scene(_:willConnectTo:options:); read it there")
                    }
                }
            }
        }
    }

    /// `options`, `options?` or `options!`.
    static func isOptions(_ expression: ExprSyntax, named name: String) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == name }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return isOptions(optional.expression, named: name) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return isOptions(forced.expression, named: name) }
        return false
    }
}
