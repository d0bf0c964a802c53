import Foundation

/// Reads a store folder without trusting it: every file is size-checked, depth-checked and
/// type-checked; what fails is moved to `quarantine/` with one problem line.
struct StoreLoader {
    let layout: StoreLayout

    struct Loaded {
        var snapshot: SessionStoreSnapshot
        var sequences: [String: Int64]
    }

    private enum Kind {
        case session, discardMark
        var label: String { self == .session ? "session file" : "discard mark" }
    }

    func load() -> Loaded {
        var problems: [String] = []
        var loaded: [(sequence: Int64, session: StoredSession)] = []
        var quarantined = false

        // Reading and decoding are independent per file: spread them over the cores, then
        // quarantine and collect in one sequential pass.
        let names = listing(layout.sessions, problems: &problems)
        let outcomes = readAll(names)
        let buffer = StoreFileSystem.ReadBuffer()
        for (name, outcome) in zip(names, outcomes) {
            switch outcome {
            case .notOurs:
                continue  // other names are not ours: left alone
            case .loaded(let file):
                loaded.append((file.sequence, file.session))
            case .failed(.vanished):
                continue
            case .failed(.damaged(let reason)):
                quarantine("\(layout.sessions)/\(name)", name: name, kind: .session, reason: reason, problems: &problems)
                quarantined = true
            }
        }
        // Sorted by key, then gathered: moving the decoded sessions themselves in the sort cost
        // ten times as much (StoreBenchmarks, callgrind).
        let order = loaded.indices.sorted {
            let (left, right) = (loaded[$0], loaded[$1])
            return left.sequence != right.sequence ? left.sequence < right.sequence : left.session.persistentIdentifier < right.session.persistentIdentifier
        }
        loaded = order.map { loaded[$0] }

        let discardNames = listing(layout.discards, problems: &problems)
        let present = discardNames.isEmpty ? [] : Set(loaded.map(\.session.persistentIdentifier))
        var marked: Set<String> = []
        var marksRemoved = false
        for name in discardNames {
            let path = "\(layout.discards)/\(name)"
            guard let identifier = StoreLayout.identifier(forFileName: name) else {
                if name.hasSuffix(StoreLayout.fileExtension) {
                    quarantine(path, name: name, kind: .discardMark, reason: "its name is not one this store writes", problems: &problems)
                    quarantined = true
                }
                continue
            }
            switch readMarker(path, identifier: identifier, buffer: buffer) {
            case .success:
                if present.contains(identifier) {
                    marked.insert(identifier)
                } else {
                    // The session is gone (deleted, or quarantined above): the mark means nothing.
                    _ = try? StoreFileSystem.removeFile(path)
                    marksRemoved = true
                    problems.append("\(path): discard mark for session \(identifier), which is not in the store (see the lines above if it was quarantined); the mark was deleted.")
                }
            case .failure(.vanished):
                continue
            case .failure(.damaged(let reason)):
                quarantine(path, name: name, kind: .discardMark, reason: reason, problems: &problems)
                quarantined = true
            }
        }

        if quarantined {
            try? StoreFileSystem.syncDirectory(layout.quarantine)
            try? StoreFileSystem.syncDirectory(layout.sessions)
        }
        if quarantined || marksRemoved { try? StoreFileSystem.syncDirectory(layout.discards) }

        var sequences: [String: Int64] = [:]
        for entry in loaded { sequences[entry.session.persistentIdentifier] = entry.sequence }
        let sessions = loaded.map(\.session)
        let snapshot = SessionStoreSnapshot(
            sessions: sessions,
            pendingDiscards: sessions.map(\.persistentIdentifier).filter(marked.contains),
            problems: problems
        )
        return Loaded(snapshot: snapshot, sequences: sequences)
    }

    private enum LoadFailure: Error {
        case vanished
        case damaged(String)
    }

