import Foundation
import Logging
import OpenUISceneManifest
import OpenUISceneStore

// The app's requests, through UIApplication (UIKIT-REFERENCE §2.1, §4.3; docs/ROUTING.md).

extension SceneEngine {

    func requestActivation(session: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?, errorHandler: ((any Error) -> Void)?) {
        var notes: [String] = []
        if let style = (options as? UIWindowScene.ActivationRequestOptions)?.preferredPresentationStyle, style != .automatic {
            notes.append("presentation style \(style)")
        }
        if callDepth > 0 { notes.append("deferred until the current callback returns") }
        trace.record(.request, "requestSceneSessionActivation", session: session?.persistentIdentifier, detail: notes.isEmpty ? nil : notes.joined(separator: "; "))
        runOrDefer {
            let fail = { (error: UISceneError) in
                self.trace.record(.error, "requestSceneSessionActivation", session: session?.persistentIdentifier, detail: error.description)
                errorHandler?(error)
            }
            guard self.phase == .running else {
                return fail(UISceneError(.requestDenied, reason: "the app is not running (it is terminating or has terminated)"))
            }
            guard self.mode != .legacy else {
                return fail(UISceneError(.multipleScenesNotSupported, reason: "the app runs in legacy mode (no UIApplicationSceneManifest): it has no scenes to activate"))
            }
            let activities: Set<NSUserActivity> = userActivity.map { [$0] } ?? []
            guard let session else {
                if let error = self.multipleScenesError(for: .windowApplication) { return fail(error) }
                self.connectNewSession(role: .windowApplication, options: UIScene.ConnectionOptions(userActivities: activities), requestingScene: options?.requestingScene)
                return
            }
            guard self.sessions[session.persistentIdentifier] === session else {
                return fail(UISceneError(.requestDenied, reason: "session \(session.persistentIdentifier) is unknown or was discarded"))
            }
            if let scene = session.scene {
                if let userActivity { self.continueActivity(userActivity, in: scene) }
                self.bringForward(session, requestingScene: options?.requestingScene)
            } else {
                // A single-scene app: an existing session cannot connect beside a connected scene.
                if let error = self.multipleScenesError(for: session.role) { return fail(error) }
                self.connect(session, options: self.restorationOptions(for: session, adding: userActivity), reason: "reconnect")
                self.bringForward(session, requestingScene: options?.requestingScene)
            }
        }
    }

    /// `activateSceneSession(for:)`: a named session is activated like
    /// `requestSceneSessionActivation`; a role finds the scene that prefers the activity's target
    /// content identifier, else creates a new session. Only the application role can be requested.
    func requestActivation(_ request: UISceneSessionActivationRequest, errorHandler: ((any Error) -> Void)?) {
        if let session = request.session {
            requestActivation(session: session, userActivity: request.userActivity, options: request.options, errorHandler: errorHandler)
            return
        }
        guard request.role == .windowApplication else {
            trace.record(.request, "activateSceneSession(for:errorHandler:)", detail: request.role.rawValue)
            let error = UISceneError(.requestDenied, reason: "role \(request.role.rawValue) cannot be requested by the app: only \(UISceneSession.Role.windowApplication.rawValue) sessions are created on request (external-display and CarPlay scenes are the system's)")
            trace.record(.error, "activateSceneSession(for:errorHandler:)", detail: error.description)
            errorHandler?(error)
            return
        }
        let target = request.userActivity?.targetContentIdentifier
        let preferred = target.flatMap { target in
            scenes.values.first { $0.session.role == request.role && $0.activationConditions.prefersToActivateForTargetContentIdentifierPredicate.evaluate(with: target) }
        }
        requestActivation(session: preferred?.session, userActivity: request.userActivity, options: request.options, errorHandler: errorHandler)
    }

    func requestDestruction(session: UISceneSession, options: UISceneDestructionRequestOptions?, errorHandler: ((any Error) -> Void)?) {
        trace.record(.request, "requestSceneSessionDestruction", session: session.persistentIdentifier, detail: callDepth > 0 ? "deferred until the current callback returns" : nil)
        runOrDefer {
            guard self.phase == .running, self.sessions[session.persistentIdentifier] === session else {
                let error = UISceneError(.requestDenied, reason: self.phase == .running
                    ? "session \(session.persistentIdentifier) is unknown or was already discarded"
                    : "the app is not running (it is terminating or has terminated)")
                self.trace.record(.error, "requestSceneSessionDestruction", session: session.persistentIdentifier, detail: error.description)
                errorHandler?(error)
                return
            }
            let animation = (options as? UIWindowSceneDestructionRequestOptions)?.windowDismissalAnimation ?? .standard
            self.discardSession(session, animation: animation)
        }
    }

    func requestRefresh(session: UISceneSession) {
        trace.record(.request, "requestSceneSessionRefresh", session: session.persistentIdentifier)
        guard sessions[session.persistentIdentifier] === session else {
            reportMisuse("requestSceneSessionRefresh(_:)", "session \(session.persistentIdentifier) is unknown or was discarded")
            return
        }
        trace.record(.host, "refresh", session: session.persistentIdentifier)
        host?.engine(self, refresh: session)
    }

    func openExternalURL(_ url: URL, from scene: UIScene?) -> Bool {
        trace.record(.request, "open(_:options:completionHandler:)", session: scene?.session.persistentIdentifier, detail: url.absoluteString)
        return host?.engine(self, openExternalURL: url) ?? false
    }
}
