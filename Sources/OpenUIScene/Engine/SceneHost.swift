import Foundation

/// The host contract: what a windowing side (the GTK host, the simulated device's recording host,
/// a future Wayland, macOS or terminal host) must do for the engine, and what it may decide.
///
/// **What a host does.** It turns what the user does to windows into calls on the engine's
/// ``WindowPolicy`` (`windowFocused`, `windowUnfocused`, `windowMinimized`, `windowRestored`,
/// `windowCloseRequested`, `launchedAgain`, `memoryPressure`; the legacy-mode variants for an app
/// without scenes), and URLs or activities handed to the app into `SceneEngine.openURL` /
/// `continueUserActivity` (or `launch(with:)` for the first one). It carries out every request
/// below, on the main actor, in the order they come.
///
/// **What a host may decide.** Only how things look and where they go on screen: window
/// decoration, size and position, how content is drawn. It holds no lifecycle rule: when a scene
/// connects, goes to the background, is reclaimed or discarded, and what closing a window or a
/// second launch means, is the engine's and the window policy's.
///
/// **When it is called.** Every requirement is called on the main actor after the lifecycle step
/// it reports has finished (`didConnect` after `scene(_:willConnectTo:options:)` returned), and
/// every request is also recorded in the lifecycle trace (kind `host`). There are no default
/// implementations: a host answers each one, even if only to say it does nothing.
@MainActor
package protocol SceneHost: AnyObject {
    /// A scene connected: show its window (the scene's key window holds the content). If the
    /// session has a placeholder window (``WindowPolicy/keepsPlaceholder(for:)``), fill that one.
    func engine(_ engine: SceneEngine, didConnect scene: UIScene)
    /// A scene disconnected: its window goes, unless ``WindowPolicy/keepsPlaceholder(for:)`` says
    /// it stays as an empty placeholder.
    func engine(_ engine: SceneEngine, didDisconnect scene: UIScene)
    /// Bring the session's window to the front; `requestingScene` must stay where it is.
    func engine(_ engine: SceneEngine, bringToFront session: UISceneSession, requestingScene: UIScene?)
    /// The session was discarded at the app's request: dismiss its window with `animation`.
    func engine(_ engine: SceneEngine, dismiss session: UISceneSession, animation: UIWindowScene.DismissalAnimation)
    /// A background scene's appearance changed (a host with snapshots updates them).
    func engine(_ engine: SceneEngine, refresh session: UISceneSession)
    /// A scene's window content changed (its key window, or that window's root view controller).
    func engine(_ engine: SceneEngine, sceneContentDidChange scene: UIScene)
    /// A scene's `title` changed: only the window title needs updating.
    func engine(_ engine: SceneEngine, sceneTitleDidChange scene: UIScene)
    /// The app asked to open a URL outside itself; return whether it was handled.
    func engine(_ engine: SceneEngine, openExternalURL url: URL) -> Bool
    /// Legacy mode: the app's window (without a scene) was made visible or got new content.
    func engine(_ engine: SceneEngine, legacyWindowDidChange window: UIWindow)
    /// The window policy decided that the app quits (its last window was closed): the host calls
    /// `engine.terminate()`, closes every window and ends its main loop.
    func engineDidRequestQuit(_ engine: SceneEngine)
}
