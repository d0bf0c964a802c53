import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    // url-lost-at-cold-launch: activities and quick actions are read (in LaunchRouter), URLs not.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        // process-setup-per-window
        FirebaseApp.configure()
        // launch-setup-in-scene
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.doctorapp.refresh", using: nil) { task in LibrarySync.run(task) }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: LibraryViewController())
        self.window = window
        window.makeKeyAndVisible()
        LaunchRouter(window: window).route(connectionOptions)
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let url = URLContexts.first?.url else { return }
        DeepLinks.open(url, in: window)
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        DeepLinks.continueActivity(userActivity, in: window)
    }

    // shortcut-completion-handler: the early return never reports the result.
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        guard let action = QuickAction(rawValue: shortcutItem.type) else { return }
        completionHandler(action.perform(in: window))
    }

    // undeclared-restoration-activity-type
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        let activity = NSUserActivity(activityType: "com.example.doctorapp.editing")
        activity.addUserInfoEntries(from: ["note": DraftStore.shared.currentNoteID as Any])
        return activity
    }

    // disconnect-treated-as-close
    func sceneDidDisconnect(_ scene: UIScene) {
        DraftStore.shared.deleteDraft(for: scene.session.persistentIdentifier)
    }

    // per-window-callback-for-app-work
    func sceneDidEnterBackground(_ scene: UIScene) {
        SyncService.shared.stop()
    }

    func forgetDraft() {}
}

/// Reads the launch's activity and quick action (a helper that receives the options).
struct LaunchRouter {
    let window: UIWindow

    func route(_ options: UIScene.ConnectionOptions) {
        if let activity = options.userActivities.first {
            DeepLinks.continueActivity(activity, in: window)
        }
        switch options.shortcutItem.flatMap({ QuickAction(rawValue: $0.type) }) {
        case let action?: _ = action.perform(in: window)
        case nil: break
        }
    }
}
