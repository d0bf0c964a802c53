// Long tail: scene.activationState == .foregroundActive.
import UIKit

@MainActor
func isAnySceneActive() -> Bool {
    UIApplication.shared.connectedScenes.contains { $0.activationState == .foregroundActive }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func refreshIfVisible(_ scene: UIScene) {
        switch scene.activationState {
        case .foregroundActive, .foregroundInactive:
            print("refresh now")
        case .background, .unattached:
            print("refresh later")
        @unknown default:
            break
        }
    }
}
