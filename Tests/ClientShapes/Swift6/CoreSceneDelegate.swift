// Shape: the core every app uses (REAL-WORLD-SHAPES "The core"): a window built in willConnect,
// URLs and activities from the connection options and later, state restoration.
import UIKit

class CoreSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: UIViewController())
        self.window = window
        window.makeKeyAndVisible()
        if let activity = connectionOptions.userActivities.first ?? session.stateRestorationActivity {
            scene.userActivity = activity
        }
        if let url = connectionOptions.urlContexts.first?.url {
            ClientLog.record("opened \(url.absoluteString)")
        }
        ClientLog.record("connected \(session.role.rawValue)")
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts { ClientLog.record("opened \(context.url.absoluteString)") }
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        ClientLog.record("continued \(userActivity.activityType)")
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        let activity = NSUserActivity(activityType: "com.example.client.main")
        activity.addUserInfoEntries(from: ["tab": 2])
        return activity
    }

    func sceneDidBecomeActive(_ scene: UIScene) { ClientLog.record("active") }
    func sceneDidEnterBackground(_ scene: UIScene) { ClientLog.record("background") }
}

/// What the client code did, for the test that runs it.
@MainActor
enum ClientLog {
    static var lines: [String] = []
    static func record(_ line: String) { lines.append(line) }
}

/// An app delegate that leaves every choice to the Info.plist.
class PlainAppDelegate: UIResponder, UIApplicationDelegate {}
