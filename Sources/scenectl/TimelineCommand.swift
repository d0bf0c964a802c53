import ArgumentParser
import Foundation

/// `scenectl timeline TRACE.jsonl -o timeline.svg`.
struct TimelineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "Draw a lifecycle trace (JSON Lines) as an SVG timeline: one lane per session, coloured by activation state.",
        discussion: "Marks: ▲ connect, ▼ disconnect, × discard, ● restore or reconnect; dashed lines for launches and terminations. Write a trace with OPENUISCENE_TRACE=path or SimulatedDevice.lifecycle.jsonLines()."
    )

    @Argument(help: "The trace file (JSON Lines, docs/TRACE.md).")
    var trace: String

    @Option(name: [.customShort("o"), .long], help: "The SVG file to write (default: standard output).")
    var output: String?

    @Option(help: "The title drawn above the lanes.")
    var title: String = "Lifecycle timeline"

    func run() throws {
        let text: String
        do {
            text = try String(contentsOfFile: trace, encoding: .utf8)
        } catch {
            FileHandle.standardError.write(Data("scenectl timeline: cannot read \(trace): \(error.localizedDescription)\n".utf8))
            throw ExitCode(2)
        }
        let events: [TimelineRenderer.Event]
        do {
            events = try TimelineRenderer.events(fromJSONLines: text)
        } catch {
            FileHandle.standardError.write(Data("scenectl timeline: \(trace): \(error.description)\n".utf8))
            throw ExitCode(1)
        }
        var renderer = TimelineRenderer(events: events)
        renderer.title = title
        let svg = renderer.svg()
        if let output {
            do {
                try svg.write(toFile: output, atomically: true, encoding: .utf8)
            } catch {
                FileHandle.standardError.write(Data("scenectl timeline: cannot write \(output): \(error.localizedDescription)\n".utf8))
                throw ExitCode(2)
            }
        } else {
            FileHandle.standardOutput.write(Data(svg.utf8))
        }
    }
}
