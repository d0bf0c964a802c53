import Foundation

// The examples the step's tests run (MigrationStepExampleTests): whole apps before the recipe,
// and every file that changes, whole, after it (the apps' files: FrameworkExampleFiles).
extension CapacitorSceneProxy {
    static let examples: [MigrationExample] = [
        MigrationExample(
            "Capacitor 8.5: the template's hand-overs become SceneDelegateProxy's",
            before: [
                "ios/App/App/AppDelegate.swift": FrameworkExampleFiles.appDelegate13,
                "ios/App/App/Info.plist": FrameworkExampleFiles.infoPlist2,
                "package.json": FrameworkExampleFiles.packageJSON5,
            ],
            after: [
                "ios/App/App/AppDelegate.swift": FrameworkExampleFiles.appDelegateAfter8,
                "ios/App/App/Info.plist": FrameworkExampleFiles.infoPlistAfter4,
                "ios/App/App/SceneDelegate.swift": FrameworkExampleFiles.sceneDelegateAfter6,
            ]
        ),
        MigrationExample(
            "Capacitor 8.5 with a URL handler that does more: routed, and the cold launch's link said to reach both",
            before: [
                "ios/App/App/AppDelegate.swift": FrameworkExampleFiles.appDelegate14,
                "ios/App/App/Info.plist": FrameworkExampleFiles.infoPlist2,
                "package.json": FrameworkExampleFiles.packageJSON6,
            ],
            after: [
                "ios/App/App/AppDelegate.swift": FrameworkExampleFiles.appDelegateAfter9,
                "ios/App/App/Info.plist": FrameworkExampleFiles.infoPlistAfter4,
                "ios/App/App/SceneDelegate.swift": FrameworkExampleFiles.sceneDelegateAfter7,
            ],
            manualSteps: ["capacitor-link-twice", "sdk-unknown-call"]
        ),
        MigrationExample(
            "Capacitor 8.4: the hand-overs routed to ApplicationDelegateProxy as a native app's",
            before: [
                "ios/App/App/AppDelegate.swift": FrameworkExampleFiles.appDelegate13,
                "ios/App/App/Info.plist": FrameworkExampleFiles.infoPlist2,
                "package.json": FrameworkExampleFiles.packageJSON7,
            ],
            after: [
                "ios/App/App/AppDelegate.swift": FrameworkExampleFiles.appDelegateAfter10,
                "ios/App/App/Info.plist": FrameworkExampleFiles.infoPlistAfter4,
                "ios/App/App/SceneDelegate.swift": FrameworkExampleFiles.sceneDelegateAfter8,
            ],
            manualSteps: ["capacitor-before-8-5", "restoration-handler-empty"]
        ),
    ]

    static let lookalikes: [MigrationExample] = [
        MigrationExample(
            "a UIKit app that hands URLs to a proxy of its own",
            before: [
                "ios/App/App/AppDelegate.swift": FrameworkExampleFiles.appDelegate15,
                "ios/App/App/Info.plist": FrameworkExampleFiles.infoPlist2,
            ]
        ),
    ]
}
