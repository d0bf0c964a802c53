// Issue 15 §3: UITraitCollection.userInterfaceIdiom (and .current), choosing a layout per idiom.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let idiom = windowScene.traitCollection.userInterfaceIdiom
        let root: UIViewController = (idiom == .pad || idiom == .mac) ? UISplitViewController(style: .doubleColumn) : UINavigationController(rootViewController: UIViewController())
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = root
        window?.makeKeyAndVisible()
        if UITraitCollection.current.userInterfaceStyle == .dark {
            print("dark")
        }
    }
}
