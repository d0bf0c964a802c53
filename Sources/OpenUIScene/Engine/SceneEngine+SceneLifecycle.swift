import Foundation
import Logging
import OpenUISceneManifest
import OpenUISceneStore

// The state machine of one scene: create a session, connect, foreground, active, background,
// disconnect, discard; and the application's aggregate state that follows from it.

extension SceneEngine {
    /// A new session: its configuration comes from the Info.plist and `configurationForConnecting`.
    @discardableResult
    func connectNewSession(role: UISceneSession.Role, options: UIScene.ConnectionOptions, requestingScene: UIScene?) -> UISceneSession? {
        let identifier = makeIdentifier()
        let session = UISceneSession(persistentIdentifier: identifier, role: role, configuration: baseConfiguration(role: role))
        register(session)
        trace.record(.session, "created", session: identifier, detail: role.rawValue)

        var returned: UISceneConfiguration?
        callApp("application(_:configurationForConnecting:options:)", session: identifier) {
            returned = $0.application(self.application, configurationForConnecting: session, options: options)
        }
        if let returned {
            if returned.isUnimplementedDefault {
                if mode == .undecided {
                    // A manifest without configurations and no configurationForConnecting: legacy.
                    forget(session)
                    trace.record(.session, "abandoned", session: identifier, detail: "the manifest has no configurations and the app delegate does not implement application(_:configurationForConnecting:options:): legacy mode")
                    mode = .legacy
                    legacyState = .inactive
                    connectLegacyScene()
                    legacyBecomeActive()
                    return nil
                }
            } else if returned.role != role {
                reportMisuse("application(_:configurationForConnecting:options:)", "returned a configuration for role \(returned.role.rawValue) for a session of role \(role.rawValue) (UIKit asserts here); the Info.plist's configuration for the session's role is used instead. Return UISceneConfiguration(name:sessionRole: connectingSceneSession.role).")
            } else {
                session.configuration = returned.copyConfiguration()
            }
        }
        if mode == .undecided { mode = .scene }
        connect(session, options: options, reason: "new")
        bringToForeground(session)
        if let requestingScene {
            host?.engine(self, bringToFront: session, requestingScene: requestingScene)
        }
        return session
    }

    /// Creates the scene and its delegate from the session's configuration, then `willConnect`.
    ///
    /// With `intoBackground` (a stored session coming back as a minimized window), the scene goes
    /// from unattached straight to the background, as a scene the system connects in the
    /// background on iOS, without foreground callbacks.
    func connect(_ session: UISceneSession, options: UIScene.ConnectionOptions, reason: String, intoBackground: Bool = false) {
        let identifier = session.persistentIdentifier
        if reason != "new" { trace.record(.session, reason, session: identifier) }
        let configuration = session.configuration
        if let type = configuration.sceneClass, !(type is UIScene.Type) {
            reportMisuse("UISceneConfiguration.sceneClass", "\(ClassResolver.name(of: type)) (session \(identifier), configuration \"\(configuration.name ?? "")\") is not a UIScene subclass; \(configuration.role.isWindowRole || configuration.role == .windowApplication ? "UIWindowScene" : "UIScene") is used and stored instead. Set sceneClass to UIWindowScene.self or a subclass, or leave it nil.")
            configuration.sceneClass = nil
        }
        let sceneType = sceneClass(for: configuration)
        let scene = sceneType.init(session: session, connectionOptions: options)
        scene.engine = self
        noteConnectionOptions(options, of: scene)
        scene.delegate = makeSceneDelegate(for: configuration, session: identifier)
        session.scene = scene
        scenes[ObjectIdentifier(session)] = scene
        windowPolicy.sceneDidConnect(session)
        // Saved before app code runs: a crash inside willConnect leaves a session that the next
        // launch restores (and the crash-loop guard catches), never an invisible orphan.
        // (A restored session is stored as in the foreground already: it is not rewritten.)
        if !intoBackground { session.wasInForeground = true }
        session.heldAfterCrashLoop = false
        if reason != "new" { withholdRestorationIfLocked(session) }
        var storyboardWindow: UIWindow?
        if let storyboard = configuration.storyboard, let windowScene = scene as? UIWindowScene {
            storyboardWindow = installStoryboard(storyboard, in: windowScene)
        }
        callScene("scene(_:willConnectTo:options:)", scene) { $0.scene(scene, willConnectTo: session, options: options) }
        if let storyboardWindow, storyboardWindow.isHidden, storyboardWindow.windowScene === scene {
            storyboardWindow.makeKeyAndVisible()
        }
        post(UIScene.willConnectNotification, object: scene, session: identifier)
        if intoBackground {
            setState(scene, .background)
            windowPolicy.sceneConnectedInBackground(session)
        }
        trace.record(.host, "show", session: identifier, detail: intoBackground ? "minimized" : nil)
        host?.engine(self, didConnect: scene)
    }

