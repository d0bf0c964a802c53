// Second tier: windowScene(_:didUpdate:interfaceOrientation:traitCollection:), resizes and rotations.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace, interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation, traitCollection previousTraitCollection: UITraitCollection) {
        let size = windowScene.coordinateSpace.bounds.size
        if windowScene.interfaceOrientation != previousInterfaceOrientation {
            print("rotated to \(windowScene.interfaceOrientation.isLandscape ? "landscape" : "portrait")")
        }
        if windowScene.traitCollection.horizontalSizeClass != previousTraitCollection.horizontalSizeClass {
            print("size class changed, now \(size.width) wide")
        }
    }
}
