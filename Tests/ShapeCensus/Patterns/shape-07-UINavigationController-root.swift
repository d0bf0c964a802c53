// Shape: window content UINavigationController(rootViewController:), with pushes.
import UIKit

class ListViewController: UIViewController {
    func showDetail() {
        let detail = UIViewController()
        detail.title = "Detail"
        navigationController?.pushViewController(detail, animated: true)
    }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let navigationController = UINavigationController(rootViewController: ListViewController())
        navigationController.setNavigationBarHidden(false, animated: false)
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = navigationController
        window?.makeKeyAndVisible()
    }
}
