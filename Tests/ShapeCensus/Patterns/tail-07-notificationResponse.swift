// Long tail: connectionOptions.notificationResponse, a scene launched by tapping a notification.
import UIKit
import UserNotifications

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        if let response = connectionOptions.notificationResponse {
            let userInfo = response.notification.request.content.userInfo
            if let threadID = userInfo["threadID"] as? String {
                print("open thread \(threadID)")
            }
            if response.actionIdentifier == UNNotificationDefaultActionIdentifier {
                print("tapped")
            }
        }
    }
}
