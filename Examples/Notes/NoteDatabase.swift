import Foundation
import GRDB

/// A note as stored.
struct Note: Equatable, Sendable, FetchableRecord {
    let id: Int64
    var body: String
    var updated: Date

    init(id: Int64, body: String, updated: Date) {
        self.id = id
        self.body = body
        self.updated = updated
    }

    /// A row of `SELECT id, body, updated` (read by position, the fastest way): `updated` is
    /// stored as seconds since 1970 (REAL), as the first version of Notes wrote it, so old
    /// databases read unchanged.
    init(row: Row) {
        id = row[0]
        body = row[1] ?? ""
        updated = Date(timeIntervalSince1970: row[2] ?? 0)
    }

    /// The first non-empty line, as the library shows it.
    var title: String {
        body.split(whereSeparator: \.isNewline).first.map { String($0).trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 } ?? "New Note"
    }
}

/// Why the database could not do something, with SQLite's own message.
struct NoteDatabaseError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// The notes, in a SQLite database through GRDB, and the app's model controller: every window
/// reads notes from here and observes it; no view controller talks to another (the pattern of
/// WWDC 2019 "Architecting Your App for Multiple Windows").
///
/// Windows follow the notes with GRDB's `ValueObservation`: the library observes the list
/// (``observeNotes(_:)``), each editor its own note (``observeNote(id:_:)``). An observation
/// delivers its first value at once, before `observe…` returns (GRDB's `.immediate` scheduling, in
/// a form that also works where the main actor is not the main thread: ``ImmediateMainActorScheduler``),
/// so a window is filled before it is shown; then a fresh value after each committed write that
/// changed what it read. Fresh values come *later*: GRDB fetches them on its writer queue during
/// the commit (a `DatabaseQueue` does, before the write returns), reduces them on a queue of its
/// own and hands them to the main queue (`DispatchQueue.main.async`). So for a moment after an
/// edit the other windows still show the previous value; ``changesApplied(within:)`` waits,
/// without polling, until every observation has delivered what the writes so far produced.
///
/// Where the main queue runs: in the GTK app, the host drains it from the GLib main loop
/// (docs/GTK.md "Swift concurrency inside the GTK loop"), so a fresh value reaches the windows
/// about a millisecond after the write; on the simulated device (tests) it runs whenever the test,
/// on the main actor, suspends: an `await` of ``changesApplied(within:)``.
///
/// An observation that fails (SQLite could not read the notes) is logged with its name and the
/// error, and its window keeps the last value it showed; it stops following the database (GRDB
/// ends a failed observation) until the window is opened again. An observation ends when its
/// ``Observation`` is released or cancelled: a window that goes (a closed or reclaimed scene)
/// releases it with its view controller.
@MainActor
final class NoteDatabase {
    /// Where the database lives: `$XDG_DATA_HOME/<app id>/notes.sqlite`, else
    /// `~/.local/share/<app id>/notes.sqlite`.
    static func defaultURL(appID: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        return base.appendingPathComponent(appID).appendingPathComponent("notes.sqlite")
    }

    /// One window's `ValueObservation`; it is cancelled when released (or by ``cancel()``).
    @MainActor
    final class Observation {
        /// What is observed, for logs and tests ("library", "note 3").
        var name: String { state.name }
        fileprivate let state: ObservationState
        fileprivate var cancellable: AnyDatabaseCancellable?

        fileprivate init(state: ObservationState) { self.state = state }

        /// The number of the newest value GRDB has fetched for this observation (1 is the first
        /// value). GRDB fetches during the commit of each write that changed what the observation
        /// reads, so once a write has returned this counts it.
        var fetchedRevision: Int { state.fetched }
        /// The number of the value the window received last.
        var deliveredRevision: Int { state.delivered }
        /// The error that ended the observation, if one did.
        var failure: String? { state.failure }

        func cancel() {
            cancellable?.cancel()
            cancellable = nil
        }
    }

    let url: URL
    private let queue: DatabaseQueue
    /// The observations that have neither been cancelled nor failed.
    private let live = LiveObservations()
    private var waiters: [Int: CheckedContinuation<Void, any Error>] = [:]
    private var nextWaiter = 0

