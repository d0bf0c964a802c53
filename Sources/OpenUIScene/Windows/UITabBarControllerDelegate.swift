import Foundation

/// What a tab bar controller asks its delegate when the **user** picks a tab, as UIKit's:
/// ``tabBarController(_:shouldSelect:)`` first (`false` keeps the current tab), then, once the
/// tab is shown, ``tabBarController(_:didSelect:)``. Setting `selectedIndex` or
/// `selectedViewController` in code calls neither, as in UIKit. Every method has a default.
///
/// The user's pick: `SimulatedDevice.selectTab(at:in:)` in tests; the GTK host draws no tab bar
/// yet (docs/PARITY.md "UI surface").
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the tab the user picked may be selected (default `true`).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user picked a tab and it is shown (also when it was already the selected one).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
