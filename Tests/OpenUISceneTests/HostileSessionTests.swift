import Foundation
import Testing
import OpenUIScene
import OpenUISceneStore
import OpenUISceneTesting

/// A view controller as Xcode's template writes it: creating it by name traps.
final class TrappingViewController: UIViewController {
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Well-formed session files that name something the app cannot use are set aside before
/// anything is created; the app launches (docs/RELIABILITY.md).
@MainActor
@Suite struct HostileSessionTests {
    private func storeWith(_ sessions: [StoredSession], _ name: String = #function) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(name.filter(\.isLetter).prefix(40))-\(UUID().uuidString)")
        let store = try FileSessionStore(directory: directory)
        for session in sessions { store.save(session) }
        store.flush()
        store.close()
        return directory
    }

    private func stored(_ identifier: String, role: String = "UIWindowSceneSessionRoleApplication", delegate: String? = "OpenUISceneTests.RecordingSceneDelegate", scene: String? = nil) -> StoredSession {
        StoredSession(
            persistentIdentifier: identifier, role: role,
            configuration: StoredConfiguration(name: "Default Configuration", sceneClassName: scene, delegateClassName: delegate, storyboardName: nil),
            userInfo: ["kept": .string("data of \(identifier)")], restorationActivity: nil, title: "Window \(identifier)", wasInForeground: true)
    }

    private func quarantined(_ directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("quarantine").path)) ?? []).sorted()
    }

    @Test func aSessionNamingANonDelegateClassIsSetAsideWithoutCreatingIt() throws {
        TestHooks.reset()
        _ = Recorder.start()
        let directory = try storeWith([
            stored("good"),
            stored("trap", delegate: "OpenUISceneTests.TrappingViewController"),
            stored("app", delegate: "OpenUIScene.UIApplication"),
            stored("scene", scene: "OpenUISceneTests.TrappingViewController"),
            stored("missing", delegate: "OpenUISceneTests.NoSuchDelegate"),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist(), storeDirectory: directory)
        device.launch()
        #expect(device.sessions.map(\.persistentIdentifier) == ["good"], "only the usable session is restored")
        #expect(device.sessions.first?.scene?.activationState == .foregroundActive)
        let errors = device.trace.filter { $0.kind == .error && $0.name == "session store" }
        #expect(Set(errors.compactMap(\.session)) == ["trap", "app", "scene", "missing"])
        let trap = try #require(errors.first { $0.session == "trap" }?.detail)
        #expect(trap.contains("OpenUISceneTests.TrappingViewController does not adopt UISceneDelegate"), "\(trap)")
        #expect(trap.contains("quarantine/"), "says where the data went: \(trap)")
        let app = try #require(errors.first { $0.session == "app" }?.detail)
        #expect(app.contains("OpenUIScene.UIApplication does not adopt UISceneDelegate"), "\(app)")
        #expect(quarantined(directory).count == 4, "kept, not deleted: \(quarantined(directory))")
        device.terminate()
        // The next launch does not meet them again.
        device.launch()
        #expect(!device.trace.suffix(from: device.trace.lastIndex { $0.name == "launch" } ?? 0).contains { $0.kind == .error })
    }

    @Test(arguments: ["", "UIWindowSceneSessionRoleMadeUp", String(repeating: "R", count: 10_000)])
    func aSessionWithARoleTheManifestDoesNotDeclareIsSetAside(role: String) throws {
        TestHooks.reset()
        _ = Recorder.start()
        let directory = try storeWith([stored("good"), stored("odd", role: role)], "role\(role.count)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist(), storeDirectory: directory)
        device.launch()
        #expect(device.sessions.map(\.persistentIdentifier) == ["good"])
        #expect(device.application?.connectedScenes.count == 1, "no window for the odd role")
        let error = try #require(device.trace.first { $0.kind == .error && $0.session == "odd" })
        #expect(error.detail?.contains("role") == true)
        #expect(quarantined(directory).count == 1)
    }

    @Test func aSceneClassSetInCodeThatIsNotASceneIsReportedAtOnceAndNotStored() throws {
        TestHooks.reset()
        _ = Recorder.start()
        TestHooks.configure = { session, _ in
            let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: session.role)
            configuration.sceneClass = NSObject.self
            return configuration
        }
        defer { TestHooks.configure = nil }
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist())
        device.launch()
        let error = try #require(device.trace.first { $0.kind == .error && $0.name == "UISceneConfiguration.sceneClass" })
        #expect(error.detail?.contains("is not a UIScene subclass") == true)
        #expect(device.sessions[0].scene is UIWindowScene)
        #expect(device.sessions[0].configuration.sceneClass == nil, "the session keeps a usable configuration")
    }
}

/// Misuse of the simulated device and stale objects give clear errors, never traps.
@MainActor
@Suite struct StaleObjectTests {
    @Test func anApplicationFromAnEarlierLaunchIsHarmless() throws {
        TestHooks.reset()
        _ = Recorder.start()
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist())
        device.launch()
        let old = try #require(device.application)
        device.relaunch()
        #expect(old.connectedScenes.isEmpty)
        #expect(old.openSessions.isEmpty)
        #expect(old.applicationState == .background)
        var failure: (any Error)?
        old.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { failure = $0 }
        #expect((failure as? UISceneError)?.code == .requestDenied)
        #expect(device.sessions.count == 1, "the running launch is untouched")
        #expect(device.trace.contains { $0.kind == .error && ($0.detail ?? "").contains("belongs to a launch of the app that has ended") })
    }

    @Test func terminateAndRelaunchInsideACallbackAreRefusedClearly() throws {
        TestHooks.reset()
        let recorder = Recorder.start()
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist())
        var fired = false
        TestHooks.onDidBecomeActive = { _ in
            guard !fired else { return }
            fired = true
            device.terminate()
            device.relaunch()
        }
        defer { TestHooks.onDidBecomeActive = nil }
        device.launch()
        #expect(device.application != nil, "still running")
        #expect(!recorder.log.contains("app.willTerminate"))
        #expect(!recorder.log.contains("N.willTerminate"))
        let refusals = device.trace.filter { $0.kind == .error && ($0.detail ?? "").contains("from inside a lifecycle callback") }
        #expect(refusals.map(\.name) == ["terminate()", "SimulatedDevice.relaunch()"])
        device.terminate()
        #expect(recorder.log.filter { $0 == "N.willTerminate" }.count == 1)
    }
}
