import Foundation

// The examples the step's tests run (MigrationStepExampleTests): whole apps before the recipe,
// and every file that changes, whole, after it.
extension DropRedundantLaunchReads {
    static let examples: [MigrationExample] = [
        MigrationExample(
            "a cold launch's URL handed to the router, then `return false`",
            before: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = RootViewController()
                    window?.makeKeyAndVisible()
                    if let url = launchOptions?[.url] as? URL {
                        Router.shared.open(url)
                        return false
                    }
                    return true
                }

                func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                    Router.shared.open(url)
                    return true
                }
            }

            final class RootViewController: UIViewController {}

            final class Router {
                static let shared = Router()
                func open(_ url: URL) {}
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

                func handleOpenURL(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                    Router.shared.open(url)
                    return true
                }
            }

            final class RootViewController: UIViewController {}

            final class Router {
                static let shared = Router()
                func open(_ url: URL) {}
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
                    window?.rootViewController = RootViewController()
                    window?.makeKeyAndVisible()

                    // A cold launch's URL, activity and quick action go where a running app's go.
                    self.scene(scene, openURLContexts: connectionOptions.urlContexts)
                }

                func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                    for context in URLContexts {
                        _ = appDelegate.handleOpenURL(UIApplication.shared, open: context.url, options: [:])
                    }
                }
            }

            """#,
            ],
            manualSteps: []
        ),
    ]

    static let lookalikes: [MigrationExample] = [
        MigrationExample(
            "the launch read does more than the warm path",
            before: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = RootViewController()
                    window?.makeKeyAndVisible()
                    if let url = launchOptions?[.url] as? URL {
                        Analytics.log(url)
                        Router.shared.open(url)
                    }
                    return true
                }

                func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                    Router.shared.open(url)
                    return true
                }
            }

            final class RootViewController: UIViewController {}

            final class Router {
                static let shared = Router()
                func open(_ url: URL) {}
            }

            enum Analytics {
                static func log(_ url: URL) {}
            }

            """#,
            "Info.plist": ExampleFiles.infoPlist1,
            ]
        ),
    ]
}
