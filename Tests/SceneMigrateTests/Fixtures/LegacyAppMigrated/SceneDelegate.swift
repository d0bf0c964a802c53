import UIKit
import UserNotifications

/// The app's window scene: written by `scenectl migrate` from AppDelegate's window set-up,
/// launch handling and state callbacks (docs/MIGRATING.md).
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    /// The app's code that both the cold and the warm launch paths call stays in the app delegate.
    private var appDelegate: AppDelegate {
        UIApplication.shared.delegate as! AppDelegate
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        // Main.storyboard has made the window: style it and give the router its inbox.
        window?.tintColor = .systemIndigo
        if let inbox = window?.rootViewController as? InboxViewController {
            appDelegate.router.inbox = inbox
        }
        // Why the app was launched (application(_:open:options:) and the others handle the rest).
        if let url = connectionOptions.urlContexts.first?.url {
            Analytics.shared.record("launched by \(url.absoluteString)")
        }
        if let activity = connectionOptions.userActivities.first.map({ ["UIApplicationLaunchOptionsUserActivityKey": $0, "UIApplicationLaunchOptionsUserActivityTypeKey": $0.activityType] as [AnyHashable: Any] }) {
            Analytics.shared.record("launched by an activity (\(activity.count) keys)")
        }
        if (connectionOptions.shortcutItem as Any?) != nil {
            Analytics.shared.record("launched by a quick action")
        }
        // A tapped remote notification launched the app: show its message.
        if let payload = connectionOptions.notificationResponse?.notification.request.content.userInfo {
            appDelegate.router.showMessage(fromNotification: payload)
        }

        // A cold launch's URL, activity and quick action go where a running app's go.
        self.scene(scene, openURLContexts: connectionOptions.urlContexts)
        for userActivity in connectionOptions.userActivities {
            self.scene(scene, continue: userActivity)
        }
        if let shortcutItem = connectionOptions.shortcutItem {
            self.windowScene(windowScene, performActionFor: shortcutItem, completionHandler: { _ in })
        }
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts {
            var options: [UIApplication.OpenURLOptionsKey: Any] = [.openInPlace: context.options.openInPlace]
            if let source = context.options.sourceApplication { options[.sourceApplication] = source }
            if let annotation = context.options.annotation { options[.annotation] = annotation }
            _ = appDelegate.handleOpenURL(UIApplication.shared, open: context.url, options: options)
        }
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        _ = appDelegate.handleUserActivity(UIApplication.shared, continue: userActivity, restorationHandler: { _ in })
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        appDelegate.handleShortcutItem(UIApplication.shared, performActionFor: shortcutItem, completionHandler: completionHandler)
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        appDelegate.sync.start()
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        appDelegate.router.inbox?.resumeRefreshing()
        Analytics.shared.record("active with \(Drafts.shared.count) drafts")
    }

    func sceneWillResignActive(_ scene: UIScene) {
        // The inbox stops refreshing while something covers it.
        appDelegate.router.inbox?.pauseRefreshing()
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        // Syncing stops and the drafts are saved.
        appDelegate.sync.stop()
        Drafts.shared.save()
    }
}

extension UIApplication {
    /// The key window of the foreground scene (or of the first connected window scene): what
    /// `keyWindow`, `windows.first` and the app delegate's `window` meant before scenes.
    var sceneKeyWindow: UIWindow? {
        let windowScenes = connectedScenes.compactMap { $0 as? UIWindowScene }
        let scene = windowScenes.first { $0.activationState == .foregroundActive } ?? windowScenes.first
        return scene?.windows.first { $0.isKeyWindow } ?? scene?.windows.first
    }
}
