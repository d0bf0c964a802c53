import Foundation

/// Random bytes for new sessions' identifiers (`SceneEngine.newSessionIdentifier()`), read from
/// the system's generator 4 KiB at a time.
///
/// `UUID()` on Linux opens `/dev/urandom`, reads 16 bytes and closes it again for every
/// identifier: three system calls, a tenth of a new-scene cycle's time (issue 22,
/// `LifecycleBenchmarks`, measured with `perf`). The bytes are the same system randomness, taken
/// in blocks of 256 identifiers. A forked child never reuses its parent's bytes: `fork` marks the
/// block as spent (`pthread_atfork`).
final class IdentifierRandomness: @unchecked Sendable {
    static let shared = IdentifierRandomness()

    private static let blockSize = 4_096
    private let lock = NSLock()
    private var block = [UInt8](repeating: 0, count: IdentifierRandomness.blockSize)
    /// Where the unused bytes of `block` start; `blockSize` when they are all used.
    private var position = IdentifierRandomness.blockSize
    /// The fork count when `block` was filled.
    private var filledInFork: UInt = 0

    private init() {
        _ = pthread_atfork(nil, nil, { IdentifierRandomness.noteFork() })
    }

    /// Called in a forked child (single-threaded there): the block read ahead is the parent's.
    static func noteFork() {
        identifierRandomnessForks &+= 1
    }

    /// How many unused bytes the current block has left (for tests).
    var remainingBytes: Int {
        lock.lock()
        defer { lock.unlock() }
        return filledInFork == identifierRandomnessForks ? Self.blockSize - position : 0
    }

    /// 16 random bytes.
    func take16() -> (UInt64, UInt64) {
        lock.lock()
        defer { lock.unlock() }
        if position + 16 > Self.blockSize || filledInFork != identifierRandomnessForks {
            refill()
        }
        let words = block.withUnsafeBytes { bytes in
            (bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self),
             bytes.loadUnaligned(fromByteOffset: position + 8, as: UInt64.self))
        }
        position += 16
        return words
    }

    private func refill() {
        filledInFork = identifierRandomnessForks
        position = 0
        #if canImport(Darwin)
        block.withUnsafeMutableBytes { arc4random_buf($0.baseAddress!, $0.count) }
        #else
        let descriptor = open("/dev/urandom", O_RDONLY | O_CLOEXEC)
        if descriptor >= 0 {
            defer { close(descriptor) }
            let filled = block.withUnsafeMutableBytes { bytes in
                var count = 0
                while count < bytes.count {
                    let result = read(descriptor, bytes.baseAddress! + count, bytes.count - count)
                    if result > 0 {
                        count += result
                    } else if result < 0, errno == EINTR {
                        continue
                    } else {
                        break
                    }
                }
                return count
            }
            if filled == Self.blockSize { return }
        }
        // No /dev/urandom (a restricted sandbox): the standard library's generator, 8 bytes a call.
        var generator = SystemRandomNumberGenerator()
        block.withUnsafeMutableBytes { bytes in
            for offset in stride(from: 0, to: bytes.count, by: 8) {
                bytes.storeBytes(of: generator.next(), toByteOffset: offset, as: UInt64.self)
            }
        }
        #endif
    }
}

/// How many times this process is a forked child (incremented in the child by `pthread_atfork`).
nonisolated(unsafe) private var identifierRandomnessForks: UInt = 0
