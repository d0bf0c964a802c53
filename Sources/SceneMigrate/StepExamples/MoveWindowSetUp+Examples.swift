import Foundation

// The examples the step's tests run (MigrationStepExampleTests): whole apps before the recipe,
// and every file that changes, whole, after it.
extension MoveWindowSetUp {
    static let examples: [MigrationExample] = [
        MigrationExample(
            "a call that stays, on an object the moved set-up gave the window (Element's legacy app delegate): named",
            before: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                let legacy = LegacyAppDelegate()

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    self.window = window
                    legacy.window = window
                    window.makeKeyAndVisible()
                    return legacy.application(application, didFinishLaunchingWithOptions: launchOptions)
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
                let legacy = LegacyAppDelegate()

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    // scenectl migrate: check: the app's own code gets launchOptions here; in a scene app they have no URL, user activity, shortcut item or notification: the scene delegate hands those to the app's handlers of a running app (check that what this code did with them at launch happens there)
                    return legacy.application(application, didFinishLaunchingWithOptions: launchOptions)
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
                    let window = UIWindow(windowScene: windowScene)
                    self.window = window
                    appDelegate.legacy.window = window
                    window.makeKeyAndVisible()
                }
            }

            """#,
            ],
            manualSteps: ["stays-before-moved-setup", "launch-options-to-app-code"]
        ),
        MigrationExample(
            "a local with a property's name (Element's appCoordinator): the moved code keeps using the local, the property is assigned from it",
            before: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                private var coordinator: Coordinator!

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    self.window = window
                    let coordinator = Coordinator(window: window)
                    coordinator.start()
                    self.coordinator = coordinator
                    return true
                }
            }

            class Coordinator {
                let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func start() { window.rootViewController = UIViewController(); window.makeKeyAndVisible() }
            }

            """#,
            "Info.plist": ExampleFiles.infoPlist1,
            ],
            after: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var coordinator: Coordinator!

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    return true
                }
            }

            class Coordinator {
                let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func start() { window.rootViewController = UIViewController(); window.makeKeyAndVisible() }
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
                    let window = UIWindow(windowScene: windowScene)
                    self.window = window
                    let coordinator = Coordinator(window: window)
                    coordinator.start()
                    appDelegate.coordinator = coordinator
                }
            }

            """#,
            ],
            manualSteps: ["moved-with-window-setup", "moved-with-window-setup"]
        ),
        MigrationExample(
            "the window made in code, and a coordinator that uses it",
            before: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                var coordinator: AppCoordinator?

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    coordinator = AppCoordinator(window: window!)
                    coordinator?.start()
                    return true
                }
            }

            final class AppCoordinator {
                let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func start() { window.makeKeyAndVisible() }
            }

            """#,
            "Info.plist": ExampleFiles.infoPlist1,
            ],
            after: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var coordinator: AppCoordinator?

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    return true
                }
            }

            final class AppCoordinator {
                let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func start() { window.makeKeyAndVisible() }
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
                    appDelegate.coordinator = AppCoordinator(window: window!)
                    appDelegate.coordinator?.start()
                }
            }

            """#,
            ],
            manualSteps: ["moved-with-window-setup"]
        ),
        MigrationExample(
            "a launch read that returns stays, marked",
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
                    if launchOptions?[.remoteNotification] != nil {
                        return false
                    }
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
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    // scenectl migrate: this launch option read belongs in the scene delegate's scene(_:willConnectTo:options:) but was left here: it returns from the method
                    if launchOptions?[.remoteNotification] != nil {
                        return false
                    }
                    return true
                }
            }

            """#,
            "Info.plist": ExampleFiles.infoPlist2,
            "SceneDelegate.swift": ExampleFiles.sceneDelegateSwift1,
            ],
            manualSteps: ["launch-code-left"]
        ),
    ]

    static let lookalikes: [MigrationExample] = [
        MigrationExample(
            "no window set-up: only process set-up in didFinishLaunching",
            before: [
            "AppDelegate.swift": ExampleFiles.appDelegateSwift1,
            "Info.plist": ExampleFiles.infoPlist3,
            ]
        ),
    ]
}
