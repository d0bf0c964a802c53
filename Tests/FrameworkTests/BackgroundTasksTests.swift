// BGTaskScheduler on the simulated device: the engine's scheduled-task rules (docs/LIFECYCLE.md
// "Scheduled background tasks"), driven through the public BackgroundTasks API as an app uses it.
import BackgroundTasks
import Foundation
import OpenUISceneTesting
import Testing
import UIKit

/// What the test app's delegates did, in order.
@MainActor
private enum Log {
    static var lines: [String] = []
    /// How the next launch handler behaves: complete at once, or leave the task open.
    static var completeAtOnce = true
    static var completeOnExpiry = true
    static var openTasks: [BGTask] = []
    static var registerInDidFinishLaunching = ["com.example.refresh", "com.example.cleanup"]
    /// What the scene delegate submits when its scene enters the background.
    static var submitOnBackground: [BGTaskRequest] = []

    static func reset() {
        lines = []
        completeAtOnce = true
        completeOnExpiry = true
        openTasks = []
        registerInDidFinishLaunching = ["com.example.refresh", "com.example.cleanup"]
        submitOnBackground = []
    }
}

private final class TaskAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        for identifier in Log.registerInDidFinishLaunching {
            let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
                MainActor.assumeIsolated { Self.handle(task) }
            }
            Log.lines.append("registered \(identifier): \(registered)")
        }
        return true
    }

    private static func handle(_ task: BGTask) {
        Log.lines.append("run \(task.identifier) as \(task is BGProcessingTask ? "processing" : "refresh")")
        task.expirationHandler = {
            MainActor.assumeIsolated {
                Log.lines.append("expired \(task.identifier)")
                if Log.completeOnExpiry { task.setTaskCompleted(success: false) }
            }
        }
        if Log.completeAtOnce { task.setTaskCompleted(success: true) } else { Log.openTasks.append(task) }
    }
}

private final class TaskSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func sceneDidEnterBackground(_ scene: UIScene) {
        Log.lines.append("sceneDidEnterBackground")
        for request in Log.submitOnBackground {
            do {
                try BGTaskScheduler.shared.submit(request)
                Log.lines.append("submitted \(request.identifier)")
            } catch {
                Log.lines.append("submit failed \(error)")
            }
        }
    }

    func sceneWillEnterForeground(_ scene: UIScene) { Log.lines.append("sceneWillEnterForeground") }
}

@MainActor
@Suite(.serialized) struct BackgroundTasksTests {
    static let plist: [String: Any] = [
        "CFBundleIdentifier": "com.example.tasks",
        "BGTaskSchedulerPermittedIdentifiers": ["com.example.refresh", "com.example.cleanup", "com.example.extra"],
        "UIApplicationSceneManifest": [
            "UISceneConfigurations": [
                "UIWindowSceneSessionRoleApplication": [[
                    "UISceneConfigurationName": "Default Configuration",
                    "UISceneDelegateClassName": NSStringFromClass(TaskSceneDelegate.self),
                ]],
            ],
        ] as [String: Any],
    ]

    private func launched() -> SimulatedDevice {
        Log.reset()
        let device = SimulatedDevice(appDelegate: TaskAppDelegate.self, infoPlist: Self.plist)
        device.launch()
        return device
    }

    private func errors(_ device: SimulatedDevice) -> [String] {
        device.trace.filter { $0.kind == .error }.map { "\($0.name): \($0.detail ?? "")" }
    }

