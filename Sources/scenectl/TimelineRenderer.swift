import Foundation

/// Draws a lifecycle trace (JSON Lines, docs/TRACE.md) as an SVG timeline: one lane per session,
/// coloured by the scene's activation state, with marks for connect, disconnect, discard and
/// restore, and vertical lines for launches and terminations. The x axis is the event sequence
/// (traces carry no clock).
struct TimelineRenderer {
    /// One trace event, decoded on its own (scenectl does not link the engine).
    struct Event: Decodable, Equatable {
        var seq: Int
        var kind: String
        var name: String
        var session: String?
        var detail: String?
    }

    /// Why a trace could not be read: the line and what was wrong.
    struct ReadError: Error, CustomStringConvertible {
        let line: Int
        let reason: String
        var description: String { "line \(line): \(reason). Each line must be one JSON object with seq, kind and name (docs/TRACE.md)." }
    }

    static func events(fromJSONLines text: String) throws(ReadError) -> [Event] {
        let decoder = JSONDecoder()
        var events: [Event] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            do {
                events.append(try decoder.decode(Event.self, from: Data(line.utf8)))
            } catch {
                throw ReadError(line: index + 1, reason: "not a trace event (\(error))")
            }
        }
        return events
    }

    static let stateColors: [String: String] = [
        "unattached": "#e5e7eb",
        "background": "#93c5fd",
        "foregroundInactive": "#fcd34d",
        "foregroundActive": "#34d399",
    ]

    enum Mark: String {
        case connect, disconnect, discard, restore

        var symbol: String {
            switch self {
            case .connect: "▲"
            case .disconnect: "▼"
            case .discard: "×"
            case .restore: "●"
            }
        }

        var color: String {
            switch self {
            case .connect: "#065f46"
            case .disconnect: "#1e3a8a"
            case .discard: "#b91c1c"
            case .restore: "#7c3aed"
            }
        }
    }

    struct Lane {
        var session: String
        var segments: [(start: Int, end: Int, state: String)] = []
        var marks: [(at: Int, mark: Mark)] = []
        var currentState = "unattached"
        var stateSince: Int
    }

    let events: [Event]
    var title = "Lifecycle timeline"

    /// The lanes (in order of first appearance) and the app-wide markers.
    func layout() -> (lanes: [Lane], appMarkers: [(at: Int, label: String)], end: Int) {
        var order: [String] = []
        var lanes: [String: Lane] = [:]
        var markers: [(Int, String)] = []
        let end = (events.map(\.seq).max() ?? 0) + 1
        for event in events {
            if event.kind == "intent", event.name == "launch" || event.name == "terminate" {
                markers.append((event.seq, event.name + (event.detail.map { " (\($0))" } ?? "")))
            }
            guard let session = event.session else { continue }
            if lanes[session] == nil {
                order.append(session)
                lanes[session] = Lane(session: session, stateSince: event.seq)
            }
            switch (event.kind, event.name) {
            case ("state", let state):
                var lane = lanes[session]!
                if event.seq > lane.stateSince {
                    lane.segments.append((lane.stateSince, event.seq, lane.currentState))
                }
                lane.currentState = state
                lane.stateSince = event.seq
                lanes[session] = lane
            case ("delegate", "scene(_:willConnectTo:options:)"):
                lanes[session]!.marks.append((event.seq, .connect))
            case ("delegate", "sceneDidDisconnect(_:)"):
                lanes[session]!.marks.append((event.seq, .disconnect))
            case ("session", "discarded"):
                lanes[session]!.marks.append((event.seq, .discard))
                lanes[session]!.currentState = "gone"
            case ("session", "restored"), ("session", "restore"), ("session", "reconnect"):
                lanes[session]!.marks.append((event.seq, .restore))
            default:
                break
            }
        }
        let closed = order.map { session -> Lane in
            var lane = lanes[session]!
            if end > lane.stateSince, lane.currentState != "gone" {
                lane.segments.append((lane.stateSince, end, lane.currentState))
            }
            return lane
        }
        return (closed, markers, end)
    }

    /// The SVG document.
    func svg() -> String {
        let (lanes, markers, end) = layout()
        let left = 150.0, top = 60.0, laneHeight = 34.0, barHeight = 16.0
        let plotWidth = max(600.0, min(2400.0, Double(end) * 6))
        let scale = plotWidth / Double(max(end, 1))
        let height = top + Double(lanes.count) * laneHeight + 70
        let width = left + plotWidth + 30
        func x(_ seq: Int) -> Double { left + Double(seq) * scale }
        var out = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" viewBox="0 0 \(Int(width)) \(Int(height))" font-family="sans-serif" font-size="12">
        <rect width="100%" height="100%" fill="white"/>
        <text x="\(left)" y="24" font-size="16" font-weight="bold">\(escape(title))</text>

        """
        for (index, lane) in lanes.enumerated() {
            let y = top + Double(index) * laneHeight
            out += "<text x=\"8\" y=\"\(y + barHeight - 3)\">session \(index + 1) · \(escape(String(lane.session.prefix(8))))</text>\n"
            for segment in lane.segments {
                let color = Self.stateColors[segment.state] ?? "#f3f4f6"
                out += "<rect x=\"\(x(segment.start))\" y=\"\(y)\" width=\"\(max(x(segment.end) - x(segment.start), 1))\" height=\"\(barHeight)\" fill=\"\(color)\"><title>\(segment.state) (events \(segment.start)–\(segment.end))</title></rect>\n"
            }
            for (at, mark) in lane.marks {
                out += "<text x=\"\(x(at) - 5)\" y=\"\(y + barHeight + 12)\" fill=\"\(mark.color)\" class=\"mark-\(mark.rawValue)\"><title>\(mark.rawValue) at event \(at)</title>\(mark.symbol)</text>\n"
            }
        }
        let bottom = top + Double(lanes.count) * laneHeight
        for (at, label) in markers {
            out += "<line x1=\"\(x(at))\" y1=\"\(top - 14)\" x2=\"\(x(at))\" y2=\"\(bottom)\" stroke=\"#6b7280\" stroke-dasharray=\"3,3\"/>\n"
            out += "<text x=\"\(x(at) + 3)\" y=\"\(top - 16)\" fill=\"#374151\">\(escape(label))</text>\n"
        }
        var legendX = left
        let legendY = bottom + 30
        for state in ["foregroundActive", "foregroundInactive", "background", "unattached"] {
            out += "<rect x=\"\(legendX)\" y=\"\(legendY - 11)\" width=\"14\" height=\"14\" fill=\"\(Self.stateColors[state]!)\"/><text x=\"\(legendX + 18)\" y=\"\(legendY)\">\(state)</text>\n"
            legendX += 150
        }
        legendX = left
        for mark in [Mark.connect, .disconnect, .discard, .restore] {
            out += "<text x=\"\(legendX)\" y=\"\(legendY + 22)\" fill=\"\(mark.color)\">\(mark.symbol) \(mark.rawValue)</text>\n"
            legendX += 110
        }
        out += "</svg>\n"
        return out
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
