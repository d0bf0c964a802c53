import UIKit
import UserNotifications

/// LegacyApp: a small inbox written for the app-delegate life cycle, as UIKit apps were before
/// iOS 13 and as many still are. `scenectl migrate Examples/LegacyApp` moves it to scenes; the
/// result is checked in as Tests/SceneMigrateTests/Fixtures/LegacyAppMigrated (docs/MIGRATING.md).
@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?
    let router = Router()
    let sync = SyncService()
    private let notifications = NotificationHandler()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Process-wide set-up: once per launch, whatever the windows.
        Analytics.shared.record("launch")
        notifications.router = router
        UNUserNotificationCenter.current().delegate = notifications

        // Main.storyboard has made the window: style it and give the router its inbox.
        window?.tintColor = .systemIndigo
        if let inbox = window?.rootViewController as? InboxViewController {
            router.inbox = inbox
        }

        // Why the app was launched (application(_:open:options:) and the others handle the rest).
        if let url = launchOptions?[.url] as? URL {
            Analytics.shared.record("launched by \(url.absoluteString)")
        }
        if let activity = launchOptions?[.userActivityDictionary] as? [AnyHashable: Any] {
            Analytics.shared.record("launched by an activity (\(activity.count) keys)")
        }
        if launchOptions?[.shortcutItem] != nil {
            Analytics.shared.record("launched by a quick action")
        }
        // A tapped remote notification launched the app: show its message.
        if let payload = launchOptions?[.remoteNotification] as? [AnyHashable: Any] {
            router.showMessage(fromNotification: payload)
        }
        return true
    }

    // MARK: - Ways in

    /// Deep links: legacyapp://message/42.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        if let source = options[.sourceApplication] as? String {
            Analytics.shared.record("opened from \(source)")
        }
        return router.open(url)
    }

    /// Universal links: https://legacy.example.com/message/42.
    func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
        guard userActivity.activityType == NSUserActivityTypeBrowsingWeb, let url = userActivity.webpageURL else { return false }
        return router.open(url)
    }

    /// Quick actions on the app's icon (UIApplicationShortcutItems in the Info.plist).
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(router.perform(shortcutItem))
    }

    // MARK: - App-wide work

    func applicationWillResignActive(_ application: UIApplication) {
        // The inbox stops refreshing while something covers it.
        router.inbox?.pauseRefreshing()
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        // Syncing stops and the drafts are saved.
        sync.stop()
        Drafts.shared.save()
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        sync.start()
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        router.inbox?.resumeRefreshing()
        Analytics.shared.record("active with \(Drafts.shared.count) drafts")
    }
}
