// `import os` and `import os.log` on Linux (issue 23; docs/PARITY.md "Frameworks"): the logging API
// of the OSLog module (Logger, os_log, OSLog, OSLogType) and os_unfair_lock.
//
// Packages test `#if canImport(os)` to pick their Darwin code, and SwiftPM lets every target of a
// build see every module already built, so this module is built to be used by code that never
// declared it: swift-argument-parser, compiled after it, takes its Darwin lock
// (`os_unfair_lock()`, `os_unfair_lock_lock`, `os_unfair_lock_unlock` on an
// `UnsafeMutablePointer<os_unfair_lock>`). Hence the lock API is a type alias of glibc's
// `pthread_mutex_t` (all zeros is PTHREAD_MUTEX_INITIALIZER, as all zeros is
// OS_UNFAIR_LOCK_INIT) and functions emitted into the caller (`@_alwaysEmitIntoClient`): a package
// that uses them links nothing of this module, whichever order the build took. Glibc is
// re-exported as Darwin's `os` re-exports Darwin: ArgumentParser's Darwin path imports only `os`,
// yet destroys its lock with `pthread_mutex_destroy` (its `canImport(Glibc)` branch).
@_exported import OSLog
@_exported import Glibc

/// A lock as Darwin's `os_unfair_lock`: `os_unfair_lock()` is an unlocked lock; lock and unlock it
/// through a pointer to memory that does not move.
public typealias os_unfair_lock = pthread_mutex_t
/// Darwin's name for the lock's type.
public typealias os_unfair_lock_s = pthread_mutex_t
/// A pointer to a lock, as the functions take it.
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock>

/// Waits for the lock and takes it.
@_alwaysEmitIntoClient
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {
    let status = pthread_mutex_lock(lock)
    precondition(status == 0, "os_unfair_lock_lock: pthread_mutex_lock failed (\(status))")
}

/// Takes the lock if it is free; `false` if another thread holds it.
@_alwaysEmitIntoClient
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
    pthread_mutex_trylock(lock) == 0
}

/// Releases the lock the caller holds.
@_alwaysEmitIntoClient
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {
    let status = pthread_mutex_unlock(lock)
    precondition(status == 0, "os_unfair_lock_unlock: pthread_mutex_unlock failed (\(status))")
}

/// Darwin traps when the caller does not hold the lock. A default glibc mutex does not record its
/// owner, so this checks only that the lock is held by someone.
@_alwaysEmitIntoClient
public func os_unfair_lock_assert_owner(_ lock: os_unfair_lock_t) {
    let free = pthread_mutex_trylock(lock) == 0
    if free { _ = pthread_mutex_unlock(lock) }
    precondition(!free, "os_unfair_lock_assert_owner: the lock is not held")
}

/// Darwin traps when the caller holds the lock; this cannot tell the holder (see
/// ``os_unfair_lock_assert_owner(_:)``) and checks nothing.
@_alwaysEmitIntoClient
public func os_unfair_lock_assert_not_owner(_ lock: os_unfair_lock_t) {}

/// Darwin's `OSAllocatedUnfairLock` (iOS 16): a lock on the heap that guards a value.
public final class OSAllocatedUnfairLock<State>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var state: State

    public init(uncheckedState initialState: State) {
        mutex.initialize(to: pthread_mutex_t())
        state = initialState
    }

    public convenience init(initialState: State) where State: Sendable {
        self.init(uncheckedState: initialState)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the state while holding the lock.
    public func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R {
        try withLockUnchecked(body)
    }

    /// ``withLock(_:)`` without the Sendable checks.
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        os_unfair_lock_lock(mutex)
        defer { os_unfair_lock_unlock(mutex) }
        return try body(&state)
    }

    /// Runs `body` if the lock is free, else returns nil at once.
    public func withLockIfAvailable<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? {
        guard os_unfair_lock_trylock(mutex) else { return nil }
        defer { os_unfair_lock_unlock(mutex) }
        return try body(&state)
    }

    /// Takes the lock (pair with ``unlock()``).
    public func lock() { os_unfair_lock_lock(mutex) }
    /// Releases the lock.
    public func unlock() { os_unfair_lock_unlock(mutex) }
}

extension OSAllocatedUnfairLock where State == Void {
    /// A lock that guards no value.
    public convenience init() { self.init(uncheckedState: ()) }

    /// Runs `body` while holding the lock.
    public func withLock<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R {
        try withLockUnchecked { _ in try body() }
    }
}
