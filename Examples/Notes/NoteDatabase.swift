import CSQLite
import Foundation

/// A note as stored.
struct Note: Equatable, Sendable {
    let id: Int64
    var body: String
    var updated: Date

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

/// The notes, in a SQLite database, and the app's model controller: every window reads notes from
/// here and observes it; no view controller talks to another (the pattern of WWDC 2019
/// "Architecting Your App for Multiple Windows").
///
/// Change observation is SQLite's own: `sqlite3_update_hook` reports every row a write changed,
/// and once the write is done the observers hear which notes changed, synchronously, on the main
/// actor. Edits from any window reach every other window through it.
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
    private let handle: OpaquePointer
    private var observers: [Int: (Change) -> Void] = [:]
    private var nextObserver = 0
    /// Filled by the update hook during a write.
    fileprivate var pending = Change()

    init(url: URL) throws {
        self.url = url
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        var db: OpaquePointer?
        let status = sqlite3_open_v2(url.path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX, nil)
        guard status == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close(db)
            throw NoteDatabaseError(message: "cannot open the notes database at \(url.path): \(message)")
        }
        handle = db
        // Only this user may read the notes, whatever the umask.
        chmod(url.path, 0o600)
        try execute("PRAGMA journal_mode=WAL")
        try execute("CREATE TABLE IF NOT EXISTS notes (id INTEGER PRIMARY KEY AUTOINCREMENT, body TEXT NOT NULL DEFAULT '', updated REAL NOT NULL)")
        sqlite3_update_hook(handle, { context, operation, _, _, rowID in
            guard let context else { return }
            let database = Unmanaged<NoteDatabase>.fromOpaque(context).takeUnretainedValue()
            MainActor.assumeIsolated {
                switch operation {
                case SQLITE_INSERT: _ = database.pending.inserted.insert(rowID)
                case SQLITE_DELETE: _ = database.pending.deleted.insert(rowID)
                default: _ = database.pending.updated.insert(rowID)
                }
            }
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    isolated deinit {
        sqlite3_update_hook(handle, nil, nil)
        sqlite3_close_v2(handle)
    }

    // MARK: Reading

    func allNotes() -> [Note] {
        (try? query("SELECT id, body, updated FROM notes ORDER BY updated DESC, id DESC", bind: { _ in })) ?? []
    }

    func note(id: Int64) -> Note? {
        (try? query("SELECT id, body, updated FROM notes WHERE id = ?", bind: { sqlite3_bind_int64($0, 1, id) }))?.first
    }

    // MARK: Writing (each write tells the observers what changed)

    @discardableResult
    func createNote(body: String = "") throws -> Note {
        try write("INSERT INTO notes (body, updated) VALUES (?, ?)") { statement in
            sqlite3_bind_text(statement, 1, body, -1, sqliteTransient)
            sqlite3_bind_double(statement, 2, Date().timeIntervalSince1970)
        }
        let id = sqlite3_last_insert_rowid(handle)
        return Note(id: id, body: body, updated: Date())
    }

    func updateBody(of id: Int64, to body: String) throws {
        try write("UPDATE notes SET body = ?, updated = ? WHERE id = ? AND body != ?") { statement in
            sqlite3_bind_text(statement, 1, body, -1, sqliteTransient)
            sqlite3_bind_double(statement, 2, Date().timeIntervalSince1970)
            sqlite3_bind_int64(statement, 3, id)
            sqlite3_bind_text(statement, 4, body, -1, sqliteTransient)
        }
    }

    func deleteNote(_ id: Int64) throws {
        try write("DELETE FROM notes WHERE id = ?") { sqlite3_bind_int64($0, 1, id) }
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

    // MARK: SQLite

    private func execute(_ sql: String) throws {
        var error: UnsafeMutablePointer<CChar>?
        guard sqlite3_exec(handle, sql, nil, nil, &error) == SQLITE_OK else {
            let message = error.map { String(cString: $0) } ?? "unknown error"
            sqlite3_free(error)
            throw NoteDatabaseError(message: "\(url.lastPathComponent): \(sql): \(message)")
        }
    }

    private func prepare(_ sql: String) throws -> OpaquePointer {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw NoteDatabaseError(message: "\(url.lastPathComponent): \(sql): \(String(cString: sqlite3_errmsg(handle)))")
        }
        return statement
    }

    private func write(_ sql: String, bind: (OpaquePointer) -> Void) throws {
        let statement = try prepare(sql)
        defer { sqlite3_finalize(statement) }
        bind(statement)
        pending = Change()
        guard sqlite3_step(statement) == SQLITE_DONE else {
            throw NoteDatabaseError(message: "\(url.lastPathComponent): \(sql): \(String(cString: sqlite3_errmsg(handle)))")
        }
        let change = pending
        pending = Change()
        guard !change.isEmpty else { return }
        for key in observers.keys.sorted() {
            observers[key]?(change)
        }
    }

    private func query(_ sql: String, bind: (OpaquePointer) -> Void) throws -> [Note] {
        let statement = try prepare(sql)
        defer { sqlite3_finalize(statement) }
        bind(statement)
        var notes: [Note] = []
        while sqlite3_step(statement) == SQLITE_ROW {
            let body = sqlite3_column_text(statement, 1).map { String(cString: $0) } ?? ""
            notes.append(Note(id: sqlite3_column_int64(statement, 0), body: body, updated: Date(timeIntervalSince1970: sqlite3_column_double(statement, 2))))
        }
        return notes
    }
}

/// SQLite's "copy the bytes now" destructor.
private let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
