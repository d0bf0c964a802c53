import Foundation

/// An X display of the test's own: Xvfb plus openbox, started and stopped by their pids.
final class TestDisplay: @unchecked Sendable {
    let number: Int
    private let xvfb: Process
    private let windowManager: Process

    /// The environment a GTK child process needs on this display (cairo, GL and the
    /// accessibility bus off, an unreachable session bus so that nothing autolaunches one).
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = ":\(number)"
        environment["GSK_RENDERER"] = "cairo"
        environment["GDK_DEBUG"] = "gl-disable"
        environment["GTK_A11Y"] = "none"
        environment["NO_AT_BRIDGE"] = "1"
        environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=/nonexistent"
        environment["GDK_BACKEND"] = "x11"
        environment.removeValue(forKey: "WAYLAND_DISPLAY")
        return environment
    }

    /// Starts Xvfb on a display number it picks itself (`-displayfd`, no race with other
    /// servers), then openbox; returns when both answer.
    init() throws {
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        server.arguments = ["-displayfd", "1", "-screen", "0", "1280x800x24", "-nolisten", "tcp"]
        let displayPipe = Pipe()
        server.standardOutput = displayPipe
        server.standardError = FileHandle.nullDevice
        try Tool.launch(server)
        // Xvfb writes the display number and a newline once it accepts connections.
        var text = ""
        while !text.contains("\n") {
            let chunk = displayPipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            Self.end(server)
            throw TestDisplayError.noFreeDisplay
        }
        self.number = number
        xvfb = server
        let manager = Process()
        manager.executableURL = URL(fileURLWithPath: "/usr/bin/openbox")
        manager.arguments = ["--sm-disable"]
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = ":\(number)"
        environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=/nonexistent"
        manager.environment = environment
        manager.standardOutput = FileHandle.nullDevice
        manager.standardError = FileHandle.nullDevice
        try Tool.launch(manager)
        windowManager = manager
        // openbox is ready when wmctrl sees a window manager.
        let managed = Self.poll(seconds: 20) {
            (try? Tool.run("/usr/bin/wmctrl", ["-m"], environment: environment).status) == 0 || !manager.isRunning
        }
        guard managed, manager.isRunning else {
            stop()
            throw TestDisplayError.noWindowManager
        }
    }

    /// Stops openbox then Xvfb, by pid, and waits for both.
    func stop() {
        for process in [windowManager, xvfb] { Self.end(process) }
    }

    /// SIGTERM, then SIGKILL if the process is still there after `grace` seconds; then reaps it.
    static func end(_ process: Process, grace: Double = 5) {
        guard process.isRunning else { return }
        process.terminate()
        if !poll(seconds: grace, { !process.isRunning }) {
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
    }

    deinit { stop() }

    /// Polls `condition` every 10 ms until it holds or `seconds` pass.
    static func poll(seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }
}

enum TestDisplayError: Error, CustomStringConvertible {
    case noFreeDisplay, noWindowManager

    var description: String {
        switch self {
        case .noFreeDisplay: "no free X display number for Xvfb (is xvfb installed?)"
        case .noWindowManager: "openbox did not start on the test display (is openbox installed?)"
        }
    }
}

/// Runs a command-line tool to completion.
enum Tool {
    /// Starts `process` with SIGTERM, SIGINT, SIGHUP and SIGUSR1 unblocked: a child inherits
    /// the signal mask of the spawning thread, and the test runner's threads block them, which
    /// would make Xvfb, openbox and the app deaf to `terminate()`.
    static func launch(_ process: Process) throws {
        var unblock = sigset_t()
        var previous = sigset_t()
        sigemptyset(&unblock)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGUSR1] { sigaddset(&unblock, signal) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try process.run()
    }

    struct Result {
        var status: Int32
        var output: String
    }

    @discardableResult
    static func run(_ path: String, _ arguments: [String], environment: [String: String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try launch(process)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
