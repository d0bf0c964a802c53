// Long tail: windowScene.windows, and the older UIApplication.shared.windows it replaced.
import UIKit

@MainActor
func allWindows() -> [UIWindow] {
    let sceneWindows = UIApplication.shared.connectedScenes
        .compactMap { $0 as? UIWindowScene }
        .flatMap { $0.windows }
    return sceneWindows.isEmpty ? UIApplication.shared.windows : sceneWindows
}

@MainActor
func applyTint(_ color: UIColor, in windowScene: UIWindowScene) {
    windowScene.windows.forEach { $0.tintColor = color }
}
