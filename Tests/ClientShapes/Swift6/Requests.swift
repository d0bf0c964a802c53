// Shape: opening and closing windows on request (second tier), shortcut items, scene lookups.
import UIKit

@MainActor
enum WindowRequests {
    static func openInspector(from scene: UIScene) {
        let activity = NSUserActivity(activityType: "com.example.client.inspector")
        activity.userInfo = ["id": 42]
        let options = UIScene.ActivationRequestOptions()
        options.requestingScene = scene
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: options) { error in
            ClientLog.record("could not open: \(error.localizedDescription)")
        }
    }

    static func openProminently(from scene: UIScene) {
        let options = UIWindowScene.ActivationRequestOptions()
        options.preferredPresentationStyle = .prominent
        options.requestingScene = scene
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: options)
    }

    static func closeOthers(than keep: UISceneSession) {
        for session in UIApplication.shared.openSessions where session != keep {
            UIApplication.shared.requestSceneSessionDestruction(session, options: nil, errorHandler: nil)
        }
    }

    static var activeDelegates: [CoreSceneDelegate] {
        UIApplication.shared.connectedScenes
            .filter { $0.activationState == .foregroundActive }
            .compactMap { $0.delegate as? CoreSceneDelegate }
    }
}

extension CoreSceneDelegate {
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        ClientLog.record("shortcut \(shortcutItem.type)")
        completionHandler(true)
    }
}
