// Second tier: scene.title (window titles in the app switcher and on iPad/Mac).
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        scene.title = connectionOptions.userActivities.first?.title ?? "Untitled"
    }

    func documentDidRename(to name: String) {
        window?.windowScene?.title = name
    }
}
