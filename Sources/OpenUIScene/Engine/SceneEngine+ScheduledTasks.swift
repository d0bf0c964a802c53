import Foundation

// Scheduled background tasks (the BackgroundTasks framework's `BGTaskScheduler`): the rules for
// registering, submitting and running them live here; the `BackgroundTasks` module is only their
// public face (docs/LIFECYCLE.md "Scheduled background tasks"). Time goes through the window
// policy's scheduler, so the simulated device decides when a task is due and when its time is up.

/// The kind of a scheduled task: what `BGAppRefreshTaskRequest` and `BGProcessingTaskRequest` ask for.
package enum ScheduledTaskKind: String, Sendable {
    case appRefresh = "app refresh"
    case processing

    /// How long a running task may take before its expiration handler runs. iOS gives an app
    /// refresh about 30 seconds and a processing task "several minutes" (our choice: 3 minutes).
    var timeLimit: Duration { self == .appRefresh ? .seconds(30) : .seconds(180) }
    /// How many requests of this kind may be pending at once (`tooManyPendingTaskRequests`).
    var pendingLimit: Int { self == .appRefresh ? 1 : 10 }
}

/// A task request as the engine keeps it.
package struct ScheduledTaskRequest: Sendable {
    package let identifier: String
    package let kind: ScheduledTaskKind
    package let earliestBeginDate: Date?
    package let requiresNetworkConnectivity: Bool
    package let requiresExternalPower: Bool

    package init(identifier: String, kind: ScheduledTaskKind, earliestBeginDate: Date?, requiresNetworkConnectivity: Bool = false, requiresExternalPower: Bool = false) {
        self.identifier = identifier
        self.kind = kind
        self.earliestBeginDate = earliestBeginDate
        self.requiresNetworkConnectivity = requiresNetworkConnectivity
        self.requiresExternalPower = requiresExternalPower
    }
}

/// Why a request was refused, in `BGTaskScheduler.Error.Code`'s terms.
package enum ScheduledTaskRefusal: Error, Equatable {
    case unavailable, tooManyPendingTaskRequests, notPermitted
}

/// One run of a task: what `BGTask` wraps. Its expiration handler and completion may be set and
/// called from any thread (apps finish their work on other queues); both are handled on the
/// main actor.
package final class ScheduledTaskRun: @unchecked Sendable {
    package let identifier: String
    package let kind: ScheduledTaskKind
    private let lock = NSLock()
    private var expiration: (() -> Void)?
    weak var engine: SceneEngine?

    init(identifier: String, kind: ScheduledTaskKind, engine: SceneEngine) {
        self.identifier = identifier
        self.kind = kind
        self.engine = engine
    }

    /// `BGTask.expirationHandler`.
    package var expirationHandler: (() -> Void)? {
        get { lock.withLock { expiration } }
        set { lock.withLock { expiration = newValue } }
    }

    /// `BGTask.setTaskCompleted(success:)`: on the main queue at once, from elsewhere on its next turn.
    package func complete(success: Bool) {
        let run: @MainActor @Sendable () -> Void = { self.engine?.scheduledTaskCompleted(self, success: success) }
        if MainQueue.isCurrent { MainActor.assumeIsolated(run) } else { DispatchQueue.main.async { MainActor.assumeIsolated(run) } }
    }
}

/// A registered launch handler.
struct ScheduledTaskRegistration {
    let queue: DispatchQueue?
    let launch: @Sendable (ScheduledTaskRun) -> Void
}

/// A request waiting to run, with when it is due on the scheduler's clock.
struct PendingScheduledTask {
    let request: ScheduledTaskRequest
    let due: Duration
}

/// A task that is running: its run and the timer of its time limit.
struct RunningScheduledTask {
    let run: ScheduledTaskRun
    let expiry: LifecycleTimer
    var expired = false
}

extension SceneEngine {
    // MARK: - Registering and submitting

    /// `register(forTaskWithIdentifier:using:launchHandler:)`: only identifiers listed in
    /// `BGTaskSchedulerPermittedIdentifiers`, once each, before the app finishes launching
    /// (UIKit raises an exception for the last two; here they are reported and refused).
    package func registerScheduledTask(_ identifier: String, queue: DispatchQueue?, launch: @escaping @Sendable (ScheduledTaskRun) -> Void) -> Bool {
        let call = "BGTaskScheduler.register(forTaskWithIdentifier:using:launchHandler:)"
        guard info.backgroundTaskIdentifiers?.contains(identifier) == true else {
            reportMisuse(call, "\"\(identifier)\" is not in the Info.plist's BGTaskSchedulerPermittedIdentifiers\(Self.infoPlistName(info.sourcePath)); add it there (the handler was not registered)")
            return false
        }
        guard phase == .launching else {
            reportMisuse(call, "\"\(identifier)\": every launch handler must be registered before the app finishes launching (in init or application(_:didFinishLaunchingWithOptions:)); UIKit raises an exception here, OpenUIScene refuses the registration")
            return false
        }
        guard scheduledTaskHandlers[identifier] == nil else {
            reportMisuse(call, "a launch handler for \"\(identifier)\" is registered already; UIKit raises an exception here, OpenUIScene keeps the first one")
            return false
        }
        scheduledTaskHandlers[identifier] = ScheduledTaskRegistration(queue: queue, launch: launch)
        trace.record(.request, "BGTaskScheduler.register", detail: identifier)
        return true
    }

