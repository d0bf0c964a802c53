import Foundation

/// The rules about windows that UIKit leaves to the system, in one place for every host.
///
/// A host reports what the user did to a window (focused, unfocused, minimized, restored,
/// close requested, a second launch of the app, memory pressure); the policy turns each into the
/// engine's intents, decides what closing the last window does, when a background scene is
/// reclaimed (through the injected ``LifecycleScheduler``, never the wall clock), and whether a
/// reclaimed scene's window stays as a placeholder. The GTK host and the simulated device run the
/// same policy, so each rule has a headless test (docs/ARCHITECTURE.md, docs/LIFECYCLE.md
/// "Windows").
@MainActor
package final class WindowPolicy {
    /// What closing the application's last window does.
    package enum LastWindowClose: String, Sendable, Equatable {
        /// The app quits (`applicationWillTerminate`); the window's session is kept and comes back
        /// at the next launch, like every session when the app quits. The default.
        case quitKeepingSession = "keep"
        /// The window's session is discarded (`didDiscardSceneSessions`), then the app quits, as
        /// iPadOS does when the user closes an app's last window.
        case discardAndQuit = "discard"
    }

    /// Which stored sessions reconnect when the app launches.
    package enum LaunchRestoration: String, Sendable, Equatable {
        /// iOS: the sessions that were in the foreground (if none, the most recent one); the others
        /// stay in `openSessions` without a scene, as in the app switcher. The simulated device's default.
        case foregroundSessions
        /// The desktop: the same in the foreground, and every other stored session as a minimized
        /// window, so that no session is left that the user cannot see. The real hosts' default.
        case everySession
    }

    /// The policy's settings (a host's configuration fills them).
    package struct Configuration: Sendable, Equatable {
        /// Which stored sessions reconnect at launch.
        package var launchRestoration: LaunchRestoration = .everySession
        /// What closing the last window does. Closing any other window discards its session.
        package var lastWindowClose: LastWindowClose = .quitKeepingSession
        /// How long a minimized window's scene stays connected in the background before it is
        /// disconnected to reclaim memory; `nil` never, `.zero` at once ("don't keep scenes": then
        /// every scene that enters the background disconnects in the same step, whatever sent it
        /// there).
        package var reclaimBackgroundScenesAfter: Duration? = .seconds(600)
        /// How long a window opened minimized (a minimized session restored at launch) has to
        /// settle before the window system's word about it counts (``windowOpenedMinimized(_:isStillMinimized:)``).
        package var minimizedSettleTime: Duration = .milliseconds(1500)
        /// How long a focus loss that would leave the app with no active window is held
        /// (``windowUnfocused(_:)``): window systems report the old window losing the focus and
        /// the new one gaining it as two events, on GTK possibly in two turns of the main loop.
        /// If another of the app's windows gains the focus meanwhile, the focus moved inside the
        /// app (no app-wide resign/become-active); else the focus went to another app.
        package var focusHandOverGrace: Duration = .milliseconds(50)
        package init() {}
    }

    /// What the host must do after the user asked to close a window.
    package enum CloseOutcome: Equatable, Sendable {
        /// The session was discarded: the window goes.
        case discarded
        /// The app quit (the host's ``SceneHost/engineDidRequestQuit(_:)`` was called).
        case quit
        /// Nothing to do (the session is unknown or the app is not running).
        case ignored
    }

    package var configuration = Configuration()
    unowned let engine: SceneEngine
    package var scheduler: any LifecycleScheduler
    /// Sessions whose window is minimized (or hidden) right now.
    private(set) var minimized: Set<String> = []
    /// Sessions whose scene was reclaimed while the window stayed minimized: the window stands in,
    /// empty, until it is restored (then the session reconnects in it).
    private(set) var placeholders: Set<String> = []
    private var reclaimTimers: [String: LifecycleTimer] = [:]
    /// Windows opened minimized whose state has not settled yet (``windowOpenedMinimized(_:isStillMinimized:)``).
    private var settleTimers: [String: LifecycleTimer] = [:]
    /// Focus changes of other windows reported while a window opened minimized settles (the
    /// window manager moves the focus to it and back during its dance): the last word per
    /// session, applied once every such window has settled.
    private var heldFocus: [String: Bool] = [:]
    /// A focus loss held for ``Configuration/focusHandOverGrace``: the session and its timer.
    private var pendingFocusLoss: (identifier: String, timer: LifecycleTimer)?
    /// Legacy mode: the app's one window is minimized.
    private var legacyMinimized = false
    /// The windows' geometry, read from beside the store when first asked for (`nil`: no store
    /// folder, kept in memory for this launch).
    private var geometryStore: WindowGeometryStore?
    private var geometryInMemory: [String: WindowGeometry] = [:]
    private var geometryLoaded = false
    private var geometrySave: LifecycleTimer?
    /// How long after a window's last resize its geometry is written (a drag resizes many times).
    package static let geometrySaveDelay: Duration = .seconds(1)

    init(engine: SceneEngine, scheduler: any LifecycleScheduler) {
        self.engine = engine
        self.scheduler = scheduler
    }

    // MARK: - What the user did (hosts call these)

    /// The window took the focus: its scene becomes foreground active (reconnecting first if it
    /// was reclaimed). The focus of a minimized window is not the user's (restoring it is
    /// reported by ``windowRestored(_:)``): ignored, as is anything said about a window that is
    /// still settling.
    package func windowFocused(_ session: UISceneSession) {
        guard isRunning, !minimized.contains(session.persistentIdentifier), !isSettling(session) else { return }
        if !settleTimers.isEmpty {
            heldFocus[session.persistentIdentifier] = true
            return
        }
        // A held focus loss (this window's own, or another window's that now hands over) is
        // not a loss of the app's activity: the engine's hand-over resigns the other window.
        cancelPendingFocusLoss()
        cancelReclaim(session.persistentIdentifier)
        if session.scene?.lifecycleState != .foregroundActive { engine.moveToForeground(session) }
    }

    /// The window lost the focus: foreground inactive. The app's active window losing the focus
    /// is held for ``Configuration/focusHandOverGrace`` on the scheduler: if another window of
    /// the app gains the focus meanwhile (``windowFocused(_:)``), the engine sees one step, the
    /// focus moving from this window to that one (this scene foreground inactive, that one
    /// foreground active, no app-wide willResignActive/didBecomeActive); otherwise the focus went
    /// to another app and the scene resigns when the grace ends (the app's willResignActive).
    package func windowUnfocused(_ session: UISceneSession) {
        guard isRunning, !isSettling(session) else { return }
        if !settleTimers.isEmpty {
            heldFocus[session.persistentIdentifier] = false
            return
        }
        guard session.scene?.lifecycleState == .foregroundActive else { return }
        applyPendingFocusLoss()
        let identifier = session.persistentIdentifier
        guard configuration.focusHandOverGrace > .zero else { return engine.deactivate(session) }
        let timer = scheduler.schedule(after: configuration.focusHandOverGrace) { [weak self] in
            guard let self, self.pendingFocusLoss?.identifier == identifier else { return }
            self.applyPendingFocusLoss()
        }
        pendingFocusLoss = (identifier, timer)
    }

    /// Whether a focus loss is held (``windowUnfocused(_:)``).
    package var holdsFocusLoss: Bool { pendingFocusLoss != nil }

    /// The held focus loss counts now: the focus went to another app.
    private func applyPendingFocusLoss() {
        guard let pending = pendingFocusLoss else { return }
        pendingFocusLoss = nil
        pending.timer.cancel()
        guard isRunning, let session = engine.session(withIdentifier: pending.identifier),
              session.scene?.lifecycleState == .foregroundActive else { return }
        engine.deactivate(session)
    }

    private func cancelPendingFocusLoss() {
        pendingFocusLoss?.timer.cancel()
        pendingFocusLoss = nil
    }

    /// The window was minimized or hidden: its scene goes to the background, and the reclaim
    /// timer starts (with a zero delay the scene disconnects in the same step).
    package func windowMinimized(_ session: UISceneSession) {
        guard isRunning, !isSettling(session) else { return }
        let identifier = session.persistentIdentifier
        // Its own held focus loss is part of this step (resigning on the way to the background).
        if pendingFocusLoss?.identifier == identifier { cancelPendingFocusLoss() }
        minimized.insert(identifier)
        if let state = session.scene?.lifecycleState, state.isForeground {
            engine.moveToBackground(session, reclaimingAtOnce: reclaimsAtOnce)
        }
        scheduleReclaim(identifier)
    }

    /// The system (not a window event) sent the scene to the background: iOS's Home Screen, the
    /// simulated device's `moveToBackground`. No reclaim timer starts (that is a minimized
    /// window's rule); with a zero delay ("don't keep scenes") the scene disconnects in the same step.
    package func sceneSentToBackground(_ session: UISceneSession) {
        engine.moveToBackground(session, reclaimingAtOnce: reclaimsAtOnce)
    }

    /// The window was restored: the timer stops and the scene comes back to the foreground
    /// (a reclaimed one reconnects, in its placeholder window).
    package func windowRestored(_ session: UISceneSession) {
        guard isRunning, !isSettling(session) else { return }
        let identifier = session.persistentIdentifier
        minimized.remove(identifier)
        cancelReclaim(identifier)
        if session.scene?.lifecycleState != .foregroundActive { engine.moveToForeground(session) }
    }

    /// The user closed the window. Closing any window but the last discards its session; closing
    /// the last quits the app (``Configuration/lastWindowClose`` says whether its session is kept).
    @discardableResult
    package func windowCloseRequested(_ session: UISceneSession) -> CloseOutcome {
        closeRequested(session, from: .window)
    }

    /// The user closed the session in the app switcher (the simulated device's `closeSession`):
    /// it is discarded; when its window was the app's last, the app then quits, as iPadOS ends
    /// the process when the last window is swiped away (issue 22 item 16).
    @discardableResult
    package func sessionCloseRequested(_ session: UISceneSession) -> CloseOutcome {
        closeRequested(session, from: .appSwitcher)
    }

    /// Where the user closed a session.
    private enum CloseSource { case window, appSwitcher }

    /// The one rule for both: a session whose window is the app's last quits the app once it is
    /// closed (discarded first from the app switcher, or by the window's close button with
    /// `discardAndQuit`); any other session is discarded.
    private func closeRequested(_ session: UISceneSession, from source: CloseSource) -> CloseOutcome {
        guard isRunning else { return .ignored }
        guard engine.session(withIdentifier: session.persistentIdentifier) === session else {
            // The engine reports closing a session that is not open (the app switcher's call).
            if source == .appSwitcher { engine.discard(session) }
            return .ignored
        }
        let hasWindow = session.scene != nil || placeholders.contains(session.persistentIdentifier)
        if hasWindow, windowCount <= 1 {
            let discards = source == .appSwitcher || configuration.lastWindowClose == .discardAndQuit
            engine.trace.record(.intent, "closeLastWindow", session: session.persistentIdentifier,
                                detail: source == .appSwitcher ? "app switcher: \(LastWindowClose.discardAndQuit.rawValue)" : configuration.lastWindowClose.rawValue)
            if discards { engine.discard(session) }
            requestQuit()
            return .quit
        }
        engine.discard(session)
        return .discarded
    }

    /// Legacy mode (no scenes): the app's one window took or lost the focus, was minimized or
    /// restored, or was closed (which quits the app). The focus of the minimized window is not
    /// the user's: ignored until it is restored.
    package func legacyWindowFocused() { if isRunning, !legacyMinimized { engine.moveApplicationToForeground() } }
    package func legacyWindowUnfocused() { if isRunning { engine.deactivateApplication() } }
    package func legacyWindowMinimized() {
        guard isRunning else { return }
        legacyMinimized = true
        engine.moveApplicationToBackground()
    }
    package func legacyWindowRestored() {
        guard isRunning else { return }
        legacyMinimized = false
        engine.moveApplicationToForeground()
    }
    package func legacyWindowCloseRequested() {
        guard isRunning else { return }
        engine.trace.record(.intent, "closeLastWindow", detail: "legacy")
        requestQuit()
    }

    /// The app was launched again with no argument while it runs: a new window when it supports
    /// multiple scenes, else its window comes to the front.
    package func launchedAgain() {
        guard isRunning else { return }
        if engine.supportsMultipleScenes {
            engine.openNewScene()
        } else if let scene = engine.connectedScenesInOrder.first {
            engine.trace.record(.host, "bringToFront", session: scene.session.persistentIdentifier, detail: "second launch")
            engine.host?.engine(engine, bringToFront: scene.session, requestingScene: nil)
        }
    }

    /// The user chose Quit (the main menu, a desktop action): the app quits, sessions kept.
    package func quitRequested() {
        guard isRunning else { return }
        engine.trace.record(.intent, "quit")
        // Chosen from a menu item's action (app code on the stack): after it returns.
        engine.runOrDefer { [weak self] in self?.requestQuit() }
    }

    /// A window the host opened minimized (a minimized session restored at launch, its scene in
    /// the background) goes through a dance on some window systems (X11: marked minimized,
    /// unmarked when it maps, perhaps focused, then iconified): none of it is the user. For
    /// ``Configuration/minimizedSettleTime`` (on the injected scheduler) nothing the host reports
    /// about it counts, nor the focus moving away from and back to the app's other windows
    /// (the last focus change of each is applied once every such window has settled); then the
    /// host is asked whether it is still minimized: if the window system left it on screen, its
    /// scene comes to the foreground, as when it is restored.
    package func windowOpenedMinimized(_ session: UISceneSession, isStillMinimized: @escaping @MainActor () -> Bool) {
        guard isRunning else { return }
        let identifier = session.persistentIdentifier
        settleTimers.removeValue(forKey: identifier)?.cancel()
        settleTimers[identifier] = scheduler.schedule(after: configuration.minimizedSettleTime) { [weak self] in
            guard let self, self.settleTimers.removeValue(forKey: identifier) != nil, self.isRunning,
                  let session = self.engine.session(withIdentifier: identifier) else { return }
            let stillMinimized = isStillMinimized()
            self.engine.trace.record(.host, "settled", session: identifier, detail: stillMinimized ? "minimized" : "on screen")
            if !stillMinimized { self.windowRestored(session) }
            if self.settleTimers.isEmpty { self.applyHeldFocus() }
        }
    }

    /// The net focus change of each window while others settled: losses first, then gains.
    private func applyHeldFocus() {
        let held = heldFocus
        heldFocus.removeAll()
        let sessions = engine.sessionsInOrder.filter { held[$0.persistentIdentifier] != nil }
        for session in sessions where held[session.persistentIdentifier] == false { windowUnfocused(session) }
        for session in sessions where held[session.persistentIdentifier] == true { windowFocused(session) }
        // The settle time was the grace: a loss that no gain took over is the app's.
        applyPendingFocusLoss()
    }

    /// The system is short of memory: every background scene is disconnected now.
    package func memoryPressure() {
        guard isRunning else { return }
        engine.reclaimMemory()
    }

    /// The window's size or maximized state changed (the host reports every change; only real
    /// changes are kept). Written a moment later (``geometrySaveDelay``), and at quit, so that
    /// a window comes back as the user left it, also after a crash.
    package func windowGeometryChanged(_ session: UISceneSession, to geometry: WindowGeometry) {
        guard isRunning || engine.phase == .terminating, geometry.isPlausible,
              engine.session(withIdentifier: session.persistentIdentifier) === session else { return }
        loadGeometry()
        let identifier = session.persistentIdentifier
        if geometryStore != nil {
            guard geometryStore!.set(geometry, for: identifier) else { return }
        } else {
            guard geometryInMemory.updateValue(geometry, forKey: identifier) != geometry else { return }
        }
        guard geometrySave == nil, isRunning else { return }
        geometrySave = scheduler.schedule(after: Self.geometrySaveDelay) { [weak self] in
            self?.geometrySave = nil
            self?.saveGeometry()
        }
    }

    // MARK: - What the host asks

    /// The geometry a session's window opens with: as the user left it, or `nil` (the host's
    /// default size).
    package func geometry(for session: UISceneSession) -> WindowGeometry? {
        loadGeometry()
        return geometryStore?.geometry(of: session.persistentIdentifier) ?? geometryInMemory[session.persistentIdentifier]
    }

    /// Whether the session's window stays, empty and minimized, after its scene disconnected
    /// (a reclaim while minimized); restoring it reconnects the session in the same window.
    package func keepsPlaceholder(for session: UISceneSession) -> Bool {
        placeholders.contains(session.persistentIdentifier)
    }

    /// How many windows the app shows: connected scenes plus placeholders.
    package var windowCount: Int { engine.connectedScenes.count + placeholders.count }

    // MARK: - What the engine tells the policy

    func sceneDidConnect(_ session: UISceneSession) {
        placeholders.remove(session.persistentIdentifier)
    }

    /// A stored session came back as a minimized window at launch: its reclaim timer starts.
    func sceneConnectedInBackground(_ session: UISceneSession) {
        minimized.insert(session.persistentIdentifier)
        scheduleReclaim(session.persistentIdentifier)
    }

    func sceneDidDisconnect(_ session: UISceneSession, discarding: Bool) {
        let identifier = session.persistentIdentifier
        cancelReclaim(identifier)
        if !discarding, engine.phase == .running, minimized.contains(identifier) {
            placeholders.insert(identifier)
        }
    }

    func sessionDidEnd(_ identifier: String) {
        if pendingFocusLoss?.identifier == identifier { cancelPendingFocusLoss() }
        cancelReclaim(identifier)
        settleTimers.removeValue(forKey: identifier)?.cancel()
        heldFocus[identifier] = nil
        if settleTimers.isEmpty, !heldFocus.isEmpty { applyHeldFocus() }
        geometryStore?.remove(identifier)
        geometryInMemory[identifier] = nil
        minimized.remove(identifier)
        placeholders.remove(identifier)
    }

    /// The app quit (the geometry is written now) or was killed (only what was written counts).
    func engineDidTerminate(killed: Bool = false) {
        geometrySave?.cancel()
        geometrySave = nil
        if !killed { saveGeometry() }
        for timer in reclaimTimers.values { timer.cancel() }
        reclaimTimers.removeAll()
        for timer in settleTimers.values { timer.cancel() }
        settleTimers.removeAll()
        heldFocus.removeAll()
        cancelPendingFocusLoss()
        legacyMinimized = false
        placeholders.removeAll()
        minimized.removeAll()
    }

    // MARK: - Rules

    private var isRunning: Bool { engine.phase == .running }

    private func isSettling(_ session: UISceneSession) -> Bool { settleTimers[session.persistentIdentifier] != nil }

    /// "Don't keep scenes": a scene disconnects as it enters the background.
    private var reclaimsAtOnce: Bool { configuration.reclaimBackgroundScenesAfter == .zero }

    private func requestQuit() {
        engine.trace.record(.host, "quit")
        if let host = engine.host {
            host.engineDidRequestQuit(engine)
        } else {
            engine.terminate()
        }
    }

    private func scheduleReclaim(_ identifier: String) {
        cancelReclaim(identifier)
        guard let delay = configuration.reclaimBackgroundScenesAfter else { return }
        // A zero delay reclaimed the scene in the step that sent it to the background; a scene
        // already in the background (a placeholder, a window restored minimized) goes now.
        let fire: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            self.reclaimTimers[identifier] = nil
            guard self.isRunning, let session = self.engine.session(withIdentifier: identifier),
                  session.scene?.lifecycleState == .background else { return }
            self.engine.trace.record(.intent, "reclaimAfterDelay", session: identifier)
            self.engine.disconnect(session)
        }
        if delay <= .zero { return fire() }
        reclaimTimers[identifier] = scheduler.schedule(after: delay, fire)
    }

    private func loadGeometry() {
        guard !geometryLoaded else { return }
        geometryLoaded = true
        geometryStore = engine.stateDirectory.map { directory in
            WindowGeometryStore(directory: directory) { [engine] problem in
                engine.reportMisuse("window geometry", problem)
            }
        }
    }

    /// Writes the geometry of the windows whose sessions are open (others are dropped).
    private func saveGeometry() {
        guard geometryStore != nil else { return }
        do {
            try geometryStore!.save(keeping: Set(engine.openSessions.map(\.persistentIdentifier)))
        } catch {
            engine.reportMisuse("window geometry", "\(geometryStore!.url.path): the window sizes could not be saved (\(error)); windows open at their default size next time.")
        }
    }

    private func cancelReclaim(_ identifier: String) {
        reclaimTimers.removeValue(forKey: identifier)?.cancel()
    }
}
