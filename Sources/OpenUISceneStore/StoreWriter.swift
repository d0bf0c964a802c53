import Foundation

/// The background serial writer of a ``FileSessionStore``.
///
/// Callers hand over operations (a Sendable snapshot per session) and return at once; operations
/// on the same session coalesce (the latest wins) until a drain on the serial queue takes them all,
/// encodes them, writes each with ``StoreFileSystem/writeAtomically(_:directory:name:)`` and fsyncs
/// the directories once per drain. ``flush()`` waits for the queue.
final class StoreWriter: @unchecked Sendable {
    enum SessionOperation: Sendable {
        case save(StoredSession, sequence: Int64)
        case remove
    }

    let layout: StoreLayout
    private let queue = DispatchQueue(label: "OpenUIScene.FileSessionStore.writer", qos: .utility)
    private let lock = NSLock()
    // Guarded by `lock`.
    private var pendingSessions: [String: SessionOperation] = [:]
    private var pendingMarks: [String: Bool] = [:]
    private var drainScheduled = false
    private var closed = false
    private var recordedProblems: [String] = []
    private var batches = 0
    private let onProblem: (@Sendable (String) -> Void)?
    private let delay: DispatchTimeInterval
    private let timer: any StoreTimer

    /// How many problem lines are kept for ``problems``.
    static let problemHistory = 100

    /// How long the writer waits after the first change before writing: a burst of saves (the
    /// sessions of a launch, a scene's state capture) becomes one batch with one directory
    /// fsync, and the disk work of a launch starts after the app's first frame instead of during
    /// it. ``flush()`` writes at once. Measured (docs/GTK.md "Benchmark"): the fsyncs of a new
    /// session during start-up slowed the first window of this and of the next process.
    static let coalescingDelay: DispatchTimeInterval = .milliseconds(100)

    init(layout: StoreLayout, coalescingDelay: DispatchTimeInterval = StoreWriter.coalescingDelay, timer: any StoreTimer = DispatchStoreTimer(), onProblem: (@Sendable (String) -> Void)?) {
        self.layout = layout
        self.delay = coalescingDelay
        self.timer = timer
        self.onProblem = onProblem
    }

    // MARK: - Handing over (any thread, never waits for the disk)

    func enqueue(_ operation: SessionOperation, for identifier: String) {
        handOver(whenClosed: "\(layout.root): session \(identifier) was not saved: the store is closed. Save before closing it.") {
            pendingSessions[identifier] = operation
            // A remove deletes the session's discard mark too, also when a save replaces it in
            // the same batch: a pending mark must not be written over the new session.
            if case .remove = operation { pendingMarks[identifier] = false }
        }
    }

    func enqueueMark(_ marked: Bool, for identifier: String) {
        handOver(whenClosed: "\(layout.root): the discard mark of session \(identifier) was not changed: the store is closed.") {
            pendingMarks[identifier] = marked
        }
    }

    /// Records a change under the lock and schedules a drain if none is pending; once the store
    /// is closed the change is refused with `message`.
    private func handOver(whenClosed message: @autoclosure () -> String, _ record: () -> Void) {
        lock.lock()
        if closed {
            lock.unlock()
            report(message())
            return
        }
        record()
        let schedule = scheduleLocked()
        lock.unlock()
        if schedule { timer.run(after: delay, on: queue) { self.drain() } }
    }

    private func scheduleLocked() -> Bool {
        guard !drainScheduled else { return false }
        drainScheduled = true
        return true
    }

    /// Blocks until everything handed over so far is written and fsynced (without waiting for
    /// the coalescing delay). Never call it on the writer's queue.
    func flush() {
        queue.sync { drain() }
    }

    /// Runs `body` on the writer's queue (serialized with the writes, after everything handed
    /// over so far is written), on the calling thread.
    func exclusive<T>(_ body: () throws -> T) rethrows -> T {
        try queue.sync {
            drain()
            return try body()
        }
    }

    private let testGate = DispatchSemaphore(value: 0)

    /// Tests: occupies the writer's queue until ``unblockForTesting()``.
    func blockForTesting() {
        queue.async { self.testGate.wait() }
    }

    /// Tests: frees the queue occupied by ``blockForTesting()``.
    func unblockForTesting() {
        testGate.signal()
    }

    /// Refuses further operations, then writes what was handed over before (so nothing can
    /// slip in between the last write and the caller releasing the store's lock).
    func close() {
        lock.withLock { closed = true }
        flush()
    }

    var problems: [String] { lock.withLock { recordedProblems } }

    /// Tests: how many drains found something to write.
    var batchesWritten: Int { lock.withLock { batches } }

    func report(_ problem: String) {
        lock.withLock {
            recordedProblems.append(problem)
            if recordedProblems.count > Self.problemHistory { recordedProblems.removeFirst(recordedProblems.count - Self.problemHistory) }
        }
        onProblem?(problem)
    }

    // MARK: - On the queue

