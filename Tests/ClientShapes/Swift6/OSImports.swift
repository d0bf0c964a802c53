// Shape: `import os` and `import os.log` unchanged (11 of the tally's 138 delegate files write one
// of them): a Logger, os_log, and a counter behind an os_unfair_lock and an OSAllocatedUnfairLock.
import os
import os.log
import UIKit

/// Counts connections from any thread, the way apps guard a small shared value.
final class ConnectionCounter: @unchecked Sendable {
    private var lock = os_unfair_lock()
    private var count = 0
    let total = OSAllocatedUnfairLock(initialState: 0)

    func increment() -> Int {
        total.withLock { $0 += 1 }
        os_unfair_lock_lock(&lock)
        defer { os_unfair_lock_unlock(&lock) }
        count += 1
        return count
    }
}

@MainActor
final class OSImportsSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    static let log = OSLog(subsystem: "com.example.client", category: "lifecycle")
    private let logger = Logger(subsystem: "com.example.client", category: "os-imports")
    let counter = ConnectionCounter()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let count = counter.increment()
        logger.notice("connected \(count, privacy: .public)")
        os_log("scene %{public}@ connected", log: Self.log, type: .info, session.persistentIdentifier)
        ClientLog.record("os connected \(count)")
    }
}
