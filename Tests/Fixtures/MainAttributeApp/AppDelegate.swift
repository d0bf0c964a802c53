import UIKit

// A fixture app for the entry-point tests: `@main` on the app delegate, as Xcode's template
// (with `@UIApplicationMain` replaced by `@main`, the one-line change Swift 6 needs).

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // The crash-loop test: a bug that crashes the app whenever this window is restored.
        // (A window opened in a launch that skipped restoration is not poisoned: the app is healthy again.)
        if ProcessInfo.processInfo.environment["FIXTURE_CRASH_ON_RESTORE"] == "1" {
            if session.userInfo?["poisoned"] as? Bool == true { fatalError("fixture: crashing while restoring session \(session.persistentIdentifier)") }
            if session.userInfo == nil { session.userInfo = ["poisoned": !UIApplication.shared.restorationSkippedAfterCrashes] }
        }
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        // The fault-injection run: the app keeps FIXTURE_WINDOWS windows open.
        if let wanted = ProcessInfo.processInfo.environment["FIXTURE_WINDOWS"].flatMap(Int.init),
           UIApplication.shared.openSessions.count < wanted {
            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        }
        let skipped = UIApplication.shared.restorationSkippedAfterCrashes
        FileHandle.standardOutput.write(Data("session \(scene.session.persistentIdentifier) skipped=\(skipped)\nready\n".utf8))
    }
}
