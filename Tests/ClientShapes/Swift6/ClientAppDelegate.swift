// Shape: an app delegate with its own init() (stored properties set there), choosing a
// configuration by role, discarding sessions, and keeping the UI-state methods UIKit no longer
// calls in scene mode; it registers for remote notifications and builds the main menu.
import UIKit

class ClientAppDelegate: UIResponder, UIApplicationDelegate {
    let services: [String]

    override init() {
        services = ["analytics", "sync"]
        super.init()
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = CoreSceneDelegate.self
        return configuration
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        ClientLog.record("discarded \(sceneSessions.count)")
    }

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {
        ClientLog.record("no push")
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        ClientLog.record("never called in scene mode")
    }

    override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        guard builder.system == .main else { return }
        builder.remove(menu: .format)
        let refresh = UIAction(title: "Refresh") { _ in ClientLog.record("refresh") }
        builder.insertChild(UIMenu(title: "", options: .displayInline, children: [refresh]), atStartOfMenu: .view)
    }
}
