internal import CGtk
import Foundation
import OpenUIScene
internal import OpenUISceneManifest

/// The desktop's colour-scheme preference, read and watched for the GTK host (docs/GTK.md
/// "Dark mode"). It only translates: every change becomes the engine's `userInterfaceStyle`
/// intent; the host then draws its windows in the app's appearance.
///
/// Where the preference comes from, first match wins:
/// 1. `OPENUISCENE_COLOR_SCHEME=dark|light` (fixed: nothing is watched);
/// 2. the freedesktop Settings portal, `org.freedesktop.appearance` `color-scheme` on the session
///    bus (`ReadOne`, else the older `Read`), watched through its `SettingChanged` signal: 1 is
///    dark, 2 light; 0 ("no preference") or no portal falls through to
/// 3. GtkSettings: `gtk-application-prefer-dark-theme` (settings.ini), or a `gtk-theme-name`
///    ending in `-dark` (XSETTINGS, settings.ini), watched through their change notifications.
@MainActor
package final class DesktopAppearance {
    /// Where the current preference came from (for the live channel and docs).
    enum Source: String { case environment, portal, gtkSettings = "gtk-settings" }

    /// Called with each new preference.
    private let changed: @MainActor (UIUserInterfaceStyle) -> Void
    private(set) var style: UIUserInterfaceStyle = .light
    private(set) var source: Source = .gtkSettings
    /// What the portal says: `nil` without a portal, 0 no preference, 1 dark, 2 light.
    private var portalValue: UInt32?
    /// The desktop's GtkSettings preference, as read before the host applied its own.
    private var settingsStyle: UIUserInterfaceStyle = .light
    /// Set while the host writes `gtk-application-prefer-dark-theme` itself.
    private var isApplying = false
    private var appliedPreferDark: Bool?
    private var connection: OpaquePointer?
    private var subscription: guint = 0

    nonisolated static let portalNamespace = "org.freedesktop.appearance"
    nonisolated static let portalKey = "color-scheme"

    init(changed: @escaping @MainActor (UIUserInterfaceStyle) -> Void) {
        self.changed = changed
    }

    /// Reads the preference (GTK is initialised: call from `startup`) and starts watching it.
    /// `bus`: the application's D-Bus connection, if it registered on one. `asksForBus`: without
    /// one, whether to ask GLib for the session bus here; `false` when the application already
    /// asked (it has an id) and got none: asking again finds no bus either, and on a system
    /// without one GLib's autolaunch then forks and searches `PATH` for `dbus-launch` a second
    /// time, on the way to the first frame (docs/GTK.md "Benchmark").
    func start(environment: String?, bus: OpaquePointer?, asksForBus: Bool) {
        if let fixed = Self.style(environment: environment) {
            source = .environment
            style = fixed
            return
        }
        watchSettings()
        settingsStyle = readSettings()
        connectPortal(bus, asksForBus: asksForBus)
        style = current
    }

    /// `OPENUISCENE_COLOR_SCHEME`: `dark` or `light` (any case; also `prefer-dark`,
    /// `prefer-light`, `default` for light); anything else (unset, `auto`) is not an override.
    package nonisolated static func style(environment value: String?) -> UIUserInterfaceStyle? {
        switch value?.lowercased() {
        case "dark", "prefer-dark": .dark
        case "light", "prefer-light", "default": .light
        default: nil
        }
    }

    /// The preference the host should send now.
    private var current: UIUserInterfaceStyle {
        switch portalValue {
        case 1: source = .portal; return .dark
        case 2: source = .portal; return .light
        default: source = .gtkSettings; return settingsStyle
        }
    }

    private func update() {
        let new = current
        guard new != style else { return }
        style = new
        changed(new)
    }

    // MARK: - GtkSettings

    /// `gtk-application-prefer-dark-theme`, or a theme whose name ends in `-dark`.
    package nonisolated static func style(preferDark: Bool, themeName: String?) -> UIUserInterfaceStyle {
        if preferDark { return .dark }
        if let themeName, themeName.lowercased().hasSuffix("-dark") || themeName.lowercased().hasSuffix(":dark") { return .dark }
        return .light
    }

    private func readSettings() -> UIUserInterfaceStyle {
        guard let settings = gtk_settings_get_default() else { return .light }
        let preferDark = oui_settings_get_bool(settings, "gtk-application-prefer-dark-theme") != 0
        var theme: String?
        if let name = oui_settings_get_string(settings, "gtk-theme-name") {
            theme = String(cString: name)
            g_free(name)
        }
        return Self.style(preferDark: preferDark, themeName: theme)
    }

    private func watchSettings() {
        guard let settings = gtk_settings_get_default() else { return }
        let raw = UnsafeMutableRawPointer(settings)
        for property in ["gtk-application-prefer-dark-theme", "gtk-theme-name"] {
            GLibSignal.connectNotify(raw, property) { [weak self] in
                guard let self, !self.isApplying else { return }
                // A change that is not the host's own: the desktop's (or the user's) preference.
                var preferDark = oui_settings_get_bool(settings, "gtk-application-prefer-dark-theme") != 0
                if property == "gtk-theme-name", preferDark == self.appliedPreferDark { preferDark = false }
                var theme: String?
                if let name = oui_settings_get_string(settings, "gtk-theme-name") {
                    theme = String(cString: name)
                    g_free(name)
                }
                self.settingsStyle = Self.style(preferDark: preferDark, themeName: theme)
                self.update()
            }
        }
    }

    /// Draws the app in `style`: GTK's dark or light theme variant for every window.
    func apply(_ style: UIUserInterfaceStyle) {
        guard let settings = gtk_settings_get_default() else { return }
        let dark = style == .dark
        let current = oui_settings_get_bool(settings, "gtk-application-prefer-dark-theme") != 0
        guard Self.writesPreferDark(dark, current: current, applied: appliedPreferDark) else {
            appliedPreferDark = dark
            return
        }
        isApplying = true
        oui_settings_set_bool(settings, "gtk-application-prefer-dark-theme", dark ? 1 : 0)
        isApplying = false
        appliedPreferDark = dark
    }

    /// Whether ``apply(_:)`` writes `gtk-application-prefer-dark-theme`: when the host's own
    /// value changes, and the first time only when GTK's differs. Each write makes GTK load its
    /// theme again, which was a third of the app's start-up (docs/GTK.md "Benchmark").
    nonisolated static func writesPreferDark(_ dark: Bool, current: Bool, applied: Bool?) -> Bool {
        if let applied { return applied != dark }
        return current != dark
    }

    // MARK: - The Settings portal

    private func connectPortal(_ bus: OpaquePointer?, asksForBus: Bool) {
        var connection = bus
        if let bus {
            g_object_ref(UnsafeMutableRawPointer(bus))
        } else if asksForBus {
            var error: UnsafeMutablePointer<GError>?
            connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error)
            if let error { g_error_free(error) }
        }
        guard let connection else { return }
        self.connection = connection
        portalValue = readPortal(connection)
        guard portalValue != nil else { return }
        subscribe(connection)
    }

    /// `ReadOne` (portal version 2), else `Read` (version 1, whose reply wraps the value in one
    /// more variant): the `color-scheme` value, or nil when there is no portal.
    private func readPortal(_ connection: OpaquePointer) -> UInt32? {
        for method in ["ReadOne", "Read"] {
            var error: UnsafeMutablePointer<GError>?
            let reply = g_dbus_connection_call_sync(
                connection, "org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop",
                "org.freedesktop.portal.Settings", method,
                oui_portal_read_arguments(Self.portalNamespace, Self.portalKey), nil,
                G_DBUS_CALL_FLAGS_NONE, Self.portalTimeoutMilliseconds, nil, &error)
            if let error {
                let unknownMethod = g_dbus_error_is_remote_error(error) != 0
                    && String(cString: g_dbus_error_get_remote_error(error)).hasSuffix("UnknownMethod")
                g_error_free(error)
                if unknownMethod { continue }
                return nil
            }
            guard let reply else { return nil }
            defer { g_variant_unref(reply) }
            return Self.colorScheme(in: reply)
        }
        return nil
    }

    /// How long the first read may take (a portal started on demand answers in tens of ms).
    static let portalTimeoutMilliseconds: gint = 1500

    private func subscribe(_ connection: OpaquePointer) {
        let callback: GDBusSignalCallback = { _, _, _, _, _, parameters, data in
            guard let data, let parameters else { return }
            let monitor = Unmanaged<DesktopAppearance>.fromOpaque(data).takeUnretainedValue()
            guard let value = DesktopAppearance.settingChanged(parameters) else { return }
            MainActor.assumeIsolated {
                monitor.portalValue = value
                monitor.scheduleUpdate()
            }
        }
        // The host keeps the monitor for the whole run: the subscription holds it unretained.
        subscription = g_dbus_connection_signal_subscribe(
            connection, "org.freedesktop.portal.Desktop", "org.freedesktop.portal.Settings",
            "SettingChanged", "/org/freedesktop/portal/desktop", Self.portalNamespace, G_DBUS_SIGNAL_FLAGS_NONE,
            callback, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    /// Whether an update waits for the main loop's next idle turn.
    private var updateScheduled = false

    /// The portal's signals are applied once per turn of the main loop, with the last value
    /// (issue 22 item 9): a burst of 5,000 `SettingChanged` re-themed every window 5,000 times
    /// and left the app unresponsive for 93 s. Signals GDBus queued together are all dispatched
    /// before the idle turn, which applies only where they ended.
    private func scheduleUpdate() {
        guard !updateScheduled else { return }
        updateScheduled = true
        GLibSignal.onIdle { [weak self] in
            guard let self else { return }
            self.updateScheduled = false
            self.update()
        }
    }

    /// Stops watching (before the host goes away).
    func stop() {
        if let connection {
            if subscription != 0 { g_dbus_connection_signal_unsubscribe(connection, subscription) }
            g_object_unref(UnsafeMutableRawPointer(connection))
        }
        connection = nil
        subscription = 0
    }

    // MARK: - Portal replies

    /// The `color-scheme` value in a `ReadOne` reply `(v)`, a `Read` reply `(v)` holding a
    /// variant, or a bare value: variants and one-element tuples are unwrapped down to a `u`.
    nonisolated static func colorScheme(in reply: OpaquePointer) -> UInt32? {
        var value: OpaquePointer? = g_variant_ref(reply)
        defer { if let value { g_variant_unref(value) } }
        for _ in 0..<8 {
            guard let current = value else { return nil }
            let type = String(cString: g_variant_get_type_string(current))
            let next: OpaquePointer?
            switch type {
            case "u":
                return g_variant_get_uint32(current)
            case "v":
                next = g_variant_get_variant(current)
            case _ where type.hasPrefix("(") && g_variant_n_children(current) == 1:
                next = g_variant_get_child_value(current, 0)
            default:
                return nil
            }
            g_variant_unref(current)
            value = next
        }
        return nil
    }

    /// The new `color-scheme` value in a `SettingChanged` signal's `(ssv)`, or nil for another
    /// setting.
    nonisolated static func settingChanged(_ parameters: OpaquePointer) -> UInt32? {
        let tuple = parameters
        guard String(cString: g_variant_get_type_string(tuple)) == "(ssv)" else { return nil }
        func string(_ index: Int) -> String {
            let child = g_variant_get_child_value(tuple, gsize(index))
            defer { g_variant_unref(child) }
            return String(cString: g_variant_get_string(child, nil))
        }
        guard string(0) == portalNamespace, string(1) == portalKey else { return nil }
        let value = g_variant_get_child_value(tuple, 2)
        defer { g_variant_unref(value) }
        return value.flatMap { colorScheme(in: $0) }
    }

    /// The same parsing on a GVariant in its text form (`g_variant_print`): what the tests feed
    /// it. `nil` when the text does not parse.
    package nonisolated static func colorScheme(inReplyText text: String) -> UInt32? {
        var error: UnsafeMutablePointer<GError>?
        guard let variant = g_variant_parse(nil, text, nil, nil, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        g_variant_ref_sink(variant)
        defer { g_variant_unref(variant) }
        return colorScheme(in: variant)
    }

    /// As ``settingChanged(_:)`` on the signal's parameters in text form.
    package nonisolated static func settingChanged(inSignalText text: String) -> UInt32? {
        var error: UnsafeMutablePointer<GError>?
        guard let variant = g_variant_parse(nil, text, nil, nil, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        g_variant_ref_sink(variant)
        defer { g_variant_unref(variant) }
        return settingChanged(variant)
    }

    /// The style of a portal value: 1 dark; 2 light; 0 (no preference) and others: nil.
    package nonisolated static func style(portalValue: UInt32) -> UIUserInterfaceStyle? {
        switch portalValue {
        case 1: .dark
        case 2: .light
        default: nil
        }
    }
}
