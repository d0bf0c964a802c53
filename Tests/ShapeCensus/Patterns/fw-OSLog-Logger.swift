// Issue 15 §4: import OSLog, Logger(subsystem:category:) with interpolation and privacy markers.
import OSLog
import UIKit

extension Logger {
    private static let subsystem = Bundle.main.bundleIdentifier ?? "com.example.app"
    static let lifecycle = Logger(subsystem: subsystem, category: "lifecycle")
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        Logger.lifecycle.info("connecting session \(session.persistentIdentifier, privacy: .public)")
        Logger.lifecycle.debug("activities: \(connectionOptions.userActivities.count)")
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts {
            Logger.lifecycle.notice("open \(context.url.absoluteString, privacy: .private)")
        }
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        Logger.lifecycle.log(level: .default, "background")
    }
}
