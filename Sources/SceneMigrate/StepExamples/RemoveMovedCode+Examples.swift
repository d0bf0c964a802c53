import Foundation

// The examples the step's tests run (MigrationStepExampleTests): whole apps before the recipe,
// and every file that changes, whole, after it.
extension RemoveMovedCode {
    static let examples: [MigrationExample] = [
        MigrationExample(
            "moved code and the blank lines around it go",
            before: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    Settings.registerDefaults()

                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = RootViewController()
                    window?.makeKeyAndVisible()

                    return true
                }

                func applicationWillResignActive(_ application: UIApplication) {
                }
            }

            final class RootViewController: UIViewController {}

            enum Settings {
                static func registerDefaults() {}
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
                    Settings.registerDefaults()

                    return true
                }
            }

            final class RootViewController: UIViewController {}

            enum Settings {
                static func registerDefaults() {}
            }

            """#,
            "Info.plist": ExampleFiles.infoPlist2,
            "SceneDelegate.swift": ExampleFiles.sceneDelegateSwift1,
            ],
            manualSteps: []
        ),
    ]

    static let lookalikes: [MigrationExample] = [
        MigrationExample(
            "nothing to move: no window property, only process set-up",
            before: [
            "AppDelegate.swift": ExampleFiles.appDelegateSwift2,
            "Info.plist": ExampleFiles.infoPlist3,
            ]
        ),
    ]
}
