// Long tail: scene(_:didFailToContinueUserActivityWithType:error:).
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: Error) {
        let nsError = error as NSError
        if nsError.code != NSUserCancelledError {
            print("Handoff of \(userActivityType) failed: \(error.localizedDescription)")
        }
    }
}
