/// The configuration UIKit's `UISceneConfiguration(name:sessionRole:)` would return for a role and
/// name, as plain values (see ``SceneConfigurationResolver``).
package struct ResolvedSceneConfiguration: Sendable, Equatable {
    /// The session role asked for.
    package var role: String
    /// The configuration's name: the matched entry's `UISceneConfigurationName`, or the name asked
    /// for when no entry matched (`nil` when none was asked for).
    package var name: String?
    /// `UISceneClassName` of the matched entry (substituted when a module name was given), or `nil`.
    package var sceneClassName: String?
    /// `UISceneDelegateClassName` of the matched entry (substituted when a module name was given), or
    /// `nil`: the scene then has no delegate.
    package var delegateClassName: String?
    /// `UISceneStoryboardFile` of the matched entry, or `nil`.
    package var storyboardName: String?
    /// The matched Info.plist entry, exactly as written; `nil` for UIKit's empty configuration.
    package var entry: SceneConfigurationEntry?
    /// The position of ``entry`` in its role's array.
    package var entryIndex: Int?
    /// UIKit's log line when no entry matched (see ``SceneConfigurationResolver/missingConfigurationLogLine(name:)``).
    package var logMessage: String?

    /// Creates a resolved configuration from its values.
    package init(role: String, name: String?, sceneClassName: String?, delegateClassName: String?, storyboardName: String?, entry: SceneConfigurationEntry?, entryIndex: Int?, logMessage: String?) {
        self.role = role
        self.name = name
        self.sceneClassName = sceneClassName
        self.delegateClassName = delegateClassName
        self.storyboardName = storyboardName
        self.entry = entry
        self.entryIndex = entryIndex
        self.logMessage = logMessage
    }

    /// Whether `UISceneClassName` is present but names no scene class, so the role's default is
    /// used (see ``SceneConfigurationResolver/isPlausibleSceneClassName(_:delegateClassName:)``).
    package var sceneClassNameIsIgnored: Bool {
        guard let sceneClassName else { return false }
        return !SceneConfigurationResolver.isPlausibleSceneClassName(sceneClassName, delegateClassName: delegateClassName)
    }

    /// The class the scene is created with: ``sceneClassName`` when it plausibly names a scene
    /// class, otherwise the role's default (`UIWindowScene` for window roles, the CarPlay scene
    /// class for CarPlay roles, `nil` for other roles). See ``SceneSessionRoleKey/defaultSceneClassName(forRole:)``.
    package var effectiveSceneClassName: String? {
        if let sceneClassName, !sceneClassNameIsIgnored { return sceneClassName }
        return SceneSessionRoleKey.defaultSceneClassName(forRole: role)
    }
}
