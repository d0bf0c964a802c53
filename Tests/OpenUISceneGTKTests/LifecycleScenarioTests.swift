import Foundation
import VirtualDisplay
import enum TestSupport.ChildProcess
import Testing
import OpenUIScene
import LifecycleScenarios
@testable import fixture_gtk_app

/// All GTK tests share one suite, run one at a time: each starts its own Xvfb and openbox, and
/// the machine has few cores.
@Suite(.serialized) struct GTKHostTests {}

extension GTKHostTests {
    /// The shared scenarios (Tests/LifecycleScenarios) give the same trace on the GTK host,
    /// driven by real window-manager actions, as on the simulated device, driven through the
    /// window policy; and that trace is the one recorded for the scenario.
    @Suite(.serialized) struct LifecycleScenarios {
        @Test(arguments: sharedScenarios)
        func theGTKHostGivesTheSameTraceAsTheSimulatedDevice(_ scenario: LifecycleScenario) async throws {
            let simulated = try await MainActor.run { try SimulatedScenarioPlayer.play(scenario, appDelegate: fixture_gtk_app.AppDelegate.self) }
            let gtk = try Self.playOnGTK(scenario)
            #expect(!simulated.isEmpty)
            #expect(gtk == simulated, "\(traceDifference(gtk, simulated, ("GTK", "simulated")))")
            #expect(firstMomentWithTwoActiveScenes(gtk) == nil, "\(firstMomentWithTwoActiveScenes(gtk) ?? "")")
            #expect(!gtk.contains { $0.hasPrefix("error ") }, "\(gtk.filter { $0.hasPrefix("error ") })")
            if let recorded = RecordedScenarioTraces.trace(of: scenario) {
                #expect(gtk == recorded, "\(traceDifference(gtk, recorded, ("GTK", "recorded")))")
            }
        }

        /// The scenarios a GTK 4.8 host under Wayland can observe: minimize is not reported there
        /// (docs/GTK.md "What each backend can observe"), so the ones that minimize are left out.
        static let waylandObservable = sharedScenarios.filter { !$0.minimizes }
        static let waylandUnobservable = sharedScenarios.filter(\.minimizes)
        static let hasSway = FileManager.default.isExecutableFile(atPath: "/usr/bin/sway") && FileManager.default.isExecutableFile(atPath: "/usr/bin/wtype")

        /// The same under Wayland (sway headless, `swaymsg` focuses and closes windows): the
        /// trace equals the simulated device's and the recorded one, as under X11.
        @Test(.enabled(if: hasSway, "needs sway and wtype (scripts/install-system-packages)"), arguments: waylandObservable)
        func onWaylandTheGTKHostGivesTheSameTrace(_ scenario: LifecycleScenario) async throws {
            let simulated = try await MainActor.run { try SimulatedScenarioPlayer.play(scenario, appDelegate: fixture_gtk_app.AppDelegate.self) }
            let gtk = try Self.playOnGTK(scenario, wayland: true)
            #expect(gtk == simulated, "\(traceDifference(gtk, simulated, ("GTK on Wayland", "simulated")))")
            if let recorded = RecordedScenarioTraces.trace(of: scenario) {
                // The trace X11 gives too (the X11 test checks it against the same file).
                #expect(gtk == recorded, "\(traceDifference(gtk, recorded, ("GTK on Wayland", "recorded")))")
            }
            #expect(firstMomentWithTwoActiveScenes(gtk) == nil, "\(firstMomentWithTwoActiveScenes(gtk) ?? "")")
            #expect(!gtk.contains { $0.hasPrefix("error ") }, "\(gtk.filter { $0.hasPrefix("error ") })")
        }

        @Test(.disabled("GTK 4.8's Wayland backend never reports a window minimized (docs/GTK.md \"What each backend can observe\")"), arguments: waylandUnobservable)
        func onWaylandScenariosThatMinimize(_ scenario: LifecycleScenario) {}

