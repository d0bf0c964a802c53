import Foundation

// The examples the step's tests run (MigrationStepExampleTests): whole apps before the recipe,
// and every file that changes, whole, after it.
extension ConfigurationMethod {
    static let examples: [MigrationExample] = [
        MigrationExample(
            "a generated Info.plist: the app delegate names the scene delegate",
            before: [
            "App.xcodeproj/project.pbxproj": ExampleFiles.projectPbxproj1,
            "App/AppDelegate.swift": ExampleFiles.appDelegateSwift5,
            ],
            after: [
            "App.xcodeproj/project.pbxproj": ExampleFiles.projectPbxproj2,
            "App/AppDelegate.swift": ExampleFiles.appDelegateSwift7,
            "App/SceneDelegate.swift": ExampleFiles.sceneDelegateSwift3,
            ],
            manualSteps: ["generated-manifest-multiple-scenes"]
        ),
    ]

    static let lookalikes: [MigrationExample] = [
        MigrationExample(
            "an Info.plist file",
            before: [
            "App.xcodeproj/project.pbxproj": ExampleFiles.projectPbxproj3,
            "App/AppDelegate.swift": ExampleFiles.appDelegateSwift5,
            "App/Info.plist": ExampleFiles.infoPlist3,
            ]
        ),
    ]
}
