// Core: scene(_:openURLContexts:) with Set<UIOpenURLContext> (25 files / 19 repositories): a deep-link router.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let url = URLContexts.first?.url else { return }
        handleDeepLink(url)
    }

    private func handleDeepLink(_ url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              components.scheme == "myapp" else { return }
        let itemID = components.queryItems?.first(where: { $0.name == "id" })?.value
        switch components.host {
        case "item":
            print("open item \(itemID ?? "-")")
        default:
            print("unknown link \(url.absoluteString)")
        }
    }
}
