import Foundation
import OpenUIScene
import OpenUISceneManifest
import OpenUISceneStore

/// A deterministic, headless device for tests: it plays the user and the system for one app.
///
/// It drives the same engine as the GTK host, synchronously: when a call returns, every
/// callback it caused has run, including requests the app made from inside those callbacks.
/// Nothing happens unless the test asks, so a test can force what UIKit never lets you force on
/// demand: a memory-reclaim disconnect, a relaunch, a discard.
///
/// ```swift
/// let device = SimulatedDevice(appDelegate: AppDelegate.self, infoPlist: plist)
/// device.launch()
/// let session = device.sessions[0]
/// device.moveToBackground(session)
/// device.reclaimMemory()          // sceneDidDisconnect; the session stays
/// device.moveToForeground(session) // a new scene and delegate; willConnect with the restoration activity
/// ```
///
/// Not for: production use, or driving from several threads (it is main-actor isolated).
@MainActor
public final class SimulatedDevice {
    private let appDelegateType: (UIResponder & UIApplicationDelegate).Type
    /// The Info.plist the app was given.
    package let info: InfoPlist
    /// What was wrong with the Info.plist, if anything (the app still launches).
    package let infoPlistDiagnostics: [ManifestDiagnostic]
    /// What was wrong with the Info.plist, one line per finding naming the key and what to do,
    /// as `scenectl lint` prints it; empty when nothing was (the app launches either way).
    public var infoPlistProblems: [String] { infoPlistDiagnostics.map(\.description) }
    private let store: any SessionStore
    /// What the file store's writer refused or failed to write, recorded by the engine.
    private let storeProblems = StoreProblemInbox()
    private let lifecycleTrace = LifecycleTrace()
    private var engine: SceneEngine?
    /// The host every launch runs on: it records what the engine asks of windows.
    public let host = RecordingHost()
    /// The device's clock: timers (the reclaim of a minimized window) fire only in ``advanceTime(by:)``.
    private let scheduler = ManualLifecycleScheduler()
    /// The device's notification server: pending and delivered notifications outlive a launch.
    let notificationState = NotificationCenterState()
    /// The run-time lifecycle checks' findings, across launches (SimulatedDevice+LifecycleChecks.swift).
    let warningLog = LifecycleWarningLog()

    /// A device for an app whose Info.plist is given as a dictionary.
    ///
    /// - Parameters:
    ///   - appDelegate: the app delegate class; ``launch()`` creates it, as `UIApplicationMain` does.
    ///   - infoPlist: the app's Info.plist (with `UIApplicationSceneManifest` for a scene app).
    ///   - storeDirectory: where sessions persist between launches, in a
    ///   session store that the device owns (and locks) for its lifetime. `nil` keeps them in
    ///   memory across ``relaunch()``. If the store cannot be opened (for example, another device
    ///   or app owns it), the device records the error in the trace and keeps sessions in memory;
    ///   use the `infoPlistURL:` initializer to get the error thrown instead.
    public init(appDelegate: (UIResponder & UIApplicationDelegate).Type, infoPlist: [String: Any], storeDirectory: URL? = nil) {
        let parsed = InfoPlistLoader.parse(infoPlist, sourcePath: nil)
        self.appDelegateType = appDelegate
        self.info = parsed.info
        self.infoPlistDiagnostics = parsed.diagnostics
        var storeError: FileSessionStoreError?
        if let storeDirectory {
            do {
                self.store = try FileSessionStore(directory: storeDirectory, onWriteProblem: { [storeProblems] in storeProblems.append($0) })
            } catch {
                storeError = error
                self.store = InMemorySessionStore()
            }
        } else {
            self.store = InMemorySessionStore()
        }
        if let storeError {
            lifecycleTrace.record(.error, "SimulatedDevice", detail: "\(storeError) Sessions are kept in memory instead.")
        }
    }

