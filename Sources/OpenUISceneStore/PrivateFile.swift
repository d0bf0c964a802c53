import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Musl)
private let systemRead = Musl.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif

/// Files the project writes about a user's windows, outside the session store (the GTK host's
/// window sizes): read with a size limit, never through a link or from a FIFO, and written
/// atomically with mode 0600, whatever the umask (docs/RELIABILITY.md).
package enum PrivateFile {
    /// Why a file was not read.
    package enum ReadProblem: Error, CustomStringConvertible {
        case notRegularFile(String)
        case tooLarge(String, size: Int64, limit: Int)
        case failed(String, String)

        package var description: String {
            switch self {
            case .notRegularFile(let path): "\(path) is not a regular file (a link, folder, pipe or device); it was not read and is left as it is"
            case .tooLarge(let path, let size, let limit): "\(path) is \(size) bytes, more than the \(limit) bytes such a file can hold; it was not read and is left as it is (delete it if you do not need it)"
            case .failed(let path, let reason): "\(path) cannot be read (\(reason))"
            }
        }
    }

    /// The file's bytes, or `nil` when there is no file; at most `limit` bytes are read, checked
    /// with `fstat` before reading.
    package static func read(_ path: String, limit: Int) throws(ReadProblem) -> Data? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            if code == ELOOP { throw .notRegularFile(path) }
            throw .failed(path, String(cString: strerror(code)))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .failed(path, String(cString: strerror(errno))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .notRegularFile(path) }
        guard info.st_size <= limit else { throw .tooLarge(path, size: Int64(info.st_size), limit: limit) }
        var data = Data(count: Int(info.st_size) + 1)
        var total = 0
        let capacity = data.count
        while total < capacity {
            let count = data.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress! + total, capacity - total) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .failed(path, String(cString: strerror(errno)))
            }
            if count == 0 { break }
            total += count
        }
        guard total <= limit else { throw .tooLarge(path, size: Int64(total), limit: limit) }
        return data.prefix(total)
    }

    /// Writes `data` to `path` atomically (a temporary file in the same folder, fsynced and
    /// renamed over it), mode 0600, never through a link.
    package static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try StoreFileSystem.writeAtomically(data, directory: url.deletingLastPathComponent().path, name: url.lastPathComponent)
    }

    /// Opens a file the app streams to (the live events, the trace), mode 0600 whatever the
    /// umask, never through a symbolic link to a file: a link to a file could make the app
    /// overwrite another file. A link to a pipe, terminal or socket (`/dev/stdout`,
    /// `/dev/fd/3`: how a parent process reads the stream) is followed, and such a target's mode
    /// is left alone. Returns the descriptor, or the errno.
    package static func openForWriting(_ path: String, truncate: Bool) -> Result<Int32, Errno> {
        let flags = O_WRONLY | O_CLOEXEC | (truncate ? O_TRUNC : O_APPEND)
        var fd = open(path, flags | O_CREAT | O_NOFOLLOW, 0o600)
        if fd < 0, errno == ELOOP {
            // A symbolic link: followed only to something that is not a regular file.
            var target = stat()
            guard stat(path, &target) == 0 else { return .failure(Errno(errno)) }
            guard target.st_mode & S_IFMT != S_IFREG, target.st_mode & S_IFMT != S_IFDIR else { return .failure(Errno(ELOOP)) }
            fd = open(path, flags & ~O_TRUNC)
        }
        guard fd >= 0 else { return .failure(Errno(errno)) }
        var opened = stat()
        if fstat(fd, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG, fchmod(fd, 0o600) != 0 {
            let problem = errno
            close(fd)
            return .failure(Errno(problem))
        }
        return .success(fd)
    }

    /// An errno value, with its message.
    package struct Errno: Error, Equatable, CustomStringConvertible {
        package let code: Int32
        package init(_ code: Int32) { self.code = code }
        package var description: String { "\(String(cString: strerror(code))) (errno \(code))" }
    }
}
