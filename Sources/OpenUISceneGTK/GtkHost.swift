internal import CGtk
import Foundation
import OpenUIScene
internal import OpenUISceneManifest

/// The GTK 4 host: one `GtkWindow` per connected `UIWindowScene`, window events turned into
/// engine intents, engine requests turned into window calls. It holds no lifecycle rules: it
/// only decides *which* intent a window event is (see docs/GTK.md for the table).
///
/// An app does not create it: linking the `OpenUISceneGTK` product installs it before `main`
/// runs (a C constructor calls ``install(_:)``), and `@main`/`UIApplicationMain` then run the
/// app on it. Call ``install(_:)`` yourself only to change the ``GtkHostConfiguration``.
@MainActor
public final class GtkHost {
    /// Makes the GTK host the one real apps run on; `@main` and `UIApplicationMain` use it.
    /// Linking the product already did this with ``GtkHostConfiguration/fromEnvironment(_:)``;
    /// calling it again (before `main` hands over) replaces the configuration.
    public static func install(_ configuration: GtkHostConfiguration = .fromEnvironment()) {
        ApplicationRunner.install { engine in
            let host = GtkHost(engine: engine, configuration: configuration)
            host.run()
        }
    }

    let engine: SceneEngine
    let configuration: GtkHostConfiguration
    private(set) var application: UnsafeMutablePointer<GtkApplication>?
    /// Windows by session identifier.
    private(set) var records: [String: WindowRecord] = [:]
    /// Legacy mode (no scene manifest): the one window showing the app delegate's `window`.
    private var legacyRecord: WindowRecord?
    /// The `UIWindow` the legacy window shows.
    private weak var legacyWindow: UIWindow?
    /// The live channel's session field for the legacy window.
    static let legacyWindowID = "legacy-window"
    /// Whether the app was launched (the first activation or `open`).
    private(set) var launched = false
    private(set) var quitting = false
    /// Whether a window painted its first frame (or the deferred checks' delay passed).
    private var hasPaintedAFrame = false
    /// The desktop's colour-scheme preference (GtkHost+Desktop.swift).
    var appearance: DesktopAppearance?
    /// The legacy window's content, for a restyle.
    var legacyRecordContent: WindowContent? { legacyRecord?.content }
    let live = LiveEventChannel()
    /// A quick action from `--shortcut` waiting for the launch (GtkHost+Actions.swift).
    var pendingShortcut: String?
    /// The main menu as a GMenu, for the header bars (GtkHost+Chrome.swift).
    var desktopMenu: DesktopMenu?

    init(engine: SceneEngine, configuration: GtkHostConfiguration) {
        self.engine = engine
        self.configuration = configuration
    }

    // MARK: - Main loop

    /// Runs the GLib main loop until the app quits. Returns after `engine.terminate()`.
    func run() {
        engine.host = self
        engine.windowPolicy.configuration.lastWindowClose = configuration.lastWindowClose == .discardAndQuit ? .discardAndQuit : .quitKeepingSession
        engine.windowPolicy.configuration.reclaimBackgroundScenesAfter = configuration.reclaimBackgroundScenesAfter
        engine.backgroundTaskTimeLimit = configuration.backgroundTaskTimeLimit
        // The app delegate check reads the executable's symbol table: after the first frame, not
        // beside it (docs/GTK.md "Benchmark").
        engine.lifecycleChecks.defersAppDelegateCheck = true
        // The in-memory trace serves OPENUISCENE_TRACE (written whole at termination) and the live
        // channel (what it has not written yet); without them an app would keep every event of
        // its life (up to LifecycleTrace's 200,000 events / 64 MiB of text).
        if ProcessContext.environment("OPENUISCENE_TRACE")?.isEmpty ?? true {
            if let live { live.dropsWrittenEvents = true } else { engine.trace.isEnabled = false }
        }
        GLibSignal.afterCallback = { [weak self] in self?.flush() }
        MainQueueBridge.afterDrain = { [weak self] in self?.flush() }
        MainQueueBridge.install()

        announceApplicationName()
        let identifier = applicationIdentifier()
        // The launch's URLs arrive through `open` also without single instance: GLib then emits
        // it in this process.
        var flags = G_APPLICATION_DEFAULT_FLAGS.rawValue | G_APPLICATION_HANDLES_OPEN.rawValue
        if identifier == nil || !configuration.singleInstance {
            flags |= G_APPLICATION_NON_UNIQUE.rawValue
        }
        flags |= serviceFlag()  // started by D-Bus for an action (GtkHost+Notifications.swift)
        guard let app = Self.makeApplication(identifier: identifier, flags: GApplicationFlags(rawValue: flags)) else {
            FileHandle.standardError.write(Data("OpenUISceneGTK: gtk_application_new failed\n".utf8))
            return
        }
        application = app
        let raw = UnsafeMutableRawPointer(app)
        Self.forwardLaunchToken(of: raw)  // GtkHost+Activation.swift
        GLibSignal.connect(raw, "startup") { [weak self] in self?.startup() }
        GLibSignal.connect(raw, "activate") { [weak self] in self?.activate() }
        GLibSignal.connectOpen(raw) { [weak self] uris in self?.open(uris) }
        // A parent may have blocked these signals (a blocked mask is inherited across exec):
        // GLib's handlers only run for delivered signals.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGUSR1] { sigaddset(&unblocked, signal) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        for signal in [SIGTERM, SIGINT, SIGHUP] {
            GLibSignal.onUnixSignal(signal) { [weak self] in self?.quit() }
        }
        GLibSignal.onUnixSignal(SIGUSR1) { [weak self] in self?.reclaimMemory() }

