import Foundation

// The examples the step's tests run (MigrationStepExampleTests): whole apps before the recipe,
// and every file that changes, whole, after it.
extension FlagLaunchOptionsPassedOn {
    static let examples: [MigrationExample] = [
        MigrationExample(
            "launchOptions read in willFinishLaunching: marked, left",
            before: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                var coldLaunchURL: URL?

                func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    coldLaunchURL = launchOptions?[.url] as? URL
                    return true
                }
            }

            """#,
            "Info.plist": ExampleFiles.infoPlist3,
            ],
            after: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var coldLaunchURL: URL?

                func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    // scenectl migrate: check: launchOptions is read here, in willFinishLaunching; in a scene app it has no URL, user activity, shortcut item or notification: they reach scene(_:willConnectTo:options:) in connectionOptions
                    coldLaunchURL = launchOptions?[.url] as? URL
                    return true
                }
            }

            """#,
            "Info.plist": ExampleFiles.infoPlist4,
            "SceneDelegate.swift": ExampleFiles.sceneDelegateSwift2,
            ],
            manualSteps: ["launch-options-in-will-finish"]
        ),
        MigrationExample(
            "launchOptions handed to an SDK and to the app's own code",
            before: [
            "AppDelegate.swift": #"""
            import UIKit
            import Tracker

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    Tracker.start(launchOptions: launchOptions)
                    self.remember(launchOptions)
                    return true
                }

                func remember(_ options: [UIApplication.LaunchOptionsKey: Any]?) {}
            }

            """#,
            "Info.plist": ExampleFiles.infoPlist3,
            ],
            after: [
            "AppDelegate.swift": #"""
            import UIKit
            import Tracker

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    // scenectl migrate: check: launchOptions is passed on here (to Tracker); in a scene app it has no URL, user activity, shortcut item or notification: if this code reads them, call its scene API from the scene delegate
                    Tracker.start(launchOptions: launchOptions)
                    // scenectl migrate: check: the app's own code gets launchOptions here; in a scene app they have no URL, user activity, shortcut item or notification: the scene delegate hands those to the app's handlers of a running app (check that what this code did with them at launch happens there)
                    self.remember(launchOptions)
                    return true
                }

                func remember(_ options: [UIApplication.LaunchOptionsKey: Any]?) {}
            }

            """#,
            "Info.plist": ExampleFiles.infoPlist4,
            "SceneDelegate.swift": ExampleFiles.sceneDelegateSwift2,
            ],
            manualSteps: ["launch-options-passed-on", "launch-options-to-app-code"]
        ),
    ]

    static let lookalikes: [MigrationExample] = [
        MigrationExample(
            "launchOptions not used",
            before: [
            "AppDelegate.swift": #"""
            import UIKit
            import Tracker

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    Tracker.start()
                    return true
                }
            }

            """#,
            "Info.plist": ExampleFiles.infoPlist3,
            ]
        ),
    ]
}
