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
/// | `UITableView` | `GtkListBox` in a `GtkScrolledWindow`, one row per cell; a click selects the row |
/// | other `UIScrollView` | `GtkScrolledWindow` around its subviews |
/// | any other `UIView` | a `GtkFixed` placing subviews at their `frame` when all have one (and none fills it), else a vertical `GtkBox` |
///
/// `backgroundColor` is the widget's CSS background, `isHidden` views are left out, `alpha` is
/// the opacity. When the app changes a label's text, a button's title or a field's text, the
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
        root = nil
        if let window = source(), let view = window.rootViewController?.view {
            let widget = render(view, isRoot: true)
            if let color = window.backgroundColor, view.backgroundColor == nil { Self.paint(widget, css: "background-color: \(Self.css(color));") }
            root = widget
        }
        install(root)
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
            widget = UnsafeMutableRawPointer(gtk_label_new(label.text ?? ""))
            if label.numberOfLines != 1 { gtk_label_set_wrap(oui_label(widget), 1) }
            let alignment: Float = switch label.textAlignment {
            case .center: 0.5
            case .right: 1
            default: 0
            }
            gtk_label_set_xalign(oui_label(widget), alignment)
            var css = Self.css(label.font)
            if let color = label.textColor { css += "color: \(Self.css(color));" }
            if !css.isEmpty { Self.paint(widget, css: css) }
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
            for (_, cell) in rows {
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
            }
            if let selected = table.indexPathForSelectedRow, let index = rows.firstIndex(where: { $0.0 == selected }),
               let row = gtk_list_box_get_row_at_index(oui_list_box(list), gint(index)) {
                gtk_list_box_select_row(oui_list_box(list), row)
            }
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
        if let color = view.backgroundColor { Self.paint(widget, css: "background-color: \(Self.css(color));") }
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
            let fixed = UnsafeMutableRawPointer(gtk_fixed_new()!)
            for child in children {
                let childWidget = render(child)
                gtk_widget_set_size_request(oui_widget(childWidget), gint(child.frame.width), gint(child.frame.height))
                gtk_fixed_put(oui_fixed(fixed), oui_widget(childWidget), child.frame.minX, child.frame.minY)
            }
            return fixed
        }
        let box = UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!)
        // Padding, not margins: the root view's background fills the whole window.
        if isRoot { Self.paint(box, css: "padding: 12px;") }
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

    static func css(_ color: UIColor) -> String {
        func channel(_ value: CGFloat) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        return "rgba(\(channel(color.red)), \(channel(color.green)), \(channel(color.blue)), \(min(max(color.alpha, 0), 1)))"
    }

    static func css(_ font: UIFont?) -> String {
        guard let font else { return "" }
        let weight = font.weight.rawValue >= 0.4 ? 700 : font.weight.rawValue >= 0.3 ? 600 : font.weight.rawValue >= 0.23 ? 500 : 400
        return "font-size: \(Int(font.pointSize))px; font-weight: \(weight);"
    }

    /// Applies CSS declarations to one widget.
    static func paint(_ widget: UnsafeMutableRawPointer, css declarations: String) {
        // One name per widget: a second call adds a rule for the same name.
        var name = gtk_widget_get_name(oui_widget(widget)).map { String(cString: $0) } ?? ""
        if !name.hasPrefix("oui-") {
            nextName += 1
            name = "oui-\(nextName)"
            gtk_widget_set_name(oui_widget(widget), name)
        }
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, "#\(name) { \(declarations) }", -1)
        gtk_style_context_add_provider(gtk_widget_get_style_context(oui_widget(widget)), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
    }
}
