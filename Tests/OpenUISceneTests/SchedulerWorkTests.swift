import Foundation
import Testing
@testable import OpenUIScene

/// The real-time scheduler (the GTK host's) must not look at every waiting timer on each
/// `schedule`, `advance` and firing (issue 22: 20,000 notification requests took 54 s to add and
/// stalled the main loop 73 s when they fired). Work is counted, not timed: the scheduler
/// reports how many waiting entries it looked at.
@MainActor
@Suite struct SchedulerWorkTests {
    /// n timers scheduled, then fired by advancing the clock past all of them: the entries looked
    /// at stay within a small multiple of n·log₂ n (a heap), where a scan per call gives n²/2.
    @Test func schedulingAndFiringManyTimersLooksAtEachAFewTimesOnly() {
        let scheduler = MainQueueLifecycleScheduler()
        let count = 4_000
        var fired: [Int] = []
        var timers: [LifecycleTimer] = []
        // Due times in a scrambled order, so that neither insertion order nor reverse order is due order.
        for index in 0..<count {
            let due = (index * 7_919) % count
            // A minute apart: the clock is real time, which moves while the timers are scheduled.
            timers.append(scheduler.schedule(after: .seconds(3_600 + 60 * due)) { fired.append(due) })
        }
        // Every tenth one cancelled, as the window policy cancels reclaim timers.
        for index in stride(from: 0, to: count, by: 10) { timers[index].cancel() }
        scheduler.advance(by: .seconds(3_600 + 60 * count))
        let cancelled = Set(stride(from: 0, to: count, by: 10).map { ($0 * 7_919) % count })
        #expect(fired == (0..<count).filter { !cancelled.contains($0) }, "every timer not cancelled fires once, in the order due")
        let bound = 8 * count * Int(log2(Double(count)).rounded(.up))
        #expect(scheduler.entriesVisited <= bound, "looked at \(scheduler.entriesVisited) entries for \(count) timers (bound \(bound))")
    }

    /// Timers that fire on their own (the main queue) leave nothing behind, and an advance
    /// after them does not fire them again.
    @Test func timersFiredByTheMainQueueAreForgotten() async {
        let scheduler = MainQueueLifecycleScheduler()
        var fired = 0
        for _ in 0..<50 { _ = scheduler.schedule(after: .zero) { fired += 1 } }
        for _ in 0..<10_000 where fired < 50 { await Task.yield() }
        #expect(fired == 50)
        #expect(scheduler.waitingCount == 0)
        scheduler.advance(by: .seconds(1))
        #expect(fired == 50)
    }

    /// The simulated device's clock: the same order rules, and the same bound.
    @Test func theManualClockFiresInDueOrderWithTheSameBound() {
        let scheduler = ManualLifecycleScheduler()
        let count = 4_000
        var fired: [Int] = []
        for index in 0..<count {
            let due = (index * 7_919) % count
            _ = scheduler.schedule(after: .seconds(due)) { fired.append(due) }
        }
        // Ties fire in the order scheduled.
        _ = scheduler.schedule(after: .seconds(5)) { fired.append(-1) }
        scheduler.advance(by: .seconds(count))
        var expected = Array(0..<count)
        expected.insert(-1, at: 6)
        #expect(fired == expected)
        #expect(scheduler.pendingCount == 0)
        let bound = 8 * count * Int(log2(Double(count)).rounded(.up))
        #expect(scheduler.entriesVisited <= bound, "looked at \(scheduler.entriesVisited) entries for \(count) timers (bound \(bound))")
    }
}
