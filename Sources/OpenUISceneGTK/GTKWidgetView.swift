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