        // Only the non-option arguments go to GApplication: they are the URLs and files to
        // open (`open` signal); options stay the app's own business. One that is not a URL is
        // refused here, in the launching process, with a message: it would otherwise vanish
        // (GLib hands it over, the running app cannot read it).
        let (shortcut, others) = Self.shortcutArgument(in: Array(CommandLine.arguments.dropFirst()))
        if shortcut?.isEmpty == true { Self.refuseEmptyShortcut() }
        let candidates = others.filter { !$0.hasPrefix("-") }
        let refused = candidates.filter { Self.url(fromArgument: $0) == nil }
        for argument in refused {
            FileHandle.standardError.write(Data("\(URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent): \"\(argument)\" is not a URL or file this app can open (it is not a valid URL: check the brackets, spaces and % escapes, or quote it); it was ignored.\n".utf8))
        }
        if !refused.isEmpty, refused.count == candidates.count {
            exit(64) // EX_USAGE: nothing left to open
        }
        let arguments = [CommandLine.arguments.first ?? "app"] + candidates.filter { Self.url(fromArgument: $0) != nil }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let passed = Int32(arguments.count)
        // `--shortcut TYPE` with the app already running: handed over, nothing more here.
        if let shortcut, forwardShortcutIfRemote(shortcut) {
            g_object_unref(raw)
            application = nil
            GLibSignal.afterCallback = nil
            return
        }
        _ = argv.withUnsafeMutableBufferPointer { buffer in
            g_application_run(oui_application(raw), passed, passed > 0 ? buffer.baseAddress : nil)
        }
        if launched, !quitting { quit() }
        flush()
        g_object_unref(raw)
        application = nil
        GLibSignal.afterCallback = nil
    }

    /// The `GtkApplication`, with no GResources to load (`gtk/menus.ui`, `icons/` under the app
    /// id's path; the host has none): adding that icon path made GTK load the icon theme a
    /// second time, on the main thread, before the first frame (docs/GTK.md "Benchmark").
    static func makeApplication(identifier: String?, flags: GApplicationFlags) -> UnsafeMutablePointer<GtkApplication>? {
        guard let app = gtk_application_new(identifier, flags) else { return nil }
        g_application_set_resource_base_path(oui_application(UnsafeMutableRawPointer(app)), nil)
        return app
    }

    /// A command-line argument as the URL the app will get: a URL with a scheme, or a file path.
    static func url(fromArgument argument: String) -> URL? {
        if argument.contains("://") || hasScheme(argument) {
            return URL(string: argument)
        }
        return URL(fileURLWithPath: argument)
    }

    /// Whether `argument` starts with a URL scheme and its colon (`^[A-Za-z][A-Za-z0-9+.-]*:`),
    /// checked by hand: a regular expression cost 3 M instructions a call at start-up
    /// (docs/GTK.md "Benchmark").
    static func hasScheme(_ argument: String) -> Bool {
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        var bytes = argument.utf8.makeIterator()
        guard let first = bytes.next(), isLetter(first) else { return false }
        while let byte = bytes.next() {
            if byte == UInt8(ascii: ":") { return true }
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard isLetter(byte) || isDigit || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") else { return false }
        }
        return false
    }

    /// The `GApplication` id: the Info.plist's `CFBundleIdentifier` (build settings expanded) when
    /// it is a valid application id; otherwise a message says why (GtkHostConfiguration.swift).
    private func applicationIdentifier() -> String? {
        let (identifier, message) = GtkHostConfiguration.applicationIdentifier(bundleIdentifier: engine.info.bundleIdentifier, infoPlistPath: engine.info.sourcePath)
        if let message { FileHandle.standardError.write(Data((message + "\n").utf8)) }
        guard let identifier, g_application_id_is_valid(identifier) != 0 else { return nil }
        return identifier
    }

    private func startup() {
        // Keeps the loop running with no window (legacy mode, or between a reclaim and a
        // reconnect); the host quits explicitly (``quit()``).
        if let application { g_application_hold(oui_application(application)) }
        startAppearance()
        installNotificationAction()
        installActions()
        MemoryPressureMonitor.start { [weak self] in self?.reclaimMemory() }
    }

    /// First activation launches the app; later ones come from a second launch of the app
    /// with no argument: a new window when the app supports multiple scenes, else the
    /// existing window is raised.
    private func activate() {
        guard launched else { return launch(with: pendingShortcut.map { .shortcut(type: $0) }) }
        engine.windowPolicy.launchedAgain()
    }

    /// URLs or files from the command line, or handed over by a second launch: the first
    /// launches the app with it (in the new scene's connection options), the others are routed
    /// by the engine's activation rules (docs/ROUTING.md).
    private func open(_ uris: [String]) {
        var urls: [URL] = []
        for uri in uris {
            if let url = URL(string: uri) {
                urls.append(url)
            } else {
                // Handed over by a launch that did not check it: said, not dropped.
                engine.reportMisuse("open", "\"\(uri)\" was handed to the app but is not a valid URL; it was ignored.")
            }
        }
        if !launched {
            let first = urls.isEmpty ? nil : urls.removeFirst()
            launch(with: first.map { .url($0, sourceApplication: nil, openInPlace: false) })
        }
        for url in urls { engine.openURL(url) }
    }

    func launch(with event: SceneEngine.LaunchEvent? = nil) {
        launched = true
        pendingShortcut = nil
        engine.launch(with: event)
        flush()
        // The checks deferred past the first frame run then (``firstFramePainted()``), or after
        // this delay when no window paints (every scene in the background, or none).
        GLibSignal.after(milliseconds: Self.deferredChecksDelay) { [weak self] in self?.firstFramePainted() }
    }

    /// How long after the launch the deferred launch checks run when no window painted.
    static let deferredChecksDelay: UInt32 = 2_000

    /// The first frame of the run is on screen: what the engine deferred past it runs now.
    private func firstFramePainted() {
        guard !hasPaintedAFrame else { return }
        hasPaintedAFrame = true
        // When the loop is idle: after the windows a launch opens at once are drawn.
        GLibSignal.onIdle { [weak self] in self?.engine.runDeferredLaunchChecks() }
    }

    /// Quits the app: `engine.terminate()` (sessions kept), every window goes, the loop ends.
    func quit() {
        guard !quitting else { return }
        quitting = true
        for record in records.values { reportGeometry(of: record) }
        if launched { engine.terminate() }
        for record in Array(records.values) { destroy(record) }
        if let legacyRecord { destroy(legacyRecord) }
        flush()
        appearance?.stop()
        if let application { g_application_quit(oui_application(application)) }
    }

    /// SIGUSR1 or the kernel's memory-pressure notice: the window policy reclaims background scenes.
    private func reclaimMemory() {
        guard launched, !quitting else { return }
        engine.windowPolicy.memoryPressure()
    }

    func flush() {
        refreshDesktopMenu()
        live?.flush(engine.trace)
    }

    // MARK: - Windows

    private func createWindow(for scene: UIScene) -> WindowRecord {
        let record = createWindow(identifier: scene.session.persistentIdentifier)
        restoreGeometry(of: record)
        updateTitle(record, scene: scene)
        let raw = record.window
        record.content = WindowContent(scene: scene) { widget in
            gtk_window_set_child(oui_window(raw), widget.map { oui_widget($0) })
        }
        return record
    }

    /// A GTK window of the app with the host's signal handlers; the caller fills it.
    private func createWindow(identifier: String) -> WindowRecord {
        let window = gtk_window_new()!
        let raw = UnsafeMutableRawPointer(window)
        let record = WindowRecord(sessionID: identifier, window: raw)
        reportBackgroundObservation(of: raw, session: identifier)  // GtkHost+Visibility.swift
        if let application { gtk_window_set_application(oui_window(raw), application) }
        gtk_window_set_default_size(oui_window(raw), gint(configuration.defaultWindowWidth), gint(configuration.defaultWindowHeight))

        GLibSignal.connectBool(raw, "close-request") { [weak self, weak record] in
            guard let self, let record else { return false }
            self.closeRequested(record)
            return true
        }
        GLibSignal.connectNotify(raw, "is-active") { [weak self, weak record] in
            guard let self, let record else { return }
            self.activeChanged(record)
        }
        // Every resize goes to the window policy, which keeps the geometry (and `resized` on the
        // live channel: tests wait for it).
        for property in ["default-width", "default-height", "maximized", "fullscreened"] {
            GLibSignal.connectNotify(raw, property) { [weak self, weak record] in
                guard let self, let record, self.isShown(record), let geometry = self.reportGeometry(of: record) else { return }
                let states = (geometry.maximized ? " maximized" : "") + (geometry.fullscreen ? " fullscreen" : "")
                self.live?.window("resized", session: record.sessionID, detail: "\(geometry.width)x\(geometry.height)\(states)", trace: self.engine.trace)
            }
        }
        GLibSignal.connect(raw, "realize") { [weak self, weak record] in
            guard let self, let record else { return }
            self.realized(record)
        }
        GLibSignal.connect(raw, "map") { [weak self, weak record] in
            guard let self, let record, self.isShown(record) else { return }
            if let surface = gtk_native_get_surface(OpaquePointer(record.window)) {
                record.xid = UInt(oui_surface_xid(surface))
            }
            self.restorePosition(of: record)
            self.live?.window("mapped", session: record.sessionID, detail: String(record.xid), trace: self.engine.trace)
            self.watchFirstPaint(record)
        }
        return record
    }

    /// Reports the window's first painted frame (`painted` on the live channel); the run's first
    /// one also runs the checks the engine deferred past it.
    private func watchFirstPaint(_ record: WindowRecord) {
        guard live != nil || !hasPaintedAFrame, !record.hasPainted, let clock = gtk_widget_get_frame_clock(oui_widget(record.window)) else { return }
        let clockPointer = UnsafeMutableRawPointer(clock)
        var handler: UInt = 0
        handler = GLibSignal.connect(clockPointer, "after-paint") { [weak self, weak record] in
            if handler != 0 { g_signal_handler_disconnect(clockPointer, gulong(handler)) }
            handler = 0
            guard let self, let record, !record.hasPainted, self.isShown(record) else { return }
            record.hasPainted = true
            self.live?.window("painted", session: record.sessionID, trace: self.engine.trace)
            self.firstFramePainted()
        }
    }

    private func realized(_ record: WindowRecord) {
        guard let surface = gtk_native_get_surface(OpaquePointer(record.window)) else { return }
        record.surface = UnsafeMutableRawPointer(surface)
        GLibSignal.connectNotify(UnsafeMutableRawPointer(surface), "state") { [weak self, weak record] in
            guard let self, let record else { return }
            self.surfaceStateChanged(record)
        }
    }

    private func updateTitle(_ record: WindowRecord, scene: UIScene?) {
        var title = scene?.title ?? ""
        if title.isEmpty { title = record.lastTitle ?? displayName }
        record.lastTitle = title
        gtk_window_set_title(oui_window(record.window), title)
        updateHeaderBar(record, scene: scene)
    }

    private func destroy(_ record: WindowRecord) {
        if record === legacyRecord {
            legacyRecord = nil
        } else {
            guard records[record.sessionID] === record else { return }
            reportGeometry(of: record)
            records[record.sessionID] = nil
        }
        live?.window("destroyed", session: record.sessionID, trace: engine.trace)
        gtk_window_destroy(oui_window(record.window))
    }

    // MARK: - Window geometry (kept by the window policy)

    /// A reconnecting session's window opens as the user left it.
    private func restoreGeometry(of record: WindowRecord) {
        guard let session = engine.session(withIdentifier: record.sessionID),
              let saved = engine.windowPolicy.geometry(for: session) else { return }
        gtk_window_set_default_size(oui_window(record.window), gint(saved.width), gint(saved.height))
        if saved.maximized { gtk_window_maximize(oui_window(record.window)) }
        if saved.fullscreen { gtk_window_fullscreen(oui_window(record.window)) }
    }

    /// On X11, a reconnecting session's window goes back where it was, once mapped (GTK 4 has no
    /// move API: ``WindowPlacement``); a maximized or fullscreen window is placed by those states.
    private func restorePosition(of record: WindowRecord) {
        guard !record.hasBeenPlaced else { return }
        record.hasBeenPlaced = true
        guard let session = engine.session(withIdentifier: record.sessionID),
              let saved = engine.windowPolicy.geometry(for: session), let position = saved.position,
              !saved.maximized, !saved.fullscreen else { return }
        WindowPlacement.move(record.window, to: position)
    }

    /// Tells the policy the window's size (GTK 4 keeps the default size in step with the user's
    /// resizing) and whether it is maximized.
    @discardableResult
    private func reportGeometry(of record: WindowRecord) -> WindowGeometry? {
        guard record !== legacyRecord, let session = engine.session(withIdentifier: record.sessionID) else { return nil }
        var width: gint = 0
        var height: gint = 0
        gtk_window_get_default_size(oui_window(record.window), &width, &height)
        guard width > 0, height > 0 else { return nil }
        let maximized = gtk_window_is_maximized(oui_window(record.window)) != 0
        let fullscreen = gtk_window_is_fullscreen(oui_window(record.window)) != 0
        // The position is that of the window as the user placed it: a maximized or fullscreen
        // window keeps the one it had before, and so does one not mapped yet.
        let saved = engine.windowPolicy.geometry(for: session)?.position
        let position = maximized || fullscreen || gtk_widget_get_mapped(oui_widget(record.window)) == 0
            ? saved
            : WindowPlacement.position(of: record.window) ?? saved
        let geometry = WindowGeometry(width: Int(width), height: Int(height), maximized: maximized, fullscreen: fullscreen, position: position)
        engine.windowPolicy.windowGeometryChanged(session, to: geometry)
        return geometry
    }

    /// Whether the record is the live window of an open session.
    private func isCurrent(_ record: WindowRecord) -> Bool {
        records[record.sessionID] === record && !quitting
    }

    /// Whether the record's window is on screen for a session or for the legacy app window.
    private func isShown(_ record: WindowRecord) -> Bool {
        records[record.sessionID] === record || legacyRecord === record
    }

    private func session(of record: WindowRecord) -> UISceneSession? {
        engine.session(withIdentifier: record.sessionID)
    }

    // MARK: - Window events → intents

    /// Focus in or out: the window policy decides (docs/LIFECYCLE.md "Windows").
    private func activeChanged(_ record: WindowRecord) {
        if record === legacyRecord { return legacyActiveChanged(record) }
        guard isCurrent(record), let session = session(of: record) else { return }
        if readActive(record) {
            engine.windowPolicy.windowFocused(session)
        } else {
            engine.windowPolicy.windowUnfocused(session)
        }
    }

    /// Whether the window has the focus, reported on the live channel (`focused`/`unfocused`).
    fileprivate func readActive(_ record: WindowRecord) -> Bool {
        let active = gtk_window_is_active(oui_window(record.window)) != 0
        live?.window(active ? "focused" : "unfocused", session: record.sessionID, trace: engine.trace)
        return active
    }

    /// The window's new minimized state when it changed (recorded and reported on the live
    /// channel as `minimized`/`restored`), else nil.
    fileprivate func readMinimizedChange(_ record: WindowRecord) -> Bool? {
        guard let surface = record.surface else { return nil }
        // Minimized, or on GTK ≥ 4.12 suspended too (GtkHost+Visibility.swift).
        let minimized = gdk_toplevel_get_state(oui_toplevel(surface)).rawValue & Self.backgroundObservation(of: record.window).stateMask != 0
        if record.awaitingMinimize { return nil }  // reported once it settled (`didConnect`)
        guard minimized != record.isMinimized else { return nil }
        record.isMinimized = minimized
        live?.window(minimized ? "minimized" : "restored", session: record.sessionID, trace: engine.trace)
        return minimized
    }

    /// Minimized or restored: the window policy decides (background, the reclaim timer).
    private func surfaceStateChanged(_ record: WindowRecord) {
        if record === legacyRecord { return legacyStateChanged(record) }
        guard isCurrent(record), let minimized = readMinimizedChange(record), let session = session(of: record) else { return }
        if minimized {
            engine.windowPolicy.windowMinimized(session)
        } else {
            engine.windowPolicy.windowRestored(session)
        }
    }

    /// The user closed the window: the window policy decides (discard, or quit for the last one).
    private func closeRequested(_ record: WindowRecord) {
        live?.window("closeRequested", session: record.sessionID, trace: engine.trace)
        if record === legacyRecord { return engine.windowPolicy.legacyWindowCloseRequested() }
        guard isCurrent(record) else { return }
        guard let session = session(of: record) else { return destroy(record) }
        if engine.windowPolicy.windowCloseRequested(session) == .discarded {
            destroy(record) // a session without a scene (a placeholder) has no didDisconnect
        }
    }
}

