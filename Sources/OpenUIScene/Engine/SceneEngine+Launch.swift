import Foundation
import Logging
import OpenUISceneManifest
import OpenUISceneStore

// Launch and the end of a run: cold launch (restoring stored sessions), termination, a kill.

extension SceneEngine {

    /// What a launch was caused by, besides the user tapping the app.
    package enum LaunchEvent {
        /// A URL opened from outside.
        case url(URL, sourceApplication: String?, openInPlace: Bool)
        /// An activity handed over from outside.
        case activity(NSUserActivity)
        /// A quick action chosen (a desktop action), by its `UIApplicationShortcutItemType`.
        case shortcut(type: String)
        /// A click on a notification (or one of its actions) while the app was not running.
        case notification(NotificationResponseRecord)
    }

    /// Cold launch (UIKIT-REFERENCE §4.1, §4.2): willFinishLaunching → didFinishLaunching →
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
        notificationCenter.attach(self, scheduler: windowPolicy.scheduler)
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

        let launchOptions = mode == .legacy ? event.map(legacyLaunchOptions) : nil
        // Legacy mode: UIMainStoryboardFile's window exists before willFinishLaunching (SceneEngine+Legacy.swift).
        let hasMainStoryboard = loadLegacyMainStoryboard()
        var proceed = true
        callApp("application(_:willFinishLaunchingWithOptions:)") { proceed = $0.application(self.application, willFinishLaunchingWithOptions: launchOptions) && proceed }
        callApp("application(_:didFinishLaunchingWithOptions:)") { proceed = $0.application(self.application, didFinishLaunchingWithOptions: launchOptions) && proceed }
        post(UIApplication.didFinishLaunchingNotification, object: application)
        phase = .running

        reportPendingDiscards(snapshot.pendingDiscards)
        buildMainMenu()

