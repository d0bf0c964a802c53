// Issue 15 §2: UIWindowScene.ActivationRequestOptions.preferredPresentationStyle (iOS 15).
import UIKit

class ComposeViewController: UIViewController {
    func openComposer() {
        let options = UIWindowScene.ActivationRequestOptions()
        options.preferredPresentationStyle = .prominent
        options.requestingScene = view.window?.windowScene
        let activity = NSUserActivity(activityType: "com.example.app.compose")
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: options, errorHandler: nil)
    }
}