// MARK: - Legacy mode: the app delegate's window

extension GtkHost {
    /// The app's window was shown or got a new root view controller: the first time it is
    /// visible it gets a GTK window; later changes re-render that window's content.
    package func engine(_ engine: SceneEngine, legacyWindowDidChange window: UIWindow) {
        if let legacyRecord, window === legacyWindow {
            legacyRecord.content?.render()
            return
        }
        guard !window.isHidden, !quitting else { return }
        // The first visible window gets a GTK window; a new one made visible later (the app
        // replaced its `window`) takes the same GTK window over.
        let record = legacyRecord ?? createWindow(identifier: Self.legacyWindowID)
        updateTitle(record, scene: nil)
        let raw = record.window
        record.content = WindowContent(window: window) { widget in
            gtk_window_set_child(oui_window(raw), widget.map { oui_widget($0) })
        }
        legacyWindow = window
        if legacyRecord == nil {
            legacyRecord = record
            gtk_window_present(oui_window(raw))
        }
    }

    /// Focus in → the app becomes active; focus out → inactive (UIKit's legacy callbacks).
    fileprivate func legacyActiveChanged(_ record: WindowRecord) {
        guard !quitting else { return }
        if readActive(record) {
            engine.windowPolicy.legacyWindowFocused()
        } else {
            engine.windowPolicy.legacyWindowUnfocused()
        }
    }

