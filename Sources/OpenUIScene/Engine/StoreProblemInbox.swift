import Foundation

/// Problems the session store reports from its writer's queue (a save refused because the
/// session is too large or too deep, a failed write), held until the engine records them on
/// the main actor: each becomes a log line and an `error` event in the lifecycle trace, on every
/// host, so that a value that was not saved never vanishes without a word.
///
/// The engine takes them at the start of every intent and right after it flushes the store
/// (termination, a simulated kill); a real host also wakes the engine on the main queue as soon
/// as a problem arrives.
package final class StoreProblemInbox: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    private let arrived: (@Sendable () -> Void)?

    /// - Parameter arrived: called (on the store's queue) after each problem is added.
    package init(arrived: (@Sendable () -> Void)? = nil) {
        self.arrived = arrived
    }

    /// Adds one problem line; the store's `onWriteProblem` handler.
    package func append(_ line: String) {
        lock.withLock { lines.append(line) }
        arrived?()
    }

    /// Every line added since the last call, oldest first.
    package func take() -> [String] {
        lock.withLock {
            defer { lines.removeAll() }
            return lines
        }
    }
}
