import Foundation
import OpenUIScene

/// The simulated device's host: it draws nothing and records every request the engine makes, so
/// a test can assert "the engine asked the host to dismiss session X with animation Y" without
/// GTK. It answers the whole host contract (`SceneHost`): a quit request terminates the app, an
/// external URL is reported as not handled.
@MainActor
public final class RecordingHost {
    /// One request from the engine.
    public struct Request: Equatable, Sendable, CustomStringConvertible {
        /// `show`, `hide`, `bringToFront`, `dismiss`, `refresh`, `content`, `title`, `openURL`,
        /// `legacyWindow`, `quit`.
        public var kind: String
        /// The session it is about, if any.
        public var session: String?
        /// More about it: the dismissal animation, the URL, whether a placeholder window stays.
        public var detail: String?

        public init(_ kind: String, session: String? = nil, detail: String? = nil) {
            self.kind = kind
            self.session = session
            self.detail = detail
        }

        public var description: String {
            [kind, session, detail].compactMap(\.self).joined(separator: " ")
        }
    }

    /// Every request, oldest first, across relaunches.
    public private(set) var requests: [Request] = []

    /// What the window manager does with a window opened minimized (`SimulatedDevice.minimizedWindowsStayMinimized`).
    package var minimizedWindowsStayMinimized = true

    public init() {}

    /// Forgets the recorded requests.
    public func removeAll() { requests.removeAll() }

    fileprivate func record(_ kind: String, session: String? = nil, detail: String? = nil) {
        requests.append(Request(kind, session: session, detail: detail))
    }
}

extension RecordingHost: SceneHost {
    package func engine(_ engine: SceneEngine, didConnect scene: UIScene) {
        let minimized = scene.activationState == .background
        record("show", session: scene.session.persistentIdentifier, detail: minimized ? "minimized" : nil)
        // The window opens minimized: the window policy waits for it to settle, then asks.
        if minimized {
            engine.windowPolicy.windowOpenedMinimized(scene.session) { [weak self] in self?.minimizedWindowsStayMinimized ?? true }
        }
    }

    package func engine(_ engine: SceneEngine, didDisconnect scene: UIScene) {
        let placeholder = engine.windowPolicy.keepsPlaceholder(for: scene.session)
        record("hide", session: scene.session.persistentIdentifier, detail: placeholder ? "placeholder" : nil)
    }

    package func engine(_ engine: SceneEngine, bringToFront session: UISceneSession, requestingScene: UIScene?) {
        record("bringToFront", session: session.persistentIdentifier, detail: requestingScene.map { "requested by \($0.session.persistentIdentifier)" })
    }

    package func engine(_ engine: SceneEngine, dismiss session: UISceneSession, animation: UIWindowScene.DismissalAnimation) {
        record("dismiss", session: session.persistentIdentifier, detail: "\(animation)")
    }

    package func engine(_ engine: SceneEngine, refresh session: UISceneSession) {
        record("refresh", session: session.persistentIdentifier)
    }

    package func engine(_ engine: SceneEngine, sceneContentDidChange scene: UIScene) {
        record("content", session: scene.session.persistentIdentifier)
    }

    package func engine(_ engine: SceneEngine, sceneTitleDidChange scene: UIScene) {
        record("title", session: scene.session.persistentIdentifier, detail: scene.title)
    }

    package func engine(_ engine: SceneEngine, openExternalURL url: URL) -> Bool {
        record("openURL", detail: url.absoluteString)
        return false
    }

    package func engine(_ engine: SceneEngine, legacyWindowDidChange window: UIWindow) {
        record("legacyWindow")
    }

    package func engineDidRequestQuit(_ engine: SceneEngine) {
        record("quit")
        engine.terminate()
    }
}
