internal import CGtk
import Foundation
import OpenUIScene

/// A window's title bar (docs/GTK.md "Window chrome"): a `GtkHeaderBar` with the scene's title
/// (``WindowChrome``: the navigation controller's top view controller's title, else the scene's
/// title), the navigation item's bar button items (left ones at the start, right ones at the
/// end), the app's main menu behind an `open-menu-symbolic` button, and the desktop's window
/// buttons (GtkHeaderBar follows `gtk-decoration-layout`).
@MainActor
final class HeaderBar {
    /// The `GtkHeaderBar *`, owned by its window.
    let bar: UnsafeMutableRawPointer
    private let titleLabel: UnsafeMutableRawPointer
    /// The boxes of the bar button items, made for the first item on their side (most windows
    /// have none; two empty boxes a window cost memory: docs/GTK.md "Benchmark").
    private var leading: UnsafeMutableRawPointer?
    private var trailing: UnsafeMutableRawPointer?
    /// The buttons' items and titles as last drawn: a change of either draws the buttons again.
    private var drawn: [(item: ObjectIdentifier, label: String, icon: String?, enabled: Bool)] = []

    /// Makes the header bar and sets it as `window`'s titlebar (before the window is realized).
    init(window: UnsafeMutableRawPointer, menu: UnsafeMutableRawPointer?) {
        bar = UnsafeMutableRawPointer(gtk_header_bar_new()!)
        titleLabel = UnsafeMutableRawPointer(gtk_label_new(nil)!)
        gtk_widget_add_css_class(oui_widget(titleLabel), "title")
        gtk_label_set_ellipsize(oui_label(titleLabel), PANGO_ELLIPSIZE_END)
        gtk_label_set_single_line_mode(oui_label(titleLabel), 1)
        gtk_header_bar_set_title_widget(OpaquePointer(bar), oui_widget(titleLabel))
        if let menu {
            let button = gtk_menu_button_new()!
            gtk_menu_button_set_icon_name(OpaquePointer(button), "open-menu-symbolic")
            // The popover is made when the menu is first opened, not with every window (a popover
            // menu per window costs memory and start-up time; docs/GTK.md "Benchmark").
            let createPopup: @convention(c) (OpaquePointer?, gpointer?) -> Void = { button, menu in
                guard let button, let menu else { return }
                gtk_menu_button_set_menu_model(button, menu.assumingMemoryBound(to: GMenuModel.self))
            }
            gtk_menu_button_set_create_popup_func(OpaquePointer(button), createPopup, menu, nil)
            gtk_menu_button_set_primary(OpaquePointer(button), 1)  // F10 opens it
            gtk_widget_set_tooltip_text(button, "Main Menu")
            oui_accessible_set_string(button, GTK_ACCESSIBLE_PROPERTY_LABEL, "Main Menu")
            gtk_header_bar_pack_end(OpaquePointer(bar), button)
        }
        gtk_window_set_titlebar(oui_window(window), oui_widget(bar))
    }

    /// Shows the chrome; `fallbackTitle` when it has no title (the app's name).
    func update(_ chrome: WindowChrome, fallbackTitle: String) {
        gtk_label_set_text(oui_label(titleLabel), chrome.title ?? fallbackTitle)
        let items = chrome.leading.map { ($0, true) } + chrome.trailing.map { ($0, false) }
        let now = items.map { (item: ObjectIdentifier($0.0), label: WindowChrome.label(of: $0.0), icon: WindowChrome.iconName(of: $0.0), enabled: $0.0.isEnabled) }
        guard now.count != drawn.count || zip(now, drawn).contains(where: { $0.item != $1.item || $0.label != $1.label || $0.icon != $1.icon || $0.enabled != $1.enabled }) else { return }
        drawn = now
        for box in [leading, trailing].compactMap({ $0 }) {
            while let child = gtk_widget_get_first_child(oui_widget(box)) { gtk_box_remove(oui_box(box), child) }
        }
        if !chrome.leading.isEmpty {
            let box = leading ?? makeBox { gtk_header_bar_pack_start(OpaquePointer(bar), $0) }
            leading = box
            for item in chrome.leading { gtk_box_append(oui_box(box), button(for: item)) }
        }
        if !chrome.trailing.isEmpty {
            // Packed at the end after the menu button: inside it, as when it was made first.
            let box = trailing ?? makeBox { gtk_header_bar_pack_end(OpaquePointer(bar), $0) }
            trailing = box
            // UIKit's first right item is the outermost one.
            for item in chrome.trailing.reversed() { gtk_box_append(oui_box(box), button(for: item)) }
        }
    }

    private func makeBox(_ pack: (UnsafeMutablePointer<GtkWidget>) -> Void) -> UnsafeMutableRawPointer {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        pack(box)
        return UnsafeMutableRawPointer(box)
    }

    /// A bar button item as a `GtkButton`: its icon (an SF Symbol with a freedesktop counterpart)
    /// or its title; a click performs its primary action; insensitive when it is not enabled.
    private func button(for item: UIBarButtonItem) -> UnsafeMutablePointer<GtkWidget> {
        let label = WindowChrome.label(of: item)
        let widget: UnsafeMutablePointer<GtkWidget>
        if let icon = WindowChrome.iconName(of: item) {
            widget = gtk_button_new_from_icon_name(icon)
            gtk_widget_set_tooltip_text(widget, label)
            oui_accessible_set_string(widget, GTK_ACCESSIBLE_PROPERTY_LABEL, label)
        } else {
            widget = gtk_button_new_with_label(label)
            if let accessibility = item.accessibilityLabel { oui_accessible_set_string(widget, GTK_ACCESSIBLE_PROPERTY_LABEL, accessibility) }
        }
        if item.style == .done { gtk_widget_add_css_class(widget, "suggested-action") }
        gtk_widget_set_sensitive(widget, item.isEnabled ? 1 : 0)
        GLibSignal.connect(UnsafeMutableRawPointer(widget), "clicked") { [weak item] in
            item?.performPrimaryAction()
        }
        return widget
    }
}
