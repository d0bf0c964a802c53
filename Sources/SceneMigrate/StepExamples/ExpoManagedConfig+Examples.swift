import Foundation

// The examples the step's tests run (MigrationStepExampleTests): whole apps before the recipe,
// and every file that changes, whole, after it (the apps' files: FrameworkExampleFiles).
extension ExpoManagedConfig {
    static let examples: [MigrationExample] = [
        MigrationExample(
            "Expo SDK 57: the option added to expo-build-properties' options",
            before: [
                "app.json": FrameworkExampleFiles.appJSON1,
                "package.json": FrameworkExampleFiles.packageJSON8,
            ],
            after: [
                "app.json": FrameworkExampleFiles.appJSONAfter1,
            ],
            manualSteps: ["expo-plugins-not-checked"]
        ),
        MigrationExample(
            "Expo SDK 57: a bare plugin name gets its options, and the plugin is not installed",
            before: [
                "app.json": FrameworkExampleFiles.appJSON2,
                "package.json": FrameworkExampleFiles.packageJSON9,
            ],
            after: [
                "app.json": FrameworkExampleFiles.appJSONAfter2,
            ],
            manualSteps: ["expo-install-build-properties", "expo-plugins-not-checked"]
        ),
        MigrationExample(
            "Expo SDK 57 without plugins: the plugin added",
            before: [
                "app.json": FrameworkExampleFiles.appJSON3,
                "package.json": FrameworkExampleFiles.packageJSON9,
            ],
            after: [
                "app.json": FrameworkExampleFiles.appJSONAfter3,
            ],
            manualSteps: ["expo-install-build-properties"]
        ),
        MigrationExample(
            "a config plugin that patches the AppDelegate, read in node_modules",
            before: [
                "app.json": FrameworkExampleFiles.appJSON4,
                "node_modules/expo-router/app.plugin.js": FrameworkExampleFiles.configPlugin1,
                "node_modules/react-native-share-menu/app.plugin.js": FrameworkExampleFiles.configPlugin2,
                "package.json": FrameworkExampleFiles.packageJSON8,
            ],
            after: [
                "app.json": FrameworkExampleFiles.appJSONAfter4,
            ],
            manualSteps: ["expo-plugin-patches-app-delegate"]
        ),
        MigrationExample(
            "Expo SDK 55: the upgrade named, nothing changed",
            before: [
                "app.json": FrameworkExampleFiles.appJSON3,
                "package.json": FrameworkExampleFiles.packageJSON10,
            ],
            manualSteps: ["expo-upgrade"]
        ),
        MigrationExample(
            "app.config.js: the entry named, code not rewritten",
            before: [
                "app.config.js": FrameworkExampleFiles.appConfig1,
                "package.json": FrameworkExampleFiles.packageJSON9,
            ],
            manualSteps: ["expo-dynamic-config"]
        ),
        MigrationExample(
            "scene support turned off: said, not overridden",
            before: [
                "app.json": FrameworkExampleFiles.appJSON5,
                "package.json": FrameworkExampleFiles.packageJSON8,
            ],
            manualSteps: ["expo-scene-support-off"]
        ),
    ]

    static let lookalikes: [MigrationExample] = [
        MigrationExample(
            "a JavaScript project without Expo",
            before: [
                "app.json": FrameworkExampleFiles.appJSON3,
                "package.json": FrameworkExampleFiles.packageJSON11,
            ]
        ),
    ]
}
