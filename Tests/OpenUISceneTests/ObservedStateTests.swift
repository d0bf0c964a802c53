import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting

/// What the app reads inside callbacks and notifications is what iOS devices were observed to
/// report (docs/LIFECYCLE.md "What the app reads inside a callback"; logged orders and states of
/// iOS 13 and 14 in BatchLabs/Batch-iOS-SDK `BAApplicationLifecycle.h`, mapbox-maps-ios PR 1086,
/// regularberry/AppLaunchSequence): *will* callbacks still see the state before the edge.
@MainActor
@Suite struct ObservedStateTests {
    private func sceneDevice() -> SimulatedDevice {
        SimulatedDevice(appDelegate: ProbeAppDelegate.self, infoPlist: probeInfoPlist())
    }

    /// The cold open of the device logs (iOS 13 order): the app is `.background` until the
    /// scene is in the foreground, and `.inactive` inside its own willEnterForeground notification
    /// (both the iOS 13 and the iOS 14 log say "State: Inactive" there).
    @Test func aColdLaunchShowsTheOldStatesInsideWillCallbacks() {
        let probe = StateProbe.start()
        defer { probe.stop() }
        let device = sceneDevice()
        device.launch()
        #expect(probe.log == [
            "didFinishLaunching scene=- app=background",
            "N.app.didFinishLaunching scene=- app=background",
            "configurationForConnecting UIWindowSceneSessionRoleApplication scene=- app=background",
            "sceneWillConnect scene=unattached app=background",
            "N.scene.willConnect scene=unattached app=background",
            "sceneWillEnterForeground scene=unattached app=background",
            "N.scene.willEnterForeground scene=unattached app=background",
            "N.app.willEnterForeground scene=foregroundInactive app=inactive",
            "sceneDidBecomeActive scene=foregroundActive app=inactive",
            "N.scene.didActivate scene=foregroundActive app=inactive",
            "N.app.didBecomeActive scene=foregroundActive app=active",
        ])
    }

    /// The warm open of the device logs: `.background` inside both willEnterForeground
    /// notifications, `.inactive` inside the scene's didActivate.
    @Test func aWarmReturnAndALeaveShowTheOldStatesInsideWillCallbacks() {
        let device = sceneDevice()
        device.launch()
        let probe = StateProbe.start()
        defer { probe.stop() }
        device.moveToBackground(device.sessions[0])
        device.moveToForeground(device.sessions[0])
        #expect(probe.log == [
            "sceneWillResignActive scene=foregroundActive app=active",
            "N.scene.willDeactivate scene=foregroundActive app=active",
            "N.app.willResignActive scene=foregroundInactive app=active",
            "sceneDidEnterBackground scene=background app=inactive",
            "N.scene.didEnterBackground scene=background app=inactive",
            "N.app.didEnterBackground scene=background app=background",
            "stateRestorationActivity scene=background app=background",
            "sceneWillEnterForeground scene=background app=background",
            "N.scene.willEnterForeground scene=background app=background",
            "N.app.willEnterForeground scene=foregroundInactive app=background",
            "sceneDidBecomeActive scene=foregroundActive app=inactive",
            "N.scene.didActivate scene=foregroundActive app=inactive",
            "N.app.didBecomeActive scene=foregroundActive app=active",
        ])
    }

    /// The legacy cold open of the device logs: `.inactive` inside didFinishLaunching and its
    /// notification, `.active` inside didBecomeActive.
    @Test func aLegacyColdLaunchIsInactiveUntilItBecomesActive() {
        let probe = StateProbe.start()
        defer { probe.stop() }
        let device = SimulatedDevice(appDelegate: ProbeLegacyAppDelegate.self, infoPlist: ["CFBundleIdentifier": "org.openuiscene.tests.legacy"])
        device.launch()
        #expect(probe.log == [
            "didFinishLaunching scene=- app=inactive",
            "N.app.didFinishLaunching scene=- app=inactive",
            "N.scene.willConnect scene=unattached app=inactive",
            "N.scene.willEnterForeground scene=unattached app=inactive",
            "N.scene.didActivate scene=foregroundActive app=inactive",
            "applicationDidBecomeActive scene=foregroundActive app=active",
            "N.app.didBecomeActive scene=foregroundActive app=active",
        ])
    }

    @Test func legacyModeShowsTheOldStateInsideWillCallbacks() {
        let device = SimulatedDevice(appDelegate: ProbeLegacyAppDelegate.self, infoPlist: ["CFBundleIdentifier": "org.openuiscene.tests.legacy"])
        device.launch()
        let probe = StateProbe.start()
        defer { probe.stop() }
        device.moveApplicationToBackground()
        device.moveApplicationToForeground()
        // The app's scene (iOS 13+ makes one for a legacy app) posts its notifications first,
        // as in scene mode; *will* notifications show the old state.
        #expect(probe.log == [
            "N.scene.willDeactivate scene=foregroundActive app=active",
            "applicationWillResignActive scene=foregroundInactive app=active",
            "N.app.willResignActive scene=foregroundInactive app=active",
            "N.scene.didEnterBackground scene=background app=inactive",
            "applicationDidEnterBackground scene=background app=background",
            "N.app.didEnterBackground scene=background app=background",
            "N.scene.willEnterForeground scene=background app=background",
            "applicationWillEnterForeground scene=foregroundInactive app=background",
            "N.app.willEnterForeground scene=foregroundInactive app=background",
            "N.scene.didActivate scene=foregroundActive app=inactive",
            "applicationDidBecomeActive scene=foregroundActive app=active",
            "N.app.didBecomeActive scene=foregroundActive app=active",
        ])
    }
}
