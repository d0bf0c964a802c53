// Second tier: windowScene(_:performActionFor:completionHandler:) with UIApplicationShortcutItem (quick actions).
import UIKit

enum ShortcutType: String {
    case newNote = "com.example.app.newNote"
    case search = "com.example.app.search"
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(handle(shortcutItem))
    }

    private func handle(_ shortcutItem: UIApplicationShortcutItem) -> Bool {
        guard let type = ShortcutType(rawValue: shortcutItem.type) else { return false }
        switch type {
        case .newNote:
            print("new note \(shortcutItem.userInfo?["template"] as? String ?? "blank")")
        case .search:
            print("search")
        }
        return true
    }
}
