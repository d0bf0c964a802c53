/// The Info.plist keys of the scene lifecycle, spelled as in UIKit's documentation.
package enum InfoPlistKey {
    /// `UIApplicationSceneManifest`: the dictionary that opts the app into scenes.
    package static let sceneManifest = "UIApplicationSceneManifest"
    /// `UIApplicationSupportsMultipleScenes`: a Boolean inside the manifest.
    package static let supportsMultipleScenes = "UIApplicationSupportsMultipleScenes"
    /// `UISceneConfigurations`: role key to an array of configuration dictionaries.
    package static let sceneConfigurations = "UISceneConfigurations"
    /// `UIApplicationPreferredDefaultSceneSessionRole`: visionOS only, the role of the first scene.
    package static let preferredDefaultSceneSessionRole = "UIApplicationPreferredDefaultSceneSessionRole"
    /// `UISceneConfigurationName`: the name `UISceneConfiguration(name:sessionRole:)` looks up.
    package static let configurationName = "UISceneConfigurationName"
    /// `UISceneClassName`: the `UIScene` subclass to create (normally `UIWindowScene`).
    package static let sceneClassName = "UISceneClassName"
    /// `UISceneDelegateClassName`: the scene delegate class, usually `$(PRODUCT_MODULE_NAME).SceneDelegate`.
    package static let delegateClassName = "UISceneDelegateClassName"
    /// `UISceneStoryboardFile`: the storyboard name, without its extension.
    package static let storyboardFile = "UISceneStoryboardFile"
    /// `NSUserActivityTypes`: activity types that may be persisted for state restoration.
    package static let userActivityTypes = "NSUserActivityTypes"
    /// `BGTaskSchedulerPermittedIdentifiers`: the task identifiers `BGTaskScheduler` accepts.
    package static let backgroundTaskIdentifiers = "BGTaskSchedulerPermittedIdentifiers"
    /// `UIApplicationShortcutItems`: the static quick actions.
    package static let shortcutItems = "UIApplicationShortcutItems"
    /// `CFBundleIdentifier`: the app id.
    package static let bundleIdentifier = "CFBundleIdentifier"
    /// `UIUserInterfaceStyle`: `Light`, `Dark` or `Automatic`, the app's appearance.
    package static let userInterfaceStyle = "UIUserInterfaceStyle"
    /// `CFBundleDisplayName` and `CFBundleName`: the app's name as people see it.
    package static let bundleDisplayName = "CFBundleDisplayName"
    package static let bundleName = "CFBundleName"
    /// `CFBundleURLTypes`: an array of dictionaries, each with `CFBundleURLSchemes`, an array of
    /// the URL schemes the app opens (read by the desktop-entry installer and by `scenectl lint`).
    package static let urlTypes = "CFBundleURLTypes"
    package static let urlSchemes = "CFBundleURLSchemes"
    /// `UILaunchStoryboardName`: a top-level key that old Xcode 11 templates also put inside scene
    /// configurations, where UIKit ignores it.
    package static let launchStoryboardName = "UILaunchStoryboardName"
    /// `UIMainStoryboardFile`: legacy mode's main storyboard (UIKit makes the app delegate's window
    /// from it); a scene app names its storyboard per configuration (`UISceneStoryboardFile`).
    package static let mainStoryboardFile = "UIMainStoryboardFile"

    /// The keys UIKit reads inside `UIApplicationSceneManifest`.
    package static let manifestKeys: [String] = [supportsMultipleScenes, sceneConfigurations, preferredDefaultSceneSessionRole]
    /// The keys UIKit reads inside one scene configuration dictionary.
    package static let entryKeys: [String] = [configurationName, sceneClassName, delegateClassName, storyboardFile]
}
