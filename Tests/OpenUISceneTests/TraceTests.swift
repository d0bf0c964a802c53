import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting

@MainActor
@Suite struct TraceTests {
    @Test func theTraceRecordsIntentsDelegateCallsNotificationsAndStates() throws {
        let (device, _) = launchedDevice()
        let session = device.sessions[0].persistentIdentifier
        let trace = device.trace
        #expect(trace.first?.kind == .intent && trace.first?.name == "launch")
        #expect(trace.map(\.seq) == Array(1...trace.count))
        let states = trace.filter { $0.kind == .state && $0.session == session }.map { "\($0.detail!)→\($0.name)" }
        #expect(states == ["unattached→foregroundInactive", "foregroundInactive→foregroundActive"])
        #expect(trace.contains { $0.kind == .delegate && $0.name == "scene(_:willConnectTo:options:)" && $0.session == session })
        #expect(trace.contains { $0.kind == .notification && $0.name == "UISceneWillConnectNotification" })
        #expect(trace.contains { $0.kind == .session && $0.name == "created" })
    }

    @Test func theTraceRoundTripsThroughJSONLines() throws {
        let (device, _) = launchedDevice()
        device.moveToBackground(device.sessions[0])
        let text = device.lifecycle.jsonLines()
        #expect(text.split(separator: "\n").count == device.trace.count)
        #expect(text.hasPrefix("{\"kind\":\"intent\",\"name\":\"launch\",\"seq\":1}"))
        let decoded = try LifecycleTrace.events(fromJSONLines: text)
        #expect(decoded == device.trace)
    }

    @Test func jsonLinesAreByteForByteWhatJSONEncoderWrites() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var every = ""
        for value in 0..<0x80 { every.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
        let strings = ["", "plain", every, "quote \" back \\ slash / tab \t", "é 😀 \u{2028}\u{2029} \u{7F}", "https://example.com/a?b=c"]
        var events: [LifecycleEvent] = []
        for (index, text) in strings.enumerated() {
            events.append(LifecycleEvent(seq: index + 1, kind: .delegate, name: text))
            events.append(LifecycleEvent(seq: -index, kind: .error, name: "n", session: text, detail: text))
            events.append(LifecycleEvent(seq: Int.max - index, kind: .host, name: text, detail: "d"))
            events.append(LifecycleEvent(seq: 0, kind: .session, name: text, session: "s"))
        }
        var expected = ""
        for event in events {
            expected += String(decoding: try encoder.encode(event), as: UTF8.self) + "\n"
        }
        #expect(LifecycleTrace.jsonLines(events) == expected)
        #expect(try LifecycleTrace.events(fromJSONLines: expected) == events)
    }

    @Test func aDisabledTraceRecordsNothing() {
        TestHooks.reset()
        _ = Recorder.start()
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist())
        device.lifecycle.isEnabled = false
        device.launch()
        #expect(device.trace.isEmpty)
        #expect(device.sessions.count == 1)
    }

    @Test func theTraceKeepsOnlyTheNewestEventsBeyondItsCapacity() {
        let trace = LifecycleTrace(capacity: 10)
        for index in 0..<25 { trace.record(.intent, "i\(index)") }
        #expect(trace.events.count <= 10)
        #expect(trace.events.last?.name == "i24")
        #expect(trace.events.last?.seq == 25)
    }
}
