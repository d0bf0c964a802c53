// Second tier: requestSceneSessionDestruction ("Close Window").
import UIKit

class EditorViewController: UIViewController {
    func closeWindow() {
        guard let session = view.window?.windowScene?.session else { return }
        let options = UIWindowSceneDestructionRequestOptions()
        options.windowDismissalAnimation = .commit
        UIApplication.shared.requestSceneSessionDestruction(session, options: options) { error in
            print("Could not close the window: \(error)")
        }
    }

    func closeAllAuxiliaryWindows() {
        for session in UIApplication.shared.openSessions where session.configuration.name == "Auxiliary" {
            UIApplication.shared.requestSceneSessionDestruction(session, options: nil, errorHandler: nil)
        }
    }
}
