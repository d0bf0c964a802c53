#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reads a whole file by its path bytes for the tools: a regular file only (opened without
/// following a link and without blocking, checked again with `fstat` in case it was replaced), of
/// at most a limit.
public enum SourceFileReader {
    /// The largest source file or Info.plist the tools read: larger is generated or vendored code,
    /// named and not read.
    public static let maximumFileSize = 8 << 20
    /// The largest `project.pbxproj` the tools read (a project with thousands of files stays
    /// under a few MiB).
    public static let maximumProjectFileSize = 32 << 20

    /// Why a file was not read.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// Larger than the limit: its size, and the limit.
        case tooLarge(size: Int, limit: Int)
        /// Not a regular file: what it is.
        case notRegular(String)
        /// The system refused (`strerror`).
        case failed(String)

        public var description: String {
            switch self {
            case .tooLarge(_, let limit): "larger than \(limit >> 20) MiB; not read"
            case .notRegular(let kind): "\(kind.prefix(1).lowercased() + kind.dropFirst()), not a regular file; not read"
            case .failed(let reason): reason
            }
        }
    }

    /// The file's bytes.
    public static func contents(of path: SourcePath, limit: Int = maximumFileSize) throws(Failure) -> [UInt8] {
        let descriptor = path.withCString { open($0, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC) }
        guard descriptor >= 0 else {
            if errno == ELOOP { throw .notRegular("A symbolic link") }
            throw .failed(String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .failed(String(cString: strerror(errno))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .notRegular(SourceTreeWalker.kind(of: info.st_mode & S_IFMT)) }
        guard Int(info.st_size) <= limit else { throw .tooLarge(size: Int(info.st_size), limit: limit) }
        var result: [UInt8] = []
        result.reserveCapacity(Int(info.st_size))
        // A buffer the size of the file and a byte (a file that grew is read on to its end), at
        // most 64 KiB: a 64 KiB buffer cleared for every small file was a tenth of a check's work.
        var buffer = [UInt8](repeating: 0, count: min(max(Int(info.st_size) + 1, 4_096), 65_536))
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .failed(String(cString: strerror(errno)))
            }
            if count == 0 { break }
            result += buffer[0..<count]
            if result.count > limit { throw .tooLarge(size: result.count, limit: limit) }
        }
        return result
    }
}
