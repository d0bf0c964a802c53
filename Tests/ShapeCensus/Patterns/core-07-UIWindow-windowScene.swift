// Core: UIWindow(windowScene:) (29 files / 19 repositories), and the frame-then-scene variant.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window: UIWindow
        if session.role == .windowApplication {
            window = UIWindow(windowScene: windowScene)
        } else {
            window = UIWindow(frame: windowScene.coordinateSpace.bounds)
            window.windowScene = windowScene
        }
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
    }
}