    /// Minimized → the app enters the background; restored → foreground.
    fileprivate func legacyStateChanged(_ record: WindowRecord) {
        guard !quitting, let minimized = readMinimizedChange(record) else { return }
        if minimized {
            engine.windowPolicy.legacyWindowMinimized()
        } else {
            engine.windowPolicy.legacyWindowRestored()
        }
    }
}

// MARK: - Engine requests → windows

extension GtkHost: SceneHost {
    /// A scene connected: its window is shown and presented. A scene reconnecting while its
    /// window stands in minimized (see `didDisconnect`) fills that window with its new content,
    /// so the window keeps its place in the window manager's stacking and focus order;
    /// otherwise it gets a new window.
    package func engine(_ engine: SceneEngine, didConnect scene: UIScene) {
        let identifier = scene.session.persistentIdentifier
        if let old = records[identifier] {
            if old.isPlaceholder {
                old.isPlaceholder = false
                self.engine(engine, sceneContentDidChange: scene)
                live?.window("refilled", session: identifier, trace: engine.trace)
                gtk_window_present(oui_window(old.window))
                return
            }
            destroy(old)
        }
        let record = createWindow(for: scene)
        records[identifier] = record
        if scene.activationState == .background {
            // A stored session that was minimized comes back minimized (WindowPolicy's launch
            // restoration): shown, but not presented, which would un-minimize it.
            record.isMinimized = true
            record.awaitingMinimize = true
            gtk_window_minimize(oui_window(record.window))
            gtk_widget_set_visible(oui_widget(record.window), 1)
            // X11's dance for a window opened minimized is not the user: the window policy waits
            // for it to settle, then asks what the window manager made of it.
            engine.windowPolicy.windowOpenedMinimized(scene.session) { [weak self, weak record] in
                guard let self, let record, self.isCurrent(record) else { return true }
                record.awaitingMinimize = false
                let minimized = record.surface.map { gdk_toplevel_get_state(oui_toplevel($0)).rawValue & Self.backgroundObservation(of: record.window).stateMask != 0 } ?? false
                record.isMinimized = minimized
                self.live?.window(minimized ? "minimized" : "restored", session: record.sessionID, trace: self.engine.trace)
                return minimized
            }
        } else {
            gtk_window_present(oui_window(record.window))
        }
    }

