import Foundation

/// The `UIApplicationSceneManifest` dictionary of an Info.plist, as plain values.
///
/// This model holds strings only: class names are resolved to classes by the engine
/// (`OpenUIScene`), which knows the app's module. It is `Sendable` so that tools
/// (`scenectl`) and background work can use it freely.
package struct SceneManifest: Sendable, Equatable {
    /// `UIApplicationSupportsMultipleScenes`, or `nil` when the key is absent (or of the wrong type).
    package var supportsMultipleScenes: Bool?
    /// `UISceneConfigurations`: role key (for example `UIWindowSceneSessionRoleApplication`)
    /// to its configurations, in Info.plist order. The first entry is the role's default.
    /// Every role key is kept, including unknown ones and the inert CarPlay/visionOS roles.
    package var configurations: [String: [SceneConfigurationEntry]]
    /// `UIApplicationPreferredDefaultSceneSessionRole` (visionOS only), or `nil`.
    package var preferredDefaultSceneSessionRole: String?

    /// Creates a manifest from its values.
    package init(supportsMultipleScenes: Bool? = nil, configurations: [String: [SceneConfigurationEntry]] = [:], preferredDefaultSceneSessionRole: String? = nil) {
        self.supportsMultipleScenes = supportsMultipleScenes
        self.configurations = configurations
        self.preferredDefaultSceneSessionRole = preferredDefaultSceneSessionRole
    }

    /// Whether any role has at least one configuration.
    package var hasConfigurations: Bool {
        configurations.values.contains { !$0.isEmpty }
    }

    /// The number of configurations over all roles.
    package var configurationCount: Int {
        configurations.values.reduce(0) { $0 + $1.count }
    }

    /// UIKit's lookup for `UISceneConfiguration(name:sessionRole:)`: with a `nil` name the first
    /// entry of the role, otherwise the first entry of the role with that name; `nil` when none.
    package func entry(named name: String?, role: String) -> SceneConfigurationEntry? {
        guard let entries = configurations[role] else { return nil }
        guard let name else { return entries.first }
        return entries.first { $0.name == name }
    }
}