    /// unattached/background → foreground inactive → foreground active.
    ///
    /// `whileInactive` runs between the two edges (after `sceneWillEnterForeground`, before
    /// `sceneDidBecomeActive`): where a URL or activity that brings a background scene forward
    /// is delivered, as on a device.
    func bringToForeground(_ session: UISceneSession, whileInactive: (() -> Void)? = nil) {
        guard let scene = session.scene else { return }
        switch scene.lifecycleState {
        case .unattached, .background:
            transition(scene, to: .foregroundInactive, "sceneWillEnterForeground(_:)", UIScene.willEnterForegroundNotification) { $0.sceneWillEnterForeground(scene) }
            session.lastCaptureOperation = nil
            whileInactive?()
            if Self.becomesActive(session.role) { becomeActive(scene) }
        case .foregroundInactive:
            whileInactive?()
            if Self.becomesActive(session.role) { becomeActive(scene) }
        case .foregroundActive:
            whileInactive?()
        }
    }

    /// foreground inactive → foreground active. At most one scene is foreground active
    /// (docs/LIFECYCLE.md "One active scene"): a scene that is active now resigns first
    /// (`sceneWillResignActive`), then this one becomes active, and the application, active
    /// before and after, announces nothing in between (no willResignActive/didBecomeActive pair).
    func becomeActive(_ scene: UIScene) {
        // The active scenes are kept as they change (``setState(_:_:)``): at most one, so this
        // does not grow with the number of open sessions (issue 22).
        let others = foregroundActiveScenes.isEmpty ? [] : foregroundActiveScenes.values.filter { $0 !== scene }.sorted { sequence(of: $0) < sequence(of: $1) }
        if !others.isEmpty {
            handingOverActivation += 1
            for other in others { resignActive(other) }
            handingOverActivation -= 1
            // A callback may have ended the process or moved this scene meanwhile.
            guard scene.lifecycleState == .foregroundInactive, !killed else { return }
        }
        scene.session.activationSequence = nextActivation
        nextActivation += 1
        transition(scene, to: .foregroundActive, "sceneDidBecomeActive(_:)", UIScene.didActivateNotification) { $0.sceneDidBecomeActive(scene) }
        launchIsHealthy()
    }

    func resignActive(_ scene: UIScene) {
        transition(scene, to: .foregroundInactive, "sceneWillResignActive(_:)", UIScene.willDeactivateNotification) { $0.sceneWillResignActive(scene) }
    }

    /// foreground active → inactive → background, then the state capture.
    func sendToBackground(_ scene: UIScene, capturingState: Bool = true) {
        if scene.lifecycleState == .foregroundActive { resignActive(scene) }
        guard scene.lifecycleState == .foregroundInactive else { return }
        transition(scene, to: .background, "sceneDidEnterBackground(_:)", UIScene.didEnterBackgroundNotification) { $0.sceneDidEnterBackground(scene) }
        if capturingState { captureState(of: scene) }
    }

