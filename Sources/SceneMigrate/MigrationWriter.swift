import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a migration's files as one transaction. A journal in the app's folder names every file
/// first (state `staging`); each file is then written beside its target (a temporary file in the
/// same folder, with the target's permissions, synced); the journal turns `committing` (written
/// beside and renamed, so it is one or the other); each staged file is renamed over its target
/// (new files first); the journal goes. A run killed while staging leaves the app as it was, and
/// the next run removes what was staged; a run killed while committing is finished by the next
/// `--write`. A file that cannot be staged (a full disk) undoes the staging: nothing is written.
enum MigrationWriter {
    /// The journal's name in the app's folder.
    static let journalName = ".scenectl-migrate-journal"
    /// What the temporary files' names contain.
    static let stagingMarker = ".scenectl-migrate-"

    struct Entry: Codable, Equatable {
        /// Paths relative to the app's folder.
        var target: String
        var staged: String
    }

    struct Journal: Codable {
        /// `staging` (nothing changed yet) or `committing` (every file staged; renames under way).
        var state: String
        var entries: [Entry]
    }

    /// A test's fault, from `OPENUISCENE_MIGRATE_FAULT` (`kill-after-rename:N`: SIGKILL after N
    /// renames; `fail-staging:N`: the N-th staged file fails as a full disk would).
    private static let fault: (kind: String, count: Int)? = {
        guard let value = ProcessInfo.processInfo.environment["OPENUISCENE_MIGRATE_FAULT"], let colon = value.lastIndex(of: ":"),
              let count = Int(value[value.index(after: colon)...]) else { return nil }
        return (String(value[..<colon]), count)
    }()

