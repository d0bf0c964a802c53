import Foundation

/// A container with tabs: shows the selected view controller; its ``tabBar`` lists the view
/// controllers' `tabBarItem`s. The headless host draws nothing; the GTK host shows the
/// selected view controller without a tab bar (docs/PARITY.md "UI surface").
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]? {
        didSet {
            for child in children { child.removeFromParent() }
            for controller in viewControllers ?? [] { addChild(controller) }
            selectionDidChange()
        }
    }

    /// The selected tab. Setting it (or ``selectedViewController``) in code does not call the
    /// ``delegate``, as in UIKit.
    open var selectedIndex = 0 {
        didSet { selectionDidChange() }
    }

    /// Told when the user picks a tab (``UITabBarControllerDelegate``); held weakly, as in UIKit.
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// The bar: its items are the view controllers' `tabBarItem`s; it is hidden while the
    /// selected navigation controller shows a view controller pushed with
    /// `hidesBottomBarWhenPushed`.
    /// Made on first use, so that it starts with the appearance proxy's settings of that moment
    /// (UIKit applies them when the bar enters a window).
    public var tabBar: UITabBar {
        if let tabBarStorage { return tabBarStorage }
        let bar = UITabBar()
        tabBarStorage = bar
        updateTabBar()
        return bar
    }
    private var tabBarStorage: UITabBar?

    open override func loadView() {
        super.loadView()
        showChildViews(selectedViewController.map { [$0] } ?? [])
    }

    /// The selected view controller; setting one of ``viewControllers`` selects its tab.
    open var selectedViewController: UIViewController? {
        get {
            guard let controllers = viewControllers, controllers.indices.contains(selectedIndex) else { return nil }
            return controllers[selectedIndex]
        }
        set {
            guard let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// Sets the tabs (`animated` changes nothing here).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }

    /// The user picked the tab at `index`: the delegate may refuse it; a pick of the selected
    /// navigation controller's tab goes back to its root, as in UIKit. Returns whether the tab
    /// is now selected.
    package func userSelectTab(at index: Int) -> Bool {
        guard let controllers = viewControllers, controllers.indices.contains(index) else { return false }
        let picked = controllers[index]
        guard delegate?.tabBarController(self, shouldSelect: picked) ?? true else { return false }
        if index == selectedIndex {
            (picked as? UINavigationController)?.popToRootViewController(animated: false)
        } else {
            selectedIndex = index
        }
        delegate?.tabBarController(self, didSelect: picked)
        return true
    }

    private func selectionDidChange() {
        showChildViews(selectedViewController.map { [$0] } ?? [])
        updateTabBar()
    }

    /// The stack of the selected navigation controller changed.
    func bottomBarVisibilityDidChange() { updateTabBar() }

    /// The bar's items and selection; hidden (UIKit's rule) while any view controller pushed onto
    /// the selected navigation controller, above its root, has `hidesBottomBarWhenPushed`.
    private func updateTabBar() {
        guard let bar = tabBarStorage else { return }
        bar.items = viewControllers?.map { $0.tabBarItem }
        bar.selectedItem = selectedViewController?.tabBarItem
        let stack = (selectedViewController as? UINavigationController)?.viewControllers ?? []
        bar.isHidden = stack.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }
}

extension UIViewController {
    /// The nearest tab bar controller among this view controller's ancestors.
    public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }
}
