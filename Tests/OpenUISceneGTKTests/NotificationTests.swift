import Foundation
import OpenUIScene
import Testing
import VirtualDisplay
import enum TestSupport.ChildProcess
import class TestSupport.RunningChild

extension GTKHostTests {
    /// UNUserNotificationCenter on the desktop: GNotification through GLib's freedesktop backend
    /// (`GNOTIFICATION_BACKEND=freedesktop`) to a stand-in notification server on the test's
    /// private session bus, which records what it is asked and clicks when the test says.
    @Suite(.serialized) struct Notifications {
        /// The stand-in server as a child process, and what it printed.
        final class Server: @unchecked Sendable {
            let child: RunningChild
            private let script: URL

            init(bus: String) throws {
                script = FileManager.default.temporaryDirectory.appendingPathComponent("openuiscene-notification-server-\(UUID().uuidString).py")
                try StandInNotificationServer.script.write(to: script, atomically: true, encoding: .utf8)
                child = try RunningChild(URL(fileURLWithPath: "/usr/bin/python3"), [script.path], environment: ["DBUS_SESSION_BUS_ADDRESS": bus], standardInput: true, unblockingSignals: true)
            }

            deinit {
                _ = child.terminate(deadline: 5)
                try? FileManager.default.removeItem(at: script)
            }

            /// The JSON calls recorded so far.
            var calls: [[String: Any]] {
                Self.calls(in: child.outputText)
            }

            static func calls(in text: String) -> [[String: Any]] {
                text.split(separator: "\n").compactMap {
                    try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
                }
            }

            var isReady: Bool { child.outputText.contains("ready\n") }

            /// Waits for a recorded call matching `condition`.
            func wait(for what: String, seconds: Double = 15, _ condition: ([String: Any]) -> Bool) throws -> [String: Any] {
                var found: [String: Any]?
                child.waitUntil(deadline: seconds) { text in
                    found = Self.calls(in: text).first(where: condition)
                    return found != nil
                }
                guard let found else { throw FixtureError.timeout(what, child.outputText, "") }
                return found
            }

            /// The user clicks the button whose action key is `key` on notification `id`.
            func click(_ id: Int, key: String) throws {
                let line = try JSONSerialization.data(withJSONObject: ["id": id, "key": key])
                child.write(line + Data("\n".utf8))
            }
        }

