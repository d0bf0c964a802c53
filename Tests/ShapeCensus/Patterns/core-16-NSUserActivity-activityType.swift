// Core: NSUserActivity(activityType:) (14 files / 8 repositories): a view controller's activity for Handoff.
import UIKit

class ItemViewController: UIViewController {
    let itemID: String

    init(itemID: String) {
        self.itemID = itemID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let activity = NSUserActivity(activityType: "com.example.app.viewItem")
        activity.title = "Item \(itemID)"
        activity.isEligibleForHandoff = true
        activity.isEligibleForSearch = true
        activity.userInfo = ["itemID": itemID]
        activity.becomeCurrent()
        userActivity = activity
        view.window?.windowScene?.userActivity = activity
    }
}
