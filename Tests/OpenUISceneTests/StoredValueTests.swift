import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting

/// What an app stores in `session.userInfo` and restoration activities comes back with the same
/// kind, and what cannot be stored is refused out loud (docs/RELIABILITY.md).
@MainActor
@Suite struct StoredValueTests {
    private func temporaryStore(_ name: String = #function) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("values-\(name.filter(\.isLetter).prefix(40))-\(UUID().uuidString)")
    }

    /// `JSONSerialization` on Linux returns `NSNumber`s; `0`, `1` and `1.0` are not Booleans.
    private func jsonNumbers() throws -> [String: Any] {
        let json = #"{"zero": 0, "one": 1, "oneDouble": 1.0, "half": 0.5, "yes": true, "no": false, "big": 12345678901234}"#
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    private func expectKinds(_ values: [String: Any]?, _ label: String) {
        #expect(values?["zero"] as? Int == 0 && type(of: values?["zero"] ?? "") == Int.self, "\(label): zero is an Int")
        #expect(values?["one"] as? Int == 1 && type(of: values?["one"] ?? "") == Int.self, "\(label): one is an Int")
        #expect(values?["oneDouble"] as? Double == 1.0 && type(of: values?["oneDouble"] ?? "") == Double.self, "\(label): 1.0 is a Double")
        #expect(values?["half"] as? Double == 0.5, "\(label): half")
        #expect(values?["yes"] as? Bool == true && type(of: values?["yes"] ?? "") == Bool.self, "\(label): true is a Bool")
        #expect(values?["no"] as? Bool == false && type(of: values?["no"] ?? "") == Bool.self, "\(label): false is a Bool")
        #expect(values?["big"] as? Int == 12_345_678_901_234, "\(label): big")
    }

    @Test func numbersFromJSONSerializationKeepTheirKindAcrossARelaunch() throws {
        TestHooks.reset()
        _ = Recorder.start()
        let store = temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let numbers = try jsonNumbers()
        TestHooks.restorationActivity = { _ in
            let activity = NSUserActivity(activityType: "org.openuiscene.tests.editing")
            activity.userInfo = numbers
            return activity
        }
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist(), storeDirectory: store)
        device.launch()
        device.sessions[0].userInfo = numbers
        device.relaunch()
        expectKinds(device.sessions[0].userInfo, "session userInfo after a relaunch")
        expectKinds(device.sessions[0].stateRestorationActivity?.userInfo as? [String: Any], "activity userInfo after a relaunch")
        #expect(!device.trace.contains { $0.kind == .error })
    }

    @Test func aUserInfoNestedThousandsOfLevelsDeepIsRefusedWithoutCrashing() throws {
        TestHooks.reset()
        _ = Recorder.start()
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist())
        device.launch()
        let session = device.sessions[0]
        session.userInfo = ["kept": "yes"]
        var deep: [String: Any] = ["leaf": 1]
        for _ in 0..<4_000 { deep = ["d": deep] }
        session.userInfo = deep
        #expect(session.userInfo?["kept"] as? String == "yes", "the previous value stays")
        let error = try #require(device.trace.last { $0.kind == .error })
        #expect(error.name.contains("UISceneSession.userInfo"))
        #expect(error.detail?.contains("deeper than 100 levels") == true, "\(error)")
    }

    @Test func aSaveTheStoreRefusesIsLoggedAndTraced() throws {
        TestHooks.reset()
        _ = Recorder.start()
        let store = temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist(), storeDirectory: store)
        device.launch()
        let session = device.sessions[0]
        session.userInfo = ["blob": Data(count: 9 * 1024 * 1024)]
        device.relaunch()
        let refusals = device.trace.filter { $0.kind == .error && $0.name == "session store" }
        #expect(refusals.count == 1, "\(refusals)")
        #expect(refusals.first?.detail?.contains("session \(session.persistentIdentifier) was not saved") == true)
        #expect(device.sessions[0].userInfo?["blob"] == nil, "not stored, but no longer silently")
    }
}
