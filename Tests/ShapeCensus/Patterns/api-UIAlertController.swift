// Issue 15 §3: UIAlertController / UIAlertAction presented from the window's root.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func showUpdateAlert() {
        let alert = UIAlertController(title: "Update available",
                                      message: "A new version is available. Update now?",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Later", style: .cancel, handler: nil))
        alert.addAction(UIAlertAction(title: "Update", style: .default) { _ in
            print("open the store")
        })
        alert.addTextField { textField in
            textField.placeholder = "Note"
        }
        window?.rootViewController?.present(alert, animated: true, completion: nil)
    }

    func confirmSignOut(from viewController: UIViewController) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let signOut = UIAlertAction(title: "Sign Out", style: .destructive) { _ in print("signed out") }
        sheet.addAction(signOut)
        sheet.preferredAction = signOut
        viewController.present(sheet, animated: true)
    }
}
