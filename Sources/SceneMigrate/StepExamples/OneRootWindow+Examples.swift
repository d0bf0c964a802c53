import Foundation

// The examples the step's tests run (MigrationStepExampleTests): whole apps before the recipe,
// and every file that changes, whole, after it.
extension OneRootWindow {
    static let examples: [MigrationExample] = [
        MigrationExample(
            "a storyboard named and a window made in code",
            before: [
            "AppDelegate.swift": ExampleFiles.appDelegateSwift3,
            "Info.plist": ExampleFiles.infoPlist3,
            ],
            after: [
            "AppDelegate.swift": ExampleFiles.appDelegateSwift4,
            "Info.plist": ExampleFiles.infoPlist2,
            "SceneDelegate.swift": ExampleFiles.sceneDelegateSwift1,
            ],
            manualSteps: ["storyboard-and-code-window"]
        ),
    ]

    static let lookalikes: [MigrationExample] = [
        MigrationExample(
            "a storyboard only",
            before: [
            "AppDelegate.swift": ExampleFiles.appDelegateSwift5,
            "Info.plist": ExampleFiles.infoPlist3,
            ]
        ),
    ]
}
