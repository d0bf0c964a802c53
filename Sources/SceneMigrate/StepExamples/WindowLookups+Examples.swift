import Foundation

// The examples the step's tests run (MigrationStepExampleTests): whole apps before the recipe,
// and every file that changes, whole, after it.
extension WindowLookups {
    static let examples: [MigrationExample] = [
        MigrationExample(
            "keyWindow and windows.first anywhere; windows listed otherwise",
            before: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.tintColor = .red
                    return true
                }
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
            "Toast.swift": #"""
            import UIKit

            enum Toast {
                static func show(_ text: String) {
                    let label = UILabel()
                    label.text = text
                    UIApplication.shared.keyWindow?.addSubview(label)
                }

                static func hideAll() {
                    UIApplication.shared.windows.first?.subviews.forEach { $0.removeFromSuperview() }
                    for window in UIApplication.shared.windows {
                        window.endEditing(true)
                    }
                }
            }

            """#,
            ],
            after: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    return true
                }
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
                    window?.tintColor = .red
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
            "Toast.swift": #"""
            import UIKit

            enum Toast {
                static func show(_ text: String) {
                    let label = UILabel()
                    label.text = text
                    UIApplication.shared.sceneKeyWindow?.addSubview(label)
                }

                static func hideAll() {
                    UIApplication.shared.sceneKeyWindow?.subviews.forEach { $0.removeFromSuperview() }
                    // scenectl migrate: window lookup not rewritten: UIApplication.shared.windows lists every window of every scene; look in the scene's windows (a view's window?.windowScene, or the scene delegate's window) instead
                    for window in UIApplication.shared.windows {
                        window.endEditing(true)
                    }
                }
            }

            """#,
            ],
            manualSteps: ["window-lookup-left"]
        ),
    ]

    static let lookalikes: [MigrationExample] = [
        MigrationExample(
            "a window scene's own key window",
            before: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.tintColor = .red
                    return true
                }
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
            "Toast.swift": #"""
            import UIKit

            enum Toast {
                static func show(in scene: UIWindowScene) {
                    scene.keyWindow?.addSubview(UILabel())
                }
            }

            """#,
            ]
        ),
    ]
}
