import Foundation

// The examples the step's tests run (MigrationStepExampleTests): whole apps before the recipe,
// and every file that changes, whole, after it (the apps' files: FrameworkExampleFiles).
extension FlutterImplicitEngine {
    static let examples: [MigrationExample] = [
        MigrationExample(
            "Flutter's template before 3.41",
            before: [
                "ios/Runner/AppDelegate.swift": FrameworkExampleFiles.appDelegate9,
                "ios/Runner/Info.plist": FrameworkExampleFiles.infoPlist2,
            ],
            after: [
                "ios/Runner/AppDelegate.swift": FrameworkExampleFiles.appDelegateAfter4,
                "ios/Runner/Info.plist": FrameworkExampleFiles.infoPlistAfter2,
            ]
        ),
        MigrationExample(
            "a customised runner: a method channel on the root controller's messenger, a notification delegate kept, a URL handler marked",
            before: [
                "ios/Runner/AppDelegate.swift": FrameworkExampleFiles.appDelegate10,
                "ios/Runner/Info.plist": FrameworkExampleFiles.infoPlist2,
            ],
            after: [
                "ios/Runner/AppDelegate.swift": FrameworkExampleFiles.appDelegateAfter5,
                "ios/Runner/Info.plist": FrameworkExampleFiles.infoPlistAfter2,
            ],
            manualSteps: ["flutter-app-delegate-event"]
        ),
        MigrationExample(
            "the root controller's engine gives the channel its messenger",
            before: [
                "ios/Runner/AppDelegate.swift": FrameworkExampleFiles.appDelegate11,
                "ios/Runner/Info.plist": FrameworkExampleFiles.infoPlist2,
            ],
            after: [
                "ios/Runner/AppDelegate.swift": FrameworkExampleFiles.appDelegateAfter6,
                "ios/Runner/Info.plist": FrameworkExampleFiles.infoPlistAfter2,
            ]
        ),
        MigrationExample(
            "the root controller used for more than its messenger: marked, left",
            before: [
                "ios/Runner/AppDelegate.swift": FrameworkExampleFiles.appDelegate12,
                "ios/Runner/Info.plist": FrameworkExampleFiles.infoPlist2,
            ],
            after: [
                "ios/Runner/AppDelegate.swift": FrameworkExampleFiles.appDelegateAfter7,
                "ios/Runner/Info.plist": FrameworkExampleFiles.infoPlistAfter2,
            ],
            manualSteps: ["flutter-root-controller"]
        ),
    ]

    static let lookalikes: [MigrationExample] = [
        MigrationExample(
            "an app delegate already on the implicit engine",
            before: [
                "ios/Runner/AppDelegate.swift": FrameworkExampleFiles.appDelegateAfter4,
                "ios/Runner/Info.plist": FrameworkExampleFiles.infoPlist2,
            ]
        ),
    ]
}
