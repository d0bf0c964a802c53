internal import CGtk
import Foundation
import OpenUIScene

/// Turns a scene's key window content (or, in legacy mode, the app's window) into GTK widgets,
/// and keeps them in step.
///
/// The key window's (else the first window's) `rootViewController.view` fills the GTK window.
/// Views render as (docs/GTK.md, "Content"):
///
/// | view | widget |
/// |---|---|
/// | ``GTKWidgetView`` | the widget it hosts |
/// | `UILabel` | `GtkLabel` (font size and weight, colour, alignment, wrapping) |
/// | `UIButton` | `GtkButton`; a click sends the primary action and `.touchUpInside` |
/// | `UITextField` | `GtkEntry`; edits update `text` (`.editingChanged`), Return sends `.primaryActionTriggered` |
/// | `UITextView` | `GtkTextView` in a `GtkScrolledWindow`; edits update `text` |
/// | `UIStackView` | `GtkBox` along its axis with its spacing (`.fillEqually` is homogeneous) |
/// | `UITableView` | `GtkListBox` in a `GtkScrolledWindow`, one row per cell; a click selects the row; with no rows, its `backgroundView` is the list's placeholder |
/// | other `UIScrollView` | `GtkScrolledWindow` around its subviews |
/// | any other `UIView` | a `GtkFixed` placing subviews at their `frame` when all have one (and none fills it), else a vertical `GtkBox` |
///
/// `backgroundColor` is the widget's CSS background, `isHidden` views are left out, `alpha` is
/// the opacity. Colours are resolved with each view's traits (dark mode: ``restyle()`` resolves
/// them again without re-rendering); a window whose appearance differs from the app's (its
/// `overrideUserInterfaceStyle`) gets the CSS class `oui-dark` or `oui-light`. Accessibility:
/// `accessibilityLabel`, `accessibilityHint`, `accessibilityValue`, `accessibilityIdentifier` and
/// `accessibilityTraits` reach GtkAccessible (docs/GTK.md "Accessibility"). When the app changes a label's text, a button's title or a field's text, the
/// widget is updated in place; any other change (subviews, colours…) re-renders the window's
/// content once, at the end of the current main-queue turn.
@MainActor
final class WindowContent {
    /// The root widget (`GtkWidget *`), owned by the GTK window.
    private(set) var root: UnsafeMutableRawPointer?
    /// The window to show: the scene's key window, else its first window.
    private let source: @MainActor () -> UIWindow?
    private let install: @MainActor (UnsafeMutableRawPointer?) -> Void
    /// Widgets that can be updated in place, by view.
    private var leaves: [ObjectIdentifier: (view: UIView, widget: UnsafeMutableRawPointer)] = [:]
    private var rerenderScheduled = false
    /// Set while the renderer writes model values into widgets, so the widgets' change signals
    /// are not reported back as user edits.
    private var isUpdatingWidgets = false
    private static var nextName = 0
    /// Colours painted from the model, to resolve again when the appearance changes: the widget's
    /// own CSS provider and the declarations for the view's current traits.
    private var colored: [(provider: UnsafeMutablePointer<GtkCssProvider>, selector: String, view: UIView, declarations: @MainActor (UITraitCollection) -> String)] = []

    /// `install` puts a new root widget into the GTK window.
    init(scene: UIScene, install: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void) {
        self.source = { [weak scene] in
            guard let windowScene = scene as? UIWindowScene else { return nil }
            return windowScene.keyWindow ?? windowScene.windows.first
        }
        self.install = install
        render()
    }

    /// Legacy mode: the content of `window` (the app delegate's window, which has no scene).
    init(window: UIWindow, install: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void) {
        self.source = { [weak window] in window }
        self.install = install
        render()
    }

    /// Renders the whole content again.
    func render() {
        leaves.removeAll()
        releaseColors()
        root = nil
        let window = source()
        if let window, let view = window.rootViewController?.view {
            let widget = render(view, isRoot: true)
            if window.backgroundColor != nil, view.backgroundColor == nil {
                paintColors(widget, view: window) { [weak window] traits in
                    window?.backgroundColor.map { "background-color: \(Self.css($0, traits: traits));" } ?? ""
                }
            }
            root = widget
        }
        install(root)
        markAppearance(of: window)
    }

