// Long tail: targetContentIdentifier on activities, read back when a scene connects.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var conversationID: String?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        conversationID = connectionOptions.userActivities.first?.targetContentIdentifier
        let activity = NSUserActivity(activityType: "com.example.app.conversation")
        activity.targetContentIdentifier = conversationID
        scene.userActivity = activity
    }
}
