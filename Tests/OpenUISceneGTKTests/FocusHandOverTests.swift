import Foundation
import VirtualDisplay
import enum TestSupport.ChildProcess
import class TestSupport.RunningChild
import Testing
import OpenUIScene
import LifecycleScenarios

extension GTKHostTests {
    /// Focus moving between the fixture app's own windows under a real window manager (openbox):
    /// the host reports window A losing the focus, then B gaining it; the window policy holds
    /// the loss for its grace, so the app-wide willResignActive/didBecomeActive pair is never
    /// posted (docs/LIFECYCLE.md "Windows"). The focus going to another app still resigns.
    @Suite(.serialized) struct FocusHandOver {
        static let appWide: Set<String> = [
            UIApplication.willResignActiveNotification.rawValue, UIApplication.didBecomeActiveNotification.rawValue,
        ]

        /// Moves the focus s1, s2, s1, s2 with `focus` (the backend's way) and checks each move
        /// is one step: the old scene inactive, the new one active, no app-wide pair, also once
        /// time has passed beyond the policy's grace (the host's scheduler: a held loss would
        /// resign then).
        static func handOver(_ app: FixtureApp, _ sessions: [String], focus: (Int) throws -> Void) throws {
            for (step, index) in [0, 1, 0, 1].enumerated() {
                let mark = app.events().count
                try focus(index)
                try app.wait(for: "s\(index + 1) foreground active") { events in
                    events.dropFirst(mark).contains { $0.kind == .state && $0.name == "foregroundActive" && $0.session == sessions[index] }
                }
                app.send("advance 0.\(step + 5)")
                try app.waitForOutput("advanced 0.\(step + 5)")
                let events = Array(app.events().dropFirst(mark))
                #expect(!events.contains { $0.kind == .notification && appWide.contains($0.name) },
                        "step \(step): \(events.filter { $0.kind == .notification }.map(\.name))")
                #expect(events.filter { $0.kind == .intent }.map(\.name) == ["moveToForeground"], "one step: the focus moved")
                #expect(events.filter { $0.kind == .state }.map { "\($0.name) \($0.session == sessions[index] ? "new" : "old")" }
                        == ["foregroundInactive old", "foregroundActive new"], "step \(step)")
            }
        }

        /// The focus leaves every window of the app (`leave`; the resign is looked for from event
        /// `since` on, by default from now): the app resigns; it comes back (`comeBack`): the app
        /// becomes active again. Then the app quits and its whole trace never had two active
        /// scenes and no error.
        static func resignAndReturn(_ app: FixtureApp, since: Int? = nil, leave: () throws -> Void, comeBack: () throws -> Void) throws {
            var mark = since ?? app.events().count
            try leave()
            try app.wait(for: "the app's willResignActive") { events in
                events.dropFirst(mark).contains { $0.kind == .notification && $0.name == UIApplication.willResignActiveNotification.rawValue }
            }
            mark = app.events().count
            try comeBack()
            try app.wait(for: "the app's didBecomeActive") { events in
                events.dropFirst(mark).contains { $0.kind == .notification && $0.name == UIApplication.didBecomeActiveNotification.rawValue }
            }
            app.process.terminate()
            #expect(try app.waitForExit() == 0)
            let final = normalizedTrace(try app.finalTrace())
            #expect(firstMomentWithTwoActiveScenes(final) == nil, "\(firstMomentWithTwoActiveScenes(final) ?? "")")
            #expect(!final.contains { $0.hasPrefix("error ") }, "\(final.filter { $0.hasPrefix("error ") })")
        }

        @Test func focusMovingBetweenTheAppsWindowsPostsNoAppWidePair() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let app = try FixtureApp(display: display)
            try app.waitForWindowEvent("focused", session: 0, after: 0)
            var mark = app.events().count
            app.send("new")
            try app.waitForWindowEvent("focused", session: 1, after: mark)
            let sessions = app.sessions()
            let windows = [try #require(app.window(0)), try #require(app.window(1))]

            try Self.handOver(app, sessions) { index in try app.tool("xdotool", ["windowactivate", "--sync", windows[index]]) }
            let trace = normalizedTrace(app.events())
            #expect(firstMomentWithTwoActiveScenes(trace) == nil, "\(firstMomentWithTwoActiveScenes(trace) ?? "")")

            // The focus goes to another app (an xmessage window): the app resigns, once the grace
            // has passed on real time; coming back, it becomes active again.
            mark = app.events().count
            let other = try RunningChild(URL(fileURLWithPath: "/usr/bin/xmessage"), ["-name", "otherapp", "another app"],
                                         environment: display.environment, replacingEnvironment: true, unblockingSignals: true)
            defer { _ = other.terminate(deadline: 5) }
            let found = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/xdotool"), ["search", "--sync", "--classname", "otherapp"], environment: display.environment, replacingEnvironment: true)
            let otherWindow = try #require(found.output.split(separator: "\n").first.map(String.init))
            // (xmessage's window may take the focus as it opens: look from before it.)
            try Self.resignAndReturn(app, since: mark,
                                     leave: { try app.tool("xdotool", ["windowactivate", "--sync", otherWindow]) },
                                     comeBack: { try app.tool("xdotool", ["windowactivate", "--sync", windows[0]]) })
        }

        /// The same under Wayland (sway headless, `swaymsg` moves the focus; docs/GTK.md "What
        /// each backend can observe"): the same steps as under X11, and the focus leaving every
        /// window of the app (an empty workspace) resigns the app.
        @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sway") && FileManager.default.isExecutableFile(atPath: "/usr/bin/wtype"),
                       "needs sway and wtype (scripts/install-system-packages)"))
        func onWaylandFocusMovingBetweenTheAppsWindowsPostsNoAppWidePair() throws {
            let display = try WaylandDisplay()
            defer { display.stop() }
            let app = try FixtureApp(display: display)
            try app.waitForWindowEvent("focused", session: 0, after: 0)
            let mark = app.events().count
            app.send("new")
            try app.waitForWindowEvent("focused", session: 1, after: mark)
            let sessions = app.sessions()

            try Self.handOver(app, sessions) { index in try display.swaymsg(["[title=\"^Fixture \(index + 1)$\"] focus"]) }

            try Self.resignAndReturn(app, leave: { try display.swaymsg(["workspace", "2"]) }, comeBack: { try display.swaymsg(["workspace", "1"]) })
        }

        /// What GTK 4.8 cannot observe under Wayland (docs/GTK.md "What each backend can
        /// observe"): a window moved to sway's scratchpad only loses the focus; its scene stays
        /// in the foreground (inactive), where GTK ≥ 4.12 with a compositor that sends
        /// `suspended` would send it to the background.
        @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sway") && FileManager.default.isExecutableFile(atPath: "/usr/bin/wtype"),
                       "needs sway and wtype (scripts/install-system-packages)"))
        func onWaylandAWindowInTheScratchpadIsNotSeenAsHiddenOnGTK48() throws {
            let display = try WaylandDisplay()
            defer { display.stop() }
            let app = try FixtureApp(display: display)
            try app.waitForWindowEvent("focused", session: 0, after: 0)
            var mark = app.events().count
            app.send("new")
            try app.waitForWindowEvent("focused", session: 1, after: mark)
            let sessions = app.sessions()
            let observes = app.events().first { $0.name == "observes" }?.detail ?? ""
            mark = app.events().count
            try display.swaymsg(["[title=\"^Fixture 2$\"] move scratchpad"])
            try app.waitForWindowEvent("focused", session: 0, after: mark)
            app.send("advance 0.5")
            try app.waitForOutput("advanced 0.5")
            let events = Array(app.events().dropFirst(mark))
            let states = events.filter { $0.kind == .state && $0.session == sessions[1] }.map(\.name)
            if observes.hasPrefix("minimized (") {
                #expect(states == ["foregroundInactive"], "GTK 4.8 under Wayland: the hidden window only lost the focus")
                #expect(!events.contains { $0.kind == .host && $0.name == "minimized" })
            }
            app.process.terminate()
            #expect(try app.waitForExit() == 0)
        }
    }
}
