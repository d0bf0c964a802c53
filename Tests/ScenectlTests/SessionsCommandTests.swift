import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting

final class SessionsAppDelegate: UIResponder, UIApplicationDelegate {
    nonisolated(unsafe) static var discarded: [[String]] = []
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        Self.discarded.append(sceneSessions.map(\.persistentIdentifier).sorted())
    }
}

/// `scenectl sessions` on the store a real app left behind, run as the built binary.
@MainActor
@Suite(.serialized) struct SessionsCommandTests {
    let plist: [String: Any] = ["UIApplicationSceneManifest": ["UIApplicationSupportsMultipleScenes": true, "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [["UISceneConfigurationName": "Default", "UISceneDelegateClassName": "ScenectlTests.TimelineSceneDelegate"]]]]]

    /// Runs an app with two windows into `store`, quits it and releases the device (and its lock).
    func appWithTwoSessions(store: URL) -> [String] {
        let device = SimulatedDevice(appDelegate: SessionsAppDelegate.self, infoPlist: plist, storeDirectory: store)
        device.launch()
        device.openNewWindow()
        let identifiers = device.sessions.map(\.persistentIdentifier)
        device.terminate()
        return identifiers
    }

    @Test func listShowAndDiscardWhileTheAppIsNotRunning() throws {
        SessionsAppDelegate.discarded = []
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("sessions-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: store) }
        let identifiers = appWithTwoSessions(store: store)
        let cli = ExecutableTests()

        let list = try cli.run(["sessions", "list", "--store", store.path])
        #expect(list.status == 0)
        for identifier in identifiers { #expect(list.output.contains(identifier)) }
        let show = try cli.run(["sessions", "show", "--store", store.path, identifiers[1], "--format", "json"])
        #expect(show.status == 0)
        #expect(show.output.contains("\"Default\""))

        let discard = try cli.run(["sessions", "discard", "--store", store.path, identifiers[1]])
        #expect(discard.status == 0)
        #expect(try cli.run(["sessions", "discard", "--store", store.path, "no-such-session"]).status == 1)

        let device = SimulatedDevice(appDelegate: SessionsAppDelegate.self, infoPlist: plist, storeDirectory: store)
        device.launch()
        #expect(SessionsAppDelegate.discarded == [[identifiers[1]]])
        #expect(device.sessions.map(\.persistentIdentifier) == [identifiers[0]])
        // The running app owns the store: the tool refuses to touch it.
        #expect(try cli.run(["sessions", "list", "--store", store.path]).status == 1)
        device.relaunch()
        #expect(SessionsAppDelegate.discarded.count == 1, "reported exactly once")
    }
}