    /// A device on a store of the caller's (benchmarks and tests of this package).
    package init(appDelegate: (UIResponder & UIApplicationDelegate).Type, infoPlist: [String: Any], store: any SessionStore) {
        let parsed = InfoPlistLoader.parse(infoPlist, sourcePath: nil)
        self.appDelegateType = appDelegate
        self.info = parsed.info
        self.infoPlistDiagnostics = parsed.diagnostics
        self.store = store
    }

    /// A device for an app whose Info.plist is a file (XML or binary).
    ///
    /// - Parameters:
    ///   - appDelegate: the app delegate class; ``launch()`` creates it, as `UIApplicationMain` does.
    ///   - infoPlistURL: the app's Info.plist file.
    ///   - storeDirectory: where sessions persist between launches (a session store the device
    ///   owns for its lifetime); `nil` keeps them in memory.
    /// - Throws: ``SimulatedDeviceError`` for an unreadable Info.plist, `FileSessionStoreError`
    ///   when the store cannot be opened (for example, another device or app owns it).
    public init(appDelegate: (UIResponder & UIApplicationDelegate).Type, infoPlistURL: URL, storeDirectory: URL? = nil) throws {
        // Through the manifest loader only: it screens binary plists that crash Foundation's
        // parser on Linux, and names the file and the fix in its errors.
        let parsed: InfoPlistParseResult
        do {
            parsed = try InfoPlistLoader.load(contentsOf: infoPlistURL)
        } catch {
            throw SimulatedDeviceError.unreadableInfoPlist(path: infoPlistURL.path, reason: "\(error)")
        }
        self.appDelegateType = appDelegate
        self.info = parsed.info
        self.infoPlistDiagnostics = parsed.diagnostics
        if let storeDirectory {
            self.store = try FileSessionStore(directory: storeDirectory, onWriteProblem: { [storeProblems] in storeProblems.append($0) })
        } else {
            self.store = InMemorySessionStore()
        }
    }

    /// "Don't keep scenes" (as Android's "Don't keep activities"): every scene disconnects as soon
    /// as it enters the background, so that a scene whose state does not survive a disconnect shows
    /// it at once. Defaults to the environment variable `OPENUISCENE_DONT_KEEP_SCENES=1`. It is the
    /// window policy's zero reclaim delay, as `OPENUISCENE_RECLAIM_AFTER=0` on the GTK host; while
    /// it is on it overrides ``reclaimMinimizedWindowsAfter``.
    public var dontKeepScenes = ProcessInfo.processInfo.environment["OPENUISCENE_DONT_KEEP_SCENES"] == "1" {
        didSet { engine?.windowPolicy.configuration.reclaimBackgroundScenesAfter = reclaimDelay }
    }

    private var reclaimDelay: Duration? { dontKeepScenes ? .zero : reclaimMinimizedWindowsAfter }

    /// The running app's `UIApplication`; `nil` while the app is not running.
    public var application: UIApplication? {
        guard let engine, engine.phase == .running else { return nil }
        return engine.application
    }

    /// Every lifecycle event since the device was created, across relaunches.
    public var trace: [LifecycleEvent] { lifecycleTrace.events }

    /// The trace object: switch recording off, export JSON Lines.
    public var lifecycle: LifecycleTrace { lifecycleTrace }

    /// The open sessions of the running app, in creation order (empty when not running). A
    /// legacy app has one: its scene's, which is never stored.
    public var sessions: [UISceneSession] {
        guard let engine else { return [] }
        return engine.legacyScene.map { [$0.session] } ?? engine.sessionsInOrder
    }

    /// Cold launch: a new process with a new application and app delegate.
    public func launch() {
        if let engine, engine.phase != .terminated {
            engine.reportMisuse("SimulatedDevice.launch()", "the app is already running; call terminate() or relaunch()")
            return
        }
        let engine = SceneEngine(appDelegate: appDelegateType, info: info, store: store, trace: lifecycleTrace)
        configure(engine)
        self.engine = engine
        engine.launch()
    }

