import Foundation
import OpenUISceneManifest
import OpenUISceneStore

// What the engine does so that a crash never costs the user their windows, and a window that
// crashes the app cannot crash it forever (docs/RELIABILITY.md).

extension SceneEngine {
    /// The longest session role the engine accepts from the store (Apple's roles are under 60 bytes).
    static let maximumStoredRoleLength = 256

    /// Why a stored session cannot be restored into this app, or `nil` when it can: its role is
    /// empty, absurdly long or not one the Info.plist declares; or a class it names is missing or
    /// of the wrong kind. Checked before anything is instantiated, so a stored name can never make
    /// the app create an object that traps (a view controller whose `init(coder:)` is
    /// `fatalError`, as in Xcode's template).
    func restorationProblem(_ stored: StoredSession) -> String? {
        let role = stored.role
        if role.isEmpty { return "its role is empty" }
        if role.utf8.count > Self.maximumStoredRoleLength {
            return "its role is \(role.utf8.count) bytes long (more than \(Self.maximumStoredRoleLength))"
        }
        // (The declared roles are looked up only for another role: a Set built per stored
        // session was a fifth of restoring 1,000 of them, StoreBenchmarks.)
        if role != UISceneSession.Role.windowApplication.rawValue, info.sceneManifest?.configurations[role] == nil {
            let declared = info.sceneManifest.map { Set($0.configurations.keys) } ?? []
            return "its role \"\(role)\" is not declared in UISceneConfigurations of \(info.sourcePath ?? "the Info.plist") (declared: \(declared.sorted().joined(separator: ", ")))"
        }
        if let name = stored.configuration.delegateClassName {
            switch resolver.lookup(name, key: "UISceneDelegateClassName") {
            case .failure(let error):
                return "its scene delegate class cannot be found (\(error.description))"
            case .success(let type):
                if !(type is any UISceneDelegate.Type) {
                    return "its scene delegate class \(ClassResolver.name(of: type)) does not adopt UISceneDelegate (it was not created)"
                }
            }
        }
        if let name = stored.configuration.sceneClassName {
            switch resolver.lookup(name, key: "UISceneClassName") {
            case .failure(let error):
                return "its scene class cannot be found (\(error.description))"
            case .success(let type):
                if !(type is UIScene.Type) {
                    return "its scene class \(ClassResolver.name(of: type)) is not a UIScene subclass (it was not created)"
                }
            }
        }
        return nil
    }

    /// Sets a stored session aside (quarantine, data kept) with a log line and an `error` event.
    func setAside(_ stored: StoredSession, reason: String) {
        let line = store.setAside(persistentIdentifier: stored.persistentIdentifier, reason: reason)
        logger.error("session store: \(line)")
        trace.record(.error, "session store", session: stored.persistentIdentifier, detail: line)
    }

    /// Called when a scene reaches the foreground (or the app terminates normally): this launch did
    /// not crash on the way to its first window, so the crash-loop count goes back to 0. Once per launch.
    func launchIsHealthy() {
        guard !reportedHealthy, !killed else { return }
        reportedHealthy = true
        store.recordLaunchHealthy()
    }

    /// The launch after ``crashLoopThreshold`` launches in a row that ended before a window reached
    /// the foreground: the stored sessions stay in `openSessions` (nothing is deleted) but none is
    /// reconnected at launch, and none will be at later launches until the app or the user asks
    /// for it (`requestSceneSessionActivation`); the app starts with one new window.
    func skipRestoration() {
        let skipped = sessionsInOrder.filter { !$0.heldAfterCrashLoop }
        let message = "the last \(unfinishedLaunchesBefore) launches ended before a window reached the foreground (a crash while restoring a window?), so this launch does not reconnect the \(skipped.count) stored session(s): \(skipped.map(\.persistentIdentifier).joined(separator: ", ")). They are kept (scenectl sessions list) and come back when the app activates them with requestSceneSessionActivation. UIApplication.shared.restorationSkippedAfterCrashes is true for this launch."
        logger.error("\(message)")
        trace.record(.error, "safe start", detail: message)
        for session in sessionsInOrder where !session.heldAfterCrashLoop {
            session.wasInForeground = false
            session.heldAfterCrashLoop = true
        }
    }
}
