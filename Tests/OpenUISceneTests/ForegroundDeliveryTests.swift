import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting

/// A legacy app delegate that records its lifecycle and what it is handed.
final class LegacyOrderAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    nonisolated(unsafe) static var seen: [String] = []
    func applicationWillEnterForeground(_ application: UIApplication) { Self.seen.append("willEnterForeground") }
    func applicationDidBecomeActive(_ application: UIApplication) { Self.seen.append("didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { Self.seen.append("willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { Self.seen.append("didEnterBackground") }
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        Self.seen.append("open:\(url.absoluteString)")
        return true
    }
    func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool {
        Self.seen.append("continue:\(userActivity.activityType)")
        return true
    }
}

/// A URL or activity that brings an app or scene forward is delivered between "will enter
/// foreground" and "did become active", as on a device (regularberry/AppLaunchSequence).
@MainActor
@Suite struct ForegroundDeliveryTests {
    @Test func aURLForABackgroundSceneComesAfterItEntersTheForeground() {
        TestHooks.reset()
        RoutingHooks.reset()
        RoutingHooks.targets = ["note/1"]
        let recorder = Recorder.start()
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: routingInfoPlist())
        device.launch()
        device.moveToBackground(device.sessions[0])
        recorder.log.removeAll()
        device.open(URL(string: "notes://note/1")!)
        let relevant = recorder.log.filter { $0.hasPrefix("s1.") }
        #expect(relevant == ["s1.N.willEnterForeground", "s1.openURL:notes://note/1", "s1.N.didActivate"], "\(relevant)")
    }

    @Test func anActivityForABackgroundSceneComesAfterItEntersTheForeground() {
        TestHooks.reset()
        RoutingHooks.reset()
        RoutingHooks.targets = ["note/1"]
        let recorder = Recorder.start()
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: routingInfoPlist())
        device.launch()
        device.moveToBackground(device.sessions[0])
        recorder.log.removeAll()
        let activity = NSUserActivity(activityType: "org.openuiscene.tests.editing")
        activity.targetContentIdentifier = "note/1"
        device.continueActivity(activity)
        let relevant = recorder.log.filter { $0.hasPrefix("s1.") }
        #expect(relevant == ["s1.N.willEnterForeground", "s1.willContinue", "s1.continue:note/1", "s1.N.didActivate"], "\(relevant)")
    }

    @Test func aLegacyAppInTheBackgroundIsBroughtForwardByAURL() {
        var plist = routingInfoPlist()
        plist["UIApplicationSceneManifest"] = nil
        LegacyOrderAppDelegate.seen = []
        let device = SimulatedDevice(appDelegate: LegacyOrderAppDelegate.self, infoPlist: plist)
        device.launch()
        device.moveApplicationToBackground()
        LegacyOrderAppDelegate.seen = []
        device.open(URL(string: "notes://note/3")!)
        #expect(LegacyOrderAppDelegate.seen == ["willEnterForeground", "open:notes://note/3", "didBecomeActive"])
        #expect(device.application?.applicationState == .active)
    }

    @Test func aLegacyColdLaunchContinuesTheActivityBeforeBecomingActive() {
        var plist = routingInfoPlist()
        plist["UIApplicationSceneManifest"] = nil
        LegacyOrderAppDelegate.seen = []
        let device = SimulatedDevice(appDelegate: LegacyOrderAppDelegate.self, infoPlist: plist)
        device.continueActivity(NSUserActivity(activityType: "org.example.handoff"))
        #expect(LegacyOrderAppDelegate.seen == ["continue:org.example.handoff", "didBecomeActive"])
    }
}
