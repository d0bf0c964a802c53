// BGTaskScheduler on the simulated device: the engine's scheduled-task rules (docs/LIFECYCLE.md
// "Scheduled background tasks"), driven through the public BackgroundTasks API as an app uses it.
import BackgroundTasks
import Foundation
import OpenUISceneTesting
import Testing
import UIKit

/// What the test app's delegates did, in order.
@MainActor
enum TaskLog {
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

final class TaskAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        for identifier in TaskLog.registerInDidFinishLaunching {
            let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
                MainActor.assumeIsolated { Self.handle(task) }
            }
            TaskLog.lines.append("registered \(identifier): \(registered)")
        }
        return true
    }

    private static func handle(_ task: BGTask) {
        TaskLog.lines.append("run \(task.identifier) as \(task is BGProcessingTask ? "processing" : "refresh")")
        task.expirationHandler = {
            MainActor.assumeIsolated {
                TaskLog.lines.append("expired \(task.identifier)")
                if TaskLog.completeOnExpiry { task.setTaskCompleted(success: false) }
            }
        }
        if TaskLog.completeAtOnce { task.setTaskCompleted(success: true) } else { TaskLog.openTasks.append(task) }
    }
}

final class TaskSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func sceneDidEnterBackground(_ scene: UIScene) {
        TaskLog.lines.append("sceneDidEnterBackground")
        for request in TaskLog.submitOnBackground {
            do {
                try BGTaskScheduler.shared.submit(request)
                TaskLog.lines.append("submitted \(request.identifier)")
            } catch {
                TaskLog.lines.append("submit failed \(error)")
            }
        }
    }

    func sceneWillEnterForeground(_ scene: UIScene) { TaskLog.lines.append("sceneWillEnterForeground") }
}

