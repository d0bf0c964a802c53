import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The POSIX calls the store makes: atomic durable writes, bounded reads, no-replace moves.
/// Every descriptor is opened close-on-exec so child processes never inherit the store.
enum StoreFileSystem {
    /// A failed system call, with the path and `strerror`.
    struct Failure: Error, CustomStringConvertible {
        var operation: String
        var path: String
        var code: Int32
        var description: String { "\(operation) \(path): \(String(cString: strerror(code)))" }
    }

    /// What to do about a failed call on `path`, by `errno`: the real cause, not a guess.
    static func advice(for code: Int32, path: String) -> String {
        switch code {
        case ENOTDIR: "A part of \(path) is a file where a folder is needed: move that file away, or choose another folder."
        case EISDIR: "\(path) is a folder where the store needs a file: move the folder away (the store recreates the file)."
        case ELOOP: "\(path) is a symbolic link (or a loop of them): the store never follows links. Replace it with a real file or folder."
        case EACCES, EPERM: "Permission denied: check that \(path) and its folder belong to this user and are writable (ls -ld), or choose another folder."
        case ENOSPC, EDQUOT: "The disk (or this user's quota) is full: free some space."
        case EROFS: "\(path) is on a read-only file system: choose a writable folder."
        case ENOENT: "\(path) does not exist (a folder on the way is missing or was removed)."
        case ENAMETOOLONG: "The path is too long: choose a shorter folder."
        default: "Check \(path) and its folder."
        }
    }

    /// Why a bounded read refused a file.
    enum ReadRefusal: Error {
        case missing
        case notRegularFile
        case tooLarge(Int64)
        case failed(Failure)
    }

    /// Creates `path` (mode 0700) if missing. Returns `true` when it was created.
    @discardableResult
    static func makeDirectory(_ path: String) throws(Failure) -> Bool {
        if mkdir(path, 0o700) == 0 {
            chmod(path, 0o700)  // independent of the umask
            return true
        }
        let code = errno
        guard code == EEXIST else { throw Failure(operation: "mkdir", path: path, code: code) }
        var info = stat()
        guard stat(path, &info) == 0 else { throw Failure(operation: "stat", path: path, code: errno) }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { throw Failure(operation: "mkdir", path: path, code: ENOTDIR) }
        return false
    }

