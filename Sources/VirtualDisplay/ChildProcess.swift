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
        Children.shared.add(process)
    }

    /// SIGTERM, then SIGKILL if the process is still there after `grace` seconds; then reaps it.
    public static func end(_ process: Process, grace: Double = 5) {
        defer { Children.shared.remove(process) }
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGTERM)
        if !poll(seconds: grace, { !process.isRunning }) {
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
    }

    /// The children started with ``launch(_:)`` and not ended with ``end(_:grace:)``, in order.
    /// Foundation starts each child in a process group of its own, so a Ctrl+C (SIGINT to the
    /// terminal's foreground group) reaches only the program that started them.
    private final class Children: @unchecked Sendable {
        static let shared = Children()
        private let lock = NSLock()
        private var processes: [Process] = []

        func add(_ process: Process) { lock.withLock { processes.append(process) } }
        func remove(_ process: Process) { lock.withLock { processes.removeAll { $0 === process } } }
        /// The ones still running, newest first.
        func running() -> [Process] { lock.withLock { processes.filter(\.isRunning).reversed() } }
    }

    /// The write end of the self-pipe the signal handler writes the signal's number into.
    nonisolated(unsafe) private static var signalPipe: Int32 = -1
    /// Set by the signal handler (before anything else): the program is being interrupted.
    nonisolated(unsafe) private static var interrupted: sig_atomic_t = 0

    /// For the program's own ending (its `main` returning a status): when a signal is being
    /// handled by ``endChildrenOnSignals(grace:announce:)``, waits for that to end the program,
    /// so that the status says the signal (a step that failed because its children were being
    /// stopped does not win the race).
    public static func waitIfInterrupted() {
        guard interrupted != 0 else { return }
        while true { pause() }
    }

    /// For a program that starts helpers and may be interrupted (the Notes tour, issue 22 item
    /// 11): on SIGINT, SIGTERM or SIGHUP every child started with ``launch(_:)`` and still running
    /// is ended, newest first (the app under test, then openbox, the bus, Xvfb), SIGTERM then
    /// SIGKILL after `grace` seconds; `announce` is printed first; then the program exits with
    /// 128 + the signal's number, as the signal would have ended it. The handler only writes to
    /// a pipe; a thread of its own does the rest. A handler (not `SIG_IGN`) is reset in the
    /// children at exec, so they still die of the signals they are sent.
    public static func endChildrenOnSignals(grace: Double = 3, announce: @escaping @Sendable (Int32) -> Void = { _ in }) {
        var fds: [Int32] = [-1, -1]
        guard signalPipe < 0, pipe(&fds) == 0 else { return }
        signalPipe = fds[1]
        let handler: @convention(c) (Int32) -> Void = { signal in
            ChildProcess.interrupted = 1
            var byte = UInt8(truncatingIfNeeded: signal)
            _ = write(ChildProcess.signalPipe, &byte, 1)
        }
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = handler
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signal, &action, nil)
        }
        let reader = fds[0]
        let thread = Thread {
            var byte: UInt8 = 0
            while read(reader, &byte, 1) != 1 {}
            let signal = Int32(byte)
            announce(signal)
            for process in Children.shared.running() {
                kill(process.processIdentifier, SIGTERM)
                if !poll(seconds: grace, { !process.isRunning }) { kill(process.processIdentifier, SIGKILL) }
                process.waitUntilExit()
            }
            exit(128 + signal)
        }
        thread.start()
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
        Children.shared.remove(process)
        return Output(status: process.terminationStatus, text: String(decoding: data, as: UTF8.self))
    }
}