    /// `submit(_:)`: a request replaces the pending one with its identifier; at most one app
    /// refresh and ten processing requests wait at once.
    package func submitScheduledTask(_ request: ScheduledTaskRequest) throws(ScheduledTaskRefusal) {
        let call = "BGTaskScheduler.submit(_:)"
        guard phase == .launching || phase == .running else {
            reportMisuse(call, "the app is not running: \"\(request.identifier)\" was not submitted (BGTaskScheduler.Error.unavailable)")
            throw .unavailable
        }
        guard info.backgroundTaskIdentifiers?.contains(request.identifier) == true else {
            reportMisuse(call, "\"\(request.identifier)\" is not in the Info.plist's BGTaskSchedulerPermittedIdentifiers\(Self.infoPlistName(info.sourcePath)) (BGTaskScheduler.Error.notPermitted); add it there")
            throw .notPermitted
        }
        let sameKind = pendingScheduledTasks.values.filter { $0.request.kind == request.kind && $0.request.identifier != request.identifier }
        guard sameKind.count < request.kind.pendingLimit else {
            reportMisuse(call, "\"\(request.identifier)\": \(request.kind.pendingLimit) \(request.kind.rawValue) request(s) are pending already (BGTaskScheduler.Error.tooManyPendingTaskRequests); cancel one first")
            throw .tooManyPendingTaskRequests
        }
        // The request's date is converted to the scheduler's clock once, here: the rule itself
        // then runs on that clock (the simulated device's moves only when a test says so).
        // A date past what the clock holds (`.distantFuture`, an infinite interval) waits at its
        // limit, never in practice (AppSuppliedValues.swift); a NaN date is no date.
        let interval = request.earliestBeginDate?.timeIntervalSinceNow ?? 0
        guard !interval.isNaN else {
            reportMisuse(call, "\"\(request.identifier)\": its earliestBeginDate is not a date (its time interval is NaN); set a date, or nil to run as soon as possible. It was not submitted (BGTaskScheduler.Error.unavailable)")
            throw .unavailable
        }
        let delay = max(0, interval)
        let due = windowPolicy.scheduler.now + AppSuppliedDelay.duration(delay)
        pendingScheduledTasks[request.identifier] = PendingScheduledTask(request: request, due: due)
        trace.record(.request, "BGTaskScheduler.submit", detail: "\(request.identifier) (\(request.kind.rawValue), due in \(AppSuppliedDelay.text(delay.rounded())) s)")
        scheduleDueTasks()
    }

    package func cancelScheduledTask(_ identifier: String) {
        guard pendingScheduledTasks.removeValue(forKey: identifier) != nil else { return }
        trace.record(.request, "BGTaskScheduler.cancel", detail: identifier)
        scheduleDueTasks()
    }

    package func cancelAllScheduledTasks() {
        guard !pendingScheduledTasks.isEmpty else { return }
        pendingScheduledTasks.removeAll()
        trace.record(.request, "BGTaskScheduler.cancelAll")
        scheduleDueTasks()
    }

    /// The requests waiting to run, in the order they are due.
    package var pendingScheduledTaskRequests: [ScheduledTaskRequest] {
        pendingScheduledTasks.values.sorted { ($0.due, $0.request.identifier) < ($1.due, $1.request.identifier) }.map(\.request)
    }

    // MARK: - Running

    /// When the system runs a task (our rule, docs/LIFECYCLE.md): while the app is in the
    /// background, as soon as its earliest begin date has passed, each request once, after the
    /// step that moved the app to the background. Power and network are taken as available (a
    /// desktop). In the foreground requests wait. `afterCurrentStep`: the caller is inside an
    /// engine step that drains the deferred work when it ends.
    func scheduleDueTasks(afterCurrentStep: Bool = false) {
        scheduledTaskTimer?.cancel()
        scheduledTaskTimer = nil
        guard phase == .running, !killed, applicationState == .background,
              let next = waitingScheduledTasks.map(\.due).min() else { return }
        let wait = next - windowPolicy.scheduler.now
        if wait > .zero {
            scheduledTaskTimer = windowPolicy.scheduler.schedule(after: wait) { [weak self] in self?.runDueTasks() }
        } else if afterCurrentStep {
            deferred.append { [weak self] in self?.runDueTasks() }
        } else {
            runOrDefer { [weak self] in self?.runDueTasks() }
        }
    }

