import Foundation

/// The session store on disk: one JSON file per session in a private folder, written atomically
/// and durably by a background writer, owned by one app instance at a time.
///
/// ```swift
/// let directory = try FileSessionStore.defaultDirectory(appIdentifier: "com.example.Notes")
/// let store = try FileSessionStore(directory: directory)   // throws if the app already runs
/// let snapshot = store.load()                                // damaged files → snapshot.problems
/// store.save(session)                                        // returns at once
/// store.flush()                                              // durable when this returns
/// ```
///
/// - `save(_:)`, `remove(persistentIdentifier:)`, `markDiscarded(persistentIdentifier:)` and
///   `clearDiscardMark(persistentIdentifier:)` never wait for the disk: they hand a snapshot to a
///   serial background writer, where changes to one session coalesce (the latest wins). The
///   writer starts 100 ms after the first change of a burst, so a burst is one batch (and an
///   app's start-up disk work comes after its first frame); `flush()` and `load()` write
///   pending changes at once. A process killed before they are written (the delay plus the batch's write) loses them: its sessions
///   come back as they were last written. Each change rewrites only that session's file: the
///   cost does not grow with the number of sessions.
/// - Every write is a new file in the same folder, written, fsynced, renamed over the old one,
///   then the folder is fsynced: after a crash a session is either its old or its new state.
/// - `load()` never trusts a file: anything oversized, too deeply nested, truncated, of the wrong
///   shape or from a newer format version is moved into `quarantine/` and named in
///   ``SessionStoreSnapshot/problems``; the other sessions load.
/// - A problem while writing (disk full, refused value) keeps the previous state on disk and is
///   reported through ``writeProblems`` and the `onWriteProblem` handler.
///
/// The on-disk format and its versions are described in docs/STORE.md.
package final class FileSessionStore: SessionStore, @unchecked Sendable {
    /// The format version this code writes (it reads every version from 1 up to this one).
    package static let formatVersion = SessionFileCodec.currentVersion
    /// The largest file `load()` reads (checked with `fstat` before reading); larger files are
    /// quarantined, and a save that would produce one is refused.
    package static let maximumFileSize = 8 * 1024 * 1024
    /// How deep arrays and dictionaries may nest in a session's `userInfo` (the dictionary itself
    /// is level 1). A save that goes deeper is refused.
    package static let maximumValueDepth = 100
    /// How deep JSON arrays and objects may nest in a file; deeper files are quarantined before
    /// any recursive parser sees them.
    package static let maximumFileNestingDepth = 256

    /// The store's folder.
    package let directory: URL
    private let layout: StoreLayout
    private let storeLock: StoreLock
    private let writer: StoreWriter
    /// What was wrong with the folders at opening and was repaired (reported by the first load).
    private var openingProblems: [String]
    /// Serializes the launch record's reads and writes.
    private let launchQueue = DispatchQueue(label: "OpenUISceneStore.launches")
    private let state = NSLock()
    // Guarded by `state`: the creation sequence of every known session, so that a session keeps
    // its place in the launch order when it is saved again.
    private var sequences: [String: Int64] = [:]
    private var lastSequence: Int64 = 0

    /// Opens (and by default creates) the store at `directory` and takes its lock.
    ///
    /// - Parameters:
    ///   - directory: the store's folder; created with mode 0700 (and its parents) if missing.
    ///   - createIfMissing: when `false` (tools that inspect the store of an app that is not
    ///     running), a missing folder throws ``FileSessionStoreError/notFound(directory:)``, a folder
    ///     without `sessions/` throws ``FileSessionStoreError/notAStore(directory:)``, and nothing
    ///     is created or made private (a folder others can write to is reported instead).
    ///   - onWriteProblem: called on the writer's queue with one line for each write that failed
    ///     or was refused, for the caller to log.
    /// - Throws: ``FileSessionStoreError/locked(directory:ownerPID:ownerName:sameProcess:)`` when
    ///   another instance owns the store; ``FileSessionStoreError/cannotOpen(path:reason:)``.
    package convenience init(directory: URL, createIfMissing: Bool = true, onWriteProblem: (@Sendable (String) -> Void)? = nil) throws(FileSessionStoreError) {
        try self.init(directory: directory, createIfMissing: createIfMissing, coalescingDelay: StoreWriter.coalescingDelay, onWriteProblem: onWriteProblem)
    }

    /// Tests: a store whose writer waits `coalescingDelay` after the first change of a burst.
    init(directory: URL, createIfMissing: Bool = true, coalescingDelay: DispatchTimeInterval, timer: any StoreTimer = DispatchStoreTimer(), onWriteProblem: (@Sendable (String) -> Void)? = nil) throws(FileSessionStoreError) {
        let root = directory.standardizedFileURL.path
        var info = stat()
        if stat(root, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else { throw .cannotOpen(path: root, reason: "it is a file, not a folder. Move the file away, or choose another folder.") }
        } else {
            guard createIfMissing else { throw .notFound(directory: root) }
            // mkdir -p with plain system calls (FileManager's attribute dictionaries cost
            // about 0.3 ms at an app's first launch, on the way to its first window).
            var path = ""
            for component in root.split(separator: "/") {
                path += "/" + component
                do {
                    try StoreFileSystem.makeDirectory(path)
                } catch {
                    throw .cannotOpen(path: root, reason: "\(error). \(StoreFileSystem.advice(for: error.code, path: error.path))")
                }
            }
        }
        let layout = StoreLayout(root: root)
        // A tool (createIfMissing: false) opens an existing store only: a folder without
        // `sessions/` is not one, and is left exactly as it was (nothing created, no mode changed).
        let inspecting = !createIfMissing
        if inspecting {
            var sessions = stat()
            guard lstat(layout.sessions, &sessions) == 0, (sessions.st_mode & S_IFMT) == S_IFDIR else { throw .notAStore(directory: root) }
        }
        var openingProblems: [String] = []
        if let problem = try StoreFolderCheck.check(root, isRoot: true, repair: !inspecting) { openingProblems.append(problem) }
        storeLock = try StoreLock(directory: root)
        for folder in [layout.sessions, layout.discards, layout.quarantine] {
            if inspecting && access(folder, F_OK) != 0 { continue }
            do {
                try StoreFileSystem.makeDirectory(folder)
            } catch {
                throw .cannotOpen(path: folder, reason: "\(error). \(StoreFileSystem.advice(for: error.code, path: folder))")
            }
            if let problem = try StoreFolderCheck.check(folder, isRoot: false, repair: !inspecting) { openingProblems.append(problem) }
        }
        self.openingProblems = openingProblems
        self.directory = URL(fileURLWithPath: root, isDirectory: true)
        self.layout = layout
        self.writer = StoreWriter(layout: layout, coalescingDelay: coalescingDelay, timer: timer, onProblem: onWriteProblem)
    }

    deinit {
        close()
    }

    /// Waits for pending writes, then releases the lock: another instance may open the store.
    /// Later changes are refused (and reported in ``writeProblems``). Idempotent.
    package func close() {
        writer.close()
        storeLock.release()
    }

    // MARK: - Locations

    /// The default store folder of an app: `$XDG_STATE_HOME/<app id>/` when `XDG_STATE_HOME` is an
    /// absolute path, else `$HOME/.local/state/<app id>/` (the XDG Base Directory rules).
    package static func defaultDirectory(appIdentifier: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(FileSessionStoreError) -> URL {
        guard !appIdentifier.isEmpty, appIdentifier != ".", appIdentifier != "..", !appIdentifier.contains("/"), !appIdentifier.contains("\0") else {
            throw .invalidAppIdentifier(appIdentifier)
        }
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state, isDirectory: true).appendingPathComponent(appIdentifier, isDirectory: true)
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(fileURLWithPath: home, isDirectory: true)
                .appendingPathComponent(".local/state", isDirectory: true)
                .appendingPathComponent(appIdentifier, isDirectory: true)
        }
        throw .noStateDirectory
    }

    /// The app identifier that names the store folder: `CFBundleIdentifier` when present and not
    /// empty (around white space), else the executable's file name.
    package static func appIdentifier(bundleIdentifier: String?, executablePath: String) -> String {
        if let bundleIdentifier {
            // A usual identifier (printable ASCII, no space) has nothing to trim: Foundation's
            // trimming is skipped, whose first use cost 0.7 M instructions before the GTK host's
            // first window (docs/GTK.md "Benchmark").
            let trimmed = bundleIdentifier.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F })
                ? bundleIdentifier
                : bundleIdentifier.trimmingCharacters(in: .whitespacesAndNewlines)
            if !trimmed.isEmpty { return trimmed }
        }
        return URL(fileURLWithPath: executablePath).lastPathComponent
    }

    /// The file that holds a session (whether or not it exists); `nil` for an identifier the
    /// store cannot name a file after (empty, or too long).
    package func fileURL(forSession persistentIdentifier: String) -> URL? {
        StoreLayout.fileName(for: persistentIdentifier).map { URL(fileURLWithPath: "\(layout.sessions)/\($0)") }
    }

    /// The folder where unreadable files are moved.
    package var quarantineDirectory: URL { URL(fileURLWithPath: layout.quarantine, isDirectory: true) }

    /// The background writer (tests use it to hold the queue busy).
    var writerForTesting: StoreWriter { writer }

    /// Writes that failed or were refused since the store was opened (the latest 100), one line each.
    package var writeProblems: [String] { writer.problems }

    // MARK: - SessionStore

    /// Waits for pending writes, then reads every session file and discard mark. Files that
    /// cannot be used are moved to `quarantine/` and described in the snapshot's `problems`.
    package func load() -> SessionStoreSnapshot {
        writer.flush()
        let result = writer.exclusive { StoreLoader(layout: layout).load() }
        state.withLock {
            for (identifier, sequence) in result.sequences {
                sequences[identifier] = sequence
                lastSequence = max(lastSequence, sequence)
            }
        }
        var snapshot = result.snapshot
        let opening = state.withLock { () -> [String] in
            defer { openingProblems.removeAll() }
            return openingProblems
        }
        snapshot.problems.insert(contentsOf: opening, at: 0)
        return snapshot
    }

    /// Hands the session to the background writer and returns at once.
    package func save(_ session: StoredSession) {
        let sequence = state.withLock {
            if let known = sequences[session.persistentIdentifier] { return known }
            // Microseconds since 1970, strictly increasing: later sessions sort later even when
            // a session is saved before `load()` has seen the files on disk.
            lastSequence = max(lastSequence + 1, Int64(Date().timeIntervalSince1970 * 1_000_000))
            sequences[session.persistentIdentifier] = lastSequence
            return lastSequence
        }
        writer.enqueue(.save(session, sequence: sequence), for: session.persistentIdentifier)
    }

    /// Deletes the session's file and its discard mark (in the background).
    package func remove(persistentIdentifier: String) {
        _ = state.withLock { sequences.removeValue(forKey: persistentIdentifier) }
        writer.enqueue(.remove, for: persistentIdentifier)
    }

    /// Writes a discard mark for a stored session (ignored when there is no such session).
    package func markDiscarded(persistentIdentifier: String) {
        writer.enqueueMark(true, for: persistentIdentifier)
    }

    /// Deletes the session's discard mark.
    package func clearDiscardMark(persistentIdentifier: String) {
        writer.enqueueMark(false, for: persistentIdentifier)
    }

    /// Blocks until everything handed over so far is written, fsynced and renamed into place.
    package func flush() {
        writer.flush()
        launchQueue.sync {}
    }

    /// Moves the session's file into `quarantine/` (after everything handed over is written), so
    /// that the next launch does not see it; nothing is deleted.
    package func setAside(persistentIdentifier: String, reason: String) -> String {
        writer.flush()
        guard let name = StoreLayout.fileName(for: persistentIdentifier) else {
            return "session \(persistentIdentifier.prefix(80)) was set aside: \(reason). It has no file in the store."
        }
        let path = "\(layout.sessions)/\(name)"
        do {
            _ = try StoreFileSystem.makeDirectory(layout.quarantine)
            let moved = try StoreFileSystem.moveWithoutReplacing(path, into: layout.quarantine, name: "\(name).\(StoreLoader.timestamp())")
            try? StoreFileSystem.syncDirectory(layout.quarantine)
            try? StoreFileSystem.syncDirectory(layout.sessions)
            return "\(path): session \(persistentIdentifier) was set aside: \(reason). Moved to \(moved); the app launches without it. Inspect the file, then delete it or restore it by hand."
        } catch {
            return "\(path): session \(persistentIdentifier) was set aside for this launch: \(reason). It could not be moved to \(layout.quarantine) (\(error)), so it stays in place and is checked again at the next launch."
        }
    }

    // MARK: - Crash-loop protection

    /// Reads `launches.json` (the launches in a row that never became healthy), writes it back
    /// one higher before returning, and returns the count read. A damaged file is quarantined
    /// and counts as 0.
    package func recordLaunchStart() -> Int {
        let record = LaunchRecord(layout: layout)
        return launchQueue.sync {
            let previous = record.read(report: writer.report)
            do {
                try record.write(previous + 1)
            } catch {
                writer.report("\(error): the launch could not be recorded, so a crash loop will not be noticed. Check the folder's permissions and free space.")
            }
            return previous
        }
    }

    /// Writes 0 to `launches.json`, on a background queue (``flush()`` waits for it).
    package func recordLaunchHealthy() {
        let record = LaunchRecord(layout: layout)
        launchQueue.async { [writer] in
            do {
                try record.write(0)
            } catch {
                writer.report("\(error): the launch could not be marked healthy. Check the folder's permissions and free space.")
            }
        }
    }

    /// What `launches.json` says, read as the next launch will read it, without changing anything
    /// (`scenectl sessions list` shows it).
    package var launchRecord: LaunchRecordReading { LaunchRecord(layout: layout).interpret() }

    /// The launches in a row that started and never became healthy, as the next launch will count
    /// them (0 when there is no record, or one the app will set aside).
    package var unfinishedLaunches: Int { launchRecord.unfinishedLaunches }

    /// The launch record's file.
    package var launchRecordPath: String { LaunchRecord(layout: layout).path }

    /// After how many unfinished launches in a row the next launch starts without reconnecting
    /// stored sessions (the engine's rule, docs/RELIABILITY.md).
    package static let crashLoopThreshold = 2

    /// The crash-loop guard's rule: whether a launch that follows `unfinishedLaunches` unfinished
    /// ones reconnects the stored sessions (the engine applies the same threshold,
    /// `SceneEngine.crashLoopThreshold`, to the count `recordLaunchStart()` reads).
    package static func restoresWindows(afterUnfinishedLaunches unfinishedLaunches: Int) -> Bool {
        unfinishedLaunches < crashLoopThreshold
    }
}
