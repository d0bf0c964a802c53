import Foundation
import Logging

/// The in-memory record of everything the engine did, in order. Every event also goes to
/// swift-log (label `OpenUIScene.lifecycle`) at debug level.
///
/// It keeps the newest ``capacity`` events, and at most ``byteCapacity`` bytes of their text;
/// older ones are dropped in blocks, so recording stays O(1) amortized for a long-running app.
/// An event's detail is cut at 4 KiB (docs/TRACE.md "Size").
@MainActor
public final class LifecycleTrace {
    // The state that `record` touches is in private `@exclusivity(unchecked)` properties: the
    // trace is main-actor state that is never accessed while another access is under way, and
    // the run-time exclusivity checks were a tenth of a new-scene cycle with the trace on
    // (issue 22, `LifecycleBenchmarks`).

    /// Whether events are kept in memory (they still go to the logger at debug level).
    public var isEnabled: Bool {
        get { enabled }
        set { enabled = newValue }
    }
    /// How many events are kept at most.
    public let capacity: Int
    /// The kept events, oldest first.
    public var events: [LifecycleEvent] { storedEvents }
    /// How many bytes of text (names, details, sessions) the kept events hold at most: 64 MiB.
    public static let byteCapacity = 64 << 20
    /// The bytes of text the kept events hold.
    public var byteCount: Int { storedByteCount }

    @exclusivity(unchecked) private var enabled: Bool
    @exclusivity(unchecked) private var storedEvents: [LifecycleEvent] = []
    @exclusivity(unchecked) private var storedByteCount = 0
    @exclusivity(unchecked) private var nextSequence = 1
    private let logger = Logger(label: "OpenUIScene.lifecycle")

    public init(isEnabled: Bool = true, capacity: Int = 200_000) {
        self.enabled = isEnabled
        self.capacity = max(capacity, 2)
    }

    package func record(_ kind: LifecycleEvent.Kind, _ name: consuming String, session: consuming String? = nil, detail: consuming String? = nil) {
        let sequence = nextSequence
        nextSequence = sequence &+ 1
        logger.debug("\(kind.rawValue) \(copy name)", metadata: (copy session).map { ["session": .string($0)] })
        guard enabled else { return }
        if let text = detail, text.utf8.count > LoggedInput.maximumDetailLength {
            detail = LoggedInput.truncated(text, limit: LoggedInput.maximumDetailLength)
        }
        // The size from the parts, and the parts moved into the event (they are the caller's
        // copies): copying them in and destroying them afterwards was a fifth of recording one.
        let size = name.utf8.count + (detail?.utf8.count ?? 0) + (session?.utf8.count ?? 0)
        if storedEvents.count >= capacity || storedByteCount + size > Self.byteCapacity { dropOldestHalf() }
        let event = LifecycleEvent(seq: sequence, kind: kind, name: name, session: session, detail: detail)
        storedEvents.append(consume event)
        storedByteCount += size
    }

    /// The bytes of text an event holds.
    private static func size(of event: LifecycleEvent) -> Int {
        event.name.utf8.count + (event.detail?.utf8.count ?? 0) + (event.session?.utf8.count ?? 0)
    }

    private func dropOldestHalf() {
        let dropped = max(storedEvents.count / 2, 1)
        storedByteCount -= storedEvents.prefix(dropped).reduce(0) { $0 + Self.size(of: $1) }
        storedEvents.removeFirst(min(dropped, storedEvents.count))
    }

    /// Forgets every event. A small buffer is kept for the next events (a test or benchmark that
    /// clears the trace after every step regrew it from nothing each time); a large one is freed.
    public func removeAll() {
        storedEvents.removeAll(keepingCapacity: storedEvents.capacity <= Self.keptCapacity)
        storedByteCount = 0
    }

    /// Up to how many events' room ``removeAll()`` keeps.
    private static let keptCapacity = 1_024

