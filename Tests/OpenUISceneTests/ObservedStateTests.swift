import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting

/// Records, at every scene delegate call and every lifecycle notification, what the app reads:
/// the scene's `activationState` and `UIApplication.shared.applicationState`.
@MainActor
final class StateProbe {
    static var current = StateProbe()
    var log: [String] = []
    private var observers: [any NSObjectProtocol] = []

    static func start() -> StateProbe {
        current.stop()
        let probe = StateProbe()
        current = probe
        let names: [(Notification.Name, String)] = [
            (UIScene.willConnectNotification, "N.scene.willConnect"),
            (UIScene.willEnterForegroundNotification, "N.scene.willEnterForeground"),
            (UIScene.didActivateNotification, "N.scene.didActivate"),
            (UIScene.willDeactivateNotification, "N.scene.willDeactivate"),
            (UIScene.didEnterBackgroundNotification, "N.scene.didEnterBackground"),
            (UIApplication.willEnterForegroundNotification, "N.app.willEnterForeground"),
            (UIApplication.didBecomeActiveNotification, "N.app.didBecomeActive"),
            (UIApplication.willResignActiveNotification, "N.app.willResignActive"),
            (UIApplication.didEnterBackgroundNotification, "N.app.didEnterBackground"),
        ]
        for (name, label) in names {
            probe.observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                nonisolated(unsafe) let object = note.object
                MainActor.assumeIsolated { StateProbe.current.note(label, scene: object as? UIScene) }
            })
        }
        return probe
    }

    func note(_ label: String, scene: UIScene?) {
        let sceneState = (scene ?? UIApplication.shared.connectedScenes.first).map { "\($0.activationState)" } ?? "-"
        log.append("\(label) scene=\(sceneState) app=\(UIApplication.shared.applicationState)")
    }

    func stop() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers.removeAll()
    }
}

final class ProbeSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) { StateProbe.current.note("sceneWillConnect", scene: scene) }
    func sceneWillEnterForeground(_ scene: UIScene) { StateProbe.current.note("sceneWillEnterForeground", scene: scene) }
    func sceneDidBecomeActive(_ scene: UIScene) { StateProbe.current.note("sceneDidBecomeActive", scene: scene) }
    func sceneWillResignActive(_ scene: UIScene) { StateProbe.current.note("sceneWillResignActive", scene: scene) }
    func sceneDidEnterBackground(_ scene: UIScene) { StateProbe.current.note("sceneDidEnterBackground", scene: scene) }
}

final class ProbeLegacyAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func applicationWillEnterForeground(_ application: UIApplication) { StateProbe.current.note("applicationWillEnterForeground", scene: nil) }
    func applicationDidBecomeActive(_ application: UIApplication) { StateProbe.current.note("applicationDidBecomeActive", scene: nil) }
    func applicationWillResignActive(_ application: UIApplication) { StateProbe.current.note("applicationWillResignActive", scene: nil) }
    func applicationDidEnterBackground(_ application: UIApplication) { StateProbe.current.note("applicationDidEnterBackground", scene: nil) }
}

/// What the app reads inside callbacks and notifications is what iOS devices were observed to
/// report (docs/LIFECYCLE.md "What the app reads inside a callback"; logged orders and states of
/// iOS 13 and 14 in BatchLabs/Batch-iOS-SDK `BAApplicationLifecycle.h`, mapbox-maps-ios PR 1086,
/// regularberry/AppLaunchSequence): *will* callbacks still see the state before the edge.
@MainActor
@Suite struct ObservedStateTests {
    private func sceneDevice() -> SimulatedDevice {
        var plist = testInfoPlist()
        plist["UIApplicationSceneManifest"] = ["UIApplicationSupportsMultipleScenes": true, "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "OpenUISceneTests.ProbeSceneDelegate"]]]]
        return SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: plist)
    }

    @Test func aColdLaunchShowsTheOldStatesInsideWillCallbacks() {
        TestHooks.reset()
        let probe = StateProbe.start()
        defer { probe.stop() }
        let device = sceneDevice()
        device.launch()
        #expect(probe.log == [
            "sceneWillConnect scene=unattached app=background",
            "N.scene.willConnect scene=unattached app=background",
            "sceneWillEnterForeground scene=unattached app=background",
            "N.scene.willEnterForeground scene=unattached app=background",
            "N.app.willEnterForeground scene=foregroundInactive app=background",
            "sceneDidBecomeActive scene=foregroundActive app=inactive",
            "N.scene.didActivate scene=foregroundActive app=inactive",
            "N.app.didBecomeActive scene=foregroundActive app=active",
        ])
    }

    @Test func aWarmReturnAndALeaveShowTheOldStatesInsideWillCallbacks() {
        TestHooks.reset()
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
            "sceneWillEnterForeground scene=background app=background",
            "N.scene.willEnterForeground scene=background app=background",
            "N.app.willEnterForeground scene=foregroundInactive app=background",
            "sceneDidBecomeActive scene=foregroundActive app=inactive",
            "N.scene.didActivate scene=foregroundActive app=inactive",
            "N.app.didBecomeActive scene=foregroundActive app=active",
        ])
    }

    @Test func legacyModeShowsTheOldStateInsideWillCallbacks() {
        TestHooks.reset()
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
