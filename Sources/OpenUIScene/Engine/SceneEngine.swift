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

    let appDelegateType: (UIResponder & UIApplicationDelegate).Type
    let store: any SessionStore

    /// The folder of this app instance's session store, when it is open on disk: hosts keep
    /// their own per-session state beside it (the GTK host: window sizes).
    package var stateDirectory: URL? {
        (store as? LazySessionStore)?.directory ?? (store as? FileSessionStore)?.directory
    }
    /// The rules about windows (last window closed, reclaim after a delay, placeholders, second
    /// launch), which every host runs through; its timers go through ``WindowPolicy/scheduler``.
    package private(set) var windowPolicy: WindowPolicy!
    /// Where the store's writer leaves the problems it meets, for the engine to log and trace.
    package var storeProblems: StoreProblemInbox?
    let resolver: ClassResolver
    let makeIdentifier: () -> String
    let logger = Logger(label: "OpenUIScene.engine")

    /// Open sessions by persistent identifier.
    var sessions: [String: UISceneSession] = [:]
    /// Creation order of sessions (for stable listings), by identifier.
    var sessionSequence: [String: Int] = [:]
    var nextSessionSequence = 0
    /// Connected scenes by session identifier.
    var scenes: [String: UIScene] = [:]
    /// How many connected scenes are in each foreground state: `applicationState` in O(1).
    var foregroundActiveCount = 0
    var foregroundInactiveCount = 0
    /// The aggregate state last announced with `UIApplication` notifications.
    var announcedState: UIApplication.State = .background
    /// Legacy mode's application state.
    var legacyState: UIApplication.State = .background

    /// Nesting depth of calls into app code; requests made while it is > 0 are deferred.
    var callDepth = 0
    /// Whether app code (a delegate method, a notification observer) is on the stack.
    package var isInsideAppCode: Bool { callDepth > 0 }
    var deferred: [() -> Void] = []
    /// Identifies the current intent or request, so that a state capture is not repeated
    /// within one operation (background then disconnect during termination).
    var operation = 0
    var lastCapture: [String: Int] = [:]
    var warnedActivityTypes: Set<String> = []
    /// True while the engine itself sets a session's restoration activity (no extra save).
    var isCapturing = false
    /// When each session's scene last became active (larger is more recent), for routing.
    var activationOrder: [String: Int] = [:]
    var nextActivation = 0
    /// Crash-loop protection: how many launches in a row before this one ended before a scene
    /// reached the foreground, and whether this launch therefore skips reconnecting stored sessions.
    package private(set) var unfinishedLaunchesBefore = 0
    package private(set) var skippedRestoration = false
    var reportedHealthy = false
    /// After this many unfinished launches in a row, the next launch does not reconnect stored
    /// sessions (docs/RELIABILITY.md).
    package static let crashLoopThreshold = 2
    /// True once the process was killed (``kill()``), possibly from inside a callback: nothing
    /// after that point calls the app, posts, saves or asks the host anything.
    package private(set) var killed = false
    /// The activation conditions of scenes that disconnected, by session: a session without a
    /// scene whose last scene preferred a target is reconnected for it (in memory, this run only).
    var rememberedConditions: [String: UISceneActivationConditions] = [:]

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
        self.windowPolicy = WindowPolicy(engine: self, scheduler: MainQueueLifecycleScheduler())
    }

    /// What a `UIApplication` kept past its launch talks to once that launch's engine is gone
    /// (after `SimulatedDevice.relaunch()`, say): an engine that has terminated, with no scenes
    /// and no sessions, which refuses every request through its error handler. Never a trap.
    package static let ended: SceneEngine = {
        let engine = SceneEngine(appDelegate: EndedLaunchAppDelegate.self, info: InfoPlist(), store: InMemorySessionStore())
        engine.phase = .terminated
        engine.trace.isEnabled = false
        return engine
    }()

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

    /// What a launch was caused by, besides the user tapping the app.
    package enum LaunchEvent {
        /// A URL opened from outside.
        case url(URL, sourceApplication: String?, openInPlace: Bool)
        /// An activity handed over from outside.
        case activity(NSUserActivity)
    }

    /// Cold launch (UIKIT-SEMANTICS §4.1, §4.2): willFinishLaunching → didFinishLaunching →
    /// didFinishLaunchingNotification → pending discards → scenes.
    ///
    /// Which scenes connect at launch (our rule, see docs/LIFECYCLE.md): the stored sessions that
    /// were in the foreground when the app last ended reconnect, in creation order, with their
    /// saved configuration and restoration activity; when none was, a new session is created for
    /// the application role (asking `configurationForConnecting`).
    ///
    /// A launch caused by a URL or an activity (`event`) loses nothing: in scene mode it is in the
    /// connection options of the new scene that connects for it (or routed to a restored scene by
    /// its activation conditions, docs/ROUTING.md); in legacy mode it is in `launchOptions` and
    /// then goes to `application(_:open:options:)` or `application(_:continue:restorationHandler:)`.
    package func launch(with event: LaunchEvent? = nil) {
        guard phase == .notLaunched else {
            reportMisuse("launch()", "the app is already running or has terminated; relaunch with a new engine")
            return
        }
        begin()
        Self.running = self
        phase = .launching
        trace.record(.intent, "launch", detail: event.map(Self.describe))
        application = UIApplication(engine: self)
        guard let delegate = resolver.instantiate(appDelegateType) as? any UIApplicationDelegate else {
            reportMisuse("UIApplicationMain", "could not create the app delegate \(String(reflecting: appDelegateType)): its init?(coder:) returned nil")
            phase = .terminated
            return
        }
        appDelegate = delegate
        let snapshot = mode == .legacy ? SessionStoreSnapshot() : store.load()
        for problem in snapshot.problems {
            // A damaged or unreadable session file was set aside; the others load.
            logger.error("session store: \(problem)")
            trace.record(.error, "session store", detail: problem)
        }
        if mode != .legacy {
            unfinishedLaunchesBefore = store.recordLaunchStart()
            skippedRestoration = unfinishedLaunchesBefore >= Self.crashLoopThreshold
        }
        restoreSessions(from: snapshot)
        if mode == .legacy { legacyState = .inactive }

        let launchOptions = mode == .legacy ? event.map(Self.launchOptions) : nil
        var proceed = true
        callApp("application(_:willFinishLaunchingWithOptions:)") { proceed = $0.application(self.application, willFinishLaunchingWithOptions: launchOptions) && proceed }
        callApp("application(_:didFinishLaunchingWithOptions:)") { proceed = $0.application(self.application, didFinishLaunchingWithOptions: launchOptions) && proceed }
        post(UIApplication.didFinishLaunchingNotification, object: application)
        phase = .running

        reportPendingDiscards(snapshot.pendingDiscards)

        switch mode {
        case .legacy:
            legacyBecomeActive()
            // UIKit skips the URL/activity callback when a launch method returned false.
            if let event, proceed { deliver(event) }
        case .scene, .undecided:
            if skippedRestoration { skipRestoration() }
            let returning = sessionsInOrder.filter(\.wasInForeground)
            if returning.isEmpty {
                var options = UIScene.ConnectionOptions()
                switch event {
                case .url(let url, let source, let inPlace)?:
                    let context = UIOpenURLContext(url: url, options: UIScene.OpenURLOptions(sourceApplication: source, openInPlace: inPlace))
                    options = UIScene.ConnectionOptions(urlContexts: [context], sourceApplication: source)
                case .activity(let activity)?:
                    options = UIScene.ConnectionOptions(userActivities: [activity])
                case nil:
                    break
                }
                connectNewSession(role: .windowApplication, options: options, requestingScene: nil)
            } else {
                for session in returning where sessions[session.persistentIdentifier] != nil {
                    connect(session, options: restorationOptions(for: session, adding: nil), reason: "restore")
                    bringToForeground(session)
                }
                if let event, mode != .legacy { deliver(event) }
            }
        }
        drainDeferred()
    }

    func deliver(_ event: LaunchEvent) {
        switch event {
        case .url(let url, let source, let inPlace): deliver(url: url, sourceApplication: source, openInPlace: inPlace)
        case .activity(let activity): deliver(activity: activity)
        }
    }

    static func describe(_ event: LaunchEvent) -> String {
        switch event {
        case .url(let url, _, _): "url \(url.absoluteString)"
        case .activity(let activity): "activity \(activity.activityType)"
        }
    }

    /// Legacy mode's launch options for a launch caused by `event`.
    static func launchOptions(_ event: LaunchEvent) -> [UIApplication.LaunchOptionsKey: Any] {
        switch event {
        case .url(let url, let source, _):
            var options: [UIApplication.LaunchOptionsKey: Any] = [.url: url]
            if let source { options[.sourceApplication] = source }
            return options
        case .activity(let activity):
            return [.userActivityType: activity.activityType, .userActivityDictionary: ["UIApplicationLaunchOptionsUserActivityKey": activity, "UIApplicationLaunchOptionsUserActivityTypeKey": activity.activityType]]
        }
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

    /// The window was minimized or hidden: the scene goes to the background (and, with
    /// ``disconnectsScenesInBackground``, disconnects at once).
    package func moveToBackground(_ session: UISceneSession) {
        perform("moveToBackground", session: session) {
            guard self.isOpen(session, call: "moveToBackground"), let scene = session.scene else { return }
            self.sendToBackground(scene)
            if self.disconnectsScenesInBackground, scene.activationState == .background {
                self.trace.record(.intent, "dontKeepScenes", session: session.persistentIdentifier)
                self.disconnect(scene)
            }
        }
    }

    /// "Don't keep scenes" (as Android's "Don't keep activities"): every scene disconnects as soon
    /// as it enters the background, so that state-restoration bugs show at once. Set from the
    /// environment variable `OPENUISCENE_DONT_KEEP_SCENES=1` by real hosts, or
    /// `SimulatedDevice.dontKeepScenes`.
    package var disconnectsScenesInBackground = false

    /// `UIApplication.shortcutItems`: kept for the app, never shown.
    var shortcutItems: [UIApplicationShortcutItem]?

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
        guard callDepth == 0 else {
            reportMisuse("terminate()", "called from inside a lifecycle callback or notification observer; the app keeps running. Terminate after the callback returns (a crash inside a callback is SimulatedDevice.kill()).")
            return
        }
        begin()
        trace.record(.intent, "terminate")
        phase = .terminating
        if mode == .legacy {
            if legacyState == .active { legacyResignActive() }
            if legacyState == .inactive { legacyEnterBackground() }
        } else {
            let ordered = connectedScenesInOrder
            for scene in ordered { sendToBackground(scene) }
            for scene in ordered { disconnect(scene) }
        }
        drainDeferred()
        callApp("applicationWillTerminate(_:)") { $0.applicationWillTerminate(self.application) }
        post(UIApplication.willTerminateNotification, object: application)
        // Requests made inside applicationWillTerminate run now and are denied (the app is terminating).
        drainDeferred()
        launchIsHealthy()
        windowPolicy.engineDidTerminate()
        store.flush()
        recordStoreProblems()
        phase = .terminated
        if Self.running === self { Self.running = nil }
    }

    /// The process dies without a word (SIGKILL, a crash, the system ending a suspended app):
    /// no delegate method and no notification runs. What the store had written is what the next
    /// launch finds; on the simulated device every save handed over before the kill counts as
    /// written (the store is flushed), so the outcome does not depend on timing.
    package func kill() {
        guard phase != .notLaunched, phase != .terminated, !killed else { return }
        trace.record(.intent, "kill", detail: callDepth > 0 ? "inside a callback: nothing after it runs" : nil)
        store.flush()
        recordStoreProblems()
        killed = true
        host = nil
        windowPolicy.engineDidTerminate()
        phase = .terminated
        // The process's objects die with it: release scenes, delegates and windows without
        // calling anyone.
        for scene in scenes.values {
            scene.session.scene = nil
            scene.engine = nil
            (scene as? UIWindowScene)?.releaseWindows()
            scene.delegate = nil
        }
        scenes.removeAll()
        for session in sessions.values { session.engine = nil }
        deferred.removeAll()
        appDelegate = nil
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
                self.bringForward(session, requestingScene: options?.requestingScene)
            } else {
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

    // MARK: - Sessions and scenes

    func restoreSessions(from snapshot: SessionStoreSnapshot) {
        for stored in snapshot.sessions {
            if let problem = restorationProblem(stored) {
                setAside(stored, reason: problem)
                continue
            }
            let role = UISceneSession.Role(rawValue: stored.role)
            let configuration = configuration(from: stored.configuration, role: role)
            let session = UISceneSession(persistentIdentifier: stored.persistentIdentifier, role: role, configuration: configuration)
            session.restoreUserInfo(stored.userInfo)
            session.wasInForeground = stored.wasInForeground
            session.lastTitle = stored.title
            register(session)
            if let activity = stored.restorationActivity {
                // Read back, not changed: no save (a relaunch must not rewrite every session).
                isCapturing = true
                session.stateRestorationActivity = ActivityArchive.activity(from: activity)
                isCapturing = false
            }
            trace.record(.session, "restored", session: session.persistentIdentifier)
        }
    }

    func register(_ session: UISceneSession) {
        session.engine = self
        sessions[session.persistentIdentifier] = session
        sessionSequence[session.persistentIdentifier] = nextSessionSequence
        nextSessionSequence += 1
    }

    func reportPendingDiscards(_ identifiers: [String]) {
        let discarded = identifiers.compactMap { sessions[$0] }
        guard !discarded.isEmpty else { return }
        for session in discarded { forget(session) }
        callApp("application(_:didDiscardSceneSessions:)") { $0.application(self.application, didDiscardSceneSessions: Set(discarded)) }
        for session in discarded { store.clearDiscardMark(persistentIdentifier: session.persistentIdentifier) }
    }

    /// A new session: its configuration comes from the Info.plist and `configurationForConnecting`.
    func connectNewSession(role: UISceneSession.Role, options: UIScene.ConnectionOptions, requestingScene: UIScene?) {
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
        connect(session, options: options, reason: "new")
        bringToForeground(session)
        if let requestingScene {
            host?.engine(self, bringToFront: session, requestingScene: requestingScene)
        }
    }

    /// Creates the scene and its delegate from the session's configuration, then `willConnect`.
    func connect(_ session: UISceneSession, options: UIScene.ConnectionOptions, reason: String) {
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
        scene.delegate = makeSceneDelegate(for: configuration, session: identifier)
        session.scene = scene
        scenes[identifier] = scene
        windowPolicy.sceneDidConnect(session)
        // Saved before app code runs: a crash inside willConnect leaves a session that the next
        // launch restores (and the crash-loop guard catches), never an invisible orphan.
        // (A restored session is stored as in the foreground already: it is not rewritten.)
        session.wasInForeground = true
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
    func bringToForeground(_ session: UISceneSession) {
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

    func becomeActive(_ scene: UIScene) {
        activationOrder[scene.session.persistentIdentifier] = nextActivation
        nextActivation += 1
        transition(scene, to: .foregroundActive, "sceneDidBecomeActive(_:)", UIScene.didActivateNotification) { $0.sceneDidBecomeActive(scene) }
        launchIsHealthy()
    }

    func resignActive(_ scene: UIScene) {
        transition(scene, to: .foregroundInactive, "sceneWillResignActive(_:)", UIScene.willDeactivateNotification) { $0.sceneWillResignActive(scene) }
    }

    /// foreground active → inactive → background, then the state capture.
    func sendToBackground(_ scene: UIScene, capturingState: Bool = true) {
        if scene.activationState == .foregroundActive { resignActive(scene) }
        guard scene.activationState == .foregroundInactive else { return }
        transition(scene, to: .background, "sceneDidEnterBackground(_:)", UIScene.didEnterBackgroundNotification) { $0.sceneDidEnterBackground(scene) }
        if capturingState { captureState(of: scene) }
    }

    /// Any state → background → unattached: the scene, its delegate and windows are released;
    /// the session stays.
    func disconnect(_ scene: UIScene, capturingState: Bool = true, discarding: Bool = false) {
        let session = scene.session
        let identifier = session.persistentIdentifier
        sendToBackground(scene, capturingState: capturingState)
        if capturingState, scene.activationState == .background { captureState(of: scene) }
        setState(scene, .unattached)
        callScene("sceneDidDisconnect(_:)", scene) { $0.sceneDidDisconnect(scene) }
        post(UIScene.didDisconnectNotification, object: scene, session: identifier)
        scenes[identifier] = nil
        rememberedConditions[identifier] = scene.activationConditions
        session.scene = nil
        scene.engine = nil
        (scene as? UIWindowScene)?.releaseWindows()
        scene.delegate = nil
        lastCapture[identifier] = nil
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
        sessionSequence[identifier] = nil
        lastCapture[identifier] = nil
        activationOrder[identifier] = nil
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

    /// One edge of the state diagram: the state changes first, then the delegate is told and the
    /// scene's notification posted, then the application's aggregate state is announced.
    func transition(_ scene: UIScene, to state: UIScene.ActivationState, _ call: String, _ notification: Notification.Name, _ body: (any UISceneDelegate) -> Void) {
        setState(scene, state)
        callScene(call, scene, body)
        post(notification, object: scene, session: scene.session.persistentIdentifier)
        announceApplicationState()
    }

    func setState(_ scene: UIScene, _ state: UIScene.ActivationState) {
        let old = scene.activationState
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
        scene.activationState = state
        trace.record(.state, state.description, session: scene.session.persistentIdentifier, detail: old.description)
        // Quitting keeps the windows that were open: only a background the user chose counts.
        if phase != .terminating, state == .background || state.isForeground {
            scene.session.wasInForeground = state.isForeground
        }
    }

    /// Posts the `UIApplication` notifications for a change of the most active scene's state
    /// (UIKIT-SEMANTICS §4.4): willEnterForeground when the first scene leaves the background,
    /// didBecomeActive when one becomes active, willResignActive when none is active any more,
    /// didEnterBackground when none is in the foreground.
    func announceApplicationState() {
        let new = applicationState
        let old = announcedState
        guard new != old else { return }
        announcedState = new
        if old == .background { post(UIApplication.willEnterForegroundNotification, object: application) }
        if old == .active { post(UIApplication.willResignActiveNotification, object: application) }
        if new == .active { post(UIApplication.didBecomeActiveNotification, object: application) }
        if new == .background { post(UIApplication.didEnterBackgroundNotification, object: application) }
    }

    // MARK: - Calls into app code

    /// Starts an intent: a new operation, and the engine becomes the running one.
    func begin() {
        operation += 1
        Self.running = self
        recordStoreProblems()
    }

    /// Logs and traces what the store's writer reported since the last look (a refused or
    /// failed save): one `error` event named "session store" each, naming the session.
    package func recordStoreProblems() {
        guard let problems = storeProblems?.take() else { return }
        for problem in problems {
            logger.error("session store: \(problem)")
            trace.record(.error, "session store", detail: problem)
        }
    }

    /// Runs an intent now and then every request it queued.
    func perform(_ name: String, session: UISceneSession? = nil, detail: String? = nil, _ body: @escaping () -> Void) {
        guard phase == .running else {
            reportMisuse(name, "the app is not running; launch it first")
            return
        }
        trace.record(.intent, name, session: session?.persistentIdentifier, detail: detail)
        runOrDefer(body)
    }

    /// Runs `body` now when no app code is on the stack, else after the outermost step.
    func runOrDefer(_ body: @escaping () -> Void) {
        if callDepth > 0 {
            deferred.append(body)
            return
        }
        begin()
        body()
        drainDeferred()
    }

    func drainDeferred() {
        while callDepth == 0, !deferred.isEmpty {
            let next = deferred.removeFirst()
            begin()
            next()
        }
    }

    func callApp(_ name: String, session: String? = nil, _ body: (any UIApplicationDelegate) -> Void) {
        guard !killed else { return }
        trace.record(.delegate, name, session: session)
        guard let delegate = appDelegate else { return }
        callDepth += 1
        body(delegate)
        callDepth -= 1
    }

    func callScene(_ name: String, _ scene: UIScene, _ body: (any UISceneDelegate) -> Void) {
        guard !killed, let delegate = scene.delegate else { return }
        trace.record(.delegate, name, session: scene.session.persistentIdentifier)
        callDepth += 1
        body(delegate)
        callDepth -= 1
    }

    func post(_ name: Notification.Name, object: AnyObject, session: String? = nil) {
        guard !killed else { return }
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

/// The app delegate type of ``SceneEngine/ended``; never instantiated.
final class EndedLaunchAppDelegate: UIResponder, UIApplicationDelegate {}
