// Core: NSUserActivity.userInfo / addUserInfoEntries (24 files / 12 repositories).
import UIKit

enum ActivityKeys {
    static let documentID = "documentID"
    static let scrollOffset = "scrollOffset"
}

class DocumentViewController: UIViewController {
    var documentID = "untitled"

    override func updateUserActivityState(_ activity: NSUserActivity) {
        super.updateUserActivityState(activity)
        activity.addUserInfoEntries(from: [ActivityKeys.documentID: documentID])
    }

    func restore(from activity: NSUserActivity) {
        if let id = activity.userInfo?[ActivityKeys.documentID] as? String {
            documentID = id
        }
        let offset = activity.userInfo?[ActivityKeys.scrollOffset] as? Double ?? 0
        print("restoring \(documentID) at \(offset)")
    }

    func makeActivity() -> NSUserActivity {
        let activity = NSUserActivity(activityType: "com.example.app.document")
        activity.userInfo = [ActivityKeys.documentID: documentID, ActivityKeys.scrollOffset: 0.0]
        activity.requiredUserInfoKeys = [ActivityKeys.documentID]
        return activity
    }
}
