/// `activity-lost-at-cold-launch`: `scene(_:continue:)` without `connectionOptions.userActivities`.
struct ActivityLostAtColdLaunch: DoctorRule {
    static let description = RuleDescription(
        id: "activity-lost-at-cold-launch",
        name: "User activity lost at a cold launch",
        rationale: """
            When a user activity launches the app (Handoff, a universal link, Spotlight, a Siri \
            shortcut), UIKit passes it in `connectionOptions.userActivities` of \
            `scene(_:willConnectTo:options:)` and does not call `scene(_:continue:)`. A scene \
            delegate that continues activities only in `scene(_:continue:)` drops the one that \
            launched it: a universal link opens the app on its start screen.
            """,
        source: RuleSource(title: "Apple: scene(_:continue:)", url: "https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:continue:)"),
        fix: "Read `connectionOptions.userActivities` in `scene(_:willConnectTo:options:)` and continue it as `scene(_:continue:)` does.",
        before: """
            func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
                router.continue(userActivity)
            }
            """,
        after: """
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                // …
                if let activity = connectionOptions.userActivities.first { router.continue(activity) }
            }
            """,
        triggeringExamples: [
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func ↓scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        if let url = connectionOptions.urlContexts.first?.url { Router.open(url) }
                    }
                    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
                        Router.continueActivity(userActivity)
                    }
                }
                """, comment: "URLs read at a cold launch, activities not"),
            RuleExample("""
                class BaseSceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
                        Router.continueActivity(userActivity)
                    }
                }
                class SceneDelegate: BaseSceneDelegate {
                    func ↓scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        #if DEBUG
                        print(connectionOptions.urlContexts)
                        #endif
                    }
                }
                """, comment: "the handler inherited from the app's base scene delegate"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let activity = connectionOptions.userActivities.first ?? session.stateRestorationActivity else { return }
                        self.scene(scene, continue: activity)
                    }
                    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
                        Router.continueActivity(userActivity)
                    }
                }
                """, comment: "reads userActivities with guard let"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                        if options.userActivities.first?.activityType == "com.example.editor" {
                            return UISceneConfiguration(name: "Editor", sessionRole: connectingSceneSession.role)
                        }
                        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
                    }
                }
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
                    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
                        Router.continueActivity(userActivity)
                    }
                }
                class EditorSceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        if let activity = connectionOptions.userActivities.first { Editor.open(activity) }
                    }
                }
                """, comment: "a routed activity that another scene type reads"),
        ]
    )

    func check(_ app: AppModel, into findings: inout FindingSink) {
        ColdLaunchCheck(handlers: [Signatures.continueActivity], members: ["userActivities"], what: "user activities", optionsMember: "connectionOptions.userActivities")
            .run(app, into: &findings)
    }
}
