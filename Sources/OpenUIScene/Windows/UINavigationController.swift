import Foundation

/// A stack of view controllers.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] = [] {
        didSet {
            for child in children { child.removeFromParent() }
            for controller in viewControllers { addChild(controller) }
            showChildViews(topViewController.map { [$0] } ?? [])
            tabBarController?.bottomBarVisibilityDidChange()
        }
    }

    open override func loadView() {
        super.loadView()
        showChildViews(topViewController.map { [$0] } ?? [])
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers = viewControllers
    }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        addChild(rootViewController)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The bar: starts with the appearance proxy's settings (``UINavigationBar/appearance()``).
    public private(set) lazy var navigationBar = UINavigationBar()
    open var isNavigationBarHidden = false
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    open var topViewController: UIViewController? { viewControllers.last }
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        return viewControllers.removeLast()
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers = [viewControllers[0]]
        return popped
    }
}
