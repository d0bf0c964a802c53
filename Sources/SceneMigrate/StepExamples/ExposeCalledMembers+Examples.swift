import Foundation

// The examples the step's tests run (MigrationStepExampleTests): whole apps before the recipe,
// and every file that changes, whole, after it.
extension ExposeCalledMembers {
    static let examples: [MigrationExample] = [
        MigrationExample(
            "a private helper the moved window set-up calls",
            before: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = makeRoot()
                    window?.makeKeyAndVisible()
                    return true
                }

                private func makeRoot() -> UIViewController {
                    UIViewController()
                }
            }

            """#,
            "Info.plist": ExampleFiles.infoPlist1,
            ],
            after: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    return true
                }

                func makeRoot() -> UIViewController {
                    UIViewController()
                }
            }

            """#,
            "Info.plist": ExampleFiles.infoPlist2,
            "SceneDelegate.swift": #"""
            import UIKit

            /// The app's window scene: written by `scenectl migrate` from AppDelegate's window set-up,
            /// launch handling and state callbacks (docs/MIGRATING.md).
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                /// The app's code that both the cold and the warm launch paths call stays in the app delegate.
                private var appDelegate: AppDelegate {
                    UIApplication.shared.delegate as! AppDelegate
                }

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    window = UIWindow(windowScene: windowScene)
                    window?.rootViewController = appDelegate.makeRoot()
                    window?.makeKeyAndVisible()
                }
            }

            """#,
            ],
            manualSteps: []
        ),
        MigrationExample(
            "a private static member the moved code names through the type (MyFlightbook's shape)",
            before: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                private static let selectedTabKey = "selectedTab"
                private static var launchFinished = false

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    let tabs = UITabBarController()
                    tabs.selectedIndex = UserDefaults.standard.integer(forKey: AppDelegate.selectedTabKey)
                    window?.rootViewController = tabs
                    window?.makeKeyAndVisible()
                    AppDelegate.launchFinished = true
                    return true
                }
            }

            """#,
            "Info.plist": ExampleFiles.infoPlist1,
            ],
            after: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                static let selectedTabKey = "selectedTab"
                private static var launchFinished = false

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    AppDelegate.launchFinished = true
                    return true
                }
            }

            """#,
            "Info.plist": ExampleFiles.infoPlist2,
            "SceneDelegate.swift": #"""
            import UIKit

            /// The app's window scene: written by `scenectl migrate` from AppDelegate's window set-up,
            /// launch handling and state callbacks (docs/MIGRATING.md).
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    window = UIWindow(windowScene: windowScene)
                    let tabs = UITabBarController()
                    tabs.selectedIndex = UserDefaults.standard.integer(forKey: AppDelegate.selectedTabKey)
                    window?.rootViewController = tabs
                    window?.makeKeyAndVisible()
                }
            }

            """#,
            ],
            manualSteps: ["moved-with-window-setup"]
        ),
    ]

    static let lookalikes: [MigrationExample] = [
        MigrationExample(
            "a private helper nothing moved calls",
            before: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    configure()
                    return true
                }

                private func configure() {}
            }

            """#,
            "Info.plist": ExampleFiles.infoPlist3,
            ]
        ),
    ]
}
