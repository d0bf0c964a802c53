/// `shortcut-lost-at-cold-launch`: a quick-action handler without `connectionOptions.shortcutItem`.
struct ShortcutLostAtColdLaunch: DoctorRule {
    static let description = RuleDescription(
        id: "shortcut-lost-at-cold-launch",
        name: "Quick action lost at a cold launch",
        rationale: """
            When a Home Screen quick action launches the app, UIKit passes the item in \
            `connectionOptions.shortcutItem` and does not call \
            `windowScene(_:performActionFor:completionHandler:)`. A scene delegate that handles \
            quick actions only there ignores the one that launched it.
            """,
        source: RuleSource(title: "Apple: windowScene(_:performActionFor:completionHandler:)", url: "https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:performactionfor:completionhandler:)"),
        fix: "Read `connectionOptions.shortcutItem` in `scene(_:willConnectTo:options:)` and perform it as the quick-action handler does.",
        before: """
            func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
                completionHandler(perform(shortcutItem))
            }
            """,
        after: """
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                // …
                if let item = connectionOptions.shortcutItem { _ = perform(item) }
            }
            """,
        triggeringExamples: [
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func ↓scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        show(windowScene)
                    }
                    func show(_ scene: UIWindowScene) {}
                    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
                        completionHandler(QuickActions.perform(shortcutItem))
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var launchItem: UIApplicationShortcutItem?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        launchItem = connectionOptions.shortcutItem
                    }
                    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
                        completionHandler(QuickActions.perform(shortcutItem))
                    }
                }
                """),
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        ShortcutRouter.handle(launchOptions: connectionOptions)
                    }
                    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem) async -> Bool {
                        QuickActions.perform(shortcutItem)
                    }
                }
                enum ShortcutRouter {
                    static func handle(launchOptions options: UIScene.ConnectionOptions) {
                        switch options.shortcutItem?.type {
                        case "new"?: QuickActions.newNote()
                        default: break
                        }
                    }
                }
                """, comment: "the async handler; the options read in a static helper with switch"),
        ]
    )

    func check(_ app: AppModel, into findings: inout FindingSink) {
        ColdLaunchCheck(handlers: [Signatures.performAction, Signatures.performActionAsync], members: ["shortcutItem"], what: "quick actions", optionsMember: "connectionOptions.shortcutItem")
            .run(app, into: &findings)
    }
}