    /// Pending requests whose task is not running now.
    private var waitingScheduledTasks: [PendingScheduledTask] {
        pendingScheduledTasks.values.filter { runningScheduledTasks[$0.request.identifier] == nil }
    }

    private func runDueTasks() {
        scheduledTaskTimer = nil
        guard phase == .running, !killed, applicationState == .background else { return }
        let now = windowPolicy.scheduler.now
        let due = waitingScheduledTasks.filter { $0.due <= now }.sorted { ($0.due, $0.request.identifier) < ($1.due, $1.request.identifier) }
        for task in due { launchScheduledTask(task.request.identifier, reason: "due") }
        scheduleDueTasks()
    }

    /// Runs the pending request `identifier` now (`SimulatedDevice.simulateLaunchForTask`, like
    /// the debugger command Apple documents, or because it is due).
    @discardableResult
    package func launchScheduledTask(_ identifier: String, reason: String) -> Bool {
        guard phase == .running, !killed else {
            reportMisuse("launchScheduledTask", "the app is not running")
            return false
        }
        guard let pending = pendingScheduledTasks.removeValue(forKey: identifier) else {
            reportMisuse("launchScheduledTask", "no request for \"\(identifier)\" is pending; submit one with BGTaskScheduler.shared.submit(_:)")
            return false
        }
        guard let registration = scheduledTaskHandlers[identifier] else {
            reportMisuse("BGTaskScheduler", "no launch handler is registered for \"\(identifier)\": the request is dropped (UIKit ends the app here); register it before the app finishes launching")
            return false
        }
        guard runningScheduledTasks[identifier] == nil else {
            reportMisuse("launchScheduledTask", "\"\(identifier)\" is still running; the request waits until it completes")
            pendingScheduledTasks[identifier] = pending
            return false
        }
        let run = ScheduledTaskRun(identifier: identifier, kind: pending.request.kind, engine: self)
        let expiry = windowPolicy.scheduler.schedule(after: pending.request.kind.timeLimit) { [weak self] in
            self?.expireScheduledTask(identifier)
        }
        runningScheduledTasks[identifier] = RunningScheduledTask(run: run, expiry: expiry)
        trace.record(.intent, "backgroundTaskLaunch", detail: "\(identifier) (\(pending.request.kind.rawValue), \(reason))")
        runOrDefer {
            self.systemWokeAppInBackground()
            self.trace.record(.delegate, "BGTask launchHandler", detail: identifier)
            if let queue = registration.queue, queue !== DispatchQueue.main {
                queue.async { registration.launch(run) }
            } else {
                // nil means "a background queue" on iOS; here the main queue, so that a test sees
                // the handler's effects when the call returns (docs/PARITY.md "BackgroundTasks").
                self.callDepth += 1
                registration.launch(run)
                self.callDepth -= 1
            }
        }
        return true
    }

    /// The task's time is up (or `SimulatedDevice.simulateExpirationForTask`): its expiration
    /// handler runs; the task must still call `setTaskCompleted(success:)`.
    package func expireScheduledTask(_ identifier: String) {
        guard var running = runningScheduledTasks[identifier], !running.expired else {
            reportMisuse("expireScheduledTask", "\"\(identifier)\" is not running")
            return
        }
        running.expiry.cancel()
        running.expired = true
        runningScheduledTasks[identifier] = running
        runOrDefer {
            self.trace.record(.delegate, "BGTask expirationHandler", detail: identifier)
            if let handler = running.run.expirationHandler {
                self.callDepth += 1
                handler()
                self.callDepth -= 1
            }
            if self.runningScheduledTasks[identifier] != nil {
                self.reportMisuse("BGTask.setTaskCompleted(success:)", "\"\(identifier)\" did not complete when its time expired; its expiration handler must end the work and call setTaskCompleted(success: false). iOS would end the app here; OpenUIScene keeps it running.")
            }
        }
    }

    func scheduledTaskCompleted(_ run: ScheduledTaskRun, success: Bool) {
        guard let running = runningScheduledTasks[run.identifier], running.run === run else {
            reportMisuse("BGTask.setTaskCompleted(success:)", "\"\(run.identifier)\" was completed already; call it once per task")
            return
        }
        running.expiry.cancel()
        runningScheduledTasks[run.identifier] = nil
        trace.record(.request, "BGTask.setTaskCompleted", detail: "\(run.identifier) success: \(success)")
        scheduleDueTasks()
    }

    /// At termination or a kill: tasks end with the process, requests are forgotten.
    func endScheduledTasks() {
        scheduledTaskTimer?.cancel()
        scheduledTaskTimer = nil
        for running in runningScheduledTasks.values { running.expiry.cancel() }
        runningScheduledTasks.removeAll()
        pendingScheduledTasks.removeAll()
    }

    private static func infoPlistName(_ path: String?) -> String {
        path.map { " (\($0))" } ?? ""
    }
}
