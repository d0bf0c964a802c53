// Shape: window content from a storyboard looked up in code.
import UIKit

class OnboardingViewController: UIViewController {}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let hasOnboarded = UserDefaults.standard.bool(forKey: "hasOnboarded")
        let root: UIViewController
        if hasOnboarded {
            root = storyboard.instantiateInitialViewController() ?? UIViewController()
        } else {
            root = storyboard.instantiateViewController(withIdentifier: "Onboarding") as! OnboardingViewController
        }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = root
        window?.makeKeyAndVisible()
    }
}
