// Core: stateRestorationActivity(for:) and session.stateRestorationActivity (22 files / 15 repositories),
// Apple's state-restoration sample shape.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    static let MainSceneActivityType = "com.example.app.mainScene"

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        if let userActivity = connectionOptions.userActivities.first ?? session.stateRestorationActivity {
            if !configure(window: window, with: userActivity) {
                print("Failed to restore from \(userActivity)")
            }
        }
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        return scene.userActivity
    }

    func configure(window: UIWindow?, with activity: NSUserActivity) -> Bool {
        guard activity.activityType == SceneDelegate.MainSceneActivityType,
              let navigationController = window?.rootViewController as? UINavigationController else { return false }
        navigationController.topViewController?.restoreUserActivityState(activity)
        return true
    }
}
