import Dispatch
import Foundation
import Testing
import os
import os.log

/// `import os` / `import os.log`: the logging API of OSLog, and Darwin's locks on glibc's mutex.
@Suite struct OSModuleTests {
    /// Holds a lock where it does not move, as callers of the C-style API must.
    final class Locked: @unchecked Sendable {
        let lock = os_unfair_lock_t.allocate(capacity: 1)
        var count = 0
        init() { lock.initialize(to: os_unfair_lock()) }
        deinit { lock.deallocate() }
    }

    @Test func anUnfairLockMakesIncrementsFromManyThreadsExact() {
        let shared = Locked()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 {
                os_unfair_lock_lock(shared.lock)
                shared.count += 1
                os_unfair_lock_unlock(shared.lock)
            }
        }
        #expect(shared.count == 80_000)
    }

    @Test func tryLockFailsWhileTheLockIsHeldAndSucceedsAfter() {
        let shared = Locked()
        os_unfair_lock_lock(shared.lock)
        os_unfair_lock_assert_owner(shared.lock)
        let whileHeld = DispatchQueue.global().sync { os_unfair_lock_trylock(shared.lock) }
        os_unfair_lock_unlock(shared.lock)
        #expect(!whileHeld)
        #expect(os_unfair_lock_trylock(shared.lock))
        os_unfair_lock_unlock(shared.lock)
    }

    @Test func anAllocatedUnfairLockGuardsItsStateAndIsNotAvailableWhileHeld() {
        let total = OSAllocatedUnfairLock(initialState: 0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<5_000 { total.withLock { $0 += 1 } }
        }
        #expect(total.withLock { $0 } == 40_000)
        total.lock()
        let whileHeld = DispatchQueue.global().sync { total.withLockIfAvailable { $0 } }
        total.unlock()
        #expect(whileHeld == nil)
        #expect(total.withLockIfAvailable { $0 } == 40_000)
        let plain = OSAllocatedUnfairLock()
        #expect(plain.withLock { "held" } == "held")
    }

    @Test func loggerAndOsLogFromOsWriteThroughOSLog() {
        _ = CapturedLog.shared
        let category = UUID().uuidString
        let label = "org.openuiscene.oslog-tests.\(category)"
        Logger(subsystem: "org.openuiscene.oslog-tests", category: category).notice("from os \(42, privacy: .public)")
        os_log("and %{public}@", log: OSLog(subsystem: "org.openuiscene.oslog-tests", category: category), type: .error, "os_log")
        #expect(CapturedLog.shared.lines(for: label) == ["notice \(label): from os 42", "error \(label): and os_log"])
    }
}
