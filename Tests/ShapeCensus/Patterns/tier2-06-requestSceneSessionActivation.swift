// Second tier: requestSceneSessionActivation with UIScene.ActivationRequestOptions and requestingScene
// ("Open in New Window").
import UIKit

class DetailViewController: UIViewController {
    var documentID = "doc-1"

    func openInNewWindow() {
        let activity = NSUserActivity(activityType: "com.example.app.openDocument")
        activity.userInfo = ["documentID": documentID]
        activity.targetContentIdentifier = documentID

        let options = UIScene.ActivationRequestOptions()
        options.requestingScene = view.window?.windowScene

        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: options) { error in
            print("Failed to open window: \(error.localizedDescription)")
        }
    }

    func bringToFront(_ session: UISceneSession) {
        UIApplication.shared.requestSceneSessionActivation(session, userActivity: nil, options: nil, errorHandler: nil)
    }
}
