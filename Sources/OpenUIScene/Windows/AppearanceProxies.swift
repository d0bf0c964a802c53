import Foundation

/// UIKit's appearance proxies (`UINavigationBar.appearance()`, `UITabBar.appearance()`), as this
/// package makes them: one shared instance per class, whose settings every instance made
/// afterwards starts with (UIKit applies them when the view enters a window; instances that exist
/// already keep theirs).
@MainActor
enum AppearanceProxies {
    private static var proxies: [ObjectIdentifier: UIView] = [:]
    private static var isMakingProxy = false

    /// The class's proxy, made (with `make`) on first use.
    static func proxy<View: UIView>(of type: View.Type, make: () -> View) -> View {
        if let proxy = proxies[ObjectIdentifier(type)] as? View { return proxy }
        isMakingProxy = true
        defer { isMakingProxy = false }
        let proxy = make()
        proxies[ObjectIdentifier(type)] = proxy
        return proxy
    }

    /// The proxy a new instance copies its settings from; `nil` while the proxy itself is made.
    static func settings<View: UIView>(for type: View.Type, make: () -> View) -> View? {
        isMakingProxy ? nil : proxy(of: type, make: make)
    }
}
