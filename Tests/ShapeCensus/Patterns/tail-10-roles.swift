// Long tail: the roles .windowExternalDisplay, .windowExternalDisplayNonInteractive, .carTemplateApplication.
import UIKit

class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        switch connectingSceneSession.role {
        case .windowExternalDisplayNonInteractive:
            return UISceneConfiguration(name: "External Display", sessionRole: connectingSceneSession.role)
        case .carTemplateApplication:
            return UISceneConfiguration(name: "CarPlay", sessionRole: connectingSceneSession.role)
        default:
            return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        }
    }
}

class ExternalDisplaySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene,
              session.role == .windowExternalDisplayNonInteractive || session.role == UISceneSession.Role.windowExternalDisplay else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        window.isHidden = false
        self.window = window
    }
}
