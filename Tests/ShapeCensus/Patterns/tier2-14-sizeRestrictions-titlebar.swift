// Second tier: sizeRestrictions and titlebar, inside #if targetEnvironment(macCatalyst) as apps write them.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        windowScene.sizeRestrictions?.minimumSize = CGSize(width: 800, height: 600)
        #if targetEnvironment(macCatalyst)
        windowScene.sizeRestrictions?.maximumSize = CGSize(width: 1600, height: 1200)
        if let titlebar = windowScene.titlebar {
            titlebar.titleVisibility = .hidden
            titlebar.toolbar = nil
        }
        #endif
    }
}
