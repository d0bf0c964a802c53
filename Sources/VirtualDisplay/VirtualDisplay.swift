import Foundation

/// An X display of one's own: Xvfb (1280×800×24) on a display number it picks itself, and
/// optionally openbox and a private session bus, all started and stopped by their pids.
///
/// Used by the GTK tests (Tests/OpenUISceneGTKTests), the Notes tour (`notes --tour`) and the GTK
/// benchmark, so that the three start displays the same way.
public final class VirtualDisplay: @unchecked Sendable {
    /// The X display number (`DISPLAY=:number`).
    public let number: Int
    /// The private session bus (`dbus-daemon --session`), when asked for one.
    public let busAddress: String?
    private var helpers: [Process] = []

    /// Starts Xvfb (`-displayfd`: no race with other servers for a number), then, as asked, a
    /// session bus and openbox; returns when each answers.
    ///
    /// - Parameters:
    ///   - windowManager: start openbox (the GTK tests and the tour need one; the benchmark
    ///     measures with and without).
    ///   - sessionBus: start a private `dbus-daemon --session`; without one, ``environment``
    ///     points GLib at an unreachable bus so that nothing autolaunches one.
    public init(windowManager: Bool = true, sessionBus: Bool = false) throws {
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        server.arguments = ["-displayfd", "1", "-screen", "0", "1280x800x24", "-nolisten", "tcp"]
        let displayPipe = Pipe()
        server.standardOutput = displayPipe
        server.standardError = FileHandle.nullDevice
        try ChildProcess.launch(server)
        // Xvfb writes the display number and a newline once it accepts connections.
        guard let number = Int(ChildProcess.firstLine(of: displayPipe)) else {
            ChildProcess.end(server)
            throw VirtualDisplayError.noFreeDisplay
        }
        self.number = number
        helpers = [server]

        if sessionBus {
            let bus = Process()
            bus.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
            bus.arguments = ["--session", "--nofork", "--nopidfile", "--print-address=1"]
            let busPipe = Pipe()
            bus.standardOutput = busPipe
            bus.standardError = FileHandle.nullDevice
            do {
                try ChildProcess.launch(bus)
            } catch {
                // The display is up: it must not outlive a failed start.
                for process in helpers.reversed() { ChildProcess.end(process) }
                throw error
            }
            helpers.append(bus)
            let address = ChildProcess.firstLine(of: busPipe)
            guard !address.isEmpty else {
                for process in helpers.reversed() { ChildProcess.end(process) }
                throw VirtualDisplayError.noSessionBus
            }
            busAddress = address
        } else {
            busAddress = nil
        }

        if windowManager {
            do {
                helpers.append(try startOpenbox())
            } catch {
                stop()
                throw error
            }
        }
    }

    /// The environment a GTK child process needs on this display: DISPLAY, X11, cairo, GL and
    /// the accessibility bus off, and the private session bus (or an unreachable one).
    public var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = ":\(number)"
        environment["GDK_BACKEND"] = "x11"
        environment["GSK_RENDERER"] = "cairo"
        environment["GDK_DEBUG"] = "gl-disable"
        environment["GTK_A11Y"] = "none"
        environment["NO_AT_BRIDGE"] = "1"
        environment["DBUS_SESSION_BUS_ADDRESS"] = busAddress ?? "unix:path=/nonexistent"
        environment.removeValue(forKey: "WAYLAND_DISPLAY")
        return environment
    }

    /// openbox occasionally exits right after starting when several displays come up at once
    /// (seen once, in a full test run while other builds loaded the machine; cause not found):
    /// it is started again, up to three times, and what it printed is reported if it never
    /// stays up. It is ready when `wmctrl -m` sees a window manager.
    private func startOpenbox() throws -> Process {
        let environment = environment
        var lastOutput = ""
        for _ in 0..<3 {
            let manager = Process()
            manager.executableURL = URL(fileURLWithPath: "/usr/bin/openbox")
            manager.arguments = ["--sm-disable"]
            manager.environment = environment
            let log = FileManager.default.temporaryDirectory.appendingPathComponent("openbox-\(UUID().uuidString).log")
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            let logHandle = try FileHandle(forWritingTo: log)
            manager.standardOutput = logHandle
            manager.standardError = logHandle
            try ChildProcess.launch(manager)
            let managed = ChildProcess.poll(seconds: 20) {
                (try? ChildProcess.run("/usr/bin/wmctrl", ["-m"], environment: environment).status) == 0 || !manager.isRunning
            }
            try? logHandle.close()
            lastOutput = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(at: log)
            if managed, manager.isRunning { return manager }
            ChildProcess.end(manager)
        }
        throw VirtualDisplayError.noWindowManager(lastOutput)
    }

    /// Stops the helpers, newest first (openbox, the bus, Xvfb), by pid, and waits for each.
    public func stop() {
        for process in helpers.reversed() { ChildProcess.end(process) }
        helpers.removeAll()
    }

    deinit { stop() }
}

/// Why a virtual display could not be started.
public enum VirtualDisplayError: Error, CustomStringConvertible {
    case noFreeDisplay
    case noSessionBus
    case noWindowManager(String)

    public var description: String {
        switch self {
        case .noFreeDisplay: "Xvfb did not start (no display number; is the xvfb package installed?)"
        case .noSessionBus: "dbus-daemon did not start (no bus address; is the dbus package installed?)"
        case .noWindowManager(let output): "openbox did not start on the virtual display after 3 tries (is the openbox package installed?); it printed: \(output)"
        }
    }
}
