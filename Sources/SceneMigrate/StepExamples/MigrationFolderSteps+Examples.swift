import Foundation

// The examples the step's tests run (MigrationStepExampleTests): whole apps before the recipe,
// and every file that changes, whole, after it.
extension MigrationFolderSteps {
    static let examples: [MigrationExample] = [
        MigrationExample(
            "a Cordova host app: named with Cordova's path, nothing changed",
            before: [
            "platforms/ios/App/AppDelegate.swift": #"""
            import Cordova
            import UIKit

            @main
            class AppDelegate: CDVAppDelegate {
                override func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    viewController = MainViewController()
                    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
                }
            }

            """#,
            "platforms/ios/App/Info.plist": ExampleFiles.infoPlist3,
            ],
            manualSteps: ["framework-not-migrated"]
        ),
        MigrationExample(
            "vendored code, a broken Info.plist and another app's Info.plist",
            before: [
            "App.xcodeproj/project.pbxproj": ExampleFiles.projectPbxproj3,
            "App/AppDelegate.swift": ExampleFiles.appDelegateSwift5,
            "App/Info.plist": ExampleFiles.infoPlist3,
            "Learn/AppDelegate.swift": #"""
            import UIKit

            @main
            class LearnAppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.tintColor = .red
                    return true
                }
            }

            """#,
            "Learn/Info.plist": ExampleFiles.infoPlist3,
            "Vendor/Kit/Package.swift": #"""
            // swift-tools-version: 5.9

            """#,
            "Vendor/Kit/Sources/Kit.swift": #"""
            public enum Kit {}

            """#,
            "Widget/Info.plist": #"""
            <plist><dict><key>NSExtension</key>

            """#,
            ],
            after: [
            "App.xcodeproj/project.pbxproj": ExampleFiles.projectPbxproj4,
            "App/AppDelegate.swift": ExampleFiles.appDelegateSwift6,
            "App/Info.plist": ExampleFiles.infoPlist4,
            "App/SceneDelegate.swift": ExampleFiles.sceneDelegateSwift3,
            ],
            manualSteps: ["vendored-packages", "info-plist-not-read", "info-plist-in-no-target"]
        ),
        MigrationExample(
            "a project that is not a property list",
            before: [
            "App.xcodeproj/project.pbxproj": #"""
            // !$*UTF8*$!
            { objects = {

            """#,
            "App/AppDelegate.swift": ExampleFiles.appDelegateSwift5,
            "App/Info.plist": ExampleFiles.infoPlist3,
            ],
            after: [
            "App/AppDelegate.swift": ExampleFiles.appDelegateSwift6,
            "App/Info.plist": ExampleFiles.infoPlist4,
            "App/SceneDelegate.swift": ExampleFiles.sceneDelegateSwift3,
            ],
            manualSteps: ["project-not-read"]
        ),
        MigrationExample(
            "no app delegate in the folder",
            before: [
            "Helper.swift": #"""
            enum Helper {}

            """#,
            "Info.plist": ExampleFiles.infoPlist3,
            ],
            after: [:],
            manualSteps: ["no-app-delegate", "no-manifest-without-delegate"]
        ),
        MigrationExample(
            "a Swift app delegate with an Objective-C category beside it",
            before: [
            "AppDelegate+Push.m": #"""
            #import "App-Swift.h"

            @implementation AppDelegate (Push)

            - (void)application:(UIApplication *)application didRegisterForRemoteNotificationsWithDeviceToken:(NSData *)deviceToken {
                [PushBridge registerToken:deviceToken];
            }

            @end

            """#,
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    PushBridge.start()
                    return true
                }
            }

            """#,
            "Helper.m": #"""


            """#,
            "Info.plist": ObjectiveCExamples.storyboardInfoPlist,
            ],
            after: [
            "Info.plist": #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            	<key>CFBundleExecutable</key>
            	<string>$(EXECUTABLE_NAME)</string>
            	<key>CFBundleIdentifier</key>
            	<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
            	<key>CFBundlePackageType</key>
            	<string>APPL</string>
            	<key>UILaunchStoryboardName</key>
            	<string>LaunchScreen</string>
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
                }
            }

            """#,
            ],
            manualSteps: ["objective-c-delegate", "objective-c-files"]
        ),
        MigrationExample(
            "an app already on scenes, with a step an earlier run left",
            before: [
            "AppDelegate.swift": #"""
            import UIKit
            import Tracker

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    // scenectl migrate: check: launchOptions is passed on here (to Tracker)
                    Tracker.start(launchOptions: launchOptions)
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
            		<key>UISceneConfigurations</key>
            		<dict>
            			<key>UIWindowSceneSessionRoleApplication</key>
            			<array>
            				<dict>
            					<key>UISceneDelegateClassName</key>
            					<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
            				</dict>
            			</array>
            		</dict>
            	</dict>
            </dict>
            </plist>

            """#,
            "SceneDelegate.swift": ExampleFiles.sceneDelegateSwift5,
            ],
            after: [:],
            manualSteps: ["left-by-earlier-run"]
        ),
        MigrationExample(
            "a sample app inside the app's folder, sharing a file with it",
            before: [
            "AppDelegate.swift": ExampleFiles.appDelegateSwift5,
            "Info.plist": ExampleFiles.infoPlist3,
            "Sample/Info.plist": ExampleFiles.infoPlist3,
            "Sample/SampleAppDelegate.swift": #"""
            import UIKit

            @main
            class SampleAppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.tintColor = .red
                    return true
                }
            }

