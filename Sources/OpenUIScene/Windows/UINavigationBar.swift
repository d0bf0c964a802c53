import Foundation

/// The bar at the top of a navigation controller, as UIKit's: its look is kept, so that code
/// that configures it (usually in `didFinishLaunching`) compiles and can be read back. The GTK
/// host does not draw it yet (docs/PARITY.md "UI surface").
///
/// The appearance proxy: `UINavigationBar.appearance()` is one shared bar whose settings every
/// bar created afterwards starts with, as UIKit's proxy applies them to new bars.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    open var prefersLargeTitles = false
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var standardAppearance = UINavigationBarAppearance()
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?

    /// The appearance proxy: settings made on it are copied into every bar created later.
    public static func appearance() -> UINavigationBar { AppearanceProxies.proxy(of: UINavigationBar.self) { UINavigationBar() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        if let proxy = AppearanceProxies.settings(for: UINavigationBar.self, make: { UINavigationBar() }) { copyAppearance(from: proxy) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func copyAppearance(from proxy: UINavigationBar) {
        prefersLargeTitles = proxy.prefersLargeTitles
        isTranslucent = proxy.isTranslucent
        barTintColor = proxy.barTintColor
        tintColor = proxy.tintColor
        titleTextAttributes = proxy.titleTextAttributes
        largeTitleTextAttributes = proxy.largeTitleTextAttributes
        standardAppearance = proxy.standardAppearance.copy() as? UINavigationBarAppearance ?? UINavigationBarAppearance()
        compactAppearance = proxy.compactAppearance?.copy() as? UINavigationBarAppearance
        scrollEdgeAppearance = proxy.scrollEdgeAppearance?.copy() as? UINavigationBarAppearance
        compactScrollEdgeAppearance = proxy.compactScrollEdgeAppearance?.copy() as? UINavigationBarAppearance
    }
}
