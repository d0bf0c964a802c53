// Shape: finishing a save in the background, background fetch, remote notifications.
import UIKit

extension CoreSceneDelegate {
    func sceneWillResignActive(_ scene: UIScene) {
        var task: UIBackgroundTaskIdentifier = .invalid
        task = UIApplication.shared.beginBackgroundTask(withName: "save") {
            UIApplication.shared.endBackgroundTask(task)
        }
        ClientLog.record("saving with \(UIApplication.shared.backgroundTimeRemaining > 1000 ? "no limit" : "a limit")")
        UIApplication.shared.endBackgroundTask(task)
    }
}

extension ClientAppDelegate {
    func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        ClientLog.record("fetch")
        completionHandler(.newData)
    }

    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        completionHandler(.noData)
    }
}