    /// The result slots: each worker writes only the indices congruent to its number.
    private struct Slots: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Outcome>
    }

    private enum Outcome {
        case notOurs
        case loaded(SessionFileCodec.SessionFile)
        case failed(LoadFailure)
    }

    /// Reads and decodes the session files named `names`, on up to `activeProcessorCount` threads.
    private func readAll(_ names: [String]) -> [Outcome] {
        var outcomes = [Outcome](repeating: .notOurs, count: names.count)
        guard !names.isEmpty else { return outcomes }
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8, names.count / 64))
        let folder = Folder(path: layout.sessions)
        defer { folder.close() }
        outcomes.withUnsafeMutableBufferPointer { buffer in
            let results = Slots(buffer: buffer)
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                // One read buffer per thread, reused for every file it reads.
                let readBuffer = StoreFileSystem.ReadBuffer()
                var index = worker
                while index < names.count {
                    results.buffer[index] = outcome(names[index], in: folder, buffer: readBuffer)
                    index += workers
                }
            }
        }
        return outcomes
    }

    /// The sessions folder, opened once for `openat` (or by path if it cannot be opened).
    private struct Folder: Sendable {
        let path: String
        let descriptor: Int32

        init(path: String) {
            self.path = path
            descriptor = (try? StoreFileSystem.openDirectory(path)) ?? -1
        }

        func close() {
            if descriptor >= 0 { StoreFileSystem.closeDirectory(descriptor) }
        }

        func read(_ name: String, into buffer: StoreFileSystem.ReadBuffer) throws(StoreFileSystem.ReadRefusal) -> UnsafeBufferPointer<UInt8> {
            if descriptor >= 0 {
                return try StoreFileSystem.readBounded(name, in: descriptor, directoryPath: path, limit: FileSessionStore.maximumFileSize, into: buffer)
            }
            return try StoreFileSystem.readBounded("\(path)/\(name)", limit: FileSessionStore.maximumFileSize, into: buffer)
        }
    }

    private func outcome(_ name: String, in folder: Folder, buffer: StoreFileSystem.ReadBuffer) -> Outcome {
        guard let identifier = StoreLayout.identifier(forFileName: name) else {
            // A name this store would not write: quarantined if it claims to be a session file.
            return name.hasSuffix(StoreLayout.fileExtension) ? .failed(.damaged("its name is not one this store writes")) : .notOurs
        }
        switch readSession(identifier: identifier, read: { () throws(StoreFileSystem.ReadRefusal) in try folder.read(name, into: buffer) }) {
        case .success(let file): return .loaded(file)
        case .failure(let failure): return .failed(failure)
        }
    }

    private func readSession(identifier: String, read readFile: () throws(StoreFileSystem.ReadRefusal) -> UnsafeBufferPointer<UInt8>) -> Result<SessionFileCodec.SessionFile, LoadFailure> {
        let bytes: UnsafeBufferPointer<UInt8>
        switch check(readFile) {
        case .success(let data): bytes = data
        case .failure(let failure): return .failure(failure)
        }
        let file: SessionFileCodec.SessionFile
        do {
            file = try SessionFileCodec.decodeSession(bytes)
        } catch {
            return .failure(.damaged(error.description))
        }
        guard file.session.persistentIdentifier == identifier else {
            return .failure(.damaged("it holds session \"\(file.session.persistentIdentifier)\" but its name says \"\(identifier)\""))
        }
        return .success(file)
    }

    private func readMarker(_ path: String, identifier: String, buffer: StoreFileSystem.ReadBuffer) -> Result<Void, LoadFailure> {
        let bytes: Data
        switch check({ () throws(StoreFileSystem.ReadRefusal) in try StoreFileSystem.readBounded(path, limit: FileSessionStore.maximumFileSize, into: buffer) }) {
        case .success(let data): bytes = Data(data)
        case .failure(let failure): return .failure(failure)
        }
        let marked: String
        do {
            marked = try SessionFileCodec.decodeMarker(bytes)
        } catch {
            return .failure(.damaged(error.description))
        }
        guard marked == identifier else {
            return .failure(.damaged("it marks session \"\(marked)\" but its name says \"\(identifier)\""))
        }
        return .success(())
    }

    /// A folder's entries, minus hidden files; leftover temporary files of an interrupted write
    /// (`.tmp-*`, never renamed into place, so never a session's state) are deleted.
    private func listing(_ folder: String, problems: inout [String]) -> [String] {
        let names: [String]
        do {
            let listing = try StoreFileSystem.listDirectory(folder)
            names = listing.names
            for name in listing.undecodable {
                problems.append("\(folder)/\(name): this file's name is not valid UTF-8, so it is not a file this store writes; it was left alone. Rename or delete it if it is yours.")
            }
        } catch {
            problems.append("\(error): the folder cannot be read, so nothing in it was loaded. \(StoreFileSystem.advice(for: error.code, path: folder))")
            return []
        }
        var visible: [String] = []
        visible.reserveCapacity(names.count)
        for name in names {
            if name.hasPrefix(".tmp-") {
                _ = try? StoreFileSystem.removeFile("\(folder)/\(name)")
            } else if !name.hasPrefix(".") {
                visible.append(name)
            }
        }
        return visible
    }

    /// Reads a file with `readFile` (a bounded read: size-checked before reading) and checks its
    /// nesting depth. The bytes are valid until the read buffer is used again.
    private func check(_ readFile: () throws(StoreFileSystem.ReadRefusal) -> UnsafeBufferPointer<UInt8>) -> Result<UnsafeBufferPointer<UInt8>, LoadFailure> {
        let bytes: UnsafeBufferPointer<UInt8>
        do {
            bytes = try readFile()
        } catch {
            switch error {
            case .missing: return .failure(.vanished)
            case .notRegularFile: return .failure(.damaged("it is not a regular file (a symbolic link, folder, pipe or device)"))
            case .tooLarge(let size): return .failure(.damaged("it is \(size) bytes, more than the \(FileSessionStore.maximumFileSize)-byte limit for a session file"))
            case .failed(let failure): return .failure(.damaged("it cannot be read (\(failure))"))
            }
        }
        if bytes.isEmpty { return .failure(.damaged("it is empty")) }
        do {
            try SessionFileCodec.checkDepth(bytes, limit: FileSessionStore.maximumFileNestingDepth)
        } catch {
            return .failure(.damaged(error.description))
        }
        return .success(bytes)
    }

    private func quarantine(_ path: String, name: String, kind: Kind, reason: String, problems: inout [String]) {
        let stamp = Self.timestamp()
        let target = (kind == .discardMark ? "discard-" : "") + "\(name).\(stamp)"
        do {
            let moved = try StoreFileSystem.moveWithoutReplacing(path, into: layout.quarantine, name: target)
            problems.append("\(path): unreadable \(kind.label): \(reason); moved to \(moved). The app launches without it; inspect the file, then delete it or restore it by hand.")
        } catch {
            problems.append("\(path): unreadable \(kind.label): \(reason); it could not be moved to \(layout.quarantine) (\(error)), so it was left in place and skipped. Check the folder's permissions.")
        }
    }

    static func timestamp() -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: Date())
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return "\(c.year ?? 0)\(two(c.month))\(two(c.day))T\(two(c.hour))\(two(c.minute))\(two(c.second))Z"
    }
}
