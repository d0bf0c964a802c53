import Foundation
import OpenUISceneManifest

// Legacy mode (no scene manifest): the app delegate gets every lifecycle event (UIKIT-REFERENCE §1).
//
// As on iOS 13 and later, a legacy app still has one window scene that UIKit makes for it
// (forcedotcom/SalesforceMobileSDK-iOS PRs 3330 and 3679: the `UIScene` notifications "are posted
// even if an app isn't using a scene delegate"): it is in `connectedScenes`, the app delegate's
// window belongs to it, and its notifications are posted beside the app delegate's callbacks. It
// has no delegate and its session is never stored.

extension SceneEngine {
    /// The window scene of a legacy app: connected after `didFinishLaunching` (the app delegate's
    /// window exists by then and joins it), before the app becomes active.
    func connectLegacyScene() {
        guard legacyScene == nil else { return }
        let identifier = makeIdentifier()
        let configuration = UISceneConfiguration(bareName: "Default Configuration", role: .windowApplication)
        let session = UISceneSession(persistentIdentifier: identifier, role: .windowApplication, configuration: configuration)
        let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        scene.engine = self
        session.scene = scene
        legacyScene = scene
        trace.record(.session, "created", session: identifier, detail: "legacy mode's scene")
        if let window = appDelegate?.window ?? nil, window.windowScene == nil {
            window.windowScene = scene
            // As on iOS: the window made key and visible in didFinishLaunching is the key window.
            if window.keyRequestedWithoutScene { scene.makeKey(window) }
        }
        post(UIScene.willConnectNotification, object: scene, session: identifier)
    }

    /// UIKit's main storyboard in legacy mode (`UIMainStoryboardFile`), before
    /// `willFinishLaunching`: the storyboard's initial view controller becomes the root of the app
    /// delegate's window (the delegate's own when its `window` already returns one, else a new
    /// `UIWindow` the size of the screen, assigned to `window`). Returns whether a window was set
    /// up; ``showLegacyMainWindow()`` makes it key and visible after `didFinishLaunching`.
    ///
    /// Apple: "The default value of this synthesized property is nil, which causes the app to
    /// create a generic UIWindow object and assign it to the property" (UIApplicationDelegate
    /// `window`). A delegate without a `window` property is reported, as UIKit logs "The app
    /// delegate must implement the window property if it wants to use a main storyboard file."
    func loadLegacyMainStoryboard() -> Bool {
        guard mode == .legacy, let name = info.mainStoryboardFile, let delegate = appDelegate else { return false }
        let key = InfoPlistKey.mainStoryboardFile
        let own: UIWindow? = delegate.window
        let window = own ?? UIWindow(frame: UIScreen.main.bounds)
        if own == nil {
            delegate.window = window
            let kept: UIWindow? = delegate.window
            guard kept === window else {
                reportMisuse(key, "the app delegate \(String(reflecting: type(of: delegate))) has no `var window: UIWindow?`, so the main storyboard \"\(name)\" is not loaded and the app has no window (UIKit: \"The app delegate must implement the window property if it wants to use a main storyboard file.\"). Declare `var window: UIWindow?` in the app delegate.")
                return false
            }
        }
        window.rootViewController = instantiateInitialViewController(of: UIStoryboard(name: name, bundle: nil), key: key, consequence: "The window gets an empty view controller.") ?? UIViewController()
        return true
    }

    /// After `didFinishLaunching`, with a main storyboard: UIKit makes the app delegate's window
    /// (the storyboard's, or the one the app put there meanwhile) key and visible.
    func showLegacyMainWindow() {
        guard let window = appDelegate?.window ?? nil else { return }
        if window.windowScene == nil, let legacyScene { window.windowScene = legacyScene }
        window.makeKeyAndVisible()
    }

    /// The legacy scene's side of an edge: its state, then its notification (read inside it: the
    /// old state for a *will* edge, as in scene mode).
    private func legacySceneEdge(to state: UIScene.ActivationState, _ notification: Notification.Name) {
        guard let scene = legacyScene, scene.lifecycleState != state else { return }
        let before = scene.lifecycleState
        scene.lifecycleState = state
        trace.record(.state, state.description, session: scene.session.persistentIdentifier, detail: before.description)
        let isWillEdge = notification == UIScene.willEnterForegroundNotification || notification == UIScene.willDeactivateNotification
        if isWillEdge { scene.presentedState = before }
        post(notification, object: scene, session: scene.session.persistentIdentifier)
        scene.presentedState = nil
    }

    /// As devices report it: `.background` inside `applicationWillEnterForeground` and its
    /// notification, `.active` inside `applicationWillResignActive` and its notification; the new
    /// state inside the *did* callbacks. The scene's notification comes first, as in scene mode.
    func legacyWillEnterForeground() {
        legacySceneEdge(to: .foregroundInactive, UIScene.willEnterForegroundNotification)
        guard legacyState == .background else { return }
        callApp("applicationWillEnterForeground(_:)") { $0.applicationWillEnterForeground(self.application) }
        post(UIApplication.willEnterForegroundNotification, object: application)
        legacyState = .inactive
        backgroundStateDidChange()
    }

    func legacyBecomeActive() {
        legacyWillEnterForeground()
        legacySceneEdge(to: .foregroundActive, UIScene.didActivateNotification)
        legacyState = .active
        callApp("applicationDidBecomeActive(_:)") { $0.applicationDidBecomeActive(self.application) }
        post(UIApplication.didBecomeActiveNotification, object: application)
        launchIsHealthy()
    }

    func legacyResignActive() {
        legacySceneEdge(to: .foregroundInactive, UIScene.willDeactivateNotification)
        callApp("applicationWillResignActive(_:)") { $0.applicationWillResignActive(self.application) }
        post(UIApplication.willResignActiveNotification, object: application)
        legacyState = .inactive
    }

    func legacyEnterBackground() {
        legacySceneEdge(to: .background, UIScene.didEnterBackgroundNotification)
        legacyState = .background
        callApp("applicationDidEnterBackground(_:)") { $0.applicationDidEnterBackground(self.application) }
        post(UIApplication.didEnterBackgroundNotification, object: application)
        backgroundStateDidChange()
    }

    /// At termination, after the background: the scene disconnects (its notification), before
    /// `applicationWillTerminate`.
    func disconnectLegacyScene() {
        guard let scene = legacyScene else { return }
        legacySceneEdge(to: .unattached, UIScene.didDisconnectNotification)
        legacyScene = nil
        scene.session.scene = nil
        scene.engine = nil
        scene.releaseWindows()
    }

    /// Legacy mode: the whole app goes to the background or comes back.
    package func moveApplicationToBackground() {
        perform("moveApplicationToBackground") {
            guard self.mode == .legacy else { return }
            if self.legacyState == .active { self.legacyResignActive() }
            if self.legacyState == .inactive { self.legacyEnterBackground() }
        }
    }

    package func moveApplicationToForeground() {
        perform("moveApplicationToForeground") {
            guard self.mode == .legacy, self.legacyState != .active else { return }
            self.legacyBecomeActive()
        }
    }

    package func deactivateApplication() {
        perform("deactivateApplication") {
            guard self.mode == .legacy, self.legacyState == .active else { return }
            self.legacyResignActive()
        }
    }
}
