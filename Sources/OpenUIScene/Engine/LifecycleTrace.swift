import Foundation
import Logging

/// The in-memory record of everything the engine did, in order. Every event also goes to
/// swift-log (label `OpenUIScene.lifecycle`) at debug level.
///
/// It keeps the newest ``capacity`` events; older ones are dropped in blocks, so recording
/// stays O(1) amortized for a long-running app.
@MainActor
public final class LifecycleTrace {
    /// Whether events are kept in memory (they still go to the logger at debug level).
    public var isEnabled: Bool
    /// How many events are kept at most.
    public let capacity: Int
    public private(set) var events: [LifecycleEvent] = []
    private var nextSequence = 1
    private let logger = Logger(label: "OpenUIScene.lifecycle")

    public init(isEnabled: Bool = true, capacity: Int = 200_000) {
        self.isEnabled = isEnabled
        self.capacity = max(capacity, 2)
    }

    package func record(_ kind: LifecycleEvent.Kind, _ name: String, session: String? = nil, detail: String? = nil) {
        let sequence = nextSequence
        nextSequence += 1
        logger.debug("\(kind.rawValue) \(name)", metadata: session.map { ["session": .string($0)] })
        guard isEnabled else { return }
        if events.count >= capacity { events.removeFirst(capacity / 2) }
        events.append(LifecycleEvent(seq: sequence, kind: kind, name: name, session: session, detail: detail))
    }

    /// Forgets every event.
    public func removeAll() { events.removeAll() }

    /// The events as JSON Lines (one compact JSON object per line, keys sorted), as documented in docs/TRACE.md.
    public func jsonLines() -> String {
        Self.jsonLines(events)
    }

    /// Encodes events as JSON Lines.
    public nonisolated static func jsonLines(_ events: [LifecycleEvent]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var out = ""
        for event in events {
            if let data = try? encoder.encode(event), let line = String(data: data, encoding: .utf8) {
                out += line
                out += "\n"
            }
        }
        return out
    }

    /// Reads JSON Lines written by ``jsonLines()``; blank lines are skipped.
    public nonisolated static func events(fromJSONLines text: String) throws -> [LifecycleEvent] {
        let decoder = JSONDecoder()
        return try text.split(whereSeparator: \.isNewline).map { line in
            try decoder.decode(LifecycleEvent.self, from: Data(line.utf8))
        }
    }
}
