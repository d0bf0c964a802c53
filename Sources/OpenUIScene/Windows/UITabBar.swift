import Foundation

/// The bar of a tab bar controller, as UIKit's: its items (one per view controller, in order),
/// the selected one and its look are kept, so that code that configures it compiles and can be
/// read back. The GTK host does not draw it yet (docs/PARITY.md "UI surface").
///
/// The appearance proxy: `UITabBar.appearance()` is one shared bar whose settings every bar
/// created afterwards starts with (`AppearanceProxies`).
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The tabs; a tab bar controller sets them to its view controllers' `tabBarItem`s.
    open var items: [UITabBarItem]?
    /// The selected tab's item.
    open var selectedItem: UITabBarItem?
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
    open var isTranslucent = true

    /// The appearance proxy: settings made on it are copied into every bar created later.
    public static func appearance() -> UITabBar { AppearanceProxies.proxy(of: UITabBar.self) { UITabBar() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        if let proxy = AppearanceProxies.settings(for: UITabBar.self, make: { UITabBar() }) { copyAppearance(from: proxy) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the tabs (`animated` changes nothing here).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    private func copyAppearance(from proxy: UITabBar) {
        tintColor = proxy.tintColor
        barTintColor = proxy.barTintColor
        unselectedItemTintColor = proxy.unselectedItemTintColor
        isTranslucent = proxy.isTranslucent
    }
}
