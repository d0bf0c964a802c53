// Issue 15 §3: UIApplication.beginBackgroundTask(expirationHandler:) / endBackgroundTask when the scene leaves.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var backgroundTask: UIBackgroundTaskIdentifier = .invalid

    func sceneDidEnterBackground(_ scene: UIScene) {
        backgroundTask = UIApplication.shared.beginBackgroundTask(withName: "Finish Upload") { [weak self] in
            self?.endBackgroundTask()
        }
        print("finishing upload, \(UIApplication.shared.backgroundTimeRemaining) s left")
        endBackgroundTask()
    }

    private func endBackgroundTask() {
        guard backgroundTask != .invalid else { return }
        UIApplication.shared.endBackgroundTask(backgroundTask)
        backgroundTask = .invalid
    }
}
