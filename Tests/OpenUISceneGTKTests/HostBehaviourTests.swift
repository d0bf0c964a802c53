import Foundation
import VirtualDisplay
import enum TestSupport.ChildProcess
import Testing
import OpenUIScene

extension GTKHostTests {
    /// What only the GTK host does: the main-loop bridge, titles, the reclaim policy.
    @Suite(.serialized) struct HostBehaviour {
        /// `Task { @MainActor in }`, `DispatchQueue.main.async`, `Task.sleep` and a
        /// `NotificationCenter` observer on `.main` all run inside the GTK loop, in the order the
        /// main actor's queue gives them. Order and occurrence only: how soon is load-dependent,
        /// and measured by the GTK benchmark ("main-loop bridge latency", scripts/gtk-benchmark).
        @Test func swiftConcurrencyRunsInsideTheGTKMainLoop() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let app = try FixtureApp(display: display)
            try app.waitForWindowEvent("focused", session: 0, after: 0)
            app.send("probe")
            for kind in ["task", "dispatch", "notification", "sleep"] {
                try app.waitForOutput("probe \(kind) ")
            }
            var order: [String] = []
            var latencies: [String: Double] = [:]
            for line in app.printed.split(separator: "\n") where line.hasPrefix("probe ") {
                let parts = line.split(separator: " ")
                if parts.count == 3, let value = Double(parts[2]) {
                    order.append(String(parts[1]))
                    latencies[String(parts[1])] = value
                }
            }
            #expect(Set(order) == ["task", "dispatch", "notification", "sleep"] && order.count == 4, "each answered once: \(order)")
            // The task and the block were queued before the sleeping task started: they come first.
            let sleepIndex = try #require(order.firstIndex(of: "sleep"))
            #expect(try #require(order.firstIndex(of: "task")) < sleepIndex)
            #expect(try #require(order.firstIndex(of: "dispatch")) < sleepIndex)
            // Never early (a lower bound holds under any load).
            #expect(try #require(latencies["sleep"]) >= 50, "Task.sleep(50 ms) resumed after \(latencies["sleep"] ?? -1) ms")
            app.process.terminate()
            #expect(try app.waitForExit() == 0)
        }

        /// Legacy mode (no scene manifest): the app delegate's `window` gets a GTK window, and
        /// the window's events drive UIKit's app-level callbacks; closing it quits the app.
        @Test func aLegacyAppGetsAWindowThatDrivesTheApplicationCallbacks() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let legacyPlist = FixtureApp.packageRoot.appendingPathComponent("Tests/GTKFixtures/GTKApp/Legacy-Info.plist")
            let app = try FixtureApp(display: display, extraEnvironment: ["OPENUISCENE_INFO_PLIST": legacyPlist.path, "OPENUISCENE_FIXTURE_LEGACY": "1"])
            let legacy = "legacy-window"
            func saw(_ name: String, after: Int) -> ([LifecycleEvent]) -> Bool {
                { events in events.dropFirst(after).contains { $0.name == name } }
            }
            var events = try app.wait(for: "the legacy window painted") { events in
                events.contains { $0.kind == .host && $0.name == "painted" && $0.session == legacy }
            }
            #expect(events.contains { $0.kind == .delegate && $0.name == "applicationDidBecomeActive(_:)" })
            // Only the one window scene UIKit makes for a legacy app (never stored), and its notifications.
            #expect(events.filter { $0.kind == .session }.map(\.detail) == ["legacy mode's scene"])
            #expect(events.contains { $0.kind == .notification && $0.name == UIScene.didActivateNotification.rawValue })
            let window = try #require(events.last { $0.name == "mapped" && $0.session == legacy }?.detail)
            try app.wait(for: "focus", saw("focused", after: 0))

            var mark = events.count
            try app.tool("xdotool", ["windowminimize", window])
            events = try app.wait(for: "applicationDidEnterBackground", saw("applicationDidEnterBackground(_:)", after: mark))
            #expect(events.dropFirst(mark).map(\.name).filter { $0.hasPrefix("application") } == ["applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)"])

