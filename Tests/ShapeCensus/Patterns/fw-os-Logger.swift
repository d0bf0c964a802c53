// Issue 15 §4: import os (how most apps spell it), Logger in an app delegate.
import os
import UIKit

class AppDelegate: UIResponder, UIApplicationDelegate {
    private let logger = Logger(subsystem: "com.example.app", category: "AppDelegate")

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        logger.info("launched, options: \(launchOptions?.count ?? 0)")
        return true
    }

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {
        logger.error("push registration failed: \(error.localizedDescription, privacy: .public)")
    }
}
