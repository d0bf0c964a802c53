import Foundation

/// What a test display gives the processes that run on it.
public protocol TestDisplay: AnyObject, Sendable {
    /// The environment a GTK child process needs on this display.
    var environment: [String: String] { get }
    /// Stops the display's helpers, by pid.
    func stop()
}

extension VirtualDisplay: TestDisplay {}

/// A Wayland display of one's own: sway 1.7 (wlroots) on its headless backend, with a virtual
/// keyboard on its seat (GTK reports a window's focus only when the seat has a keyboard), all
/// started and stopped by their pids. `swaymsg` drives it (``swaymsg(_:)``).
///
/// sway refuses to run as root; when the tests run as root it runs as `nobody` (`setpriv`), in a
/// runtime folder of its own that it owns (root's clients reach its socket all the same).
public final class WaylandDisplay: TestDisplay, @unchecked Sendable {
    /// `XDG_RUNTIME_DIR` of the compositor and its clients.
    public let runtimeDirectory: URL
    /// `WAYLAND_DISPLAY` (the socket's name in the runtime folder).
    public let socket: String
    /// `SWAYSOCK`: sway's IPC socket.
    public let ipcSocket: String
    private var helpers: [Process] = []

    /// Starts sway headless and a virtual keyboard (`wtype`, kept running); returns when sway
    /// answers on its IPC socket and its seat has the keyboard.
    public init() throws {
        runtimeDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("openuiscene-wayland-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: runtimeDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let config = runtimeDirectory.appendingPathComponent("sway.config")
        try "output HEADLESS-1 resolution 1280x800\nfocus_follows_mouse no\n".write(to: config, atomically: true, encoding: .utf8)
        let asRoot = geteuid() == 0
        if asRoot {
            for path in [runtimeDirectory.path, config.path] { chown(path, 65534, 65534) }
        }
        var base = ProcessInfo.processInfo.environment
        base.removeValue(forKey: "DISPLAY")
        base.removeValue(forKey: "WAYLAND_DISPLAY")
        base["XDG_RUNTIME_DIR"] = runtimeDirectory.path

        let sway = Process()
        if asRoot {
            sway.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            sway.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", "/usr/bin/sway", "-c", config.path]
        } else {
            sway.executableURL = URL(fileURLWithPath: "/usr/bin/sway")
            sway.arguments = ["-c", config.path]
        }
        var swayEnvironment = base
        swayEnvironment["WLR_BACKENDS"] = "headless"
        swayEnvironment["WLR_LIBINPUT_NO_DEVICES"] = "1"
        swayEnvironment["WLR_RENDERER"] = "pixman"
        swayEnvironment["HOME"] = runtimeDirectory.path
        sway.environment = swayEnvironment
        sway.standardOutput = FileHandle.nullDevice
        sway.standardError = FileHandle.nullDevice
        try ChildProcess.launch(sway)
        helpers = [sway]

        let directory = runtimeDirectory
        func entries() -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] }
        var names: [String] = []
        let up = ChildProcess.poll(seconds: 20) {
            names = entries()
            return (names.contains { $0.hasPrefix("wayland-") && !$0.hasSuffix(".lock") } && names.contains { $0.hasPrefix("sway-ipc.") }) || !sway.isRunning
        }
        guard up, sway.isRunning,
              let socket = names.first(where: { $0.hasPrefix("wayland-") && !$0.hasSuffix(".lock") }),
              let ipc = names.first(where: { $0.hasPrefix("sway-ipc.") }) else {
            ChildProcess.end(sway)
            try? FileManager.default.removeItem(at: directory)
            throw WaylandDisplayError.noCompositor
        }
        self.socket = socket
        ipcSocket = directory.appendingPathComponent(ipc).path

        // A virtual keyboard for the seat: wtype creates one and keeps it while it waits.
        let keyboard = Process()
        keyboard.executableURL = URL(fileURLWithPath: "/usr/bin/wtype")
        keyboard.arguments = ["-s", "86400000", "-k", "Shift_L"]
        keyboard.environment = environment
        keyboard.standardOutput = FileHandle.nullDevice
        keyboard.standardError = FileHandle.nullDevice
        do { try ChildProcess.launch(keyboard) } catch { stop(); throw error }
        helpers.append(keyboard)
        let hasKeyboard = ChildProcess.poll(seconds: 20) {
            ((try? swaymsg(["-t", "get_seats"]).text) ?? "").contains("\"keyboard\"")
        }
        guard hasKeyboard else {
            stop()
            throw WaylandDisplayError.noKeyboard
        }
    }

    /// The environment a GTK child process needs on this display: the Wayland socket, GTK's
    /// Wayland backend, cairo, GL and the accessibility bus off, an unreachable session bus.
    public var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "DISPLAY")
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory.path
        environment["WAYLAND_DISPLAY"] = socket
        environment["SWAYSOCK"] = ipcSocket
        environment["GDK_BACKEND"] = "wayland"
        environment["GSK_RENDERER"] = "cairo"
        environment["GDK_DEBUG"] = "gl-disable"
        environment["GTK_A11Y"] = "none"
        environment["NO_AT_BRIDGE"] = "1"
        environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=/nonexistent"
        return environment
    }

    /// Runs `swaymsg` with the arguments (a command such as `[title="^Fixture 1$"] focus`, or
    /// `-t get_tree`).
    @discardableResult
    public func swaymsg(_ arguments: [String]) throws -> ChildProcess.Output {
        try ChildProcess.run("/usr/bin/swaymsg", ["-s", ipcSocket] + arguments, environment: environment)
    }

    /// Stops the keyboard, then sway, by pid, and removes the runtime folder.
    public func stop() {
        for process in helpers.reversed() { ChildProcess.end(process) }
        helpers.removeAll()
        try? FileManager.default.removeItem(at: runtimeDirectory)
    }

    deinit { stop() }
}

/// Why the Wayland display could not be started.
public enum WaylandDisplayError: Error, CustomStringConvertible {
    case noCompositor
    case noKeyboard

    public var description: String {
        switch self {
        case .noCompositor: "sway did not start headless (no Wayland or IPC socket; is the sway package installed?)"
        case .noKeyboard: "the virtual keyboard did not reach sway's seat (is the wtype package installed?)"
        }
    }
}
