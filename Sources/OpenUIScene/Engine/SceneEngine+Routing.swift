import Foundation

// Routing URLs and activities to scenes (UIKIT-REFERENCE §2.13, docs/ROUTING.md).

extension SceneEngine {
    /// Where an incoming event goes.
    enum Destination {
        /// A connected scene: delivered with `openURLContexts` / `continue`, then brought forward.
        case scene(UIScene)
        /// A session without a scene whose last scene preferred the target: reconnected with the event.
        case session(UISceneSession)
        /// A new session: the event is in its connection options.
        case newSession
    }

    /// The scene that prefers the target (most recently active first), else a session without a
    /// scene whose last scene preferred it, else the most recently active scene that can take it,
    /// else a new scene. Only application-role sessions take events.
    func route(_ target: String?) -> Destination {
        let candidates = scenes.values
            .filter { $0.session.role == .windowApplication }
            .sorted { ($0.session.activationSequence ?? -1) > ($1.session.activationSequence ?? -1) }
        if let preferred = candidates.first(where: { $0.activationConditions.prefersToActivateForTargetContentIdentifierPredicate.evaluate(with: target) }) {
            return .scene(preferred)
        }
        let waiting = sessionsInOrder.filter { $0.scene == nil && $0.role == .windowApplication }
        if let session = waiting.last(where: { rememberedConditions[$0.persistentIdentifier]?.prefersToActivateForTargetContentIdentifierPredicate.evaluate(with: target) == true }) {
            return .session(session)
        }
        if let capable = candidates.first(where: { $0.activationConditions.canActivateForTargetContentIdentifierPredicate.evaluate(with: target) }) {
            return .scene(capable)
        }
        return .newSession
    }

    /// The target content identifier of a URL (our rule, docs/ROUTING.md): the URL without its
    /// scheme and `//`: `notes://note/1` → `note/1`, `https://example.com/a?b` → `example.com/a?b`.
    static func targetContentIdentifier(of url: URL) -> String {
        let text = url.absoluteString
        guard let colon = text.firstIndex(of: ":"), url.scheme != nil else { return text }
        var rest = text[text.index(after: colon)...]
        if rest.hasPrefix("//") { rest = rest.dropFirst(2) }
        return String(rest)
    }

    /// Delivers a URL opened from outside the app (`scenectl`, a second launch, the desktop).
    package func openURL(_ url: URL, sourceApplication: String? = nil, openInPlace: Bool = false) {
        perform("openURL", detail: LoggedInput.truncated(url.absoluteString)) {
            self.deliver(url: url, sourceApplication: sourceApplication, openInPlace: openInPlace)
        }
    }

    func deliver(url: URL, sourceApplication: String?, openInPlace: Bool) {
        if mode == .legacy {
            var options: [UIApplication.OpenURLOptionsKey: Any] = [.openInPlace: openInPlace]
            if let sourceApplication { options[.sourceApplication] = sourceApplication }
            legacyBringForward {
                self.callApp("application(_:open:options:)") { _ = $0.application(self.application, open: url, options: options) }
            }
            return
        }
        let context = UIOpenURLContext(url: url, options: UIScene.OpenURLOptions(sourceApplication: sourceApplication, openInPlace: openInPlace))
        switch route(Self.targetContentIdentifier(of: url)) {
        case .scene(let scene):
            // A background scene first enters the foreground: the URL comes between
            // sceneWillEnterForeground and sceneDidBecomeActive.
            bringForward(scene.session) {
                self.callScene("scene(_:openURLContexts:)", scene) { $0.scene(scene, openURLContexts: [context]) }
            }
        case .session(let session):
            connect(session, options: UIScene.ConnectionOptions(urlContexts: [context], sourceApplication: sourceApplication), reason: "reconnect")
            bringForward(session)
        case .newSession:
            if let error = multipleScenesError(for: .windowApplication) {
                trace.record(.error, "openURL", detail: "\(error.description); the URL is delivered to the existing scene")
                if let scene = scenes.values.first(where: { $0.session.role == .windowApplication }) {
                    bringForward(scene.session) {
                        self.callScene("scene(_:openURLContexts:)", scene) { $0.scene(scene, openURLContexts: [context]) }
                    }
                }
                return
            }
            connectNewSession(role: .windowApplication, options: UIScene.ConnectionOptions(urlContexts: [context], sourceApplication: sourceApplication), requestingScene: nil)
        }
    }

