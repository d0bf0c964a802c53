import UIKit
import UserNotifications

/// LegacyApp: a small inbox written for the app-delegate life cycle, as UIKit apps were before
/// iOS 13 and as many still are. `scenectl migrate Examples/LegacyApp` moves it to scenes; the
/// result is checked in as Tests/SceneMigrateTests/Fixtures/LegacyAppMigrated (docs/MIGRATING.md).
@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    let router = Router()
    let sync = SyncService()
    private let notifications = NotificationHandler()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Process-wide set-up: once per launch, whatever the windows.
        Analytics.shared.record("launch")
        notifications.router = router
        UNUserNotificationCenter.current().delegate = notifications

        return true
    }

    // MARK: - Ways in

    /// Deep links: legacyapp://message/42.
    func handleOpenURL(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        if let source = options[.sourceApplication] as? String {
            Analytics.shared.record("opened from \(source)")
        }
        return router.open(url)
    }

    /// Universal links: https://legacy.example.com/message/42.
    func handleUserActivity(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
        guard userActivity.activityType == NSUserActivityTypeBrowsingWeb, let url = userActivity.webpageURL else { return false }
        return router.open(url)
    }

    /// Quick actions on the app's icon (UIApplicationShortcutItems in the Info.plist).
    func handleShortcutItem(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(router.perform(shortcutItem))
    }

    // MARK: - App-wide work
}