    private func configure(_ engine: SceneEngine) {
        engine.protectedDataAvailable = !isLocked
        engine.storeProblems = storeProblems
        engine.host = host
        engine.windowPolicy.scheduler = scheduler
        engine.windowPolicy.configuration.lastWindowClose = lastWindowCloseQuitsDiscarding ? .discardAndQuit : .quitKeepingSession
        engine.windowPolicy.configuration.reclaimBackgroundScenesAfter = reclaimDelay
        engine.windowPolicy.configuration.launchRestoration = restoresEverySessionAtLaunch ? .everySession : .foregroundSessions
        engine.backgroundTaskTimeLimit = backgroundTaskTimeLimit
        engine.remoteNotificationDeviceToken = remoteNotificationDeviceToken
        engine.setSystemUserInterfaceStyle(userInterfaceStyle)
        engine.notificationCenter = notificationState
        engine.lifecycleChecks.log = warningLog
        engine.lifecycleChecks.shortcutCompletionTimeLimit = shortcutCompletionTimeLimit
    }

    /// The current launch's engine, running or not (SimulatedDevice+Notifications.swift).
    var currentEngine: SceneEngine? { engine }

    /// A new launch's engine, configured, not launched yet; ``launch(_:with:)`` launches it.
    func makeEngine() -> SceneEngine {
        let engine = SceneEngine(appDelegate: appDelegateType, info: info, store: store, trace: lifecycleTrace)
        configure(engine)
        return engine
    }

    /// Launches an engine made by ``makeEngine()`` for `event`.
    func launch(_ engine: SceneEngine, with event: SceneEngine.LaunchEvent) {
        self.engine = engine
        engine.launch(with: event)
    }

    // MARK: - Alerts

    /// The alerts on screen: presented by a view controller in a connected scene's window.
    public var presentedAlerts: [UIAlertController] {
        guard let engine = running else { return [] }
        var alerts: [UIAlertController] = []
        for case let scene as UIWindowScene in engine.connectedScenesInOrder {
            for window in scene.windows {
                var controller = window.rootViewController
                while let current = controller {
                    if let alert = current.presentedViewController as? UIAlertController { alerts.append(alert) }
                    controller = current.presentedViewController
                }
            }
        }
        return alerts
    }

    /// The user taps the alert's button titled `title`: the alert is dismissed, then the action's
    /// handler runs. Returns `false` when no alert on screen has such an enabled button.
    @discardableResult
    public func tapAlertAction(_ title: String) -> Bool {
        for alert in presentedAlerts {
            if let action = alert.actions.first(where: { $0.title == title && $0.isEnabled }) {
                running?.trace.record(.intent, "tapAlertAction", detail: title)
                alert.choose(action)
                return true
            }
        }
        running?.reportMisuse("SimulatedDevice.tapAlertAction(_:)", "no alert on screen has an enabled button titled \"\(title)\"")
        return false
    }

    // MARK: - The main menu

    /// The main menu as the app delegate's `buildMenu(with:)` left it (`nil` when not running or
    /// in legacy mode).
    public var mainMenu: UIMenu? { running?.mainMenu }

    /// The user chooses a menu item by the titles on the way to it (`["File", "New Window"]`):
    /// its action runs. Returns `false` (and an error in the trace) when there is no such
    /// enabled item.
    @discardableResult
    public func chooseMenuItem(_ path: String...) -> Bool { running?.chooseMenuItem(path) ?? false }

    /// The main menu as a desktop draws it (GTK: a GMenu), each item named by its action.
    package var mainMenuModel: MainMenuModel? { running?.mainMenuModel }

