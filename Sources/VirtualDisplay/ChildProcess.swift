import Foundation

/// Helper processes started and stopped by their own pids: the GTK tests, the Notes tour and the
/// GTK benchmark run Xvfb, openbox, dbus-daemon, tools and the app under test with these.
public enum ChildProcess {
    /// Starts `process` with SIGTERM, SIGINT, SIGHUP and SIGUSR1 unblocked in the child: a child
    /// inherits the signal mask of the spawning thread, and test runners' threads block them,
    /// which would make Xvfb, openbox and the app deaf to `terminate()`.
    public static func launch(_ process: Process) throws {
        var unblock = sigset_t()
        var previous = sigset_t()
        sigemptyset(&unblock)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGUSR1] { sigaddset(&unblock, signal) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try process.run()
    }

    /// SIGTERM, then SIGKILL if the process is still there after `grace` seconds; then reaps it.
    public static func end(_ process: Process, grace: Double = 5) {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGTERM)
        if !poll(seconds: grace, { !process.isRunning }) {
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
    }

    /// Polls `condition` every 10 ms until it holds or `seconds` pass; returns whether it held.
    public static func poll(seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }

    /// Reads up to the first newline from a pipe (what Xvfb `-displayfd` and
    /// `dbus-daemon --print-address` write once they are ready), trimmed.
    public static func firstLine(of pipe: Pipe) -> String {
        var text = ""
        while !text.contains("\n") {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What a tool printed on standard output, and its exit status.
    public struct Output: Sendable {
        public var status: Int32
        public var text: String
    }

    /// Runs a command-line tool to completion (standard error discarded).
    @discardableResult
    public static func run(_ path: String, _ arguments: [String], environment: [String: String]) throws -> Output {
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
        return Output(status: process.terminationStatus, text: String(decoding: data, as: UTF8.self))
    }
}
