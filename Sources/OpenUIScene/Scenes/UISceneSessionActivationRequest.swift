import Foundation

/// A request to activate a scene session (iOS 17), for `UIApplication.activateSceneSession(for:errorHandler:)`.
///
/// With a role, an existing session of that role is reused when its scene prefers the activity's
/// `targetContentIdentifier` (its `prefersToActivateForTargetContentIdentifierPredicate`);
/// otherwise a new session is created. With a session, that session is activated. The activity is
/// delivered either way.
public struct UISceneSessionActivationRequest: @unchecked Sendable {
    /// The role of the session to find or create.
    public let role: UISceneSession.Role
    /// The session to activate, when the request names one.
    public let session: UISceneSession?
    public var userActivity: NSUserActivity?
    public var options: UIScene.ActivationRequestOptions?

    /// Finds or creates a session of `role` for `userActivity`.
    public init(role: UISceneSession.Role = .windowApplication, userActivity: NSUserActivity? = nil, options: UIScene.ActivationRequestOptions? = nil) {
        self.role = role
        self.session = nil
        self.userActivity = userActivity
        self.options = options
    }

    /// Activates `session`.
    public init(session: UISceneSession, userActivity: NSUserActivity? = nil, options: UIScene.ActivationRequestOptions? = nil) {
        self.role = MainActor.assumeIsolated { session.role }
        self.session = session
        self.userActivity = userActivity
        self.options = options
    }
}

extension UIApplication {
    /// Activates a scene session as described by `request` (iOS 17). Errors go to `errorHandler`,
    /// as for ``requestSceneSessionActivation(_:userActivity:options:errorHandler:)``.
    public func activateSceneSession(for request: UISceneSessionActivationRequest, errorHandler: ((any Error) -> Void)? = nil) {
        engine.requestActivation(request, errorHandler: errorHandler)
    }
}
