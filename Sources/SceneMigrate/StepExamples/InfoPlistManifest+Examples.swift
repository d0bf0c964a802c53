import Foundation

// The examples the step's tests run (MigrationStepExampleTests): whole apps before the recipe,
// and every file that changes, whole, after it.
extension InfoPlistManifest {
    static let examples: [MigrationExample] = [
        MigrationExample(
            "an XML Info.plist without its plist element: not edited in place",
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
            <dict>
            	<key>LSRequiresIPhoneOS</key>
            	<true/>
            	<key>UIMainStoryboardFile</key>
            	<string>Main</string>
            </dict>

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

            """#,
            ],
            manualSteps: ["info-plist-refused"]
        ),
        MigrationExample(
            "no Info.plist and no project",
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
                    return true
                }
            }

            final class RootViewController: UIViewController {}

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

            final class RootViewController: UIViewController {}

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
            manualSteps: ["no-info-plist"]
        ),
        MigrationExample(
            "a manifest with an empty UISceneConfigurations is replaced (it is not adoption)",
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
            	<key>UIApplicationSceneManifest</key>
            	<dict>
            		<key>UIApplicationSupportsMultipleScenes</key>
            		<false/>
            		<key>UISceneConfigurations</key>
            		<dict/>
            	</dict>
            	<key>UIMainStoryboardFile</key>
            	<string>Main</string>
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

            """#,
            ],
            manualSteps: []
        ),
    ]

    static let lookalikes: [MigrationExample] = [
        MigrationExample(
            "a generated Info.plist, and GoogleService-Info.plist beside the code",
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
            				GENERATE_INFOPLIST_FILE = YES;
            				INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;
            				INFOPLIST_KEY_UIMainStoryboardFile = Main;
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
            "App/GoogleService-Info.plist": #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            	<key>API_KEY</key>
            	<string>example</string>
            </dict>
            </plist>

            """#,
            ]
        ),
    ]
}
