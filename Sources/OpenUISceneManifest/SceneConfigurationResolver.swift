/// UIKit's configuration lookup on pure data (UIKIT-SEMANTICS §2.12 and §4.7).
///
/// - `nil` name → the first entry of the role.
/// - a name → the first entry of the role with that `UISceneConfigurationName`.
/// - no entry (unknown name, unknown role, no manifest) → UIKit's empty configuration (no scene
///   class, no delegate, no storyboard) plus its log line
///   `[SceneConfiguration] Info.plist contained no UIScene configuration dictionary (looking for configuration named "NAME")`.
///
/// The engine turns class names into classes; it also applies the properties an app sets on the
/// returned configuration, which override the plist values.
package enum SceneConfigurationResolver {
    /// The entry UIKit picks, or `nil` when it returns the empty configuration.
    package static func entry(in manifest: SceneManifest?, role: String, name: String?) -> SceneConfigurationEntry? {
        manifest?.entry(named: name, role: role)
    }

    /// The position of the entry UIKit picks in the role's array, or `nil`.
    package static func entryIndex(in manifest: SceneManifest?, role: String, name: String?) -> Int? {
        guard let entries = manifest?.configurations[role], !entries.isEmpty else { return nil }
        guard let name else { return 0 }
        return entries.firstIndex { $0.name == name }
    }

    /// UIKit's log line when no configuration matches, with `(no name)` for a `nil` name:
    /// `[SceneConfiguration] Info.plist contained no UIScene configuration dictionary (looking for configuration named "(no name)")`.
    package static func missingConfigurationLogLine(name: String?) -> String {
        "[SceneConfiguration] Info.plist contained no UIScene configuration dictionary (looking for configuration named \"\(name ?? "(no name)")\")"
    }

    /// The configuration UIKit would return for `role` and `name`. When `moduleName` is given,
    /// `$(PRODUCT_MODULE_NAME)` and friends are substituted in the class names (see ``ClassName``).
    package static func resolve(_ manifest: SceneManifest?, role: String, name: String?, moduleName: String? = nil) -> ResolvedSceneConfiguration {
        guard let index = entryIndex(in: manifest, role: role, name: name),
              let entry = manifest?.configurations[role]?[index] else {
            return ResolvedSceneConfiguration(
                role: role, name: name, sceneClassName: nil, delegateClassName: nil, storyboardName: nil,
                entry: nil, entryIndex: nil, logMessage: missingConfigurationLogLine(name: name))
        }
        func substitute(_ className: String?) -> String? {
            guard let className, let moduleName else { return className }
            return ClassName.substitutingBuildSettings(in: className, moduleName: moduleName)
        }
        return ResolvedSceneConfiguration(
            role: role, name: entry.name, sceneClassName: substitute(entry.sceneClassName),
            delegateClassName: substitute(entry.delegateClassName), storyboardName: entry.storyboardName,
            entry: entry, entryIndex: index, logMessage: nil)
    }

    /// Whether a `UISceneClassName` value can name a scene class, judged from the text alone:
    /// not when it equals the entry's delegate class (compared without module) or contains
    /// `Delegate`. Real apps ship `UISceneClassName = SceneDelegate`; UIKit then creates the role's
    /// default scene class (logging a line), and so does OpenUIScene. The engine also checks the
    /// actual class; this text rule is what `scenectl` (which sees no classes) applies.
    package static func isPlausibleSceneClassName(_ sceneClassName: String, delegateClassName: String?) -> Bool {
        let bare = ClassName.unqualifiedName(of: sceneClassName)
        if bare.isEmpty { return false }
        if let delegateClassName, ClassName.unqualifiedName(of: delegateClassName) == bare { return false }
        return !bare.contains("Delegate")
    }
}