@MainActor
@Suite(.serialized) struct BackgroundTasksTests {
    static let plist: [String: Any] = [
        "CFBundleIdentifier": "com.example.tasks",
        "BGTaskSchedulerPermittedIdentifiers": ["com.example.refresh", "com.example.cleanup", "com.example.extra"] + (0...10).map { "com.example.p\($0)" },
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
        TaskLog.reset()
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
        TaskLog.submitOnBackground = [request]
        device.moveToBackground(device.sessions[0])
        #expect(device.pendingBackgroundTaskIdentifiers == ["com.example.refresh"])
        device.advanceTime(by: .seconds(14 * 60))
        #expect(!TaskLog.lines.contains { $0.hasPrefix("run") }, "not before its earliest begin date")
        device.advanceTime(by: .seconds(2 * 60))
        #expect(TaskLog.lines == [
            "registered com.example.refresh: true", "registered com.example.cleanup: true",
            "sceneWillEnterForeground", "sceneDidEnterBackground", "submitted com.example.refresh", "run com.example.refresh as refresh",
        ])
        #expect(device.pendingBackgroundTaskIdentifiers.isEmpty, "a request runs once")
        #expect(device.trace.contains { $0.name == "BGTask.setTaskCompleted" && $0.detail == "com.example.refresh success: true" })
        #expect(errors(device).isEmpty)
    }

    @Test func aRequestWithoutADateRunsRightAfterTheAppEntersTheBackground() throws {
        let device = launched()
        TaskLog.submitOnBackground = [BGProcessingTaskRequest(identifier: "com.example.cleanup")]
        device.moveToBackground(device.sessions[0])
        #expect(TaskLog.lines.suffix(3) == ["sceneDidEnterBackground", "submitted com.example.cleanup", "run com.example.cleanup as processing"])
        let names = device.trace.map(\.name)
        let entered = try #require(names.lastIndex(of: UIApplication.didEnterBackgroundNotification.rawValue))
        let ran = try #require(names.firstIndex(of: "BGTask launchHandler"))
        #expect(entered < ran, "the task runs after the app's didEnterBackground notification")
    }

    /// Issue 22 item 15: an earliest begin date the clock never reaches (`Date(timeIntervalSinceNow:
    /// .infinity)`, `.distantFuture`) trapped converting it to the scheduler's clock. It is kept
    /// and never runs, as on iOS; a NaN date is refused with a message.
    @Test func anEarliestBeginDateAtInfinityIsKeptAndNeverRunsWithoutACrash() throws {
        let device = launched()
        let never = BGAppRefreshTaskRequest(identifier: "com.example.refresh")
        never.earliestBeginDate = Date(timeIntervalSinceNow: .infinity)
        try BGTaskScheduler.shared.submit(never)
        let far = BGProcessingTaskRequest(identifier: "com.example.cleanup")
        far.earliestBeginDate = Date(timeIntervalSinceNow: 1e19)
        try BGTaskScheduler.shared.submit(far)
        #expect(device.pendingBackgroundTaskIdentifiers == ["com.example.cleanup", "com.example.refresh"])
        device.moveToBackground(device.sessions[0])
        device.advanceTime(by: .seconds(10 * 365 * 86_400))
        #expect(!TaskLog.lines.contains { $0.hasPrefix("run") })
        let nan = BGProcessingTaskRequest(identifier: "com.example.extra")
        nan.earliestBeginDate = Date(timeIntervalSinceReferenceDate: .nan)
        #expect(throws: BGTaskScheduler.Error.self) { try BGTaskScheduler.shared.submit(nan) }
        #expect(errors(device).last?.contains("earliestBeginDate is not a date") == true, "\(errors(device))")
    }

    @Test func inTheForegroundRequestsWaitForTheBackground() throws {
        let device = launched()
        try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.refresh"))
        device.advanceTime(by: .seconds(3600))
        #expect(!TaskLog.lines.contains { $0.hasPrefix("run") })
        device.moveToBackground(device.sessions[0])
        #expect(TaskLog.lines.last == "run com.example.refresh as refresh")
    }

    @Test func identifiersOutsideThePermittedListAreRefusedWithTheKeyToFix() throws {
        TaskLog.reset()
        TaskLog.registerInDidFinishLaunching = ["com.example.refresh", "com.example.unlisted"]
        let device = SimulatedDevice(appDelegate: TaskAppDelegate.self, infoPlist: Self.plist)
        device.launch()
        #expect(TaskLog.lines == ["registered com.example.refresh: true", "registered com.example.unlisted: false", "sceneWillEnterForeground"])
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
        TaskLog.reset()
        TaskLog.registerInDidFinishLaunching = ["com.example.refresh", "com.example.refresh"]
        let twice = SimulatedDevice(appDelegate: TaskAppDelegate.self, infoPlist: Self.plist)
        twice.launch()
        #expect(TaskLog.lines == ["registered com.example.refresh: true", "registered com.example.refresh: false", "sceneWillEnterForeground"])
        #expect(errors(twice).contains { $0.contains("registered already") })
    }

    @Test func atMostOneRefreshAndTenProcessingRequestsWaitAndASameIdentifierReplaces() throws {
        let device = launched()
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
        for index in 0..<9 {
            let request = BGProcessingTaskRequest(identifier: "com.example.extra")
            request.earliestBeginDate = Date(timeIntervalSinceNow: Double(index))
            try BGTaskScheduler.shared.submit(request)
        }
        #expect(device.pendingBackgroundTaskIdentifiers == ["com.example.extra"], "the same identifier replaces, it does not add")
        for index in 0..<9 { try BGTaskScheduler.shared.submit(BGProcessingTaskRequest(identifier: "com.example.p\(index)")) }
        #expect(throws: BGTaskScheduler.Error(.tooManyPendingTaskRequests), "ten processing requests wait at most") {
            try BGTaskScheduler.shared.submit(BGProcessingTaskRequest(identifier: "com.example.p10"))
        }
        BGTaskScheduler.shared.cancelAllTaskRequests()
        #expect(device.pendingBackgroundTaskIdentifiers.isEmpty)
    }

    @Test func aTaskThatOutlivesItsTimeGetsItsExpirationHandlerAndMustStillComplete() throws {
        let device = launched()
        TaskLog.completeAtOnce = false
        TaskLog.submitOnBackground = [BGAppRefreshTaskRequest(identifier: "com.example.refresh")]
        device.moveToBackground(device.sessions[0])
        #expect(TaskLog.lines.last == "run com.example.refresh as refresh")
        device.advanceTime(by: .seconds(29))
        #expect(TaskLog.lines.last == "run com.example.refresh as refresh", "30 seconds for an app refresh")
        device.advanceTime(by: .seconds(1))
        #expect(TaskLog.lines.last == "expired com.example.refresh")
        #expect(device.trace.contains { $0.name == "BGTask.setTaskCompleted" && $0.detail == "com.example.refresh success: false" })
        #expect(errors(device).isEmpty)

        // An expiration handler that does not complete the task is reported.
        TaskLog.completeOnExpiry = false
        TaskLog.submitOnBackground = [BGProcessingTaskRequest(identifier: "com.example.cleanup")]
        device.moveToForeground(device.sessions[0])
        device.moveToBackground(device.sessions[0])
        device.advanceTime(by: .seconds(180))
        #expect(TaskLog.lines.last == "expired com.example.cleanup")
        #expect(errors(device).contains { $0.contains("com.example.cleanup") && $0.contains("did not complete") })
    }

    @Test func completingTwiceIsReportedAndSimulatedLaunchAndExpiryWorkInAnyState() throws {
        let device = launched()
        TaskLog.completeAtOnce = false
        try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.refresh"))
        #expect(device.simulateLaunchForTask(withIdentifier: "com.example.refresh"))
        #expect(TaskLog.lines.last == "run com.example.refresh as refresh")
        device.simulateExpirationForTask(withIdentifier: "com.example.refresh")
        #expect(TaskLog.lines.last == "expired com.example.refresh")
        TaskLog.openTasks.first?.setTaskCompleted(success: true)
        #expect(errors(device).contains { $0.contains("completed already") })
        #expect(!device.simulateLaunchForTask(withIdentifier: "com.example.cleanup"), "nothing pending")
    }

    @Test func aTaskThatRunsLongAfterTheAppWentToTheBackgroundGetsFreshBackgroundTime() throws {
        let device = launched()
        TaskLog.completeAtOnce = false
        let request = BGAppRefreshTaskRequest(identifier: "com.example.refresh")
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        TaskLog.submitOnBackground = [request]
        device.moveToBackground(device.sessions[0])
        device.advanceTime(by: .seconds(15 * 60 + 1))
        #expect(TaskLog.lines.last == "run com.example.refresh as refresh")
        let task = device.application?.beginBackgroundTask(withName: "upload", expirationHandler: nil)
        #expect(task != nil && task != .invalid, "a wake comes with background time, 15 minutes after the app was suspended")
        #expect(device.application?.backgroundTimeRemaining == 30)
        if let task { device.application?.endBackgroundTask(task) }
        TaskLog.openTasks.first?.setTaskCompleted(success: true)
        #expect(errors(device).isEmpty, "\(errors(device))")
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
