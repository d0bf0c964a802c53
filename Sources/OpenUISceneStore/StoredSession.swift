import Foundation

/// Everything about a scene session that outlives the process: what the engine needs to bring
/// the session back at the next launch without asking the app delegate for a configuration.
public struct StoredSession: Sendable, Equatable, Codable {
    /// `UISceneSession.persistentIdentifier`.
    public var persistentIdentifier: String
    /// `UISceneSession.Role` raw value.
    public var role: String
    /// The resolved configuration, by class *names* (module-qualified, as `NSClassFromString` takes them).
    public var configuration: StoredConfiguration
    /// `UISceneSession.userInfo`.
    public var userInfo: [String: PropertyListValue]?
    /// `UISceneSession.stateRestorationActivity`.
    public var restorationActivity: StoredActivity?
    /// `UIScene.title` when the state was captured.
    public var title: String?
    /// Whether the session had a scene in the foreground when the state was captured
    /// (the relaunch rule reconnects those).
    public var wasInForeground: Bool

    public init(persistentIdentifier: String, role: String, configuration: StoredConfiguration, userInfo: [String: PropertyListValue]? = nil, restorationActivity: StoredActivity? = nil, title: String? = nil, wasInForeground: Bool = false) {
        self.persistentIdentifier = persistentIdentifier
        self.role = role
        self.configuration = configuration
        self.userInfo = userInfo
        self.restorationActivity = restorationActivity
        self.title = title
        self.wasInForeground = wasInForeground
    }
}

/// A resolved `UISceneConfiguration`, by names.
public struct StoredConfiguration: Sendable, Equatable, Hashable, Codable {
    public var name: String?
    public var sceneClassName: String?
    public var delegateClassName: String?
    public var storyboardName: String?

    public init(name: String? = nil, sceneClassName: String? = nil, delegateClassName: String? = nil, storyboardName: String? = nil) {
        self.name = name
        self.sceneClassName = sceneClassName
        self.delegateClassName = delegateClassName
        self.storyboardName = storyboardName
    }
}

/// An `NSUserActivity` as stored: the parts that survive archiving.
public struct StoredActivity: Sendable, Equatable, Codable {
    public var activityType: String
    public var title: String?
    public var userInfo: [String: PropertyListValue]?
    public var targetContentIdentifier: String?
    public var persistentIdentifier: String?
    public var webpageURL: String?

    public init(activityType: String, title: String? = nil, userInfo: [String: PropertyListValue]? = nil, targetContentIdentifier: String? = nil, persistentIdentifier: String? = nil, webpageURL: String? = nil) {
        self.activityType = activityType
        self.title = title
        self.userInfo = userInfo
        self.targetContentIdentifier = targetContentIdentifier
        self.persistentIdentifier = persistentIdentifier
        self.webpageURL = webpageURL
    }
}
