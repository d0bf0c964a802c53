import Foundation

// The examples the step's tests run (MigrationStepExampleTests): whole apps before the recipe,
// and every file that changes, whole, after it.
extension MoveStateCallbacks {
    static let examples: [MigrationExample] = [
        MigrationExample(
            "one window: the bodies move; an empty template callback goes",
            before: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                func applicationDidBecomeActive(_ application: UIApplication) {
                    Clock.resume()
                }

                func applicationWillEnterForeground(_ application: UIApplication) {
                    Clock.refresh()
                }

                func applicationDidEnterBackground(_ application: UIApplication) {
                    // Use this method to release shared resources.
                }
            }

            enum Clock {
                static func resume() {}
                static func refresh() {}
            }

            """#,
            "Info.plist": ExampleFiles.infoPlist3,
            ],
            after: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
            }

            enum Clock {
                static func resume() {}
                static func refresh() {}
            }

            """#,
            "Info.plist": ExampleFiles.infoPlist4,
            "SceneDelegate.swift": #"""
            import UIKit

            /// The app's window scene: written by `scenectl migrate` from AppDelegate's window set-up,
            /// launch handling and state callbacks (docs/MIGRATING.md).
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard scene is UIWindowScene else { return }
                }

                func sceneWillEnterForeground(_ scene: UIScene) {
                    Clock.refresh()
                }

                func sceneDidBecomeActive(_ scene: UIScene) {
                    Clock.resume()
                }
            }

            """#,
            ],
            manualSteps: ["will-enter-foreground-at-launch"]
        ),
        MigrationExample(
            "several windows: kept app-wide, a window-touching statement marked",
            before: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                func applicationDidBecomeActive(_ application: UIApplication) {
                    Clock.resume()
                    window?.tintColor = .red
                }
            }

            enum Clock {
                static func resume() {}
            }

            """#,
            "Info.plist": ExampleFiles.infoPlist3,
            ],
            after: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func appDidBecomeActive(_ application: UIApplication) {
                    Clock.resume()
                    // scenectl migrate: check: per window: this touches a window, but appDidBecomeActive(_:) runs once for the whole app (UIApplication.didBecomeActiveNotification); move it to sceneDidBecomeActive(_:) if it is meant for each window
                    UIApplication.shared.sceneKeyWindow?.tintColor = .red
                }

                /// scenectl migrate: the app-level state work stays app-wide: UIKit calls the application…(_:) state
                /// callbacks only without scenes, and posts these notifications once for the whole app.
                private func observeApplicationState() {
                    let center = NotificationCenter.default
                    _ = center.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil) { [unowned self] _ in
                        MainActor.assumeIsolated { self.appDidBecomeActive(UIApplication.shared) }
                    }
                }

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    observeApplicationState()
                    return true
                }
            }

            enum Clock {
                static func resume() {}
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
            		<true/>
            		<key>UISceneConfigurations</key>
            		<dict>
            			<key>UIWindowSceneSessionRoleApplication</key>
            			<array>
            				<dict>
            					<key>UISceneConfigurationName</key>
            					<string>Default Configuration</string>
            					<key>UISceneDelegateClassName</key>
            					<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
            					<key>UISceneStoryboardFile</key>
            					<string>Main</string>
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
                    guard scene is UIWindowScene else { return }
                }
            }

            extension UIApplication {
                /// The key window of the foreground scene (or of the first connected window scene): what
                /// `keyWindow`, `windows.first` and the app delegate's `window` meant before scenes.
                var sceneKeyWindow: UIWindow? {
                    let windowScenes = connectedScenes.compactMap { $0 as? UIWindowScene }
                    let scene = windowScenes.first { $0.activationState == .foregroundActive } ?? windowScenes.first
                    return scene?.windows.first { $0.isKeyWindow } ?? scene?.windows.first
                }
            }

            """#,
            ],
            manualSteps: ["state-callback-per-window", "window-read-rewritten"], options: MigrationOptions(multipleWindows: true)
        ),
        MigrationExample(
            "a callback that returns early stays, marked",
            before: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                var paused = false

                func applicationWillResignActive(_ application: UIApplication) {
                    guard !paused else { return }
                    paused = true
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
                var paused = false

                // scenectl migrate: UIKit does not call applicationWillResignActive(_:) in a scene app; move its work to the scene delegate's sceneWillResignActive(_:) by hand (left here: it returns from the method)
                func applicationWillResignActive(_ application: UIApplication) {
                    guard !paused else { return }
                    paused = true
                }
            }

            """#,
            "Info.plist": ExampleFiles.infoPlist4,
            "SceneDelegate.swift": ExampleFiles.sceneDelegateSwift2,
            ],
            manualSteps: ["state-callback-left"]
        ),
    ]

    static let lookalikes: [MigrationExample] = [
        MigrationExample(
            "a view model's own callback of the same name",
            before: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    model.applicationDidBecomeActive()
                    return true
                }
            }

            let model = ViewModel()

            final class ViewModel {
                func applicationDidBecomeActive() {}
            }

            """#,
            "Info.plist": ExampleFiles.infoPlist3,
            ]
        ),
    ]
}