        /// The app posts a notification while its other window is active: the server shows its
        /// title, body and the category's buttons; a click on "Open" reaches the delegate's
        /// didReceive and brings the scene that prefers the notification's target to the
        /// foreground; a click on the notification itself gives the default action; removing a
        /// delivered notification closes it on the desktop.
        @Test func aNotificationIsPostedAndItsClicksReachTheDelegateAndTheScene() throws {
            let bus = try SessionBus()
            defer { bus.stop() }
            let server = try Server(bus: bus.address)
            #expect(server.child.waitFor("ready\n", deadline: 15), "the stand-in server did not take its name")
            let display = try VirtualDisplay()
            defer { display.stop() }
            let app = try FixtureApp(display: display, extraEnvironment: [
                "FIXTURE_NOTIFICATIONS": "1", "GNOTIFICATION_BACKEND": "freedesktop",
                "DBUS_SESSION_BUS_ADDRESS": bus.address, "OPENUISCENE_GTK_NON_UNIQUE": "1",
            ])
            try app.waitForWindowEvent("focused", session: 0, after: 0)
            app.send("new")
            try app.waitForOutput("scene fixture/2")
            try app.waitForWindowEvent("focused", session: 1, after: 0)
            let sessions = app.sessions()
            try #require(sessions.count == 2)

            app.send("notify n1 fixture/1")
            try app.waitForOutput("posted n1 ok")
            let shown = try server.wait(for: "Notify n1") { $0["call"] as? String == "Notify" && $0["summary"] as? String == "Note n1" }
            #expect(shown["body"] as? String == "Tap to open n1")
            let actions = try #require(shown["actions"] as? [[String]])
            #expect(actions.map { $0[1] } == ["", "Open", "Later"], "the default action, then the category's buttons: \(actions)")
            #expect(actions.first?[0] == "default")
            let open = try #require(actions.first { $0[1] == "Open" }?[0])
            let id = try #require(shown["id"] as? Int)

            let before = app.events().count
            try server.click(id, key: open)
            try app.waitForOutput("didReceive n1 open note=n1")
            try app.wait(for: "s1 active after the click") { events in
                events.dropFirst(before).contains { $0.kind == .delegate && $0.name == "sceneDidBecomeActive(_:)" && $0.session == sessions[0] }
            }
            let after = app.events().dropFirst(before)
            let intent = try #require(after.firstIndex { $0.kind == .intent && $0.name == "notificationResponse" })
            let received = try #require(after.firstIndex { $0.kind == .delegate && $0.name == "userNotificationCenter(_:didReceive:withCompletionHandler:)" })
            #expect(intent < received)

            app.send("notify n2")
            try app.waitForOutput("posted n2 ok")
            let second = try server.wait(for: "Notify n2") { $0["call"] as? String == "Notify" && $0["summary"] as? String == "Note n2" }
            try server.click(try #require(second["id"] as? Int), key: "default")
            try app.waitForOutput("didReceive n2 default note=n2")

            // GLib (2.74) closes a notification only once its Notify reply (the server's id) has
            // been handled on the app's main loop; a withdrawal before that is dropped without a
            // word. The server seeing n4 proves only that the app sent it, not that n3's reply was
            // handled. The click on n4 is a signal the server sends after both replies, on the same
            // connection, and GLib hands them to the main loop in order: once the app has received
            // that click, it has n3's id.
            app.send("notify n3")
            app.send("notify n4")
            let third = try server.wait(for: "Notify n3") { $0["call"] as? String == "Notify" && $0["summary"] as? String == "Note n3" }
            let fourth = try server.wait(for: "Notify n4") { $0["call"] as? String == "Notify" && $0["summary"] as? String == "Note n4" }
            try app.waitForOutput("posted n4 ok")
            try server.click(try #require(fourth["id"] as? Int), key: "default")
            try app.waitForOutput("didReceive n4 default note=n4")
            let thirdID = try #require(third["id"] as? Int)
            app.send("unnotify n3")
            _ = try server.wait(for: "CloseNotification n3") { $0["call"] as? String == "CloseNotification" && $0["id"] as? Int == thirdID }
            app.process.terminate()
            #expect(try app.waitForExit() == 0)
        }

        /// A click on a notification whose app is not running (GNOME's and the portal's backends):
        /// the desktop calls `org.freedesktop.Application.ActivateAction` on the app's bus name,
        /// D-Bus starts the app with `--gapplication-service`, and the click is the launch event:
        /// the connecting scene has it in `connectionOptions.notificationResponse` (the launch
        /// intent names it), then the delegate's `didReceive` gets the request rebuilt from the
        /// action's target, user info included.
        @Test func aClickForAnAppThatIsNotRunningStartsItThroughDBus() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let app = try DBusActivatedApp(display: display, extraEnvironment: ["FIXTURE_NOTIFICATIONS": "1"])
            defer { app.stop() }

            // What the host put in the action's target when an earlier run posted the notification.
            let userInfo = try PropertyListSerialization.data(fromPropertyList: ["note": "n9"], format: .binary, options: 0).base64EncodedString()
            let payload = #"{"body":"Tap to open n9","category":"message","target":"fixture/1","title":"Note n9","userInfo":"\#(userInfo)"}"#
            var callEnvironment = ProcessInfo.processInfo.environment
            callEnvironment["DBUS_SESSION_BUS_ADDRESS"] = app.bus.address
            let call = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/gdbus"), [
                "call", "--session", "--dest", "org.openuiscene.GTKFixture", "--object-path", "/org/openuiscene/GTKFixture",
                "--method", "org.freedesktop.Application.ActivateAction", "notification-response",
                "[<('n9', 'com.apple.UNNotificationDefaultActionIdentifier', '\(payload)')>]", "{}",
            ], environment: callEnvironment, replacingEnvironment: true)
            #expect(call.status == 0, "gdbus said: \(call.output)")
            var printed = ""
            let received = ChildProcess.poll(seconds: 20) {
                printed = app.printed
                return printed.contains("didReceive n9 default note=n9")
            }
            #expect(received, "the app printed: \(printed)")
            var trace: [LifecycleEvent] = []
            _ = ChildProcess.poll(seconds: 10) {
                trace = app.events()
                return trace.contains { $0.kind == .delegate && $0.name == "userNotificationCenter(_:didReceive:withCompletionHandler:)" }
            }
            let launch = try #require(trace.first { $0.kind == .intent && $0.name == "launch" })
            #expect(launch.detail == "notification n9 com.apple.UNNotificationDefaultActionIdentifier", "the click is the launch event, not a plain activation")
            let connected = try #require(trace.firstIndex { $0.kind == .delegate && $0.name == "scene(_:willConnectTo:options:)" })
            let didReceive = try #require(trace.firstIndex { $0.kind == .delegate && $0.name == "userNotificationCenter(_:didReceive:withCompletionHandler:)" })
            #expect(connected < didReceive)
            #expect(LifecycleTrace.sessionOrder(trace).count == 1, "one window, for the click")
        }
    }
}
