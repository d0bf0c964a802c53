// Issue 15 §3: UICommand with #selector in a menu (needs Objective-C interop).
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        let refresh = UICommand(title: "Refresh", image: UIImage(systemName: "arrow.clockwise"), action: #selector(refresh(_:)))
        builder.insertChild(UIMenu(title: "", options: .displayInline, children: [refresh]), atEndOfMenu: .view)
    }

    @objc func refresh(_ sender: UICommand) {
        print("refresh")
    }
}
