import Foundation

// The examples the step's tests run (MigrationStepExampleTests): whole apps before the recipe,
// and every file that changes, whole, after it (the apps' files: FrameworkExampleFiles).
extension FlutterImplicitEngine {
    static let examples: [MigrationExample] = [
        MigrationExample(
            "a Flutter before 3.41 (pubspec.yaml's environment): migrated, and the upgrade named (rustdesk pins 3.24.5)",
            before: [
                "ios/Runner/AppDelegate.swift": FrameworkExampleFiles.appDelegate9,
                "ios/Runner/Info.plist": FrameworkExampleFiles.infoPlist2,
                "pubspec.yaml": "name: shop\nenvironment:\n  sdk: '>=3.4.0 <4.0.0'\n  flutter: \">=3.24.0\"\n",
            ],
            after: [
                "ios/Runner/AppDelegate.swift": FrameworkExampleFiles.appDelegateAfter4,
                "ios/Runner/Info.plist": FrameworkExampleFiles.infoPlistAfter2,
            ],
            manualSteps: ["flutter-upgrade"]
        ),
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
        MigrationExample(
            "plugin registrars taken from the app delegate (hiddify's shape): a statement moved with engineBridge.pluginRegistry, a helper's call marked",
            before: [
                "ios/Runner/AppDelegate.swift": FrameworkExampleFiles.appDelegate19,
                "ios/Runner/Info.plist": FrameworkExampleFiles.infoPlist2,
            ],
            after: [
                "ios/Runner/AppDelegate.swift": FrameworkExampleFiles.appDelegateAfter13,
                "ios/Runner/Info.plist": FrameworkExampleFiles.infoPlistAfter2,
            ],
            manualSteps: ["flutter-window-at-launch"]
        ),
        MigrationExample(
            "the channel's api made from launchOptions, and the window's colour set at launch (zulip-flutter's shape): both marked, left",
            before: [
                "ios/Runner/AppDelegate.swift": FrameworkExampleFiles.appDelegate20,
                "ios/Runner/Info.plist": FrameworkExampleFiles.infoPlist2,
            ],
            after: [
                "ios/Runner/AppDelegate.swift": FrameworkExampleFiles.appDelegateAfter14,
                "ios/Runner/Info.plist": FrameworkExampleFiles.infoPlistAfter2,
            ],
            manualSteps: ["flutter-root-controller", "flutter-window-at-launch"]
        ),
        MigrationExample(
            "a local made before the controller and used after the channel moves with it",
            before: [
                "ios/Runner/AppDelegate.swift": FrameworkExampleFiles.appDelegate21,
                "ios/Runner/Info.plist": FrameworkExampleFiles.infoPlist2,
            ],
            after: [
                "ios/Runner/AppDelegate.swift": FrameworkExampleFiles.appDelegateAfter15,
                "ios/Runner/Info.plist": FrameworkExampleFiles.infoPlistAfter2,
            ]
        ),
        MigrationExample(
            "blank lines holding spaces in and between the moved channels (cake_wallet's shape): moved byte for byte",
            before: [
                "ios/Runner/AppDelegate.swift": FrameworkExampleFiles.appDelegate23,
                "ios/Runner/Info.plist": FrameworkExampleFiles.infoPlist2,
            ],
            after: [
                "ios/Runner/AppDelegate.swift": FrameworkExampleFiles.appDelegateAfter17,
                "ios/Runner/Info.plist": FrameworkExampleFiles.infoPlistAfter2,
            ]
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
