import Foundation

// The examples the step's tests run (MigrationStepExampleTests): whole apps before the recipe,
// and every file that changes, whole, after it.
extension InfoPlistManifest {
    static let examples: [MigrationExample] = [
        MigrationExample(
            "an XML Info.plist without its plist element: not edited in place",
            before: [
            "AppDelegate.swift": ExampleFiles.appDelegateSwift5,
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
            "AppDelegate.swift": ExampleFiles.appDelegateSwift6,
            "SceneDelegate.swift": ExampleFiles.sceneDelegateSwift3,
            ],
            manualSteps: ["info-plist-refused"]
        ),
        MigrationExample(
            "no Info.plist and no project",
            before: [
            "AppDelegate.swift": ExampleFiles.appDelegateSwift3,
            ],
            after: [
            "AppDelegate.swift": ExampleFiles.appDelegateSwift4,
            "SceneDelegate.swift": ExampleFiles.sceneDelegateSwift1,
            ],
            manualSteps: ["no-info-plist"]
        ),
        MigrationExample(
            "a manifest with an empty UISceneConfigurations is replaced (it is not adoption)",
            before: [
            "AppDelegate.swift": ExampleFiles.appDelegateSwift5,
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
            "AppDelegate.swift": ExampleFiles.appDelegateSwift6,
            "Info.plist": ExampleFiles.infoPlist4,
            "SceneDelegate.swift": ExampleFiles.sceneDelegateSwift3,
            ],
            manualSteps: []
        ),
    ]

    static let lookalikes: [MigrationExample] = [
        MigrationExample(
            "a generated Info.plist, and GoogleService-Info.plist beside the code",
            before: [
            "App.xcodeproj/project.pbxproj": ExampleFiles.projectPbxproj1,
            "App/AppDelegate.swift": ExampleFiles.appDelegateSwift5,
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
