import Foundation

// The examples the step's tests run (MigrationStepExampleTests): whole apps before the recipe,
// and every file that changes, whole, after it.
extension MigrationFolderSteps {
    static let examples: [MigrationExample] = [
        MigrationExample(
            "vendored code, a broken Info.plist and another app's Info.plist",
            before: [
            "App.xcodeproj/project.pbxproj": #"""
            // !$*UTF8*$!
            {
            	archiveVersion = 1;
            	objectVersion = 56;
            	objects = {

            /* Begin PBXBuildFile section */
            		A1000000000000000000000A /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = A1000000000000000000000B /* AppDelegate.swift */; };
            /* End PBXBuildFile section */

            /* Begin PBXFileReference section */
            		A1000000000000000000000B /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
            /* End PBXFileReference section */

            /* Begin PBXGroup section */
            		A1000000000000000000000E /* App */ = {
            			isa = PBXGroup;
            			children = (
            				A1000000000000000000000B /* AppDelegate.swift */,
            			);
            			path = App;
            			sourceTree = "<group>";
            		};
            		A10000000000000000000017 = {
            			isa = PBXGroup;
            			children = (
            				A1000000000000000000000E /* App */,
            			);
            			sourceTree = "<group>";
            		};
            /* End PBXGroup section */

            /* Begin PBXNativeTarget section */
            		A10000000000000000000013 /* App */ = {
            			isa = PBXNativeTarget;
            			buildConfigurationList = A10000000000000000000015 /* Build configuration list for PBXNativeTarget "App" */;
            			buildPhases = (
            				A1000000000000000000000F /* Sources */,
            			);
            			name = App;
            			productType = "com.apple.product-type.application";
            		};
            		A10000000000000000000014 /* AppTests */ = {
            			isa = PBXNativeTarget;
            			buildConfigurationList = A10000000000000000000016 /* Build configuration list for PBXNativeTarget "AppTests" */;
            			buildPhases = (
            			);
            			name = AppTests;
            			productType = "com.apple.product-type.bundle.unit-test";
            		};
            /* End PBXNativeTarget section */

            /* Begin PBXProject section */
            		A10000000000000000000012 /* Project object */ = {
            			isa = PBXProject;
            			mainGroup = A10000000000000000000017;
            			targets = (
            				A10000000000000000000013 /* App */,
            			);
            		};
            /* End PBXProject section */

            /* Begin PBXSourcesBuildPhase section */
            		A1000000000000000000000F /* Sources */ = {
            			isa = PBXSourcesBuildPhase;
            			files = (
            				A1000000000000000000000A /* AppDelegate.swift in Sources */,
            			);
            		};
            /* End PBXSourcesBuildPhase section */

            /* Begin XCBuildConfiguration section */
            		A10000000000000000000010 /* Debug */ = {
            			isa = XCBuildConfiguration;
            			buildSettings = {
            				INFOPLIST_FILE = App/Info.plist;
            				PRODUCT_BUNDLE_IDENTIFIER = com.example.App;
            			};
            			name = Debug;
            		};
            		A10000000000000000000011 /* Debug */ = {
            			isa = XCBuildConfiguration;
            			buildSettings = {
            				BUNDLE_LOADER = "$(TEST_HOST)";
            				GENERATE_INFOPLIST_FILE = YES;
            				TEST_HOST = "$(BUILT_PRODUCTS_DIR)/App.app/App";
            			};
            			name = Debug;
            		};
            /* End XCBuildConfiguration section */

            /* Begin XCConfigurationList section */
            		A10000000000000000000015 /* Build configuration list for PBXNativeTarget "App" */ = {
            			isa = XCConfigurationList;
            			buildConfigurations = (
            				A10000000000000000000010 /* Debug */,
            			);
            		};
            		A10000000000000000000016 /* Build configuration list for PBXNativeTarget "AppTests" */ = {
            			isa = XCConfigurationList;
            			buildConfigurations = (
            				A10000000000000000000011 /* Debug */,
            			);
            		};
            /* End XCConfigurationList section */
            	};
            	rootObject = A10000000000000000000012 /* Project object */;
            }

            """#,
            "App/AppDelegate.swift": #"""
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
            "App/Info.plist": #"""
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
            "Learn/Info.plist": #"""
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
            "App.xcodeproj/project.pbxproj": #"""
            // !$*UTF8*$!
            {
            	archiveVersion = 1;
            	objectVersion = 56;
            	objects = {

            /* Begin PBXBuildFile section */
            		A1000000000000000000000A /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = A1000000000000000000000B /* AppDelegate.swift */; };
            		1B0552BDC788461B1B0552BD /* SceneDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = 35D457BDD6F30FAA35D457BD /* SceneDelegate.swift */; };
            /* End PBXBuildFile section */

            /* Begin PBXFileReference section */
            		A1000000000000000000000B /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
            		35D457BDD6F30FAA35D457BD /* SceneDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = SceneDelegate.swift; sourceTree = "<group>"; };
            /* End PBXFileReference section */

            /* Begin PBXGroup section */
            		A1000000000000000000000E /* App */ = {
            			isa = PBXGroup;
            			children = (
            				A1000000000000000000000B /* AppDelegate.swift */,
            				35D457BDD6F30FAA35D457BD /* SceneDelegate.swift */,
            			);
            			path = App;
            			sourceTree = "<group>";
            		};
            		A10000000000000000000017 = {
            			isa = PBXGroup;
            			children = (
            				A1000000000000000000000E /* App */,
            			);
            			sourceTree = "<group>";
            		};
            /* End PBXGroup section */

            /* Begin PBXNativeTarget section */
            		A10000000000000000000013 /* App */ = {
            			isa = PBXNativeTarget;
            			buildConfigurationList = A10000000000000000000015 /* Build configuration list for PBXNativeTarget "App" */;
            			buildPhases = (
            				A1000000000000000000000F /* Sources */,
            			);
            			name = App;
            			productType = "com.apple.product-type.application";
            		};
            		A10000000000000000000014 /* AppTests */ = {
            			isa = PBXNativeTarget;
            			buildConfigurationList = A10000000000000000000016 /* Build configuration list for PBXNativeTarget "AppTests" */;
            			buildPhases = (
            			);
            			name = AppTests;
            			productType = "com.apple.product-type.bundle.unit-test";
            		};
            /* End PBXNativeTarget section */

            /* Begin PBXProject section */
            		A10000000000000000000012 /* Project object */ = {
            			isa = PBXProject;
            			mainGroup = A10000000000000000000017;
            			targets = (
            				A10000000000000000000013 /* App */,
            			);
            		};
            /* End PBXProject section */

            /* Begin PBXSourcesBuildPhase section */
            		A1000000000000000000000F /* Sources */ = {
            			isa = PBXSourcesBuildPhase;
            			files = (
            				A1000000000000000000000A /* AppDelegate.swift in Sources */,
            				1B0552BDC788461B1B0552BD /* SceneDelegate.swift in Sources */,
            			);
            		};
            /* End PBXSourcesBuildPhase section */

            /* Begin XCBuildConfiguration section */
            		A10000000000000000000010 /* Debug */ = {
            			isa = XCBuildConfiguration;
            			buildSettings = {
            				INFOPLIST_FILE = App/Info.plist;
            				PRODUCT_BUNDLE_IDENTIFIER = com.example.App;
            			};
            			name = Debug;
            		};
            		A10000000000000000000011 /* Debug */ = {
            			isa = XCBuildConfiguration;
            			buildSettings = {
            				BUNDLE_LOADER = "$(TEST_HOST)";
            				GENERATE_INFOPLIST_FILE = YES;
            				TEST_HOST = "$(BUILT_PRODUCTS_DIR)/App.app/App";
            			};
            			name = Debug;
            		};
            /* End XCBuildConfiguration section */

            /* Begin XCConfigurationList section */
            		A10000000000000000000015 /* Build configuration list for PBXNativeTarget "App" */ = {
            			isa = XCConfigurationList;
            			buildConfigurations = (
            				A10000000000000000000010 /* Debug */,
            			);
            		};
            		A10000000000000000000016 /* Build configuration list for PBXNativeTarget "AppTests" */ = {
            			isa = XCConfigurationList;
            			buildConfigurations = (
            				A10000000000000000000011 /* Debug */,
            			);
            		};
            /* End XCConfigurationList section */
            	};
            	rootObject = A10000000000000000000012 /* Project object */;
            }