    /// The desktop calls one of the app's actions (GTK: `app.new-window`, `app.close-window`,
    /// `app.quit`, a menu item's `app.menu-item-<n>`), as the GTK host does for the desktop's
    /// `ActivateAction`, the menu and Ctrl+N/W/Q. Returns whether something ran.
    @discardableResult
    package func performDesktopAction(_ name: String) -> Bool { running?.performMainMenuAction(name) ?? false }

    // MARK: - Work in the background

    /// How long background tasks may run once the app is in the background before their
    /// expiration handlers run (30 s, as iOS 13+). Time moves with ``advanceTime(by:)``.
    /// Applies from the next launch.
    public var backgroundTaskTimeLimit: Duration = .seconds(30)

    /// How long a quick action's completion handler may take before the lifecycle checks warn
    /// (`shortcut-completion-handler`), on the device's clock (``advanceTime(by:)``).
    public var shortcutCompletionTimeLimit: Duration = .seconds(5)

    /// The push service's token for this device: `nil` (the default, as on Linux) makes
    /// `registerForRemoteNotifications()` fail with an error; a token makes it succeed.
    public var remoteNotificationDeviceToken: Data? {
        didSet { engine?.remoteNotificationDeviceToken = remoteNotificationDeviceToken }
    }

    /// The system gives the app time to fetch: `application(_:performFetchWithCompletionHandler:)`
    /// (refused, with an error in the trace, while the app's minimum interval is
    /// `backgroundFetchIntervalNever`). Returns what the app passed to the completion handler if it
    /// called it before returning; a later call is in the trace (`completed`).
    @discardableResult
    public func performBackgroundFetch() -> UIBackgroundFetchResult? {
        var result: UIBackgroundFetchResult?
        running?.performBackgroundFetch { result = $0 }
        return result
    }

    /// A remote notification arrives: `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`.
    /// Returns the completion's result as ``performBackgroundFetch()`` does.
    @discardableResult
    public func deliverRemoteNotification(_ userInfo: [AnyHashable: Any]) -> UIBackgroundFetchResult? {
        var result: UIBackgroundFetchResult?
        running?.deliverRemoteNotification(userInfo) { result = $0 }
        return result
    }

    /// Runs the pending `BGTaskScheduler` request `identifier` now, whatever the app's state and
    /// the request's date, as the debugger command Apple documents for testing
    /// (`_simulateLaunchForTaskWithIdentifier:`). Returns whether a task was launched (a
    /// request is pending and a handler registered). Without this, requests run when they are
    /// due while the app is in the background (``advanceTime(by:)``).
    @discardableResult
    public func simulateLaunchForTask(withIdentifier identifier: String) -> Bool {
        running?.launchScheduledTask(identifier, reason: "simulated") ?? false
    }

    /// The running task `identifier`'s time is up now: its expiration handler runs
    /// (`_simulateExpirationForTaskWithIdentifier:`).
    public func simulateExpirationForTask(withIdentifier identifier: String) {
        running?.expireScheduledTask(identifier)
    }

    /// The identifiers of the `BGTaskScheduler` requests waiting to run, in the order they are due.
    public var pendingBackgroundTaskIdentifiers: [String] {
        running?.pendingScheduledTaskRequests.map(\.identifier) ?? []
    }

    /// Which stored sessions reconnect at launch: `false` (the default) as on iOS, the ones that
    /// were in the foreground (if none, the most recent one), the others stay in `openSessions`
    /// without a scene (the app switcher); `true` as on the desktop hosts, every other stored
    /// session too, in the background (a minimized window). Applies from the next launch.
    public var restoresEverySessionAtLaunch = false

    // MARK: - The device

    /// The desktop's colour-scheme preference (light or dark mode; `.unspecified` is light). A
    /// change while the app runs is an intent (`userInterfaceStyle` in the trace): every window
    /// scene whose appearance changes gets `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`,
    /// then its windows, view controllers and views whose traits change get
    /// `traitCollectionDidChange(_:)` and their trait handlers, top-down. Unless the Info.plist's
    /// `UIUserInterfaceStyle` forces the app's appearance. Kept across launches.
    public var userInterfaceStyle: UIUserInterfaceStyle = .light {
        didSet {
            guard let engine, engine.phase == .running else { return }
            engine.setSystemUserInterfaceStyle(userInterfaceStyle)
        }
    }

