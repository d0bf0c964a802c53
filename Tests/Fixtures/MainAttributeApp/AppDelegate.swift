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
        if let wanted = ProcessInfo.processInfo.environment["FIXTURE_WINDOWS"].flatMap(Int.init) { WindowTopUp.keep(wanted) }
        let skipped = UIApplication.shared.restorationSkippedAfterCrashes
        FileHandle.standardOutput.write(Data("session \(scene.session.persistentIdentifier) skipped=\(skipped)\nready\n".utf8))
    }
}

/// The fault-injection run's N windows. A request is served after the callback that made it
/// (later still on iOS), so scenes restored together all become active before the first new
/// session exists: each counting `openSessions` alone asked for the same missing window, and two
/// restored sessions grew to four. The windows already asked for count too.
@MainActor enum WindowTopUp {
    private static var asked = 0

    static func keep(_ wanted: Int) {
        let application = UIApplication.shared
        let known = max(application.openSessions.count, asked)
        guard known < wanted else { return }
        asked = known + 1
        application.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { _ in
            asked = application.openSessions.count
        }
    }
}
