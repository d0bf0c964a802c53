import Foundation
import Logging
import OpenUISceneManifest
import OpenUISceneStore

/// The system side: the only place where lifecycle rules live.
///
/// One engine is one run of the app (one process, on the simulated device one launch). Hosts
/// turn user and window-system events into *intents* (the `package` methods under "Intents");
/// the app's requests come through `UIApplication`. The engine turns both into UIKit-ordered
/// delegate calls and notifications, keeps the sessions and their store, and records every step
/// in the ``LifecycleTrace``.
///
/// Every intent and request runs to completion before it returns; a request the app makes from
/// inside a lifecycle callback is queued and runs right after the outermost step, never
/// re-entrantly.
@MainActor
package final class SceneEngine {
    /// Which lifecycle the app uses (UIKIT-SEMANTICS §1).
    package enum Mode: String, Sendable {
        /// Scenes: the app delegate keeps process events only.
        case scene
        /// No scenes: the app delegate gets every lifecycle event and owns `window`.
        case legacy
        /// A manifest without configurations: scene mode if the app delegate implements
        /// `configurationForConnecting`, decided when the first scene would connect.
        case undecided
    }

    package enum Phase: Sendable { case notLaunched, launching, running, terminating, terminated }

    /// The engine whose app is running (the most recently launched one); `UIApplication.shared`
    /// and `UISceneConfiguration(name:sessionRole:)` read it.
    package private(set) static weak var running: SceneEngine?

    package let info: InfoPlist
    package let trace: LifecycleTrace
    package weak var host: (any SceneHost)?
    package private(set) var mode: Mode
    package private(set) var phase: Phase = .notLaunched
    package private(set) var application: UIApplication!
    var appDelegate: (any UIApplicationDelegate)?

    private let appDelegateType: (UIResponder & UIApplicationDelegate).Type
    private let store: any SessionStore
    private let resolver: ClassResolver
    private let makeIdentifier: () -> String
    private let logger = Logger(label: "OpenUIScene.engine")

    /// Open sessions by persistent identifier.
    private var sessions: [String: UISceneSession] = [:]
    /// Creation order of sessions (for stable listings), by identifier.
    private var sessionSequence: [String: Int] = [:]
    private var nextSessionSequence = 0
    /// Connected scenes by session identifier.
    private var scenes: [String: UIScene] = [:]
    /// How many connected scenes are in each foreground state: `applicationState` in O(1).
    private var foregroundActiveCount = 0
    private var foregroundInactiveCount = 0
    /// The aggregate state last announced with `UIApplication` notifications.
    private var announcedState: UIApplication.State = .background
    /// Legacy mode's application state.
    private var legacyState: UIApplication.State = .background

    /// Nesting depth of calls into app code; requests made while it is > 0 are deferred.
    private var callDepth = 0
    private var deferred: [() -> Void] = []
    /// Identifies the current intent or request, so that a state capture is not repeated
    /// within one operation (background then disconnect during termination).
    private var operation = 0
    private var lastCapture: [String: Int] = [:]
    private var warnedActivityTypes: Set<String> = []

    /// - Parameters:
    ///   - appDelegate: the app delegate's class; created at launch through `init?(coder:)` or
    ///     a `ClassRegistry` factory.
    ///   - info: the Info.plist model.
    ///   - store: where sessions persist between launches.
    ///   - makeIdentifier: persistent identifiers for new sessions.
    package init(
        appDelegate: (UIResponder & UIApplicationDelegate).Type,
        info: InfoPlist,
        store: any SessionStore,
        trace: LifecycleTrace = LifecycleTrace(),
        makeIdentifier: @escaping () -> String = { UUID().uuidString }
    ) {
        self.appDelegateType = appDelegate
        self.info = info
        self.store = store
        self.trace = trace
        self.makeIdentifier = makeIdentifier
        self.resolver = ClassResolver(moduleName: ClassResolver.moduleName(of: appDelegate))
        switch LifecycleMode.of(info) {
        case .scene: self.mode = .scene
        case .legacy: self.mode = .legacy
        case .dependsOnDelegate: self.mode = .undecided
        }
    }

    // MARK: - Derived state

    package var applicationState: UIApplication.State {
        if mode == .legacy { return legacyState }
        if foregroundActiveCount > 0 { return .active }
        if foregroundInactiveCount > 0 { return .inactive }
        return .background
    }

    package var supportsMultipleScenes: Bool { info.sceneManifest?.supportsMultipleScenes == true }

    package var connectedScenes: Set<UIScene> { Set(scenes.values) }

    package var openSessions: Set<UISceneSession> { Set(sessions.values) }

    /// Connected scenes in the order their sessions were created.
    package var connectedScenesInOrder: [UIScene] {
        scenes.values.sorted { (sessionSequence[$0.session.persistentIdentifier] ?? 0) < (sessionSequence[$1.session.persistentIdentifier] ?? 0) }
    }

    /// Open sessions in the order they were created.
    package var sessionsInOrder: [UISceneSession] {
        sessions.values.sorted { (sessionSequence[$0.persistentIdentifier] ?? 0) < (sessionSequence[$1.persistentIdentifier] ?? 0) }
    }

    package func session(withIdentifier identifier: String) -> UISceneSession? { sessions[identifier] }

    // MARK: - Intents

    /// Cold launch (UIKIT-SEMANTICS §4.1, §4.2): willFinishLaunching → didFinishLaunching →
    /// didFinishLaunchingNotification → pending discards → scenes.
    ///
    /// Which scenes connect at launch (our rule, see docs/LIFECYCLE.md): the stored sessions that
    /// were in the foreground when the app last ended reconnect, in creation order, with their
    /// saved configuration and restoration activity; when none was, a new session is created for
    /// the application role (asking `configurationForConnecting`).
    package func launch() {
        guard phase == .notLaunched else {
            reportMisuse("launch()", "the app is already running or has terminated; relaunch with a new engine")
            return
        }
        begin()
        Self.running = self
        phase = .launching
        trace.record(.intent, "launch")
        application = UIApplication(engine: self)
        guard let delegate = resolver.instantiate(appDelegateType) as? any UIApplicationDelegate else {
            reportMisuse("UIApplicationMain", "could not create the app delegate \(String(reflecting: appDelegateType)): its init?(coder:) returned nil")
            phase = .terminated
            return
        }
        appDelegate = delegate
        let snapshot = mode == .legacy ? SessionStoreSnapshot() : store.load()
        restoreSessions(from: snapshot)
        if mode == .legacy { legacyState = .inactive }

        callApp("application(_:willFinishLaunchingWithOptions:)") { _ = $0.application(self.application, willFinishLaunchingWithOptions: nil) }
        callApp("application(_:didFinishLaunchingWithOptions:)") { _ = $0.application(self.application, didFinishLaunchingWithOptions: nil) }
        post(UIApplication.didFinishLaunchingNotification, object: application)
        phase = .running

        reportPendingDiscards(snapshot.pendingDiscards)

        switch mode {
        case .legacy:
            legacyBecomeActive()
        case .scene, .undecided:
            let returning = sessionsInOrder.filter(\.wasInForeground)
            if returning.isEmpty {
                connectNewSession(role: .windowApplication, options: UIScene.ConnectionOptions(), requestingScene: nil)
            } else {
                for session in returning where sessions[session.persistentIdentifier] != nil {
                    connect(session, options: restorationOptions(for: session, adding: nil), reason: "restore")
                    bringToForeground(session)
                }
            }
        }
        drainDeferred()
    }

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
            if scene.activationState == .foregroundActive { self.resignActive(scene) }
        }
    }

    /// The window was minimized or hidden: the scene goes to the background.
    package func moveToBackground(_ session: UISceneSession) {
        perform("moveToBackground", session: session) {
            guard self.isOpen(session, call: "moveToBackground"), let scene = session.scene else { return }
            self.sendToBackground(scene)
        }
    }

    /// The system reclaims memory: every background scene disconnects (sessions stay).
    package func reclaimMemory() {
        perform("reclaimMemory") {
            for scene in self.connectedScenesInOrder where scene.activationState == .background {
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

    /// The process ends: every scene goes to the background (state captured) and disconnects,
    /// then `applicationWillTerminate`. Sessions are kept for the next launch.
    package func terminate() {
        guard phase == .running else { return }
        begin()
        trace.record(.intent, "terminate")
        phase = .terminating
        if mode == .legacy {
            if legacyState == .active { legacyResignActive() }
            if legacyState == .inactive { legacyEnterBackground() }
        } else {
            let ordered = connectedScenesInOrder
            for scene in ordered {
                scene.session.wasInForeground = scene.activationState.isForeground
            }
            for scene in ordered { sendToBackground(scene) }
            for scene in ordered { disconnect(scene) }
        }
        drainDeferred()
        callApp("applicationWillTerminate(_:)") { $0.applicationWillTerminate(self.application) }
        post(UIApplication.willTerminateNotification, object: application)
        deferred.removeAll()
        store.flush()
        phase = .terminated
        if Self.running === self { Self.running = nil }
    }

    // MARK: - App requests (through UIApplication)

    func requestActivation(session: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?, errorHandler: ((any Error) -> Void)?) {
        trace.record(.request, "requestSceneSessionActivation", session: session?.persistentIdentifier, detail: callDepth > 0 ? "deferred until the current callback returns" : nil)
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
                self.bringToForeground(session)
                self.host?.engine(self, bringToFront: session, requestingScene: options?.requestingScene)
            } else {
                self.connect(session, options: self.restorationOptions(for: session, adding: userActivity), reason: "reconnect")
                self.bringToForeground(session)
            }
        }
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

    // MARK: - Sessions and scenes

    private func restoreSessions(from snapshot: SessionStoreSnapshot) {
        for stored in snapshot.sessions {
            let role = UISceneSession.Role(rawValue: stored.role)
            let configuration = configuration(from: stored.configuration, role: role)
            let session = UISceneSession(persistentIdentifier: stored.persistentIdentifier, role: role, configuration: configuration)
            session.restoreUserInfo(stored.userInfo)
            session.wasInForeground = stored.wasInForeground
            register(session)
            if let activity = stored.restorationActivity {
                session.stateRestorationActivity = ActivityArchive.activity(from: activity)
            }
            trace.record(.session, "restored", session: session.persistentIdentifier)
        }
    }

    private func register(_ session: UISceneSession) {
        session.engine = self
        sessions[session.persistentIdentifier] = session
        sessionSequence[session.persistentIdentifier] = nextSessionSequence
        nextSessionSequence += 1
    }

    private func reportPendingDiscards(_ identifiers: [String]) {
        let discarded = identifiers.compactMap { sessions[$0] }
        guard !discarded.isEmpty else { return }
        for session in discarded { forget(session) }
        callApp("application(_:didDiscardSceneSessions:)") { $0.application(self.application, didDiscardSceneSessions: Set(discarded)) }
        for session in discarded { store.clearDiscardMark(persistentIdentifier: session.persistentIdentifier) }
    }

    /// A new session: its configuration comes from the Info.plist and `configurationForConnecting`.
    private func connectNewSession(role: UISceneSession.Role, options: UIScene.ConnectionOptions, requestingScene: UIScene?) {
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
                    legacyBecomeActive()
                    return
                }
            } else if returned.role != role {
                reportMisuse("application(_:configurationForConnecting:options:)", "returned a configuration for role \(returned.role.rawValue) for a session of role \(role.rawValue) (UIKit asserts here); the Info.plist's configuration for the session's role is used instead. Return UISceneConfiguration(name:sessionRole: connectingSceneSession.role).")
            } else {
                session.configuration = returned.copyConfiguration()
            }
        }
        if mode == .undecided { mode = .scene }
        persist(session)
        connect(session, options: options, reason: "new")
        bringToForeground(session)
        if let requestingScene {
            host?.engine(self, bringToFront: session, requestingScene: requestingScene)
        }
    }

    /// Creates the scene and its delegate from the session's configuration, then `willConnect`.
    private func connect(_ session: UISceneSession, options: UIScene.ConnectionOptions, reason: String) {
        let identifier = session.persistentIdentifier
        if reason != "new" { trace.record(.session, reason, session: identifier) }
        let configuration = session.configuration
        let sceneType = sceneClass(for: configuration)
        let scene = sceneType.init(session: session, connectionOptions: options)
        scene.engine = self
        scene.delegate = makeSceneDelegate(for: configuration, session: identifier)
        session.scene = scene
        scenes[identifier] = scene
        var storyboardWindow: UIWindow?
        if let storyboard = configuration.storyboard, let windowScene = scene as? UIWindowScene {
            storyboardWindow = installStoryboard(storyboard, in: windowScene)
        }
        callScene("scene(_:willConnectTo:options:)", scene) { $0.scene(scene, willConnectTo: session, options: options) }
        if let storyboardWindow, storyboardWindow.isHidden, storyboardWindow.windowScene === scene {
            storyboardWindow.makeKeyAndVisible()
        }
        post(UIScene.willConnectNotification, object: scene, session: identifier)
        trace.record(.host, "show", session: identifier)
        host?.engine(self, didConnect: scene)
    }

    /// unattached/background → foreground inactive → foreground active.
    private func bringToForeground(_ session: UISceneSession) {
        guard let scene = session.scene else { return }
        switch scene.activationState {
        case .unattached, .background:
            transition(scene, to: .foregroundInactive, "sceneWillEnterForeground(_:)", UIScene.willEnterForegroundNotification) { $0.sceneWillEnterForeground(scene) }
            lastCapture[session.persistentIdentifier] = nil
            becomeActive(scene)
        case .foregroundInactive:
            becomeActive(scene)
        case .foregroundActive:
            break
        }
    }

    private func becomeActive(_ scene: UIScene) {
        transition(scene, to: .foregroundActive, "sceneDidBecomeActive(_:)", UIScene.didActivateNotification) { $0.sceneDidBecomeActive(scene) }
    }

    private func resignActive(_ scene: UIScene) {
        transition(scene, to: .foregroundInactive, "sceneWillResignActive(_:)", UIScene.willDeactivateNotification) { $0.sceneWillResignActive(scene) }
    }

    /// foreground active → inactive → background, then the state capture.
    private func sendToBackground(_ scene: UIScene, capturingState: Bool = true) {
        if scene.activationState == .foregroundActive { resignActive(scene) }
        guard scene.activationState == .foregroundInactive else { return }
        transition(scene, to: .background, "sceneDidEnterBackground(_:)", UIScene.didEnterBackgroundNotification) { $0.sceneDidEnterBackground(scene) }
        if capturingState { captureState(of: scene) }
    }

    /// Any state → background → unattached: the scene, its delegate and windows are released;
    /// the session stays.
    private func disconnect(_ scene: UIScene, capturingState: Bool = true) {
        let session = scene.session
        let identifier = session.persistentIdentifier
        sendToBackground(scene, capturingState: capturingState)
        if capturingState, scene.activationState == .background { captureState(of: scene) }
        setState(scene, .unattached)
        callScene("sceneDidDisconnect(_:)", scene) { $0.sceneDidDisconnect(scene) }
        post(UIScene.didDisconnectNotification, object: scene, session: identifier)
        scenes[identifier] = nil
        session.scene = nil
        scene.engine = nil
        (scene as? UIWindowScene)?.releaseWindows()
        scene.delegate = nil
        lastCapture[identifier] = nil
        trace.record(.host, "hide", session: identifier)
        host?.engine(self, didDisconnect: scene)
    }

    /// disconnect → session leaves `openSessions` → `didDiscardSceneSessions` → stored data deleted.
    private func discardSession(_ session: UISceneSession, animation: UIWindowScene.DismissalAnimation?) {
        let identifier = session.persistentIdentifier
        if let animation {
            trace.record(.host, "dismiss", session: identifier, detail: "\(animation)")
            host?.engine(self, dismiss: session, animation: animation)
        }
        if let scene = session.scene { disconnect(scene, capturingState: false) }
        forget(session)
        trace.record(.session, "discarded", session: identifier)
        callApp("application(_:didDiscardSceneSessions:)", session: identifier) { $0.application(self.application, didDiscardSceneSessions: [session]) }
    }

    private func forget(_ session: UISceneSession) {
        let identifier = session.persistentIdentifier
        sessions[identifier] = nil
        sessionSequence[identifier] = nil
        lastCapture[identifier] = nil
        session.engine = nil
        store.remove(persistentIdentifier: identifier)
    }

    private func continueActivity(_ activity: NSUserActivity, in scene: UIScene) {
        callScene("scene(_:willContinueUserActivityWithType:)", scene) { $0.scene(scene, willContinueUserActivityWithType: activity.activityType) }
        callScene("scene(_:continue:)", scene) { $0.scene(scene, continue: activity) }
    }

    /// The connection options of a reconnect: the restoration activity is in the session; an
    /// activity from an activation request is added to `userActivities`.
    private func restorationOptions(for session: UISceneSession, adding activity: NSUserActivity?) -> UIScene.ConnectionOptions {
        UIScene.ConnectionOptions(userActivities: activity.map { [$0] } ?? [])
    }

    private func multipleScenesError(for role: UISceneSession.Role) -> UISceneError? {
        guard role == .windowApplication, !supportsMultipleScenes else { return nil }
        guard scenes.values.contains(where: { $0.session.role == .windowApplication }) else { return nil }
        return UISceneError(.multipleScenesNotSupported, reason: "UIApplicationSupportsMultipleScenes is not true in the Info.plist and an application scene is already connected")
    }

    private func isOpen(_ session: UISceneSession, call: String) -> Bool {
        if sessions[session.persistentIdentifier] === session { return true }
        reportMisuse(call, "session \(session.persistentIdentifier) is not open (unknown, discarded, or from another launch)")
        return false
    }

    // MARK: - State changes

    /// One edge of the state diagram: the state changes first, then the delegate is told and the
    /// scene's notification posted, then the application's aggregate state is announced.
    private func transition(_ scene: UIScene, to state: UIScene.ActivationState, _ call: String, _ notification: Notification.Name, _ body: (any UISceneDelegate) -> Void) {
        setState(scene, state)
        callScene(call, scene, body)
        post(notification, object: scene, session: scene.session.persistentIdentifier)
        announceApplicationState()
    }

    private func setState(_ scene: UIScene, _ state: UIScene.ActivationState) {
        let old = scene.activationState
        guard old != state else { return }
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
        scene.activationState = state
        trace.record(.state, state.description, session: scene.session.persistentIdentifier, detail: old.description)
    }

    /// Posts the `UIApplication` notifications for a change of the most active scene's state
    /// (UIKIT-SEMANTICS §4.4): willEnterForeground when the first scene leaves the background,
    /// didBecomeActive when one becomes active, willResignActive when none is active any more,
    /// didEnterBackground when none is in the foreground.
    private func announceApplicationState() {
        let new = applicationState
        let old = announcedState
        guard new != old else { return }
        announcedState = new
        if old == .background { post(UIApplication.willEnterForegroundNotification, object: application) }
        if old == .active { post(UIApplication.willResignActiveNotification, object: application) }
        if new == .active { post(UIApplication.didBecomeActiveNotification, object: application) }
        if new == .background { post(UIApplication.didEnterBackgroundNotification, object: application) }
    }

    // MARK: - Legacy mode

    private func legacyBecomeActive() {
        if legacyState == .background {
            legacyState = .inactive
            callApp("applicationWillEnterForeground(_:)") { $0.applicationWillEnterForeground(self.application) }
            post(UIApplication.willEnterForegroundNotification, object: application)
        }
        legacyState = .active
        callApp("applicationDidBecomeActive(_:)") { $0.applicationDidBecomeActive(self.application) }
        post(UIApplication.didBecomeActiveNotification, object: application)
    }

    private func legacyResignActive() {
        legacyState = .inactive
        callApp("applicationWillResignActive(_:)") { $0.applicationWillResignActive(self.application) }
        post(UIApplication.willResignActiveNotification, object: application)
    }

    private func legacyEnterBackground() {
        legacyState = .background
        callApp("applicationDidEnterBackground(_:)") { $0.applicationDidEnterBackground(self.application) }
        post(UIApplication.didEnterBackgroundNotification, object: application)
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

    // MARK: - State capture and persistence

    /// Asks the scene delegate for its restoration activity and copies it into the session
    /// (UIKIT-SEMANTICS §2.7, §4.4). At most once per engine operation.
    private func captureState(of scene: UIScene) {
        let session = scene.session
        let identifier = session.persistentIdentifier
        guard lastCapture[identifier] != operation else { return }
        lastCapture[identifier] = operation
        guard let delegate = scene.delegate else { return }
        var activity: NSUserActivity?
        callScene("stateRestorationActivity(for:)", scene) { activity = $0.stateRestorationActivity(for: scene) }
        if let activity {
            callDepth += 1
            if activity.needsSave {
                activity.delegate?.userActivityWillSave(activity)
                activity.needsSave = false
            }
            for responder in responders(of: scene, delegate: delegate) where responder.userActivity === activity {
                responder.updateUserActivityState(activity)
            }
            callDepth -= 1
        }
        isCapturing = true
        session.stateRestorationActivity = activity?.copyActivity()
        isCapturing = false
        persist(session)
    }

    private var isCapturing = false

    /// The scene, its delegate (if a responder), its windows and their view controllers.
    private func responders(of scene: UIScene, delegate: any UISceneDelegate) -> [UIResponder] {
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
    private func persist(_ session: UISceneSession) {
        guard sessions[session.persistentIdentifier] === session else { return }
        var activity: StoredActivity?
        if let restoration = session.stateRestorationActivity {
            activity = storableActivity(restoration, session: session.persistentIdentifier)
        }
        let stored = StoredSession(
            persistentIdentifier: session.persistentIdentifier,
            role: session.role.rawValue,
            configuration: session.configuration.stored,
            userInfo: session.storedUserInfo,
            restorationActivity: activity,
            title: session.scene?.title,
            wasInForeground: phase == .terminating ? session.wasInForeground : (session.scene?.activationState.isForeground ?? false))
        store.save(stored)
    }

    /// The activity as stored, or `nil` when it may not be persisted: its type is not in
    /// `NSUserActivityTypes` (warned once per type), or its `userInfo` holds a non-plist value.
    private func storableActivity(_ activity: NSUserActivity, session: String) -> StoredActivity? {
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
        host?.engine(self, sceneContentDidChange: scene)
    }

    func windowContentDidChange(_ window: UIWindow) {
        guard let scene = window.windowScene else { return }
        host?.engine(self, sceneContentDidChange: scene)
    }

    // MARK: - Configurations and classes

    /// The Info.plist's entry for a role and name.
    func manifestEntry(named name: String?, role: UISceneSession.Role) -> SceneConfigurationEntry? {
        info.sceneManifest?.entry(named: name, role: role.rawValue)
    }

    /// Fills a configuration from an Info.plist entry, resolving class names.
    func apply(_ entry: SceneConfigurationEntry, to configuration: UISceneConfiguration) {
        if let name = entry.sceneClassName {
            switch resolver.lookup(name, key: "UISceneClassName") {
            case .success(let type):
                if type is UIScene.Type {
                    configuration.sceneClass = type
                } else {
                    reportMisuse("UISceneClassName", "\"\(name)\" names \(String(reflecting: type)), which is not a UIScene subclass; UIWindowScene is used instead. Remove UISceneClassName or name a UIWindowScene subclass.")
                }
            case .failure(let error):
                reportMisuse("UISceneClassName", error.description)
            }
        }
        if let name = entry.delegateClassName {
            switch resolver.lookup(name, key: "UISceneDelegateClassName") {
            case .success(let type): configuration.delegateClass = type
            case .failure(let error):
                reportMisuse("UISceneDelegateClassName", error.description + " The scene connects without a delegate.")
                configuration.delegateClassName = resolver.substitute(name)
            }
        }
        if let storyboard = entry.storyboardName {
            configuration.storyboard = UIStoryboard(name: storyboard, bundle: nil)
        }
    }

    /// UIKit's log line when a configuration name is not in the Info.plist.
    func reportMissingConfiguration(named name: String?, role: UISceneSession.Role) {
        let line = "[SceneConfiguration] Info.plist contained no UIScene configuration dictionary (looking for configuration named \"\(name ?? "(no name)")\")"
        logger.notice("\(line)")
        trace.record(.error, "UISceneConfiguration(name:sessionRole:)", detail: line)
    }

    /// The configuration a new session starts with: the role's first Info.plist entry.
    private func baseConfiguration(role: UISceneSession.Role) -> UISceneConfiguration {
        let entry = manifestEntry(named: nil, role: role)
        let configuration = UISceneConfiguration(bareName: entry?.name, role: role)
        if let entry { apply(entry, to: configuration) }
        return configuration
    }

    /// A stored configuration, by names, back into classes.
    private func configuration(from stored: StoredConfiguration, role: UISceneSession.Role) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(bareName: stored.name, role: role)
        apply(SceneConfigurationEntry(name: stored.name, sceneClassName: stored.sceneClassName, delegateClassName: stored.delegateClassName, storyboardName: stored.storyboardName), to: configuration)
        return configuration
    }

    private func sceneClass(for configuration: UISceneConfiguration) -> UIScene.Type {
        if let type = configuration.sceneClass as? UIScene.Type { return type }
        return configuration.role.isWindowRole || configuration.role == .windowApplication ? UIWindowScene.self : UIScene.self
    }

    private func makeSceneDelegate(for configuration: UISceneConfiguration, session: String) -> (any UISceneDelegate)? {
        guard let type = configuration.delegateClass else { return nil }
        guard let object = resolver.instantiate(type) else {
            reportMisuse("UISceneDelegateClassName", "\(String(reflecting: type)) cannot be created by name: it does not derive from UIResponder. Register it before launch with ClassRegistry.register(\(String(describing: type)).self) { \(String(describing: type))() }.")
            return nil
        }
        guard let delegate = object as? any UISceneDelegate else {
            reportMisuse("UISceneDelegateClassName", "\(String(reflecting: type)) does not adopt UISceneDelegate (UIWindowSceneDelegate for window scenes); the scene connects without a delegate.")
            return nil
        }
        return delegate
    }

    /// UIKit's storyboard configurations: the window and the storyboard's initial view controller
    /// are created before `willConnect`, and the delegate's `window` is set. A missing storyboard or
    /// class is reported; the scene still gets a window, with an empty view controller.
    private func installStoryboard(_ storyboard: UIStoryboard, in scene: UIWindowScene) -> UIWindow {
        let window = UIWindow(windowScene: scene)
        window.rootViewController = instantiateInitialViewController(of: storyboard) ?? UIViewController()
        if let delegate = scene.delegate as? any UIWindowSceneDelegate {
            delegate.window = window
        }
        return window
    }

    /// The storyboard's initial view controller, created through `init?(coder:)` (or a
    /// `ClassRegistry` factory), as UIKit decodes it. The storyboard is `<name>.storyboard` in the
    /// Info.plist's folder or in its `Base.lproj` folder.
    func instantiateInitialViewController(of storyboard: UIStoryboard) -> UIViewController? {
        let key = "UISceneStoryboardFile"
        guard let folder = info.sourcePath.map({ URL(fileURLWithPath: $0).deletingLastPathComponent() }) else {
            reportMisuse(key, "storyboard \"\(storyboard.name)\": the Info.plist was not read from a file, so there is no folder to find \(storyboard.name).storyboard in. Load the Info.plist from its file (OPENUISCENE_INFO_PLIST, or SimulatedDevice(infoPlistURL:)). The window gets an empty view controller.")
            return nil
        }
        let candidates = [folder.appendingPathComponent("\(storyboard.name).storyboard"),
                          folder.appendingPathComponent("Base.lproj/\(storyboard.name).storyboard")]
        guard let url = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            reportMisuse(key, "storyboard \"\(storyboard.name)\" not found (looked at \(candidates.map(\.path).joined(separator: ", "))). Ship \(storyboard.name).storyboard next to the Info.plist. The window gets an empty view controller.")
            return nil
        }
        let initial: StoryboardInitialViewController
        do {
            initial = try StoryboardReader.initialViewController(contentsOf: url)
        } catch {
            reportMisuse(key, "\(error) The window gets an empty view controller.")
            return nil
        }
        guard let className = initial.className(targetModule: resolver.moduleName) else {
            reportMisuse(key, "\(url.path): the initial view controller (<\(initial.elementName)> \(initial.id)) has no class OpenUIScene can create. The window gets an empty view controller.")
            return nil
        }
        let builtIn: [String: UIViewController.Type] = [
            "UIViewController": UIViewController.self, "UINavigationController": UINavigationController.self,
            "UITabBarController": UITabBarController.self, "UISplitViewController": UISplitViewController.self,
        ]
        let type: AnyClass
        if let own = builtIn[className] {
            type = own
        } else {
            switch resolver.lookup(className, key: "\(url.lastPathComponent) customClass") {
            case .success(let found): type = found
            case .failure(let error):
                reportMisuse(key, "\(error) The window gets an empty view controller.")
                return nil
            }
        }
        guard let controller = resolver.instantiate(type) as? UIViewController else {
            reportMisuse(key, "\(className) in \(url.path) is not a UIViewController subclass that init?(coder:) can create. The window gets an empty view controller.")
            return nil
        }
        return controller
    }

    // MARK: - Calls into app code

    /// Starts an intent: a new operation, and the engine becomes the running one.
    private func begin() {
        operation += 1
        Self.running = self
    }

    /// Runs an intent now and then every request it queued.
    private func perform(_ name: String, session: UISceneSession? = nil, _ body: @escaping () -> Void) {
        guard phase == .running else {
            reportMisuse(name, "the app is not running; launch it first")
            return
        }
        trace.record(.intent, name, session: session?.persistentIdentifier)
        runOrDefer(body)
    }

    /// Runs `body` now when no app code is on the stack, else after the outermost step.
    private func runOrDefer(_ body: @escaping () -> Void) {
        if callDepth > 0 {
            deferred.append(body)
            return
        }
        begin()
        body()
        drainDeferred()
    }

    private func drainDeferred() {
        while callDepth == 0, !deferred.isEmpty {
            let next = deferred.removeFirst()
            begin()
            next()
        }
    }

    private func callApp(_ name: String, session: String? = nil, _ body: (any UIApplicationDelegate) -> Void) {
        trace.record(.delegate, name, session: session)
        guard let delegate = appDelegate else { return }
        callDepth += 1
        body(delegate)
        callDepth -= 1
    }

    private func callScene(_ name: String, _ scene: UIScene, _ body: (any UISceneDelegate) -> Void) {
        guard let delegate = scene.delegate else { return }
        trace.record(.delegate, name, session: scene.session.persistentIdentifier)
        callDepth += 1
        body(delegate)
        callDepth -= 1
    }

    private func post(_ name: Notification.Name, object: AnyObject, session: String? = nil) {
        trace.record(.notification, name.rawValue, session: session)
        callDepth += 1
        NotificationCenter.default.post(name: name, object: object)
        callDepth -= 1
    }

    /// A misuse of the API or a bad input: logged as an error, recorded in the trace; the app
    /// keeps running.
    package func reportMisuse(_ call: String, _ message: String) {
        logger.error("\(call): \(message)")
        trace.record(.error, call, detail: message)
    }
}