    /// Locks the device after a restart: protected data (the stored restoration activities) is
    /// unavailable, so a scene that connects sees `session.stateRestorationActivity == nil` in
    /// `willConnect`. Set before ``launch()`` for a launch while locked.
    public var isLocked = false {
        didSet { engine.map { if $0.phase == .running { $0.setProtectedDataAvailable(!isLocked) } } }
    }

    /// Attaches a second screen: a non-interactive external-display scene connects and enters
    /// the foreground, but never becomes active. Returns its session.
    @discardableResult
    public func connectExternalDisplay() -> UISceneSession? { running?.connectExternalDisplay() }

    /// Detaches the second screen: its scene disconnects and its session is discarded.
    public func disconnectExternalDisplay(_ session: UISceneSession) { running?.disconnectExternalDisplay(session) }

    // MARK: - Windows: what a desktop user does (the window policy, as on the GTK host)

    /// What closing the last window does: `false` (the default) quits and keeps its session for
    /// the next launch; `true` discards its session, then quits (as iPadOS does). Applies from
    /// the next launch.
    public var lastWindowCloseQuitsDiscarding = false
    /// How long a minimized window's scene stays connected before it is reclaimed; `nil` never.
    /// Time moves only with ``advanceTime(by:)``. Applies from the next launch. Default 600 s,
    /// as on the GTK host.
    public var reclaimMinimizedWindowsAfter: Duration? = .seconds(600)

    /// The user focuses the session's window (foreground active; a reclaimed session reconnects).
    public func focusWindow(_ session: UISceneSession) { running?.windowPolicy.windowFocused(session) }
    /// The session's window loses the focus (foreground inactive). The active window's loss is
    /// held for the window policy's focus hand-over grace (50 ms of ``advanceTime(by:)``): a
    /// ``focusWindow(_:)`` of another window meanwhile moves the focus inside the app (no
    /// app-wide willResignActive/didBecomeActive); else the scene resigns once the time passed
    /// (the focus went to another app).
    public func unfocusWindow(_ session: UISceneSession) { running?.windowPolicy.windowUnfocused(session) }
    /// The user minimizes the window: background, and the reclaim timer starts.
    public func minimizeWindow(_ session: UISceneSession) { running?.windowPolicy.windowMinimized(session) }
    /// The user restores the window: foreground active (reconnecting a reclaimed scene).
    public func restoreWindow(_ session: UISceneSession) { running?.windowPolicy.windowRestored(session) }
    /// The user clicks the window's close button: its session is discarded; for the last window
    /// the app quits (``lastWindowCloseQuitsDiscarding`` says whether the session is kept).
    public func closeWindow(_ session: UISceneSession) { running?.windowPolicy.windowCloseRequested(session) }
    /// The user starts the app again while it runs, with no argument: a new window (or the
    /// existing one comes forward in a single-scene app).
    public func launchAgain() { running?.windowPolicy.launchedAgain() }
    /// The user resizes or maximizes the session's window. The policy writes the geometry a
    /// moment later (``advanceTime(by:)``) and at quit, beside a store on disk.
    public func resizeWindow(_ session: UISceneSession, to geometry: WindowGeometry) {
        running?.windowPolicy.windowGeometryChanged(session, to: geometry)
    }
    /// The geometry the session's window opens with (`nil`: the host's default size).
    public func windowGeometry(of session: UISceneSession) -> WindowGeometry? {
        engine?.windowPolicy.geometry(for: session)
    }
    /// Whether the window manager keeps a window opened minimized (a minimized session that
    /// ``restoresEverySessionAtLaunch`` brings back) minimized. `false` plays one that shows it
    /// anyway: once the window policy's settle time has passed (1.5 s of ``advanceTime(by:)``) its
    /// scene comes to the foreground, as on the GTK host.
    public var minimizedWindowsStayMinimized: Bool {
        get { host.minimizedWindowsStayMinimized }
        set { host.minimizedWindowsStayMinimized = newValue }
    }
    /// Time passes: every timer due in `duration` fires, in order (a minimized window's reclaim).
    public func advanceTime(by duration: Duration) { scheduler.advance(by: duration) }
    /// How many windows the app shows (connected scenes plus placeholders of reclaimed ones).
    public var windowCount: Int { engine?.phase == .running ? engine?.windowPolicy.windowCount ?? 0 : 0 }

