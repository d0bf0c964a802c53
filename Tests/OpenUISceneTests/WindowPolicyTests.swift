import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting

/// The window rules every host runs (WindowPolicy), headless: what closing a window, minimizing
/// it, time passing and a second launch do. The GTK host runs the same policy
/// (Tests/OpenUISceneGTKTests compares the traces).
@MainActor
@Suite struct WindowPolicyTests {
    private func device(multipleScenes: Bool = true) -> (SimulatedDevice, Recorder) {
        TestHooks.reset()
        let recorder = Recorder.start()
        return (SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist(multipleScenes: multipleScenes)), recorder)
    }

    @Test func closingAWindowThatIsNotTheLastDiscardsItsSession() throws {
        let (device, recorder) = device()
        device.launch()
        device.openNewWindow()
        let closed = device.sessions[0]
        device.closeWindow(closed)
        #expect(device.application != nil, "the app keeps running")
        #expect(device.sessions.map(\.persistentIdentifier) == [device.sessions[0].persistentIdentifier])
        #expect(!device.sessions.contains(closed))
        #expect(recorder.log.contains { $0.hasSuffix("app.didDiscardSceneSessions") })
        #expect(device.host.requests.last { $0.session == closed.persistentIdentifier }?.kind == "hide")
    }

    @Test func closingTheLastWindowQuitsAndKeepsItsSession() throws {
        let (device, recorder) = device()
        device.launch()
        let last = device.sessions[0].persistentIdentifier
        device.closeWindow(device.sessions[0])
        #expect(device.application == nil, "the app quit")
        #expect(recorder.log.contains("app.willTerminate"))
        #expect(!recorder.log.contains { $0.hasSuffix("app.didDiscardSceneSessions") })
        #expect(device.host.requests.contains { $0.kind == "quit" })
        device.launch()
        #expect(device.sessions.map(\.persistentIdentifier) == [last], "it comes back at the next launch")
    }

    @Test func closingTheLastWindowCanDiscardItFirstAsIPadOSDoes() throws {
        let (device, recorder) = device()
        device.lastWindowCloseQuitsDiscarding = true
        device.launch()
        let last = device.sessions[0].persistentIdentifier
        device.closeWindow(device.sessions[0])
        let discard = try #require(recorder.log.firstIndex { $0.hasSuffix("app.didDiscardSceneSessions") })
        let terminate = try #require(recorder.log.firstIndex(of: "app.willTerminate"))
        #expect(discard < terminate, "disconnect and discard, then the process ends")
        device.launch()
        #expect(!device.sessions.map(\.persistentIdentifier).contains(last))
    }

    /// Issue 22 item 16: closing the last window's session in the app switcher left the process
    /// running; it is the window policy's one rule now, as for the close button: the sessions
    /// before it are discarded with the app running, the last is discarded and the app quits
    /// (as iPadOS ends the process when the last window is swiped away). A session without a
    /// window (reclaimed) closes without quitting while another window is open.
    @Test func closingTheLastSessionInTheAppSwitcherDiscardsItAndQuitsAsClosingTheLastWindowDoes() throws {
        let (device, recorder) = device()
        device.launch()
        device.openNewWindow()
        device.openNewWindow()
        let (first, second, third) = (device.sessions[0], device.sessions[1], device.sessions[2])
        device.moveToBackground(first)
        device.reclaimMemory()
        #expect(first.scene == nil && device.windowCount == 2)
        device.closeSession(first)
        #expect(device.application != nil, "a session without a window: the app keeps running")
        device.closeSession(second)
        #expect(device.application != nil, "not the last window: the app keeps running")
        #expect(device.sessions.map(\.persistentIdentifier) == [third.persistentIdentifier])
        let last = third.persistentIdentifier
        device.closeSession(third)
        #expect(device.application == nil, "the last window's session closed: the app quit")
        let discard = try #require(recorder.log.lastIndex { $0.hasSuffix("app.didDiscardSceneSessions") })
        let terminate = try #require(recorder.log.firstIndex(of: "app.willTerminate"))
        #expect(discard < terminate, "discarded, then the process ends")
        #expect(device.trace.contains { $0.kind == .intent && $0.name == "closeLastWindow" && $0.session == last && $0.detail == "app switcher: discard" })
        #expect(device.host.requests.contains { $0.kind == "quit" })
        device.launch()
        #expect(!device.sessions.map(\.persistentIdentifier).contains(last), "closed in the app switcher: not restored")

        // The close button on the same app follows the same rule (its session kept by default).
        device.openNewWindow()
        device.closeWindow(device.sessions[0])
        #expect(device.application != nil)
        device.closeWindow(device.sessions[0])
        #expect(device.application == nil, "the last window closed: the app quit")
    }

    @Test func aMinimizedWindowIsReclaimedAfterTheDelayAndStaysAsAPlaceholder() throws {
        let (device, _) = device()
        device.reclaimMinimizedWindowsAfter = .seconds(600)
        device.launch()
        device.openNewWindow()
        let session = device.sessions[1]
        device.minimizeWindow(session)
        #expect(session.scene?.activationState == .background)
        device.advanceTime(by: .seconds(599))
        #expect(session.scene != nil, "not yet")
        device.advanceTime(by: .seconds(1))
        #expect(session.scene == nil, "reclaimed at 600 s")
        #expect(device.sessions.contains(session), "the session stays")
        #expect(device.windowCount == 2, "its window stays, as a placeholder")
        #expect(device.host.requests.last { $0.session == session.persistentIdentifier } == RecordingHost.Request("hide", session: session.persistentIdentifier, detail: "placeholder"))
        #expect(device.trace.contains { $0.kind == .intent && $0.name == "reclaimAfterDelay" && $0.session == session.persistentIdentifier })
        device.restoreWindow(session)
        #expect(session.scene?.activationState == .foregroundActive, "restoring reconnects it")
        #expect(device.host.requests.last { $0.session == session.persistentIdentifier }?.kind != "hide")
    }

    @Test func restoringBeforeTheDelayCancelsTheReclaim() throws {
        let (device, _) = device()
        device.reclaimMinimizedWindowsAfter = .seconds(10)
        device.launch()
        let session = device.sessions[0]
        device.minimizeWindow(session)
        device.advanceTime(by: .seconds(5))
        device.restoreWindow(session)
        device.advanceTime(by: .seconds(3600))
        #expect(session.scene?.activationState == .foregroundActive)
        #expect(!device.trace.contains { $0.name == "reclaimAfterDelay" })
    }

    @Test func aZeroDelayReclaimsAtOnceAndNeverMeansNever() throws {
        let (device, _) = device()
        device.reclaimMinimizedWindowsAfter = .zero
        device.launch()
        device.minimizeWindow(device.sessions[0])
        #expect(device.sessions[0].scene == nil, "don't keep scenes")
        device.reclaimMinimizedWindowsAfter = nil
        device.relaunch()
        let shown = try #require(device.sessions.first { $0.scene != nil })
        device.minimizeWindow(shown)
        device.advanceTime(by: .seconds(86_400 * 365))
        #expect(shown.scene?.activationState == .background)
    }

    @Test func aSecondLaunchOpensANewWindowOrBringsTheOnlyOneForward() throws {
        let (multi, _) = device()
        multi.launch()
        multi.launchAgain()
        #expect(multi.sessions.count == 2)
        let (single, _) = device(multipleScenes: false)
        single.launch()
        single.launchAgain()
        #expect(single.sessions.count == 1)
        #expect(single.host.requests.last == RecordingHost.Request("bringToFront", session: single.sessions[0].persistentIdentifier))
    }

    @Test func focusMovesActivationBetweenWindows() throws {
        let (device, _) = device()
        device.launch()
        device.openNewWindow()
        let (first, second) = (device.sessions[0], device.sessions[1])
        device.unfocusWindow(second)
        device.focusWindow(first)
        #expect(first.scene?.activationState == .foregroundActive)
        #expect(second.scene?.activationState == .foregroundInactive)
    }

    /// A desktop launch restores a minimized window minimized. What the window system says about
    /// it while it settles is not the user (X11 maps, focuses and iconifies it); after the settle
    /// time the policy asks the host: still minimized, it stays in the background.
    private func minimizedWindowRestoredAtLaunch(windowManagerMinimizes: Bool) -> (SimulatedDevice, UISceneSession) {
        let (device, _) = device()
        device.restoresEverySessionAtLaunch = true
        device.minimizedWindowsStayMinimized = windowManagerMinimizes
        device.launch()
        device.openNewWindow()
        let minimizedID = device.sessions[1].persistentIdentifier
        device.minimizeWindow(device.sessions[1])
        device.kill()
        device.launch()
        let minimized = device.sessions.first { $0.persistentIdentifier == minimizedID }!
        return (device, minimized)
    }

    @Test func aWindowOpenedMinimizedIgnoresWhatTheWindowSystemSaysUntilItSettles() throws {
        let (device, minimized) = minimizedWindowRestoredAtLaunch(windowManagerMinimizes: true)
        #expect(minimized.scene?.activationState == .background)
        device.focusWindow(minimized)
        device.restoreWindow(minimized)
        device.unfocusWindow(minimized)
        #expect(minimized.scene?.activationState == .background, "the dance of a window opened minimized is not the user")
        device.advanceTime(by: .milliseconds(1500))
        #expect(minimized.scene?.activationState == .background, "the window manager kept it minimized")
        #expect(device.trace.contains { $0.name == "settled" && $0.session == minimized.persistentIdentifier && $0.detail == "minimized" })
        device.focusWindow(minimized)
        #expect(minimized.scene?.activationState == .background, "a minimized window's focus is not the user's either")
        device.restoreWindow(minimized)
        #expect(minimized.scene?.activationState == .foregroundActive, "once settled, restoring it is the user")
    }

    @Test func aWindowOpenedMinimizedThatTheWindowManagerShowsComesToTheForegroundOnceSettled() throws {
        let (device, minimized) = minimizedWindowRestoredAtLaunch(windowManagerMinimizes: false)
        device.advanceTime(by: .milliseconds(1499))
        #expect(minimized.scene?.activationState == .background, "not before the settle time")
        device.advanceTime(by: .milliseconds(1))
        #expect(minimized.scene?.activationState == .foregroundActive, "the window is on screen: its scene is in the foreground")
        #expect(device.trace.contains { $0.name == "settled" && $0.session == minimized.persistentIdentifier && $0.detail == "on screen" })
    }

    /// While a window opened minimized settles, the window manager moves the focus to it and
    /// back (X11): the other windows' focus changes are held, and only the net change counts.
    @Test func focusMovingAwayAndBackWhileAWindowSettlesChangesNothing() throws {
        let (device, minimized) = minimizedWindowRestoredAtLaunch(windowManagerMinimizes: true)
        let shown = try #require(device.sessions.first { $0 !== minimized })
        let before = device.trace.count
        device.unfocusWindow(shown)
        device.focusWindow(shown)
        device.advanceTime(by: .milliseconds(1500))
        #expect(shown.scene?.activationState == .foregroundActive)
        #expect(!device.trace.dropFirst(before).contains { $0.name == "deactivate" }, "the dance is not the user")
    }

    @Test func aFocusLostWhileAWindowSettlesCountsOnceItHasSettled() throws {
        let (device, minimized) = minimizedWindowRestoredAtLaunch(windowManagerMinimizes: true)
        let shown = try #require(device.sessions.first { $0 !== minimized })
        device.unfocusWindow(shown)
        #expect(shown.scene?.activationState == .foregroundActive, "held while the other window settles")
        device.advanceTime(by: .milliseconds(1500))
        #expect(shown.scene?.activationState == .foregroundInactive, "the focus really went elsewhere")
    }

    /// Legacy mode: the focus of the app's minimized window is ignored until it is restored.
    @Test func aLegacyAppsMinimizedWindowIgnoresFocusUntilRestored() throws {
        let device = SimulatedDevice(appDelegate: ProbeLegacyAppDelegate.self, infoPlist: ["CFBundleIdentifier": "org.openuiscene.tests.legacy"])
        device.launch()
        let policy = try #require(SceneEngine.running?.windowPolicy)
        policy.legacyWindowMinimized()
        #expect(device.application?.applicationState == .background)
        policy.legacyWindowFocused()
        #expect(device.application?.applicationState == .background, "a minimized window's focus is not the user's")
        policy.legacyWindowRestored()
        #expect(device.application?.applicationState == .active)
        policy.legacyWindowUnfocused()
        policy.legacyWindowFocused()
        #expect(device.application?.applicationState == .active)
    }

    /// "Don't keep scenes" is one rule, the policy's zero reclaim delay: a minimized window's
    /// scene and a scene the system sends to the background both disconnect in the same step,
    /// their state captured once; the minimized window stays as a placeholder.
    @Test func aZeroReclaimDelayIsDontKeepScenesForEveryWayIntoTheBackground() throws {
        let (device, recorder) = device()
        TestHooks.restorationActivity = { _ in NSUserActivity(activityType: "org.openuiscene.tests.editing") }
        device.dontKeepScenes = true
        device.launch()
        device.openNewWindow()
        let (minimized, home) = (device.sessions[0], device.sessions[1])
        recorder.log.removeAll()
        device.minimizeWindow(minimized)
        device.moveToBackground(home)
        // s1 resigned when s2 became active (one active scene, docs/LIFECYCLE.md).
        for (label, resigns) in [("s1", false), ("s2", true)] {
            #expect(recorder.entries(for: label).filter { !$0.hasPrefix("N.") && !$0.hasPrefix("app.") } == (resigns ? ["sceneWillResignActive"] : []) + ["sceneDidEnterBackground", "stateRestorationActivity", "sceneDidDisconnect"], "\(label)")
        }
        #expect(device.trace.filter { $0.name == "reclaimAfterDelay" }.compactMap(\.session) == [minimized.persistentIdentifier, home.persistentIdentifier])
        #expect(device.windowCount == 1, "the minimized window stays as a placeholder; the other had no window to keep")
        #expect(device.host.requests.last { $0.session == minimized.persistentIdentifier } == RecordingHost.Request("hide", session: minimized.persistentIdentifier, detail: "placeholder"))
    }

    /// The real hosts' scheduler can be moved ahead of real time (the GTK tests do, through the
    /// fixture app): timers that fall due fire at once, in order; the others wait.
    @Test func theMainQueueSchedulerFiresWhatFallsDueWhenItsClockIsAdvanced() throws {
        let scheduler = MainQueueLifecycleScheduler()
        var fired: [String] = []
        _ = scheduler.schedule(after: .seconds(600)) { fired.append("reclaim") }
        _ = scheduler.schedule(after: .seconds(30)) {
            fired.append("expiry")
            _ = scheduler.schedule(after: .seconds(1)) { fired.append("after expiry") }
        }
        let cancelled = scheduler.schedule(after: .seconds(10)) { fired.append("cancelled") }
        cancelled.cancel()
        scheduler.advance(by: .seconds(29))
        #expect(fired.isEmpty)
        scheduler.advance(by: .seconds(2))
        #expect(fired == ["expiry", "after expiry"])
        scheduler.advance(by: .seconds(569))
        #expect(fired == ["expiry", "after expiry", "reclaim"])
        #expect(scheduler.now >= .seconds(600))
    }

    @Test func theManualSchedulerRunsTimersInOrderAndNeverACancelledOne() throws {
        let scheduler = ManualLifecycleScheduler()
        var fired: [String] = []
        _ = scheduler.schedule(after: .seconds(2)) { fired.append("b") }
        _ = scheduler.schedule(after: .seconds(1)) { fired.append("a") }
        let cancelled = scheduler.schedule(after: .seconds(1)) { fired.append("x") }
        _ = scheduler.schedule(after: .seconds(2)) {
            fired.append("c")
            _ = scheduler.schedule(after: .seconds(1)) { fired.append("d") }
        }
        cancelled.cancel()
        scheduler.advance(by: .seconds(2))
        #expect(fired == ["a", "b", "c"])
        scheduler.advance(by: .seconds(1))
        #expect(fired == ["a", "b", "c", "d"])
        #expect(scheduler.now == .seconds(3))
        #expect(scheduler.pendingCount == 0)
    }
}

