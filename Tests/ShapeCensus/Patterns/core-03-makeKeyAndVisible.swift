// Core: makeKeyAndVisible() (38 files / 25 repositories), and the isHidden/isKeyWindow reads around it.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.tintColor = .systemIndigo
        window?.makeKeyAndVisible()
        if window?.isKeyWindow == true, window?.isHidden == false {
            print("window is up")
        }
    }
}
