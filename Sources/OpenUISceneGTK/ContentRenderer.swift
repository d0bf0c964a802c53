internal import CGtk
import Foundation
import OpenUIScene

/// Turns a scene's key window content into GTK widgets.
///
/// The key window's (else the first window's) `rootViewController.view` fills the GTK window.
/// Views render as:
/// - a ``GTKWidgetView`` (``GTKLabel``, ``GTKButton``…): its GTK widget;
/// - a ``GTKStackView``: a `GtkBox` of its arranged subviews, along its axis;
/// - any other `UIView`: a `GtkFixed` placing each subview at its `frame` when every subview
///   has a non-empty frame, else a vertical `GtkBox` of its subviews (views laid out with
///   constraints have zero frames on Linux);
/// - `backgroundColor` becomes the widget's CSS background; hidden views are skipped.
@MainActor
enum ContentRenderer {
    private static var nextName = 0

    /// A new widget tree for the scene (`GtkWidget *`, floating), or `nil` when it has no window.
    static func render(scene: UIScene) -> UnsafeMutableRawPointer? {
        guard let windowScene = scene as? UIWindowScene,
              let window = windowScene.keyWindow ?? windowScene.windows.first else { return nil }
        guard let root = window.rootViewController?.view else { return nil }
        let widget = render(root, isRoot: true)
        if let color = window.backgroundColor, root.backgroundColor == nil { paint(widget, color) }
        return widget
    }

    static func render(_ view: UIView, isRoot: Bool = false) -> UnsafeMutableRawPointer {
        let widget: UnsafeMutableRawPointer
        switch view {
        case let hosted as GTKWidgetView:
            widget = hosted.attachableWidget()
            if hosted.frame.width > 0, hosted.frame.height > 0, !isRoot {
                gtk_widget_set_size_request(oui_widget(widget), gint(hosted.frame.width), gint(hosted.frame.height))
            }
        case let stack as GTKStackView:
            let orientation = stack.axis == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
            widget = UnsafeMutableRawPointer(gtk_box_new(orientation, gint(stack.spacing)))
            for child in stack.subviews where !child.isHidden {
                gtk_box_append(oui_box(widget), oui_widget(render(child)))
            }
        default:
            let children = view.subviews.filter { !$0.isHidden }
            if !children.isEmpty, children.allSatisfy({ $0.frame.width > 0 && $0.frame.height > 0 }) {
                widget = UnsafeMutableRawPointer(gtk_fixed_new())
                for child in children {
                    let childWidget = render(child)
                    gtk_widget_set_size_request(oui_widget(childWidget), gint(child.frame.width), gint(child.frame.height))
                    gtk_fixed_put(oui_fixed(widget), oui_widget(childWidget), child.frame.minX, child.frame.minY)
                }
            } else {
                widget = UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 8))
                if isRoot {
                    for side in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
                        side(oui_widget(widget), 12)
                    }
                }
                for child in children {
                    gtk_box_append(oui_box(widget), oui_widget(render(child)))
                }
            }
        }
        if isRoot {
            gtk_widget_set_hexpand(oui_widget(widget), 1)
            gtk_widget_set_vexpand(oui_widget(widget), 1)
        }
        if let color = view.backgroundColor { paint(widget, color) }
        if view.alpha < 1 { gtk_widget_set_opacity(oui_widget(widget), view.alpha) }
        return widget
    }

    /// Sets a CSS background colour on one widget.
    static func paint(_ widget: UnsafeMutableRawPointer, _ color: UIColor) {
        nextName += 1
        let name = "oui-\(nextName)"
        gtk_widget_set_name(oui_widget(widget), name)
        func channel(_ value: CGFloat) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        let css = "#\(name) { background-color: rgba(\(channel(color.red)), \(channel(color.green)), \(channel(color.blue)), \(min(max(color.alpha, 0), 1))); }"
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider(gtk_widget_get_style_context(oui_widget(widget)), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
    }
}