    /// Writes `data` to a new temporary file in `directory`, fsyncs it and renames it over `name`.
    /// The directory itself is fsynced by the caller (once per batch), see ``syncDirectory(_:)``.
    /// With `durable: false` the file is not fsynced (a crash of the process keeps it; a power
    /// loss may not).
    static func writeAtomically(_ data: Data, directory: String, name: String, durable: Bool = true) throws(Failure) {
        let temporary = "\(directory)/.tmp-\(name)-\(UInt32.random(in: .min ... .max))"
        let target = "\(directory)/\(name)"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw Failure(operation: "open", path: temporary, code: errno) }
        var failure: Failure?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = Failure(operation: "write", path: temporary, code: errno)
                    return
                }
                offset += written
            }
        }
        if failure == nil, durable, fsync(fd) != 0 { failure = Failure(operation: "fsync", path: temporary, code: errno) }
        close(fd)
        if failure == nil, rename(temporary, target) != 0 { failure = Failure(operation: "rename", path: target, code: errno) }
        if let failure {
            unlink(temporary)
            throw failure
        }
    }

    /// Makes the renames and unlinks in `directory` durable.
    static func syncDirectory(_ directory: String) throws(Failure) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(operation: "open", path: directory, code: errno) }
        defer { close(fd) }
        guard fsync(fd) == 0 else { throw Failure(operation: "fsync", path: directory, code: errno) }
    }

    /// Deletes a file; a missing file is not an error. Returns whether something was deleted.
    @discardableResult
    static func removeFile(_ path: String) throws(Failure) -> Bool {
        if unlink(path) == 0 { return true }
        let code = errno
        if code == ENOENT { return false }
        throw Failure(operation: "unlink", path: path, code: code)
    }

    /// Whether a regular file exists at `path` (symbolic links are not followed).
    static func regularFileExists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// A reusable, growable read buffer: one per loading thread, so that reading a thousand
    /// files allocates once instead of once per file.
    final class ReadBuffer {
        private(set) var pointer: UnsafeMutablePointer<UInt8>
        private(set) var capacity: Int

        init(capacity: Int = 16 * 1024) {
            self.capacity = max(1, capacity)
            pointer = .allocate(capacity: self.capacity)
        }

        deinit { pointer.deallocate() }

        /// Makes room for `count` bytes; the previous contents are not kept.
        func reserve(_ count: Int) {
            guard count > capacity else { return }
            pointer.deallocate()
            capacity = max(count, capacity * 2)
            pointer = .allocate(capacity: capacity)
        }
    }

    /// Reads a whole regular file of at most `limit` bytes. The size is checked with `fstat`
    /// before reading; symbolic links, FIFOs and devices are refused without blocking.
    static func readBounded(_ path: String, limit: Int) throws(ReadRefusal) -> Data {
        let buffer = ReadBuffer(capacity: 0)
        return Data(try readBounded(path, limit: limit, into: buffer))
    }

    /// ``readBounded(_:limit:)`` into `buffer`: returns the file's bytes, valid until `buffer` is
    /// used again.
    static func readBounded(_ path: String, limit: Int, into buffer: ReadBuffer) throws(ReadRefusal) -> UnsafeBufferPointer<UInt8> {
        let fd = open(path, readFlags)
        return try readBounded(fd, path: path, limit: limit, into: buffer)
    }

    /// ``readBounded(_:limit:into:)`` of `name` in a folder opened with ``openDirectory(_:)``
    /// (`openat`: no path to resolve from the root for each file). `directoryPath` is only used
    /// in error messages.
    static func readBounded(_ name: String, in directory: Int32, directoryPath: String, limit: Int, into buffer: ReadBuffer) throws(ReadRefusal) -> UnsafeBufferPointer<UInt8> {
        let fd = openat(directory, name, readFlags)
        return try readBounded(fd, path: "\(directoryPath)/\(name)", limit: limit, into: buffer)
    }

    /// Opens a folder for ``readBounded(_:in:directoryPath:limit:into:)``; the caller closes it.
    static func openDirectory(_ path: String) throws(Failure) -> Int32 {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(operation: "open", path: path, code: errno) }
        return fd
    }

    static func closeDirectory(_ fd: Int32) {
        close(fd)
    }

    /// Never follows a symbolic link, never blocks on a FIFO or device.
    private static let readFlags = O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK

    /// The bounded read of a file just opened as `fd` (`-1` with `errno` set when that failed);
    /// closes it. Four system calls after `open`: `fstat`, `read` (which returns the whole file),
    /// `read` (which returns 0: the end, so a file growing behind our back is caught), `close`.
    private static func readBounded(_ fd: Int32, path: @autoclosure () -> String, limit: Int, into buffer: ReadBuffer) throws(ReadRefusal) -> UnsafeBufferPointer<UInt8> {
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT { throw .missing }
            if code == ELOOP { throw .notRegularFile }
            throw .failed(Failure(operation: "open", path: path(), code: code))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .failed(Failure(operation: "fstat", path: path(), code: errno)) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .notRegularFile }
        let size = Int64(info.st_size)
        guard size <= Int64(limit) else { throw .tooLarge(size) }
        // Read one byte more than the size so that a file growing behind our back is caught.
        let capacity = Int(size) + 1
        buffer.reserve(capacity)
        let base = buffer.pointer
        var total = 0
        while total < capacity {
            let count = read(fd, base + total, capacity - total)
            if count < 0 {
                if errno == EINTR { continue }
                throw .failed(Failure(operation: "read", path: path(), code: errno))
            }
            if count == 0 { break }
            total += count
        }
        guard total <= Int(size), total <= limit else { throw .tooLarge(Int64(total)) }
        return UnsafeBufferPointer(start: base, count: total)
    }

    /// Moves `path` into `directory` under `name` (or `name.1`, `name.2`, …), never replacing
    /// an existing file, and returns the new path.
    static func moveWithoutReplacing(_ path: String, into directory: String, name: String) throws(Failure) -> String {
        for attempt in 0..<1000 {
            let target = attempt == 0 ? "\(directory)/\(name)" : "\(directory)/\(name).\(attempt)"
            if link(path, target) == 0 {
                unlink(path)
                return target
            }
            let code = errno
            if code == EEXIST { continue }
            // Hard links unsupported (or path is a directory): rename, after checking the name is free.
            if code == EPERM || code == EXDEV || code == EMLINK || code == ENOTSUP {
                var info = stat()
                if lstat(target, &info) == 0 { continue }
                if rename(path, target) == 0 { return target }
                throw Failure(operation: "rename", path: path, code: errno)
            }
            throw Failure(operation: "link", path: path, code: code)
        }
        throw Failure(operation: "move", path: path, code: EEXIST)
    }

    /// The names in a directory (not `.` and `..`), and, apart, the names that are not valid
    /// UTF-8 (as printable text with `\xNN` escapes): no path can be built from those, and no
    /// file this store writes has one.
    static func listDirectory(_ path: String) throws(Failure) -> (names: [String], undecodable: [String]) {
        guard let stream = opendir(path) else { throw Failure(operation: "opendir", path: path, code: errno) }
        defer { closedir(stream) }
        var names: [String] = []
        var undecodable: [String] = []
        // The name is read in place: readdir's entries are only as long as their name, so copying
        // the whole `d_name` array would read past the end of the entry.
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        while let entry = readdir(stream) {
            let cName = (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self)
            if let name = String(validatingCString: cName) {
                if name != ".", name != ".." { names.append(name) }
            } else {
                let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(cName).assumingMemoryBound(to: UInt8.self), count: strlen(cName))
                undecodable.append(bytes.map { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16, uppercase: true).leftPadded() }.joined())
            }
        }
        return (names, undecodable)
    }
}

private extension String {
    /// Two hex digits.
    func leftPadded() -> String { count < 2 ? "0" + self : self }
}
