import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting

/// A scene delegate that asks for background time when its scene leaves the foreground, as apps
/// do to finish a save, and ends the task from its expiration handler (or not, when told).
final class SavingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    nonisolated(unsafe) static var log: [String] = []
    nonisolated(unsafe) static var endsOnExpiration = true
    nonisolated(unsafe) static var lastTask: UIBackgroundTaskIdentifier = .invalid

    func sceneDidEnterBackground(_ scene: UIScene) {
        let application = UIApplication.shared
        var task = UIBackgroundTaskIdentifier.invalid
        task = application.beginBackgroundTask(withName: "save") {
            Self.log.append("expired, \(application.backgroundTimeRemaining) s left")
            if Self.endsOnExpiration { application.endBackgroundTask(task) }
        }
        Self.lastTask = task
        Self.log.append("began \(task.rawValue), \(application.backgroundTimeRemaining) s left")
    }
}

/// An app delegate with the background-fetch and remote-notification methods.
final class FetchingAppDelegate: UIResponder, UIApplicationDelegate {
    nonisolated(unsafe) static var log: [String] = []
    nonisolated(unsafe) static var pending: ((UIBackgroundFetchResult) -> Void)?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        Self.log.append("fetch in \(application.applicationState)")
        completionHandler(.newData)
    }

    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        Self.log.append("push \(userInfo["id"] as? String ?? "?")")
        Self.pending = completionHandler  // completed later, from another thread
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        Self.log.append("token \(deviceToken.count) bytes")
    }

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {
        Self.log.append("no push: \((error as NSError).localizedDescription)")
    }
}

/// Background tasks, background fetch and remote notifications follow iOS's rules on the
/// simulated device (docs/LIFECYCLE.md "Background work"), with time moved by the test.
@MainActor
@Suite(.serialized) struct BackgroundWorkTests {
    private func plist(delegate: String = "OpenUISceneTests.SavingSceneDelegate") -> [String: Any] {
        var plist = testInfoPlist()
        plist["UIApplicationSceneManifest"] = ["UIApplicationSupportsMultipleScenes": true, "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": delegate]]]]
        return plist
    }

    @Test func aTaskBegunInTheBackgroundExpiresAfterThirtySecondsAndItsHandlerRuns() {
        // Another suite's hook (an "Editor" configuration) was seen to leak in here under load.
        TestHooks.reset()
        SavingSceneDelegate.log = []
        SavingSceneDelegate.endsOnExpiration = true
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: plist())
        device.launch()
        #expect(device.application?.backgroundTimeRemaining == .greatestFiniteMagnitude, "no limit in the foreground")
        device.moveToBackground(device.sessions[0])
        // Inside sceneDidEnterBackground the app is still inactive (as on devices): no limit yet.
        #expect(SavingSceneDelegate.log == ["began 1, \(Double.greatestFiniteMagnitude) s left"])
        #expect(device.application?.backgroundTimeRemaining == 30, "the app is in the background: 30 s")
        device.advanceTime(by: .seconds(29))
        #expect(device.application?.backgroundTimeRemaining == 1)
        #expect(SavingSceneDelegate.log.count == 1, "not expired yet")
        device.advanceTime(by: .seconds(1))
        #expect(SavingSceneDelegate.log.last == "expired, 0.0 s left")
        #expect(!device.trace.contains { $0.kind == .error }, "the handler ended its task: \(device.trace.filter { $0.kind == .error })")
        // Time is up: no more tasks until the app comes back.
        #expect(device.application?.beginBackgroundTask(expirationHandler: nil) == .invalid)
        device.moveToForeground(device.sessions[0])
        let task = try! #require(device.application?.beginBackgroundTask(expirationHandler: nil))
        #expect(task != .invalid)
        device.application?.endBackgroundTask(task)
    }

    @Test func returningToTheForegroundStopsTheClockAndATaskLeftOpenIsReported() {
        TestHooks.reset()
        SavingSceneDelegate.log = []
        SavingSceneDelegate.endsOnExpiration = false
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: plist())
        device.launch()
        device.moveToBackground(device.sessions[0])
        device.advanceTime(by: .seconds(20))
        device.moveToForeground(device.sessions[0])
        device.advanceTime(by: .seconds(60))
        #expect(SavingSceneDelegate.log.count == 1, "no expiration while in the foreground: \(SavingSceneDelegate.log)")

        device.moveToBackground(device.sessions[0])  // a second task; the first is still open
        device.advanceTime(by: .seconds(30))
        #expect(SavingSceneDelegate.log.filter { $0.hasPrefix("expired") }.count == 2, "both open tasks' handlers run: \(SavingSceneDelegate.log)")
        let errors = device.trace.filter { $0.kind == .error && $0.name == "endBackgroundTask(_:)" }
        #expect(errors.count == 2, "each task left open is reported")
        #expect(errors.first?.detail?.contains("iOS would end the app") == true)
        #expect(device.application != nil, "the app keeps running")

        device.application?.endBackgroundTask(SavingSceneDelegate.lastTask)
        device.application?.endBackgroundTask(SavingSceneDelegate.lastTask)
        #expect(device.trace.last { $0.kind == .error }?.detail?.contains("no background task exists with identifier") == true)
    }

    @Test func backgroundFetchNeedsAnIntervalAndRemoteNotificationsCompleteFromAnyThread() async throws {
        FetchingAppDelegate.log = []
        let device = SimulatedDevice(appDelegate: FetchingAppDelegate.self, infoPlist: plist(delegate: "OpenUISceneTests.RecordingSceneDelegate"))
        device.launch()
        #expect(FetchingAppDelegate.log == ["no push: Remote notifications are not supported: there is no push service on Linux (OpenUIScene)."])
        #expect(device.application?.isRegisteredForRemoteNotifications == false)

        #expect(device.performBackgroundFetch() == nil, "UIKit's default interval is never")
        #expect(device.trace.last { $0.kind == .error }?.name == "performBackgroundFetch")
        device.application?.setMinimumBackgroundFetchInterval(UIApplication.backgroundFetchIntervalMinimum)
        device.moveToBackground(device.sessions[0])
        #expect(device.performBackgroundFetch() == .newData)
        #expect(FetchingAppDelegate.log.last == "fetch in background")

        device.remoteNotificationDeviceToken = Data(repeating: 7, count: 32)
        device.application?.registerForRemoteNotifications()
        #expect(FetchingAppDelegate.log.last == "token 32 bytes")
        #expect(device.application?.isRegisteredForRemoteNotifications == true)

        #expect(device.deliverRemoteNotification(["id": "n1"]) == nil, "not completed yet")
        let completion = try #require(FetchingAppDelegate.pending)
        nonisolated(unsafe) let handler = completion
        await Task.detached { handler(.failed) }.value  // from another thread, as URLSession's queue
        let completed = await waitForTrace(device) { $0.kind == .host && $0.name == "completed" && ($0.detail ?? "").hasSuffix("failed") }
        #expect(completed)
        handler(.newData)
        #expect(device.trace.last { $0.kind == .error }?.detail?.contains("more than once") == true)
    }

    /// The hop from another thread to the main queue: yields to the main actor until the trace
    /// shows the event (bounded; the main queue runs it on the next turn).
    private func waitForTrace(_ device: SimulatedDevice, _ condition: (LifecycleEvent) -> Bool) async -> Bool {
        for _ in 0..<1000 {
            if device.trace.contains(where: condition) { return true }
            await Task.yield()
        }
        return false
    }
}