            """#,
            "App/AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
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
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard scene is UIWindowScene else { return }
                    window?.tintColor = .red
                }
            }

            """#,
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
            "App/AppDelegate.swift": #"""
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
            "App/Info.plist": #"""
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
            ],
            after: [
            "App/AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
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
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard scene is UIWindowScene else { return }
                    window?.tintColor = .red
                }
            }

            """#,
            ],
            manualSteps: ["project-not-read"]
        ),
        MigrationExample(
            "an Objective-C app delegate",
            before: [
            "AppDelegate.h": #"""
            @interface AppDelegate : UIResponder <UIApplicationDelegate>
            @end

            """#,
            "AppDelegate.m": #"""
            @implementation AppDelegate
            @end

            """#,
            "Helper.m": #"""

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
            ],
            after: [:],
            manualSteps: ["no-app-delegate", "no-manifest-without-delegate", "objective-c-delegate", "objective-c-files"]
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
            "SceneDelegate.swift": #"""
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
            }

            """#,
            ],
            after: [:],
            manualSteps: ["left-by-earlier-run"]
        ),
        MigrationExample(
            "a sample app inside the app's folder, sharing a file with it",
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
            "Sample/Info.plist": #"""
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
            "Sample/Info.plist": #"""
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
            ],
            manualSteps: ["shared-file"]
        ),
        MigrationExample(
            "a scene delegate that no manifest names: the manifest only",
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
            "SceneDelegate.swift": #"""
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
            }

            """#,
            ],
            after: [
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
            ],
            manualSteps: ["finished-half-migration"]
        ),
        MigrationExample(
            "an Info.plist that cannot be read: the app is not migrated",
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
            after: [:],
            manualSteps: []
        ),
    ]

    static let lookalikes: [MigrationExample] = [
    ]
}
