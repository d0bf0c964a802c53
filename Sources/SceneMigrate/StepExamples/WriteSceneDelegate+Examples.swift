import Foundation

// The examples the step's tests run (MigrationStepExampleTests): whole apps before the recipe,
// and every file that changes, whole, after it.
extension WriteSceneDelegate {
    static let examples: [MigrationExample] = [
        MigrationExample(
            "an app that still supports iOS 12 (OctoPod's deployment target): the scene delegate marked @available(iOS 13.0, *), the key-window helper falling back before 13, UIMainStoryboardFile and the app delegate's window kept",
            before: [
            "App.xcodeproj/project.pbxproj": ExampleFiles.projectPbxproj3.replacingOccurrences(of: "INFOPLIST_FILE = App/Info.plist;", with: "INFOPLIST_FILE = App/Info.plist;\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 12.0;"),
            "App/AppDelegate.swift": ExampleFiles.appDelegateSwift5,
            "App/Info.plist": ExampleFiles.infoPlist3,
            "App/Toast.swift": #"""
            import UIKit

            enum Toast {
                static func show(_ text: String) {
                    let label = UILabel()
                    label.text = text
                    UIApplication.shared.keyWindow?.addSubview(label)
                }
            }

            """#,
            ],
            after: [
            "App.xcodeproj/project.pbxproj": ExampleFiles.projectPbxproj4.replacingOccurrences(of: "INFOPLIST_FILE = App/Info.plist;", with: "INFOPLIST_FILE = App/Info.plist;\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 12.0;"),
            "App/AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    return true
                }
            }

            """#,
            "App/Info.plist": #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            	<key>LSRequiresIPhoneOS</key>
            	<true/>
            	<key>UIMainStoryboardFile</key>
            	<string>Main</string>
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
            "App/SceneDelegate.swift": #"""
            import UIKit

            /// The app's window scene: written by `scenectl migrate` from AppDelegate's window set-up,
            /// launch handling and state callbacks (docs/MIGRATING.md).
            @available(iOS 13.0, *)
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard scene is UIWindowScene else { return }
                    window?.tintColor = .red
                }
            }

            extension UIApplication {
                /// The key window of the foreground scene (or of the first connected window scene): what
                /// `keyWindow`, `windows.first` and the app delegate's `window` meant before scenes; on
                /// iOS 12, the key window.
                var sceneKeyWindow: UIWindow? {
                    guard #available(iOS 13.0, *) else { return windows.first { $0.isKeyWindow } ?? windows.first }
                    let windowScenes = connectedScenes.compactMap { $0 as? UIWindowScene }
                    let scene = windowScenes.first { $0.activationState == .foregroundActive } ?? windowScenes.first
                    return scene?.windows.first { $0.isKeyWindow } ?? scene?.windows.first
                }
            }

            """#,
            "App/Toast.swift": #"""
            import UIKit

            enum Toast {
                static func show(_ text: String) {
                    let label = UILabel()
                    label.text = text
                    UIApplication.shared.sceneKeyWindow?.addSubview(label)
                }
            }

            """#,
            ],
            manualSteps: ["ios12-support"]
        ),
        MigrationExample(
            "no storyboard and no window code: the scene delegate says so",
            before: [
            "AppDelegate.swift": ExampleFiles.appDelegateSwift1,
            "Info.plist": ExampleFiles.infoPlist1,
            ],
            after: [
            "AppDelegate.swift": ExampleFiles.appDelegateSwift2,
            "Info.plist": ExampleFiles.infoPlist2,
            "SceneDelegate.swift": #"""
            import UIKit

            /// The app's window scene: written by `scenectl migrate` from AppDelegate's window set-up,
            /// launch handling and state callbacks (docs/MIGRATING.md).
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard scene is UIWindowScene else { return }
                    // scenectl migrate: no window was created: create it here with UIWindow(windowScene:) and set its root view controller
                }
            }

            """#,
            ],
            manualSteps: ["no-window-created"]
        ),
        MigrationExample(
            "a file named SceneDelegate.swift is already there and is not a scene delegate: another name",
            before: [
            "AppDelegate.swift": ExampleFiles.appDelegateSwift5,
            "Info.plist": ExampleFiles.infoPlist3,
            "SceneDelegate.swift": #"""
            // Reserved.

            """#,
            ],
            after: [
            "AppDelegate.swift": ExampleFiles.appDelegateSwift6,
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
            					<string>$(PRODUCT_MODULE_NAME).SceneDelegate2</string>
            					<key>UISceneStoryboardFile</key>
            					<string>Main</string>
            				</dict>
            			</array>
            		</dict>
            	</dict>
            </dict>
            </plist>

            """#,
            "SceneDelegate2.swift": #"""
            import UIKit

            /// The app's window scene: written by `scenectl migrate` from AppDelegate's window set-up,
            /// launch handling and state callbacks (docs/MIGRATING.md).
            class SceneDelegate2: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard scene is UIWindowScene else { return }
                    window?.tintColor = .red
                }
            }

            """#,
            ],
            manualSteps: ["scene-delegate-renamed"]
        ),
    ]

    static let lookalikes: [MigrationExample] = [
    ]
}
