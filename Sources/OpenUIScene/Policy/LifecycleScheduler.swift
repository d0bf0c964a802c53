import Foundation

/// Time, as a dependency: every rule with a timer (reclaiming a background scene after a
/// delay) schedules through one of these, so that the simulated device moves time forward
/// when a test says so (``ManualLifecycleScheduler``) while a real host waits on the main queue
/// (``MainQueueLifecycleScheduler``). Nothing in the engine reads the wall clock for a rule.
///
/// Why not `Clock` and `Task.sleep` (or swift-clocks' `TestClock`): those are asynchronous, and
/// the simulated device is synchronous by design (every call returns when every callback it
/// caused has run). A synchronous scheduler keeps that promise and keeps timers cancellable
/// without tasks.
@MainActor
package protocol LifecycleScheduler: AnyObject {
    /// Runs `action` on the main actor after `delay`, unless the returned timer is cancelled first.
    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> LifecycleTimer
    /// The time on this scheduler's clock (for what is left until a timer fires).
    var now: Duration { get }
}

/// A scheduled action; ``cancel()`` makes sure it never runs.
@MainActor
package final class LifecycleTimer {
    package private(set) var isCancelled = false
    package init() {}
    package func cancel() { isCancelled = true }
}

/// Real time: the main dispatch queue (which the GTK host's main loop drains).
///
/// ``advance(by:)`` moves this clock ahead of real time, firing at once the timers that fall due
/// (the GTK tests use it through the fixture app, so that no test waits for a rule's delay).
@MainActor
package final class MainQueueLifecycleScheduler: LifecycleScheduler {
    private struct Pending {
        let due: Duration
        let order: Int
        let timer: LifecycleTimer
        let action: @MainActor () -> Void
    }

    private let start = ContinuousClock.now
    private var offset: Duration = .zero
    private var pending: [Pending] = []
    private var nextOrder = 0
    package init() {}

    package var now: Duration { ContinuousClock.now - start + offset }

    package func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> LifecycleTimer {
        let timer = LifecycleTimer()
        pending.removeAll { $0.timer.isCancelled }
        pending.append(Pending(due: now + max(delay, .zero), order: nextOrder, timer: timer, action: action))
        nextOrder += 1
        let (seconds, attoseconds) = delay.components
        let interval = max(0, Double(seconds) + Double(attoseconds) / 1e18)
        DispatchQueue.main.asyncAfter(deadline: .now() + interval) {
            MainActor.assumeIsolated { self.fire(timer) }
        }
        return timer
    }

    /// Time jumps ahead by `duration`: every timer that falls due fires now, each at its own
    /// time on this clock, in the order they are due (an action may schedule more; those fire
    /// too if they fall due).
    package func advance(by duration: Duration) {
        let end = now + max(duration, .zero)
        while let next = pending.filter({ !$0.timer.isCancelled && $0.due <= end }).min(by: { ($0.due, $0.order) < ($1.due, $1.order) }) {
            offset += max(.zero, next.due - now)
            fire(next.timer)
        }
        offset += max(.zero, end - now)
    }

    private func fire(_ timer: LifecycleTimer) {
        guard !timer.isCancelled, let index = pending.firstIndex(where: { $0.timer === timer }) else { return }
        let entry = pending.remove(at: index)
        timer.cancel()
        entry.action()
    }
}

/// Time that moves only when told to (``advance(by:)``), for the simulated device: timers fire
/// in the order they are due (ties in the order they were scheduled), synchronously.
@MainActor
package final class ManualLifecycleScheduler: LifecycleScheduler {
    private struct Entry {
        let due: Duration
        let order: Int
        let timer: LifecycleTimer
        let action: @MainActor () -> Void
    }

    /// How much time has passed since the scheduler was made.
    package private(set) var now: Duration = .zero
    private var entries: [Entry] = []
    private var nextOrder = 0

    package init() {}

    package func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> LifecycleTimer {
        let timer = LifecycleTimer()
        entries.append(Entry(due: now + max(delay, .zero), order: nextOrder, timer: timer, action: action))
        nextOrder += 1
        return timer
    }

    /// The number of timers waiting (not cancelled, not fired).
    package var pendingCount: Int { entries.filter { !$0.timer.isCancelled }.count }

    /// Moves time forward by `duration`, running every timer that falls due on the way, each at
    /// its own time (an action may schedule more; those run too if they fall due in the window).
    package func advance(by duration: Duration) {
        let end = now + max(duration, .zero)
        while let index = nextDueIndex(before: end) {
            let entry = entries.remove(at: index)
            now = max(now, entry.due)
            guard !entry.timer.isCancelled else { continue }
            entry.timer.cancel()
            entry.action()
        }
        now = end
        entries.removeAll { $0.timer.isCancelled }
    }

    private func nextDueIndex(before end: Duration) -> Int? {
        var best: Int?
        for (index, entry) in entries.enumerated() where entry.due <= end {
            if let current = best, (entries[current].due, entries[current].order) <= (entry.due, entry.order) { continue }
            best = index
        }
        return best
    }
}
