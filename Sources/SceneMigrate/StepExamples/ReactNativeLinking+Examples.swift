import Foundation

// The examples the step's tests run (MigrationStepExampleTests): whole apps before the recipe,
// and every file that changes, whole, after it (the apps' files: FrameworkExampleFiles).
extension ReactNativeLinking {
    static let examples: [MigrationExample] = [
        MigrationExample(
            "handlers that only hand over to RCTLinkingManager (0.81)",
            before: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegate6,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlist1,
                "package.json": FrameworkExampleFiles.packageJSON1,
            ],
            after: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegateAfter1,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlistAfter1,
                "ios/Shelf/SceneDelegate.swift": FrameworkExampleFiles.sceneDelegateAfter4,
            ]
        ),
        MigrationExample(
            "React Native 0.88: RCTLinkingManager.scene, and a handler that does more marked",
            before: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegate7,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlist1,
                "package.json": FrameworkExampleFiles.packageJSON2,
            ],
            after: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegateAfter3,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlistAfter1,
                "ios/Shelf/SceneDelegate.swift": FrameworkExampleFiles.sceneDelegateAfter5,
            ],
            manualSteps: ["react-native-linking-silenced", "sdk-unknown-call"]
        ),
    ]

    static let lookalikes: [MigrationExample] = [
        MigrationExample(
            "a URL handler that does its own work first (0.81): routed as a native app's",
            before: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegate8,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlist1,
                "package.json": FrameworkExampleFiles.packageJSON1,
            ]
        ),
    ]
}
