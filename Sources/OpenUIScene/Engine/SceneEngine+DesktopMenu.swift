import Foundation

// The main menu as a desktop shows it (issue 16, docs/GTK.md "Window chrome"): a model of
// sections, submenus and items, each item named by an action the desktop can call (GTK: a
// GApplication action, `app.<name>`). The standard window items have the desktop's own names
// (`new-window`, `close-window`, `quit`); every other item gets `menu-item-<n>`. Choosing one
// runs the menu item's `UIAction` (SceneEngine+Menus.swift), so the app delegate's
// `buildMenu(with:)` edits reach the desktop, and the standard items act through the window
// policy. No lifecycle rule lives in a host.

/// The main menu flattened for a desktop menu model (a GMenu).
package struct MainMenuModel: Equatable, Sendable {
    package indirect enum Entry: Equatable, Sendable {
        /// A titled submenu.
        case submenu(title: String, entries: [Entry])
        /// An untitled group (UIKit's inline menus), drawn between separators.
        case section(entries: [Entry])
        /// An item: its title, the action it calls, whether it is enabled.
        case item(title: String, action: String, enabled: Bool)
    }

    package var entries: [Entry]
    /// Each item's action name → the titles on the way to it (for `chooseMenuItem`).
    package var paths: [String: [String]]

    /// The actions of the items, in menu order.
    package var actionNames: [String] {
        var names: [String] = []
        func walk(_ entries: [Entry]) {
            for entry in entries {
                switch entry {
                case .submenu(_, let children), .section(let children): walk(children)
                case .item(_, let action, _): names.append(action)
                }
            }
        }
        walk(entries)
        return names
    }
}

extension SceneEngine {
    /// The desktop's names for UIKit's standard window items.
    package static let standardMenuActions: [String: String] = [
        "com.apple.menu.new-scene-action": "new-window",
        "com.apple.menu.close-action": "close-window",
        "com.apple.menu.quit-action": "quit",
    ]

    /// The main menu as a desktop menu model, or nil without one (legacy mode, before launch).
    /// Empty sections and submenus are left out.
    package var mainMenuModel: MainMenuModel? {
        guard let menu = mainMenu else { return nil }
        var paths: [String: [String]] = [:]
        var counter = 0
        func entries(of menu: UIMenu, path: [String]) -> [MainMenuModel.Entry] {
            var result: [MainMenuModel.Entry] = []
            for child in menu.children {
                if let submenu = child as? UIMenu {
                    if submenu.options.contains(.displayInline) || submenu.title.isEmpty {
                        let inner = entries(of: submenu, path: path)
                        if !inner.isEmpty { result.append(.section(entries: inner)) }
                    } else {
                        let inner = entries(of: submenu, path: path + [submenu.title])
                        if !inner.isEmpty { result.append(.submenu(title: submenu.title, entries: inner)) }
                    }
                } else if let action = child as? UIAction {
                    let name: String
                    if let standard = Self.standardMenuActions[action.identifier.rawValue], paths[standard] == nil {
                        name = standard
                    } else {
                        counter += 1
                        name = "menu-item-\(counter)"
                    }
                    paths[name] = path + [action.title]
                    result.append(.item(title: action.title, action: name, enabled: !action.attributes.contains(.disabled)))
                }
            }
            return result
        }
        let top = entries(of: menu, path: [])
        return MainMenuModel(entries: top, paths: paths)
    }

    /// The desktop called one of the app's actions (`new-window`, `close-window`, `quit`, or a
    /// menu item's `menu-item-<n>`): the main menu's item runs. The three standard ones still
    /// act when the app removed or disabled their item: `new-window` is then the second-launch
    /// rule (a single-scene app's window comes forward), the others the window policy's.
    /// Returns whether something ran.
    @discardableResult
    package func performMainMenuAction(_ name: String) -> Bool {
        guard phase == .running else {
            reportMisuse("performMainMenuAction", "the app is not running; the action \"\(name)\" was ignored")
            return false
        }
        if let model = mainMenuModel, let path = model.paths[name], model.isEnabled(name) {
            return chooseMenuItem(path)
        }
        switch name {
        case "new-window":
            trace.record(.intent, "menuItem", detail: "new-window")
            windowPolicy.launchedAgain()
        case "quit":
            windowPolicy.quitRequested()
        case "close-window":
            trace.record(.intent, "menuItem", detail: "close-window")
            guard let scene = connectedScenesInOrder.first(where: { $0.activationState == .foregroundActive }) else { return false }
            windowPolicy.windowCloseRequested(scene.session)
        default:
            reportMisuse("performMainMenuAction", "no menu item for the action \"\(name)\" (or it is disabled); nothing ran")
            return false
        }
        return true
    }
}

extension MainMenuModel {
    /// Whether the item calling `action` is enabled.
    package func isEnabled(_ action: String) -> Bool {
        func find(_ entries: [Entry]) -> Bool? {
            for entry in entries {
                switch entry {
                case .submenu(_, let children), .section(let children):
                    if let found = find(children) { return found }
                case .item(_, let name, let enabled):
                    if name == action { return enabled }
                }
            }
            return nil
        }
        return find(entries) ?? false
    }
}
