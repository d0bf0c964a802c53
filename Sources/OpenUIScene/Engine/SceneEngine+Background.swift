import Foundation

// Work the app does outside the foreground: background tasks and their expiration, background
// fetch, remote notifications (docs/LIFECYCLE.md "Background work"). Time goes through the window
// policy's scheduler, so the simulated device decides when background time runs out.

/// An open background task.
struct BackgroundTask {
    let name: String?
    let expiration: (() -> Void)?
}

/// Tells whether code runs on the main queue, where the main actor runs (a test runner may drain
/// the main queue from a thread that is not the main thread, so `Thread.isMainThread` is not enough).
package enum MainQueue {
    nonisolated private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    nonisolated package static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}

/// Makes sure a completion handler the app is given counts once, wherever the app calls it from
/// (apps call fetch completions from URLSession's queues): the first call is handled on the main
/// actor, later ones are reported.
@MainActor
final class CompletionOnce<Value: Sendable> {
    private var called = false
    private let name: String
    private weak var engine: SceneEngine?
    private let body: @MainActor (Value) -> Void

    init(_ name: String, engine: SceneEngine, _ body: @escaping @MainActor (Value) -> Void) {
        self.name = name
        self.engine = engine
        self.body = body
    }

    /// The closure handed to the app: callable from any thread. On the main queue (where the
    /// main actor runs) it completes at once; from elsewhere, on the main queue's next turn.
    nonisolated var handler: @Sendable (Value) -> Void {
        { result in
            let run: @MainActor @Sendable () -> Void = { self.complete(result) }
            if MainQueue.isCurrent { MainActor.assumeIsolated(run) } else { DispatchQueue.main.async { MainActor.assumeIsolated(run) } }
        }
    }

    private func complete(_ result: Value) {
        guard !called else {
            engine?.reportMisuse(name, "the completion handler was called more than once; the later calls are ignored")
            return
        }
        called = true
        engine?.trace.record(.host, "completed", detail: "\(name): \(result)")
        body(result)
    }
}

extension SceneEngine {
    // MARK: - Background tasks

