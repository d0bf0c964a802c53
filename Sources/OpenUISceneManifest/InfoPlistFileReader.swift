#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Reads an Info.plist file without ever blocking or reading without end.
///
/// The file is opened non-blocking (a FIFO then opens at once instead of waiting for a writer),
/// checked with `fstat` to be a regular file no larger than ``InfoPlistLimits/maximumFileSize``,
/// and read up to that size. Every refusal says what the path really is: a folder, a FIFO, a
/// device, a loop of symbolic links, a link to nothing, a file without read permission.
enum InfoPlistFileReader {
    /// The bytes of the regular file at `url`.
    ///
    /// - Parameters:
    ///   - limit: the largest size read, in bytes.
    ///   - limitName: the constant `limit` comes from, for the message.
    static func contents(of url: URL, limit: Int = InfoPlistLimits.maximumFileSize, limitName: String = "InfoPlistLimits.maximumFileSize") throws(InfoPlistLoadError) -> Data {
        let path = url.path
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw openError(path: path, errno: errno) }
        defer { close(descriptor) }

        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .unreadable(path: path, reason: "fstat failed: \(describe(errno))")
        }
        if let kind = nonRegularKind(status.st_mode) {
            throw .unreadable(path: path, reason: "it is \(kind), not a regular file")
        }
        if Int64(status.st_size) > Int64(limit) {
            throw .limitExceeded(path: path, reason: "the file is \(status.st_size) bytes, larger than the \(limit)-byte limit (\(limitName))")
        }

        // Read one byte past the limit to notice a file that grew after fstat.
        var data = Data(count: Int(status.st_size) + 1)
        var total = 0
        while true {
            if total == data.count {
                guard data.count <= limit else { break }
                data.count = min(limit + 1, data.count * 2)
            }
            let count = data.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + total, buffer.count - total)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: "reading failed: \(describe(errno))")
            }
            if count == 0 { break }
            total += count
        }
        if total > limit {
            throw .limitExceeded(path: path, reason: "the file grew past the \(limit)-byte limit (\(limitName)) while it was read")
        }
        data.count = total
        return data
    }

    /// What kind of thing `mode` describes, when it is not a regular file.
    static func nonRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO (named pipe), which would be read for as long as something writes to it"
        case S_IFCHR: return "a character device (such as /dev/zero or a terminal), which may never end"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file (mode \(String(mode, radix: 8)))"
        }
    }

    /// The error for a failed `open`, saying what the path really is.
    static func openError(path: String, errno code: Int32) -> InfoPlistLoadError {
        switch code {
        case ENOENT:
            var link = stat()
            if lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                return .unreadable(path: path, reason: "it is a symbolic link to \"\(target)\", which does not exist")
            }
            return .fileNotFound(path: path)
        case ELOOP:
            return .unreadable(path: path, reason: "it is a loop of symbolic links (following them never reaches a file)")
        case ENXIO:
            return .unreadable(path: path, reason: "it is a socket or a device with nothing behind it, not a regular file")
        case EACCES:
            return .unreadable(path: path, reason: "permission denied (the user running this may not read it)")
        case ENOTDIR:
            return .fileNotFound(path: path)
        default:
            return .unreadable(path: path, reason: describe(code))
        }
    }

    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
