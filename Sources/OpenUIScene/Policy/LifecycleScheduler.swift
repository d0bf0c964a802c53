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
///
/// Waiting timers are kept by number (for the main queue's call, O(1)) and in a heap by due time
/// (for ``advance(by:)``, O(log n)): nothing scans every waiting timer (issue 22: 20,000
/// notification requests took 54 s to schedule that way). A timer cancelled or fired leaves the
/// heap lazily; the heap is rebuilt when most of it is such leftovers.
@MainActor
package final class MainQueueLifecycleScheduler: LifecycleScheduler {
    private struct Pending {
        let timer: LifecycleTimer
        let action: @MainActor () -> Void
    }

    private let start = ContinuousClock.now
    private var offset: Duration = .zero
    /// Timers not fired yet, by their number (cancelled ones until the main queue calls them).
    private var pending: [Int: Pending] = [:]
    private var queue = TimerHeap()
    private var compactAt = 64
    private var nextOrder = 0
    package init() {}

    package var now: Duration { ContinuousClock.now - start + offset }

    /// Heap entries looked at so far (a test bounds it: a few times log₂ n per timer).
    package var entriesVisited: Int { queue.entriesVisited }

    /// The timers waiting (not cancelled, not fired).
    package var waitingCount: Int { pending.values.count { !$0.timer.isCancelled } }

    package func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> LifecycleTimer {
        let timer = LifecycleTimer()
        let order = nextOrder
        nextOrder += 1
        pending[order] = Pending(timer: timer, action: action)
        queue.insert(due: now + max(delay, .zero), order: order)
        if queue.count >= compactAt {
            // Timers cancelled, or fired by the main queue, leave: amortized O(1) per timer.
            pending = pending.filter { !$0.value.timer.isCancelled }
            queue.removeAll { pending[$0] == nil }
            compactAt = max(64, 2 * queue.count)
        }
        let (seconds, attoseconds) = delay.components
        let interval = max(0, Double(seconds) + Double(attoseconds) / 1e18)
        DispatchQueue.main.asyncAfter(deadline: .now() + interval) {
            MainActor.assumeIsolated { self.fire(order) }
        }
        return timer
    }

    /// Time jumps ahead by `duration`: every timer that falls due fires now, each at its own
    /// time on this clock, in the order they are due (an action may schedule more; those fire
    /// too if they fall due).
    package func advance(by duration: Duration) {
        let end = now + max(duration, .zero)
        while let next = queue.first, next.due <= end {
            queue.removeFirst()
            guard let entry = pending[next.order], !entry.timer.isCancelled else { continue }
            offset += max(.zero, next.due - now)
            fire(next.order)
        }
        offset += max(.zero, end - now)
    }

    private func fire(_ order: Int) {
        guard let entry = pending.removeValue(forKey: order), !entry.timer.isCancelled else { return }
        entry.timer.cancel()
        entry.action()
    }
}

/// Time that moves only when told to (``advance(by:)``), for the simulated device: timers fire
/// in the order they are due (ties in the order they were scheduled), synchronously. The same
/// heap as ``MainQueueLifecycleScheduler``'s.
@MainActor
package final class ManualLifecycleScheduler: LifecycleScheduler {
    /// How much time has passed since the scheduler was made.
    package private(set) var now: Duration = .zero
    private var timers: [Int: (timer: LifecycleTimer, action: @MainActor () -> Void)] = [:]
    private var queue = TimerHeap()
    private var compactAt = 64
    private var nextOrder = 0

    package init() {}

    package func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> LifecycleTimer {
        let timer = LifecycleTimer()
        timers[nextOrder] = (timer, action)
        queue.insert(due: now + max(delay, .zero), order: nextOrder)
        nextOrder += 1
        if queue.count >= compactAt {
            // Cancelled timers leave (a long test cancels many reclaim timers): amortized O(1).
            timers = timers.filter { !$0.value.timer.isCancelled }
            queue.removeAll { timers[$0] == nil }
            compactAt = max(64, 2 * queue.count)
        }
        return timer
    }

    /// Heap entries looked at so far (a test bounds it).
    package var entriesVisited: Int { queue.entriesVisited }

    /// The number of timers waiting (not cancelled, not fired).
    package var pendingCount: Int { timers.values.count { !$0.timer.isCancelled } }

    /// Moves time forward by `duration`, running every timer that falls due on the way, each at
    /// its own time (an action may schedule more; those run too if they fall due in the window).
    package func advance(by duration: Duration) {
        let end = now + max(duration, .zero)
        while let next = queue.first, next.due <= end {
            queue.removeFirst()
            now = max(now, next.due)
            guard let entry = timers.removeValue(forKey: next.order), !entry.timer.isCancelled else { continue }
            entry.timer.cancel()
            entry.action()
        }
        now = end
    }
}

/// Timers by due time, ties by the order they were scheduled: a binary min-heap of
/// (due, order), O(log n) to insert and to take the first.
struct TimerHeap {
    struct Entry {
        let due: Duration
        let order: Int
        func precedes(_ other: Entry) -> Bool { due != other.due ? due < other.due : order < other.order }
    }

    private var entries: [Entry] = []
    /// Entries compared so far (for the tests that bound the work).
    private(set) var entriesVisited = 0

    var count: Int { entries.count }
    var first: Entry? { entries.first }

    mutating func insert(due: Duration, order: Int) {
        entries.append(Entry(due: due, order: order))
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            entriesVisited += 1
            guard entries[child].precedes(entries[parent]) else { break }
            entries.swapAt(child, parent)
            child = parent
        }
    }

    mutating func removeFirst() {
        guard !entries.isEmpty else { return }
        let last = entries.removeLast()
        guard !entries.isEmpty else { return }
        entries[0] = last
        siftDown(0)
    }

    /// Drops the entries whose order `shouldRemove` says, and restores the heap: O(n).
    mutating func removeAll(where shouldRemove: (Int) -> Bool) {
        entriesVisited += entries.count
        entries.removeAll { shouldRemove($0.order) }
        for index in stride(from: entries.count / 2 - 1, through: 0, by: -1) { siftDown(index) }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < entries.count else { return }
            var smallest = left
            let right = left + 1
            entriesVisited += 2
            if right < entries.count, entries[right].precedes(entries[left]) { smallest = right }
            guard entries[smallest].precedes(entries[parent]) else { return }
            entries.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
