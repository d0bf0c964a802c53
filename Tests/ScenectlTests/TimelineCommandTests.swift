import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import OpenUIScene
import OpenUISceneTesting
@testable import scenectl

final class TimelineSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

@MainActor
@Suite struct TimelineCommandTests {
    /// A real trace: two windows, one reclaimed and brought back, one closed, a relaunch.
    func story() -> (String, [String]) {
        let plist: [String: Any] = ["UIApplicationSceneManifest": ["UIApplicationSupportsMultipleScenes": true, "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [["UISceneConfigurationName": "Default", "UISceneDelegateClassName": "ScenectlTests.TimelineSceneDelegate"]]]]]
        let device = SimulatedDevice(appDelegate: TimelineAppDelegate.self, infoPlist: plist)
        device.launch()
        device.openNewWindow()
        let (first, second) = (device.sessions[0], device.sessions[1])
        device.moveToBackground(first)
        device.reclaimMemory()
        device.moveToForeground(first)
        device.closeSession(second)
        device.relaunch()
        return (device.lifecycle.jsonLines(), [first.persistentIdentifier, second.persistentIdentifier])
    }

    @Test func oneLanePerSessionColouredByStateWithMarks() throws {
        let (text, sessions) = story()
        let events = try TimelineRenderer.events(fromJSONLines: text)
        let (lanes, markers, _) = TimelineRenderer(events: events).layout()
        #expect(lanes.map(\.session) == sessions)
        let first = lanes[0], second = lanes[1]
        #expect(first.marks.map(\.mark) == [.connect, .disconnect, .restore, .connect, .disconnect, .restore, .restore, .connect])
        #expect(second.marks.map(\.mark) == [.connect, .disconnect, .discard])
        #expect(first.segments.map(\.state).contains("foregroundActive"))
        #expect(first.segments.map(\.state).contains("background"))
        #expect(markers.map(\.label).filter { $0.hasPrefix("launch") }.count == 2)
        #expect(markers.map(\.label).contains("terminate"))
        // Segments of a lane are contiguous and ordered.
        for lane in lanes {
            for (a, b) in zip(lane.segments, lane.segments.dropFirst()) { #expect(a.end == b.start) }
        }
    }

    @Test func theCommandWritesWellFormedSVG() throws {
        let (text, _) = story()
        let trace = try ScenectlTestSupport.temporaryFile(text, name: "trace.jsonl")
        let output = URL(fileURLWithPath: trace).deletingLastPathComponent().appendingPathComponent("timeline.svg").path
        let command = try TimelineCommand.parse([trace, "-o", output])
        try command.run()
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "the SVG is well-formed XML")
        #expect(svg.contains("session 1") && svg.contains("session 2"))
        #expect(svg.contains("class=\"mark-discard\""))
        #expect(svg.contains(TimelineRenderer.stateColors["foregroundActive"]!))
    }

    @Test func aBrokenTraceNamesTheLine() {
        #expect(throws: TimelineRenderer.ReadError.self) {
            try TimelineRenderer.events(fromJSONLines: "{\"seq\":1,\"kind\":\"intent\",\"name\":\"launch\"}\nnot json\n")
        }
        do {
            _ = try TimelineRenderer.events(fromJSONLines: "{\"seq\":1,\"kind\":\"intent\",\"name\":\"launch\"}\nnot json\n")
        } catch {
            #expect(error.line == 2)
        }
    }
}

final class TimelineAppDelegate: UIResponder, UIApplicationDelegate {}
