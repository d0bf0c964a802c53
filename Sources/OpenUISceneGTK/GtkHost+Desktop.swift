internal import CGtk
import Foundation
import OpenUIScene
internal import OpenUISceneManifest

// The desktop's conventions the host translates (issue 16): the colour-scheme preference into
// the engine's appearance intent (docs/GTK.md "Dark mode"), and the app's name for the desktop
// and assistive technologies (docs/GTK.md "Accessibility").

extension GtkHost {
    /// The name people see: the Info.plist's `CFBundleDisplayName`, else `CFBundleName`, else
    /// the executable's name.
    /// An unexpanded build setting (`$(PRODUCT_NAME)`) is not a name.
    var displayName: String {
        engine.info.displayName.flatMap { $0.contains("$(") ? nil : $0 } ?? ProcessInfo.processInfo.processName
    }

    /// Before `g_application_run`: the app is known by its display name, not its executable's.
    /// GTK 4.8 names the accessibility tree's application object after the program name
    /// (`g_get_prgname`, which is also the X11 `WM_CLASS` instance; GApplication would set it to
    /// the executable's name) and describes it with the application name.
    func announceApplicationName() {
        g_set_prgname(displayName)
        g_set_application_name(displayName)
    }

    /// At `startup` (GTK is initialised, the app is not launched yet): reads the desktop's
    /// preference, tells the engine before the launch, applies it, and watches for changes.
    func startAppearance() {
        let monitor = DesktopAppearance { [weak self] style in self?.desktopAppearanceChanged(style) }
        let gApplication = application.map { oui_application($0) }
        let bus = gApplication.flatMap { g_application_get_dbus_connection($0) }
        // An application with an id asked GLib for the session bus when it registered.
        let registered = gApplication.map { g_application_get_application_id($0) != nil } ?? false
        monitor.start(environment: ProcessContext.environment("OPENUISCENE_COLOR_SCHEME"), bus: bus, asksForBus: !registered)
        appearance = monitor
        // The classes WindowContent gives its widgets, styled once for the display.
        if let display = gdk_display_get_default(), let provider = gtk_css_provider_new() {
            gtk_css_provider_load_from_data(provider, WindowContent.displayStyleSheet, -1)
            gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
            g_object_unref(provider)
        }
        engine.setSystemUserInterfaceStyle(monitor.style)
        monitor.apply(engine.userInterfaceStyle)
    }

    /// The desktop switched between light and dark: the intent (traced; the app's hierarchy hears
    /// it), then every window is drawn in the app's new appearance.
    private func desktopAppearanceChanged(_ style: UIUserInterfaceStyle) {
        guard !quitting, style != engine.systemUserInterfaceStyle else { return }
        engine.setSystemUserInterfaceStyle(style)  // before the launch: the launch's environment
        appearance?.apply(engine.userInterfaceStyle)
        for record in records.values { record.content?.restyle() }
        legacyRecordContent?.restyle()
    }
}
