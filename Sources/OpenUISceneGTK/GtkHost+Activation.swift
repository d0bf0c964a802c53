import Foundation
internal import CGtk

// Presenting a window with the desktop's activation token (docs/GTK.md "Single instance and
// opening URLs"): a URL or activity handed over by a second launch brings its window forward,
// also on Wayland, where a compositor moves the focus only for a request that carries an
// xdg-activation token.
//
// How the token travels: the launcher (a desktop, `gio launch`, a terminal with xdg-activation)
// gives the second process `XDG_ACTIVATION_TOKEN` (Wayland) or `DESKTOP_STARTUP_ID` (X11). That
// process hands its URLs to the running one over D-Bus with platform data; GTK 4.8 puts no token
// there (checked with dbus-monitor: only `cwd`; GDK has taken `DESKTOP_STARTUP_ID` out of the
// environment by then), so the host reads the token from the environment the process started
// with and adds it (`desktop-startup-id` and
// `activation-token`, CGtk's `oui_application_forward_launch_token`). The running process's
// GtkApplication puts `desktop-startup-id` on the display before the `open`/`activate` emission
// and completes the startup after it; the engine routes a handed-over URL synchronously inside
// the emission, so `bringToFront` calls `gtk_window_present` while the display holds the token,
// and GDK activates the window with it (Wayland: `xdg_activation_v1_activate`; X11: the startup
// id and its time).

extension GtkHost {
    /// The variables that carry a launch's activation token, in the order they are asked.
    nonisolated static let launchTokenVariables = ["XDG_ACTIVATION_TOKEN", "DESKTOP_STARTUP_ID"]

    /// The activation token this launch was given: `XDG_ACTIVATION_TOKEN` (Wayland), else
    /// `DESKTOP_STARTUP_ID` (X11); empty values count as none.
    nonisolated static func launchToken(environment: [String: String]) -> String? {
        for name in launchTokenVariables {
            if let token = environment[name], !token.isEmpty { return token }
        }
        return nil
    }

    /// Makes a second launch send its token to the running instance (called before
    /// GApplication runs). `XDG_ACTIVATION_TOKEN` is then unset so that a process the app starts
    /// does not reuse a token meant for this launch (GTK does the same for `DESKTOP_STARTUP_ID`).
    static func forwardLaunchToken(of application: UnsafeMutableRawPointer) {
        guard let token = launchToken(environment: initialEnvironment(launchTokenVariables)) else { return }
        oui_application_forward_launch_token(oui_application(application), token)
        unsetenv("XDG_ACTIVATION_TOKEN")
    }

    /// The variables `names` in the environment this process was started with
    /// (`/proc/self/environ`): GDK takes `DESKTOP_STARTUP_ID` out of the live environment when the
    /// library loads, before the host runs. Falls back to the live environment where `/proc`
    /// cannot be read.
    nonisolated static func initialEnvironment(_ names: [String]) -> [String: String] {
        guard let block = FileManager.default.contents(atPath: "/proc/self/environ") else {
            return ProcessInfo.processInfo.environment.filter { names.contains($0.key) }
        }
        return values(of: names, inEnvironmentBlock: block)
    }

    /// The variables `names` in an environment block (`NAME=value` entries, each ended by a NUL;
    /// the first of a name wins, as for `getenv`, which GDK reads). Compares bytes and decodes
    /// only what it returns: the whole block as strings cost 0.85 M instructions before the first
    /// window.
    nonisolated static func values(of names: [String], inEnvironmentBlock block: Data) -> [String: String] {
        let prefixes = names.map { (name: $0, bytes: Array("\($0)=".utf8)) }
        var result: [String: String] = [:]
        block.withUnsafeBytes { bytes in
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: 0) ?? bytes.count
                let entry = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
                for prefix in prefixes where result[prefix.name] == nil && entry.starts(with: prefix.bytes) {
                    result[prefix.name] = String(decoding: entry.dropFirst(prefix.bytes.count), as: UTF8.self)
                }
                start = end + 1
            }
        }
        return result
    }

    /// Brings a window forward with the activation token GTK holds for the emission in progress
    /// (a second launch's), reported on the live channel as `presented` with `token <id>` or
    /// `no token`.
    func present(_ window: UnsafeMutableRawPointer, session: String) {
        let token = oui_display_startup_id(gdk_display_get_default()).map { String(cString: $0) }
        live?.window("presented", session: session, detail: token.map { "token \($0)" } ?? "no token", trace: engine.trace)
        gtk_window_present(oui_window(window))
    }
}