    /// Any state → background → unattached: the scene, its delegate and windows are released;
    /// the session stays.
    func disconnect(_ scene: UIScene, capturingState: Bool = true, discarding: Bool = false) {
        let session = scene.session
        let identifier = session.persistentIdentifier
        sendToBackground(scene, capturingState: capturingState)
        if capturingState, scene.lifecycleState == .background { captureState(of: scene) }
        setState(scene, .unattached)
        callScene("sceneDidDisconnect(_:)", scene) { $0.sceneDidDisconnect(scene) }
        post(UIScene.didDisconnectNotification, object: scene, session: identifier)
        if scene.unreadConnectionOptions != nil { checkConnectionOptions(of: scene, moment: "before its scene disconnected") }
        scenes[ObjectIdentifier(session)] = nil
        rememberedConditions[identifier] = scene.activationConditions
        session.scene = nil
        scene.engine = nil
        (scene as? UIWindowScene)?.releaseWindows()
        scene.delegate = nil
        session.lastCaptureOperation = nil
        windowPolicy.sceneDidDisconnect(session, discarding: discarding)
        trace.record(.host, "hide", session: identifier)
        host?.engine(self, didDisconnect: scene)
    }

    /// disconnect → session leaves `openSessions` → `didDiscardSceneSessions` → stored data deleted.
    func discardSession(_ session: UISceneSession, animation: UIWindowScene.DismissalAnimation?) {
        let identifier = session.persistentIdentifier
        if let animation {
            trace.record(.host, "dismiss", session: identifier, detail: "\(animation)")
            host?.engine(self, dismiss: session, animation: animation)
        }
        if let scene = session.scene { disconnect(scene, capturingState: false, discarding: true) }
        forget(session)
        trace.record(.session, "discarded", session: identifier)
        callApp("application(_:didDiscardSceneSessions:)", session: identifier) { $0.application(self.application, didDiscardSceneSessions: [session]) }
    }

    func forget(_ session: UISceneSession) {
        let identifier = session.persistentIdentifier
        sessions[identifier] = nil
        session.creationSequence = 0
        session.lastCaptureOperation = nil
        session.activationSequence = nil
        rememberedConditions[identifier] = nil
        session.engine = nil
        windowPolicy.sessionDidEnd(identifier)
        store.remove(persistentIdentifier: identifier)
    }

    /// `willContinue`, then exactly one of `continue` or `didFailToContinue` (when keys listed in
    /// `requiredUserInfoKeys` are missing from `userInfo`).
    func continueActivity(_ activity: NSUserActivity, in scene: UIScene) {
        callScene("scene(_:willContinueUserActivityWithType:)", scene) { $0.scene(scene, willContinueUserActivityWithType: activity.activityType) }
        if let error = Self.continuationError(activity) {
            callScene("scene(_:didFailToContinueUserActivityWithType:error:)", scene) {
                $0.scene(scene, didFailToContinueUserActivityWithType: activity.activityType, error: error)
            }
        } else {
            callScene("scene(_:continue:)", scene) { $0.scene(scene, continue: activity) }
        }
    }

    /// Why an activity cannot be continued: a key of `requiredUserInfoKeys` missing from `userInfo`.
    static func continuationError(_ activity: NSUserActivity) -> NSError? {
        let present = Set((activity.userInfo ?? [:]).keys.compactMap { $0.base as? String })
        let missing = (activity.requiredUserInfoKeys ?? []).subtracting(present).sorted()
        guard !missing.isEmpty else { return nil }
        return NSError(domain: NSCocoaErrorDomain, code: NSUserActivityHandoffFailedError, userInfo: [
            NSLocalizedDescriptionKey: "The activity \(activity.activityType) cannot be continued: its userInfo lacks the required keys \(missing.joined(separator: ", ")).",
        ])
    }

    // MARK: - State changes

