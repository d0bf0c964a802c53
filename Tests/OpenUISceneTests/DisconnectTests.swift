import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting

@MainActor
@Suite struct DisconnectTests {
    @Test func reclaimingMemoryDisconnectsBackgroundScenesReleasesThemAndKeepsTheSession() throws {
        let (device, recorder) = launchedDevice()
        device.openNewWindow()
        let (background, foreground) = (device.sessions[0], device.sessions[1])
        weak let scene = background.scene
        weak let delegate = TestHooks.sceneDelegates.first?.value
        weak let window = (background.scene as? UIWindowScene)?.windows.first
        weak let rootViewController = window?.rootViewController
        #expect(scene != nil && delegate != nil && window != nil && rootViewController != nil)
        device.moveToBackground(background)
        recorder.log.removeAll()
        device.reclaimMemory()
        #expect(recorder.log == ["s1.stateRestorationActivity", "s1.sceneDidDisconnect", "s1.N.didDisconnect"])
        #expect(scene == nil, "the scene must be released")
        #expect(delegate == nil, "the scene delegate must be released")
        #expect(window == nil, "the window must be released")
        #expect(rootViewController == nil, "the view controller must be released")
        let app = try #require(device.application)
        #expect(app.openSessions.contains(background))
        #expect(background.scene == nil)
        #expect(app.connectedScenes.count == 1)
        #expect(foreground.scene?.activationState == .foregroundActive, "foreground scenes are not reclaimed")
        #expect(!recorder.log.contains { $0.contains("didDiscard") })
    }

    @Test func reconnectMakesANewSceneAndDelegateAndDoesNotAskForAConfiguration() throws {
        let (device, recorder) = launchedDevice()
        TestHooks.restorationActivity = { scene in
            let activity = NSUserActivity(activityType: "org.openuiscene.tests.editing")
            activity.title = "draft"
            return activity
        }
        let session = device.sessions[0]
        let firstScene = try #require(session.scene)
        let firstDelegate = try #require(TestHooks.sceneDelegates.first?.value)
        device.moveToBackground(session)
        device.reclaimMemory()
        recorder.log.removeAll()
        device.moveToForeground(session)
        #expect(recorder.log == [
            "s1.willConnect", "s1.N.willConnect",
            "s1.sceneWillEnterForeground", "s1.N.willEnterForeground", "N.willEnterForeground",
            "s1.sceneDidBecomeActive", "s1.sceneDidBecomeActive.end", "s1.N.didActivate", "N.didBecomeActive",
        ])
        let newScene = try #require(session.scene)
        #expect(newScene !== firstScene)
        #expect(TestHooks.sceneDelegates.last?.value !== firstDelegate)
        #expect(TestHooks.restorationAtConnect.last == "org.openuiscene.tests.editing")
        #expect(session.stateRestorationActivity?.title == "draft")
    }

    @Test func closingASessionDisconnectsThenDiscardsIt() throws {
        let (device, recorder) = launchedDevice()
        device.openNewWindow()
        let closing = device.sessions[1]
        recorder.log.removeAll()
        device.closeSession(closing)
        #expect(recorder.log == [
            "s2.sceneWillResignActive", "s2.N.willDeactivate", "N.willResignActive",
            "s2.sceneDidEnterBackground", "s2.N.didEnterBackground",
            "s2.sceneDidDisconnect", "s2.N.didDisconnect",
            "s2.app.didDiscardSceneSessions",
        ])
        #expect(TestHooks.openSessionsAtDiscard == [["s1"]], "the session left openSessions before the delegate was told")
        let app = try #require(device.application)
        #expect(!app.openSessions.contains(closing))
        #expect(app.openSessions.count == 1)
    }

    @Test func closingABackgroundSessionWithoutASceneOnlyDiscardsIt() {
        let (device, recorder) = launchedDevice()
        device.openNewWindow()
        let session = device.sessions[0]
        device.moveToBackground(session)
        device.reclaimMemory()
        recorder.log.removeAll()
        device.closeSession(session)
        #expect(recorder.log == ["s1.app.didDiscardSceneSessions"])
    }

    @Test func terminationBacksGroundsAndDisconnectsScenesThenTerminatesAndKeepsSessions() {
        let (device, recorder) = launchedDevice()
        recorder.log.removeAll()
        device.terminate()
        #expect(recorder.log == [
            "s1.sceneWillResignActive", "s1.N.willDeactivate", "N.willResignActive",
            "s1.sceneDidEnterBackground", "s1.N.didEnterBackground", "N.didEnterBackground",
            "s1.stateRestorationActivity",
            "s1.sceneDidDisconnect", "s1.N.didDisconnect",
            "app.willTerminate", "N.willTerminate",
        ])
        #expect(device.application == nil)
        device.launch()
        #expect(device.sessions.count == 1)
    }

    @Test func intentsWhileNotRunningAreRefusedAndRecorded() {
        TestHooks.reset()
        let recorder = Recorder.start()
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist())
        device.openNewWindow()
        device.reclaimMemory()
        #expect(recorder.log.isEmpty)
        #expect(device.trace.filter { $0.kind == .error }.count == 2)
    }

    @Test func aSessionFromAnotherLaunchIsRefused() {
        let (device, recorder) = launchedDevice()
        let other = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist())
        other.launch()
        let foreign = other.sessions[0]
        recorder.log.removeAll()
        device.moveToBackground(foreign)
        #expect(recorder.log.isEmpty)
        #expect(device.trace.last?.kind == .error)
        #expect(device.trace.last?.detail?.contains("is not open") == true)
    }
}

