// The files several steps' examples share, before or after the migration (each written once).
enum ExampleFiles {
    static let appDelegateSwift1 = #"""
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                Settings.registerDefaults()
                return true
            }
        }

        enum Settings {
            static func registerDefaults() {}
        }

        """#

    static let appDelegateSwift2 = #"""
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

        """#

    static let appDelegateSwift3 = #"""
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

        """#

    static let appDelegateSwift4 = #"""
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                return true
            }
        }

        final class RootViewController: UIViewController {}

        """#

    static let appDelegateSwift5 = #"""
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window?.tintColor = .red
                return true
            }
        }

        """#

    static let appDelegateSwift6 = #"""
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                return true
            }
        }

        """#

    static let appDelegateSwift7 = #"""
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                return true
            }

            func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
                if connectingSceneSession.role == .windowApplication {
                    configuration.delegateClass = SceneDelegate.self
                    configuration.storyboard = UIStoryboard(name: "Main", bundle: nil)
                }
                return configuration
            }
        }

        """#

    static let infoPlist1 = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        	<key>LSRequiresIPhoneOS</key>
        	<true/>
        </dict>
        </plist>

        """#

    static let infoPlist2 = #"""
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

        """#

    static let infoPlist3 = #"""
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

        """#

    static let infoPlist4 = #"""
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

        """#

    static let projectPbxproj1 = #"""
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

        """#

    static let projectPbxproj2 = #"""
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
        				GENERATE_INFOPLIST_FILE = YES;
        				INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;
        				INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;
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

        """#

    static let projectPbxproj3 = #"""
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

        """#

    static let projectPbxproj4 = #"""
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

        """#

    static let sceneDelegateSwift1 = #"""
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

        """#

    static let sceneDelegateSwift2 = #"""
        import UIKit

        /// The app's window scene: written by `scenectl migrate` from AppDelegate's window set-up,
        /// launch handling and state callbacks (docs/MIGRATING.md).
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard scene is UIWindowScene else { return }
            }
        }

        """#

    static let sceneDelegateSwift3 = #"""
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

        """#

    static let sceneDelegateSwift4 = #"""
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

        """#

    static let sceneDelegateSwift5 = #"""
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
        }

        """#
}
