// Core: sceneDidBecomeActive / sceneWillResignActive / sceneWillEnterForeground / sceneDidEnterBackground /
// sceneDidDisconnect (19–28 files / 13–19 repositories), as the template leaves them, plus a save.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var pendingChanges = false

    func sceneDidDisconnect(_ scene: UIScene) {
        // Called as the scene is being released by the system.
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        // Called when the scene has moved from an inactive state to an active state.
        UIApplication.shared.applicationIconBadgeNumber = 0
    }

    func sceneWillResignActive(_ scene: UIScene) {
        // Called when the scene will move from an active state to an inactive state.
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        // Called as the scene transitions from the background to the foreground.
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        // Save changes in the application's managed object context when the application transitions to the background.
        if pendingChanges {
            UserDefaults.standard.set(Date(), forKey: "lastSave")
            pendingChanges = false
        }
    }
}
