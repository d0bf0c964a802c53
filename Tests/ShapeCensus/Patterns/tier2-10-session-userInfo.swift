// Second tier: session.userInfo, what a window remembers about itself.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let folder = session.userInfo?["folder"] as? String ?? "Inbox"
        var info = session.userInfo ?? [:]
        info["folder"] = folder
        info["openedAt"] = Date()
        session.userInfo = info
    }
}
