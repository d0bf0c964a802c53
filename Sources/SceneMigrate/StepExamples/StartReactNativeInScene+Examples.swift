import Foundation

// The examples the step's tests run (MigrationStepExampleTests): whole apps before the recipe,
// and every file that changes, whole, after it (the apps' files: FrameworkExampleFiles).
extension StartReactNativeInScene {
    static let examples: [MigrationExample] = [
        MigrationExample(
            "the React Native 0.78–0.87 template",
            before: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegate1,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlist1,
                "package.json": FrameworkExampleFiles.packageJSON1,
            ],
            after: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegateAfter1,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlistAfter1,
                "ios/Shelf/SceneDelegate.swift": FrameworkExampleFiles.sceneDelegateAfter1,
            ]
        ),
        MigrationExample(
            "React Native 0.88 (package.json): the scene's connection options",
            before: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegate1,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlist1,
                "package.json": FrameworkExampleFiles.packageJSON2,
            ],
            after: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegateAfter1,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlistAfter1,
                "ios/Shelf/SceneDelegate.swift": FrameworkExampleFiles.sceneDelegateAfter2,
            ]
        ),
        MigrationExample(
            "an Expo SDK 55 app: the start in an #if block, the app's own set-up and super kept",
            before: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegate2,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlist1,
                "package.json": FrameworkExampleFiles.packageJSON3,
            ],
            after: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegateAfter2,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlistAfter1,
                "ios/Shelf/SceneDelegate.swift": FrameworkExampleFiles.sceneDelegateAfter3,
            ],
            manualSteps: ["expo-subscribers", "launch-options-passed-on", "sdk-unknown-call"]
        ),
        MigrationExample(
            "a version package.json does not pin (nightly)",
            before: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegate1,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlist1,
                "package.json": FrameworkExampleFiles.packageJSON4,
            ],
            after: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegateAfter1,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlistAfter1,
                "ios/Shelf/SceneDelegate.swift": FrameworkExampleFiles.sceneDelegateAfter1,
            ],
            manualSteps: ["react-native-version-unknown"]
        ),
        MigrationExample(
            "a factory not kept on the app delegate: nothing changed",
            before: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegate3,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlist1,
                "package.json": FrameworkExampleFiles.packageJSON1,
            ],
            manualSteps: ["react-native-not-moved"]
        ),
        MigrationExample(
            "an RCTAppDelegate subclass (React Native 0.77): nothing changed",
            before: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegate4,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlist1,
                "package.json": FrameworkExampleFiles.packageJSON1,
            ],
            manualSteps: ["react-native-app-delegate-base"]
        ),
    ]

    static let lookalikes: [MigrationExample] = [
        MigrationExample(
            "a UIKit app that makes its window the same way, without React Native",
            before: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegate5,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlist1,
            ]
        ),
    ]
}
