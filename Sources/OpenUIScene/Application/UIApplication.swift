import Foundation

/// The running app: one per process, created by `UIApplicationMain` (or a `SimulatedDevice`
/// launch). Its scene and session bookkeeping is the engine's.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The running application. Using it before launch (or after termination) is a programming
    /// error, as in UIKit.
    public static var shared: UIApplication {
        guard let app = SceneEngine.running?.application else {
            preconditionFailure("UIApplication.shared was used while no app is running: call it after UIApplicationMain (or SimulatedDevice.launch()) started the app, and before it terminated.")
        }
        return app
    }

    private weak var launchEngine: SceneEngine?
    private var reportedStale = false

    /// The engine of the launch this application belongs to. An application kept past its
    /// launch (a reference held across `SimulatedDevice.relaunch()`, say) is harmless: it sees
    /// no scenes and no sessions, and its requests fail through their error handlers; the first
    /// use says so in the log and in the current launch's trace.
    var engine: SceneEngine {
        if let launchEngine { return launchEngine }
        if !reportedStale {
            reportedStale = true
            let message = "this UIApplication belongs to a launch of the app that has ended; it reports no scenes or sessions and refuses requests. Use UIApplication.shared (the running launch's application) instead of keeping the object."
            if let running = SceneEngine.running { running.reportMisuse("UIApplication", message) } else { ApplicationRunner.warn("UIApplication: \(message)") }
        }
        return SceneEngine.ended
    }

    init(engine: SceneEngine) {
        self.launchEngine = engine
        super.init()
    }

    /// UIApplication is never decoded; this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The app delegate (the engine keeps it alive for the whole run, as `UIApplicationMain` does).
    open var delegate: (any UIApplicationDelegate)? {
        get { engine.appDelegate }
        set { engine.appDelegate = newValue }
    }

    /// All connected scenes.
    open var connectedScenes: Set<UIScene> { engine.connectedScenes }

    /// The sessions with a connected scene plus the ones kept without a scene.
    open var openSessions: Set<UISceneSession> { engine.openSessions }

    /// The most active scene's state (active, inactive, background); `.background` at launch.
    open var applicationState: State { engine.applicationState }

    /// `UIApplicationSupportsMultipleScenes` from the Info.plist (the Linux hosts always allow it).
    open var supportsMultipleScenes: Bool { engine.supportsMultipleScenes }

    /// Deprecated in iOS 13: the key window of the foreground-active scene, else of any scene.
    open var keyWindow: UIWindow? {
        // Legacy mode: the window scene UIKit makes for the app holds the app delegate's window.
        if let legacyScene = engine.legacyScene { return legacyScene.keyWindow }
        let scenes = engine.connectedScenesInOrder.compactMap { $0 as? UIWindowScene }
        return (scenes.first { $0.activationState == .foregroundActive } ?? scenes.first)?.keyWindow
    }

    /// Deprecated in iOS 15: every window of every connected window scene.
    open var windows: [UIWindow] {
        if let legacyScene = engine.legacyScene { return legacyScene.windows }
        return engine.connectedScenesInOrder.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
    }

    /// Asks for a scene: `nil` creates a new session and scene; an existing session is reconnected
    /// or brought to the front. Runs after the current lifecycle callback returns when called from
    /// one. `errorHandler` runs only on failure, with a ``UISceneError``.
    open func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?, errorHandler: ((any Error) -> Void)? = nil) {
        engine.requestActivation(session: sceneSession, userActivity: userActivity, options: options, errorHandler: errorHandler)
    }

    /// Closes a session: its scene disconnects, then `application(_:didDiscardSceneSessions:)`.
    open func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?, errorHandler: ((any Error) -> Void)? = nil) {
        engine.requestDestruction(session: sceneSession, options: options, errorHandler: errorHandler)
    }

    /// Tells the host that a background scene's appearance changed. Recorded in the trace.
    open func requestSceneSessionRefresh(_ sceneSession: UISceneSession) {
        engine.requestRefresh(session: sceneSession)
    }

    /// Opens a URL outside the app (the GTK host asks the desktop); completion gets whether it did.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        completeOnNextTurn(completionHandler, with: engine.openExternalURL(url, from: nil))
    }

    open func canOpenURL(_ url: URL) -> Bool { url.scheme != nil }

    /// OpenUIScene (not UIKit): `true` when this launch did not reconnect the stored sessions
    /// because the previous launches crashed before a window reached the foreground (a crash
    /// loop, docs/RELIABILITY.md). The sessions are still in ``openSessions``; an app can offer
    /// to reopen them with ``requestSceneSessionActivation(_:userActivity:options:errorHandler:)``.
    public var restorationSkippedAfterCrashes: Bool { engine.skippedRestoration }

    /// Not honoured on Linux; kept for source compatibility.
    open var isIdleTimerDisabled = false
    open var applicationIconBadgeNumber = 0

    // MARK: - Work in the background (SceneEngine+Background.swift, docs/LIFECYCLE.md "Background work")

    /// Asks for time to finish work after the app leaves the foreground. Once the app is in the
    /// background, open tasks have the engine's `backgroundTaskTimeLimit` (30 s, as iOS 13+);
    /// then each open task's `handler` runs, and a task still open after it is reported (iOS
    /// would end the app). Returns ``UIBackgroundTaskIdentifier/invalid`` when that time is up.
    open func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        engine.beginBackgroundTask(name: taskName, expiration: handler)
    }

    open func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        engine.beginBackgroundTask(name: nil, expiration: handler)
    }

    /// Ends a task (its expiration handler will not run). An unknown identifier is an error in
    /// the trace, as UIKit logs one.
    open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        engine.endBackgroundTask(identifier)
    }

    /// In the foreground, `.greatestFiniteMagnitude`; in the background, the seconds left before
    /// open tasks expire (0 when none is open or the time is up).
    open var backgroundTimeRemaining: TimeInterval { engine.backgroundTimeRemaining }

    /// `.available`: nothing on Linux restricts background work.
    open var backgroundRefreshStatus: UIBackgroundRefreshStatus { .available }

    /// Deprecated in iOS 13 (use BackgroundTasks): the interval is kept; `SimulatedDevice`'s
    /// `performBackgroundFetch()` calls `application(_:performFetchWithCompletionHandler:)` unless
    /// it is ``backgroundFetchIntervalNever`` (the default, as in UIKit). Real hosts never fetch.
    open func setMinimumBackgroundFetchInterval(_ minimumBackgroundFetchInterval: TimeInterval) {
        engine.minimumBackgroundFetchInterval = minimumBackgroundFetchInterval
    }

    public static let backgroundFetchIntervalMinimum: TimeInterval = 0
    public static let backgroundFetchIntervalNever: TimeInterval = .greatestFiniteMagnitude

    /// There is no push service on Linux: registering fails, on the main queue's next turn, with
    /// `application(_:didFailToRegisterForRemoteNotificationsWithError:)` (an error saying so).
    /// `SimulatedDevice.remoteNotificationDeviceToken` makes it succeed with that token instead.
    open func registerForRemoteNotifications() {
        engine.registerForRemoteNotifications()
    }

    open func unregisterForRemoteNotifications() {
        engine.remoteNotificationToken = nil
    }

    open var isRegisteredForRemoteNotifications: Bool { engine.remoteNotificationToken != nil }
}

