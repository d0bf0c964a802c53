import Foundation

// Conditions of the device rather than of a window: a locked device (protected data
// unavailable) and a second screen with a non-interactive scene (UIKIT-REFERENCE §2.7).

extension SceneEngine {
    // MARK: - A locked device

    /// While protected data is unavailable (the device is locked after a restart), a scene that
    /// connects sees `session.stateRestorationActivity == nil` inside `willConnect` (it is kept
    /// encrypted on disk); when the data becomes available, the session gets it back and the
    /// scene delegate gets `scene(_:restoreInteractionStateWith:)` (Apple's documentation of
    /// `stateRestorationActivity` and `restoreInteractionState`).
    package func setProtectedDataAvailable(_ available: Bool) {
        perform(available ? "protectedDataDidBecomeAvailable" : "protectedDataWillBecomeUnavailable") {
            guard available != self.protectedDataAvailable else { return }
            self.protectedDataAvailable = available
            guard available else { return }
            for session in self.sessionsInOrder {
                guard let activity = self.withheldRestoration.removeValue(forKey: session.persistentIdentifier) else { continue }
                // Still the app's latest state? A capture after the connect replaced it.
                guard session.stateRestorationActivity == nil else { continue }
                self.isCapturing = true
                session.stateRestorationActivity = activity
                self.isCapturing = false
                if let scene = session.scene {
                    self.callScene("scene(_:restoreInteractionStateWith:)", scene) { $0.scene(scene, restoreInteractionStateWith: activity) }
                }
            }
        }
    }

    /// Called as a stored session connects: while the device is locked its restoration activity
    /// is withheld until ``setProtectedDataAvailable(_:)``.
    func withholdRestorationIfLocked(_ session: UISceneSession) {
        guard !protectedDataAvailable, let activity = session.stateRestorationActivity else { return }
        withheldRestoration[session.persistentIdentifier] = activity
        isCapturing = true
        session.stateRestorationActivity = nil
        isCapturing = false
        trace.record(.session, "restorationWithheld", session: session.persistentIdentifier, detail: "protected data is unavailable (the device is locked)")
    }

    // MARK: - A second screen

    /// A second screen is attached: a session of role `windowExternalDisplayNonInteractive`
    /// connects (asking `configurationForConnecting`, with the role's Info.plist configuration)
    /// and enters the foreground, but never becomes active: a screen nobody touches
    /// (SalesforceMobileSDK-iOS PR 3679). Returns the session.
    @discardableResult
    package func connectExternalDisplay() -> UISceneSession? {
        var connected: UISceneSession?
        perform("connectExternalDisplay") {
            guard self.mode != .legacy else {
                self.reportMisuse("connectExternalDisplay", "the app runs in legacy mode: UIKit mirrors the main screen")
                return
            }
            connected = self.connectNewSession(role: .windowExternalDisplayNonInteractive, options: UIScene.ConnectionOptions(), requestingScene: nil)
        }
        return connected
    }

    /// The second screen is detached: its scene disconnects and its session is discarded.
    package func disconnectExternalDisplay(_ session: UISceneSession) {
        perform("disconnectExternalDisplay", session: session) {
            guard self.isOpen(session, call: "disconnectExternalDisplay") else { return }
            self.discardSession(session, animation: nil)
        }
    }

    /// Scenes of this role reach the foreground but are never active.
    static func becomesActive(_ role: UISceneSession.Role) -> Bool {
        role != .windowExternalDisplayNonInteractive
    }
}
