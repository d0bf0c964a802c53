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
/// Change observation is GRDB's transaction observation (the layer under its
/// `DatabaseRegionObservation` and `ValueObservation`, which also says which rows changed): once a
/// write has committed, the observers hear which notes changed, synchronously, on the main actor,
/// before the write returns. Edits from any window reach every other window through it.
/// `ValueObservation` is not used: it delivers later, on the main queue, so a window would show a
/// stale list between an edit and the next turn of the run loop, and it re-fetches whole values
/// where a window only needs to know whether its note changed.
@MainActor
final class NoteDatabase {
    /// Where the database lives: `$XDG_DATA_HOME/<app id>/notes.sqlite`, else
    /// `~/.local/share/<app id>/notes.sqlite`.
    static func defaultURL(appID: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        return base.appendingPathComponent(appID).appendingPathComponent("notes.sqlite")
    }

    /// A change: which notes were inserted, updated or deleted.
    struct Change: Sendable, Equatable {
        var updated: Set<Int64> = []
        var deleted: Set<Int64> = []
        var inserted: Set<Int64> = []
        var isEmpty: Bool { updated.isEmpty && deleted.isEmpty && inserted.isEmpty }
    }

    /// Stops an observation when released (or cancelled).
    final class Observation {
        fileprivate var cancelAction: (() -> Void)?
        fileprivate init(_ cancel: @escaping () -> Void) { cancelAction = cancel }
        func cancel() { cancelAction?(); cancelAction = nil }
        deinit { cancelAction?() }
    }

    let url: URL
    private let queue: DatabaseQueue
    private let recorder = ChangeRecorder()
    private var observers: [Int: (Change) -> Void] = [:]
    private var nextObserver = 0

    init(url: URL) throws {
        self.url = url
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            queue = try DatabaseQueue(path: url.path)
        } catch {
            throw NoteDatabaseError(message: "cannot open the notes database at \(url.path): \(Self.message(error))")
        }
        // Only this user may read the notes, whatever the umask.
        chmod(url.path, 0o600)
        do {
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA journal_mode=WAL")
                try db.execute(sql: "CREATE TABLE IF NOT EXISTS notes (id INTEGER PRIMARY KEY AUTOINCREMENT, body TEXT NOT NULL DEFAULT '', updated REAL NOT NULL)")
                db.add(transactionObserver: recorder, extent: .databaseLifetime)
            }
        } catch {
            throw NoteDatabaseError(message: "\(url.lastPathComponent): \(Self.message(error))")
        }
    }

    // MARK: Reading

    func allNotes() -> [Note] {
        (try? queue.inDatabase { try Note.fetchAll($0.cachedStatement(sql: "SELECT id, body, updated FROM notes ORDER BY updated DESC, id DESC")) }) ?? []
    }

    func note(id: Int64) -> Note? {
        (try? queue.inDatabase { try Note.fetchOne($0.cachedStatement(sql: "SELECT id, body, updated FROM notes WHERE id = ?"), arguments: [id]) }) ?? nil
    }

    // MARK: Writing (each write tells the observers what changed)

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

    // MARK: Observing

    /// Calls `onChange` after every write that changed notes, until the returned token goes.
    func observe(_ onChange: @escaping (Change) -> Void) -> Observation {
        let key = nextObserver
        nextObserver += 1
        observers[key] = onChange
        return Observation { [weak self] in
            MainActor.assumeIsolated { _ = self?.observers.removeValue(forKey: key) }
        }
    }

    // MARK: GRDB

    /// Runs `body` (one statement: SQLite's implicit transaction, as the C calls did), then tells
    /// the observers what the committed write changed.
    private func write<T>(_ body: (Database) throws -> T) throws -> T {
        let result: T
        do {
            result = try queue.inDatabase(body)
        } catch {
            throw NoteDatabaseError(message: "\(url.lastPathComponent): \(Self.message(error))")
        }
        let change = recorder.takeCommitted()
        if !change.isEmpty {
            for key in observers.keys.sorted() {
                observers[key]?(change)
            }
        }
        return result
    }

    private static func message(_ error: any Error) -> String {
        (error as? DatabaseError).map { $0.message ?? "\($0)" } ?? "\(error)"
    }
}

/// Collects the rows each transaction changes in the `notes` table (GRDB calls it on its writer
/// queue, while the main actor waits in `write`); the main actor takes the committed change.
private final class ChangeRecorder: TransactionObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var pending = NoteDatabase.Change()
    private var committed = NoteDatabase.Change()

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
        eventKind.tableName == "notes"
    }

    func databaseDidChange(with event: DatabaseEvent) {
        lock.withLock {
            switch event.kind {
            case .insert: _ = pending.inserted.insert(event.rowID)
            case .delete: _ = pending.deleted.insert(event.rowID)
            case .update: _ = pending.updated.insert(event.rowID)
            }
        }
    }

    func databaseDidCommit(_ db: Database) {
        lock.withLock {
            committed.inserted.formUnion(pending.inserted)
            committed.updated.formUnion(pending.updated)
            committed.deleted.formUnion(pending.deleted)
            pending = NoteDatabase.Change()
        }
    }

    func databaseDidRollback(_ db: Database) {
        lock.withLock { pending = NoteDatabase.Change() }
    }

    func takeCommitted() -> NoteDatabase.Change {
        lock.withLock {
            defer { committed = NoteDatabase.Change() }
            return committed
        }
    }
}