    /// The user asks for a new window.
    public func openNewWindow(userActivity: NSUserActivity? = nil) {
        running?.openNewScene(userActivity: userActivity)
    }

    /// The system sends the session's scene to the background (iOS: the user goes to the Home
    /// Screen). No reclaim timer starts (``minimizeWindow(_:)`` is the desktop's minimize); with
    /// ``dontKeepScenes`` the scene disconnects in the same step.
    public func moveToBackground(_ session: UISceneSession) {
        running?.windowPolicy.sceneSentToBackground(session)
    }

    /// The session's window is shown and focused: it ends foreground active. A disconnected
    /// session reconnects first.
    public func moveToForeground(_ session: UISceneSession) {
        running?.moveToForeground(session)
    }

    /// Another window took focus: the session's scene becomes foreground inactive.
    public func deactivate(_ session: UISceneSession) {
        running?.deactivate(session)
    }

    /// The system reclaims memory (the window policy's memory pressure): every background scene
    /// is disconnected; sessions stay.
    public func reclaimMemory() {
        running?.windowPolicy.memoryPressure()
    }

    /// The system disconnects one session's scene (for example, after it stayed in the background
    /// too long), from any state, through the background; the session stays.
    public func disconnect(_ session: UISceneSession) {
        running?.disconnect(session)
    }

    /// The user closes the session (for example, in the app switcher): it is discarded; when its
    /// window was the app's last, the app then quits, as on iPadOS (the window policy's rule,
    /// the same as ``closeWindow(_:)``'s).
    public func closeSession(_ session: UISceneSession) {
        running?.windowPolicy.sessionCloseRequested(session)
    }

    /// The user closes a session by its identifier. While the app runs, as ``closeSession(_:)``;
    /// while it is not running (the app switcher on iOS, `scenectl sessions discard` here), the
    /// session is marked in the store and the app delegate hears about it in
    /// `application(_:didDiscardSceneSessions:)` shortly after the next launch, once.
    public func closeSession(persistentIdentifier: String) {
        if let engine, engine.phase == .running {
            guard let session = engine.session(withIdentifier: persistentIdentifier) else {
                lifecycleTrace.record(.error, "SimulatedDevice.closeSession", detail: "no open session \(persistentIdentifier)")
                return
            }
            engine.windowPolicy.sessionCloseRequested(session)
            return
        }
        lifecycleTrace.record(.intent, "closeSession", session: persistentIdentifier, detail: "while the app is not running")
        store.markDiscarded(persistentIdentifier: persistentIdentifier)
    }

    /// The process ends; sessions are kept.
    public func terminate() {
        engine?.terminate()
    }

    /// The process is killed (`SIGKILL`, a crash, iOS ending a suspended app): no delegate
    /// method and no notification runs, and the app's objects are released. The next
    /// ``launch()`` finds the sessions as they were last saved. Every save handed to the store
    /// before the kill counts as written (a real process loses what its store had not yet
    /// written: at most the last 100 ms, docs/STORE.md). Notification observers the app
    /// registered with closures stay registered, as the process is simulated, not ended.
    public func kill() {
        guard let engine, engine.phase != .terminated, engine.phase != .notLaunched else {
            lifecycleTrace.record(.error, "SimulatedDevice.kill()", detail: "the app is not running: nothing to kill")
            return
        }
        engine.kill()
    }

