import UIKit

/// The "Viewer" configuration names a storyboard.
class ViewerSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    // activity-lost-at-cold-launch and shortcut-lost-at-cold-launch: neither is read here.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        // root-view-controller-twice
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = ViewerViewController()
        window?.makeKeyAndVisible()
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        (window?.rootViewController as? ViewerViewController)?.show(userActivity)
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem) async -> Bool {
        (window?.rootViewController as? ViewerViewController)?.perform(shortcutItem) ?? false
    }

    // A lookup by role and activation state: not flagged.
    func frontmostLibrary() -> UIWindowScene? {
        UIApplication.shared.connectedScenes
            .first { $0.activationState == .foregroundActive && $0.session.role == .windowApplication } as? UIWindowScene
    }
}

class ExternalDisplaySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}
