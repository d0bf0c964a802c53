import Foundation

// The examples the step's tests run (MigrationStepExampleTests): whole apps before the recipe,
// and every file that changes, whole, after it (the apps' files: ReactNativeExampleFiles).
extension StartReactNativeInScene {
    static let examples: [MigrationExample] = [
        MigrationExample(
            "the React Native 0.78–0.87 template",
            before: [
                "ios/Shelf/AppDelegate.swift": ReactNativeExampleFiles.appDelegate1,
                "ios/Shelf/Info.plist": ReactNativeExampleFiles.infoPlist1,
                "package.json": ReactNativeExampleFiles.packageJSON1,
            ],
            after: [
                "ios/Shelf/AppDelegate.swift": ReactNativeExampleFiles.appDelegateAfter1,
                "ios/Shelf/Info.plist": ReactNativeExampleFiles.infoPlistAfter1,
                "ios/Shelf/SceneDelegate.swift": ReactNativeExampleFiles.sceneDelegateAfter1,
            ]
        ),
        MigrationExample(
            "React Native 0.88 (package.json): the scene's connection options",
            before: [
                "ios/Shelf/AppDelegate.swift": ReactNativeExampleFiles.appDelegate1,
                "ios/Shelf/Info.plist": ReactNativeExampleFiles.infoPlist1,
                "package.json": ReactNativeExampleFiles.packageJSON2,
            ],
            after: [
                "ios/Shelf/AppDelegate.swift": ReactNativeExampleFiles.appDelegateAfter1,
                "ios/Shelf/Info.plist": ReactNativeExampleFiles.infoPlistAfter1,
                "ios/Shelf/SceneDelegate.swift": ReactNativeExampleFiles.sceneDelegateAfter2,
            ]
        ),
        MigrationExample(
            "an Expo SDK 55 app: the start in an #if block, the app's own set-up and super kept",
            before: [
                "ios/Shelf/AppDelegate.swift": ReactNativeExampleFiles.appDelegate2,
                "ios/Shelf/Info.plist": ReactNativeExampleFiles.infoPlist1,
                "package.json": ReactNativeExampleFiles.packageJSON3,
            ],
            after: [
                "ios/Shelf/AppDelegate.swift": ReactNativeExampleFiles.appDelegateAfter2,
                "ios/Shelf/Info.plist": ReactNativeExampleFiles.infoPlistAfter1,
                "ios/Shelf/SceneDelegate.swift": ReactNativeExampleFiles.sceneDelegateAfter3,
            ],
            manualSteps: ["expo-subscribers", "launch-options-passed-on"]
        ),
        MigrationExample(
            "a version package.json does not pin (nightly)",
            before: [
                "ios/Shelf/AppDelegate.swift": ReactNativeExampleFiles.appDelegate1,
                "ios/Shelf/Info.plist": ReactNativeExampleFiles.infoPlist1,
                "package.json": ReactNativeExampleFiles.packageJSON4,
            ],
            after: [
                "ios/Shelf/AppDelegate.swift": ReactNativeExampleFiles.appDelegateAfter1,
                "ios/Shelf/Info.plist": ReactNativeExampleFiles.infoPlistAfter1,
                "ios/Shelf/SceneDelegate.swift": ReactNativeExampleFiles.sceneDelegateAfter1,
            ],
            manualSteps: ["react-native-version-unknown"]
        ),
        MigrationExample(
            "a factory not kept on the app delegate: nothing changed",
            before: [
                "ios/Shelf/AppDelegate.swift": ReactNativeExampleFiles.appDelegate3,
                "ios/Shelf/Info.plist": ReactNativeExampleFiles.infoPlist1,
                "package.json": ReactNativeExampleFiles.packageJSON1,
            ],
            manualSteps: ["react-native-not-moved"]
        ),
        MigrationExample(
            "an RCTAppDelegate subclass (React Native 0.77): nothing changed",
            before: [
                "ios/Shelf/AppDelegate.swift": ReactNativeExampleFiles.appDelegate4,
                "ios/Shelf/Info.plist": ReactNativeExampleFiles.infoPlist1,
                "package.json": ReactNativeExampleFiles.packageJSON1,
            ],
            manualSteps: ["react-native-app-delegate-base"]
        ),
    ]

    static let lookalikes: [MigrationExample] = [
        MigrationExample(
            "a UIKit app that makes its window the same way, without React Native",
            before: [
                "ios/Shelf/AppDelegate.swift": ReactNativeExampleFiles.appDelegate5,
                "ios/Shelf/Info.plist": ReactNativeExampleFiles.infoPlist1,
            ]
        ),
    ]
}
