// Second tier: connectionOptions.shortcutItem, kept until the scene becomes active.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var savedShortCutItem: UIApplicationShortcutItem?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        if let shortcutItem = connectionOptions.shortcutItem {
            savedShortCutItem = shortcutItem
        }
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        if let shortcutItem = savedShortCutItem {
            print("launched from \(shortcutItem.localizedTitle) (\(shortcutItem.type))")
            savedShortCutItem = nil
        }
    }
}
