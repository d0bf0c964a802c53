import Foundation
import OpenUIScene
import Testing
import VirtualDisplay
import enum TestSupport.ChildProcess

/// What any program on the session bus can send the app (issue 22 items 1, 7 and 10), sent by a
/// real process to the real fixture app: the app screens it, says what it refused, and keeps
/// running; each action runs when it is called, also in a process D-Bus started for it.
extension GTKHostTests {
    @Suite(.serialized) struct HostileInput {
        // MARK: - Payloads (item 1)

        /// A binary property list built object by object (1-byte references, 2-byte offsets).
        static func binaryPlist(_ objects: [[UInt8]]) -> Data {
            var bytes = Array("bplist00".utf8)
            var offsets: [Int] = []
            for object in objects {
                offsets.append(bytes.count)
                bytes += object
            }
            let table = bytes.count
            for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
            func big(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
            bytes += [0, 0, 0, 0, 0, 0, 2, 1] + big(objects.count) + big(0) + big(table)
            return Data(bytes)
        }

        /// `{"s": set(["a"])}`: Foundation on Linux traps bridging the set (SIGSEGV).
        static let setPlist = binaryPlist([[0xD1, 0x01, 0x02], [0x51, 0x73], [0xC1, 0x03], [0x51, 0x61]])
        /// 200 arrays, each holding the next.
        static let deepPlist = binaryPlist((0..<200).map { [0xA1, UInt8($0 + 1)] } + [[0xA0]])

        /// The action's parameter: (identifier, action, payload) as GVariant text.
        static func response(_ identifier: String, payload: String) -> String {
            "('\(identifier)', 'com.apple.UNNotificationDefaultActionIdentifier', \(ActionCaller.literal(payload)))"
        }

        static func payload(userInfo: Data) -> String {
            #"{"title":"Forged","userInfo":"\#(userInfo.base64EncodedString())"}"#
        }

        /// The crash of item 1 as it was found: D-Bus starts the app for a click whose payload
        /// holds a set. The payload is refused with a message; the app launches for the click
        /// (an answer without the payload) and keeps running until `app.quit`.
        @Test func aSetInAClickThatStartsTheAppIsRefusedAndTheAppKeepsRunning() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let app = try DBusActivatedApp(display: display, extraEnvironment: ["FIXTURE_NOTIFICATIONS": "1"])
            defer { app.stop() }
            let reply = try app.activate("notification-response", parameter: Self.response("n1", payload: Self.payload(userInfo: Self.setPlist)))
            #expect(reply.contains("ok"), "\(reply)")
            let events = try app.wait(for: "the refusal") { $0.contains { $0.kind == .error && $0.name == "app.notification-response" } }
            let refusal = try #require(events.first { $0.kind == .error && $0.name == "app.notification-response" })
            #expect(refusal.detail?.contains("object 2 is a set") == true, "\(refusal.detail ?? "")")
            try app.wait(for: "the window the click launched") { $0.contains { $0.kind == .delegate && $0.name == "scene(_:willConnectTo:options:)" } }
            #expect(app.isRunning, "the app printed: \(app.printed)")
            #expect(app.printed.contains("the payload of a click on \"n1\" was refused"), "the log says it: \(app.printed)")
            try app.activate("quit")
            #expect(ChildProcess.poll(seconds: 20) { !app.isRunning }, "quit ends the process")
        }

