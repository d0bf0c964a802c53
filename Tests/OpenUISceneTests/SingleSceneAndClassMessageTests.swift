import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting

@MainActor
@Suite struct SingleSceneAndClassMessageTests {
    /// docs/ROUTING.md: with `UIApplicationSupportsMultipleScenes` false, activating an existing
    /// session without a scene while another scene is connected is `multipleScenesNotSupported`.
    @Test func aSingleSceneAppRefusesToReconnectASecondSessionBesideItsScene() throws {
        TestHooks.reset()
        _ = Recorder.start()
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist(multipleScenes: false))
        device.launch()
        let first = device.sessions[0]
        device.moveToBackground(first)
        device.reclaimMemory()
        device.application?.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        #expect(device.sessions.count == 2, "a new session is allowed: no scene is connected")
        var received: UISceneError?
        device.application?.requestSceneSessionActivation(first, userActivity: nil, options: nil) { received = $0 as? UISceneError }
        #expect(received?.code == .multipleScenesNotSupported)
        #expect(device.application?.connectedScenes.count == 1, "never two scenes in a single-scene app")
        #expect(first.scene == nil)
    }

    /// UIKit's wording, once per class however often the class is looked up.
    @Test func anUnloadableDelegateClassIsReportedOnceInUIKitsWords() throws {
        TestHooks.reset()
        _ = Recorder.start()
        var plist = testInfoPlist()
        plist["UIApplicationSceneManifest"] = ["UIApplicationSupportsMultipleScenes": true, "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).MissingSceneDelegate"]]]]
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: plist)
        device.launch()
        device.openNewWindow()
        device.openNewWindow()
        let messages = device.trace.filter { $0.kind == .error && ($0.detail ?? "").contains("could not load class") }
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.first?.detail?.hasPrefix(#"[SceneConfiguration] Info.plist configuration "Default Configuration" for UIWindowSceneSessionRoleApplication contained UISceneDelegateClassName key, but could not load class with name "OpenUISceneTests.MissingSceneDelegate"."#) == true, "\(messages)")
    }
}
