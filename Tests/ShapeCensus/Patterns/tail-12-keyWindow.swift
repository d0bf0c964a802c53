// Long tail: windowScene.keyWindow (iOS 15).
import UIKit

extension UIWindowScene {
    static var focused: UIWindowScene? {
        UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .first { $0.activationState == .foregroundActive && $0.keyWindow != nil }
    }
}

@MainActor
func presentOnKeyWindow(_ viewController: UIViewController) {
    UIWindowScene.focused?.keyWindow?.rootViewController?.present(viewController, animated: true)
}