    static func write(_ changes: [FileChange], to folder: URL) throws {
        let fileManager = FileManager.default
        // Refuse what a rename cannot replace faithfully, before anything is written.
        for change in changes where change.old != nil {
            let path = folder.appendingPathComponent(change.path).path
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) != S_IFREG {
                throw MigrationError("\(change.path) is not a regular file (a link or a special file): nothing was written; run scenectl migrate on the folder that holds the file itself")
            }
            if info.st_nlink > 1 {
                throw MigrationError("\(change.path) has \(info.st_nlink) hard links, which a rewrite would split: nothing was written; make it a file of its own (cp then mv), then run scenectl migrate --write again")
            }
            if info.st_mode & 0o222 == 0 {
                throw MigrationError("\(change.path) is read-only (mode \(String(info.st_mode & 0o7777, radix: 8))): nothing was written; make it writable, then run scenectl migrate --write again")
            }
        }
        // 1. The journal names every file before any is written.
        let entries = changes.map { change -> Entry in
            let directory = (change.path as NSString).deletingLastPathComponent
            let name = ".\((change.path as NSString).lastPathComponent)\(stagingMarker)\(UUID().uuidString)"
            return Entry(target: change.path, staged: directory.isEmpty ? name : "\(directory)/\(name)")
        }
        do {
            try writeJournal(Journal(state: "staging", entries: entries), in: folder)
        } catch {
            throw MigrationError("the journal \(journalName) cannot be written (\(error.localizedDescription)): nothing was written, the app is as it was")
        }
        // 2. Every file beside its target.
        func unstage() {
            for entry in entries { try? fileManager.removeItem(at: folder.appendingPathComponent(entry.staged)) }
            try? fileManager.removeItem(at: folder.appendingPathComponent(journalName))
        }
        for (index, (change, entry)) in zip(changes, entries).enumerated() {
            let target = folder.appendingPathComponent(change.path)
            var mode: mode_t = 0o644
            var info = stat()
            if stat(target.path, &info) == 0 { mode = info.st_mode & 0o7777 }
            do {
                if fault?.kind == "fail-staging", fault?.count == index + 1 { throw POSIXError(.ENOSPC) }
                if fault?.kind == "kill-staging", fault?.count == index + 1 { kill(getpid(), SIGKILL) }
                try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try writeSynced(change.new, to: folder.appendingPathComponent(entry.staged), mode: mode)
            } catch {
                unstage()
                throw MigrationError("\(change.path) cannot be written (\(error.localizedDescription)): nothing was written, the app is as it was")
            }
        }
        do {
            try writeJournal(Journal(state: "committing", entries: entries), in: folder)
        } catch {
            unstage()
            throw MigrationError("the journal \(journalName) cannot be written (\(error.localizedDescription)): nothing was written, the app is as it was")
        }
        // 3. New files first, then the changed ones: a kill in between leaves the code in both.
        let new = Set(changes.filter { $0.old == nil }.map(\.path))
        let order = entries.sorted { lhs, rhs in
            new.contains(lhs.target) != new.contains(rhs.target) ? new.contains(lhs.target) : lhs.target < rhs.target
        }
        try finish(order, in: folder)
    }

    /// Renames the staged files that are still there over their targets, then removes the journal.
    private static func finish(_ entries: [Entry], in folder: URL) throws {
        var renamed = 0
        for entry in entries {
            let staged = folder.appendingPathComponent(entry.staged)
            guard FileManager.default.fileExists(atPath: staged.path) else { continue }
            guard rename(staged.path, folder.appendingPathComponent(entry.target).path) == 0 else {
                throw MigrationError("\(entry.target) cannot be replaced (\(String(cString: strerror(errno)))): run scenectl migrate --write again to finish the migration (the journal \(journalName) says what is left)")
            }
            syncFolder(folder.appendingPathComponent(entry.target).deletingLastPathComponent())
            renamed += 1
            if fault?.kind == "kill-after-rename", fault?.count == renamed { kill(getpid(), SIGKILL) }
        }
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(journalName))
        syncFolder(folder)
    }

    /// The journal an interrupted `--write` left in `folder`, if any.
    static func journal(in folder: URL) -> Journal? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(journalName)) else { return nil }
        return (try? JSONDecoder().decode(Journal.self, from: data)) ?? Journal(state: "damaged", entries: [])
    }

    /// Finishes a `--write` interrupted while committing, or undoes one interrupted while staging;
    /// what it did, one line each.
    static func recover(_ folder: URL) throws -> [String] {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(journalName + ".new"))
        guard let journal = journal(in: folder) else { return [] }
        switch journal.state {
        case "committing":
            let pending = journal.entries.filter { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0.staged).path) }
            try finish(journal.entries, in: folder)
            return ["finished an interrupted migration: \(pending.count) of \(journal.entries.count) file(s) still to replace (\(pending.map(\.target).joined(separator: ", ")))"]
        case "staging":
            for entry in journal.entries { try? FileManager.default.removeItem(at: folder.appendingPathComponent(entry.staged)) }
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(journalName))
            return ["removed what a migration interrupted before it changed anything had staged (\(journal.entries.count) file(s)); the app is as it was"]
        default:
            throw MigrationError("\(journalName) cannot be read: check the files it should name by hand, then remove it")
        }
    }

    /// The journal, written beside and renamed over the old one.
    private static func writeJournal(_ journal: Journal, in folder: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let next = folder.appendingPathComponent(journalName + ".new")
        try? FileManager.default.removeItem(at: next)
        try writeSynced(try encoder.encode(journal), to: next, mode: 0o644)
        guard rename(next.path, folder.appendingPathComponent(journalName).path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        syncFolder(folder)
    }

    private static func writeSynced(_ data: Data, to url: URL, mode: mode_t) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        _ = fchmod(descriptor, mode)
        var offset = 0
        while offset < data.count {
            let written = data.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + offset, data.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                let code = POSIXErrorCode(rawValue: errno) ?? .EIO
                unlink(url.path)
                throw POSIXError(code)
            }
            offset += written
        }
        guard fsync(descriptor) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    private static func syncFolder(_ folder: URL) {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }
}

/// `write(2)`, named apart from the type's `write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