    /// A new process: terminates the app if it runs, then launches it again with new objects.
    /// Refused (an `error` event, nothing happens) when called from inside a lifecycle callback
    /// or notification observer: the old launch would still be on the stack.
    public func relaunch() {
        if let engine, engine.isInsideAppCode {
            engine.reportMisuse("SimulatedDevice.relaunch()", "called from inside a lifecycle callback or notification observer; the app keeps running. Relaunch after the callback returns (a crash inside a callback is SimulatedDevice.kill()).")
            return
        }
        terminate()
        launch()
    }

    /// A URL opened from outside the app (a link, `scenectl`, a second launch). When the app is not
    /// running it launches with the URL: the scene that connects for it finds it in
    /// `connectionOptions.urlContexts`. When it runs, the URL is routed by the scenes' activation
    /// conditions (docs/ROUTING.md).
    public func open(_ url: URL, sourceApplication: String? = nil, openInPlace: Bool = false) {
        if let engine, engine.phase == .running {
            engine.openURL(url, sourceApplication: sourceApplication, openInPlace: openInPlace)
        } else {
            launch(with: .url(url, sourceApplication: sourceApplication, openInPlace: openInPlace))
        }
    }

    /// An activity handed to the app from outside (Handoff, a shortcut). When the app is not running
    /// it launches with it (in `connectionOptions.userActivities`); when it runs, it is routed by the
    /// scenes' activation conditions.
    public func continueActivity(_ activity: NSUserActivity) {
        if let engine, engine.phase == .running {
            engine.continueUserActivity(activity)
        } else {
            launch(with: .activity(activity))
        }
    }

    /// The user chooses a quick action (`UIApplicationShortcutItemType`; on the desktop an action
    /// of the app's desktop entry). When the app is not running it launches with it: the scene
    /// that connects finds it in `connectionOptions.shortcutItem` (legacy: `launchOptions`). When
    /// it runs, the scene it is routed to comes to the foreground and gets
    /// `windowScene(_:performActionFor:completionHandler:)`.
    public func performQuickAction(type: String) {
        if let engine, engine.phase == .running {
            engine.performQuickAction(type: type)
        } else {
            launch(with: .shortcut(type: type))
        }
    }

    /// The quick actions the desktop would offer now: the Info.plist's, then `UIApplication.shortcutItems`.
    public var quickActions: [UIApplicationShortcutItem] { running?.availableQuickActions ?? [] }

    private func launch(with event: SceneEngine.LaunchEvent) {
        if let engine, engine.phase != .terminated, engine.phase != .notLaunched { return }
        let engine = SceneEngine(appDelegate: appDelegateType, info: info, store: store, trace: lifecycleTrace)
        configure(engine)
        self.engine = engine
        engine.launch(with: event)
    }

    /// Legacy mode: the whole app goes to the background.
    public func moveApplicationToBackground() { running?.moveApplicationToBackground() }
    /// Legacy mode: the whole app comes back to the foreground.
    public func moveApplicationToForeground() { running?.moveApplicationToForeground() }
    /// Legacy mode: the app loses focus but stays visible.
    public func deactivateApplication() { running?.deactivateApplication() }

    var running: SceneEngine? {
        guard let engine, engine.phase == .running else {
            lifecycleTrace.record(.error, "SimulatedDevice", detail: "the app is not running: call launch() first")
            return nil
        }
        return engine
    }
}

/// Why a simulated device could not be created.
public enum SimulatedDeviceError: Error, CustomStringConvertible {
    case unreadableInfoPlist(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadableInfoPlist(let path, let reason):
            "\(path): cannot read the Info.plist: \(reason). Pass an XML or binary property list whose root is a dictionary."
        }
    }
}
