import Foundation

/// What a desktop window's title bar shows for a scene (docs/GTK.md "Window chrome"): the title
/// and the navigation bar's buttons of the navigation controller the scene shows, as a Mac
/// Catalyst window's toolbar would. The GTK host draws it as a GtkHeaderBar; the model is
/// derived here so that the rule is tested headless.
@MainActor
package struct WindowChrome {
    /// The top view controller's `navigationItem.title` (else its `title`), else the scene's
    /// `title`; nil when none is set (the host shows the app's name).
    package var title: String?
    /// `navigationItem.leftBarButtonItems`, drawn at the start of the bar.
    package var leading: [UIBarButtonItem]
    /// `navigationItem.rightBarButtonItems`, drawn at the end of the bar (before the menu).
    package var trailing: [UIBarButtonItem]

    /// The chrome of the scene's key window (else its first window).
    package init(scene: UIScene) {
        let window = (scene as? UIWindowScene).flatMap { $0.keyWindow ?? $0.windows.first }
        let top = window?.rootViewController.flatMap(Self.navigationTop)
        let item = top?.navigationItem
        let title = [item?.title, top?.title, scene.title].lazy.compactMap { $0 }.first { !$0.isEmpty }
        self.init(title: title, leading: item?.leftBarButtonItems ?? [], trailing: item?.rightBarButtonItems ?? [])
    }

    package init(title: String?, leading: [UIBarButtonItem], trailing: [UIBarButtonItem]) {
        self.title = title
        self.leading = leading
        self.trailing = trailing
    }

    /// The view controller whose navigation item the bar shows: the top of the first navigation
    /// controller found from the root (through tab bar and split view children, presented ones
    /// excluded), or nil when the window shows none.
    static func navigationTop(_ controller: UIViewController) -> UIViewController? {
        if let navigation = controller as? UINavigationController {
            guard !navigation.isNavigationBarHidden else { return nil }
            return navigation.topViewController
        }
        for child in controller.children {
            if let found = navigationTop(child) { return found }
        }
        return nil
    }

    /// A button's label: its title, else its image's symbol name, else its system item's name.
    package static func label(of item: UIBarButtonItem) -> String {
        if let title = item.title, !title.isEmpty { return title }
        if let accessibility = item.accessibilityLabel, !accessibility.isEmpty { return accessibility }
        if let symbol = item.image?.systemName { return symbol }
        if let system = item.systemItem { return "\(system)".capitalized }
        return ""
    }

    /// The freedesktop icon for a button shown as an image (an SF Symbol name, or a system
    /// item), or nil to show its title. Symbols without a freedesktop counterpart show their title.
    package static func iconName(of item: UIBarButtonItem) -> String? {
        if let title = item.title, !title.isEmpty { return nil }
        let symbols: [String: String] = [
            "plus": "list-add-symbolic", "trash": "user-trash-symbolic", "square.and.pencil": "document-edit-symbolic",
            "square.and.arrow.up": "document-send-symbolic", "gear": "emblem-system-symbolic", "magnifyingglass": "edit-find-symbolic",
            "arrow.clockwise": "view-refresh-symbolic", "xmark": "window-close-symbolic", "sidebar.left": "sidebar-show-symbolic",
        ]
        if let symbol = item.image?.systemName { return symbols[symbol] ?? (symbol.hasSuffix("-symbolic") ? symbol : nil) }
        switch item.systemItem {
        case .add: return "list-add-symbolic"
        case .trash: return "user-trash-symbolic"
        case .compose, .edit: return "document-edit-symbolic"
        case .refresh: return "view-refresh-symbolic"
        case .search: return "edit-find-symbolic"
        case .action: return "document-send-symbolic"
        case .close, .cancel, .stop: return "window-close-symbolic"
        default: return nil
        }
    }
}
