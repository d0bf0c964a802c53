internal import CGtk
import Foundation
import OpenUIScene

/// A `UIView` whose content is a GTK widget: the documented way to put any GTK 4 widget into a
/// scene's view hierarchy on the GTK host.
///
/// ```swift
/// import CGtk   // or your own module map for GTK 4
/// let view = GTKWidgetView(widget: UnsafeMutableRawPointer(gtk_calendar_new()))
/// viewController.view.addSubview(view)
/// ```
///
/// The view owns a reference to the widget (it sinks a floating one), so the widget survives
/// the window re-rendering its content and is released with the view. On the headless host the
/// view is an inert `UIView` like any other. Its `frame` size, when not empty, is the widget's
/// size request.
@MainActor
open class GTKWidgetView: UIView {
    private let reference: WidgetReference

    /// Hosts `widget`, a `GtkWidget *`.
    public init(widget: UnsafeMutableRawPointer) {
        reference = WidgetReference(widget)
        super.init(frame: .zero)
    }

    /// Not supported: GTK widgets are not archived.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The hosted widget (`GtkWidget *`).
    public var widget: UnsafeMutableRawPointer { reference.pointer }

    /// The widget, detached from the parent of a previous rendering.
    func attachableWidget() -> UnsafeMutableRawPointer {
        let widget = oui_widget(reference.pointer)
        if let parent = gtk_widget_get_parent(widget) {
            if gtk_widget_get_parent(parent) == nil, g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(parent)), gtk_window_get_type()) != 0 {
                gtk_window_set_child(oui_window(UnsafeMutableRawPointer(parent)), nil)
            } else {
                gtk_widget_unparent(widget)
            }
        }
        return reference.pointer
    }
}

/// Keeps a GObject alive; releases it when the owning view goes.
final class WidgetReference: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer

    init(_ pointer: UnsafeMutableRawPointer) {
        self.pointer = pointer
        g_object_ref_sink(pointer)
    }

    deinit {
        g_object_unref(pointer)
    }
}

/// A line of text, rendered as a `GtkLabel`.
@MainActor
open class GTKLabel: GTKWidgetView {
    /// The text shown.
    open var text: String? {
        didSet { gtk_label_set_text(oui_label(widget), text ?? "") }
    }

    /// A label showing `text`.
    public init(text: String? = nil) {
        self.text = text
        super.init(widget: UnsafeMutableRawPointer(gtk_label_new(text ?? "")))
    }

    /// Not supported: GTK widgets are not archived.
    public required init?(coder: NSCoder) { return nil }
}

/// A push button with a primary action, rendered as a `GtkButton`.
@MainActor
open class GTKButton: GTKWidgetView {
    /// The button's title.
    open var title: String {
        didSet { gtk_button_set_label(oui_button(widget), title) }
    }
    /// Runs when the button is clicked (or activated from the keyboard).
    open var primaryAction: (@MainActor () -> Void)?

    /// A button titled `title` running `primaryAction` when clicked.
    public init(title: String, primaryAction: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.primaryAction = primaryAction
        super.init(widget: UnsafeMutableRawPointer(gtk_button_new_with_label(title)))
        GLibSignal.connect(widget, "clicked") { [weak self] in self?.primaryAction?() }
    }

    /// Not supported: GTK widgets are not archived.
    public required init?(coder: NSCoder) { return nil }
}

/// A single-line text field, rendered as a `GtkEntry`.
@MainActor
open class GTKTextField: GTKWidgetView {
    /// The text being edited.
    open var text: String {
        get { String(cString: gtk_editable_get_text(oui_editable(widget))) }
        set { gtk_editable_set_text(oui_editable(widget), newValue) }
    }
    /// Runs after every edit.
    open var onChange: (@MainActor (String) -> Void)?

    /// A field with a placeholder shown while it is empty.
    public init(text: String = "", placeholder: String? = nil) {
        super.init(widget: UnsafeMutableRawPointer(gtk_entry_new()))
        if let placeholder { gtk_entry_set_placeholder_text(OpaquePointer(widget).map { UnsafeMutablePointer<GtkEntry>($0) }, placeholder) }
        self.text = text
        GLibSignal.connect(widget, "changed") { [weak self] in
            guard let self else { return }
            self.onChange?(self.text)
        }
    }

    /// Not supported: GTK widgets are not archived.
    public required init?(coder: NSCoder) { return nil }
}

/// Multi-line editable text, rendered as a `GtkTextView` in a scrolled window.
@MainActor
open class GTKTextView: GTKWidgetView {
    private let textView: UnsafeMutableRawPointer

    /// The text.
    open var text: String {
        get {
            let buffer = gtk_text_view_get_buffer(oui_text_view(textView))
            var start = GtkTextIter()
            var end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            guard let chars = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
            defer { g_free(chars) }
            return String(cString: chars)
        }
        set {
            gtk_text_buffer_set_text(gtk_text_view_get_buffer(oui_text_view(textView)), newValue, -1)
        }
    }

    /// A text view showing `text`.
    public init(text: String = "") {
        let scrolled = UnsafeMutableRawPointer(gtk_scrolled_window_new()!)
        textView = UnsafeMutableRawPointer(gtk_text_view_new()!)
        gtk_scrolled_window_set_child(oui_scrolled_window(scrolled), oui_widget(textView))
        gtk_widget_set_vexpand(oui_widget(scrolled), 1)
        super.init(widget: scrolled)
        self.text = text
    }

    /// Not supported: GTK widgets are not archived.
    public required init?(coder: NSCoder) { return nil }
}

/// A list of text rows, rendered as a `GtkListBox`.
@MainActor
open class GTKListView: GTKWidgetView {
    /// The rows, in order.
    open var items: [String] {
        didSet { reload() }
    }

    /// A list of `items`.
    public init(items: [String] = []) {
        self.items = items
        super.init(widget: UnsafeMutableRawPointer(gtk_list_box_new()))
        reload()
    }

    /// Not supported: GTK widgets are not archived.
    public required init?(coder: NSCoder) { return nil }

    private func reload() {
        let list = oui_list_box(widget)
        while let row = gtk_list_box_get_row_at_index(list, 0) {
            gtk_list_box_remove(list, oui_widget(UnsafeMutableRawPointer(row)))
        }
        for item in items {
            gtk_list_box_append(list, gtk_label_new(item))
        }
    }
}

/// Arranges its subviews in a row or a column, rendered as a `GtkBox`.
@MainActor
open class GTKStackView: UIView {
    /// The direction of the arrangement.
    public enum Axis: Sendable {
        case horizontal, vertical
    }

    /// Row or column.
    open var axis: Axis
    /// Space between arranged views, in points.
    open var spacing: CGFloat

    /// A stack of `arrangedSubviews`.
    public init(arrangedSubviews: [UIView] = [], axis: Axis = .vertical, spacing: CGFloat = 8) {
        self.axis = axis
        self.spacing = spacing
        super.init(frame: .zero)
        for view in arrangedSubviews { addSubview(view) }
    }

    /// Not supported.
    public required init?(coder: NSCoder) { return nil }

    /// The arranged views (the subviews, in order).
    open var arrangedSubviews: [UIView] { subviews }

    /// Appends a view to the arrangement.
    open func addArrangedSubview(_ view: UIView) { addSubview(view) }
}
