import Foundation

/// A container with tabs; inert on the headless host.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]? {
        didSet {
            for child in children { child.removeFromParent() }
            for controller in viewControllers ?? [] { addChild(controller) }
            showChildViews(selectedViewController.map { [$0] } ?? [])
        }
    }
    open var selectedIndex = 0 {
        didSet { showChildViews(selectedViewController.map { [$0] } ?? []) }
    }

    open override func loadView() {
        super.loadView()
        showChildViews(selectedViewController.map { [$0] } ?? [])
    }
    open var selectedViewController: UIViewController? {
        guard let controllers = viewControllers, controllers.indices.contains(selectedIndex) else { return nil }
        return controllers[selectedIndex]
    }
}
