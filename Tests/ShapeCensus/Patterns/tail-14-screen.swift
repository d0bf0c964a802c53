// Long tail: windowScene.screen (its bounds and scale), UIScreen.main in older code.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let screen = windowScene.screen
        print("screen \(screen.bounds.width)x\(screen.bounds.height) @\(screen.scale)x")
        let window = UIWindow(frame: screen.bounds)
        window.windowScene = windowScene
        window.makeKeyAndVisible()
        self.window = window
    }

    var isLargeScreen: Bool {
        (window?.windowScene?.screen ?? UIScreen.main).bounds.width >= 768
    }
}
