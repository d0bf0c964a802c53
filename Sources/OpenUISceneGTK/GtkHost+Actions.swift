internal import CGtk
import Foundation
import OpenUIScene

// GApplication actions the desktop can call (issue 16, docs/GTK.md "Desktop actions"):
// `app.new-window`, `app.close-window`, `app.quit` (Ctrl+N, Ctrl+W, Ctrl+Q), `app.shortcut(s)`
// (a quick action's type, from the desktop entry's actions), and `app.menu-item-<n>` for the
// app's own main-menu items (the header bar's menu). Each is the engine's main-menu action or
// quick action (SceneEngine+DesktopMenu.swift, SceneEngine+QuickActions.swift): no lifecycle
// rule here. GApplication exports them on the session bus (`org.gtk.Actions`,
// `org.freedesktop.Application.ActivateAction`).

extension GtkHost {
    /// The standard actions and their accelerators.
    static let standardActions: [(name: String, accelerator: String)] = [
        ("new-window", "<Control>n"), ("close-window", "<Control>w"), ("quit", "<Control>q"),
    ]

    /// At `startup` (primary instance only): the actions, their accelerators, and the X11
    /// `WM_CLASS` class.
    func installActions() {
        guard application != nil else { return }
        for (name, accelerator) in Self.standardActions {
            addAction(name) { [weak self] _ in self?.desktopAction(name) }
            setAccelerators(["\(accelerator)"], for: "app.\(name)")
        }
        addAction("shortcut", parameterType: "s") { [weak self] parameter in
            guard let parameter, let type = g_variant_get_string(OpaquePointer(parameter), nil) else { return }
            self?.shortcutAction(String(cString: type))
        }
        setProgramClass()
    }

    /// A `GSimpleAction` on the application; `parameterType` is a GVariant type string.
    @discardableResult
    func addAction(_ name: String, parameterType: String? = nil, _ body: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void) -> UnsafeMutableRawPointer? {
        guard let application else { return nil }
        let type = parameterType.map { g_variant_type_new($0) }
        defer { if let type { g_variant_type_free(type) } }
        guard let action = g_simple_action_new(name, type ?? nil) else { return nil }
        let raw = UnsafeMutableRawPointer(action)
        GLibSignal.connect(raw, "activate") { (parameter: UnsafeMutableRawPointer?) in body(parameter) }
        g_action_map_add_action(OpaquePointer(application), action)
        g_object_unref(raw)
        return raw
    }

    func setAccelerators(_ accelerators: [String], for action: String) {
        guard let application else { return }
        var pointers: [UnsafeMutablePointer<CChar>?] = accelerators.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        pointers.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                gtk_application_set_accels_for_action(application, action, $0)
            }
        }
    }

    /// `new-window`, `close-window`, `quit` or a menu item's action: the engine's main menu.
    /// Before the launch (a process D-Bus started with `--gapplication-service` for the action,
    /// which GApplication does not activate; issue 22 item 10) each runs when it is called:
    /// `quit` quits, `new-window` launches the app (its restored windows, or a first one),
    /// `close-window` has no window to close, a menu item launches the app and then runs.
    func desktopAction(_ name: String) {
        guard !quitting else { return }
        if !launched {
            switch name {
            case "quit": return quit()
            case "close-window": return
            case "new-window": return launch()
            default: launch()
            }
        }
        engine.performMainMenuAction(name)
    }

    /// `app.shortcut`: a quick action chosen in the desktop (a second launch with `--shortcut`
    /// forwards it here). Before the launch (D-Bus activation) it launches the app with it, then
    /// and there.
    func shortcutAction(_ type: String) {
        guard !quitting else { return }
        if !launched { return launch(with: .shortcut(type: type)) }
        engine.performQuickAction(type: type)
    }

    /// `--shortcut TYPE` / `--shortcut=TYPE` on the command line (the desktop entry's actions),
    /// and the arguments left. A `--shortcut` without a type gives the empty string.
    static func shortcutArgument(in arguments: [String]) -> (type: String?, rest: [String]) {
        var rest: [String] = []
        var type: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--shortcut" {
                type = index + 1 < arguments.count ? arguments[index + 1] : ""
                index += 2
                continue
            }
            if argument.hasPrefix("--shortcut=") {
                type = String(argument.dropFirst("--shortcut=".count))
            } else {
                rest.append(argument)
            }
            index += 1
        }
        return (type, rest)
    }

    /// `--shortcut` without a type: said, and the process ends with EX_USAGE (64).
    static func refuseEmptyShortcut() -> Never {
        FileHandle.standardError.write(Data("\(URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent): --shortcut needs a quick action's type (UIApplicationShortcutItemType), as in --shortcut org.example.app.new-note.\n".utf8))
        exit(64)
    }

    /// A launch with `--shortcut TYPE`: registers the application; when another process is
    /// primary, its `app.shortcut` action gets TYPE over D-Bus and this process is done (returns
    /// true). Otherwise TYPE waits for this process's own launch.
    func forwardShortcutIfRemote(_ type: String) -> Bool {
        guard let application else { return false }
        let app = oui_application(application)
        var error: UnsafeMutablePointer<GError>?
        guard g_application_register(app, nil, &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            FileHandle.standardError.write(Data("OpenUISceneGTK: could not register the application (\(message)); the quick action runs in this process.\n".utf8))
            pendingShortcut = type
            return false
        }
        guard g_application_get_is_remote(app) != 0 else {
            pendingShortcut = type
            return false
        }
        g_action_group_activate_action(OpaquePointer(application), "shortcut", g_variant_new_string(type))
        // The remote call is sent asynchronously: flushed before this process ends.
        if let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil) {
            g_dbus_connection_flush_sync(bus, nil, nil)
            g_object_unref(UnsafeMutableRawPointer(bus))
        }
        return true
    }

    /// X11 `WM_CLASS`: instance = the program name (the display name, which assistive
    /// technologies read), class = the application id, which the desktop entry's
    /// `StartupWMClass` names (docs/GTK.md "Installing").
    private func setProgramClass() {
        guard let application, let id = g_application_get_application_id(oui_application(application)),
              let display = gdk_display_get_default() else { return }
        let instance = UnsafeMutableRawPointer(display).assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, gdk_x11_display_get_type()) != 0 else { return }
        gdk_x11_display_set_program_class(display, id)
    }
}
