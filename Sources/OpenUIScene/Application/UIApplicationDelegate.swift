import Foundation

/// The app's process-level hooks. Every method is optional, as in UIKit: each has a default
/// implementation.
///
/// In scene mode (an Info.plist `UIApplicationSceneManifest`), the four UI-state methods
/// (`applicationDidBecomeActive` and friends) are never called, as in UIKit; the `UIApplication`
/// notifications are still posted. In legacy mode they are called and `window` holds the UI.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: _UIApplicationDelegateWindow {
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// `launchOptions` is `nil` in scene mode: launch reasons arrive in `UIScene.ConnectionOptions`.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Called only for a **new** session, to choose its configuration; never for a session that
    /// reconnects or is restored at launch.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// Sessions left `openSessions`: the user closed them or the app asked. Sessions discarded while
    /// the app was not running are reported shortly after the next launch.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    func applicationWillTerminate(_ application: UIApplication)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)

    /// Legacy mode only.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// Legacy mode only.
    func applicationWillResignActive(_ application: UIApplication)
    /// Legacy mode only.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// Legacy mode only.
    func applicationWillEnterForeground(_ application: UIApplication)

    /// Legacy mode: a URL to open.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    /// Legacy mode: activity continuation.
    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool
    func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool
    func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
    func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity)
    /// Legacy mode: a quick action.
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)
    /// Background fetch (deprecated in iOS 13): `SimulatedDevice.performBackgroundFetch()`.
    func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
    /// A remote notification: `SimulatedDevice.deliverRemoteNotification(_:)`.
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)

    /// The orientations the app supports in a window; never asked on the desktop.
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask

    /// Legacy view-controller state restoration; never called by OpenUIScene (see docs/PARITY.md).
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool
}

/// Objects that restore state from an activity (legacy `restorationHandler`).
@preconcurrency @MainActor
public protocol UIUserActivityRestoring: AnyObject {
    func restoreUserActivityState(_ activity: NSUserActivity)
}

extension UIResponder: UIUserActivityRestoring {}

/// Where an app delegate's `window` is declared: the requirement its `var window: UIWindow?`
/// satisfies (the main window in legacy mode). Not for apps to name: adopt
/// ``UIApplicationDelegate``.
///
/// UIKit declares `window` as an *optional* requirement of an Objective-C protocol, so that, read
/// through the protocol (`UIApplication.shared.delegate?.window`), it is a `UIWindow??`: apps write
/// `delegate?.window??.rootViewController` and `delegate!.window!!`. Swift without Objective-C has
/// no optional requirements; this base protocol gives the same reading, as
/// ``_UIWindowSceneDelegateWindow`` does for the scene delegate: its requirement is disfavoured, so
/// where both fit, the `UIWindow??` view of ``UIApplicationDelegate`` wins, while an assignment,
/// and the delegate's own class, still reach the requirement.
@preconcurrency @MainActor
public protocol _UIApplicationDelegateWindow: NSObjectProtocol {
    /// The main window in legacy mode.
    @_disfavoredOverload var window: UIWindow? { get set }
}

extension _UIApplicationDelegateWindow {
    /// A delegate without a `window` of its own: `nil`, and setting it does nothing.
    @_disfavoredOverload public var window: UIWindow? {
        get { nil }
        set {}
    }
}

extension UIApplicationDelegate {
    /// The delegate's window read through the protocol, as UIKit's optional requirement reads:
    /// `.some(window)` (`.some(nil)` when it has none), so `delegate?.window??` and
    /// `delegate!.window!!` compile as on iOS.
    public var window: UIWindow?? {
        let window: UIWindow? = self.window
        return .some(window)
    }

    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }

    /// The default: the Info.plist's configuration for the session's role (the engine recognises
    /// this default and treats the method as not implemented when choosing the mode).
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = connectingSceneSession.configuration.copyConfiguration()
        configuration.isUnimplementedDefault = true
        return configuration
    }

    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
    public func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool { false }
    public func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool { false }
    public func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {}
    public func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity) {}
    public func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) { completionHandler(false) }
    public func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) { completionHandler(.noData) }
    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) { completionHandler(.noData) }
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { .all }
    public func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { false }
}
