import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting

@MainActor
@Suite struct RequestTests {
    @Test func activationWithoutASessionOpensANewSceneWithTheActivity() throws {
        let (device, recorder) = launchedDevice()
        recorder.log.removeAll()
        let activity = NSUserActivity(activityType: "org.openuiscene.tests.editing")
        var failed = false
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: nil) { _ in failed = true }
        #expect(!failed)
        #expect(recorder.log.filter { $0.hasPrefix("s2.") && !$0.contains(".N.") } == [
            "s2.app.configurationForConnecting", "s2.willConnect", "s2.sceneWillEnterForeground",
            "s2.sceneDidBecomeActive", "s2.sceneDidBecomeActive.end",
        ])
        #expect(TestHooks.userActivitiesAtConfiguration.last == ["org.openuiscene.tests.editing"])
        #expect(TestHooks.userActivitiesAtConnect.last == ["org.openuiscene.tests.editing"])
        #expect(device.sessions.count == 2)
    }

    @Test func destructionDisconnectsThenDiscardsAndPassesTheAnimationToTheHost() {
        let (device, recorder) = launchedDevice()
        device.openNewWindow()
        let session = device.sessions[1]
        recorder.log.removeAll()
        let options = UIWindowSceneDestructionRequestOptions()
        options.windowDismissalAnimation = .commit
        var failed = false
        UIApplication.shared.requestSceneSessionDestruction(session, options: options) { _ in failed = true }
        #expect(!failed)
        #expect(recorder.log.filter { !$0.contains(".N.") && !$0.hasPrefix("N.") } == [
            "s2.sceneWillResignActive", "s2.sceneDidEnterBackground", "s2.sceneDidDisconnect", "s2.app.didDiscardSceneSessions",
        ])
        #expect(device.trace.contains { $0.kind == .host && $0.name == "dismiss" && $0.detail == "commit" })
        #expect(device.sessions.count == 1)
    }

    @Test func destructionOfAnUnknownSessionFailsWithRequestDenied() throws {
        let (device, _) = launchedDevice()
        device.openNewWindow()  // closing the last window's session would end the app
        let session = device.sessions[0]
        device.closeSession(session)
        var received: NSError?
        UIApplication.shared.requestSceneSessionDestruction(session, options: nil) { received = $0 as NSError }
        let error = try #require(received)
        #expect(error.domain == "UISceneErrorDomain")
        #expect(error.code == 1)
    }

    @Test func activationOfADiscardedSessionFailsWithRequestDenied() throws {
        let (device, _) = launchedDevice()
        device.openNewWindow()
        let session = device.sessions[1]
        device.closeSession(session)
        var received: (any Error)?
        UIApplication.shared.requestSceneSessionActivation(session, userActivity: nil, options: nil) { received = $0 }
        let error = try #require(received as? UISceneError)
        #expect(error.code == .requestDenied)
    }

    @Test func aSecondSceneIsRefusedWhenMultipleScenesAreNotSupported() throws {
        let (device, _) = launchedDevice(infoPlist: testInfoPlist(multipleScenes: false))
        var received: NSError?
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { received = $0 as NSError }
        #expect(received?.domain == UISceneErrorDomain)
        #expect(received?.code == 0)
        #expect(device.sessions.count == 1)
        device.openNewWindow()
        #expect(device.sessions.count == 1)
        #expect(!UIApplication.shared.supportsMultipleScenes)
    }

    @Test func activatingAnExistingSessionWithAScenContinuesTheActivityAndBringsItForward() {
        let (device, recorder) = launchedDevice()
        device.openNewWindow()
        let session = device.sessions[0]
        device.moveToBackground(session)
        recorder.log.removeAll()
        let activity = NSUserActivity(activityType: "org.openuiscene.tests.editing")
        UIApplication.shared.requestSceneSessionActivation(session, userActivity: activity, options: nil)
        #expect(recorder.entries(for: "s1").filter { !$0.hasPrefix("N.") } == [
            "willContinue:org.openuiscene.tests.editing", "continue:org.openuiscene.tests.editing",
            "sceneWillEnterForeground", "sceneDidBecomeActive", "sceneDidBecomeActive.end",
        ])
    }

    @Test func activatingASessionWithoutASceneReconnectsItWithoutAskingForAConfiguration() {
        let (device, recorder) = launchedDevice()
        device.openNewWindow()
        let session = device.sessions[0]
        device.moveToBackground(session)
        device.reclaimMemory()
        recorder.log.removeAll()
        UIApplication.shared.requestSceneSessionActivation(session, userActivity: NSUserActivity(activityType: "x"), options: nil)
        #expect(!recorder.log.contains { $0.contains("configurationForConnecting") })
        #expect(recorder.entries(for: "s1").first == "willConnect")
        #expect(TestHooks.userActivitiesAtConnect.last == ["x"])
    }

    @Test func aRequestFromInsideACallbackRunsAfterTheCallbackReturns() {
        TestHooks.reset()
        let recorder = Recorder.start()
        var requested = false
        TestHooks.onDidBecomeActive = { _ in
            guard !requested else { return }
            requested = true
            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            Recorder.current.record("request returned")
        }
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist())
        device.launch()
        #expect(device.sessions.count == 2, "the request ran before launch() returned")
        let log = recorder.log
        let returned = try! #require(log.firstIndex(of: "request returned"))
        let callbackEnd = try! #require(log.firstIndex(of: "s1.sceneDidBecomeActive.end"))
        let secondConfiguration = try! #require(log.firstIndex(of: "s2.app.configurationForConnecting"))
        #expect(returned < callbackEnd)
        #expect(callbackEnd < secondConfiguration, "the request ran re-entrantly: \(log)")
        #expect(log.firstIndex(of: "N.didBecomeActive")! < secondConfiguration, "the first scene's activation finished first")
    }

    @Test func aRefreshIsRecordedAndPassedToTheHost() {
        let (device, _) = launchedDevice()
        let session = device.sessions[0]
        UIApplication.shared.requestSceneSessionRefresh(session)
        #expect(device.trace.contains { $0.kind == .request && $0.name == "requestSceneSessionRefresh" })
        #expect(device.trace.contains { $0.kind == .host && $0.name == "refresh" && $0.session == session.persistentIdentifier })
    }

    @Test func requestsAfterTerminationAreDenied() throws {
        let (device, _) = launchedDevice()
        let app = try #require(device.application)
        device.terminate()
        var received: UISceneError?
        app.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { received = $0 as? UISceneError }
        #expect(received?.code == .requestDenied)
    }
}

