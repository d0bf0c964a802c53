import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting

@MainActor
@Suite struct LaunchTests {
    @Test func coldLaunchInSceneModeRunsUIKitsOrder() {
        let (device, recorder) = launchedDevice()
        #expect(recorder.log == [
            "app.willFinishLaunching",
            "app.didFinishLaunching",
            "N.didFinishLaunching",
            "s1.app.configurationForConnecting",
            "s1.willConnect",
            "s1.N.willConnect",
            "s1.sceneWillEnterForeground",
            "s1.N.willEnterForeground",
            "N.willEnterForeground",
            "s1.sceneDidBecomeActive",
            "s1.sceneDidBecomeActive.end",
            "s1.N.didActivate",
            "N.didBecomeActive",
        ])
        #expect(device.application?.applicationState == .active)
        #expect(device.sessions.count == 1)
        #expect(device.application?.connectedScenes.count == 1)
    }

    @Test func launchOptionsAreNilInSceneModeAndTheAppStartsInTheBackground() {
        _ = launchedDevice()
        #expect(TestHooks.launchOptionsSeen == ["nil", "nil"])
        #expect(TestHooks.applicationStates == ["willFinish:background", "didFinish:background"])
    }

    @Test func sceneModeNeverCallsTheLegacyUIStateCallbacksButPostsTheNotifications() {
        let (device, recorder) = launchedDevice()
        let session = device.sessions[0]
        device.moveToBackground(session)
        device.moveToForeground(session)
        device.terminate()
        let legacy = ["app.didBecomeActive", "app.willResignActive", "app.didEnterBackground", "app.willEnterForeground"]
        #expect(recorder.log.filter { legacy.contains($0) }.isEmpty)
        for name in ["N.didBecomeActive", "N.willResignActive", "N.didEnterBackground", "N.willEnterForeground", "N.willTerminate"] {
            #expect(recorder.log.contains(name), "\(name) was not posted")
        }
    }

    @Test func legacyModeWithoutAManifestCallsTheAppDelegateForEveryTransition() {
        var plist = testInfoPlist()
        plist["UIApplicationSceneManifest"] = nil
        let (device, recorder) = launchedDevice(infoPlist: plist)
        #expect(recorder.log == [
            "app.willFinishLaunching",
            "app.didFinishLaunching",
            "N.didFinishLaunching",
            // UIKit's scene for a legacy app (iOS 13+): its notifications, no delegate.
            "s1.N.willConnect",
            "s1.N.willEnterForeground",
            "s1.N.didActivate",
            "app.didBecomeActive",
            "N.didBecomeActive",
        ])
        #expect(TestHooks.applicationStates == ["willFinish:inactive", "didFinish:inactive"])
        #expect(device.sessions.count == 1)
        #expect(device.application?.connectedScenes.count == 1)
        recorder.log.removeAll()
        device.moveApplicationToBackground()
        #expect(device.application?.applicationState == .background)
        device.moveApplicationToForeground()
        device.deactivateApplication()
        #expect(device.application?.applicationState == .inactive)
        device.terminate()
        #expect(recorder.log == [
            "s1.N.willDeactivate", "app.willResignActive", "N.willResignActive",
            "s1.N.didEnterBackground", "app.didEnterBackground", "N.didEnterBackground",
            "s1.N.willEnterForeground", "app.willEnterForeground", "N.willEnterForeground",
            "s1.N.didActivate", "app.didBecomeActive", "N.didBecomeActive",
            "s1.N.willDeactivate", "app.willResignActive", "N.willResignActive",
            "s1.N.didEnterBackground", "app.didEnterBackground", "N.didEnterBackground",
            "s1.N.didDisconnect", "app.willTerminate", "N.willTerminate",
        ])
    }

    @Test func legacyModeRefusesSceneRequests() {
        var plist = testInfoPlist()
        plist["UIApplicationSceneManifest"] = nil
        let (device, _) = launchedDevice(infoPlist: plist)
        var received: NSError?
        device.application?.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { received = $0 as NSError }
        #expect(received?.domain == UISceneErrorDomain)
        #expect(received?.code == UISceneError.Code.multipleScenesNotSupported.rawValue)
    }

    @Test func manifestWithoutConfigurationsIsSceneModeWhenTheDelegateChooses() {
        let plist: [String: Any] = ["UIApplicationSceneManifest": ["UIApplicationSupportsMultipleScenes": true]]
        TestHooks.reset()
        defer { TestHooks.reset() }  // the hook is static: never leave it to the next test
        let recorder = Recorder.start()
        TestHooks.configure = { session, _ in
            let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
            configuration.delegateClass = RecordingSceneDelegate.self
            return configuration
        }
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: plist)
        device.launch()
        #expect(recorder.log.contains("s1.willConnect"))
        #expect(device.sessions.count == 1)
        #expect(!recorder.log.contains("app.didBecomeActive"))
    }

    @Test func manifestWithoutConfigurationsIsLegacyModeWhenTheDelegateDoesNotChoose() {
        let plist: [String: Any] = ["UIApplicationSceneManifest": ["UIApplicationSupportsMultipleScenes": false]]
        let (device, recorder) = launchedDevice(infoPlist: plist, appDelegate: MinimalAppDelegate.self)
        #expect(recorder.log == ["N.didFinishLaunching", "s1.N.willConnect", "s1.N.willEnterForeground", "s1.N.didActivate", "app.didBecomeActive", "N.didBecomeActive"])
        #expect(device.sessions.count == 1, "only the legacy scene's session; the abandoned one is gone")
        #expect(device.sessions.first?.scene?.delegate == nil)
        #expect(device.application?.applicationState == .active)
    }

    @Test func sharedApplicationIsTheRunningOne() {
        let (device, _) = launchedDevice()
        #expect(UIApplication.shared === device.application)
        #expect(UIApplication.shared.delegate is RecordingAppDelegate)
        #expect(UIApplication.shared.supportsMultipleScenes)
        device.terminate()
        #expect(device.application == nil)
    }

    @Test func relaunchCreatesFreshObjectsAndRestoresSessionsWithoutAskingForAConfiguration() throws {
        let (device, recorder) = launchedDevice()
        TestHooks.restorationActivity = { _ in
            let activity = NSUserActivity(activityType: "org.openuiscene.tests.editing")
            activity.userInfo = ["note": 7]
            return activity
        }
        device.openNewWindow()
        let firstApp = try #require(TestHooks.appDelegates.first?.value)
        let firstApplication = device.application
        let identifiers = device.sessions.map(\.persistentIdentifier)
        device.relaunch()
        #expect(device.sessions.map(\.persistentIdentifier) == identifiers)
        #expect(TestHooks.appDelegates.count == 2)
        #expect(TestHooks.appDelegates.last?.value !== firstApp)
        #expect(device.application !== firstApplication)
        let afterRelaunch = recorder.log.drop { $0 != "app.willTerminate" }
        #expect(!afterRelaunch.contains { $0.hasSuffix("configurationForConnecting") })
        #expect(afterRelaunch.filter { $0.hasSuffix(".willConnect") && !$0.contains(".N.") } == ["s1.willConnect", "s2.willConnect"])
        #expect(TestHooks.restorationAtConnect.suffix(2) == ["org.openuiscene.tests.editing", "org.openuiscene.tests.editing"])
        let restored = try #require(device.sessions.first?.stateRestorationActivity)
        #expect(restored.userInfo?["note"] as? Int == 7)
        #expect(device.sessions.allSatisfy { [.foregroundActive, .foregroundInactive].contains($0.scene?.activationState) })
        #expect(device.sessions.filter { $0.scene?.activationState == .foregroundActive }.count == 1, "one active scene")
    }

    @Test func relaunchReconnectsOnlyTheSessionsThatWereInTheForeground() {
        let (device, recorder) = launchedDevice()
        device.openNewWindow()
        let background = device.sessions[0]
        device.moveToBackground(background)
        device.reclaimMemory()
        device.relaunch()
        #expect(device.sessions.count == 2)
        #expect(device.sessions[0].scene == nil)
        #expect(device.sessions[1].scene?.activationState == .foregroundActive)
        let relaunchLog = recorder.log.drop { $0 != "app.willTerminate" }
        #expect(!relaunchLog.contains("s1.willConnect"))
    }
}
