/// The parts of an Info.plist that the scene lifecycle reads.
package struct InfoPlist: Sendable, Equatable {
    /// `CFBundleIdentifier`: the app id (single instance, the session store's folder). Its build
    /// settings (`$(PRODUCT_BUNDLE_IDENTIFIER)`) are expanded when the file is loaded with a
    /// ``BuildSettingsContext``, as the running app loads it; otherwise it is kept as written.
    package var bundleIdentifier: String?
    /// `UIApplicationSceneManifest` (or its device-specific variant, see ``sceneManifestKey``),
    /// or `nil` when absent or not a dictionary (legacy mode).
    package var sceneManifest: SceneManifest?
    /// `NSUserActivityTypes`: the activity types that may be persisted for state restoration.
    package var userActivityTypes: [String]?
    /// `BGTaskSchedulerPermittedIdentifiers`: the background task identifiers the app may
    /// register and submit (`BGTaskScheduler`); `nil` when absent.
    package var backgroundTaskIdentifiers: [String]?
    /// `UIApplicationShortcutItems`: the static quick actions, in order (empty when absent).
    package var shortcutItems: [ShortcutItemDeclaration] = []
    /// Where it was read from, for messages; `nil` when built in code.
    package var sourcePath: String?
    /// The top-level key the manifest was read from: `UIApplicationSceneManifest`, or a
    /// device-specific key such as `UIApplicationSceneManifest~ipad` that overrides it.
    /// `nil` when there is no manifest.
    package var sceneManifestKey: String?
    /// `UIUserInterfaceStyle`: `Light` or `Dark` forces the app's appearance; `Automatic` (or
    /// absent) follows the system's. Kept as written.
    package var userInterfaceStyle: String?
    /// The name the app shows to people: `CFBundleDisplayName`, else `CFBundleName`.
    package var displayName: String?
    /// `UIMainStoryboardFile` (or its device-specific variant): the storyboard a legacy-mode app's
    /// window is made from, without the extension; `nil` when absent.
    package var mainStoryboardFile: String?

    /// Creates the model from its values.
    package init(bundleIdentifier: String? = nil, sceneManifest: SceneManifest? = nil, userActivityTypes: [String]? = nil, sourcePath: String? = nil, sceneManifestKey: String? = nil) {
        self.bundleIdentifier = bundleIdentifier
        self.sceneManifest = sceneManifest
        self.userActivityTypes = userActivityTypes
        self.sourcePath = sourcePath
        self.sceneManifestKey = sceneManifestKey ?? (sceneManifest == nil ? nil : InfoPlistKey.sceneManifest)
    }

    /// The lifecycle mode the manifest selects (see ``LifecycleMode/of(_:)``).
    package var lifecycleMode: LifecycleMode { LifecycleMode.of(self) }
}
