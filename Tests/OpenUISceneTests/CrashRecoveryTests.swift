import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting

/// A scene delegate that crashes (here: kills the simulated process) while a chosen session connects.
final class CrashingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    @MainActor static var crashWhileConnecting: ((UISceneSession) -> Void)?
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        Self.crashWhileConnecting?(session)
    }
}

/// After the process dies without callbacks (`SimulatedDevice.kill()`: SIGKILL, a crash), the
/// next launch brings back exactly the windows that were on screen at the last save, and the
/// store does not fill up with sessions nobody can see (docs/RELIABILITY.md).
@MainActor
@Suite struct CrashRecoveryTests {
    private func temporaryStore(_ name: String = #function) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("crash-\(name.filter(\.isLetter).prefix(40))-\(UUID().uuidString)")
    }

    @Test func aKilledAppBringsBackExactlyItsForegroundWindowsEveryTime() throws {
        TestHooks.reset()
        _ = Recorder.start()
        let store = temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist(), storeDirectory: store)
        device.launch()
        device.openNewWindow()
        device.openNewWindow()
        let windows = Set(device.sessions.map(\.persistentIdentifier))
        #expect(windows.count == 3)
        for cycle in 1...10 {
            device.kill()
            device.launch()
            #expect(Set(device.sessions.map(\.persistentIdentifier)) == windows, "cycle \(cycle): the same sessions, no new ones")
            #expect(device.sessions.allSatisfy { [.foregroundActive, .foregroundInactive].contains($0.scene?.activationState) }, "cycle \(cycle): every window is back on screen")
            #expect(device.sessions.filter { $0.scene?.activationState == .foregroundActive }.count == 1, "cycle \(cycle): one of them active")
        }
        device.terminate()
    }

    @Test func aWindowMinimizedBeforeTheKillStaysInTheBackground() throws {
        TestHooks.reset()
        _ = Recorder.start()
        let store = temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist(), storeDirectory: store)
        device.launch()
        device.openNewWindow()
        let (shown, minimized) = (device.sessions[0].persistentIdentifier, device.sessions[1].persistentIdentifier)
        device.moveToBackground(device.sessions[1])
        device.kill()
        device.launch()
        let byID = Dictionary(uniqueKeysWithValues: device.sessions.map { ($0.persistentIdentifier, $0) })
        #expect(Set(byID.keys) == [shown, minimized], "both sessions are kept; no new one")
        #expect(byID[shown]?.scene?.activationState == .foregroundActive)
        #expect(byID[minimized]?.scene == nil, "the minimized window is not put back on screen")
    }

    @Test func aKillCallsNoDelegateMethodAndPostsNoNotification() throws {
        TestHooks.reset()
        let recorder = Recorder.start()
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist())
        device.launch()
        let before = recorder.log.count
        device.kill()
        #expect(recorder.log.count == before, "nothing ran: \(recorder.log.dropFirst(before))")
        #expect(device.application == nil)
        #expect(TestHooks.sceneDelegates.allSatisfy { $0.value == nil }, "the killed process's scene delegates are gone")
    }

    @Test func afterTwoLaunchesThatCrashWhileRestoringTheThirdStartsWithoutRestoring() throws {
        TestHooks.reset()
        _ = Recorder.start()
        var plist = testInfoPlist()
        plist["UIApplicationSceneManifest"] = ["UIApplicationSupportsMultipleScenes": true, "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "OpenUISceneTests.CrashingSceneDelegate"]]]]
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: plist)
        defer { CrashingSceneDelegate.crashWhileConnecting = nil }
        device.launch()
        let poisoned = try #require(device.sessions.first?.persistentIdentifier)
        device.terminate()
        // A bug makes that window crash the app whenever it is restored.
        CrashingSceneDelegate.crashWhileConnecting = { session in
            if session.persistentIdentifier == poisoned { device.kill() }
        }
        for attempt in 1...2 {
            device.launch()
            #expect(device.application == nil, "launch \(attempt) crashed while restoring")
        }
        device.launch()
        let app = try #require(device.application, "the third launch runs")
        #expect(app.restorationSkippedAfterCrashes)
        #expect(device.sessions.count == 2, "the poisoned session is kept, and one new window opened")
        let kept = try #require(device.sessions.first { $0.persistentIdentifier == poisoned })
        #expect(kept.scene == nil, "not reconnected")
        #expect(device.sessions.contains { $0.persistentIdentifier != poisoned && $0.scene?.activationState == .foregroundActive })
        let notice = try #require(device.trace.last { $0.name == "safe start" })
        #expect(notice.detail?.contains(poisoned) == true)
        // Healthy again: later launches restore as usual, and the poisoned session stays closed
        // until the app asks for it.
        device.terminate()
        device.launch()
        #expect(device.application?.restorationSkippedAfterCrashes == false)
        #expect(device.sessions.first { $0.persistentIdentifier == poisoned }?.scene == nil)
        #expect(device.application != nil)
    }

    /// iOS: a single-window app goes to the Home Screen (state saved), is killed, and is launched
    /// again: that session reconnects, without configurationForConnecting, with its restoration
    /// activity (openradar FB9855914; luxmentis.org "On iOS scenes"; Stack Overflow 63520008;
    /// Apple forums thread 702040). No new session appears beside it.
    @Test func aSessionInTheBackgroundWhenKilledComesBackAtTheNextLaunch() throws {
        TestHooks.reset()
        let recorder = Recorder.start()
        TestHooks.restorationActivity = { _ in
            let activity = NSUserActivity(activityType: "org.openuiscene.tests.editing")
            activity.userInfo = ["draft": "Hello"]
            return activity
        }
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist(multipleScenes: false))
        device.launch()
        let session = device.sessions[0].persistentIdentifier
        device.moveToBackground(device.sessions[0])
        device.kill()
        recorder.log.removeAll()
        TestHooks.restorationAtConnect = []
        device.launch()
        #expect(device.sessions.map(\.persistentIdentifier) == [session])
        #expect(device.sessions[0].scene?.activationState == .foregroundActive)
        #expect(!recorder.log.contains { $0.hasSuffix("app.configurationForConnecting") })
        #expect(TestHooks.restorationAtConnect.last == .some("org.openuiscene.tests.editing"), "willConnect saw the restoration activity")
        #expect(device.sessions[0].stateRestorationActivity?.userInfo?["draft"] as? String == "Hello")
    }

    /// The desktop: every stored session comes back, the ones that were minimized as minimized
    /// windows (the scene connects straight into the background, with no foreground callback).
    @Test func onTheDesktopAMinimizedWindowComesBackMinimized() throws {
        TestHooks.reset()
        let recorder = Recorder.start()
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist())
        device.restoresEverySessionAtLaunch = true
        device.launch()
        device.openNewWindow()
        let (shown, minimized) = (device.sessions[0], device.sessions[1])
        device.minimizeWindow(minimized)
        let (shownID, minimizedID) = (shown.persistentIdentifier, minimized.persistentIdentifier)
        device.kill()
        recorder.log.removeAll()
        device.launch()
        let byID = Dictionary(uniqueKeysWithValues: device.sessions.map { ($0.persistentIdentifier, $0) })
        #expect(Set(byID.keys) == [shownID, minimizedID])
        #expect(byID[shownID]?.scene?.activationState == .foregroundActive)
        #expect(byID[minimizedID]?.scene?.activationState == .background, "connected, in the background")
        let label = recorder.label(try #require(byID[minimizedID]))
        #expect(recorder.entries(for: label) == ["willConnect", "N.willConnect"], "no foreground callbacks for it")
        #expect(device.host.requests.contains(RecordingHost.Request("show", session: minimizedID, detail: "minimized")))
        device.advanceTime(by: .seconds(600))
        #expect(byID[minimizedID]?.scene == nil, "its reclaim timer runs like any minimized window's")
    }
}
