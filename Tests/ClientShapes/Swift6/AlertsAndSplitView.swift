// Shape: an alert when a launch step fails, and a split view set up in willConnect (iPad apps).
import UIKit

final class SplitSceneDelegate: UIResponder, UIWindowSceneDelegate, UISplitViewControllerDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = self
        split.preferredDisplayMode = .oneBesideSecondary
        split.preferredSplitBehavior = .tile
        split.primaryBackgroundStyle = .sidebar
        split.presentsWithGesture = false
        split.showsSecondaryOnlyButton = true
        split.setViewController(UINavigationController(rootViewController: UIViewController()), for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = split
        window.makeKeyAndVisible()
        self.window = window
        if split.viewController(for: .secondary) != nil { ClientLog.record("split ready") }
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        guard session(of: scene) else { return }
        let alert = UIAlertController(title: "Sync failed", message: "Try again?", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let retry = UIAlertAction(title: "Retry", style: .default) { _ in ClientLog.record("retry") }
        alert.addAction(retry)
        alert.preferredAction = retry
        window?.rootViewController?.present(alert, animated: true)
    }

    private func session(of scene: UIScene) -> Bool { scene.session.role == .windowApplication }

    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        .primary
    }
}