    /// One edge of the state diagram: the engine's state changes, the delegate is told and the
    /// scene's notification posted, then the application's aggregate state is announced.
    ///
    /// What the app reads meanwhile follows what devices report (docs/LIFECYCLE.md): inside a
    /// *will* edge (`sceneWillEnterForeground`, `sceneWillResignActive`) the scene still shows
    /// the state before the edge; inside a *did* edge, the new one.
    func transition(_ scene: UIScene, to state: UIScene.ActivationState, _ call: String, _ notification: Notification.Name, _ body: (any UISceneDelegate) -> Void) {
        let before = scene.lifecycleState
        setState(scene, state)
        // The will edges (sceneWillEnterForeground, sceneWillResignActive) are the two that end
        // foreground inactive.
        let isWillEdge = state == .foregroundInactive
        if isWillEdge { scene.presentedState = before }
        callScene(call, scene, body)
        post(notification, object: scene, session: scene.session.persistentIdentifier)
        if isWillEdge { scene.presentedState = nil }
        if scene.unreadConnectionOptions != nil, state != .foregroundInactive {
            checkConnectionOptions(of: scene, moment: state == .foregroundActive ? "by the end of its first sceneDidBecomeActive(_:)" : "before its scene entered the background")
        }
        announceApplicationState()
    }

    func setState(_ scene: UIScene, _ state: UIScene.ActivationState) {
        let old = scene.lifecycleState
        guard old != state, !killed else { return }
        switch old {
        case .foregroundActive: foregroundActiveCount -= 1
        case .foregroundInactive: foregroundInactiveCount -= 1
        default: break
        }
        switch state {
        case .foregroundActive: foregroundActiveCount += 1
        case .foregroundInactive: foregroundInactiveCount += 1
        default: break
        }
        if old == .foregroundActive { foregroundActiveScenes[ObjectIdentifier(scene)] = nil }
        if state == .foregroundActive { foregroundActiveScenes[ObjectIdentifier(scene)] = scene }
        scene.lifecycleState = state
        trace.record(.state, state.description, session: scene.session.persistentIdentifier, detail: old.description)
        if foregroundActiveCount > 1 {
            // The invariant of "One active scene" (docs/LIFECYCLE.md): never expected; said loudly.
            trace.record(.error, "invariant", session: scene.session.persistentIdentifier, detail: "\(foregroundActiveCount) scenes are foreground active at once")
        }
        // Quitting keeps the windows that were open: only a background the user chose counts.
        if phase != .terminating, state == .background || state.isForeground {
            scene.session.wasInForeground = state.isForeground
        }
    }

    /// Posts the `UIApplication` notifications for a change of the most active scene's state
    /// (UIKIT-REFERENCE §4.4): willEnterForeground when the first scene leaves the background,
    /// didBecomeActive when one becomes active, willResignActive when none is active any more,
    /// didEnterBackground when none is in the foreground.
    ///
    /// `UIApplication.applicationState` is the announced state, and it changes as devices show it
    /// (the iOS 13 and 14 logs of BatchLabs/Batch-iOS-SDK `BAApplicationLifecycle.h`): inside a
    /// *will* notification it is still the old state (`.background` inside willEnterForeground on
    /// a return from the background, `.active` inside willResignActive), inside a *did*
    /// notification the new one. So inside a scene's didActivate notification the app is still
    /// `.inactive`. One exception, also from the device logs: at a cold launch (the first time the
    /// process comes to the foreground) the app is already `.inactive` inside its
    /// willEnterForeground notification.
    func announceApplicationState() {
        guard handingOverActivation == 0 else { return }
        let new = aggregateApplicationState
        guard new != announcedState else { return }
        if announcedState == .background {
            if !hasEnteredForeground { announcedState = .inactive }
            hasEnteredForeground = true
            post(UIApplication.willEnterForegroundNotification, object: application)
            announcedState = .inactive
        }
        if announcedState == .active, new != .active {
            post(UIApplication.willResignActiveNotification, object: application)
            announcedState = .inactive
        }
        if new == .active, announcedState != .active {
            announcedState = .active
            post(UIApplication.didBecomeActiveNotification, object: application)
        }
        if new == .background, announcedState != .background {
            announcedState = .background
            post(UIApplication.didEnterBackgroundNotification, object: application)
        }
        announcedState = new
        backgroundStateDidChange()
    }
}