    /// A scene disconnected. While the app runs and the window is minimized (a memory
    /// reclaim), the window stays as an empty, minimized placeholder: restoring it reconnects
    /// the session in a new window. Otherwise the window is destroyed.
    package func engine(_ engine: SceneEngine, didDisconnect scene: UIScene) {
        guard let record = records[scene.session.persistentIdentifier] else { return }
        if engine.windowPolicy.keepsPlaceholder(for: scene.session), !record.isDismissing, !quitting {
            record.content = nil
            gtk_window_set_child(oui_window(record.window), nil)
            record.isPlaceholder = true
            live?.window("placeholder", session: record.sessionID, trace: engine.trace)
        } else {
            destroy(record)
        }
    }

    package func engine(_ engine: SceneEngine, bringToFront session: UISceneSession, requestingScene: UIScene?) {
        guard let record = records[session.persistentIdentifier] else { return }
        present(record.window, session: record.sessionID)  // with the activation token: GtkHost+Activation.swift
    }

    /// `requestSceneSessionDestruction`: the window closes (now when the session has no scene,
    /// else when its scene disconnects).
    package func engine(_ engine: SceneEngine, dismiss session: UISceneSession, animation: UIWindowScene.DismissalAnimation) {
        guard let record = records[session.persistentIdentifier] else { return }
        record.isDismissing = true
        if session.scene == nil { destroy(record) }
    }