/// Window geometry is a window rule too: the policy keeps each session's size and maximized
/// state beside the store and gives it back when the session's window opens again.
@MainActor
@Suite struct WindowGeometryPolicyTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("geometry-policy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func device(_ directory: URL) -> SimulatedDevice {
        TestHooks.reset()
        return SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist(multipleScenes: true), storeDirectory: directory)
    }

    @Test func aResizedWindowComesBackAtItsSizeAfterAQuit() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let device = device(directory)
        device.launch()
        let session = device.sessions[0]
        #expect(device.windowGeometry(of: session) == nil, "a new window opens at the host's default size")
        device.resizeWindow(session, to: WindowGeometry(width: 900, height: 700, maximized: true))
        device.terminate()
        device.launch()
        let again = try #require(device.sessions.first { $0.persistentIdentifier == session.persistentIdentifier })
        #expect(device.windowGeometry(of: again) == WindowGeometry(width: 900, height: 700, maximized: true))
    }

    /// Fullscreen and the position (where the host can tell it) come back with the size.
    @Test func aFullscreenOrPlacedWindowComesBackSoAfterAQuit() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let device = device(directory)
        device.launch()
        device.openNewWindow()
        let (first, second) = (device.sessions[0], device.sessions[1])
        let full = WindowGeometry(width: 1280, height: 800, fullscreen: true, position: .init(x: 40, y: 30))
        let placed = WindowGeometry(width: 500, height: 400, position: .init(x: 700, y: 120))
        device.resizeWindow(first, to: full)
        device.resizeWindow(second, to: placed)
        device.terminate()
        device.launch()
        let firstAgain = try #require(device.sessions.first { $0.persistentIdentifier == first.persistentIdentifier })
        let secondAgain = try #require(device.sessions.first { $0.persistentIdentifier == second.persistentIdentifier })
        #expect(device.windowGeometry(of: firstAgain) == full)
        #expect(device.windowGeometry(of: secondAgain) == placed)
    }

    @Test func aResizeIsWrittenAMomentLaterSoThatItSurvivesAKill() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let device = device(directory)
        device.launch()
        let identifier = device.sessions[0].persistentIdentifier
        device.resizeWindow(device.sessions[0], to: WindowGeometry(width: 500, height: 400))
        device.kill()
        device.launch()
        #expect(device.windowGeometry(of: device.sessions[0]) == nil, "killed before the delay: the resize was not written yet")

        device.resizeWindow(device.sessions[0], to: WindowGeometry(width: 640, height: 480))
        device.advanceTime(by: WindowPolicy.geometrySaveDelay)
        device.kill()
        device.launch()
        #expect(device.sessions[0].persistentIdentifier == identifier)
        #expect(device.windowGeometry(of: device.sessions[0]) == WindowGeometry(width: 640, height: 480))
    }

    @Test func aDiscardedSessionsGeometryIsDroppedAndImplausibleSizesAreIgnored() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let device = device(directory)
        device.launch()
        device.openNewWindow()
        let (kept, closed) = (device.sessions[0], device.sessions[1])
        device.resizeWindow(kept, to: WindowGeometry(width: 0, height: 480))
        device.resizeWindow(kept, to: WindowGeometry(width: 40_000, height: 480))
        #expect(device.windowGeometry(of: kept) == nil, "sizes no window can have are not kept")
        device.resizeWindow(closed, to: WindowGeometry(width: 300, height: 200))
        device.closeWindow(closed)
        device.terminate()
        let file = try String(contentsOf: directory.appendingPathComponent(WindowGeometryStore.fileName), encoding: .utf8)
        #expect(!file.contains(closed.persistentIdentifier), "a discarded session's window is forgotten")
    }

    @Test func aDamagedGeometryFileIsReportedByNameAndTheAppRuns() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let device = device(directory)
        device.launch()
        device.terminate()
        let url = directory.appendingPathComponent(WindowGeometryStore.fileName)
        try Data("{\"version\":1,".utf8).write(to: url)
        device.launch()
        #expect(device.windowGeometry(of: device.sessions[0]) == nil)
        #expect(device.trace.contains { $0.kind == .error && $0.name == "window geometry" && ($0.detail ?? "").contains(url.path) })
        #expect(device.application != nil)
    }
}
