import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UNUserNotificationCenter.current().delegate = NotificationRouter.shared
        // window-built-at-launch: a splash window that belongs to no scene.
        let splash = UIWindow(frame: UIScreen.main.bounds)
        splash.rootViewController = SplashViewController()
        splash.makeKeyAndVisible()
        // window-read-at-launch: the app delegate's window is nil until a scene connects.
        window?.tintColor = .systemIndigo
        return true
    }

    // unfiltered-scene-role: every role, the external display's too, gets the main scene delegate.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }

    // scene-in-discarded-session
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        for session in sceneSessions {
            (session.scene?.delegate as? SceneDelegate)?.forgetDraft()
        }
    }

    // app-delegate-state-callback
    func applicationDidBecomeActive(_ application: UIApplication) {
        QuickActionCatalog.refresh(application)
    }

    // Xcode's template body: not flagged.
    func applicationWillResignActive(_ application: UIApplication) {
        // Sent when the application is about to move from active to inactive state.
    }

    // app-delegate-event-callback
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        return SignInService.shared.handle(url)
    }

    // scene-method-on-app-delegate: a scene callback on the app delegate, which is no scene's delegate.
    func sceneWillEnterForeground(_ scene: UIScene) {
        Analytics.resume()
    }
}
