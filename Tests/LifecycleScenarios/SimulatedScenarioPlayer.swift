import Foundation
import OpenUIScene
import OpenUISceneTesting

/// Plays a ``LifecycleScenario`` on the simulated device through the window policy, as the GTK
/// host plays it through X11: the device is told window events (`focusWindow`, `minimizeWindow`,
/// `restoreWindow`, `closeWindow`), never engine intents.
@MainActor
package enum SimulatedScenarioPlayer {
    /// The fixture app's Info.plist (Tests/GTKFixtures/GTKApp), which both hosts run.
    package static let fixtureInfoPlist = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("GTKFixtures/GTKApp/Info.plist")

    /// Plays `scenario` on a new device running `appDelegate` with the fixture's Info.plist, as the
    /// desktop does (every stored session comes back at launch), and returns its normalized
    /// trace (``normalizedTrace(_:)``).
    package static func play(_ scenario: LifecycleScenario, appDelegate: (UIResponder & UIApplicationDelegate).Type) throws -> [String] {
        let device = try SimulatedDevice(appDelegate: appDelegate, infoPlistURL: fixtureInfoPlist)
        device.restoresEverySessionAtLaunch = true
        device.launch()
        // Sessions by creation order across launches (discarded ones keep their number).
        var identifiers: [String] = []
        func track() {
            for session in device.sessions where !identifiers.contains(session.persistentIdentifier) {
                identifiers.append(session.persistentIdentifier)
            }
        }
        func session(_ n: Int) throws -> UISceneSession {
            guard n < identifiers.count, let session = device.sessions.first(where: { $0.persistentIdentifier == identifiers[n] }) else {
                throw ScenarioError.noSuchWindow(n, scenario.name)
            }
            return session
        }
        track()
        for planned in scenario.plan() {
            for step in planned.steps {
                switch step {
                case .requestNew: device.application?.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
                case .requestDestruction(let n): device.application?.requestSceneSessionDestruction(try session(n), options: nil)
                case .focusWindow(let n): device.focusWindow(try session(n))
                case .unfocusWindow(let n): device.unfocusWindow(try session(n))
                case .minimizeWindow(let n): device.minimizeWindow(try session(n))
                case .restoreWindow(let n): device.restoreWindow(try session(n))
                case .closeWindow(let n): device.closeWindow(try session(n))
                case .memoryPressure: device.reclaimMemory()
                case .openURL(let url): device.open(URL(string: url)!)
                case .launchAgain: device.launchAgain()
                case .terminate: device.terminate()
                case .kill: device.kill()
                case .relaunch:
                    device.launch()
                    // The windows opened minimized settle (the window manager keeps them minimized).
                    device.advanceTime(by: .milliseconds(1500))
                }
                track()
            }
        }
        // A SIGKILL leaves nothing in a real process's trace: the device's own `kill` intent goes.
        return normalizedTrace(device.trace.filter { !($0.kind == .intent && $0.name == "kill") })
    }
}

package enum ScenarioError: Error, CustomStringConvertible {
    case noSuchWindow(Int, String)

    package var description: String {
        switch self {
        case .noSuchWindow(let n, let scenario): "scenario \"\(scenario)\": there is no open window s\(n + 1)"
        }
    }
}

/// A trace with session identifiers replaced by `s1`, `s2`… in order of appearance, and the
/// host's raw window events (seq 0) left out: comparable across hosts and runs.
package func normalizedTrace(_ events: [LifecycleEvent]) -> [String] {
    var labels: [String: String] = [:]
    return events.filter { $0.seq != 0 }.map { event in
        var text = "\(event.kind.rawValue) \(event.name)"
        if let session = event.session {
            if labels[session] == nil { labels[session] = "s\(labels.count + 1)" }
            text += " [\(labels[session]!)]"
        }
        if let detail = event.detail, event.kind != .session || event.name != "created" { text += " (\(detail))" }
        return text
    }
}

/// Where two traces first differ, with a little context.
package func traceDifference(_ a: [String], _ b: [String], _ labels: (String, String) = ("played", "expected")) -> String {
    let index = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
    return "first difference at \(index) (\(a.count) and \(b.count) events):\n  \(labels.0): \(a[max(0, index - 3)..<min(a.count, index + 5)].joined(separator: " | "))\n  \(labels.1): \(b[max(0, index - 3)..<min(b.count, index + 5)].joined(separator: " | "))"
}

/// The trace recorded for each scenario (`Traces/<slug>.trace`, one normalized event a line):
/// what both hosts were last seen to give. `OPENUISCENE_RECORD_SCENARIO_TRACES=1` rewrites them
/// from the simulated device (review the diff, then run the GTK suite, which must agree).
package enum RecordedScenarioTraces {
    package static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Traces")

    package static func url(of scenario: LifecycleScenario) -> URL {
        directory.appendingPathComponent(scenario.slug + ".trace")
    }

    package static func trace(of scenario: LifecycleScenario) -> [String]? {
        guard let text = try? String(contentsOf: url(of: scenario), encoding: .utf8) else { return nil }
        return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    package static var recording: Bool { ProcessInfo.processInfo.environment["OPENUISCENE_RECORD_SCENARIO_TRACES"] == "1" }

    package static func record(_ trace: [String], of scenario: LifecycleScenario) throws {
        try (trace.joined(separator: "\n") + "\n").write(to: url(of: scenario), atomically: true, encoding: .utf8)
    }
}

/// The invariant every backend keeps (docs/LIFECYCLE.md "One active scene"): at most one scene
/// is foreground active at any moment. Replays the `state` events of a normalized trace (each
/// launch starts afresh: a kill records nothing) and returns the first event after which two or
/// more scenes are foreground active, with its position, or `nil`.
package func firstMomentWithTwoActiveScenes(_ trace: [String]) -> String? {
    var states: [String: String] = [:]
    for (index, line) in trace.enumerated() {
        if line == "intent launch" { states.removeAll() }
        let words = line.split(separator: " ")
        guard words.count >= 3, words[0] == "state" else { continue }
        states[String(words[2])] = String(words[1])
        let active = states.filter { $0.value == "foregroundActive" }.keys.sorted()
        if active.count > 1 { return "event \(index) (\(line)): \(active.joined(separator: ", ")) are foreground active" }
    }
    return nil
}