    /// Where observation errors go (standard error; tests collect them).
    var log: @MainActor (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    init(url: URL) throws {
        self.url = url
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            // Another connection to the file may hold SQLite's lock for a moment: the one of the
            // app instance before in the same process (tests relaunch the app), which GRDB closes
            // on its own queue once the last observation has stopped, checkpointing as it closes;
            // or a test reading the file. Wait for it (SQLite's busy timeout) instead of failing
            // at once with "database is locked".
            var configuration = Configuration()
            configuration.busyMode = .timeout(5)
            queue = try DatabaseQueue(path: url.path, configuration: configuration)
        } catch {
            throw NoteDatabaseError(message: "cannot open the notes database at \(url.path): \(Self.message(error))")
        }
        // Only this user may read the notes, whatever the umask.
        chmod(url.path, 0o600)
        do {
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA journal_mode=WAL")
                try db.execute(sql: "CREATE TABLE IF NOT EXISTS notes (id INTEGER PRIMARY KEY AUTOINCREMENT, body TEXT NOT NULL DEFAULT '', updated REAL NOT NULL)")
            }
        } catch {
            throw NoteDatabaseError(message: "\(url.lastPathComponent): \(Self.message(error))")
        }
    }

    // MARK: Reading

    private nonisolated static let allNotesSQL = "SELECT id, body, updated FROM notes ORDER BY updated DESC, id DESC"
    private nonisolated static let noteSQL = "SELECT id, body, updated FROM notes WHERE id = ?"

    func allNotes() -> [Note] {
        (try? queue.inDatabase { try Note.fetchAll($0.cachedStatement(sql: Self.allNotesSQL)) }) ?? []
    }

    func note(id: Int64) -> Note? {
        (try? queue.inDatabase { try Note.fetchOne($0.cachedStatement(sql: Self.noteSQL), arguments: [id]) }) ?? nil
    }

    // MARK: Writing (the observations whose values a write changed fetch fresh ones as it commits)

    @discardableResult
    func createNote(body: String = "") throws -> Note {
        let now = Date()
        let id = try write { db in
            try db.cachedStatement(sql: "INSERT INTO notes (body, updated) VALUES (?, ?)").execute(arguments: [body, now.timeIntervalSince1970])
            return db.lastInsertedRowID
        }
        return Note(id: id, body: body, updated: now)
    }

    func updateBody(of id: Int64, to body: String) throws {
        try write { db in
            try db.cachedStatement(sql: "UPDATE notes SET body = ?, updated = ? WHERE id = ? AND body != ?").execute(arguments: [body, Date().timeIntervalSince1970, id, body])
        }
    }

    func deleteNote(_ id: Int64) throws {
        try write { db in
            try db.cachedStatement(sql: "DELETE FROM notes WHERE id = ?").execute(arguments: [id])
        }
    }

    /// Runs `body` (one statement: SQLite's implicit transaction).
    private func write<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try queue.inDatabase(body)
        } catch {
            throw NoteDatabaseError(message: "\(url.lastPathComponent): \(Self.message(error))")
        }
    }

    // MARK: Observing

    /// The library's list: every note, the most recently edited first.
    func observeNotes(_ onChange: @escaping @MainActor ([Note]) -> Void) -> Observation {
        observe("library", fetch: { db in try Note.fetchAll(db.cachedStatement(sql: Self.allNotesSQL)) }, onChange: onChange)
    }

    /// One note (`nil` once it is deleted). GRDB tracks only that note's row: edits of other notes
    /// do not wake this observation.
    func observeNote(id: Int64, _ onChange: @escaping @MainActor (Note?) -> Void) -> Observation {
        observe("note \(id)", fetch: { db in try Note.fetchOne(db.cachedStatement(sql: Self.noteSQL), arguments: [id]) }, onChange: onChange)
    }

    /// Observes what `fetch` reads with `ValueObservation.tracking`: `onChange` gets the first
    /// value before this returns, then each fresh value on the main queue. On an error the
    /// observation ends: it is logged, and `onChange` is not called again (the window keeps its
    /// last value).
    func observe<Value: Sendable>(_ name: String, fetch: @escaping @Sendable (Database) throws -> Value, onChange: @escaping @MainActor (Value) -> Void) -> Observation {
        let state = ObservationState(name: name)
        let key = live.add(state)
        let observation = Observation(state: state)
        let tracking = ValueObservation
            .tracking { db in
                // Numbered before the fetch, so that a fetch that fails is still waited for (its
                // error arrives on the main queue too).
                let revision = state.willFetch()
                return Revisioned(value: try fetch(db), revision: revision)
            }
            .handleEvents(didCancel: { [weak self, live] in
                // GRDB cancelled it: released or cancelled (on the thread that did it).
                state.end(failure: nil)
                live.remove(key)
                Self.onMain { self?.settle() }
            })
        observation.cancellable = tracking.start(
            in: queue,
            scheduling: .immediateOnMainActor,
            onError: { [weak self, live] error in
                state.end(failure: Self.message(error))
                live.remove(key)
                self?.log("Notes: the \(name) observation failed and stopped: \(Self.message(error)) (database \(self?.url.path ?? "?")); its window keeps what it showed until it is opened again")
                self?.settle()
            },
            onChange: { [weak self] value in
                state.didDeliver(value.revision)
                onChange(value.value)
                self?.settle()
            })
        return observation
    }

    /// The observations that follow the database now (neither cancelled nor failed), by name.
    var liveObservations: [String] { live.states.map(\.name).sorted() }

    /// Whether an observation has a fresh value (or an error) on its way to the main queue.
    var hasPendingChanges: Bool { live.states.contains { !$0.isSettled } }

    /// Returns once every live observation has delivered the values the writes made so far
    /// produced (or its error); throws after `timeout` naming the observations still waiting.
    /// It suspends the caller, so the main queue runs meanwhile (on the simulated device that is
    /// how GRDB's deliveries happen at all).
    func changesApplied(within timeout: Duration = .seconds(10)) async throws {
        guard hasPendingChanges else { return }
        let key = nextWaiter
        nextWaiter += 1
        let timer = Task { [weak self] in
            try? await Task.sleep(for: timeout)
            self?.timeOut(key, after: timeout)
        }
        defer { timer.cancel() }
        try await withCheckedThrowingContinuation { waiters[key] = $0 }
    }

    private func settle() {
        guard !hasPendingChanges, !waiters.isEmpty else { return }
        let ready = waiters
        waiters = [:]
        for continuation in ready.values { continuation.resume() }
    }

    private func timeOut(_ key: Int, after timeout: Duration) {
        guard let continuation = waiters.removeValue(forKey: key) else { return }
        let pending = live.states.filter { !$0.isSettled }.map { "\($0.name) (fetched \($0.fetched), delivered \($0.delivered))" }
        continuation.resume(throwing: NoteDatabaseError(message: "changes not applied within \(timeout): \(pending.joined(separator: ", "))"))
    }

    private nonisolated static func onMain(_ body: @escaping @MainActor @Sendable () -> Void) {
        if Thread.isMainThread {
            MainActor.assumeIsolated(body)
        } else {
            DispatchQueue.main.async(execute: body)
        }
    }

    private nonisolated static func message(_ error: any Error) -> String {
        (error as? DatabaseError).map { $0.message ?? "\($0)" } ?? "\(error)"
    }
}

