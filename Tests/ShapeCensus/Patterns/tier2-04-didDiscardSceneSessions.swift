// Second tier: application(_:didDiscardSceneSessions:), cleaning up what a closed window kept.
import UIKit

class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        // Called when the user discards a scene session.
        // Use this method to release any resources that were specific to the discarded scenes, as they will not return.
        for session in sceneSessions {
            if let draftID = session.userInfo?["draftID"] as? String {
                UserDefaults.standard.removeObject(forKey: "draft-\(draftID)")
            }
        }
    }
}
