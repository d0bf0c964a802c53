import Foundation
import Testing
import LifecycleScenarios
@testable import fixture_gtk_app

/// The shared lifecycle scenarios, headless, in every `swift test`: played on the simulated
/// device through the window policy (as the GTK host plays them through X11), each gives the
/// trace recorded for it in Tests/LifecycleScenarios/Traces, which the GTK suite checks the GTK
/// host gives too.
@MainActor
@Suite struct HeadlessScenarioTests {
    @Test(arguments: sharedScenarios)
    func theSimulatedDeviceGivesTheRecordedTrace(_ scenario: LifecycleScenario) throws {
        let trace = try SimulatedScenarioPlayer.play(scenario, appDelegate: AppDelegate.self)
        #expect(!trace.isEmpty)
        #expect(!trace.contains { $0.hasPrefix("error ") }, "\(trace.filter { $0.hasPrefix("error ") })")
        if RecordedScenarioTraces.recording {
            try RecordedScenarioTraces.record(trace, of: scenario)
            return
        }
        let recorded = try #require(RecordedScenarioTraces.trace(of: scenario), "no recorded trace at \(RecordedScenarioTraces.url(of: scenario).path): run with OPENUISCENE_RECORD_SCENARIO_TRACES=1")
        #expect(trace == recorded, "\(traceDifference(trace, recorded))")
    }

    /// At most one scene is foreground active at any moment of any scenario (the GTK suite
    /// checks the same of the GTK host's traces).
    @Test(arguments: sharedScenarios)
    func atMostOneSceneIsForegroundActiveAtAnyMoment(_ scenario: LifecycleScenario) throws {
        let trace = try SimulatedScenarioPlayer.play(scenario, appDelegate: AppDelegate.self)
        #expect(firstMomentWithTwoActiveScenes(trace) == nil, "\(firstMomentWithTwoActiveScenes(trace) ?? "")")
        #expect(!trace.contains { $0.hasPrefix("error invariant") })
    }

    @Test(arguments: sharedScenarios)
    func playingTwiceGivesTheSameTrace(_ scenario: LifecycleScenario) throws {
        #expect(try SimulatedScenarioPlayer.play(scenario, appDelegate: AppDelegate.self) == SimulatedScenarioPlayer.play(scenario, appDelegate: AppDelegate.self))
    }
}
