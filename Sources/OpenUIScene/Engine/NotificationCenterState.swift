import Foundation

/// The system's side of user notifications, which outlives one run of the app (on iOS the
/// notification server keeps pending requests and delivered notifications while the app is not
/// running): authorization, categories, pending requests with their timers, delivered
/// notifications. The simulated device owns one across relaunches; a real host's process has
/// one (``SceneEngine/notificationCenter``). The rules that use it are the engine's
/// (SceneEngine+Notifications.swift).
@MainActor
package final class NotificationCenterState {
    struct Pending {
        let request: NotificationRequestRecord
        let due: Duration
        let timer: LifecycleTimer
    }

    /// The options of the last `requestAuthorization`, `nil` before it was called.
    package internal(set) var authorizationOptions: UInt?
    package internal(set) var categories: [String: NotificationCategoryRecord] = [:]
    var pending: [String: Pending] = [:]
    /// Delivered notifications, oldest first.
    package internal(set) var delivered: [DeliveredNotificationRecord] = []

    /// The clock: the scheduler of the engine that last attached, and the date its zero stands for.
    private(set) var scheduler: (any LifecycleScheduler)?
    private var origin: (date: Date, clock: Duration)?
    /// The engine running now, which delivers due requests to the app.
    weak var engine: SceneEngine?

    package init() {}

    /// The engine of a new run uses this state and its scheduler's clock.
    func attach(_ engine: SceneEngine, scheduler: any LifecycleScheduler) {
        self.engine = engine
        if self.scheduler !== scheduler {
            // A new clock: timers of the old one are moved onto it, with the time they had left.
            let date = now
            let oldNow = self.scheduler?.now ?? .zero
            let moving = pending.values.map { ($0, $0.due - oldNow) }
            self.scheduler = scheduler
            origin = (date, scheduler.now)
            pending.removeAll()
            for (entry, left) in moving {
                entry.timer.cancel()
                schedule(entry.request, dueIn: max(left, .zero))
            }
        }
    }

    /// The date now on the attached scheduler's clock (the simulated device's moves only when a
    /// test advances it).
    package var now: Date {
        guard let scheduler, let origin else { return Date() }
        let elapsed = scheduler.now - origin.clock
        let (seconds, attoseconds) = elapsed.components
        return origin.date.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
    }

    /// Pending requests in the order they are due.
    package var pendingRequests: [NotificationRequestRecord] {
        pending.values.sorted { ($0.due, $0.request.identifier) < ($1.due, $1.request.identifier) }.map(\.request)
    }

    /// Schedules `request` to fire after `delay` on the clock (replacing one with its identifier).
    func schedule(_ request: NotificationRequestRecord, dueIn delay: Duration) {
        pending[request.identifier]?.timer.cancel()
        guard let scheduler else { return }
        let identifier = request.identifier
        let timer = scheduler.schedule(after: delay) { [weak self] in self?.fire(identifier) }
        pending[identifier] = Pending(request: request, due: scheduler.now + delay, timer: timer)
    }

    func removePending(_ identifiers: [String]?) -> [String] {
        let removed = identifiers.map { $0.filter { pending[$0] != nil } } ?? pending.keys.sorted()
        for identifier in removed { pending.removeValue(forKey: identifier)?.timer.cancel() }
        return removed
    }

    func removeDelivered(_ identifiers: [String]?) -> [String] {
        let removed = identifiers.map { ids in delivered.map(\.request.identifier).filter { ids.contains($0) } } ?? delivered.map(\.request.identifier)
        delivered.removeAll { removed.contains($0.request.identifier) }
        return removed
    }

    /// Shown to the user: a notification with the same identifier is replaced.
    func addDelivered(_ notification: DeliveredNotificationRecord) {
        delivered.removeAll { $0.request.identifier == notification.request.identifier }
        delivered.append(notification)
    }

    /// A timer fired: a repeating trigger is scheduled again, then the request is delivered,
    /// to the running app if there is one, else straight to the desktop's list.
    private func fire(_ identifier: String) {
        guard let entry = pending.removeValue(forKey: identifier) else { return }
        let request = entry.request
        switch request.trigger {
        case .timeInterval(let interval, repeats: true)?:
            schedule(request, dueIn: Self.duration(interval))
        case .calendar(_, repeats: true)?:
            if let next = request.trigger?.nextDate(after: now) { schedule(request, dueIn: Self.duration(next.timeIntervalSince(now))) }
        default:
            break
        }
        if let engine, engine.phase == .running, !engine.killed {
            engine.notificationIsDue(request)
        } else {
            addDelivered(DeliveredNotificationRecord(request: request, date: now))
        }
    }

    static func duration(_ interval: TimeInterval) -> Duration {
        AppSuppliedDelay.duration(interval)
    }
}
