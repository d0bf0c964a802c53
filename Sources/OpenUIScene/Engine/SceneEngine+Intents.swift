import Foundation
import Logging
import OpenUISceneManifest
import OpenUISceneStore

// Intents: what a host (or the simulated device) says the user or the system did.

extension SceneEngine {
    /// The user asks for a new window (File ▸ New Window): a new application-role session.
    package func openNewScene(userActivity: NSUserActivity? = nil) {
        perform("openNewWindow") {
            guard self.mode != .legacy else {
                self.trace.record(.error, "openNewWindow", detail: "the app runs in legacy mode and has no scenes")
                return
            }
            if let error = self.multipleScenesError(for: .windowApplication) {
                self.trace.record(.error, "openNewWindow", detail: error.description)
                return
            }
            let options = UIScene.ConnectionOptions(userActivities: userActivity.map { [$0] } ?? [])
            self.connectNewSession(role: .windowApplication, options: options, requestingScene: nil)
        }
    }

    /// The session's window takes focus: foreground active. A disconnected session reconnects
    /// first (new scene and delegate, `willConnect`, no `configurationForConnecting`).
    package func moveToForeground(_ session: UISceneSession) {
        perform("moveToForeground", session: session) {
            guard self.isOpen(session, call: "moveToForeground") else { return }
            if session.scene == nil {
                self.connect(session, options: self.restorationOptions(for: session, adding: nil), reason: "reconnect")
            }
            self.bringToForeground(session)
        }
    }

    /// Another window took focus: foreground active → foreground inactive.
    package func deactivate(_ session: UISceneSession) {
        perform("deactivate", session: session) {
            guard self.isOpen(session, call: "deactivate"), let scene = session.scene else { return }
            if scene.lifecycleState == .foregroundActive { self.resignActive(scene) }
        }
    }

    /// The window was minimized or hidden: the scene goes to the background. With
    /// `reclaimingAtOnce` (the window policy's "don't keep scenes", a zero reclaim delay) it then
    /// disconnects in the same step, its state captured once.
    package func moveToBackground(_ session: UISceneSession, reclaimingAtOnce: Bool = false) {
        perform("moveToBackground", session: session) {
            guard self.isOpen(session, call: "moveToBackground"), let scene = session.scene else { return }
            self.sendToBackground(scene)
            if reclaimingAtOnce, scene.lifecycleState == .background {
                self.trace.record(.intent, "reclaimAfterDelay", session: session.persistentIdentifier, detail: "0 s: don't keep scenes")
                self.disconnect(scene)
            }
        }
    }

    /// The system reclaims memory: every background scene disconnects (sessions stay).
    package func reclaimMemory() {
        perform("reclaimMemory") {
            for scene in self.connectedScenesInOrder where scene.lifecycleState == .background {
                self.disconnect(scene)
            }
        }
    }

    /// Disconnects one session's scene (from any state, through the background).
    package func disconnect(_ session: UISceneSession) {
        perform("disconnect", session: session) {
            guard self.isOpen(session, call: "disconnect"), let scene = session.scene else { return }
            self.disconnect(scene)
        }
    }

    /// The user closes the session: its scene disconnects, then `didDiscardSceneSessions`.
    package func discard(_ session: UISceneSession) {
        perform("closeSession", session: session) {
            guard self.isOpen(session, call: "closeSession") else { return }
            self.discardSession(session, animation: nil)
        }
    }
}
