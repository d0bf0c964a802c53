import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting

/// Focus moving between the app's own windows, and "one active scene" (docs/LIFECYCLE.md
/// "Windows" and "One active scene"), headless through the window policy as a host drives it.
@MainActor
@Suite struct FocusHandOverTests {
    /// A device with two windows: `s1` (the first) and `s2` (opened second, active).
    private func twoWindows() -> (SimulatedDevice, Recorder, UISceneSession, UISceneSession) {
        TestHooks.reset()
        let recorder = Recorder.start()
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist())
        device.launch()
        device.openNewWindow()
        let (first, second) = (device.sessions[0], device.sessions[1])
        recorder.log.removeAll()
        return (device, recorder, first, second)
    }

    /// The window events for one focus change, as GTK reports them: the old window loses the
    /// focus, then the new one gains it.
    private let handOver = [
        "s2.sceneWillResignActive", "s2.N.willDeactivate",
        "s1.sceneDidBecomeActive", "s1.sceneDidBecomeActive.end", "s1.N.didActivate",
    ]

    private func activeCount(_ device: SimulatedDevice) -> Int {
        device.sessions.filter { $0.scene?.activationState == .foregroundActive }.count
    }

    @Test func focusMovingBetweenTheAppsWindowsPostsNoAppWideResignOrBecomeActive() throws {
        let (device, recorder, first, second) = twoWindows()
        let mark = device.trace.count
        device.unfocusWindow(second)
        #expect(second.scene?.activationState == .foregroundActive, "held for the grace")
        device.focusWindow(first)
        #expect(recorder.log == handOver)
        #expect(first.scene?.activationState == .foregroundActive)
        #expect(second.scene?.activationState == .foregroundInactive)
        #expect(device.application?.applicationState == .active)
        let steps = device.trace.dropFirst(mark).filter { $0.kind == .intent }.map(\.name)
        #expect(steps == ["moveToForeground"], "the engine sees one step: the focus moved")
        device.advanceTime(by: .seconds(1))
        #expect(recorder.log == handOver, "the grace's timer was cancelled")
    }

    @Test func theGainMayComeInALaterTurnWithinTheGrace() throws {
        let (device, recorder, first, second) = twoWindows()
        device.unfocusWindow(second)
        device.advanceTime(by: .milliseconds(49))
        #expect(recorder.log.isEmpty)
        device.focusWindow(first)
        #expect(recorder.log == handOver)
    }

    @Test func aFocusLossToAnotherAppResignsOnceTheGraceHasPassed() throws {
        let (device, recorder, _, second) = twoWindows()
        device.unfocusWindow(second)
        device.advanceTime(by: .milliseconds(49))
        #expect(second.scene?.activationState == .foregroundActive)
        device.advanceTime(by: .milliseconds(1))
        #expect(second.scene?.activationState == .foregroundInactive)
        #expect(recorder.log == ["s2.sceneWillResignActive", "s2.N.willDeactivate", "N.willResignActive"])
        recorder.log.removeAll()
        device.focusWindow(second)
        #expect(recorder.log == ["s2.sceneDidBecomeActive", "s2.sceneDidBecomeActive.end", "s2.N.didActivate", "N.didBecomeActive"])
    }

    @Test func theFocusComingBackToTheSameWindowChangesNothing() throws {
        let (device, recorder, _, second) = twoWindows()
        device.unfocusWindow(second)
        device.focusWindow(second)
        device.advanceTime(by: .seconds(1))
        #expect(recorder.log.isEmpty)
        #expect(second.scene?.activationState == .foregroundActive)
    }

    @Test func minimizingTheWindowWhoseLossIsHeldResignsOnItsWayToTheBackground() throws {
        let (device, recorder, _, second) = twoWindows()
        device.unfocusWindow(second)
        device.minimizeWindow(second)
        device.advanceTime(by: .seconds(1))
        #expect(second.scene?.activationState == .background)
        #expect(recorder.log.filter { $0 == "s2.sceneWillResignActive" }.count == 1)
        #expect(device.trace.filter { $0.kind == .intent && $0.name == "deactivate" }.isEmpty, "no separate deactivate step")
    }

    /// A new window becoming active takes over from the active one: that one resigns first.
    @Test func aNewWindowTakesTheActivityOverFromTheActiveOne() throws {
        TestHooks.reset()
        let recorder = Recorder.start()
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist())
        device.launch()
        recorder.log.removeAll()
        device.openNewWindow()
        let resign = try #require(recorder.log.firstIndex(of: "s1.sceneWillResignActive"))
        let become = try #require(recorder.log.firstIndex(of: "s2.sceneDidBecomeActive"))
        #expect(resign < become)
        #expect(!recorder.log.contains("app.willResignActive") && !recorder.log.contains("N.didBecomeActive"))
        #expect(activeCount(device) == 1)
    }

    /// Bug (b) of issue 16: a scene made active by a request or a route while another is active.
    @Test func anActivationRequestLeavesOneSceneForegroundActive() throws {
        let (device, recorder, first, second) = twoWindows()
        device.application?.requestSceneSessionActivation(first, userActivity: nil, options: nil)
        #expect(first.scene?.activationState == .foregroundActive)
        #expect(second.scene?.activationState == .foregroundInactive)
        #expect(recorder.log == handOver)
        #expect(activeCount(device) == 1)
        #expect(!device.trace.contains { $0.kind == .error })
    }

    @Test func aURLRoutedToAnotherSceneLeavesOneSceneForegroundActive() throws {
        let (device, _, first, second) = twoWindows()
        // The second window goes to the background; the URL comes back to it (most recently
        // active scene that can take it) while the first is active.
        device.unfocusWindow(second)
        device.focusWindow(first)
        device.minimizeWindow(second)
        device.focusWindow(first)
        device.moveToForeground(second)
        #expect(activeCount(device) == 1)
        device.open(URL(string: "notes://note/9")!)
        #expect(activeCount(device) == 1)
        #expect(!device.trace.contains { $0.kind == .error })
    }

    /// Cold launch with two stored foreground sessions: they reconnect one after the other, and
    /// the one restored last ends active; never two at once.
    @Test func aLaunchRestoringTwoWindowsLeavesOneActive() throws {
        let (device, _, _, _) = twoWindows()
        device.kill()
        device.launch()
        #expect(device.sessions.count == 2)
        #expect(activeCount(device) == 1)
        #expect(!device.trace.contains { $0.kind == .error })
    }
}