/// GRDB's `.immediate` scheduling, for the main actor wherever it runs: the first value before
/// `start` returns, later ones through `DispatchQueue.main.async`, as `.immediate` does. GRDB's own
/// `.immediate` requires `Thread.isMainThread`, which is false on the main actor in `swift test` on
/// Linux: Swift Testing's entry point ends in `dispatch_main()`, which parks the main thread, and
/// libdispatch then drains the main queue (the main actor) on a worker thread, so
/// `.immediate` traps there ("ValueObservation must be started from the main thread"). In the app
/// the GTK loop drains the main queue on the main thread, where the two checks agree.
struct ImmediateMainActorScheduler: ValueObservationMainActorScheduler {
    func immediateInitialValue() -> Bool {
        MainActor.preconditionIsolated("Notes starts its observations on the main actor")
        return true
    }

    func scheduleOnMainActor(_ action: @escaping @MainActor () -> Void) {
        DispatchQueue.main.async(execute: action)
    }
}

extension ValueObservationMainActorScheduler where Self == ImmediateMainActorScheduler {
    /// ``ImmediateMainActorScheduler``.
    static var immediateOnMainActor: ImmediateMainActorScheduler { ImmediateMainActorScheduler() }
}

/// A fetched value and its number.
private struct Revisioned<Value: Sendable>: Sendable {
    let value: Value
    let revision: Int
}

/// One observation's counters: GRDB fetches on its writer queue, values arrive on the main actor.
final class ObservationState: @unchecked Sendable {
    let name: String
    private let lock = NSLock()
    private var _fetched = 0
    private var _delivered = 0
    private var _ended = false
    private var _failure: String?

    init(name: String) { self.name = name }

    var fetched: Int { lock.withLock { _fetched } }
    var delivered: Int { lock.withLock { _delivered } }
    var failure: String? { lock.withLock { _failure } }
    /// Nothing on its way: every fetch delivered, or the observation ended.
    var isSettled: Bool { lock.withLock { _ended || _delivered >= _fetched } }

    func willFetch() -> Int {
        lock.withLock {
            _fetched += 1
            return _fetched
        }
    }

    func didDeliver(_ revision: Int) {
        lock.withLock { _delivered = max(_delivered, revision) }
    }

    func end(failure: String?) {
        lock.withLock {
            _ended = true
            if _failure == nil { _failure = failure }
        }
    }
}

/// The observations not yet ended, for ``NoteDatabase/changesApplied(within:)``.
private final class LiveObservations: @unchecked Sendable {
    private let lock = NSLock()
    private var byKey: [Int: ObservationState] = [:]
    private var next = 0

    func add(_ state: ObservationState) -> Int {
        lock.withLock {
            next += 1
            byKey[next] = state
            return next
        }
    }

    func remove(_ key: Int) {
        lock.withLock { _ = byKey.removeValue(forKey: key) }
    }

    var states: [ObservationState] { lock.withLock { Array(byKey.values) } }
}