    /// The events as JSON Lines (one compact JSON object per line, keys sorted), as documented in docs/TRACE.md.
    public func jsonLines() -> String {
        Self.jsonLines(events)
    }

    /// Encodes events as JSON Lines.
    ///
    /// Written by hand, byte for byte what `JSONEncoder` with `[.sortedKeys,
    /// .withoutEscapingSlashes]` gives (a test compares them): the GTK host streams these lines
    /// while windows open, and `JSONEncoder` cost about 1 ms at the first window.
    public nonisolated static func jsonLines(_ events: [LifecycleEvent]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(events.count * 96)
        for event in events {
            // Keys in sorted order: detail, kind, name, seq, session.
            out.append(UInt8(ascii: "{"))
            if let detail = event.detail {
                appendKey("detail", to: &out)
                appendString(detail, to: &out)
                out.append(UInt8(ascii: ","))
            }
            appendKey("kind", to: &out)
            appendString(event.kind.rawValue, to: &out)
            out.append(UInt8(ascii: ","))
            appendKey("name", to: &out)
            appendString(event.name, to: &out)
            out.append(UInt8(ascii: ","))
            appendKey("seq", to: &out)
            out.append(contentsOf: String(event.seq).utf8)
            if let session = event.session {
                out.append(UInt8(ascii: ","))
                appendKey("session", to: &out)
                appendString(session, to: &out)
            }
            out.append(contentsOf: "}\n".utf8)
        }
        return String(decoding: out, as: UTF8.self)
    }

    private nonisolated static func appendKey(_ key: StaticString, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        out.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        out.append(contentsOf: "\":".utf8)
    }

    /// A JSON string as `JSONEncoder` writes it: `"` and `\\` escaped, control characters as
    /// `\b \t \n \f \r` or `\u00XX`, everything else (slashes, non-ASCII) as is.
    private nonisolated static func appendString(_ string: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
            case 0x08: out.append(contentsOf: "\\b".utf8)
            case 0x09: out.append(contentsOf: "\\t".utf8)
            case 0x0A: out.append(contentsOf: "\\n".utf8)
            case 0x0C: out.append(contentsOf: "\\f".utf8)
            case 0x0D: out.append(contentsOf: "\\r".utf8)
            case 0x00..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: "\\u00".utf8)
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0x0F)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// The events of a JSON Lines file that may still be growing (the GTK host's live channel,
    /// `OPENUISCENE_GTK_EVENTS`): complete lines only, a last line without its newline is left
    /// for the next read. Empty when the file is missing or does not decode.
    package nonisolated static func events(inGrowingFile url: URL) -> [LifecycleEvent] {
        // Cut at the last newline byte before decoding: a read may end inside a multi-byte
        // character of the line being written.
        guard let data = try? Data(contentsOf: url), let end = data.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
        return (try? events(fromJSONLines: String(decoding: data[...end], as: UTF8.self))) ?? []
    }

    /// The session identifiers of `events` in order of first appearance.
    package nonisolated static func sessionOrder(_ events: [LifecycleEvent]) -> [String] {
        var seen: [String] = []
        for event in events {
            if let session = event.session, !seen.contains(session) { seen.append(session) }
        }
        return seen
    }

    /// Reads JSON Lines written by ``jsonLines()``; blank lines are skipped.
    public nonisolated static func events(fromJSONLines text: String) throws -> [LifecycleEvent] {
        // Split on "\n" bytes only: U+2028 and U+2029 are newlines to `Character` but appear
        // unescaped inside JSON strings.
        let decoder = JSONDecoder()
        var events: [LifecycleEvent] = []
        for line in text.utf8.split(separator: UInt8(ascii: "\n")) {
            var bytes = line[...]
            while let last = bytes.last, last == UInt8(ascii: "\r") || last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { bytes = bytes.dropLast() }
            if bytes.isEmpty { continue }
            events.append(try decoder.decode(LifecycleEvent.self, from: Data(bytes)))
        }
        return events
    }
}
