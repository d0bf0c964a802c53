import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The store's single-owner lock: `flock(LOCK_EX | LOCK_NB)` on `<store>/lock`, which holds the
/// owner's process id for the error message a second opener gets.
///
/// `flock` locks belong to the open file description, so a second `FileSessionStore` in the same
/// process is refused too, and the lock disappears with the process however it ends.
final class StoreLock: @unchecked Sendable {
    private let lock = NSLock()
    private var descriptor: Int32
    let path: String

    init(directory: String) throws(FileSessionStoreError) {
        path = "\(directory)/lock"
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else {
            let code = errno
            if code == ELOOP {
                throw .cannotOpen(path: path, reason: "the lock file is a symbolic link; the store never follows links. Delete it (rm \(path)): the store recreates it at the next launch.")
            }
            throw .cannotOpen(path: path, reason: "\(String(cString: strerror(code))). \(StoreFileSystem.advice(for: code, path: path))")
        }
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            let owner = Self.owner(fd: fd)
            close(fd)
            if code == EWOULDBLOCK {
                throw .locked(directory: directory, ownerPID: owner?.pid, ownerName: owner?.name, sameProcess: owner?.pid == getpid())
            }
            throw .cannotOpen(path: path, reason: "flock: \(String(cString: strerror(code)))")
        }
        fchmod(fd, 0o600)
        let pid = Array("\(getpid())\n".utf8)
        _ = ftruncate(fd, 0)
        _ = pid.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
        descriptor = fd
    }

    /// Releases the lock (idempotent).
    func release() {
        lock.withLock {
            guard descriptor >= 0 else { return }
            // Unlock explicitly before closing: a child process forked by another thread (Process,
            // posix_spawn) shares this open file description until it execs, and a plain close
            // would leave the lock held through the child's copy for that moment.
            _ = flock(descriptor, LOCK_UN)
            close(descriptor)
            descriptor = -1
        }
    }

    deinit { release() }

    /// The pid written by the current owner and its command name (from /proc on Linux).
    private static func owner(fd: Int32) -> (pid: Int32, name: String?)? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        let text = String(decoding: buffer[0..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let pid = Int32(text), pid > 0 else { return nil }
        let name = try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        return (pid, name)
    }
}
