// Shape: Apple's background-refresh sample pattern (register in didFinishLaunching, schedule when
// the scene enters the background, re-schedule and complete in the handler, cancel on expiry),
// and the UTType a document-handling delegate reads.
import BackgroundTasks
import UIKit
import UniformTypeIdentifiers

final class RefreshAppDelegate: UIResponder, UIApplicationDelegate {
    static let refreshIdentifier = "com.example.client.refresh"
    let operations = OperationQueue()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshIdentifier, using: nil) { task in
            self.handleAppRefresh(task: task as! BGAppRefreshTask)
        }
        return true
    }

    func scheduleAppRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: Self.refreshIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            ClientLog.record("could not schedule: \(error)")
        }
    }

    func handleAppRefresh(task: BGAppRefreshTask) {
        scheduleAppRefresh()
        task.expirationHandler = { [operations] in operations.cancelAllOperations() }
        let kind = UTType(filenameExtension: "json").map { $0.conforms(to: .text) ? "text" : "data" } ?? "unknown"
        ClientLog.record("refreshed \(kind)")
        task.setTaskCompleted(success: true)
    }
}

final class RefreshSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func sceneDidEnterBackground(_ scene: UIScene) {
        (UIApplication.shared.delegate as? RefreshAppDelegate)?.scheduleAppRefresh()
    }
}
