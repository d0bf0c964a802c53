internal import CGtk

/// Connects Swift closures to GObject signals.
///
/// One non-capturing `@convention(c)` trampoline per C signal signature; the closure travels as
/// `user_data` in a retained box that the `GClosureNotify` releases when the handler goes away
/// (the object is finalized or the handler disconnected). The arity of each trampoline matches
/// its C signal exactly: a wrong arity would silently read the wrong `user_data`.
///
/// GTK emits signals on the main thread, so every handler enters the main actor with
/// `MainActor.assumeIsolated`, then ``GLibSignal/afterCallback`` runs (the host flushes its live
/// event channel there).
@MainActor
enum GLibSignal {
    /// Runs after every handler (set by the host).
    static var afterCallback: (@MainActor () -> Void)?

    final class VoidBox: @unchecked Sendable {
        let body: @MainActor () -> Void
        init(_ body: @escaping @MainActor () -> Void) { self.body = body }
    }

    final class BoolBox: @unchecked Sendable {
        let body: @MainActor () -> Bool
        init(_ body: @escaping @MainActor () -> Bool) { self.body = body }
    }

    final class OpenBox: @unchecked Sendable {
        let body: @MainActor ([String]) -> Void
        init(_ body: @escaping @MainActor ([String]) -> Void) { self.body = body }
    }

    private static let release: GClosureNotify = { data, _ in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
    }

    /// `void handler(GObject *object, gpointer data)`: `clicked`, `activate`, `map`, `realize`,
    /// `changed`, `startup`, `shutdown`.
    @discardableResult
    static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ body: @escaping @MainActor () -> Void) -> UInt {
        let trampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            guard let data else { return }
            let box = Unmanaged<VoidBox>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated {
                box.body()
                GLibSignal.afterCallback?()
            }
        }
        let data = Unmanaged.passRetained(VoidBox(body)).toOpaque()
        return g_signal_connect_data(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), data, release, GConnectFlags(0))
    }

    final class PointerBox: @unchecked Sendable {
        let body: @MainActor (UnsafeMutableRawPointer?) -> Void
        init(_ body: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void) { self.body = body }
    }

    /// `void handler(GObject *object, gpointer argument, gpointer data)`: `row-activated`.
    @discardableResult
    static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ body: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void) -> UInt {
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, argument, data in
            guard let data else { return }
            let box = Unmanaged<PointerBox>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated {
                box.body(argument)
                GLibSignal.afterCallback?()
            }
        }
        let data = Unmanaged.passRetained(PointerBox(body)).toOpaque()
        return g_signal_connect_data(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), data, release, GConnectFlags(0))
    }

    /// `void handler(GObject *object, GParamSpec *pspec, gpointer data)`: `notify::<property>`.
    @discardableResult
    static func connectNotify(_ instance: UnsafeMutableRawPointer, _ property: String, _ body: @escaping @MainActor () -> Void) -> UInt {
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
            guard let data else { return }
            let box = Unmanaged<VoidBox>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated {
                box.body()
                GLibSignal.afterCallback?()
            }
        }
        let data = Unmanaged.passRetained(VoidBox(body)).toOpaque()
        return g_signal_connect_data(instance, "notify::" + property, unsafeBitCast(trampoline, to: GCallback.self), data, release, GConnectFlags(0))
    }

    /// `gboolean handler(GObject *object, gpointer data)`: `close-request` (TRUE vetoes).
    @discardableResult
    static func connectBool(_ instance: UnsafeMutableRawPointer, _ signal: String, _ body: @escaping @MainActor () -> Bool) -> UInt {
        let trampoline: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
            guard let data else { return 0 }
            let box = Unmanaged<BoolBox>.fromOpaque(data).takeUnretainedValue()
            return MainActor.assumeIsolated {
                let result = box.body()
                GLibSignal.afterCallback?()
                return result ? 1 : 0
            }
        }
        let data = Unmanaged.passRetained(BoolBox(body)).toOpaque()
        return g_signal_connect_data(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), data, release, GConnectFlags(0))
    }

    /// `void handler(GApplication *app, GFile **files, gint n_files, gchar *hint, gpointer data)`:
    /// `open`. The closure gets the files' URIs.
    @discardableResult
    static func connectOpen(_ instance: UnsafeMutableRawPointer, _ body: @escaping @MainActor ([String]) -> Void) -> UInt {
        let trampoline: @convention(c) (gpointer?, UnsafeMutablePointer<OpaquePointer?>?, gint, UnsafePointer<gchar>?, gpointer?) -> Void = { _, files, count, _, data in
            guard let data else { return }
            var uris: [String] = []
            if let files {
                for index in 0..<Int(count) {
                    guard let file = files[index], let uri = g_file_get_uri(file) else { continue }
                    uris.append(String(cString: uri))
                    g_free(uri)
                }
            }
            let box = Unmanaged<OpenBox>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated {
                box.body(uris)
                GLibSignal.afterCallback?()
            }
        }
        let data = Unmanaged.passRetained(OpenBox(body)).toOpaque()
        return g_signal_connect_data(instance, "open", unsafeBitCast(trampoline, to: GCallback.self), data, release, GConnectFlags(0))
    }

    /// Calls `body` once, when the main loop is idle: after every source ready now at a higher
    /// priority (`g_idle_add_full`, `G_PRIORITY_DEFAULT_IDLE`), such as a burst of D-Bus signals.
    static func onIdle(_ body: @escaping @MainActor () -> Void) {
        let (trampoline, data, destroy) = source(body, repeats: false)
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, trampoline, data, destroy)
    }

    /// Calls `body` once, `milliseconds` from now (`g_timeout_add_full`, `G_PRIORITY_DEFAULT`).
    static func after(milliseconds: UInt32, _ body: @escaping @MainActor () -> Void) {
        let (trampoline, data, destroy) = source(body, repeats: false)
        g_timeout_add_full(G_PRIORITY_DEFAULT, guint(milliseconds), trampoline, data, destroy)
    }

    /// Calls `body` on the main loop every time `signal` (SIGTERM, SIGINT, SIGUSR1…) arrives,
    /// through `g_unix_signal_add` (GLib's own self-pipe: safe with the GLib loop).
    static func onUnixSignal(_ signal: Int32, _ body: @escaping @MainActor () -> Void) {
        let (trampoline, data, destroy) = source(body, repeats: true)
        g_unix_signal_add_full(G_PRIORITY_DEFAULT, signal, trampoline, data, destroy)
    }

    /// A GSource callback's body, kept (`repeats`) or removed after its first call.
    final class SourceBox: @unchecked Sendable {
        let body: @MainActor () -> Void
        let repeats: Bool
        init(_ body: @escaping @MainActor () -> Void, repeats: Bool) {
            self.body = body
            self.repeats = repeats
        }
    }

    /// The `GSourceFunc` trampoline, its retained box and the notify that releases it.
    private static func source(_ body: @escaping @MainActor () -> Void, repeats: Bool) -> (GSourceFunc, gpointer, GDestroyNotify) {
        let trampoline: @convention(c) (gpointer?) -> gboolean = { data in
            guard let data else { return 0 }
            let box = Unmanaged<SourceBox>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated {
                box.body()
                GLibSignal.afterCallback?()
            }
            return box.repeats ? 1 : 0
        }
        let destroy: GDestroyNotify = { data in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }
        return (trampoline, Unmanaged.passRetained(SourceBox(body, repeats: repeats)).toOpaque(), destroy)
    }
}
