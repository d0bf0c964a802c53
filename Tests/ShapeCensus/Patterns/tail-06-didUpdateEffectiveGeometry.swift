// Long tail: windowScene(_:didUpdateEffectiveGeometry:) (iOS 16).
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func windowScene(_ windowScene: UIWindowScene, didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry) {
        let geometry = windowScene.effectiveGeometry
        if geometry.interfaceOrientation != previousEffectiveGeometry.interfaceOrientation {
            print("orientation changed")
        }
    }
}
