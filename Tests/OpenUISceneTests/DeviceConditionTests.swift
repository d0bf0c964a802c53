import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting

/// A locked device and a second screen, as iOS devices behave (docs/LIFECYCLE.md).
@MainActor
@Suite struct DeviceConditionTests {
    /// While the device is locked, a restored scene sees no restoration activity in
    /// `willConnect`; once the data can be read it gets `scene(_:restoreInteractionStateWith:)`.
    @Test func aSceneRestoredWhileLockedGetsItsStateWhenTheDeviceUnlocks() throws {
        TestHooks.reset()
        let recorder = Recorder.start()
        TestHooks.restorationActivity = { _ in
            let activity = NSUserActivity(activityType: "org.openuiscene.tests.editing")
            activity.userInfo = ["draft": "Hello"]
            return activity
        }
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("locked-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: store) }
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist(), storeDirectory: store)
        device.launch()
        device.terminate()
        device.isLocked = true
        TestHooks.restorationAtConnect = []
        device.launch()
        #expect(TestHooks.restorationAtConnect == [nil], "nothing readable in willConnect while locked")
        #expect(device.sessions[0].stateRestorationActivity == nil)
        device.terminate()
        device.launch()
        #expect(TestHooks.restorationAtConnect.last == .some(nil), "still locked; the activity was not lost by the termination")
        recorder.log.removeAll()
        device.isLocked = false
        #expect(recorder.log.contains { $0.hasSuffix("restoreInteractionState:org.openuiscene.tests.editing") }, "\(recorder.log)")
        #expect(device.sessions[0].stateRestorationActivity?.userInfo?["draft"] as? String == "Hello")
        device.relaunch()
        #expect(TestHooks.restorationAtConnect.last == .some("org.openuiscene.tests.editing"), "unlocked: in willConnect again")
    }

    /// A non-interactive external display's scene enters the foreground but never becomes active
    /// (SalesforceMobileSDK-iOS PR 3679); detaching the screen discards it.
    @Test func aNonInteractiveExternalDisplaySceneNeverBecomesActive() throws {
        TestHooks.reset()
        let recorder = Recorder.start()
        var plist = testInfoPlist()
        var manifest = plist["UIApplicationSceneManifest"] as! [String: Any]
        var configurations = manifest["UISceneConfigurations"] as! [String: Any]
        configurations["UIWindowSceneSessionRoleExternalDisplayNonInteractive"] = [["UISceneConfigurationName": "External Display", "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).RecordingSceneDelegate"]]
        manifest["UISceneConfigurations"] = configurations
        plist["UIApplicationSceneManifest"] = manifest
        TestHooks.configure = { session, _ in UISceneConfiguration(name: session.role == .windowApplication ? "Default Configuration" : nil, sessionRole: session.role) }
        defer { TestHooks.configure = nil }
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: plist)
        device.launch()
        recorder.log.removeAll()
        let external = try #require(device.connectExternalDisplay())
        #expect(external.role == .windowExternalDisplayNonInteractive)
        #expect(external.configuration.name == "External Display")
        #expect(external.scene?.activationState == .foregroundInactive)
        let label = recorder.label(external)
        #expect(recorder.entries(for: label).filter { !$0.hasPrefix("N.") } == ["app.configurationForConnecting", "willConnect", "sceneWillEnterForeground"])
        #expect(!recorder.entries(for: label).contains { $0.contains("Active") || $0.contains("didActivate") })
        #expect(device.application?.applicationState == .active, "the main scene is still active")
        device.disconnectExternalDisplay(external)
        #expect(!device.sessions.contains(external))
        #expect(recorder.log.contains("\(label).app.didDiscardSceneSessions"))
    }
}