    /// The appearance changed: every colour is resolved again with its view's traits, in place
    /// (the widgets, their focus and what the user is typing stay).
    func restyle() {
        for entry in colored {
            gtk_css_provider_load_from_data(entry.provider, "\(entry.selector) { \(entry.declarations(entry.view.traitCollection)) }", -1)
        }
        markAppearance(of: source())
    }

    /// A window whose own appearance differs from the app's (its `overrideUserInterfaceStyle`)
    /// gets the class `oui-dark` or `oui-light`, which gives it that appearance's window
    /// background and text colour (GtkHost+Desktop.swift); GTK's theme follows the app's.
    private func markAppearance(of window: UIWindow?) {
        guard let root, let gtkWindow = gtk_widget_get_root(oui_widget(root)).map({ UnsafeMutableRawPointer($0) }) else { return }
        let own = window?.traitCollection.userInterfaceStyle ?? .light
        let app = (window?.windowScene?.traitCollection ?? UITraitCollection.current).userInterfaceStyle
        for (name, style) in [("oui-dark", UIUserInterfaceStyle.dark), ("oui-light", .light)] {
            if own == style, own != app {
                gtk_widget_add_css_class(oui_widget(gtkWindow), name)
            } else {
                gtk_widget_remove_css_class(oui_widget(gtkWindow), name)
            }
        }
    }

    private func releaseColors() {
        for entry in colored { g_object_unref(UnsafeMutableRawPointer(entry.provider)) }
        colored.removeAll()
    }

    isolated deinit {
        releaseColors()
    }

