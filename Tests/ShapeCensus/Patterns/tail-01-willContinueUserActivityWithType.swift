// Long tail: scene(_:willContinueUserActivityWithType:), a progress hint before Handoff data arrives.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
        if userActivityType == "com.example.app.compose" {
            window?.rootViewController?.view.alpha = 0.5
        }
    }
}
