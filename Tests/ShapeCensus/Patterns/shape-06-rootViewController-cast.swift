// Shape: window?.rootViewController as? T (30 files reach app objects this way).
import UIKit

class ItemsViewController: UIViewController {
    var dataStore: [String] = []
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let navigationController = window?.rootViewController as? UINavigationController,
              let itemsViewController = navigationController.topViewController as? ItemsViewController else {
            return
        }
        itemsViewController.dataStore = ["first", "second"]

        if let tabBarController = window?.rootViewController as? UITabBarController {
            tabBarController.selectedIndex = 0
        }
    }
}
