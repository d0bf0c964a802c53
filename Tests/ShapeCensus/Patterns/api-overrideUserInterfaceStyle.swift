// Issue 15 §2: UIViewController.overrideUserInterfaceStyle (and the window's), a forced appearance.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let root = UIViewController()
        root.overrideUserInterfaceStyle = .dark
        window = UIWindow(windowScene: windowScene)
        window?.overrideUserInterfaceStyle = UserDefaults.standard.bool(forKey: "forceLight") ? .light : .unspecified
        window?.rootViewController = root
        window?.makeKeyAndVisible()
    }
}
