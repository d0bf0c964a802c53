// Second tier: scene.delegate as? MySceneDelegate, reaching a window's delegate from elsewhere.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var coordinatorName = "main"

    static var current: SceneDelegate? {
        UIApplication.shared.connectedScenes
            .first { $0.activationState == .foregroundActive }?
            .delegate as? SceneDelegate
    }
}

extension UIViewController {
    var sceneDelegate: SceneDelegate? {
        view.window?.windowScene?.delegate as? SceneDelegate
    }
}
