/// The Info.plist keys of the scene lifecycle, spelled as in UIKit's documentation.
public enum InfoPlistKey {
    /// `UIApplicationSceneManifest`: the dictionary that opts the app into scenes.
    public static let sceneManifest = "UIApplicationSceneManifest"
    /// `UIApplicationSupportsMultipleScenes`: a Boolean inside the manifest.
    public static let supportsMultipleScenes = "UIApplicationSupportsMultipleScenes"
    /// `UISceneConfigurations`: role key to an array of configuration dictionaries.
    public static let sceneConfigurations = "UISceneConfigurations"
    /// `UIApplicationPreferredDefaultSceneSessionRole`: visionOS only, the role of the first scene.
    public static let preferredDefaultSceneSessionRole = "UIApplicationPreferredDefaultSceneSessionRole"
    /// `UISceneConfigurationName`: the name `UISceneConfiguration(name:sessionRole:)` looks up.
    public static let configurationName = "UISceneConfigurationName"
    /// `UISceneClassName`: the `UIScene` subclass to create (normally `UIWindowScene`).
    public static let sceneClassName = "UISceneClassName"
    /// `UISceneDelegateClassName`: the scene delegate class, usually `$(PRODUCT_MODULE_NAME).SceneDelegate`.
    public static let delegateClassName = "UISceneDelegateClassName"
    /// `UISceneStoryboardFile`: the storyboard name, without its extension.
    public static let storyboardFile = "UISceneStoryboardFile"
    /// `NSUserActivityTypes`: activity types that may be persisted for state restoration.
    public static let userActivityTypes = "NSUserActivityTypes"
    /// `CFBundleIdentifier`: the app id.
    public static let bundleIdentifier = "CFBundleIdentifier"
    /// `UILaunchStoryboardName`: a top-level key that old Xcode 11 templates also put inside scene
    /// configurations, where UIKit ignores it.
    public static let launchStoryboardName = "UILaunchStoryboardName"

    /// The keys UIKit reads inside `UIApplicationSceneManifest`.
    public static let manifestKeys: [String] = [supportsMultipleScenes, sceneConfigurations, preferredDefaultSceneSessionRole]
    /// The keys UIKit reads inside one scene configuration dictionary.
    public static let entryKeys: [String] = [configurationName, sceneClassName, delegateClassName, storyboardFile]
}
