/// The parts of an Info.plist that the scene lifecycle reads.
public struct InfoPlist: Sendable, Equatable {
    /// `CFBundleIdentifier`: the app id (single instance, the session store's folder). Kept as
    /// written: a value such as `$(PRODUCT_BUNDLE_IDENTIFIER)` is not expanded.
    public var bundleIdentifier: String?
    /// `UIApplicationSceneManifest` (or its device-specific variant, see ``sceneManifestKey``),
    /// or `nil` when absent or not a dictionary (legacy mode).
    public var sceneManifest: SceneManifest?
    /// `NSUserActivityTypes`: the activity types that may be persisted for state restoration.
    public var userActivityTypes: [String]?
    /// Where it was read from, for messages; `nil` when built in code.
    public var sourcePath: String?
    /// The top-level key the manifest was read from: `UIApplicationSceneManifest`, or a
    /// device-specific key such as `UIApplicationSceneManifest~ipad` that overrides it.
    /// `nil` when there is no manifest.
    public var sceneManifestKey: String?

    /// Creates the model from its values.
    public init(bundleIdentifier: String? = nil, sceneManifest: SceneManifest? = nil, userActivityTypes: [String]? = nil, sourcePath: String? = nil, sceneManifestKey: String? = nil) {
        self.bundleIdentifier = bundleIdentifier
        self.sceneManifest = sceneManifest
        self.userActivityTypes = userActivityTypes
        self.sourcePath = sourcePath
        self.sceneManifestKey = sceneManifestKey ?? (sceneManifest == nil ? nil : InfoPlistKey.sceneManifest)
    }

    /// The lifecycle mode the manifest selects (see ``LifecycleMode/of(_:)``).
    public var lifecycleMode: LifecycleMode { LifecycleMode.of(self) }
}