extension UIApplication {
    /// The app's state: `.active`, `.inactive` or `.background`.
    public enum State: Int, Sendable, CustomStringConvertible {
        case active = 0
        case inactive = 1
        case background = 2

        public var description: String {
            switch self {
            case .active: "active"
            case .inactive: "inactive"
            case .background: "background"
            }
        }
    }

    /// Keys of the `launchOptions` dictionary (always `nil` in scene mode, as in UIKit).
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let annotation = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsAnnotationKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        public static let userActivityType = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// A launch for a location event (significant location change, region monitoring). Never
        /// in the launch options here: Linux has no location service that launches apps.
        public static let location = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
    }

    /// Keys of `application(_:open:options:)`'s options (legacy mode).
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// Keys of `open(_:options:completionHandler:)`'s options.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
}

/// Calls a completion handler on the main queue's next turn, as UIKit calls `open`'s.
///
/// The handler's type has no `@MainActor @Sendable` (UIKit's since iOS 17): a global actor in a
/// closure type inside a `@preconcurrency` class is mangled differently where the method is
/// defined and where a subclass's vtable refers to it (undefined symbol at link time, Swift 6.3),
/// so the handler is a plain closure, formed and called on the main actor.
@MainActor
func completeOnNextTurn(_ completion: ((Bool) -> Void)?, with value: Bool) {
    guard let completion else { return }
    nonisolated(unsafe) let handler = completion  // runs on the main queue, where it was formed
    DispatchQueue.main.async { MainActor.assumeIsolated { handler(value) } }
}