        switch mode {
        case .legacy:
            // The URL or activity of a cold launch is handled before applicationDidBecomeActive
            // (regularberry/AppLaunchSequence); UIKit skips it when a launch method returned false.
            connectLegacyScene()
            if hasMainStoryboard { showLegacyMainWindow() }
            if let event, proceed { deliver(event) }
            if legacyState != .active { legacyBecomeActive() }
        case .scene, .undecided:
            if skippedRestoration { skipRestoration() }
            restoreWindows(launchedFor: event)
            if case .notification(let response)? = event { deliverLaunchNotificationResponse(response) }
        }
        drainDeferred()
        checkLaunchOutcome()
    }

    /// Which stored sessions reconnect at launch (docs/LIFECYCLE.md "Cold launch"): the ones
    /// that were in the foreground; if none was, the most recent one (iOS brings back the scene the
    /// user left, FB9855914). With ``WindowPolicy/LaunchRestoration/everySession`` (the desktop)
    /// every other stored session reconnects too, in the background (a minimized window). A new
    /// session is created only when nothing is stored (or after a crash loop).
    ///
    /// A launch event (a URL, an activity) goes into the connection options of one connecting
    /// scene, never through `openURLContexts`/`continue`: the restored session whose scene
    /// preferred its target, else the most recent one that can take it, else a new session.
    func restoreWindows(launchedFor event: LaunchEvent?) {
        // Sessions the crash-loop guard holds stay closed until the app activates them.
        let stored = skippedRestoration ? [] : sessionsInOrder.filter { !$0.heldAfterCrashLoop }
        var foreground = stored.filter(\.wasInForeground)
        if foreground.isEmpty, let recent = stored.last(where: { $0.role == .windowApplication }) { foreground = [recent] }
        let eventOptions = event.map(connectionOptions)
        let target = event.flatMap { launchTarget(for: $0, among: foreground) }
        if foreground.isEmpty || (event != nil && target == nil) {
            connectNewSession(role: .windowApplication, options: eventOptions ?? UIScene.ConnectionOptions(), requestingScene: nil)
        }
        for session in foreground where sessions[session.persistentIdentifier] === session {
            let options = session === target ? (eventOptions ?? UIScene.ConnectionOptions()) : restorationOptions(for: session, adding: nil)
            connect(session, options: options, reason: "restore")
            bringToForeground(session)
        }
        guard windowPolicy.configuration.launchRestoration == .everySession else { return }
        for session in stored where session.scene == nil && sessions[session.persistentIdentifier] === session {
            connect(session, options: restorationOptions(for: session, adding: nil), reason: "restore", intoBackground: true)
        }
    }

    /// The restored session a launch event goes to: the one whose last scene preferred its
    /// target, else the most recent one whose conditions let it take it; `nil` for a new session.
    func launchTarget(for event: LaunchEvent, among candidates: [UISceneSession]) -> UISceneSession? {
        let target: String?
        switch event {
        case .url(let url, _, _): target = Self.targetContentIdentifier(of: url)
        case .activity(let activity): target = activity.targetContentIdentifier
        case .shortcut(let type): target = quickAction(type: type)?.targetContentIdentifier as? String
        case .notification(let response): target = response.notification.request.targetContentIdentifier
        }
        let sessions = candidates.filter { $0.role == .windowApplication }
        if let preferred = sessions.last(where: { rememberedConditions[$0.persistentIdentifier]?.prefersToActivateForTargetContentIdentifierPredicate.evaluate(with: target) == true }) {
            return preferred
        }
        return sessions.last { rememberedConditions[$0.persistentIdentifier]?.canActivateForTargetContentIdentifierPredicate.evaluate(with: target) ?? true }
    }

    /// The connection options that carry a launch event.
    func connectionOptions(_ event: LaunchEvent) -> UIScene.ConnectionOptions {
        switch event {
        case .url(let url, let source, let inPlace):
            let context = UIOpenURLContext(url: url, options: UIScene.OpenURLOptions(sourceApplication: source, openInPlace: inPlace))
            return UIScene.ConnectionOptions(urlContexts: [context], sourceApplication: source)
        case .activity(let activity):
            return UIScene.ConnectionOptions(userActivities: [activity])
        case .shortcut(let type):
            return UIScene.ConnectionOptions(shortcutItem: quickActionOrReport(type: type))
        case .notification(let response):
            return UIScene.ConnectionOptions(notificationResponse: response)
        }
    }

    func deliver(_ event: LaunchEvent) {
        switch event {
        case .url(let url, let source, let inPlace): deliver(url: url, sourceApplication: source, openInPlace: inPlace)
        case .activity(let activity): deliver(activity: activity)
        case .shortcut(let type): deliver(shortcut: type)
        case .notification(let response): deliver(notificationResponse: response)
        }
    }

    static func describe(_ event: LaunchEvent) -> String {
        switch event {
        case .url(let url, _, _): "url \(LoggedInput.truncated(url.absoluteString))"
        case .activity(let activity): "activity \(LoggedInput.truncated(activity.activityType))"
        case .shortcut(let type): "shortcut \(LoggedInput.truncated(type))"
        case .notification(let response): "notification \(LoggedInput.truncated(response.notification.request.identifier)) \(LoggedInput.truncated(response.actionIdentifier))"
        }
    }

    /// Legacy mode's launch options for a launch caused by `event`.
    func legacyLaunchOptions(_ event: LaunchEvent) -> [UIApplication.LaunchOptionsKey: Any] {
        switch event {
        case .url(let url, let source, _):
            var options: [UIApplication.LaunchOptionsKey: Any] = [.url: url]
            if let source { options[.sourceApplication] = source }
            return options
        case .activity(let activity):
            return [.userActivityType: activity.activityType, .userActivityDictionary: ["UIApplicationLaunchOptionsUserActivityKey": activity, "UIApplicationLaunchOptionsUserActivityTypeKey": activity.activityType]]
        case .shortcut(let type):
            return quickActionOrReport(type: type).map { [.shortcutItem: $0] } ?? [:]
        case .notification:
            // A local notification is not in launchOptions since iOS 10: didReceive tells the app.
            return [:]
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
            disconnectLegacyScene()
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
        endBackgroundWork()
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
        endBackgroundWork()
        windowPolicy.engineDidTerminate(killed: true)
        phase = .terminated
        // The process's objects die with it: release scenes, delegates and windows without
        // calling anyone.
        for scene in Array(scenes.values) + (legacyScene.map { [$0] } ?? []) {
            scene.session.scene = nil
            scene.engine = nil
            (scene as? UIWindowScene)?.releaseWindows()
            scene.delegate = nil
        }
        scenes.removeAll()
        legacyScene = nil
        for session in sessions.values { session.engine = nil }
        deferred.removeAll()
        appDelegate = nil
        if Self.running === self { Self.running = nil }
    }


    func restoreSessions(from snapshot: SessionStoreSnapshot) {
        sessions.reserveCapacity(sessions.count + snapshot.sessions.count)
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
            session.heldAfterCrashLoop = stored.heldAfterCrashLoop
            register(session)
            if let conditions = stored.activationConditions {
                // Routing works for the session before its scene reconnects, as on iOS.
                rememberedConditions[stored.persistentIdentifier] = activationConditions(from: conditions)
            }
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
        session.creationSequence = nextSessionSequence
        nextSessionSequence += 1
    }

    func reportPendingDiscards(_ identifiers: [String]) {
        let discarded = identifiers.compactMap { sessions[$0] }
        guard !discarded.isEmpty else { return }
        for session in discarded { forget(session) }
        callApp("application(_:didDiscardSceneSessions:)") { $0.application(self.application, didDiscardSceneSessions: Set(discarded)) }
        for session in discarded { store.clearDiscardMark(persistentIdentifier: session.persistentIdentifier) }
    }
}
