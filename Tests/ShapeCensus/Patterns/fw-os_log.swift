// Issue 15 §4: import os.log and the older os_log with format strings and OSLog objects.
import os.log
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let log = OSLog(subsystem: "com.example.app", category: "scene")

    func sceneDidBecomeActive(_ scene: UIScene) {
        os_log("scene %{public}@ active", log: log, type: .info, scene.session.persistentIdentifier)
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        os_log("scene entered background", log: log, type: .debug)
    }
}
