import Foundation

/// Everything about a scene session that outlives the process: what the engine needs to bring
/// the session back at the next launch without asking the app delegate for a configuration.
package struct StoredSession: Sendable, Equatable, Codable {
    /// `UISceneSession.persistentIdentifier`.
    package var persistentIdentifier: String
    /// `UISceneSession.Role` raw value.
    package var role: String
    /// The resolved configuration, by class *names* (module-qualified, as `NSClassFromString` takes them).
    package var configuration: StoredConfiguration
    /// `UISceneSession.userInfo`.
    package var userInfo: [String: PropertyListValue]?
    /// `UISceneSession.stateRestorationActivity`.
    package var restorationActivity: StoredActivity?
    /// `UIScene.title` when the state was captured.
    package var title: String?
    /// Whether the session had a scene in the foreground when the state was captured
    /// (the relaunch rule reconnects those).
    package var wasInForeground: Bool
    /// The scene's `activationConditions` when the state was captured, so that routing works for
    /// the session before its scene reconnects (as on iOS); `nil` when they are the defaults or
    /// cannot be stored.
    package var activationConditions: StoredActivationConditions?
    /// Set by the crash-loop guard: the session was open when the app crashed twice in a row
    /// while restoring windows; it is kept but no longer reconnected at launch until the app
    /// activates it (docs/RELIABILITY.md).
    package var heldAfterCrashLoop: Bool

    package init(persistentIdentifier: String, role: String, configuration: StoredConfiguration, userInfo: [String: PropertyListValue]? = nil, restorationActivity: StoredActivity? = nil, title: String? = nil, wasInForeground: Bool = false, activationConditions: StoredActivationConditions? = nil, heldAfterCrashLoop: Bool = false) {
        self.persistentIdentifier = persistentIdentifier
        self.role = role
        self.configuration = configuration
        self.userInfo = userInfo
        self.restorationActivity = restorationActivity
        self.title = title
        self.wasInForeground = wasInForeground
        self.activationConditions = activationConditions
        self.heldAfterCrashLoop = heldAfterCrashLoop
    }
}

extension StoredSession {
    private enum CodingKeys: String, CodingKey {
        case persistentIdentifier, role, configuration, userInfo, restorationActivity, title, wasInForeground, activationConditions, heldAfterCrashLoop
    }

    /// Fields added after version 1 (`activationConditions`, `heldAfterCrashLoop`) may be absent.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            persistentIdentifier: try container.decode(String.self, forKey: .persistentIdentifier),
            role: try container.decode(String.self, forKey: .role),
            configuration: try container.decode(StoredConfiguration.self, forKey: .configuration),
            userInfo: try container.decodeIfPresent([String: PropertyListValue].self, forKey: .userInfo),
            restorationActivity: try container.decodeIfPresent(StoredActivity.self, forKey: .restorationActivity),
            title: try container.decodeIfPresent(String.self, forKey: .title),
            wasInForeground: try container.decode(Bool.self, forKey: .wasInForeground),
            activationConditions: try container.decodeIfPresent(StoredActivationConditions.self, forKey: .activationConditions),
            heldAfterCrashLoop: try container.decodeIfPresent(Bool.self, forKey: .heldAfterCrashLoop) ?? false)
    }
}

/// `UISceneActivationConditions` as stored: each predicate as a self-contained predicate format
/// (its `%@` arguments written into it); `nil` for the default predicate.
package struct StoredActivationConditions: Sendable, Equatable, Hashable, Codable {
    /// `canActivateForTargetContentIdentifierPredicate`, e.g. `SELF == "note/1"`.
    package var canActivate: String?
    /// `prefersToActivateForTargetContentIdentifierPredicate`.
    package var prefersToActivate: String?

    package init(canActivate: String? = nil, prefersToActivate: String? = nil) {
        self.canActivate = canActivate
        self.prefersToActivate = prefersToActivate
    }
}

/// A resolved `UISceneConfiguration`, by names.
package struct StoredConfiguration: Sendable, Equatable, Hashable, Codable {
    package var name: String?
    package var sceneClassName: String?
    package var delegateClassName: String?
    package var storyboardName: String?

    package init(name: String? = nil, sceneClassName: String? = nil, delegateClassName: String? = nil, storyboardName: String? = nil) {
        self.name = name
        self.sceneClassName = sceneClassName
        self.delegateClassName = delegateClassName
        self.storyboardName = storyboardName
    }
}

/// An `NSUserActivity` as stored: the parts that survive archiving.
package struct StoredActivity: Sendable, Equatable, Codable {
    package var activityType: String
    package var title: String?
    package var userInfo: [String: PropertyListValue]?
    package var targetContentIdentifier: String?
    package var persistentIdentifier: String?
    package var webpageURL: String?

    package init(activityType: String, title: String? = nil, userInfo: [String: PropertyListValue]? = nil, targetContentIdentifier: String? = nil, persistentIdentifier: String? = nil, webpageURL: String? = nil) {
        self.activityType = activityType
        self.title = title
        self.userInfo = userInfo
        self.targetContentIdentifier = targetContentIdentifier
        self.persistentIdentifier = persistentIdentifier
        self.webpageURL = webpageURL
    }
}
