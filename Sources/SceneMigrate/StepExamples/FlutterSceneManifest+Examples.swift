import Foundation

// The examples the step's tests run (MigrationStepExampleTests): whole apps before the recipe,
// and every file that changes, whole, after it (the apps' files: FrameworkExampleFiles).
extension FlutterSceneManifest {
    static let examples: [MigrationExample] = [
        MigrationExample(
            "no storyboard named",
            before: [
                "ios/Runner/AppDelegate.swift": FrameworkExampleFiles.appDelegate9,
                "ios/Runner/Info.plist": FrameworkExampleFiles.infoPlist1,
            ],
            after: [
                "ios/Runner/AppDelegate.swift": FrameworkExampleFiles.appDelegateAfter4,
                "ios/Runner/Info.plist": FrameworkExampleFiles.infoPlistAfter3,
            ],
            manualSteps: ["flutter-no-storyboard"]
        ),
    ]

    static let lookalikes: [MigrationExample] = [
        MigrationExample(
            "a Flutter app already on scenes",
            before: [
                "ios/Runner/AppDelegate.swift": FrameworkExampleFiles.appDelegateAfter4,
                "ios/Runner/Info.plist": FrameworkExampleFiles.infoPlistAfter2,
            ]
        ),
    ]
}
