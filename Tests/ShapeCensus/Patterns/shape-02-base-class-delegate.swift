// Shape: a shared base scene-delegate class and a subclass per target/window kind.
import UIKit

class BaseSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = makeRootViewController(for: session)
        window.makeKeyAndVisible()
        self.window = window
    }

    func makeRootViewController(for session: UISceneSession) -> UIViewController {
        UIViewController()
    }

    func sceneDidBecomeActive(_ scene: UIScene) {}
}

final class MainSceneDelegate: BaseSceneDelegate {
    override func makeRootViewController(for session: UISceneSession) -> UIViewController {
        UINavigationController(rootViewController: UIViewController())
    }

    override func sceneDidBecomeActive(_ scene: UIScene) {
        super.sceneDidBecomeActive(scene)
        print("main scene active")
    }
}