@MainActor
@Suite struct DontKeepScenesTests {
    @Test func everySceneDisconnectsAsSoonAsItEntersTheBackground() {
        TestHooks.reset()
        let recorder = Recorder.start()
        TestHooks.restorationActivity = { _ in NSUserActivity(activityType: "org.openuiscene.tests.editing") }
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist())
        device.dontKeepScenes = true
        device.launch()
        let session = device.sessions[0]
        recorder.log.removeAll()
        device.moveToBackground(session)
        #expect(recorder.entries(for: "s1").filter { !$0.hasPrefix("N.") } == [
            "sceneWillResignActive", "sceneDidEnterBackground", "stateRestorationActivity", "sceneDidDisconnect",
        ])
        #expect(session.scene == nil)
        #expect(device.application?.openSessions.contains(session) == true)
        device.moveToForeground(session)
        #expect(TestHooks.restorationAtConnect.last == "org.openuiscene.tests.editing", "the reconnected scene gets its saved state")
        device.dontKeepScenes = false
        device.moveToBackground(session)
        #expect(session.scene?.activationState == .background, "switched off: the scene stays")
    }
}

@MainActor
@Suite struct SingleDisconnectTests {
    @Test func disconnectingOneForegroundSessionWalksDownTheDiagramAndKeepsTheSession() {
        let (device, recorder) = launchedDevice()
        device.openNewWindow()
        // The active one (the new window; one active scene, docs/LIFECYCLE.md).
        let session = device.sessions[1]
        recorder.log.removeAll()
        device.disconnect(session)
        #expect(recorder.entries(for: "s2").filter { !$0.hasPrefix("N.") } == [
            "sceneWillResignActive", "sceneDidEnterBackground", "stateRestorationActivity", "sceneDidDisconnect",
        ])
        #expect(session.scene == nil)
        #expect(device.sessions.count == 2)
        #expect(device.sessions[0].scene?.activationState == .foregroundInactive)
    }
}

@MainActor
@Suite struct UnlistedActivityTypeTests {
    @Test func anActivityTypeMissingFromNSUserActivityTypesIsNotPersistedAndWarnedOnce() throws {
        TestHooks.reset()
        _ = Recorder.start()
        TestHooks.restorationActivity = { _ in NSUserActivity(activityType: "org.example.unlisted") }
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("unlisted-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: store) }
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist(), storeDirectory: store)
        device.launch()
        let session = device.sessions[0]
        device.moveToBackground(session)
        device.moveToForeground(session)
        device.moveToBackground(session)
        #expect(session.stateRestorationActivity?.activityType == "org.example.unlisted", "kept in memory for this run")
        let warnings = device.trace.filter { $0.kind == .error && ($0.detail ?? "").contains("org.example.unlisted") }
        #expect(warnings.count == 1, "one warning, however often the state is captured")
        #expect(warnings.first?.detail?.contains("NSUserActivityTypes") == true)
        device.moveToForeground(session)
        device.relaunch()
        #expect(device.sessions.count == 1)
        #expect(device.sessions[0].stateRestorationActivity == nil, "not persisted, as on iOS")
        #expect(TestHooks.restorationAtConnect.last == .some(nil))
    }
}

final class TitledSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        scene.title = "Window \(session.persistentIdentifier.prefix(4))"
    }
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        NSUserActivity(activityType: "org.openuiscene.tests.editing")
    }
}

@MainActor
@Suite struct RelaunchStoreTests {
    @Test func aRelaunchDoesNotRewriteSessionsThatStayWithoutAScene() throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("relaunch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: store) }
        var plist = testInfoPlist()
        plist["UIApplicationSceneManifest"] = ["UIApplicationSupportsMultipleScenes": true, "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).TitledSceneDelegate"]]]]
        TestHooks.reset()
        _ = Recorder.start()
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: plist, storeDirectory: store)
        device.launch()
        device.openNewWindow()
        let background = device.sessions[0]
        let title = try #require(background.scene?.title)
        device.moveToBackground(background)
        device.terminate()
        let file = try #require(FileManager.default.enumerator(atPath: store.path)?.allObjects.compactMap { $0 as? String }.first { $0.hasPrefix("sessions/") && $0.contains(background.persistentIdentifier) })
        let path = store.appendingPathComponent(file).path
        let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        let contents = try String(contentsOfFile: path, encoding: .utf8)
        #expect(contents.contains(title))
        device.launch()
        device.terminate()
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == before, "the session without a scene was not rewritten")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == contents, "its title and activity are intact")
    }
}
