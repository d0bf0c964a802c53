// Core: UIApplication.shared.connectedScenes (17 files / 11 repositories): the key-window helper every app has.
import UIKit

extension UIApplication {
    var currentKeyWindow: UIWindow? {
        connectedScenes
            .filter { $0.activationState == .foregroundActive }
            .compactMap { $0 as? UIWindowScene }
            .first?.windows
            .first { $0.isKeyWindow }
    }
}

@MainActor
func topViewController() -> UIViewController? {
    var top = UIApplication.shared.currentKeyWindow?.rootViewController
    while let presented = top?.presentedViewController {
        top = presented
    }
    return top
}

@MainActor
func sceneDelegates() -> [UISceneDelegate] {
    UIApplication.shared.connectedScenes.compactMap { $0.delegate }
}