            mark = events.count
            try app.tool("xdotool", ["windowactivate", window])
            events = try app.wait(for: "applicationDidBecomeActive", saw("applicationDidBecomeActive(_:)", after: mark))
            #expect(events.dropFirst(mark).map(\.name).filter { $0.hasPrefix("application") } == ["applicationWillEnterForeground(_:)", "applicationDidBecomeActive(_:)"])

            try app.tool("wmctrl", ["-i", "-c", window])
            #expect(try app.waitForExit() == 0)
            let final = try app.finalTrace()
            #expect(final.last { $0.kind == .delegate }?.name == "applicationWillTerminate(_:)")
        }

        /// A window comes back at the size the user gave it: sizes are saved beside the session
        /// store at quit and applied when the session reconnects at the next launch.
        @Test func aRestoredSessionsWindowOpensAtTheSizeItWasLeftAt() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let state = FileManager.default.temporaryDirectory.appendingPathComponent("gtk-sizes-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: state) }
            func geometry(_ window: String) -> String {
                let text = (try? ChildProcess.run(URL(fileURLWithPath: "/usr/bin/xdotool"), ["getwindowgeometry", "--shell", window], environment: display.environment, replacingEnvironment: true).output) ?? ""
                let values = Dictionary(uniqueKeysWithValues: text.split(separator: "\n").compactMap { line -> (String, String)? in
                    let parts = line.split(separator: "=", maxSplits: 1)
                    return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
                })
                return "\(values["WIDTH"] ?? "?")x\(values["HEIGHT"] ?? "?")"
            }

            let first = try FixtureApp(display: display, extraEnvironment: ["XDG_STATE_HOME": state.path])
            try first.waitForWindowEvent("focused", session: 0, after: 0)
            let session = try #require(first.sessions().first)
            let window = try #require(first.window(0))
            #expect(geometry(window) == "480x360", "the default size")
            let mark = first.events().count
            try first.tool("xdotool", ["windowsize", window, "640", "420"])
            try first.wait(for: "resized to 640x420") { events in
                events.dropFirst(mark).contains { $0.name == "resized" && $0.session == session && $0.detail == "640x420" }
            }
            first.process.terminate()
            #expect(try first.waitForExit() == 0)

            let second = try FixtureApp(display: display, extraEnvironment: ["XDG_STATE_HOME": state.path])
            try second.wait(for: "the session's window mapped again") { events in
                events.contains { $0.kind == .host && $0.name == "mapped" && $0.session == session }
            }
            let restored = try #require(second.events().last { $0.name == "mapped" && $0.session == session }?.detail)
            #expect(ChildProcess.poll(seconds: 10) { geometry(restored) == "640x420" }, "the window is \(geometry(restored))")
            second.process.terminate()
            #expect(try second.waitForExit() == 0)
        }

        /// Window state beyond size (X11, openbox): a maximized window comes back maximized, a
        /// fullscreen one fullscreen (`_NET_WM_STATE`), and a window the user moved comes back
        /// where it was.
        @Test func aRestoredSessionsWindowComesBackMaximizedOrWhereItWas() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let state = FileManager.default.temporaryDirectory.appendingPathComponent("gtk-window-state-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: state) }
            func netState(_ window: String) -> String {
                (try? ChildProcess.run(URL(fileURLWithPath: "/usr/bin/xprop"), ["-id", window, "_NET_WM_STATE"], environment: display.environment, replacingEnvironment: true).output) ?? ""
            }
            func position(_ window: String) -> String {
                let text = (try? ChildProcess.run(URL(fileURLWithPath: "/usr/bin/xdotool"), ["getwindowgeometry", "--shell", window], environment: display.environment, replacingEnvironment: true).output) ?? ""
                let values = Dictionary(uniqueKeysWithValues: text.split(separator: "\n").compactMap { line -> (String, String)? in
                    let parts = line.split(separator: "=", maxSplits: 1)
                    return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
                })
                return "\(values["X"] ?? "?"),\(values["Y"] ?? "?")"
            }

            let first = try FixtureApp(display: display, extraEnvironment: ["XDG_STATE_HOME": state.path])
            try first.waitForWindowEvent("focused", session: 0, after: 0)
            var mark = first.events().count
            first.send("new")
            try first.waitForWindowEvent("focused", session: 1, after: mark)
            mark = first.events().count
            first.send("new")
            try first.waitForWindowEvent("focused", session: 2, after: mark)
            let sessions = first.sessions()
            let (maximizedSession, movedSession, fullscreenSession) = (sessions[0], sessions[1], sessions[2])
            let maximizedWindow = try #require(first.window(0))
            let movedWindow = try #require(first.window(1))
            let fullscreenWindow = try #require(first.window(2))
            #expect(!netState(maximizedWindow).contains("_NET_WM_STATE_MAXIMIZED_VERT"))
            mark = first.events().count
            try first.tool("wmctrl", ["-i", "-r", maximizedWindow, "-b", "add,maximized_vert,maximized_horz"])
            try first.wait(for: "the first window reported maximized") { events in
                events.dropFirst(mark).contains { $0.name == "resized" && $0.session == maximizedSession && ($0.detail ?? "").hasSuffix(" maximized") }
            }
            mark = first.events().count
            try first.tool("wmctrl", ["-i", "-r", fullscreenWindow, "-b", "add,fullscreen"])
            try first.wait(for: "the third window reported fullscreen") { events in
                events.dropFirst(mark).contains { $0.name == "resized" && $0.session == fullscreenSession && ($0.detail ?? "").hasSuffix(" fullscreen") }
            }
            try first.tool("xdotool", ["windowmove", "--sync", movedWindow, "203", "157"])
            let moved = position(movedWindow)
            #expect(moved != "?,?")
            first.process.terminate()
            #expect(try first.waitForExit() == 0)

            let second = try FixtureApp(display: display, extraEnvironment: ["XDG_STATE_HOME": state.path])
            try second.wait(for: "the three windows mapped again") { events in
                [maximizedSession, movedSession, fullscreenSession].allSatisfy { session in events.contains { $0.kind == .host && $0.name == "mapped" && $0.session == session } }
            }
            let events = second.events()
            let restoredMaximized = try #require(events.last { $0.name == "mapped" && $0.session == maximizedSession }?.detail)
            let restoredMoved = try #require(events.last { $0.name == "mapped" && $0.session == movedSession }?.detail)
            let restoredFullscreen = try #require(events.last { $0.name == "mapped" && $0.session == fullscreenSession }?.detail)
            #expect(ChildProcess.poll(seconds: 10) { netState(restoredFullscreen).contains("_NET_WM_STATE_FULLSCREEN") }, "the window's state is \(netState(restoredFullscreen))")
            #expect(!netState(restoredMoved).contains("_NET_WM_STATE_FULLSCREEN") && !netState(restoredMoved).contains("_NET_WM_STATE_MAXIMIZED"), "only the windows that were are maximized or fullscreen")
            #expect(ChildProcess.poll(seconds: 10) { netState(restoredMaximized).contains("_NET_WM_STATE_MAXIMIZED_VERT") && netState(restoredMaximized).contains("_NET_WM_STATE_MAXIMIZED_HORZ") },
                    "the window's state is \(netState(restoredMaximized))")
            #expect(ChildProcess.poll(seconds: 10) { position(restoredMoved) == moved }, "the window is at \(position(restoredMoved)), was at \(moved)")
            second.process.terminate()
            #expect(try second.waitForExit() == 0)
        }

        /// A minimized window is a background scene: when the process is killed (SIGKILL, no
        /// callback), the next launch brings its session back as a minimized window, and the
        /// focused one in the foreground (docs/LIFECYCLE.md "Cold launch", desktop rule).
        @Test func aMinimizedWindowThatIsKilledComesBackMinimized() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let state = FileManager.default.temporaryDirectory.appendingPathComponent("gtk-killed-minimized-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: state) }
            let first = try FixtureApp(display: display, extraEnvironment: ["XDG_STATE_HOME": state.path])
            try first.waitForWindowEvent("focused", session: 0, after: 0)
            var mark = first.events().count
            first.send("new")
            try first.waitForWindowEvent("focused", session: 1, after: mark)
            let sessions = first.sessions()
            mark = first.events().count
            try first.tool("xdotool", ["windowminimize", "--sync", try #require(first.window(1))])
            try first.waitForWindowEvent("minimized", session: 1, after: mark)
            // The store writes in the background: wait until the session's file says so.
            func storedInForeground(_ session: String) -> Bool? {
                let files = FileManager.default.enumerator(at: state, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
                guard let file = files.first(where: { $0.lastPathComponent == session + ".json" && $0.deletingLastPathComponent().lastPathComponent == "sessions" }),
                      let data = try? Data(contentsOf: file),
                      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
                return (object["session"] as? [String: Any])?["wasInForeground"] as? Bool
            }
            #expect(ChildProcess.poll(seconds: 10) { storedInForeground(sessions[1]) == false }, "the minimized session is stored as in the background")
            kill(first.process.processIdentifier, SIGKILL)
            _ = first.child.wait()

            let second = try FixtureApp(display: display, extraEnvironment: ["XDG_STATE_HOME": state.path])
            // The engine's `show` requests (a window started minimized may not be mapped on X11
            // until it is restored, so `mapped` is not waited for).
            try second.wait(for: "both sessions back") { events in
                Set(sessions).isSubset(of: Set(events.filter { $0.kind == .host && $0.name == "show" }.compactMap(\.session)))
            }
            try second.wait(for: "the minimized session's window settled minimized") { events in
                events.contains { $0.name == "minimized" && $0.session == sessions[1] }
            }
            let trace = second.events()
            #expect(trace.contains { $0.kind == .host && $0.name == "show" && $0.session == sessions[1] && $0.detail == "minimized" }, "it connects into the background")
            #expect(!trace.contains { $0.kind == .state && $0.name == "foregroundActive" && $0.session == sessions[1] }, "it is not brought to the foreground: \(trace.filter { $0.session == sessions[1] }.map { "\($0.kind) \($0.name) \($0.detail ?? "")" })")
            #expect(trace.contains { $0.kind == .state && $0.name == "foregroundActive" && $0.session == sessions[0] })
            #expect(second.sessions().count == 2, "no new session beside the two")
            second.process.terminate()
            #expect(try second.waitForExit() == 0)
        }

        /// Background tasks follow the same rule on the GTK host: when every window is minimized
        /// the app is in the background, and open tasks' expiration handlers run when the time
        /// limit (30 s) has passed: the fixture moves the host's clock (`advance`), nobody waits.
        @Test func aBackgroundTaskExpiresWhenTheAppStaysInTheBackground() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let app = try FixtureApp(display: display, extraEnvironment: ["FIXTURE_BACKGROUND_TASK": "1"])
            try app.waitForWindowEvent("focused", session: 0, after: 0)
            let mark = app.events().count
            try app.tool("xdotool", ["windowminimize", "--sync", try #require(app.window(0))])
            try app.waitForWindowEvent("minimized", session: 0, after: mark)
            try app.waitForOutput("background task 1 began")
            app.send("advance 29.9")
            try app.waitForOutput("advanced 29.9")
            #expect(!app.printed.contains("background task expired"), "not before the time limit")
            app.send("advance 0.1")
            try app.waitForOutput("background task expired")
            // The app prints from the handler; its trace reaches the events file right after.
            let events = try app.wait(for: "the backgroundTimeExpired intent") { events in
                events.contains { $0.kind == .intent && $0.name == "backgroundTimeExpired" }
            }
            #expect(!events.contains { $0.kind == .error }, "the handler ended its task")
            app.process.terminate()
            #expect(try app.waitForExit() == 0)
        }

        /// `UIScene.title` is the window title, and follows changes.
        @Test func theSceneTitleIsTheWindowTitle() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let app = try FixtureApp(display: display)
            try app.waitForWindowEvent("focused", session: 0, after: 0)
            let window = try #require(app.window(0))
            func title() -> String {
                (try? ChildProcess.run(URL(fileURLWithPath: "/usr/bin/xdotool"), ["getwindowname", window], environment: display.environment, replacingEnvironment: true).output
                    .trimmingCharacters(in: .whitespacesAndNewlines)) ?? ""
            }
            #expect(title().hasPrefix("Fixture "))
            app.send("title Renamed by the app")
            #expect(ChildProcess.poll(seconds: 10) { title() == "Renamed by the app" }, "title is \(title())")
            app.process.terminate()
            #expect(try app.waitForExit() == 0)
        }

        /// "Don't keep scenes" (`OPENUISCENE_RECLAIM_AFTER=0`): a minimized window's scene
        /// disconnects at once, the window stays minimized as a stand-in, and restoring it
        /// reconnects the session (a new scene, `willConnect`, no configuration asked).
        @Test func dontKeepScenesDisconnectsOnMinimizeAndRestoringReconnects() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let app = try FixtureApp(display: display, extraEnvironment: ["OPENUISCENE_RECLAIM_AFTER": "0"])
            try app.waitForWindowEvent("focused", session: 0, after: 0)
            app.send("new")
            try app.waitForWindowEvent("focused", session: 1, after: 0)
            var mark = app.events().count
            try app.tool("xdotool", ["windowminimize", "--sync", try #require(app.window(1))])
            try app.waitForWindowEvent("placeholder", session: 1, after: mark)
            let session = app.sessions()[1]
            let reclaim = app.events().dropFirst(mark).filter { $0.session == session && $0.kind != .notification && $0.seq != 0 }.map { "\($0.kind.rawValue) \($0.name)" }
            #expect(reclaim == [
                "intent moveToBackground", "state foregroundInactive", "delegate sceneWillResignActive(_:)",
                "state background", "delegate sceneDidEnterBackground(_:)", "delegate stateRestorationActivity(for:)",
                "intent reclaimAfterDelay", "state unattached", "delegate sceneDidDisconnect(_:)", "host hide",
            ])
            mark = app.events().count
            try app.tool("xdotool", ["windowactivate", "--sync", try #require(app.window(1))])
            try app.waitForWindowEvent("refilled", session: 1, after: mark)
            try app.waitForWindowEvent("focused", session: 1, after: mark)
            let restore = app.events().dropFirst(mark).filter { $0.session == session && $0.kind != .notification && $0.seq != 0 }.map { "\($0.kind.rawValue) \($0.name)" }
            #expect(restore.starts(with: ["intent moveToForeground", "session reconnect", "delegate scene(_:willConnectTo:options:)", "host show"]))
            #expect(!restore.contains("delegate application(_:configurationForConnecting:options:)"))
            app.process.terminate()
            #expect(try app.waitForExit() == 0)
        }

        /// A background scene is disconnected after the idle time (600 s by default): the fixture
        /// moves the host's clock (`advance`), nobody waits.
        @Test func aBackgroundSceneIsReclaimedAfterTheIdleTime() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let app = try FixtureApp(display: display)
            try app.waitForWindowEvent("focused", session: 0, after: 0)
            app.send("new")
            try app.waitForWindowEvent("focused", session: 1, after: 0)
            let mark = app.events().count
            try app.tool("xdotool", ["windowminimize", "--sync", try #require(app.window(1))])
            try app.waitForWindowEvent("minimized", session: 1, after: mark)
            let session = app.sessions()[1]
            app.send("advance 599")
            try app.waitForOutput("advanced 599")
            #expect(!app.events().dropFirst(mark).contains { $0.name == "reclaimAfterDelay" || $0.name == "placeholder" }, "not before the idle time")
            app.send("advance 1")
            try app.waitForWindowEvent("placeholder", session: 1, after: mark)
            #expect(app.events().dropFirst(mark).contains { $0.kind == .intent && $0.name == "reclaimAfterDelay" && $0.session == session })
            #expect(app.events().dropFirst(mark).contains { $0.kind == .intent && $0.name == "disconnect" && $0.session == session })
            app.process.terminate()
            #expect(try app.waitForExit() == 0)
        }
    }
}

extension GTKHostTests {
    /// UIKit views render as GTK widgets and report the user's input back.
    @Suite(.serialized) struct Content {
        /// Typing into the window reaches the `UITextField` (`.editingChanged` with the new
        /// text) and Return sends its primary action.
        @Test func typingIntoTheWindowEditsTheTextField() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let app = try FixtureApp(display: display)
            try app.waitForWindowEvent("painted", session: 0, after: 0)
            try app.waitForWindowEvent("focused", session: 0, after: 0)
            // XTEST input goes to the focused window (GTK ignores synthetic `--window` events).
            try app.tool("xdotool", ["type", "--delay", "20", "hello"])
            try app.waitForOutput("field hello")
            try app.tool("xdotool", ["key", "Return"])
            try app.waitForOutput("return hello")
            app.process.terminate()
            #expect(try app.waitForExit() == 0)
        }
    }
}
