import Foundation

// The examples the step's tests run (MigrationStepExampleTests): whole apps before the recipe,
// and every file that changes, whole, after it.
extension AddSceneDelegateToTarget {
    static let examples: [MigrationExample] = [
        MigrationExample(
            "four lines beside the app delegate's",
            before: [
            "App.xcodeproj/project.pbxproj": ExampleFiles.projectPbxproj3,
            "App/AppDelegate.swift": ExampleFiles.appDelegateSwift5,
            "App/Info.plist": ExampleFiles.infoPlist3,
            ],
            after: [
            "App.xcodeproj/project.pbxproj": ExampleFiles.projectPbxproj4,
            "App/AppDelegate.swift": ExampleFiles.appDelegateSwift6,
            "App/Info.plist": ExampleFiles.infoPlist4,
            "App/SceneDelegate.swift": ExampleFiles.sceneDelegateSwift3,
            ],
            manualSteps: []
        ),
        MigrationExample(
            "a classic group beside a folder-synchronized one for other code (Mustang's Capacitor project): added like any other",
            before: [
            "App.xcodeproj/project.pbxproj": Self.withSynchronizedTests(ExampleFiles.projectPbxproj3),
            "App/AppDelegate.swift": ExampleFiles.appDelegateSwift5,
            "App/Info.plist": ExampleFiles.infoPlist3,
            ],
            after: [
            "App.xcodeproj/project.pbxproj": Self.withSynchronizedTests(ExampleFiles.projectPbxproj4),
            "App/AppDelegate.swift": ExampleFiles.appDelegateSwift6,
            "App/Info.plist": ExampleFiles.infoPlist4,
            "App/SceneDelegate.swift": ExampleFiles.sceneDelegateSwift3,
            ],
            manualSteps: []
        ),
        MigrationExample(
            "folder-synchronized groups: left to Xcode",
            before: [
            "App.xcodeproj/project.pbxproj": #"""
            // !$*UTF8*$!
            {
            	archiveVersion = 1;
            	objectVersion = 56;
            	objects = {

            /* Begin PBXBuildFile section */
            /* End PBXBuildFile section */

            /* Begin PBXFileReference section */
            /* End PBXFileReference section */

            /* Begin PBXFileSystemSynchronizedRootGroup section */
            		A1000000000000000000001A /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            /* End PBXFileSystemSynchronizedRootGroup section */

            /* Begin PBXGroup section */
            		A10000000000000000000017 = {
            			isa = PBXGroup;
            			children = (
            				A1000000000000000000001A /* App */,
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
            			fileSystemSynchronizedGroups = (
            				A1000000000000000000001A /* App */,
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
            "App/AppDelegate.swift": ExampleFiles.appDelegateSwift5,
            "App/Info.plist": ExampleFiles.infoPlist3,
            ],
            after: [
            "App/AppDelegate.swift": ExampleFiles.appDelegateSwift6,
            "App/Info.plist": ExampleFiles.infoPlist4,
            "App/SceneDelegate.swift": ExampleFiles.sceneDelegateSwift3,
            ],
            manualSteps: ["not-added-to-target"]
        ),
    ]

    static let lookalikes: [MigrationExample] = [
        MigrationExample(
            "no project",
            before: [
            "AppDelegate.swift": ExampleFiles.appDelegateSwift5,
            "Info.plist": ExampleFiles.infoPlist3,
            ]
        ),
    ]

    /// A project with a folder-synchronized group for a folder of other code (`Tests`) besides
    /// its classic groups.
    static func withSynchronizedTests(_ project: String) -> String {
        project.replacingOccurrences(of: "/* Begin PBXFileReference section */", with: """
            /* Begin PBXFileSystemSynchronizedRootGroup section */
            \t\tB1000000000000000000001B /* Tests */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Tests; sourceTree = "<group>"; };
            /* End PBXFileSystemSynchronizedRootGroup section */

            /* Begin PBXFileReference section */
            """)
    }
}
