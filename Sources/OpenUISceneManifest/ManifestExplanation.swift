/// What a new session of a role gets, and which mode the app runs in: the data behind
/// `scenectl explain`, and the answer to "why is my SceneDelegate never called?".
package struct ManifestExplanation: Sendable, Equatable {
    /// The mode the Info.plist selects.
    package var mode: LifecycleMode
    /// The role asked for.
    package var role: String
    /// The name asked for (`nil`: the role's default).
    package var requestedName: String?
    /// The configuration UIKit would pick (meaningless in legacy mode, where no scene is created).
    package var configuration: ResolvedSceneConfiguration
    /// The module substituted for `$(PRODUCT_MODULE_NAME)`, if any.
    package var moduleName: String?

    /// Explains `info` for a new session of `role` asking for configuration `name`.
    package init(info: InfoPlist, role: String = SceneSessionRoleKey.windowApplication, name: String? = nil, moduleName: String? = nil) {
        self.mode = LifecycleMode.of(info)
        self.role = role
        self.requestedName = name
        self.moduleName = moduleName
        self.configuration = SceneConfigurationResolver.resolve(info.sceneManifest, role: role, name: name, moduleName: moduleName)
    }

    /// The configuration's name, or `nil` (always `nil` in legacy mode).
    package var name: String? { mode == .legacy ? nil : configuration.name }
    /// The class the scene is created with, or `nil` (always `nil` in legacy mode).
    package var sceneClass: String? { mode == .legacy ? nil : configuration.effectiveSceneClassName }
    /// The scene delegate class, or `nil` for a scene without delegate (always `nil` in legacy mode).
    package var delegateClass: String? { mode == .legacy ? nil : configuration.delegateClassName }
    /// The storyboard, or `nil` (always `nil` in legacy mode).
    package var storyboard: String? { mode == .legacy ? nil : configuration.storyboardName }

    /// Whether a class name still holds a build-setting reference (no `--module` given).
    package var hasUnsubstitutedPlaceholders: Bool {
        [configuration.sceneClassName, configuration.delegateClassName].contains { $0?.utf8.contains(UInt8(ascii: "$")) == true }
    }
}
