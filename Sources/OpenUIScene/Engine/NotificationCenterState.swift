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
    /// How many requests may wait at once, as on iOS (64 per app): ``admits(_:)``.
    package static let pendingLimit = 64
    /// Whether the refusal of a request over the limit was logged since one was last admitted.
    var loggedPendingLimit = false

    /// Delivered notifications in delivery order, with a hole where one was removed or replaced,
    /// and each identifier's slot: adding, replacing, finding and removing one is O(1) (issue 22:
    /// a scan per delivery made 20,000 deliveries quadratic). Holes are squeezed out when they
    /// are half of the slots.
    private var deliveredSlots: [DeliveredNotificationRecord?] = []
    private var deliveredSlot: [String: Int] = [:]

    /// Delivered notifications, oldest first.
    package var delivered: [DeliveredNotificationRecord] { deliveredSlots.compactMap { $0 } }

    /// The delivered notification with this identifier, if it is still shown.
    package func deliveredNotification(_ identifier: String) -> DeliveredNotificationRecord? {
        deliveredSlot[identifier].flatMap { deliveredSlots[$0] }
    }

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

    /// Takes delivered notifications off the list (`nil`: all); returns the identifiers removed,
    /// in delivery order.
    func removeDelivered(_ identifiers: [String]?) -> [String] {
        guard let identifiers else {
            let removed = delivered.map(\.request.identifier)
            deliveredSlots.removeAll()
            deliveredSlot.removeAll()
            return removed
        }
        var removed: [String] = []
        for slot in Set(identifiers.compactMap { deliveredSlot[$0] }).sorted() {
            guard let identifier = deliveredSlots[slot]?.request.identifier else { continue }
            removed.append(identifier)
            deliveredSlot[identifier] = nil
            deliveredSlots[slot] = nil
        }
        compactDelivered()
        return removed
    }

    /// Shown to the user: a notification with the same identifier is replaced (and moves to the end).
    func addDelivered(_ notification: DeliveredNotificationRecord) {
        let identifier = notification.request.identifier
        if let slot = deliveredSlot[identifier] { deliveredSlots[slot] = nil }
        deliveredSlot[identifier] = deliveredSlots.count
        deliveredSlots.append(notification)
        compactDelivered()
    }

    private func compactDelivered() {
        guard deliveredSlots.count >= 64, deliveredSlot.count * 2 < deliveredSlots.count else { return }
        deliveredSlots.removeAll { $0 == nil }
        for (slot, notification) in deliveredSlots.enumerated() {
            if let notification { deliveredSlot[notification.request.identifier] = slot }
        }
    }

    /// Whether a new pending request fits: one replacing a pending request with its identifier
    /// always does; otherwise at most ``pendingLimit`` wait. On iOS the system keeps 64 and drops
    /// the rest without an error (docs/PARITY.md "Frameworks", UserNotifications): here the
    /// requests already waiting are kept and the new one is not scheduled.
    func admits(_ request: NotificationRequestRecord) -> Bool {
        pending[request.identifier] != nil || pending.count < Self.pendingLimit
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
