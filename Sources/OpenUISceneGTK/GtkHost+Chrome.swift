internal import CGtk
import Foundation
import OpenUIScene

// Window chrome (issue 16, docs/GTK.md "Window chrome"): each scene's window gets a header bar
// (HeaderBar.swift) and the app's main menu as a GMenu whose items call the app's actions
// (GtkHost+Actions.swift). The menu is drawn from the engine's model (SceneEngine+DesktopMenu.swift)
// and drawn again when the app rebuilds its menu (`UIMenuSystem.main.setNeedsRebuild()`).

/// The app's main menu as a `GMenu`, shared by every window's menu button.
@MainActor
final class DesktopMenu {
    /// The `GMenu *` (a `GMenuModel`), kept for the app's lifetime and refilled on a change.
    let menu: UnsafeMutableRawPointer
    private(set) var model: MainMenuModel?
    /// The engine's main menu the model was drawn from.
    var source: ObjectIdentifier?
    /// The `menu-item-<n>` actions registered for the current model.
    private var itemActions: [String] = []

    init() {
        menu = UnsafeMutableRawPointer(g_menu_new()!)
    }

    /// Draws `model` into the menu; `register` adds an action for an app item, `remove` takes
    /// one away. The application's own menu (Quit) comes last, as GNOME's primary menus end.
    func show(_ model: MainMenuModel?, register: (String, Bool) -> Void, remove: (String) -> Void) {
        guard model != self.model else { return }
        self.model = model
        for name in itemActions { remove(name) }
        itemActions = []
        g_menu_remove_all(OpaquePointer(menu))
        guard let model else { return }
        var top = model.entries
        if !top.isEmpty { top.append(top.removeFirst()) }
        for entry in top {
            // Each top-level menu is a section of the popover (its title as the heading).
            switch entry {
            case .submenu(let title, let children):
                let section = fill(children, register: register)
                g_menu_append_section(OpaquePointer(menu), title, menuModel(section))
                g_object_unref(UnsafeMutableRawPointer(section))
            case .section(let children):
                let section = fill(children, register: register)
                g_menu_append_section(OpaquePointer(menu), nil, menuModel(section))
                g_object_unref(UnsafeMutableRawPointer(section))
            case .item:
                let section = fill([entry], register: register)
                g_menu_append_section(OpaquePointer(menu), nil, menuModel(section))
                g_object_unref(UnsafeMutableRawPointer(section))
            }
        }
    }

    private func fill(_ entries: [MainMenuModel.Entry], register: (String, Bool) -> Void) -> OpaquePointer {
        let menu = g_menu_new()!
        for entry in entries {
            switch entry {
            case .submenu(let title, let children):
                let submenu = fill(children, register: register)
                g_menu_append_submenu(menu, title, menuModel(submenu))
                g_object_unref(UnsafeMutableRawPointer(submenu))
            case .section(let children):
                let section = fill(children, register: register)
                g_menu_append_section(menu, nil, menuModel(section))
                g_object_unref(UnsafeMutableRawPointer(section))
            case .item(let title, let action, let enabled):
                if !GtkHost.standardActions.contains(where: { $0.name == action }) {
                    register(action, enabled)
                    itemActions.append(action)
                }
                g_menu_append(menu, title, "app.\(action)")
            }
        }
        return menu
    }
}

/// A `GMenu *` as the `GMenuModel *` GIO's functions take.
func menuModel(_ menu: OpaquePointer) -> UnsafeMutablePointer<GMenuModel> {
    UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GMenuModel.self)
}

extension GtkHost {
    /// After the launch and after every callback: the menu follows the engine's main menu.
    func refreshDesktopMenu() {
        guard launched, !quitting, let desktopMenu else { return }
        // Menus are immutable: a rebuilt menu is a new root object.
        let root = engine.mainMenu.map(ObjectIdentifier.init)
        guard root != desktopMenu.source || desktopMenu.model == nil else { return }
        desktopMenu.source = root
        let model = engine.mainMenuModel
        guard model != desktopMenu.model else { return }
        desktopMenu.show(model, register: { [weak self] name, enabled in
            guard let self, let action = self.addAction(name, { [weak self] _ in self?.desktopAction(name) }) else { return }
            g_simple_action_set_enabled(OpaquePointer(action), enabled ? 1 : 0)
        }, remove: { [weak self] name in
            guard let application = self?.application else { return }
            g_action_map_remove_action(OpaquePointer(application), name)
        })
    }

    /// The window's header bar, made the first time (before the window is shown), then updated
    /// from the scene (title, bar button items).
    func updateHeaderBar(_ record: WindowRecord, scene: UIScene?) {
        guard let scene, configuration.headerBars else { return }
        if desktopMenu == nil { desktopMenu = DesktopMenu() }
        let bar = record.headerBar ?? HeaderBar(window: record.window, menu: desktopMenu?.menu)
        record.headerBar = bar
        bar.update(WindowChrome(scene: scene), fallbackTitle: record.lastTitle ?? displayName)
    }
}
