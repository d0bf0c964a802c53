import UIKit
import UserNotifications

// Shapes from Tests/PendingShapes.swift.txt whose API has landed since: compile checks.

/// Activation conditions from format predicates (second tier).
@MainActor
func routeEvents(for windowScene: UIWindowScene, documentID: String) {
    let conditions = windowScene.activationConditions
    conditions.canActivateForTargetContentIdentifierPredicate = NSPredicate(format: "self == %@", documentID)
    conditions.prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(format: "SELF IN %@", [documentID, "main"])
}

/// Quick actions (second tier).
@MainActor
func installQuickActions() {
    let search = UIApplicationShortcutItem(type: "com.example.shapes.search", localizedTitle: "Search", localizedSubtitle: nil, icon: UIApplicationShortcutIcon(type: .search), userInfo: nil)
    let compose = UIMutableApplicationShortcutItem(type: "com.example.shapes.new", localizedTitle: "New")
    compose.icon = UIApplicationShortcutIcon(systemImageName: "square.and.pencil")
    UIApplication.shared.shortcutItems = [search, compose]
}

/// Effective geometry and the coordinate space (long tail).
class GeometrySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(frame: windowScene.coordinateSpace.bounds)
        window?.windowScene = windowScene
        window?.overrideUserInterfaceStyle = .light
        window?.makeKeyAndVisible()
    }

    func windowScene(_ windowScene: UIWindowScene, didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry) {
        if windowScene.effectiveGeometry.interfaceOrientation != previousEffectiveGeometry.interfaceOrientation {
            print("rotated")
        }
    }
}

/// Universal links and the iOS 17 activation request (second tier / long tail).
class LinkSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        guard userActivity.activityType == NSUserActivityTypeBrowsingWeb, let url = userActivity.webpageURL else { return }
        let activity = NSUserActivity(activityType: "com.example.open")
        activity.targetContentIdentifier = url.path
        let request = UISceneSessionActivationRequest(role: .windowApplication, userActivity: activity, options: nil)
        UIApplication.shared.activateSceneSession(for: request) { error in
            print(error.localizedDescription)
        }
    }
}

class OrientationAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        .allButUpsideDown
    }
}

/// Storyboard scenes looking up view controllers by Storyboard ID (long tail).
class StoryboardLookupSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let home = storyboard.instantiateViewController(withIdentifier: "Home")
        (window?.rootViewController as? UINavigationController)?.setViewControllers([home], animated: false)
        let detail = storyboard.instantiateViewController(identifier: "Detail") { coder in
            StoryboardLookupDetailViewController(coder: coder, itemID: 3)
        }
        print(detail.itemID)
    }
}

class StoryboardLookupDetailViewController: UIViewController {
    let itemID: Int
    init?(coder: NSCoder, itemID: Int) {
        self.itemID = itemID
        super.init(coder: coder)
    }
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Notification launches (long tail): compiles; `notificationResponse` is nil unless a click launched the app.
class NotificationSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        if let response = connectionOptions.notificationResponse {
            print(response.notification.request.content.userInfo, response.actionIdentifier == UNNotificationDefaultActionIdentifier)
        }
    }
}

class NotificationAppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        center.requestAuthorization(options: [.alert, .sound, .badge]) { granted, error in
            print(granted, error?.localizedDescription ?? "")
        }
        return true
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
        print(response.notification.request.identifier)
        completionHandler()
    }
}
