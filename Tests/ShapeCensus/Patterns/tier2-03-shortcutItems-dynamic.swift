// Second tier: UIApplicationShortcutItem built in code and installed as dynamic quick actions.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func sceneWillResignActive(_ scene: UIScene) {
        let favorites = ["Inbox", "Drafts"]
        UIApplication.shared.shortcutItems = favorites.map { name in
            UIApplicationShortcutItem(type: "com.example.app.openFolder",
                                      localizedTitle: name,
                                      localizedSubtitle: nil,
                                      icon: UIApplicationShortcutIcon(systemImageName: "folder"),
                                      userInfo: ["folder": name as NSString])
        }
    }
}
