import Foundation
import OpenUISceneStore

// State capture for restoration and handing sessions to the store (UIKIT-REFERENCE §2.7, §4.4).

extension SceneEngine {
    /// Asks the scene delegate for its restoration activity and copies it into the session
    /// (UIKIT-REFERENCE §2.7, §4.4). At most once per engine operation.
    func captureState(of scene: UIScene) {
        let session = scene.session
        guard session.lastCaptureOperation != operation else { return }
        session.lastCaptureOperation = operation
        guard let delegate = scene.delegate else { return }
        var activity: NSUserActivity?
        callScene("stateRestorationActivity(for:)", scene) { activity = $0.stateRestorationActivity(for: scene) }
        if let activity {
            callDepth += 1
            let neededSave = activity.needsSave
            if neededSave {
                activity.delegate?.userActivityWillSave(activity)
                activity.needsSave = false
            }
            for responder in responders(of: scene, delegate: delegate) where responder.userActivity === activity {
                responder.updateUserActivityState(activity)
            }
            callDepth -= 1
            // The activity was marked as changed and has just been brought up to date: tell the
            // scene, as UIKit does after it updates an activity (docs/ROUTING.md).
            if neededSave {
                callScene("scene(_:didUpdate:)", scene) { $0.scene(scene, didUpdate: activity) }
            }
        }
        isCapturing = true
        session.stateRestorationActivity = activity?.copyActivity()
        isCapturing = false
        persist(session)
    }

    /// The scene, its delegate (if a responder), its windows and their view controllers.
    func responders(of scene: UIScene, delegate: any UISceneDelegate) -> [UIResponder] {
        var result: [UIResponder] = [scene]
        if let responder = delegate as? UIResponder { result.append(responder) }
        for window in (scene as? UIWindowScene)?.windows ?? [] {
            result.append(window)
            var stack = window.rootViewController.map { [$0] } ?? []
            while let controller = stack.popLast() {
                result.append(controller)
                stack.append(contentsOf: controller.children)
            }
        }
        return result
    }

    /// Hands the session's current state to the store.
    func persist(_ session: UISceneSession) {
        // `session.engine === self` says that the session is one of this engine's open sessions
        // (`register` sets it, `forget` clears it, together with `sessions`) without hashing its
        // identifier; once killed, nothing is saved.
        guard !killed, session.engine === self else { return }
        var activity: StoredActivity?
        // An activity withheld while the device is locked is still the session's: keep it.
        if let restoration = session.stateRestorationActivity ?? (withheldRestoration.isEmpty ? nil : withheldRestoration[session.persistentIdentifier]) {
            if let cached = session.storedRestoration, cached.activity == ObjectIdentifier(restoration) {
                activity = cached.stored
            } else {
                activity = storableActivity(restoration, session: session.persistentIdentifier)
                session.storedRestoration = (ObjectIdentifier(restoration), activity)
            }
        }
        if let title = session.scene?.title { session.lastTitle = title }
        let stored = StoredSession(
            persistentIdentifier: session.persistentIdentifier,
            role: session.role.rawValue,
            configuration: session.configuration.stored,
            userInfo: session.storedUserInfo,
            restorationActivity: activity,
            title: session.scene?.title ?? session.lastTitle,
            wasInForeground: session.wasInForeground,
            activationConditions: storableConditions(session.scene?.activationConditions ?? rememberedConditions[session.persistentIdentifier]),
            heldAfterCrashLoop: session.heldAfterCrashLoop)
        store.save(stored)
    }

    /// Activation conditions as stored: each predicate made with `NSPredicate(format:)` as its
    /// self-contained format; a block or value predicate cannot be stored and comes back as the
    /// default (docs/ROUTING.md).
    func storableConditions(_ conditions: UISceneActivationConditions?) -> StoredActivationConditions? {
        guard let conditions else { return nil }
        let stored = StoredActivationConditions(
            canActivate: PredicateSource.format(of: conditions.canActivateForTargetContentIdentifierPredicate),
            prefersToActivate: PredicateSource.format(of: conditions.prefersToActivateForTargetContentIdentifierPredicate))
        return stored.canActivate == nil && stored.prefersToActivate == nil ? nil : stored
    }

    /// Stored activation conditions back into predicates.
    func activationConditions(from stored: StoredActivationConditions) -> UISceneActivationConditions {
        let conditions = UISceneActivationConditions()
        if let format = stored.canActivate { conditions.canActivateForTargetContentIdentifierPredicate = NSPredicate(format: format, argumentArray: nil) }
        if let format = stored.prefersToActivate { conditions.prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(format: format, argumentArray: nil) }
        return conditions
    }

    /// The activity as stored, or `nil` when it may not be persisted: its type is not in
    /// `NSUserActivityTypes` (warned once per type), or its `userInfo` holds a non-plist value.
    func storableActivity(_ activity: NSUserActivity, session: String) -> StoredActivity? {
        let allowed = info.userActivityTypes ?? []
        guard allowed.contains(activity.activityType) else {
            if warnedActivityTypes.insert(activity.activityType).inserted {
                let message = "the restoration activity type \"\(activity.activityType)\" is not listed in NSUserActivityTypes of \(info.sourcePath ?? "the Info.plist"), so it is not persisted (as on iOS): add \"\(activity.activityType)\" to the NSUserActivityTypes array."
                logger.warning("\(message)")
                trace.record(.error, "stateRestorationActivity", session: session, detail: message)
            }
            return nil
        }
        do {
            return try ActivityArchive.stored(from: activity)
        } catch {
            reportMisuse("stateRestorationActivity (session \(session))", "\(error.description); the activity is not persisted.")
            return nil
        }
    }

    func sessionDataDidChange(_ session: UISceneSession) {
        guard !isCapturing, phase == .running || phase == .launching else { return }
        persist(session)
    }

    func sceneTitleDidChange(_ scene: UIScene) {
        host?.engine(self, sceneTitleDidChange: scene)
    }

    func windowContentDidChange(_ window: UIWindow) {
        guard let scene = window.windowScene else { return }
        guard scene !== legacyScene else { return }  // the legacy window: UIWindow tells legacyWindowDidChange
        host?.engine(self, sceneContentDidChange: scene)
    }

    /// Legacy mode: a window without a scene (the app delegate's `window`) was shown or got a
    /// new root view controller; the host shows it (the GTK host: one window for the app).
    func legacyWindowDidChange(_ window: UIWindow) {
        guard mode == .legacy, window.windowScene == nil || window.windowScene === legacyScene else { return }
        // A window the app made after launch joins the app's scene, as on iOS.
        if window.windowScene == nil, let legacyScene { window.windowScene = legacyScene }
        host?.engine(self, legacyWindowDidChange: window)
    }
}
