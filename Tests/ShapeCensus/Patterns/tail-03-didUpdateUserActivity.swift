// Long tail: scene(_:didUpdate:), the activity was saved.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private(set) var lastSavedActivityType: String?

    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {
        lastSavedActivityType = userActivity.activityType
    }
}
