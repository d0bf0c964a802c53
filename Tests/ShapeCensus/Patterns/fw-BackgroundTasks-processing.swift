// Issue 15 §4: BackgroundTasks, a processing task (cleanup) with its requirements, and cancel.
import BackgroundTasks
import UIKit

class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.app.cleanup", using: nil) { task in
            guard let task = task as? BGProcessingTask else { return }
            task.expirationHandler = { print("cleanup expired") }
            task.setTaskCompleted(success: true)
        }
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        let request = BGProcessingTaskRequest(identifier: "com.example.app.cleanup")
        request.requiresNetworkConnectivity = false
        request.requiresExternalPower = true
        try? BGTaskScheduler.shared.submit(request)
    }

    func signOut() {
        BGTaskScheduler.shared.cancel(taskRequestWithIdentifier: "com.example.app.cleanup")
        BGTaskScheduler.shared.cancelAllTaskRequests()
    }
}
