// Long tail: scene(_:restoreInteractionStateWith:) (iOS 15), restoring after the scene is on screen.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
        guard let navigationController = window?.rootViewController as? UINavigationController,
              let selected = stateRestorationActivity.userInfo?["selectedRow"] as? Int else { return }
        navigationController.topViewController?.title = "Row \(selected)"
    }
}