        static func playOnGTK(_ scenario: LifecycleScenario, wayland: Bool = false) throws -> [String] {
            let display: any TestDisplay = wayland ? try WaylandDisplay() : try VirtualDisplay()
            defer { display.stop() }
            let bus = scenario.launchesTwice ? try SessionBus() : nil
            defer { bus?.stop() }
            // One session store for every process of the scenario (a relaunch finds it).
            let state = FileManager.default.temporaryDirectory.appendingPathComponent("gtk-scenario-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: state) }
            func start() throws -> FixtureApp {
                try FixtureApp(display: display, extraEnvironment: ["XDG_STATE_HOME": state.path], sessionBus: bus?.address)
            }
            var app = try start()
            // The trace of every process, in order: live events for one that was killed, the
            // trace file written at termination otherwise.
            var traces: [LifecycleEvent] = []
            // Sessions by creation order across processes.
            var identifiers: [String] = []
            func track() { for session in app.sessions() where !identifiers.contains(session) { identifiers.append(session) } }
            func id(_ n: Int) throws -> String {
                guard n < identifiers.count else { throw ScenarioError.noSuchWindow(n, scenario.name) }
                return identifiers[n]
            }
            func window(_ n: Int) throws -> String {
                // sway's criteria: the fixture titles its windows "Fixture <n>" in the order they
                // connect in the process, which is session order in the scenarios run on Wayland.
                if wayland { return "[title=\"^Fixture \(n + 1)$\"]" }
                let session = try id(n)
                return try #require(app.events().last { $0.kind == .host && $0.name == "mapped" && $0.session == session }?.detail, "window of s\(n + 1)")
            }
            func wait(_ condition: LifecycleScenario.Condition, after mark: Int, _ action: LifecycleScenario.Action) throws {
                switch condition {
                case .windowEvent(let name, let n):
                    if n >= identifiers.count {
                        try app.waitForWindowEvent(name, session: n, after: mark)
                        track()
                    } else {
                        let session = try id(n)
                        try app.wait(for: "\(name) of s\(n + 1)") { $0.dropFirst(mark).contains { $0.kind == .host && $0.name == name && $0.session == session } }
                    }
                case .intent(let name):
                    try app.wait(for: "intent \(name)") { $0.dropFirst(mark).contains { $0.kind == .intent && $0.name == name } }
                case .output(let line): try app.waitForOutput(line)
                case .exit:
                    #expect(try app.waitForExit() == 0 || action.isKill, "the app must exit with status 0 after \(action)")
                case .stored(let foreground, let background):
                    let expected = try Dictionary(uniqueKeysWithValues: foreground.map { (try id($0), true) } + background.map { (try id($0), false) })
                    #expect(ChildProcess.poll(seconds: 10) { expected.allSatisfy { storedInForeground($0.key, in: state) == $0.value } }, "the store says \(expected)")
                }
            }

            try app.waitForWindowEvent("focused", session: 0, after: 0)
            track()
            for planned in scenario.plan() {
                for condition in planned.before { try wait(condition, after: 0, planned.action) }
                let mark = app.events().count
                switch planned.action {
                case .newWindow: app.send("new")
                case .focus(let n), .restore(let n):
                    if let sway = display as? WaylandDisplay {
                        try sway.swaymsg(["\(try window(n)) focus"])
                    } else {
                        try app.tool("xdotool", ["windowactivate", "--sync", try window(n)])
                    }
                case .minimize(let n):
                    try app.tool("xdotool", ["windowminimize", "--sync", try window(n)])
                case .close(let n):
                    if let sway = display as? WaylandDisplay {
                        try sway.swaymsg(["\(try window(n)) kill"])
                    } else {
                        try app.tool("wmctrl", ["-i", "-c", try window(n)])
                    }
                case .requestDestruction(let n): app.send("destroy \(n + 1)")
                case .reclaimMemory: kill(app.process.processIdentifier, SIGUSR1)
                case .secondLaunch(let url):
                    let second = try FixtureApp(display: display, extraEnvironment: ["XDG_STATE_HOME": state.path], sessionBus: bus?.address, arguments: url.map { [$0] } ?? [])
                    #expect(try second.waitForExit() == 0, "a second launch hands over and exits 0")
                case .quit: app.process.terminate()
                case .kill: kill(app.process.processIdentifier, SIGKILL)
                case .relaunch: app = try start()
                }
                for condition in planned.after { try wait(condition, after: planned.action.isRelaunch ? 0 : mark, planned.action) }
                if planned.action.isKill { traces += app.events() }
                if case .quit = planned.action { traces += try app.finalTrace() }
                if case .close = planned.action, !app.process.isRunning { traces += try app.finalTrace() }
            }
            return normalizedTrace(traces)
        }

        /// What the session's file in the store says: was its scene in the foreground?
        static func storedInForeground(_ session: String, in state: URL) -> Bool? {
            let files = FileManager.default.enumerator(at: state, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            guard let file = files.first(where: { $0.lastPathComponent == session + ".json" && $0.deletingLastPathComponent().lastPathComponent == "sessions" }),
                  let data = try? Data(contentsOf: file),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
            return (object["session"] as? [String: Any])?["wasInForeground"] as? Bool
        }
    }
}

extension LifecycleScenario {
    /// Whether the scenario minimizes or restores a window.
    var minimizes: Bool {
        actions.contains { if case .minimize = $0 { true } else if case .restore = $0 { true } else { false } }
    }
}

extension LifecycleScenario.Action {
    var isKill: Bool { if case .kill = self { true } else { false } }
    var isRelaunch: Bool { if case .relaunch = self { true } else { false } }
}