    private func drain() {
        let (sessions, marks) = lock.withLock {
            defer {
                pendingSessions = [:]
                pendingMarks = [:]
                drainScheduled = false
            }
            if !pendingSessions.isEmpty || !pendingMarks.isEmpty { batches += 1 }
            return (pendingSessions, pendingMarks)
        }
        var sessionsTouched = false
        var marksTouched = false
        for (identifier, operation) in sessions {
            guard let name = StoreLayout.fileName(for: identifier) else {
                report("\(layout.sessions): session \"\(identifier.prefix(80))\" was not saved: its persistent identifier is empty or longer than the store allows (\(StoreLayout.maximumFileNameLength) bytes as a file name). Use shorter identifiers.")
                continue
            }
            switch operation {
            case .save(let session, let sequence):
                if write(session, sequence: sequence, name: name) { sessionsTouched = true }
            case .remove:
                do {
                    if try StoreFileSystem.removeFile("\(layout.sessions)/\(name)") { sessionsTouched = true }
                    if try StoreFileSystem.removeFile("\(layout.discards)/\(name)") { marksTouched = true }
                } catch {
                    report("\(error): session \(identifier) could not be deleted; it will come back at the next launch. \(StoreFileSystem.advice(for: error.code, path: error.path))")
                }
            }
        }
        for (identifier, marked) in marks {
            guard let name = StoreLayout.fileName(for: identifier) else { continue }
            let path = "\(layout.discards)/\(name)"
            do {
                if marked {
                    // Only a stored session can be discarded.
                    guard StoreFileSystem.regularFileExists("\(layout.sessions)/\(name)") else { continue }
                    let data = try SessionFileCodec.encodeMarker(persistentIdentifier: identifier)
                    try StoreFileSystem.writeAtomically(data, directory: layout.discards, name: name)
                    marksTouched = true
                } else if try StoreFileSystem.removeFile(path) {
                    marksTouched = true
                }
            } catch {
                report("\(path): the discard mark of session \(identifier) could not be \(marked ? "written" : "deleted"): \(error). \((error as? StoreFileSystem.Failure).map { StoreFileSystem.advice(for: $0.code, path: $0.path) } ?? "Check the folder.")")
            }
        }
        sync(layout.sessions, if: sessionsTouched)
        sync(layout.discards, if: marksTouched)
    }

    private func write(_ session: StoredSession, sequence: Int64, name: String) -> Bool {
        let path = "\(layout.sessions)/\(name)"
        let depth = max(SessionFileCodec.valueDepth(session.userInfo), SessionFileCodec.valueDepth(session.restorationActivity?.userInfo))
        guard depth <= FileSessionStore.maximumValueDepth else {
            report("\(path): session \(session.persistentIdentifier) was not saved: its userInfo nests \(depth) levels deep, more than the \(FileSessionStore.maximumValueDepth) the store reads back. The previous state stays on disk; flatten the userInfo.")
            return false
        }
        let data: Data
        do {
            data = try SessionFileCodec.encode(session, sequence: sequence)
        } catch {
            report("\(path): session \(session.persistentIdentifier) was not saved: it cannot be encoded (\(error)). The previous state stays on disk.")
            return false
        }
        guard data.count <= FileSessionStore.maximumFileSize else {
            report("\(path): session \(session.persistentIdentifier) was not saved: it takes \(data.count) bytes, more than the \(FileSessionStore.maximumFileSize) the store reads back. The previous state stays on disk; keep large data in your own files and store a reference in userInfo.")
            return false
        }
        do {
            try StoreFileSystem.writeAtomically(data, directory: layout.sessions, name: name)
            return true
        } catch {
            report("\(error): session \(session.persistentIdentifier) was not saved; the previous state stays on disk. \(StoreFileSystem.advice(for: error.code, path: error.path))")
            return false
        }
    }

    private func sync(_ directory: String, if touched: Bool) {
        guard touched else { return }
        do {
            try StoreFileSystem.syncDirectory(directory)
        } catch {
            report("\(error): the latest changes may not survive a power loss.")
        }
    }
}

/// Time for the writer's coalescing delay, injected so that tests decide when it has passed
/// instead of waiting for it (docs/ARCHITECTURE.md, "time as a dependency").
protocol StoreTimer: Sendable {
    /// Runs `work` on `queue` once `delay` has passed.
    func run(after delay: DispatchTimeInterval, on queue: DispatchQueue, _ work: @escaping @Sendable () -> Void)
}

/// Real time.
struct DispatchStoreTimer: StoreTimer {
    func run(after delay: DispatchTimeInterval, on queue: DispatchQueue, _ work: @escaping @Sendable () -> Void) {
        queue.asyncAfter(deadline: .now() + delay, execute: work)
    }
}

/// Tests: the delay passes when ``fire()`` is called.
final class ManualStoreTimer: StoreTimer, @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [(DispatchQueue, @Sendable () -> Void)] = []

    /// How many runs wait for ``fire()``.
    var waiting: Int { lock.withLock { pending.count } }

    func run(after delay: DispatchTimeInterval, on queue: DispatchQueue, _ work: @escaping @Sendable () -> Void) {
        lock.withLock { pending.append((queue, work)) }
    }

    /// The delay has passed: every waiting run goes to its queue.
    func fire() {
        let due = lock.withLock { () -> [(DispatchQueue, @Sendable () -> Void)] in
            defer { pending.removeAll() }
            return pending
        }
        for (queue, work) in due { queue.async(execute: work) }
    }
}