    @Test func aRequestRunsOnceItIsDueWhileTheAppIsInTheBackground() throws {
        let device = launched()
        let request = BGAppRefreshTaskRequest(identifier: "com.example.refresh")
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        Log.submitOnBackground = [request]
        device.moveToBackground(device.sessions[0])
        #expect(device.pendingBackgroundTaskIdentifiers == ["com.example.refresh"])
        device.advanceTime(by: .seconds(14 * 60))
        #expect(!Log.lines.contains { $0.hasPrefix("run") }, "not before its earliest begin date")
        device.advanceTime(by: .seconds(2 * 60))
        #expect(Log.lines == [
            "registered com.example.refresh: true", "registered com.example.cleanup: true",
            "sceneDidEnterBackground", "submitted com.example.refresh", "run com.example.refresh as refresh",
        ])
        #expect(device.pendingBackgroundTaskIdentifiers.isEmpty, "a request runs once")
        #expect(device.trace.contains { $0.name == "BGTask.setTaskCompleted" && $0.detail == "com.example.refresh success: true" })
        #expect(errors(device).isEmpty)
    }

    @Test func aRequestWithoutADateRunsRightAfterTheAppEntersTheBackground() throws {
        let device = launched()
        Log.submitOnBackground = [BGProcessingTaskRequest(identifier: "com.example.cleanup")]
        device.moveToBackground(device.sessions[0])
        #expect(Log.lines.suffix(3) == ["sceneDidEnterBackground", "submitted com.example.cleanup", "run com.example.cleanup as processing"])
        let names = device.trace.map(\.name)
        let entered = try #require(names.lastIndex(of: UIApplication.didEnterBackgroundNotification.rawValue))
        let ran = try #require(names.firstIndex(of: "BGTask launchHandler"))
        #expect(entered < ran, "the task runs after the app's didEnterBackground notification")
    }

    @Test func inTheForegroundRequestsWaitForTheBackground() throws {
        let device = launched()
        try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.refresh"))
        device.advanceTime(by: .seconds(3600))
        #expect(!Log.lines.contains { $0.hasPrefix("run") })
        device.moveToBackground(device.sessions[0])
        #expect(Log.lines.last == "run com.example.refresh as refresh")
    }

    @Test func identifiersOutsideThePermittedListAreRefusedWithTheKeyToFix() throws {
        Log.reset()
        Log.registerInDidFinishLaunching = ["com.example.refresh", "com.example.unlisted"]
        let device = SimulatedDevice(appDelegate: TaskAppDelegate.self, infoPlist: Self.plist)
        device.launch()
        #expect(Log.lines == ["registered com.example.refresh: true", "registered com.example.unlisted: false"])
        #expect(errors(device).contains { $0.contains("com.example.unlisted") && $0.contains("BGTaskSchedulerPermittedIdentifiers") })
        var caught: BGTaskScheduler.Error.Code?
        do {
            try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.unlisted"))
        } catch BGTaskScheduler.Error.notPermitted {
            caught = .notPermitted
        } catch {
            Issue.record("unexpected error \(error)")
        }
        #expect(caught == .notPermitted)
        #expect((BGTaskScheduler.Error(.notPermitted) as NSError).domain == "BGTaskSchedulerErrorDomain")
        #expect((BGTaskScheduler.Error(.notPermitted) as NSError).code == 3)
    }

    @Test func handlersAreRegisteredOnceAndOnlyWhileLaunching() throws {
        let device = launched()
        let late = BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.extra", using: nil) { _ in }
        #expect(!late)
        #expect(errors(device).contains { $0.contains("before the app finishes launching") })
        Log.reset()
        Log.registerInDidFinishLaunching = ["com.example.refresh", "com.example.refresh"]
        let twice = SimulatedDevice(appDelegate: TaskAppDelegate.self, infoPlist: Self.plist)
        twice.launch()
        #expect(Log.lines == ["registered com.example.refresh: true", "registered com.example.refresh: false"])
        #expect(errors(twice).contains { $0.contains("registered already") })
    }

    @Test func atMostOneRefreshAndTenProcessingRequestsWaitAndASameIdentifierReplaces() throws {
        _ = launched()
        try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.refresh"))
        try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.refresh"))
        #expect(throws: BGTaskScheduler.Error(.tooManyPendingTaskRequests)) {
            try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.extra"))
        }
        try BGTaskScheduler.shared.submit(BGProcessingTaskRequest(identifier: "com.example.extra"))
        let requests = BGTaskScheduler.shared.pendingTaskRequestsNow()
        #expect(requests.map(\.identifier).sorted() == ["com.example.extra", "com.example.refresh"])
        #expect(requests.contains { $0 is BGProcessingTaskRequest && $0.identifier == "com.example.extra" })
        BGTaskScheduler.shared.cancel(taskRequestWithIdentifier: "com.example.refresh")
        #expect(BGTaskScheduler.shared.pendingTaskRequestsNow().map(\.identifier) == ["com.example.extra"])
        BGTaskScheduler.shared.cancelAllTaskRequests()
        #expect(BGTaskScheduler.shared.pendingTaskRequestsNow().isEmpty)
    }

    @Test func aTaskThatOutlivesItsTimeGetsItsExpirationHandlerAndMustStillComplete() throws {
        let device = launched()
        Log.completeAtOnce = false
        Log.submitOnBackground = [BGAppRefreshTaskRequest(identifier: "com.example.refresh")]
        device.moveToBackground(device.sessions[0])
        #expect(Log.lines.last == "run com.example.refresh as refresh")
        device.advanceTime(by: .seconds(29))
        #expect(Log.lines.last == "run com.example.refresh as refresh", "30 seconds for an app refresh")
        device.advanceTime(by: .seconds(1))
        #expect(Log.lines.last == "expired com.example.refresh")
        #expect(device.trace.contains { $0.name == "BGTask.setTaskCompleted" && $0.detail == "com.example.refresh success: false" })
        #expect(errors(device).isEmpty)

        // An expiration handler that does not complete the task is reported.
        Log.completeOnExpiry = false
        Log.submitOnBackground = [BGProcessingTaskRequest(identifier: "com.example.cleanup")]
        device.moveToForeground(device.sessions[0])
        device.moveToBackground(device.sessions[0])
        device.advanceTime(by: .seconds(180))
        #expect(Log.lines.last == "expired com.example.cleanup")
        #expect(errors(device).contains { $0.contains("com.example.cleanup") && $0.contains("did not complete") })
    }

    @Test func completingTwiceIsReportedAndSimulatedLaunchAndExpiryWorkInAnyState() throws {
        let device = launched()
        Log.completeAtOnce = false
        try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.refresh"))
        #expect(device.simulateLaunchForTask(withIdentifier: "com.example.refresh"))
        #expect(Log.lines.last == "run com.example.refresh as refresh")
        device.simulateExpirationForTask(withIdentifier: "com.example.refresh")
        #expect(Log.lines.last == "expired com.example.refresh")
        Log.openTasks.first?.setTaskCompleted(success: true)
        #expect(errors(device).contains { $0.contains("completed already") })
        #expect(!device.simulateLaunchForTask(withIdentifier: "com.example.cleanup"), "nothing pending")
    }

    @Test func aKilledAppForgetsItsRequests() throws {
        let device = launched()
        try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.refresh"))
        device.kill()
        device.relaunch()
        #expect(device.pendingBackgroundTaskIdentifiers.isEmpty)
    }
}

extension BGTaskScheduler {
    /// The pending requests, read at once (the completion handler is called before returning).
    @MainActor
    func pendingTaskRequestsNow() -> [BGTaskRequest] {
        nonisolated(unsafe) var result: [BGTaskRequest] = []
        getPendingTaskRequests { result = $0 }
        return result
    }
}