    /// Delivers an activity from outside the app (Handoff on iOS; a second launch or a test here).
    package func continueUserActivity(_ activity: NSUserActivity) {
        perform("continueUserActivity", detail: LoggedInput.truncated(activity.activityType)) {
            self.deliver(activity: activity)
        }
    }

    func deliver(activity: NSUserActivity) {
        if mode == .legacy {
            legacyBringForward { self.legacyContinue(activity) }
            return
        }
        switch route(activity.targetContentIdentifier) {
        case .scene(let scene):
            bringForward(scene.session) { self.continueActivity(activity, in: scene) }
        case .session(let session):
            connect(session, options: UIScene.ConnectionOptions(userActivities: [activity]), reason: "reconnect")
            bringForward(session)
        case .newSession:
            if let error = multipleScenesError(for: .windowApplication) {
                trace.record(.error, "continueUserActivity", detail: "\(error.description); the activity is delivered to the existing scene")
                if let scene = scenes.values.first(where: { $0.session.role == .windowApplication }) {
                    bringForward(scene.session) { self.continueActivity(activity, in: scene) }
                }
                return
            }
            connectNewSession(role: .windowApplication, options: UIScene.ConnectionOptions(userActivities: [activity]), requestingScene: nil)
        }
    }

    /// Foreground active, and the host raises the window.
    func bringForward(_ session: UISceneSession, requestingScene: UIScene? = nil, whileInactive: (() -> Void)? = nil) {
        bringToForeground(session, whileInactive: whileInactive)
        trace.record(.host, "bringToFront", session: session.persistentIdentifier)
        host?.engine(self, bringToFront: session, requestingScene: requestingScene)
    }

    /// The connection options of a reconnect: the restoration activity is in the session; an
    /// activity from an activation request is added to `userActivities`.
    func restorationOptions(for session: UISceneSession, adding activity: NSUserActivity?) -> UIScene.ConnectionOptions {
        UIScene.ConnectionOptions(userActivities: activity.map { [$0] } ?? [])
    }

    func multipleScenesError(for role: UISceneSession.Role) -> UISceneError? {
        guard role == .windowApplication, !supportsMultipleScenes else { return nil }
        guard scenes.values.contains(where: { $0.session.role == .windowApplication }) else { return nil }
        return UISceneError(.multipleScenesNotSupported, reason: "UIApplicationSupportsMultipleScenes is not true in the Info.plist and an application scene is already connected")
    }

    func isOpen(_ session: UISceneSession, call: String) -> Bool {
        if sessions[session.persistentIdentifier] === session { return true }
        reportMisuse(call, "session \(session.persistentIdentifier) is not open (unknown, discarded, or from another launch)")
        return false
    }

    /// Legacy mode: `willContinue`, then `continue` or `didFailToContinue`.
    func legacyContinue(_ activity: NSUserActivity) {
        callApp("application(_:willContinueUserActivityWithType:)") { _ = $0.application(self.application, willContinueUserActivityWithType: activity.activityType) }
        if let error = Self.continuationError(activity) {
            callApp("application(_:didFailToContinueUserActivityWithType:error:)") { $0.application(self.application, didFailToContinueUserActivityWithType: activity.activityType, error: error) }
        } else {
            callApp("application(_:continue:restorationHandler:)") { _ = $0.application(self.application, continue: activity, restorationHandler: { _ in }) }
        }
    }

    /// Legacy mode: a URL or activity brings a background app to the foreground, and is handled
    /// between `applicationWillEnterForeground` and `applicationDidBecomeActive`
    /// (regularberry/AppLaunchSequence); an app in the foreground just handles it.
    func legacyBringForward(_ handle: () -> Void) {
        switch legacyState {
        case .background:
            legacyWillEnterForeground()
            handle()
            legacyBecomeActive()
        case .inactive:
            handle()
            legacyBecomeActive()
        case .active:
            handle()
        }
    }
}
