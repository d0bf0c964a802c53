import Foundation

/// Where the engine keeps sessions between launches.
///
/// Contract: `load()` is called once per launch, before `didFinishLaunching` returns;
/// `save(_:)` and `remove(_:)` are called on the main actor and must not wait for a disk;
/// `flush()` is called at termination and returns when everything handed over is durable.
package protocol SessionStore: AnyObject, Sendable {
    /// Every stored session and the identifiers of sessions discarded while the app was not running.
    func load() -> SessionStoreSnapshot
    /// Stores (or replaces) one session.
    func save(_ session: StoredSession)
    /// Deletes one session's data.
    func remove(persistentIdentifier: String)
    /// Marks a stored session as discarded while the app is not running: reported at the next launch.
    func markDiscarded(persistentIdentifier: String)
    /// Forgets a pending discard after it was reported (its data is removed with ``remove(persistentIdentifier:)``).
    func clearDiscardMark(persistentIdentifier: String)
    /// Blocks until every save handed over so far is written.
    func flush()

    /// Moves a stored session that the app cannot use (its classes or role do not fit the app
    /// any more) out of the way, keeping its data: a file store moves its file into
    /// `quarantine/`. Returns one line that names the session, the reason and where its data is.
    func setAside(persistentIdentifier: String, reason: String) -> String

    /// Crash-loop protection: records that a launch has started, durably, before it returns, and
    /// returns how many launches in a row before this one started but never reached
    /// ``recordLaunchHealthy()`` (they crashed or were killed before their first scene reached the
    /// foreground). The engine calls it once per launch, before it restores sessions.
    func recordLaunchStart() -> Int
    /// This launch is healthy (a scene reached the foreground, or the app terminated normally):
    /// the count of unfinished launches goes back to 0. May be written asynchronously.
    func recordLaunchHealthy()
}

/// What a store holds at launch.
package struct SessionStoreSnapshot: Sendable, Equatable {
    /// The stored sessions, in the order they were first created.
    package var sessions: [StoredSession]
    /// Sessions discarded while the app was not running.
    package var pendingDiscards: [String]
    /// One line per file the store could not use (damaged, hostile, written by a newer version):
    /// the file, what was wrong and where it was moved. The store prints nothing itself; the
    /// caller logs these. Empty when everything loaded.
    package var problems: [String]
    /// A snapshot.
    package init(sessions: [StoredSession] = [], pendingDiscards: [String] = [], problems: [String] = []) {
        self.sessions = sessions
        self.pendingDiscards = pendingDiscards
        self.problems = problems
    }
}

/// A store that lives as long as the object: a relaunch on the same `SimulatedDevice` sees what
/// the previous run saved, but nothing reaches the disk.
///
/// Every operation is O(1) (amortized): sessions and discard marks keep their order in arrays
/// with holes, compacted when more than half are holes, so closing thousands of sessions costs
/// thousands of steps, not millions.
package final class InMemorySessionStore: SessionStore, @unchecked Sendable {
    private let lock = NSLock()
    /// The sessions in the order they were first saved: one hash of the identifier per save
    /// (with 1,000 sessions stored, each hash-table probe compares identifier strings).
    private var sessions = OrderedValues<StoredSession>()
    private var discards = OrderedValues<Void>()
    private var unfinishedLaunches = 0

    package init() {}

    package func load() -> SessionStoreSnapshot {
        lock.withLock {
            SessionStoreSnapshot(sessions: sessions.values, pendingDiscards: discards.keys)
        }
    }

    package func save(_ session: StoredSession) {
        lock.withLock {
            sessions.set(session, for: session.persistentIdentifier)
        }
    }

    package func remove(persistentIdentifier: String) {
        lock.withLock {
            sessions.remove(persistentIdentifier)
            discards.remove(persistentIdentifier)
        }
    }

    package func markDiscarded(persistentIdentifier: String) {
        lock.withLock {
            if sessions[persistentIdentifier] != nil { discards.set((), for: persistentIdentifier) }
        }
    }

    package func clearDiscardMark(persistentIdentifier: String) {
        lock.withLock { discards.remove(persistentIdentifier) }
    }

    package func flush() {}

    package func setAside(persistentIdentifier: String, reason: String) -> String {
        remove(persistentIdentifier: persistentIdentifier)
        return "session \(persistentIdentifier) was set aside: \(reason). It is kept out of this app's sessions (the store is in memory, so its data is gone with the process)."
    }

    package func recordLaunchStart() -> Int {
        lock.withLock {
            defer { unfinishedLaunches += 1 }
            return unfinishedLaunches
        }
    }

    package func recordLaunchHealthy() {
        lock.withLock { unfinishedLaunches = 0 }
    }
}

/// Values by identifier in the order their identifiers were first set, with O(1) set, remove and
/// lookup, each one hash of the identifier: removed slots are holes, compacted when more than
/// half of the slots are holes.
struct OrderedValues<Value> {
    private var slots: [String?] = []
    private var entries: [String: (value: Value, position: Int)] = [:]

    subscript(key: String) -> Value? { entries[key]?.value }

    /// Sets the value of `key`: replaced in place when present, appended otherwise.
    mutating func set(_ value: Value, for key: String) {
        let position = slots.count
        var inserted = false
        entries[key, default: { inserted = true; return (value, position) }()].value = value
        if inserted { slots.append(key) }
    }

    /// Removes `key`, returning its value.
    @discardableResult
    mutating func remove(_ key: String) -> Value? {
        guard let entry = entries.removeValue(forKey: key) else { return nil }
        slots[entry.position] = nil
        if slots.count > 64, entries.count * 2 < slots.count { compact() }
        return entry.value
    }

    /// The values, in order.
    var values: [Value] { slots.compactMap { $0.flatMap { entries[$0]?.value } } }

    /// The identifiers, in order.
    var keys: [String] { slots.compactMap { $0 } }

    private mutating func compact() {
        let kept: [String] = slots.compactMap { $0 }
        slots = kept
        for (position, key) in kept.enumerated() { entries[key]?.position = position }
    }
}
