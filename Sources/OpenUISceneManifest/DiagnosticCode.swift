/// Every kind of finding the loader and ``ManifestLinter`` report, with its fixed severity.
///
/// The raw value is the stable code printed by `scenectl lint` and stored in
/// ``ManifestDiagnostic/code``.
package enum DiagnosticCode: String, Sendable, CaseIterable {
    // MARK: Errors
    /// The file could not be read at all (missing, a folder, no permission). `scenectl lint` exits 2.
    case unreadable = "unreadable"
    /// The bytes are not an XML, binary or OpenStep property list.
    case notAPropertyList = "not-a-property-list"
    /// The root of the property list is not a dictionary.
    case rootNotDictionary = "root-not-dictionary"
    /// The file is empty, or its root dictionary has no key.
    case emptyRoot = "empty-root"
    /// A value has the wrong type (manifest a Boolean, role value not an array, …). UIKit ignores it.
    case wrongType = "wrong-type"
    /// The file, or a part of the manifest, is over one of ``InfoPlistLimits``; that part is ignored.
    case limitExceeded = "limit-exceeded"
    /// `BuildSettings.xcconfig` beside the Info.plist has a line that is not `NAME = value`
    /// (the line is ignored), or cannot be read (none of its settings is used).
    case invalidBuildSettingsFile = "invalid-build-settings-file"

    // MARK: Warnings
    /// A manifest is present but no role has a configuration: scene mode only if the app delegate
    /// implements `configurationForConnecting`.
    case noConfigurations = "no-configurations"
    /// Two configurations of one role share a name: the second can never be looked up by name.
    case duplicateConfigurationName = "duplicate-configuration-name"
    /// A `UISceneConfigurations` key that is no role UIKit knows (often a typo).
    case unknownRole = "unknown-role"
    /// A key inside `UIApplicationSceneManifest` that UIKit does not read (often a typo).
    case unknownManifestKey = "unknown-manifest-key"
    /// A key inside a configuration dictionary that UIKit does not read (often a typo).
    case unknownConfigurationKey = "unknown-configuration-key"
    /// A class name without a module (`SceneDelegate`): a Swift class is not found under that name.
    case unqualifiedClassName = "unqualified-class-name"
    /// A string value uses a build setting (`$(NAME)`) that gets no value from the environment,
    /// the settings file or a default, or an unsupported modifier: it stays as written.
    case unknownBuildSetting = "unknown-build-setting"
    /// `CFBundleIdentifier`, expanded, is not a valid application id (GLib's rules): the GTK host
    /// runs without single instance and URL hand-over.
    case invalidApplicationIdentifier = "invalid-application-id"
    /// `UISceneClassName` names something that is not a scene class (for example the delegate).
    case sceneClassNotAScene = "scene-class-not-a-scene"

    // MARK: Information
    /// `UIApplicationSupportsMultipleScenes` is absent (UIKit reads it as `false`).
    case multipleScenesMissing = "multiple-scenes-missing"
    /// `UIApplicationSupportsMultipleScenes` is true and there is a single configuration.
    case multipleScenesSingleConfiguration = "multiple-scenes-single-configuration"
    /// A configuration has no `UISceneConfigurationName`: it can only be reached as the role's default.
    case missingConfigurationName = "missing-configuration-name"
    /// A known Info.plist key placed inside a configuration, where UIKit ignores it (`UILaunchStoryboardName`).
    case ignoredConfigurationKey = "ignored-configuration-key"
    /// A role OpenUIScene keeps but never creates sessions for (CarPlay, visionOS, Assistive Access).
    case inertRole = "inert-role"
    /// A device-specific manifest (`UIApplicationSceneManifest~ipad`) is used instead of the plain key.
    case deviceSpecificManifest = "device-specific-manifest"
    /// `CFBundleIdentifier` uses `$(PRODUCT_BUNDLE_IDENTIFIER)` and nothing sets that setting: the
    /// app id is OpenUIScene's default, `org.openuiscene.<product>`.
    case defaultBundleIdentifier = "default-bundle-identifier"

    /// The severity every finding of this kind has.
    package var severity: ManifestDiagnostic.Severity {
        switch self {
        case .unreadable, .notAPropertyList, .rootNotDictionary, .emptyRoot, .wrongType, .limitExceeded, .invalidBuildSettingsFile:
            return .error
        case .noConfigurations, .duplicateConfigurationName, .unknownRole, .unknownManifestKey,
             .unknownConfigurationKey, .unqualifiedClassName, .unknownBuildSetting, .sceneClassNotAScene,
             .invalidApplicationIdentifier:
            return .warning
        case .multipleScenesMissing, .multipleScenesSingleConfiguration, .missingConfigurationName,
             .ignoredConfigurationKey, .inertRole, .deviceSpecificManifest, .defaultBundleIdentifier:
            return .info
        }
    }
}