/// An app delegate that asks for a new scene while it terminates.
final class TerminatingRequestAppDelegate: UIResponder, UIApplicationDelegate {
    nonisolated(unsafe) static var errors: [Int] = []
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    func applicationWillTerminate(_ application: UIApplication) {
        application.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { error in
            Self.errors.append((error as NSError).code)
        }
    }
}

@MainActor
@Suite struct MisuseTests {
    @Test func aRequestMadeWhileTheAppTerminatesIsDeniedThroughItsErrorHandler() {
        TerminatingRequestAppDelegate.errors = []
        _ = Recorder.start()
        let device = SimulatedDevice(appDelegate: TerminatingRequestAppDelegate.self, infoPlist: testInfoPlist())
        device.launch()
        device.terminate()
        #expect(TerminatingRequestAppDelegate.errors == [UISceneError.Code.requestDenied.rawValue])
        device.launch()
        #expect(device.sessions.count == 1, "no session was created by the denied request")
    }

    @Test func anEmptyOrUnknownRoleIsDenied() {
        let (device, _) = launchedDevice()
        var codes: [Int] = []
        for role in [UISceneSession.Role(rawValue: ""), UISceneSession.Role(rawValue: "NoSuchRole")] {
            UIApplication.shared.activateSceneSession(for: UISceneSessionActivationRequest(role: role)) { codes.append(($0 as NSError).code) }
        }
        #expect(codes == [1, 1])
        #expect(device.sessions.count == 1)
    }
}
