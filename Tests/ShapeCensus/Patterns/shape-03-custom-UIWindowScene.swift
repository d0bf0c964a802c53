// Shape: a custom UIWindowScene subclass named in UISceneClassName (and set in code).
import UIKit

class DocumentWindowScene: UIWindowScene {
    var documentURL: URL?
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let documentScene = scene as? DocumentWindowScene else { return }
        documentScene.documentURL = connectionOptions.urlContexts.first?.url
        window = UIWindow(windowScene: documentScene)
        window?.makeKeyAndVisible()
    }
}

class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Document", sessionRole: connectingSceneSession.role)
        configuration.sceneClass = DocumentWindowScene.self
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}