    package func engine(_ engine: SceneEngine, sceneContentDidChange scene: UIScene) {
        guard let record = records[scene.session.persistentIdentifier] else { return }
        updateTitle(record, scene: scene)
        if let content = record.content {
            content.render()
        } else {
            let window = record.window
            record.content = WindowContent(scene: scene) { widget in
                gtk_window_set_child(oui_window(window), widget.map { oui_widget($0) })
            }
        }
    }

    /// Only the title: re-rendering the content here would replace widgets the user is typing in.
    package func engine(_ engine: SceneEngine, sceneTitleDidChange scene: UIScene) {
        guard let record = records[scene.session.persistentIdentifier] else { return }
        updateTitle(record, scene: scene)
    }

    /// GTK keeps no snapshots of background windows: nothing to refresh (recorded in the trace).
    package func engine(_ engine: SceneEngine, refresh session: UISceneSession) {}

    /// The last window was closed: quit.
    package func engineDidRequestQuit(_ engine: SceneEngine) { quit() }

    package func engine(_ engine: SceneEngine, openExternalURL url: URL) -> Bool {
        var error: UnsafeMutablePointer<GError>?
        let launched = g_app_info_launch_default_for_uri(url.absoluteString, nil, &error)
        if let error { g_error_free(error) }
        return launched != 0
    }
}

/// One session's window.
@MainActor
final class WindowRecord {
    let sessionID: String
    /// The `GtkWindow *`.
    let window: UnsafeMutableRawPointer
    /// The `GdkSurface *` (a `GdkToplevel`) once realized.
    var surface: UnsafeMutableRawPointer?
    /// The window's child, as rendered from the key window's root view.
    var content: WindowContent?
    var xid: UInt = 0
    /// Its saved position was applied (X11, once mapped).
    var hasBeenPlaced = false
    var lastTitle: String?
    var isMinimized = false
    /// Opened minimized, and its state has not settled yet (`WindowPolicy.windowOpenedMinimized`):
    /// its minimized/restored changes are reported once it has.
    var awaitingMinimize = false
    var hasPainted = false
    /// The scene was reclaimed: the window is an empty stand-in until it is restored.
    var isPlaceholder = false
    /// The session is being discarded: no placeholder.
    var isDismissing = false
    /// The window's title bar (GtkHost+Chrome.swift); nil for the legacy window.
    var headerBar: HeaderBar?

    init(sessionID: String, window: UnsafeMutableRawPointer) {
        self.sessionID = sessionID
        self.window = window
    }

}
