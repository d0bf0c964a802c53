import Foundation

// The examples the step's tests run (MigrationStepExampleTests): whole apps before the recipe,
// and every file that changes, whole, after it (the apps' files: FrameworkExampleFiles).
extension SDKSceneCalls {
    static let examples: [MigrationExample] = [
        MigrationExample(
            "Google Sign-In, Firebase Auth and Facebook routed as they are; Branch's call marked with BranchScene",
            before: [
                "App/AppDelegate.swift": FrameworkExampleFiles.appDelegate16,
                "App/Info.plist": FrameworkExampleFiles.infoPlist1,
            ],
            after: [
                "App/AppDelegate.swift": FrameworkExampleFiles.appDelegateAfter11,
                "App/Info.plist": FrameworkExampleFiles.infoPlistAfter1,
                "App/SceneDelegate.swift": FrameworkExampleFiles.sceneDelegateAfter9,
            ],
            manualSteps: ["sdk-called-twice", "sdk-scene-api"]
        ),
        MigrationExample(
            "an SDK the table does not know: its call named",
            before: [
                "App/AppDelegate.swift": FrameworkExampleFiles.appDelegate17,
                "App/Info.plist": FrameworkExampleFiles.infoPlist1,
            ],
            after: [
                "App/AppDelegate.swift": FrameworkExampleFiles.appDelegateAfter12,
                "App/Info.plist": FrameworkExampleFiles.infoPlistAfter1,
                "App/SceneDelegate.swift": FrameworkExampleFiles.sceneDelegateAfter10,
            ],
            manualSteps: ["sdk-unknown-call"]
        ),
    ]

    static let lookalikes: [MigrationExample] = [
        MigrationExample(
            "a handler that calls the app's own sign-in type",
            before: [
                "App/AppDelegate.swift": FrameworkExampleFiles.appDelegate18,
                "App/Info.plist": FrameworkExampleFiles.infoPlist1,
            ]
        ),
    ]
}