        /// Every kind of bad payload to a running app: each refused with what is wrong, the app
        /// answers the next one. A parameter of the wrong GVariant type is GLib's error reply.
        @Test func badPayloadsToARunningAppAreRefusedOneByOneWithWhatIsWrong() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let bus = try SessionBus()
            defer { bus.stop() }
            let app = try FixtureApp(display: display, extraEnvironment: ["FIXTURE_NOTIFICATIONS": "1"], sessionBus: bus.address)
            try app.waitForWindowEvent("focused", session: 0, after: 0)
            let xml = try PropertyListSerialization.data(fromPropertyList: ["note": "n1"], format: .xml, options: 0)
            let cases: [(payload: String, reason: String)] = [
                (Self.payload(userInfo: Self.setPlist), "object 2 is a set"),
                (Self.payload(userInfo: Self.deepPlist), "nest deeper than 100 levels"),
                (Self.payload(userInfo: xml), "not a binary property list"),
                (#"{"title":5}"#, #""title" is not a string"#),
                (#"{"userInfo":"%%%"}"#, #""userInfo" is not base64"#),
                ("[1, 2", "not a JSON object"),
                (String(repeating: "x", count: 200_000), "more than the 131072-byte limit"),
            ]
            for (index, item) in cases.enumerated() {
                let identifier = "bad\(index)"
                let reply = try ActionCaller.activate("notification-response", parameter: Self.response(identifier, payload: item.payload), bus: bus.address)
                #expect(reply.contains("ok"), "\(reply)")
                let events = try app.wait(for: "the refusal of \(identifier)") { events in
                    events.contains { $0.kind == .error && $0.name == "app.notification-response" && $0.detail?.contains("\"\(identifier)\"") == true }
                }
                let refusal = try #require(events.last { $0.kind == .error && $0.name == "app.notification-response" })
                #expect(refusal.detail?.contains(item.reason) == true, "\(identifier): \(refusal.detail ?? "")")
            }
            let wrongType = try ActionCaller.activate("notification-response", parameter: "'just a string'", bus: bus.address)
            #expect(wrongType.contains("error"), "GLib refuses a parameter of the wrong type: \(wrongType)")
            let wrongShortcut = try ActionCaller.activate("shortcut", parameter: "<uint32 7>", bus: bus.address)
            #expect(wrongShortcut.contains("error"), "\(wrongShortcut)")
            app.send("new")
            try app.waitForOutput("scene fixture/2")
            app.process.terminate()
            #expect(try app.waitForExit() == 0)
        }

        // MARK: - Long input (item 7)

        /// A forged quick-action type of 1 MiB, sent 20 times: every trace event and logged line
        /// quotes at most 256 bytes of it, so neither the trace, the live channel nor the log
        /// grows by the input (they grew by 2 MiB a call: the trace and the log kept it whole).
        @Test func aLongForgedQuickActionTypeIsQuotedTruncatedInTheTraceAndTheLog() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let bus = try SessionBus()
            defer { bus.stop() }
            let app = try FixtureApp(display: display, sessionBus: bus.address)
            try app.waitForWindowEvent("focused", session: 0, after: 0)
            let type = "org.openuiscene.forged." + String(repeating: "x", count: 1 << 20)
            let reply = try ActionCaller.activate("shortcut", parameter: ActionCaller.literal(type), times: 20, bus: bus.address)
            #expect(reply.components(separatedBy: "ok").count - 1 == 20, "\(reply.prefix(500))")
            let events = try app.wait(for: "20 refusals") { $0.filter { $0.kind == .error && $0.name == "performQuickAction" }.count == 20 }
            let longest = events.max { ($0.detail?.utf8.count ?? 0) + $0.name.utf8.count < ($1.detail?.utf8.count ?? 0) + $1.name.utf8.count }
            let size = longest.map { ($0.detail?.utf8.count ?? 0) + $0.name.utf8.count } ?? 0
            #expect(size < 1024, "the longest event holds \(size) bytes: \(longest.map { "\($0.kind) \($0.name) \($0.detail?.prefix(200) ?? "")" } ?? "")")
            #expect(events.contains { $0.detail?.contains("…[\(type.utf8.count) bytes in all]") == true }, "where it was cut is said")
            let liveSize = (try? FileManager.default.attributesOfItem(atPath: app.eventsURL.path)[.size] as? Int) ?? 0
            #expect(liveSize < 256 << 10, "the live channel holds \(liveSize) bytes")
            app.process.terminate()
            #expect(try app.waitForExit() == 0)
            let traceSize = (try? FileManager.default.attributesOfItem(atPath: app.traceURL.path)[.size] as? Int) ?? 0
            #expect(traceSize > 0 && traceSize < 256 << 10, "the final trace holds \(traceSize) bytes")
            let logSize = app.standardError.utf8.count
            #expect(logSize < 256 << 10, "the log holds \(logSize) bytes")
        }

        // MARK: - Actions that start the app (item 10)

        /// `app.new-window` and `app.quit` for an app D-Bus starts (`--gapplication-service`):
        /// the first launches it with a window, the second quits it. They did nothing: the
        /// process stayed windowless for ever.
        @Test func newWindowAndQuitRunWhenDBusStartsTheAppForThem() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let app = try DBusActivatedApp(display: display)
            defer { app.stop() }
            try app.activate("new-window")
            try app.wait(for: "a window") { $0.contains { $0.kind == .host && $0.name == "focused" } }
            #expect(app.events().contains { $0.kind == .delegate && $0.name == "scene(_:willConnectTo:options:)" })
            try app.activate("quit")
            #expect(ChildProcess.poll(seconds: 20) { !app.isRunning }, "quit ends the process; it printed: \(app.printed)")
            #expect(app.events().contains { $0.kind == .intent && $0.name == "quit" })
        }

        /// `app.quit` as the first call: the process D-Bus started for it ends.
        @Test func quitEndsAProcessDBusStartedForIt() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let app = try DBusActivatedApp(display: display)
            defer { app.stop() }
            try app.activate("quit")
            #expect(ChildProcess.poll(seconds: 20) { app.pid != nil && !app.isRunning }, "it printed: \(app.printed)")
            #expect(!app.events().contains { $0.kind == .delegate && $0.name == "scene(_:willConnectTo:options:)" }, "no window for a quit")
        }

        /// `app.shortcut` for an app D-Bus starts: the quick action is the launch's (the scene
        /// connects with it), then and there; it is not kept to be replayed at the next start
        /// (a second activation opens a window, not a second quick action).
        @Test func aQuickActionRunsWhenDBusStartsTheAppForItAndIsNotReplayedLater() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let app = try DBusActivatedApp(display: display)
            defer { app.stop() }
            let type = GTKHostTests.DesktopActions.newNote
            try app.activate("shortcut", parameter: ActionCaller.literal(type))
            #expect(ChildProcess.poll(seconds: 20) { app.printed.contains("connected with shortcut \(type)") }, "it printed: \(app.printed)")
            try app.activate("new-window")
            try app.wait(for: "the second window") { LifecycleTrace.sessionOrder($0).count == 2 }
            #expect(app.printed.components(separatedBy: "shortcut \(type)").count - 1 == 1, "the quick action ran once: \(app.printed)")
            try app.activate("quit")
            #expect(ChildProcess.poll(seconds: 20) { !app.isRunning })
        }
    }
}