    private func scheduleRender() {
        guard !rerenderScheduled else { return }
        rerenderScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.rerenderScheduled = false
                self.render()
            }
        }
    }

    private func viewDidChange(_ view: UIView) {
        if let leaf = leaves[ObjectIdentifier(view)], update(leaf.view, leaf.widget) { return }
        scheduleRender()
    }

    /// Updates a leaf widget from its view; `false` when only a re-render can show the change.
    private func update(_ view: UIView, _ widget: UnsafeMutableRawPointer) -> Bool {
        isUpdatingWidgets = true
        defer { isUpdatingWidgets = false }
        gtk_widget_set_visible(oui_widget(widget), view.isHidden ? 0 : 1)
        switch view {
        case let label as UILabel:
            gtk_label_set_text(oui_label(widget), label.text ?? "")
            return true
        case let button as UIButton:
            gtk_button_set_label(oui_button(widget), button.currentTitle ?? "")
            gtk_widget_set_sensitive(oui_widget(widget), button.isEnabled ? 1 : 0)
            return true
        case let field as UITextField:
            let current = String(cString: gtk_editable_get_text(oui_editable(widget)))
            if current != (field.text ?? "") { gtk_editable_set_text(oui_editable(widget), field.text ?? "") }
            gtk_entry_set_placeholder_text(oui_entry(widget), field.placeholder)
            return true
        default:
            return false
        }
    }

    private func render(_ view: UIView, isRoot: Bool = false) -> UnsafeMutableRawPointer {
        view.onContentChange = { [weak self] changed in self?.viewDidChange(changed) }
        let widget: UnsafeMutableRawPointer
        switch view {
        case let hosted as GTKWidgetView:
            widget = hosted.attachableWidget()
        case let label as UILabel:
            widget = label.accessibilityTraits.contains(.header)
                ? UnsafeMutableRawPointer(oui_label_new_with_role(label.text ?? "", GTK_ACCESSIBLE_ROLE_HEADING))
                : UnsafeMutableRawPointer(gtk_label_new(label.text ?? ""))
            if label.numberOfLines != 1 { gtk_label_set_wrap(oui_label(widget), 1) }
            let alignment: Float = switch label.textAlignment {
            case .center: 0.5
            case .right: 1
            default: 0
            }
            gtk_label_set_xalign(oui_label(widget), alignment)
            let css = Self.css(label.font)
            if !css.isEmpty { Self.paint(widget, css: css) }
            if label.textColor != nil {
                paintColors(widget, view: label) { [weak label] traits in
                    label?.textColor.map { "color: \(Self.css($0, traits: traits));" } ?? ""
                }
            }
            leaves[ObjectIdentifier(view)] = (view, widget)
        case let button as UIButton:
            widget = UnsafeMutableRawPointer(gtk_button_new_with_label(button.currentTitle ?? ""))
            gtk_widget_set_sensitive(oui_widget(widget), button.isEnabled ? 1 : 0)
            GLibSignal.connect(widget, "clicked") { [weak button] in button?.userDidActivate() }
            leaves[ObjectIdentifier(view)] = (view, widget)
        case let field as UITextField:
            widget = UnsafeMutableRawPointer(gtk_entry_new())
            gtk_editable_set_text(oui_editable(widget), field.text ?? "")
            gtk_entry_set_placeholder_text(oui_entry(widget), field.placeholder)
            // An entry's name: its label, else what its placeholder asks for.
            oui_accessible_set_string(oui_widget(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, field.accessibilityLabel ?? field.placeholder)
            GLibSignal.connect(widget, "changed") { [weak self, weak field] in
                guard let self, let field, !self.isUpdatingWidgets else { return }
                field.userDidEdit(text: String(cString: gtk_editable_get_text(oui_editable(widget))))
            }
            GLibSignal.connect(widget, "activate") { [weak field] in field?.userDidReturn() }
            leaves[ObjectIdentifier(view)] = (view, widget)
        case let textView as UITextView:
            let editor = gtk_text_view_new()!
            let buffer = gtk_text_view_get_buffer(oui_text_view(UnsafeMutableRawPointer(editor)))
            gtk_text_buffer_set_text(buffer, textView.text ?? "", -1)
            gtk_text_view_set_editable(oui_text_view(UnsafeMutableRawPointer(editor)), textView.isEditable ? 1 : 0)
            gtk_text_view_set_wrap_mode(oui_text_view(UnsafeMutableRawPointer(editor)), GTK_WRAP_WORD_CHAR)
            let css = Self.css(textView.font)
            if !css.isEmpty { Self.paint(UnsafeMutableRawPointer(editor), css: css) }
            // Named, as a screen reader announces it: its label, else its view controller's title.
            Self.applyAccessibility(of: textView, to: UnsafeMutableRawPointer(editor), name: textView.accessibilityLabel ?? Self.enclosingTitle(of: textView) ?? "Text")
            if let buffer {
                GLibSignal.connect(UnsafeMutableRawPointer(buffer), "changed") { [weak self, weak textView] in
                    guard let self, let textView, !self.isUpdatingWidgets else { return }
                    var start = GtkTextIter()
                    var end = GtkTextIter()
                    gtk_text_buffer_get_bounds(buffer, &start, &end)
                    guard let chars = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return }
                    defer { g_free(chars) }
                    textView.userDidEdit(text: String(cString: chars))
                }
            }
            widget = Self.scrolled(UnsafeMutableRawPointer(editor))
        case let table as UITableView:
            let list = UnsafeMutableRawPointer(gtk_list_box_new()!)
            let rows = table.currentRows()
            for (index, (_, cell)) in rows.enumerated() {
                let text = cell.displayText
                let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
                let primary = gtk_label_new(text.primary)!
                gtk_label_set_xalign(oui_label(UnsafeMutableRawPointer(primary)), 0)
                gtk_box_append(oui_box(UnsafeMutableRawPointer(box)), primary)
                if let secondary = text.secondary {
                    let label = gtk_label_new(secondary)!
                    gtk_label_set_xalign(oui_label(UnsafeMutableRawPointer(label)), 0)
                    gtk_widget_add_css_class(label, "dim-label")
                    gtk_box_append(oui_box(UnsafeMutableRawPointer(box)), label)
                }
                for side in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
                    side(box, 6)
                }
                gtk_list_box_append(oui_list_box(list), box)
                // The row's name is its text (a screen reader reads the row, not its labels).
                if let row = gtk_list_box_get_row_at_index(oui_list_box(list), gint(index)) {
                    let name = cell.accessibilityLabel ?? [text.primary, text.secondary].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
                    Self.applyAccessibility(of: cell, to: UnsafeMutableRawPointer(row), name: name)
                }
            }
            if let selected = table.indexPathForSelectedRow, let index = rows.firstIndex(where: { $0.0 == selected }),
               let row = gtk_list_box_get_row_at_index(oui_list_box(list), gint(index)) {
                gtk_list_box_select_row(oui_list_box(list), row)
            }
            // The background view (an empty state) is the list's placeholder: shown while it has no rows.
            if rows.isEmpty, let background = table.backgroundView, !background.isHidden {
                gtk_list_box_set_placeholder(oui_list_box(list), oui_widget(render(background)))
            }
            // The list's name: its label, else its view controller's title (GTK would say "GtkListBox").
            Self.applyAccessibility(of: table, to: list, name: table.accessibilityLabel ?? Self.enclosingTitle(of: table) ?? "List")
            let indexPaths = rows.map(\.0)
            GLibSignal.connect(list, "row-activated") { [weak table] row in
                guard let table, let row else { return }
                let index = Int(gtk_list_box_row_get_index(OpaquePointer(row).map { UnsafeMutablePointer<GtkListBoxRow>($0) }))
                if index >= 0, index < indexPaths.count { table.userDidSelectRow(at: indexPaths[index]) }
            }
            widget = Self.scrolled(list)
        case let scroll as UIScrollView:
            widget = Self.scrolled(container(for: scroll, isRoot: false))
        case let stack as UIStackView:
            let orientation = stack.axis == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
            widget = UnsafeMutableRawPointer(gtk_box_new(orientation, gint(stack.spacing)))
            if stack.distribution == .fillEqually { gtk_box_set_homogeneous(oui_box(widget), 1) }
            for child in stack.arrangedSubviews where !child.isHidden {
                gtk_box_append(oui_box(widget), oui_widget(render(child)))
            }
        default:
            widget = container(for: view, isRoot: isRoot)
        }
        if !isRoot, !(view is UIStackView), view.frame.width > 0, view.frame.height > 0, view.superview is UIStackView {
            gtk_widget_set_size_request(oui_widget(widget), gint(view.frame.width), gint(view.frame.height))
        }
        if isRoot {
            gtk_widget_set_hexpand(oui_widget(widget), 1)
            gtk_widget_set_vexpand(oui_widget(widget), 1)
        }
        if view.backgroundColor != nil {
            paintColors(widget, view: view) { [weak view] traits in
                view?.backgroundColor.map { "background-color: \(Self.css($0, traits: traits));" } ?? ""
            }
        }
        if !(view is UITextView), !(view is UITableView) { Self.applyAccessibility(of: view, to: widget, name: view.accessibilityLabel) }
        if view.alpha < 1 { gtk_widget_set_opacity(oui_widget(widget), view.alpha) }
        if view.isHidden { gtk_widget_set_visible(oui_widget(widget), 0) }
        return widget
    }

    /// A plain view: a `GtkFixed` when every visible subview has a frame, else a column.
    private func container(for view: UIView, isRoot: Bool) -> UnsafeMutableRawPointer {
        let children = view.subviews.filter { !$0.isHidden }
        // A subview as large as its superview (`frame = view.bounds`, the usual full-bleed table
        // or scroll view) fills the column instead: a fixed size would force the window's size.
        let bounds = view.bounds.size
        let fillsParent: (UIView) -> Bool = { $0.frame.width >= bounds.width && $0.frame.height >= bounds.height }
        if !children.isEmpty, children.allSatisfy({ $0.frame.width > 0 && $0.frame.height > 0 }), !children.contains(where: fillsParent) {
            let fixed = UnsafeMutableRawPointer(oui_fixed_new_with_role(Self.role(of: view) ?? GTK_ACCESSIBLE_ROLE_GENERIC)!)
            for child in children {
                let childWidget = render(child)
                gtk_widget_set_size_request(oui_widget(childWidget), gint(child.frame.width), gint(child.frame.height))
                gtk_fixed_put(oui_fixed(fixed), oui_widget(childWidget), child.frame.minX, child.frame.minY)
            }
            return fixed
        }
        let box = UnsafeMutableRawPointer(oui_box_new_with_role(GTK_ORIENTATION_VERTICAL, 8, Self.role(of: view) ?? GTK_ACCESSIBLE_ROLE_GENERIC)!)
        // Padding, not margins: the root view's background fills the whole window.
        if isRoot { gtk_widget_add_css_class(oui_widget(box), "oui-root") }
        for child in children {
            let childWidget = render(child)
            if fillsParent(child) {
                gtk_widget_set_hexpand(oui_widget(childWidget), 1)
                gtk_widget_set_vexpand(oui_widget(childWidget), 1)
            }
            gtk_box_append(oui_box(box), oui_widget(childWidget))
        }
        return box
    }

    private static func scrolled(_ child: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        let scrolled = UnsafeMutableRawPointer(gtk_scrolled_window_new()!)
        gtk_scrolled_window_set_child(oui_scrolled_window(scrolled), oui_widget(child))
        gtk_widget_set_vexpand(oui_widget(scrolled), 1)
        gtk_widget_set_hexpand(oui_widget(scrolled), 1)
        return scrolled
    }

    /// A colour as CSS: a semantic system colour is the desktop theme's colour of its role
    /// (`@theme_bg_color`…, so that it matches the native widgets in the light and the dark
    /// theme), any other colour its resolved components.
    static func css(_ color: UIColor, traits: UITraitCollection) -> String {
        if let role = color.desktopRole { return "@\(role)" }
        return css(color.resolvedColor(with: traits))
    }

    static func css(_ color: UIColor) -> String {
        func channel(_ value: CGFloat) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        return "rgba(\(channel(color.red)), \(channel(color.green)), \(channel(color.blue)), \(min(max(color.alpha, 0), 1)))"
    }

    static func css(_ font: UIFont?) -> String {
        guard let font else { return "" }
        let weight = font.weight.rawValue >= 0.4 ? 700 : font.weight.rawValue >= 0.3 ? 600 : font.weight.rawValue >= 0.23 ? 500 : 400
        return "font-size: \(Int(font.pointSize))px; font-weight: \(weight);"
    }

    /// The style of the classes the content gives its widgets, installed once for the display by
    /// the host (GtkHost+Desktop.swift):
    /// - `oui-root`: the root column's padding (a CSS provider of its own, made with every window,
    ///   cost each window about 3 KiB and a style cascade; docs/GTK.md "Benchmark");
    /// - `oui-dark`, `oui-light`: a window whose `overrideUserInterfaceStyle` differs from the
    ///   app's appearance (``markAppearance(of:)``) gets that appearance's window background and
    ///   text colour (GTK 4.8's default theme's values); GTK's widgets keep the app's theme variant.
    static let displayStyleSheet = ".oui-root { padding: 12px; } window.oui-dark { background-color: #242424; color: #ffffff; } window.oui-light { background-color: #fafafa; color: #2e3436; }"

    /// Applies CSS declarations to one widget (through a CSS class of its own, so that the
    /// widget's name stays free for `accessibilityIdentifier`).
    static func paint(_ widget: UnsafeMutableRawPointer, css declarations: String) {
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, "\(selector(of: widget)) { \(declarations) }", -1)
        gtk_style_context_add_provider(gtk_widget_get_style_context(oui_widget(widget)), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
    }

    /// The widget's own CSS class (`.oui-N`), made on first use.
    private static func selector(of widget: UnsafeMutableRawPointer) -> String {
        if let name = g_object_get_data(oui_object(widget), "oui-css-class").map({ String(cString: $0.assumingMemoryBound(to: CChar.self)) }) {
            return "." + name
        }
        nextName += 1
        let name = "oui-\(nextName)"
        gtk_widget_add_css_class(oui_widget(widget), name)
        g_object_set_data_full(oui_object(widget), "oui-css-class", g_strdup(name), g_free)
        return "." + name
    }

    /// Paints colours that depend on the view's traits, and keeps them for ``restyle()``.
    private func paintColors(_ widget: UnsafeMutableRawPointer, view: UIView, _ declarations: @escaping @MainActor (UITraitCollection) -> String) {
        let selector = Self.selector(of: widget)
        guard let provider = gtk_css_provider_new() else { return }
        gtk_css_provider_load_from_data(provider, "\(selector) { \(declarations(view.traitCollection)) }", -1)
        gtk_style_context_add_provider(gtk_widget_get_style_context(oui_widget(widget)), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        colored.append((provider: provider, selector: selector, view: view, declarations: declarations))
    }

    // MARK: - Accessibility

    /// The GTK role a plain view's `accessibilityTraits` ask for (roles are fixed when a widget
    /// is made; labels, buttons, fields and text views keep their own).
    static func role(of view: UIView) -> GtkAccessibleRole? {
        let traits = view.accessibilityTraits
        if traits.contains(.button) { return GTK_ACCESSIBLE_ROLE_BUTTON }
        if traits.contains(.link) { return GTK_ACCESSIBLE_ROLE_LINK }
        if traits.contains(.searchField) { return GTK_ACCESSIBLE_ROLE_SEARCH_BOX }
        if traits.contains(.header) { return GTK_ACCESSIBLE_ROLE_HEADING }
        if traits.contains(.image) { return GTK_ACCESSIBLE_ROLE_IMG }
        if traits.contains(.adjustable) { return GTK_ACCESSIBLE_ROLE_SLIDER }
        if traits.contains(.staticText) { return GTK_ACCESSIBLE_ROLE_LABEL }
        if view.isAccessibilityElement { return GTK_ACCESSIBLE_ROLE_GROUP }
        return nil
    }

    /// `accessibilityLabel` (or `name`) → the accessible name; `accessibilityValue` and
    /// `accessibilityHint` → its description ("value, hint") and the value as its value text;
    /// `accessibilityIdentifier` → the widget's name (GTK 4.8 does not pass it to AT-SPI);
    /// `.selected` and `.notEnabled` traits → the selected and disabled states.
    static func applyAccessibility(of view: UIView, to widget: UnsafeMutableRawPointer, name: String?) {
        if let name { oui_accessible_set_string(oui_widget(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name) }
        // VoiceOver reads the value, then the hint; AT-SPI readers read the name, then the
        // description (GTK 4.8 exposes a value text only for range widgets).
        let description = [view.accessibilityValue, view.accessibilityHint].compactMap { $0 }.filter { !$0.isEmpty }
        if !description.isEmpty { oui_accessible_set_string(oui_widget(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description.joined(separator: ", ")) }
        if let value = view.accessibilityValue { oui_accessible_set_string(oui_widget(widget), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, value) }
        if let identifier = view.accessibilityIdentifier { gtk_widget_set_name(oui_widget(widget), identifier) }
        if view.accessibilityTraits.contains(.selected) { oui_accessible_set_state(oui_widget(widget), GTK_ACCESSIBLE_STATE_SELECTED, 1) }
        if view.accessibilityTraits.contains(.notEnabled) { oui_accessible_set_state(oui_widget(widget), GTK_ACCESSIBLE_STATE_DISABLED, 1) }
    }

    /// The title of the nearest view controller above `view` that has one.
    static func enclosingTitle(of view: UIView) -> String? {
        var responder: UIResponder? = view
        while let current = responder {
            if let controller = current as? UIViewController, let title = controller.title, !title.isEmpty {
                return title
            }
            if let current = current as? UIView, let owner = current.owningViewController { responder = owner; continue }
            responder = current.next
        }
        return nil
    }
}
