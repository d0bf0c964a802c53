import Foundation

/// What the engine asks of the windowing side. A host turns window-system events into engine
/// intents and carries out these requests; it holds no lifecycle rules of its own.
///
/// Every method is called on the main actor, after the lifecycle step it reports is complete
/// (for example `didConnect` after `scene(_:willConnectTo:options:)` returned). All have
/// default implementations that do nothing.
@MainActor
package protocol SceneHost: AnyObject {
    /// A scene connected: show its window (the scene's key window holds the content).
    func engine(_ engine: SceneEngine, didConnect scene: UIScene)
    /// A scene disconnected: its window must go away (the session may reconnect later).
    func engine(_ engine: SceneEngine, didDisconnect scene: UIScene)
    /// Bring the session's window to the front; `requestingScene` must stay where it is.
    func engine(_ engine: SceneEngine, bringToFront session: UISceneSession, requestingScene: UIScene?)
    /// The session was discarded at the app's request: dismiss its window with `animation`.
    func engine(_ engine: SceneEngine, dismiss session: UISceneSession, animation: UIWindowScene.DismissalAnimation)
    /// A background scene's appearance changed.
    func engine(_ engine: SceneEngine, refresh session: UISceneSession)
    /// A scene's window content changed (its key window, or that window's root view controller).
    func engine(_ engine: SceneEngine, sceneContentDidChange scene: UIScene)
    /// A scene's `title` changed: only the window title needs updating.
    func engine(_ engine: SceneEngine, sceneTitleDidChange scene: UIScene)
    /// The app asked to open a URL outside itself; return whether it was handled.
    func engine(_ engine: SceneEngine, openExternalURL url: URL) -> Bool
    /// Legacy mode: the app's window (without a scene) was made visible or got new content.
    func engine(_ engine: SceneEngine, legacyWindowDidChange window: UIWindow)
}

extension SceneHost {
    package func engine(_ engine: SceneEngine, didConnect scene: UIScene) {}
    package func engine(_ engine: SceneEngine, didDisconnect scene: UIScene) {}
    package func engine(_ engine: SceneEngine, bringToFront session: UISceneSession, requestingScene: UIScene?) {}
    package func engine(_ engine: SceneEngine, dismiss session: UISceneSession, animation: UIWindowScene.DismissalAnimation) {}
    package func engine(_ engine: SceneEngine, refresh session: UISceneSession) {}
    package func engine(_ engine: SceneEngine, sceneContentDidChange scene: UIScene) {}
    package func engine(_ engine: SceneEngine, sceneTitleDidChange scene: UIScene) {}
    package func engine(_ engine: SceneEngine, openExternalURL url: URL) -> Bool { false }
    package func engine(_ engine: SceneEngine, legacyWindowDidChange window: UIWindow) {}
}
