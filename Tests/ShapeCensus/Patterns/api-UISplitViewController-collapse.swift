// Issue 15 §3: the older master-detail template shape, collapseSecondary onto primary.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate, UISplitViewControllerDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let splitViewController = window?.rootViewController as? UISplitViewController else { return }
        splitViewController.delegate = self
        splitViewController.preferredDisplayMode = .allVisible
    }

    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool {
        guard let secondaryNavigation = secondaryViewController as? UINavigationController else { return false }
        return secondaryNavigation.topViewController?.title == nil
    }
}
