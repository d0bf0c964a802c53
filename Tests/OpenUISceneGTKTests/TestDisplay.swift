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
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = ":\(number)"
        environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=/nonexistent"
        // openbox occasionally exits right after starting when several displays come up at once
        // (seen once, in a full run while other builds loaded the machine; cause not found): start it again, up
        // to three times, and report what it printed if it never stays up.
        var lastOutput = ""
        var started: Process?
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
            try Tool.launch(manager)
            // openbox is ready when wmctrl sees a window manager.
            let managed = Self.poll(seconds: 20) {
                (try? Tool.run("/usr/bin/wmctrl", ["-m"], environment: environment).status) == 0 || !manager.isRunning
            }
            try? logHandle.close()
            lastOutput = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(at: log)
            if managed, manager.isRunning {
                started = manager
                break
            }
            Self.end(manager)
        }
        guard let started else {
            Self.end(server)
            throw TestDisplayError.noWindowManager(lastOutput)
        }
        windowManager = started
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
    case noFreeDisplay
    case noWindowManager(String)

    var description: String {
        switch self {
        case .noFreeDisplay: "no free X display number for Xvfb (is xvfb installed?)"
        case .noWindowManager(let output): "openbox did not start on the test display after 3 tries (is openbox installed?); it printed: \(output)"
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
