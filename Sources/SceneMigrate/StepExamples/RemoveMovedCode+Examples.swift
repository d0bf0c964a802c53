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
            "Info.plist": #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            	<key>LSRequiresIPhoneOS</key>
            	<true/>
            </dict>
            </plist>

            """#,
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
            "Info.plist": #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            	<key>LSRequiresIPhoneOS</key>
            	<true/>
            	<key>UIApplicationSceneManifest</key>
            	<dict>
            		<key>UIApplicationSupportsMultipleScenes</key>
            		<false/>
            		<key>UISceneConfigurations</key>
            		<dict>
            			<key>UIWindowSceneSessionRoleApplication</key>
            			<array>
            				<dict>
            					<key>UISceneConfigurationName</key>
            					<string>Default Configuration</string>
            					<key>UISceneDelegateClassName</key>
            					<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
            				</dict>
            			</array>
            		</dict>
            	</dict>
            </dict>
            </plist>

            """#,
            "SceneDelegate.swift": #"""
            import UIKit

            /// The app's window scene: written by `scenectl migrate` from AppDelegate's window set-up,
            /// launch handling and state callbacks (docs/MIGRATING.md).
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    window = UIWindow(windowScene: windowScene)
                    window?.rootViewController = RootViewController()
                    window?.makeKeyAndVisible()
                }
            }

            """#,
            ],
            manualSteps: []
        ),
    ]

    static let lookalikes: [MigrationExample] = [
        MigrationExample(
            "nothing to move: no window property, only process set-up",
            before: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    Settings.registerDefaults()
                    return true
                }
            }

            enum Settings {
                static func registerDefaults() {}
            }

            """#,
            "Info.plist": #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            	<key>LSRequiresIPhoneOS</key>
            	<true/>
            	<key>UIMainStoryboardFile</key>
            	<string>Main</string>
            </dict>
            </plist>

            """#,
            ]
        ),
    ]
}
