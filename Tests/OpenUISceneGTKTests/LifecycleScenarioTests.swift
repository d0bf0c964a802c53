import Foundation
import VirtualDisplay
import Testing
import OpenUIScene
import OpenUISceneTesting
@testable import fixture_gtk_app

/// All GTK tests share one suite, run one at a time: each starts its own Xvfb and openbox, and
/// the machine has few cores.
@Suite(.serialized) struct GTKHostTests {}

extension GTKHostTests {
    /// The shared scenarios give the same trace on the simulated device and on the GTK host
    /// driven by real window-manager actions.
    @Suite(.serialized) struct LifecycleScenarios {
        @Test(arguments: sharedScenarios)
        func theGTKHostGivesTheSameTraceAsTheSimulatedDevice(_ scenario: LifecycleScenario) async throws {
            let simulated = await Self.playOnSimulatedDevice(scenario)
            let gtk = try Self.playOnGTK(scenario)
            #expect(!simulated.isEmpty)
            #expect(gtk == simulated, "\(Self.difference(gtk, simulated))")
        }

        @MainActor
        static func playOnSimulatedDevice(_ scenario: LifecycleScenario) -> [String] {
            let device = try! SimulatedDevice(appDelegate: fixture_gtk_app.AppDelegate.self, infoPlistURL: FixtureApp.infoPlist)
            device.launch()
            for (_, intents, _) in scenario.plan() {
                for intent in intents {
                    switch intent {
                    case .requestNew:
                        device.application?.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
                    case .requestDestruction(let n):
                        let session = (device.application?.delegate as? fixture_gtk_app.AppDelegate)!.sessions[n]
                        device.application?.requestSceneSessionDestruction(session, options: nil)
                    case .moveToForeground(let n): device.moveToForeground(Self.session(n, device))
                    case .moveToBackground(let n): device.moveToBackground(Self.session(n, device))
                    case .deactivate(let n): device.deactivate(Self.session(n, device))
                    case .closeWindow(let n): device.closeWindow(Self.session(n, device))
                    case .reclaimMemory: device.reclaimMemory()
                    case .openURL(let url): device.open(URL(string: url)!)
                    case .launchAgain: device.launchAgain()
                    case .terminate: device.terminate()
                    }
                }
            }
            return normalized(device.trace)
        }

        /// Session `n` in creation order (discarded ones included, through the app delegate).
        @MainActor
        static func session(_ n: Int, _ device: SimulatedDevice) -> UISceneSession {
            (device.application?.delegate as? fixture_gtk_app.AppDelegate)!.sessions[n]
        }

        static func playOnGTK(_ scenario: LifecycleScenario) throws -> [String] {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let bus = scenario.launchesTwice ? try SessionBus() : nil
            defer { bus?.stop() }
            let app = try FixtureApp(display: display, sessionBus: bus?.address)
            try app.waitForWindowEvent("focused", session: 0, after: 0)
            for (action, _, conditions) in scenario.plan() {
                let mark = app.events().count
                switch action {
                case .newWindow: app.send("new")
                case .focus(let n), .restore(let n):
                    try app.tool("xdotool", ["windowactivate", "--sync", try #require(app.window(n))])
                case .minimize(let n):
                    try app.tool("xdotool", ["windowminimize", "--sync", try #require(app.window(n))])
                case .close(let n):
                    try app.tool("wmctrl", ["-i", "-c", try #require(app.window(n))])
                case .requestDestruction(let n): app.send("destroy \(n + 1)")
                case .reclaimMemory: kill(app.process.processIdentifier, SIGUSR1)
                case .secondLaunch(let url):
                    let second = try FixtureApp(display: display, sessionBus: bus?.address, arguments: url.map { [$0] } ?? [])
                    #expect(try second.waitForExit() == 0, "a second launch hands over and exits 0")
                case .quit: app.process.terminate()
                }
                for condition in conditions {
                    switch condition {
                    case .windowEvent(let name, let n): try app.waitForWindowEvent(name, session: n, after: mark)
                    case .intent(let name):
                        try app.wait(for: "intent \(name)") { $0.dropFirst(mark).contains { $0.kind == .intent && $0.name == name } }
                    case .output(let line): try app.waitForOutput(line)
                    case .exit:
                        #expect(try app.waitForExit() == 0, "the app must exit with status 0 after \(action)")
                    }
                }
            }
            return normalized(try app.finalTrace())
        }

        static func difference(_ a: [String], _ b: [String]) -> String {
            let index = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
            return "first difference at \(index):\nGTK: \(a[max(0, index - 3)..<min(a.count, index + 5)].joined(separator: " | "))\nsimulated: \(b[max(0, index - 3)..<min(b.count, index + 5)].joined(separator: " | "))"
        }
    }
}
