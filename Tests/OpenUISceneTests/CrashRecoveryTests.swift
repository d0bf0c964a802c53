import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting

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
            #expect(device.sessions.allSatisfy { $0.scene?.activationState == .foregroundActive }, "cycle \(cycle): every window is back on screen")
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
}