            """#,
            "Sample/Toast.swift": #"""
            import UIKit

            enum Toast {
                static func show(_ label: UILabel) {
                    UIApplication.shared.keyWindow?.addSubview(label)
                }
            }

            """#,
            ],
            after: [
            "AppDelegate.swift": ExampleFiles.appDelegateSwift6,
            "Info.plist": ExampleFiles.infoPlist4,
            "Sample/Info.plist": ExampleFiles.infoPlist4,
            "Sample/SampleAppDelegate.swift": #"""
            import UIKit

            @main
            class SampleAppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    return true
                }
            }

            """#,
            "Sample/SceneDelegate.swift": #"""
            import UIKit

            /// The app's window scene: written by `scenectl migrate` from SampleAppDelegate's window set-up,
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
            "Sample/Toast.swift": #"""
            import UIKit

            enum Toast {
                static func show(_ label: UILabel) {
                    UIApplication.shared.sceneKeyWindow?.addSubview(label)
                }
            }

            """#,
            "SceneDelegate.swift": ExampleFiles.sceneDelegateSwift4,
            ],
            manualSteps: ["shared-file"]
        ),
        MigrationExample(
            "a scene delegate that no manifest names: the manifest only",
            before: [
            "AppDelegate.swift": ExampleFiles.appDelegateSwift2,
            "Info.plist": ExampleFiles.infoPlist3,
            "SceneDelegate.swift": ExampleFiles.sceneDelegateSwift5,
            ],
            after: [
            "Info.plist": ExampleFiles.infoPlist4,
            ],
            manualSteps: ["finished-half-migration"]
        ),
        MigrationExample(
            "an Info.plist that cannot be read: the app is not migrated",
            before: [
            "AppDelegate.swift": ExampleFiles.appDelegateSwift5,
            "Info.plist": #"""
            <plist><dict><key>LSRequiresIPhoneOS</key>

            """#,
            ],
            after: [:],
            manualSteps: ["info-plist-not-read", "info-plist-unreadable-app"]
        ),
        MigrationExample(
            "a SwiftUI App is already scene-based",
            before: [
            "App.swift": #"""
            import SwiftUI
            import UIKit

            @main
            struct NotesApp: App {
                @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

                var body: some Scene {
                    WindowGroup { Text("Notes") }
                }
            }

            final class AppDelegate: NSObject, UIApplicationDelegate {}

            """#,
            "Info.plist": ExampleFiles.infoPlist1,
            ],
            after: [:],
            manualSteps: []
        ),
    ]

    static let lookalikes: [MigrationExample] = [
    ]
}
