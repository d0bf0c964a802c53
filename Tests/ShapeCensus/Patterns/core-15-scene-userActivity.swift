// Core: scene.userActivity, get and set (15 files / 9 repositories).
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        scene.userActivity = session.stateRestorationActivity ?? NSUserActivity(activityType: "com.example.app.browse")
        scene.title = scene.userActivity?.title
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        scene.userActivity?.needsSave = true
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        scene.userActivity
    }
}
