// The sample app of the articles that explain UIKit's scene launch sequence, written as they
// write it (only `@main` is left out: a test target has no entry point, see ShapesTests.swift).
// Nothing in this file knows it runs on Linux.
import UIKit

class AppDelegate: UIResponder, UIApplicationDelegate {

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Override point for customization after application launch.
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        // Called when a new scene session is being created.
        // Use this method to select a configuration to create the new scene with.
        if options.userActivities.first?.activityType == "com.easeapi.scene0" {
            return UISceneConfiguration(name: "scene0", sessionRole: connectingSceneSession.role)
        }
        return UISceneConfiguration(name: "scene1", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        // Called when the user discards a scene session.
        discardedSessions.formUnion(sceneSessions)
    }

    var discardedSessions: Set<UISceneSession> = []
}

class SceneDelegate0: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = ViewController()
        window.backgroundColor = .white
        self.window = window
        window.makeKeyAndVisible()

        // Apple's state-restoration sample: the activity that opened the scene, else the restored one.
        if let userActivity = connectionOptions.userActivities.first ?? session.stateRestorationActivity {
            receivedActivity = userActivity
            scene.userActivity = userActivity
        } else {
            scene.userActivity = NSUserActivity(activityType: "com.easeapi.scene0")
        }
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        return scene.userActivity
    }

    var receivedActivity: NSUserActivity?
}

class SceneDelegate1: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: CatViewController(catName: "Tom"))
        window.backgroundColor = .white
        self.window = window
        window.makeKeyAndVisible()

        if let activity = session.stateRestorationActivity {
            restoredActivity = activity
        }
        let activity = NSUserActivity(activityType: "com.easeapi.scene1")
        activity.title = "Cats"
        activity.userInfo = ["cat": "Tom"]
        scene.userActivity = activity
    }

    func sceneDidDisconnect(_ scene: UIScene) {}
    func sceneDidBecomeActive(_ scene: UIScene) {}
    func sceneWillResignActive(_ scene: UIScene) {}
    func sceneWillEnterForeground(_ scene: UIScene) {}
    func sceneDidEnterBackground(_ scene: UIScene) {}

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        return scene.userActivity
    }

    var restoredActivity: NSUserActivity?
}

class ViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        didLoad = true
    }

    var didLoad = false

    /// The "open a new scene" button of the article.
    func openScene0() {
        let activity = NSUserActivity(activityType: "com.easeapi.scene0")
        activity.userInfo = ["website": "http://easeapi.com/blog"]
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: nil, errorHandler: nil)
    }
}

/// The view controller with its own designated initializer, as in the article on the launch
/// sequence: it must compile with only the `init?(coder:)` that UIKit code always writes.
class CatViewController: UIViewController {

    let catName: String

    init(catName: String) {
        self.catName = catName
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = catName
    }
}
