// A swift-log backend for the OSLog tests (in its own file: `Logger` is both swift-log's and
// OSLog's, so the test file imports only OSLog).
import Foundation
import Logging

/// What the swift-log backend received, for the loggers these tests make (label prefix
/// `org.openuiscene.oslog-tests`); every other logger goes to standard error as before.
final class CapturedLog: @unchecked Sendable {
    static let shared = CapturedLog()
    private let lock = NSLock()
    private var lines: [String] = []

    private init() {
        LoggingSystem.bootstrap { label -> any LogHandler in
            label.hasPrefix("org.openuiscene.oslog-tests") ? CapturingHandler(label: label) : StreamLogHandler.standardError(label: label)
        }
    }

    func append(_ line: String) { lock.withLock { lines.append(line) } }
    /// The lines logged under `label`, as `level label: message`.
    func lines(for label: String) -> [String] { lock.withLock { lines.filter { $0.contains(" \(label): ") } } }

    struct CapturingHandler: LogHandler {
        let label: String
        var metadata: Logging.Logger.Metadata = [:]
        var logLevel: Logging.Logger.Level = .trace
        subscript(metadataKey key: String) -> Logging.Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) {
            CapturedLog.shared.append("\(event.level) \(label): \(event.message)")
        }
    }
}

