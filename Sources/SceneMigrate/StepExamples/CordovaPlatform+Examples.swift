import Foundation

// The examples the step's tests run (MigrationStepExampleTests): whole apps before the recipe,
// and every file that changes, whole, after it (the apps' files: FrameworkExampleFiles).
extension CordovaPlatform {
    static let examples: [MigrationExample] = [
        MigrationExample(
            "cordova-ios 7: the platform upgrade named, the plugins that read the window or take app-delegate URLs named",
            before: [
                "config.xml": FrameworkExampleFiles.configXML1,
                "package.json": FrameworkExampleFiles.packageJSON12,
                "platforms/ios/App/App-Info.plist": FrameworkExampleFiles.infoPlist1,
                "platforms/ios/App/AppDelegate.h": FrameworkExampleFiles.appDelegateH1,
                "platforms/ios/App/AppDelegate.m": FrameworkExampleFiles.appDelegateM1,
                "plugins/cordova-plugin-deeplinks/src/ios/AppDelegate+Links.m": FrameworkExampleFiles.file3,
                "plugins/cordova-plugin-device/src/ios/CDVDevice.m": FrameworkExampleFiles.file2,
                "plugins/cordova-plugin-share/src/ios/CDVShare.m": FrameworkExampleFiles.file1,
            ],
            manualSteps: ["cordova-platform-upgrade", "cordova-plugin-app-delegate", "cordova-plugin-app-delegate"]
        ),
    ]

    static let lookalikes: [MigrationExample] = [
        MigrationExample(
            "an Objective-C app without Cordova",
            before: [
                "App/AppDelegate.h": FrameworkExampleFiles.appDelegateH2,
                "App/AppDelegate.m": FrameworkExampleFiles.appDelegateM2,
                "App/Info.plist": FrameworkExampleFiles.infoPlist1,
            ]
        ),
    ]
}
