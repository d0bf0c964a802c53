// Long tail: the async windowScene(_:performActionFor:) -> Bool.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem) async -> Bool {
        guard shortcutItem.type == "com.example.app.refresh" else { return false }
        try? await Task.sleep(nanoseconds: 100_000_000)
        return true
    }
}
