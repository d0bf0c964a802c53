import UIKit

/// A small notes app written exactly as an iOS developer writes it: the app delegate chooses a
/// configuration, and the scene delegates build their windows.
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        if options.userActivities.first?.activityType == NoteActivity.editing {
            return UISceneConfiguration(name: "Editor", sessionRole: connectingSceneSession.role)
        }
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        print("  (app delegate) discarded \(sceneSessions.count) session(s)")
    }
}

enum NoteActivity {
    static let editing = "org.openuiscene.hello.editing"
}

class LibrarySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: UIViewController())
        self.window = window
        window.makeKeyAndVisible()
        scene.title = "Notes"
    }
}

class EditorSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let activity = connectionOptions.userActivities.first ?? session.stateRestorationActivity
        let noteID = activity?.userInfo?["note"] as? String ?? "?"
        scene.userActivity = activity
        scene.title = "Note \(noteID)"
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        self.window = window
        window.makeKeyAndVisible()
        print("  (editor) connected for note \(noteID)\(connectionOptions.userActivities.isEmpty ? " (restored)" : "")")
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        scene.userActivity
    }
}
