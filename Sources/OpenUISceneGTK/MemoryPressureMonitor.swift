internal import CGtk
import Foundation
internal import OpenUISceneManifest

/// Reclaims memory when the kernel reports memory pressure (Linux PSI, `/proc/pressure/memory`):
/// a trigger fires when tasks were stalled on memory for 150 ms within one second. Where PSI is
/// missing (old kernels, some containers) only SIGUSR1 reclaims.
@MainActor
enum MemoryPressureMonitor {
    private static var handler: (@MainActor () -> Void)?
    private static var sourceID: guint = 0

    /// Starts watching; `onPressure` runs on the main loop, at most once per trigger window.
    static func start(_ onPressure: @escaping @MainActor () -> Void) {
        guard sourceID == 0, ProcessContext.environment("OPENUISCENE_PSI") != "off" else { return }
        let fd = open("/proc/pressure/memory", O_RDWR | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return }
        let trigger = "some 150000 1000000"
        let written = trigger.withCString { write(fd, $0, strlen($0) + 1) }
        guard written > 0 else {
            close(fd)
            return
        }
        handler = onPressure
        let callback: GUnixFDSourceFunc = { _, _, _ in
            MainActor.assumeIsolated {
                MemoryPressureMonitor.handler?()
                GLibSignal.afterCallback?()
            }
            return 1
        }
        sourceID = g_unix_fd_add_full(G_PRIORITY_DEFAULT, fd, G_IO_PRI, callback, nil, nil)
    }
}
