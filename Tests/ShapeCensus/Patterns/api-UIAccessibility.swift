// Issue 15 §3: UIAccessibility basics, VoiceOver state and announcements.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func sceneDidBecomeActive(_ scene: UIScene) {
        if UIAccessibility.isVoiceOverRunning {
            UIAccessibility.post(notification: .announcement, argument: "Welcome back")
        }
        if UIAccessibility.isReduceMotionEnabled {
            print("reduce motion")
        }
        window?.rootViewController?.view.accessibilityLabel = "Main"
    }
}