    func beginBackgroundTask(name: String?, expiration: (() -> Void)?) -> UIBackgroundTaskIdentifier {
        guard phase == .running || phase == .launching else {
            reportMisuse("beginBackgroundTask(withName:expirationHandler:)", "the app is not running; no background time is given (UIBackgroundTaskIdentifier.invalid)")
            return .invalid
        }
        if applicationState == .background {
            if backgroundDeadline == nil { startBackgroundTime() }
            if let deadline = backgroundDeadline, deadline <= windowPolicy.scheduler.now {
                reportMisuse("beginBackgroundTask(withName:expirationHandler:)", "the app's background time is up; no task was begun (UIBackgroundTaskIdentifier.invalid), as on iOS")
                return .invalid
            }
        }
        let identifier = nextBackgroundTask
        nextBackgroundTask += 1
        backgroundTasks[identifier] = BackgroundTask(name: name, expiration: expiration)
        trace.record(.request, "beginBackgroundTask", detail: Self.describeTask(identifier, name))
        return UIBackgroundTaskIdentifier(rawValue: identifier)
    }

    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        guard let task = backgroundTasks.removeValue(forKey: identifier.rawValue) else {
            reportMisuse("endBackgroundTask(_:)", "no background task exists with identifier \(identifier.rawValue) (it ended already or was never begun)")
            return
        }
        trace.record(.request, "endBackgroundTask", detail: Self.describeTask(identifier.rawValue, task.name))
    }

    var backgroundTimeRemaining: TimeInterval {
        guard applicationState == .background else { return .greatestFiniteMagnitude }
        guard let deadline = backgroundDeadline, !backgroundTasks.isEmpty else { return 0 }
        let left = deadline - windowPolicy.scheduler.now
        return left > .zero ? Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18 : 0
    }

    /// The app's state was announced: entering the background starts the time open tasks have;
    /// leaving it stops the clock (tasks go on without a limit in the foreground, as on iOS).
    func backgroundStateDidChange() {
        if applicationState == .background {
            // The clock runs for open tasks only: an app with none is suspended at once, and a
            // task begun later (a system wake) gets its own time.
            if backgroundDeadline == nil, phase == .running, !backgroundTasks.isEmpty { startBackgroundTime() }
        } else {
            backgroundExpiry?.cancel()
            backgroundExpiry = nil
            backgroundDeadline = nil
        }
        scheduleDueTasks(afterCurrentStep: true)
    }

    private func startBackgroundTime() {
        backgroundDeadline = windowPolicy.scheduler.now + backgroundTaskTimeLimit
        backgroundExpiry = windowPolicy.scheduler.schedule(after: backgroundTaskTimeLimit) { [weak self] in
            self?.backgroundTimeExpired()
        }
    }

    /// Time is up: each open task's expiration handler runs; a task still open afterwards is
    /// reported (on iOS the system would end the app; here it keeps running).
    private func backgroundTimeExpired() {
        backgroundExpiry = nil
        guard phase == .running, !killed else { return }
        runOrDefer {
            let open = self.backgroundTasks.sorted { $0.key < $1.key }
            self.trace.record(.intent, "backgroundTimeExpired", detail: "\(open.count) open task(s)")
            for (identifier, task) in open {
                self.trace.record(.delegate, "expirationHandler", detail: Self.describeTask(identifier, task.name))
                guard let expiration = task.expiration else { continue }
                self.callDepth += 1
                expiration()
                self.callDepth -= 1
            }
            for (identifier, task) in self.backgroundTasks.sorted(by: { $0.key < $1.key }) {
                self.reportMisuse("endBackgroundTask(_:)", "background task \(Self.describeTask(identifier, task.name)) was not ended when its background time expired; its expiration handler must call endBackgroundTask(_:). iOS would end the app here; OpenUIScene keeps it running.")
            }
        }
    }

    /// The system wakes the app in the background (a scheduled task, a fetch, a remote
    /// notification): as on iOS, each wake comes with fresh background time for the tasks the
    /// app begins then, unless tasks of an earlier wake are still running on their clock.
    func systemWokeAppInBackground() {
        guard applicationState == .background, backgroundTasks.isEmpty else { return }
        backgroundExpiry?.cancel()
        backgroundExpiry = nil
        backgroundDeadline = nil
    }

    /// At termination or a kill: open tasks end with the process.
    func endBackgroundWork() {
        backgroundExpiry?.cancel()
        backgroundExpiry = nil
        backgroundDeadline = nil
        backgroundTasks.removeAll()
        endScheduledTasks()
    }

    private static func describeTask(_ identifier: Int, _ name: String?) -> String {
        name.map { "\(identifier) \"\($0)\"" } ?? "\(identifier)"
    }

    // MARK: - Background fetch and remote notifications

    /// The system gives the app time to fetch (deprecated background fetch): refused while the
    /// app's minimum interval is `backgroundFetchIntervalNever` (the default), as iOS never fetches then.
    package func performBackgroundFetch(_ completion: @escaping @MainActor (UIBackgroundFetchResult) -> Void) {
        perform("performBackgroundFetch") {
            guard self.minimumBackgroundFetchInterval != UIApplication.backgroundFetchIntervalNever else {
                self.reportMisuse("performBackgroundFetch", "the app's minimum background fetch interval is backgroundFetchIntervalNever (UIKit's default): it fetches only after setMinimumBackgroundFetchInterval(_:)")
                return
            }
            self.systemWokeAppInBackground()
            let once = CompletionOnce("application(_:performFetchWithCompletionHandler:)", engine: self, completion)
            self.callApp("application(_:performFetchWithCompletionHandler:)") {
                $0.application(self.application, performFetchWithCompletionHandler: once.handler)
            }
        }
    }

    /// A remote notification arrives (in any state of a running app).
    package func deliverRemoteNotification(_ userInfo: [AnyHashable: Any], _ completion: @escaping @MainActor (UIBackgroundFetchResult) -> Void) {
        nonisolated(unsafe) let userInfo = userInfo
        perform("remoteNotification") {
            self.systemWokeAppInBackground()
            let once = CompletionOnce("application(_:didReceiveRemoteNotification:fetchCompletionHandler:)", engine: self, completion)
            self.callApp("application(_:didReceiveRemoteNotification:fetchCompletionHandler:)") {
                $0.application(self.application, didReceiveRemoteNotification: userInfo, fetchCompletionHandler: once.handler)
            }
        }
    }

    /// Registration answers after the current callback returns: the device's token when it has a
    /// push service (`SimulatedDevice.remoteNotificationDeviceToken`), else an error saying there
    /// is none.
    func registerForRemoteNotifications() {
        trace.record(.request, "registerForRemoteNotifications")
        runOrDefer {
            guard self.phase == .running else { return }
            if let token = self.remoteNotificationDeviceToken {
                self.remoteNotificationToken = token
                self.callApp("application(_:didRegisterForRemoteNotificationsWithDeviceToken:)") { $0.application(self.application, didRegisterForRemoteNotificationsWithDeviceToken: token) }
            } else {
                let error = NSError(domain: "OpenUISceneRemoteNotifications", code: 3010, userInfo: [
                    NSLocalizedDescriptionKey: "Remote notifications are not supported: there is no push service on Linux (OpenUIScene).",
                ])
                self.callApp("application(_:didFailToRegisterForRemoteNotificationsWithError:)") { $0.application(self.application, didFailToRegisterForRemoteNotificationsWithError: error) }
            }
        }
    }
}
