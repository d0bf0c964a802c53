// Issue 15 §3: UIImage from the asset catalog and SF Symbols.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let root = UIViewController()
        root.tabBarItem.image = UIImage(systemName: "star")
        root.tabBarItem.selectedImage = UIImage(systemName: "star.fill")
        if let logo = UIImage(named: "Logo") {
            print("logo is \(logo.size.width)x\(logo.size.height)")
        }
        window?.rootViewController = root
    }
}
