import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting

/// A legacy app (no scene manifest) as iOS 13+ runs it: the app delegate's window in
/// `self.window`, created in `didFinishLaunching`.
final class WindowedLegacyAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

/// iOS 13 and later make a window scene for a legacy app (forcedotcom/SalesforceMobileSDK-iOS
/// PRs 3330 and 3679): it is in `connectedScenes`, `window.windowScene` is set, and the `UIScene`
/// notifications are posted, so that SDKs observing them work in apps that never adopted scenes
/// (docs/LIFECYCLE.md "Mode").
@MainActor
@Suite struct LegacySceneTests {
    private let plist: [String: Any] = ["CFBundleIdentifier": "org.openuiscene.tests.legacy-scene"]

    @Test func theAppDelegatesWindowBelongsToTheAppsOneWindowScene() throws {
        let device = SimulatedDevice(appDelegate: WindowedLegacyAppDelegate.self, infoPlist: plist)
        device.launch()
        let application = try #require(device.application)
        let scene = try #require(application.connectedScenes.first as? UIWindowScene)
        #expect(application.connectedScenes.count == 1)
        #expect(application.openSessions == [scene.session])
        #expect(scene.session.role == .windowApplication)
        #expect(scene.delegate == nil, "no scene delegate: the app delegate keeps every callback")
        #expect(scene.activationState == .foregroundActive)
        let window = try #require((application.delegate as? WindowedLegacyAppDelegate)?.window)
        #expect(window.windowScene === scene)
        #expect(scene.windows.contains { $0 === window })
        #expect(device.host.requests.contains { $0.kind == "legacyWindow" }, "the host is told to show the window")

        // A window the app makes visible later joins the same scene.
        let later = UIWindow(frame: UIScreen.main.bounds)
        later.makeKeyAndVisible()
        #expect(later.windowScene === scene)

        device.moveApplicationToBackground()
        #expect(scene.activationState == .background)
        device.terminate()
        #expect(scene.activationState == .unattached)
        #expect(window.windowScene == nil, "the scene's windows are released when it disconnects")
    }

    @Test func theScenesSessionIsNeverStored() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("legacy-scene-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let device = SimulatedDevice(appDelegate: WindowedLegacyAppDelegate.self, infoPlist: plist, storeDirectory: directory)
        device.launch()
        let first = try #require(device.sessions.first?.persistentIdentifier)
        device.moveApplicationToBackground()
        device.terminate()
        let files = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
        #expect(!files.contains { $0.contains(first) }, "nothing about the legacy scene is written: \(files)")
        device.launch()
        #expect(device.sessions.count == 1)
        #expect(device.sessions.first?.persistentIdentifier != first, "a new process, a new scene")
    }

    @Test func aKillPostsNothingAndTheNextLaunchHasOneScene() throws {
        let device = SimulatedDevice(appDelegate: WindowedLegacyAppDelegate.self, infoPlist: plist)
        device.launch()
        let recorder = Recorder.start()
        defer { recorder.stop() }
        device.kill()
        #expect(recorder.log.isEmpty, "\(recorder.log)")
        device.launch()
        #expect(device.application?.connectedScenes.count == 1)
    }

    @Test func sceneRequestsStillFailInLegacyMode() throws {
        let device = SimulatedDevice(appDelegate: WindowedLegacyAppDelegate.self, infoPlist: plist)
        device.launch()
        let session = try #require(device.sessions.first)
        var received: NSError?
        device.application?.requestSceneSessionDestruction(session, options: nil) { received = $0 as NSError }
        #expect(received != nil || device.trace.contains { $0.kind == .error }, "the request is refused, not carried out")
        #expect(device.application?.connectedScenes.count == 1, "the app's scene stays")
    }
}
