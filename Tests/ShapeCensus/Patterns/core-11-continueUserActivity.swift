// Core: scene(_:continue:) (23 files / 16 repositories): Handoff and universal links.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        if userActivity.activityType == NSUserActivityTypeBrowsingWeb, let url = userActivity.webpageURL {
            print("universal link \(url.path)")
            return
        }
        guard let navigationController = window?.rootViewController as? UINavigationController else { return }
        navigationController.popToRootViewController(animated: false)
        navigationController.topViewController?.restoreUserActivityState(userActivity)
    }
}
