import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting

@MainActor
@Suite struct TransitionTests {
    @Test func backgroundAndForegroundRoundTrip() {
        let (device, recorder) = launchedDevice()
        let session = device.sessions[0]
        recorder.log.removeAll()
        device.moveToBackground(session)
        #expect(recorder.log == [
            "s1.sceneWillResignActive", "s1.N.willDeactivate", "N.willResignActive",
            "s1.sceneDidEnterBackground", "s1.N.didEnterBackground", "N.didEnterBackground",
            "s1.stateRestorationActivity",
        ])
        #expect(session.scene?.activationState == .background)
        #expect(device.application?.applicationState == .background)
        recorder.log.removeAll()
        device.moveToForeground(session)
        #expect(recorder.log == [
            "s1.sceneWillEnterForeground", "s1.N.willEnterForeground", "N.willEnterForeground",
            "s1.sceneDidBecomeActive", "s1.sceneDidBecomeActive.end", "s1.N.didActivate", "N.didBecomeActive",
        ])
    }

    @Test func deactivateAndReactivate() {
        let (device, recorder) = launchedDevice()
        let session = device.sessions[0]
        recorder.log.removeAll()
        device.deactivate(session)
        #expect(recorder.log == ["s1.sceneWillResignActive", "s1.N.willDeactivate", "N.willResignActive"])
        #expect(session.scene?.activationState == .foregroundInactive)
        #expect(device.application?.applicationState == .inactive)
        recorder.log.removeAll()
        device.moveToForeground(session)
        #expect(recorder.log == ["s1.sceneDidBecomeActive", "s1.sceneDidBecomeActive.end", "s1.N.didActivate", "N.didBecomeActive"])
    }

    @Test func transitionsThatAreNotEdgesOfTheDiagramDoNothing() {
        let (device, recorder) = launchedDevice()
        let session = device.sessions[0]
        device.moveToBackground(session)
        recorder.log.removeAll()
        device.deactivate(session)        // background: not active, nothing to resign
        device.moveToBackground(session)  // already background
        #expect(recorder.log.isEmpty)
        device.moveToForeground(session)
        recorder.log.removeAll()
        device.moveToForeground(session)  // already active
        #expect(recorder.log.isEmpty)
    }

    @Test func activationStatesHaveUIKitsRawValues() {
        #expect(UIScene.ActivationState.unattached.rawValue == -1)
        #expect(UIScene.ActivationState.foregroundActive.rawValue == 0)
        #expect(UIScene.ActivationState.foregroundInactive.rawValue == 1)
        #expect(UIScene.ActivationState.background.rawValue == 2)
        #expect(UIApplication.State.active.rawValue == 0)
        #expect(UIApplication.State.inactive.rawValue == 1)
        #expect(UIApplication.State.background.rawValue == 2)
    }

    @Test func applicationStateFollowsTheMostActiveScene() throws {
        let (device, recorder) = launchedDevice()
        device.openNewWindow()
        let (a, b) = (device.sessions[0], device.sessions[1])
        let app = try #require(device.application)
        #expect(app.applicationState == .active)
        device.moveToBackground(a)
        #expect(app.applicationState == .active, "b is still active")
        recorder.log.removeAll()
        device.deactivate(b)
        #expect(app.applicationState == .inactive)
        #expect(recorder.log == ["s2.sceneWillResignActive", "s2.N.willDeactivate", "N.willResignActive"])
        recorder.log.removeAll()
        device.moveToForeground(a)
        #expect(app.applicationState == .active)
        #expect(!recorder.log.contains("N.willEnterForeground"), "the app was already in the foreground")
        #expect(recorder.log.contains("N.didBecomeActive"))
        device.moveToBackground(a)
        device.moveToBackground(b)
        #expect(app.applicationState == .background)
        #expect(recorder.log.filter { $0 == "N.didEnterBackground" }.count == 1)
    }

    @Test func willEnterForegroundIsAlwaysFollowedByDidBecomeActive() {
        let (device, recorder) = launchedDevice()
        device.openNewWindow()
        for session in device.sessions {
            device.moveToBackground(session)
            device.reclaimMemory()
            device.moveToForeground(session)
            device.deactivate(session)
            device.moveToBackground(session)
            device.moveToForeground(session)
        }
        device.relaunch()
        for label in ["s1", "s2"] {
            let calls = recorder.entries(for: label).filter { !$0.hasPrefix("N.") }
            for (index, call) in calls.enumerated() where call == "sceneWillEnterForeground" {
                #expect(calls[index + 1] == "sceneDidBecomeActive", "\(label): \(calls)")
            }
        }
    }
}
