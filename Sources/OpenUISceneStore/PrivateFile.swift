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
}
