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
    // The stored properties that the hot paths (a new scene, a background/foreground round trip)
    // read and write are `@exclusivity(unchecked)`: the engine is main-actor state whose
    // properties are never accessed while another access to them is under way (mutations go
    // through plain assignments and dictionary subscripts, never an `inout` that spans a call
    // into app code), and the run-time exclusivity checks were about a seventh of a new-scene
    // cycle (issue 22, `LifecycleBenchmarks`).
    /// Which lifecycle the app uses (UIKIT-REFERENCE §1).
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

    /// A new session's persistent identifier: a random (version 4) UUID in its usual form
    /// (`UUID().uuidString`: upper-case hexadecimal in 8-4-4-4-12 groups), formatted here because
    /// Foundation's `uuidString` goes through `snprintf`, which cost a seventh of a new-scene
    /// cycle (issue 22, `LifecycleBenchmarks`). Its random bits come from
    /// `IdentifierRandomness` (`UUID()` made three system calls for each).
    nonisolated package static func newSessionIdentifier() -> String {
        var random = IdentifierRandomness.shared.take16()
        withUnsafeMutableBytes(of: &random) { bytes in
            // RFC 4122 version 4, as `UUID()` sets it: the version nibble (byte 6) is 4, the
            // variant bits (byte 8) are 10.
            bytes[6] = (bytes[6] & 0x0F) | 0x40
            bytes[8] = (bytes[8] & 0x3F) | 0x80
        }
        return withUnsafeBytes(of: random) { bytes in
            String(unsafeUninitializedCapacity: 36) { buffer in
                func digit(_ value: UInt8) -> UInt8 { value < 10 ? 0x30 + value : 0x37 + value }
                var count = 0
                for (index, byte) in bytes.enumerated() {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        buffer[count] = UInt8(ascii: "-")
                        count += 1
                    }
                    buffer[count] = digit(byte >> 4)
                    buffer[count + 1] = digit(byte & 0x0F)
                    count += 2
                }
                return count
            }
        }
    }

    /// The engine whose app is running (the most recently launched one); `UIApplication.shared`
    /// and `UISceneConfiguration(name:sessionRole:)` read it.
    @exclusivity(unchecked) package internal(set) static weak var running: SceneEngine?

    package let info: InfoPlist
    package let trace: LifecycleTrace
    @exclusivity(unchecked) package weak var host: (any SceneHost)?
    @exclusivity(unchecked) package internal(set) var mode: Mode
    @exclusivity(unchecked) package internal(set) var phase: Phase = .notLaunched
    @exclusivity(unchecked) package internal(set) var application: UIApplication!
    @exclusivity(unchecked) var appDelegate: (any UIApplicationDelegate)?

    let appDelegateType: (UIResponder & UIApplicationDelegate).Type
    let store: any SessionStore

    /// The folder of this app instance's session store, when it is open on disk: hosts keep
    /// their own per-session state beside it (the GTK host: window sizes).
    package var stateDirectory: URL? {
        (store as? LazySessionStore)?.directory ?? (store as? FileSessionStore)?.directory
    }
    /// The rules about windows (last window closed, reclaim after a delay, placeholders, second
    /// launch), which every host runs through; its timers go through ``WindowPolicy/scheduler``.
    @exclusivity(unchecked) package private(set) var windowPolicy: WindowPolicy!
    /// Where the store's writer leaves the problems it meets, for the engine to log and trace.
    @exclusivity(unchecked) package var storeProblems: StoreProblemInbox?
    let resolver: ClassResolver
    /// Info.plist configurations already resolved, by role and name (``resolvedConfiguration(named:role:)``).
    @exclusivity(unchecked) var resolvedConfigurations: [ResolvedConfigurationKey: ConfigurationCacheEntry] = [:]
    let makeIdentifier: () -> String
    let logger = Logger(label: "OpenUIScene.engine")

    /// Open sessions by persistent identifier.
    @exclusivity(unchecked) var sessions: [String: UISceneSession] = [:]
    /// The next session's place in the creation order (`UISceneSession.creationSequence`, for
    /// stable listings).
    @exclusivity(unchecked) var nextSessionSequence = 0
    /// Connected scenes, by their session (`ObjectIdentifier` of the `UISceneSession`, not its
    /// identifier string: with 1,000 sessions open, comparing identifier strings while probing
    /// the table was most of what a new scene cost more than with one, issue 22).
    @exclusivity(unchecked) var scenes: [ObjectIdentifier: UIScene] = [:]
    /// How many connected scenes are in each foreground state: `applicationState` in O(1).
    @exclusivity(unchecked) var foregroundActiveCount = 0
    /// The foreground-active scenes themselves (at most one, by the rule of docs/LIFECYCLE.md
    /// "One active scene"), so that ``becomeActive(_:)`` finds the one to resign without
    /// looking through every connected scene.
    @exclusivity(unchecked) var foregroundActiveScenes: [ObjectIdentifier: UIScene] = [:]
    @exclusivity(unchecked) var foregroundInactiveCount = 0
    /// While above zero, the application's aggregate state is not announced: the active scene
    /// hands over to another one (``becomeActive(_:)``), and the app never stopped being active.
    @exclusivity(unchecked) var handingOverActivation = 0
    /// The aggregate state last announced with `UIApplication` notifications.
    @exclusivity(unchecked) var announcedState: UIApplication.State = .background
    /// Whether the app has come to the foreground in this process (the first time is the cold
    /// launch, where devices report `.inactive` inside the app's willEnterForeground notification).
    @exclusivity(unchecked) var hasEnteredForeground = false
    /// Legacy mode's application state.
    var legacyState: UIApplication.State = .background
    /// Legacy mode's window scene (SceneEngine+Legacy.swift): connected, never stored.
    @exclusivity(unchecked) package internal(set) var legacyScene: UIWindowScene?

    /// Nesting depth of calls into app code; requests made while it is > 0 are deferred.
    @exclusivity(unchecked) var callDepth = 0
    /// Whether app code (a delegate method, a notification observer) is on the stack.
    package var isInsideAppCode: Bool { callDepth > 0 }
    @exclusivity(unchecked) var deferred: [() -> Void] = []
    /// Identifies the current intent or request, so that a state capture is not repeated
    /// within one operation (background then disconnect during termination).
    @exclusivity(unchecked) var operation = 0
    var warnedActivityTypes: Set<String> = []
    /// Whether protected data can be read (false while the device is locked after a restart).
    @exclusivity(unchecked) package var protectedDataAvailable = true
    /// Restoration activities withheld from scenes that connected while the device was locked.
    @exclusivity(unchecked) var withheldRestoration: [String: NSUserActivity] = [:]
    /// Class names already reported as unloadable (UIKit's message is given once per class).
    var reportedUnloadableClasses: Set<String> = []
    /// True while the engine itself sets a session's restoration activity (no extra save).
    @exclusivity(unchecked) var isCapturing = false
    /// The next value of `UISceneSession.activationSequence` (when each session's scene last
    /// became active, larger is more recent, for routing).
    @exclusivity(unchecked) var nextActivation = 0
    /// Crash-loop protection: how many launches in a row before this one ended before a scene
    /// reached the foreground, and whether this launch therefore skips reconnecting stored sessions.
    package internal(set) var unfinishedLaunchesBefore = 0
    package internal(set) var skippedRestoration = false
    @exclusivity(unchecked) var reportedHealthy = false
    /// After this many unfinished launches in a row, the next launch does not reconnect stored
    /// sessions (docs/RELIABILITY.md).
    package static let crashLoopThreshold = FileSessionStore.crashLoopThreshold
    /// True once the process was killed (``kill()``), possibly from inside a callback: nothing
    /// after that point calls the app, posts, saves or asks the host anything.
    @exclusivity(unchecked) package internal(set) var killed = false
    /// The activation conditions of scenes that disconnected, by session: a session without a
    /// scene whose last scene preferred a target is reconnected for it (in memory, this run only).
    @exclusivity(unchecked) var rememberedConditions: [String: UISceneActivationConditions] = [:]

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
        makeIdentifier: @escaping () -> String = SceneEngine.newSessionIdentifier
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

    /// `UIApplication.applicationState`: what the app reads (docs/LIFECYCLE.md "What the app
    /// reads inside a callback"): in scene mode the state last announced with the `UIApplication`
    /// notifications, which lags behind the scenes exactly as on a device.
    package var applicationState: UIApplication.State {
        mode == .legacy ? legacyState : announcedState
    }

    /// The most active scene's state, from the counters (the engine's own view).
    var aggregateApplicationState: UIApplication.State {
        if foregroundActiveCount > 0 { return .active }
        if foregroundInactiveCount > 0 { return .inactive }
        return .background
    }

    package var supportsMultipleScenes: Bool { info.sceneManifest?.supportsMultipleScenes == true }

    package var connectedScenes: Set<UIScene> {
        if let legacyScene { return [legacyScene] }
        return Set(scenes.values)
    }

    package var openSessions: Set<UISceneSession> {
        if let legacyScene { return [legacyScene.session] }
        return Set(sessions.values)
    }

    /// Connected scenes in the order their sessions were created.
    package var connectedScenesInOrder: [UIScene] { connectedScenesInOrder(where: { _ in true }) }

    /// The connected scenes that satisfy `isIncluded`, in the order their sessions were created:
    /// filtered before they are sorted, and each sequence number looked up once (sorting every
    /// scene for each window that becomes active was a quarter of opening 100 GTK windows;
    /// docs/GTK.md "Benchmark").
    package func connectedScenesInOrder(where isIncluded: (UIScene) -> Bool) -> [UIScene] {
        scenes.values.filter(isIncluded).map { ($0.session.creationSequence, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Where a scene's session comes in the creation order.
    func sequence(of scene: UIScene) -> Int { scene.session.creationSequence }

    /// Open sessions in the order they were created.
    package var sessionsInOrder: [UISceneSession] {
        sessions.values.map { ($0.creationSequence, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    package func session(withIdentifier identifier: String) -> UISceneSession? { sessions[identifier] }

    // Work in the background (SceneEngine+Background.swift).
    @exclusivity(unchecked) var backgroundTasks: [Int: BackgroundTask] = [:]
    var nextBackgroundTask = 1
    /// When open background tasks expire, on the window policy's scheduler clock; `nil` while the
    /// app is not in the background.
    @exclusivity(unchecked) var backgroundDeadline: Duration?
    @exclusivity(unchecked) var backgroundExpiry: LifecycleTimer?
    /// How long background tasks may run once the app is in the background (iOS 13+: about 30 s).
    package var backgroundTaskTimeLimit: Duration = .seconds(30)
    /// Scheduled background tasks (SceneEngine+ScheduledTasks.swift).
    var scheduledTaskHandlers: [String: ScheduledTaskRegistration] = [:]
    @exclusivity(unchecked) var pendingScheduledTasks: [String: PendingScheduledTask] = [:]
    @exclusivity(unchecked) var runningScheduledTasks: [String: RunningScheduledTask] = [:]
    @exclusivity(unchecked) var scheduledTaskTimer: LifecycleTimer?
    var minimumBackgroundFetchInterval: TimeInterval = .greatestFiniteMagnitude
    /// The token the device's push service hands out (`nil`: none, registration fails).
    package var remoteNotificationDeviceToken: Data?
    /// The token the app was registered with.
    var remoteNotificationToken: Data?

    /// The main menu as the app delegate's `buildMenu(with:)` left it (SceneEngine+Menus.swift).
    package internal(set) var mainMenu: UIMenu?

    /// The desktop's appearance (its colour-scheme preference), as the host last said
    /// (SceneEngine+Appearance.swift).
    package internal(set) var systemUserInterfaceStyle: UITraitCollection.UserInterfaceStyle = .light

    /// `UIApplication.shortcutItems`: kept for the app, never shown.
    var shortcutItems: [UIApplicationShortcutItem]?

    /// User notifications: what outlives this run (SceneEngine+Notifications.swift). The
    /// simulated device hands every launch the same one.
    package var notificationCenter = NotificationCenterState()

    /// The run-time lifecycle checks (SceneEngine+LifecycleChecks.swift, docs/AUDIT.md).
    @exclusivity(unchecked) package var lifecycleChecks = LifecycleChecks()
}

/// Which Info.plist configuration was asked for: a role and a configuration name (`nil`: the first).
struct ResolvedConfigurationKey: Hashable {
    let role: String
    let name: String?
}

/// The app delegate type of ``SceneEngine/ended``; never instantiated.
final class EndedLaunchAppDelegate: UIResponder, UIApplicationDelegate {}
