internal import CGtk
import Foundation

/// Lets Swift concurrency run while GLib owns the main thread.
///
/// libdispatch signals pending main-queue work through an eventfd (the "main queue handle"
/// CoreFoundation's run loop watches on Linux). The bridge watches that fd with
/// `g_unix_fd_add_full`; when it becomes readable it reads the 8-byte counter and drains the main
/// queue with `_dispatch_main_queue_callback_4CF`. `Task { @MainActor in }`,
/// `DispatchQueue.main.async`, `Task.sleep` resumptions on the main actor and `NotificationCenter`
/// observers on `.main` then run inside the GTK loop, with no polling and no idle wakeups.
///
/// Rules (docs/GTK.md): install it on the main thread from a synchronous `main`; never spin a
/// nested GLib loop from inside a main-queue block (the drain is not re-entrant).
@MainActor
enum MainQueueBridge {
    private static var sourceID: guint = 0
    /// Runs after every drain (the host flushes its live event channel there).
    static var afterDrain: (@MainActor () -> Void)?

    /// Installs the watch once; returns whether the main queue is now bridged.
    @discardableResult
    static func install() -> Bool {
        guard sourceID == 0 else { return true }
        let handle = _dispatch_get_main_queue_handle_4CF()
        guard handle >= 0 else {
            FileHandle.standardError.write(Data("OpenUISceneGTK: libdispatch has no main-queue handle (is main async, or not on the main thread?); Swift concurrency on the main actor will not run inside the GTK loop.\n".utf8))
            return false
        }
        let callback: GUnixFDSourceFunc = { fd, _, _ in
            var counter: UInt64 = 0
            _ = read(fd, &counter, 8)
            _dispatch_main_queue_callback_4CF(nil)
            MainActor.assumeIsolated { MainQueueBridge.afterDrain?() }
            return 1 // G_SOURCE_CONTINUE
        }
        sourceID = g_unix_fd_add_full(G_PRIORITY_DEFAULT, handle, G_IO_IN, callback, nil, nil)
        // Work queued before the watch existed keeps the eventfd readable: it runs on the
        // first loop iteration.
        return true
    }
}
