import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a child process to its end, or to a deadline, for a test: the one runner the tests share.
///
/// Standard output and standard error go to temporary files, never pipes: a child that writes more
/// than a pipe holds (64 KiB) to the stream the test is not reading yet would block forever, and
/// the test with it (reading one pipe to its end before the other did exactly that). A child still
/// running at the deadline is killed (SIGKILL) and the result says so, so a hang fails its test
/// instead of stopping the suite.
package enum ChildProcess {
    /// What the child did.
    package struct Result: Sendable {
        package var status: Int32
        package var output: String
        package var error: String
        /// It was still running at the deadline, and was killed.
        package var timedOut: Bool
        /// The child's process id (what it may have named a file after).
        package var processIdentifier: Int32

        /// Standard output, then standard error: for a tool that says what the test reads on
        /// either (ImageMagick's `compare` prints its metric on standard error).
        package var outputAndError: String { output + error }
    }

    /// Runs `executable` with `arguments`; `environment` is added to this process's (or, with
    /// `replacingEnvironment`, is the whole environment).
    package static func run(_ executable: URL, _ arguments: [String] = [], environment: [String: String] = [:], replacingEnvironment: Bool = false,
                            directory: URL? = nil, deadline: Double = 300) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = replacingEnvironment ? environment : ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if let directory { process.currentDirectoryURL = directory }
        return try run(process, deadline: deadline)
    }

    /// Runs `process` (set up by ``run(_:_:environment:replacingEnvironment:directory:deadline:)``).
    private static func run(_ process: Process, deadline: Double) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("child-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputURL = folder.appendingPathComponent("stdout")
        let errorURL = folder.appendingPathComponent("stderr")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let errors = try FileHandle(forWritingTo: errorURL)
        defer {
            try? output.close()
            try? errors.close()
        }
        process.standardOutput = output
        process.standardError = errors
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        var timedOut = false
        if exited.wait(timeout: .now() + deadline) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            exited.wait()
        }
        return Result(status: process.terminationStatus,
                      output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
                      error: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self),
                      timedOut: timedOut, processIdentifier: process.processIdentifier)
    }

    /// Starts `process` with SIGTERM, SIGINT, SIGHUP and SIGUSR1 unblocked in the child, as a
    /// shell starts a program (VirtualDisplay's `ChildProcess.launch` does the same for the
    /// display's helpers): a child inherits the signal mask of the thread that spawns it, and a
    /// test runner's threads may block them, which would make the child deaf to the signals a
    /// test sends it.
    static func startUnblockingSignals(_ process: Process) throws {
        var unblock = sigset_t()
        var previous = sigset_t()
        sigemptyset(&unblock)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGUSR1] { sigaddset(&unblock, signal) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try process.run()
    }

    /// Polls `condition` every 10 ms until it holds or `seconds` pass; whether it held. For what
    /// nothing signals (a window's geometry, a file another process writes, a process's end seen
    /// through `/proc`); what a ``RunningChild`` prints is waited on with
    /// ``RunningChild/waitFor(_:in:deadline:)`` instead. (VirtualDisplay's helpers have the same.)
    package static func poll(seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }

    /// An executable this package builds, found beside the test bundle in the build folder.
    package static func builtProduct(_ name: String) -> URL? {
        var directory = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }
}

/// The built `scenectl`, found once, and run through ``ChildProcess``.
package enum Scenectl {
    /// Why a test cannot run it.
    package struct NotBuilt: Error, CustomStringConvertible {
        package var description: String { "scenectl not found beside \(Bundle.main.bundleURL.path): build it first (swift build)" }
    }

    /// `scenectl` beside the test bundle, if it was built.
    package static let executable: URL? = ChildProcess.builtProduct("scenectl")

    /// Runs `scenectl` with `arguments`. With `unprivileged`, when the tests run as root (who reads
    /// every file whatever its mode), it runs as the user `nobody` through `setpriv`, from a copy in
    /// a folder anyone may enter, so that a file's permissions apply to it.
    package static func run(_ arguments: [String], environment: [String: String] = [:], directory: URL? = nil,
                            unprivileged: Bool = false, deadline: Double = 300) throws -> ChildProcess.Result {
        guard let executable else { throw NotBuilt() }
        guard unprivileged && geteuid() == 0 else {
            return try ChildProcess.run(executable, arguments, environment: environment, directory: directory, deadline: deadline)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scenectl-unprivileged-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("scenectl")
        // A hard link is never open for writing; a copy is, for a moment, and a child another
        // test spawns meanwhile inherits that descriptor until it execs, so that executing the
        // copy can fail with ETXTBSY ("Text file busy", exit 126): retried.
        let linked = executable.path.withCString { source in copy.path.withCString { link(source, $0) == 0 } }
        if !linked {
            try FileManager.default.copyItem(at: executable, to: copy)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy.path)
        }
        var result: ChildProcess.Result
        var attempts = 0
        repeat {
            attempts += 1
            result = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/setpriv"), ["--reuid=nobody", "--regid=nogroup", "--clear-groups", "--", copy.path] + arguments,
                                          environment: environment, directory: directory, deadline: deadline)
        } while result.status == 126 && result.error.contains("Text file busy") && attempts < 5
        return result
    }
}

/// A child process a test talks to while it runs: both streams drained from the start by reader
/// threads (so the child never blocks on a full pipe, and nothing is read after it exits), waits on
/// what it prints with a deadline (a condition variable, never a sleep), lines written to its
/// standard input when asked for, then a SIGTERM.
package final class RunningChild: @unchecked Sendable {
    /// Which stream to wait on.
    package enum Stream { case output, error }

    /// Text a reader thread appends to, and waiters wait on.
    private final class Drain: @unchecked Sendable {
        private let condition = NSCondition()
        private var data = Data()
        private var ended = false
        /// Where ``nextLine(until:)`` goes on from.
        private var lineStart = 0

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                while true {
                    let chunk = handle.availableData
                    condition.lock()
                    if chunk.isEmpty { ended = true } else { data.append(chunk) }
                    condition.broadcast()
                    condition.unlock()
                    if chunk.isEmpty { break }
                }
            }
        }

        var text: String {
            condition.lock(); defer { condition.unlock() }
            return String(decoding: data, as: UTF8.self)
        }

        /// Waits until `predicate` holds for the text, the stream ends, or the deadline.
        func wait(until deadline: Date, for predicate: (String) -> Bool) -> Bool {
            condition.lock(); defer { condition.unlock() }
            while true {
                if predicate(String(decoding: data, as: UTF8.self)) { return true }
                if ended || !condition.wait(until: deadline) { return predicate(String(decoding: data, as: UTF8.self)) }
            }
        }

        /// The next line after the last one this returned, without its newline and trimmed; at
        /// the end of the stream what is left (possibly empty); nil at the deadline.
        func nextLine(until deadline: Date) -> String? {
            condition.lock(); defer { condition.unlock() }
            while true {
                // `data` only grows by appending: its indices start at 0.
                let rest = data[lineStart...]
                if let newline = rest.firstIndex(of: UInt8(ascii: "\n")) {
                    lineStart = newline + 1
                    return String(decoding: rest[..<newline], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                }
                if ended {
                    lineStart = data.count
                    return String(decoding: rest, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                }
                if !condition.wait(until: deadline) { return nil }
            }
        }

        /// Waits for the end of the stream (the child closed it, or ended).
        func waitForEnd(until deadline: Date) -> Bool {
            condition.lock(); defer { condition.unlock() }
            while !ended { if !condition.wait(until: deadline) { return ended } }
            return true
        }
    }

    /// Set once the child has ended; waited on with a deadline.
    private final class Exit: @unchecked Sendable {
        private let condition = NSCondition()
        private var ended = false

        func signal() {
            condition.lock(); defer { condition.unlock() }
            ended = true
            condition.broadcast()
        }

        /// Whether the child ended before `deadline` (nil: waits however long it takes).
        func wait(until deadline: Date?) -> Bool {
            condition.lock(); defer { condition.unlock() }
            while !ended {
                if let deadline {
                    if !condition.wait(until: deadline) { return ended }
                } else {
                    condition.wait()
                }
            }
            return true
        }
    }

    package let process = Process()
    private let output: Drain
    private let error: Drain
    private let input: Pipe?
    private let exit = Exit()

    /// Starts `executable`; `environment` is added to this process's (or, with
    /// `replacingEnvironment`, is the whole environment). With `standardInput` the test writes
    /// to the child's standard input (``write(_:)``, ``closeInput()``); otherwise it reads
    /// `/dev/null`. The child inherits the signal mask of the calling thread, or, with
    /// `unblockingSignals`, starts with SIGTERM, SIGINT, SIGHUP and SIGUSR1 unblocked, as from a
    /// shell (what the GTK apps, the helpers on their bus and the Notes tour need to hear the
    /// test's signals; an app whose test sends SIGTERM before it handles it relies on the
    /// inherited mask to hold the signal until then).
    package init(_ executable: URL, _ arguments: [String] = [], environment: [String: String] = [:], replacingEnvironment: Bool = false,
                 directory: URL? = nil, standardInput: Bool = false, unblockingSignals: Bool = false) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.environment = replacingEnvironment ? environment : ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if let directory { process.currentDirectoryURL = directory }
        let outputPipe = Pipe(), errorPipe = Pipe()
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        input = standardInput ? Pipe() : nil
        process.standardInput = input ?? FileHandle.nullDevice
        let exit = self.exit
        process.terminationHandler = { _ in exit.signal() }
        if unblockingSignals { try ChildProcess.startUnblockingSignals(process) } else { try process.run() }
        output = Drain(outputPipe.fileHandleForReading)
        error = Drain(errorPipe.fileHandleForReading)
    }

    package var isRunning: Bool { process.isRunning }
    package var processIdentifier: Int32 { process.processIdentifier }
    /// What it has printed so far.
    package var outputText: String { output.text }
    package var errorText: String { error.text }

    /// Waits until the stream contains `text`, the child ends, or `deadline` seconds pass; whether
    /// the text arrived.
    @discardableResult
    package func waitFor(_ text: String, in stream: Stream = .output, deadline: Double = 60) -> Bool {
        waitUntil(in: stream, deadline: deadline) { $0.contains(text) }
    }

    /// Waits until `condition` holds for everything the stream has carried so far, the child
    /// ends, or `deadline` seconds pass; whether it held.
    @discardableResult
    package func waitUntil(in stream: Stream = .output, deadline: Double = 60, _ condition: (String) -> Bool) -> Bool {
        (stream == .output ? output : error).wait(until: Date().addingTimeInterval(deadline), for: condition)
    }

    /// The next line the child prints on `stream` (after the one this returned last), waiting
    /// for it; trimmed. At the end of the stream what is left; nil at the deadline.
    package func nextLine(in stream: Stream = .output, deadline: Double = 60) -> String? {
        (stream == .output ? output : error).nextLine(until: Date().addingTimeInterval(deadline))
    }

    /// Writes `text` to the child's standard input (started with `standardInput: true`).
    package func write(_ text: String) {
        write(Data(text.utf8))
    }

    package func write(_ data: Data) {
        precondition(input != nil, "RunningChild: started without standardInput")
        input?.fileHandleForWriting.write(data)
    }

    /// Closes the child's standard input: it reads the end of the file.
    package func closeInput() {
        try? input?.fileHandleForWriting.close()
    }

    /// Sends `signal` to the child, if it still runs.
    package func send(_ signal: Int32) {
        if process.isRunning { kill(process.processIdentifier, signal) }
    }

    /// Waits up to `deadline` seconds for the child to end by itself; whether it did. (It is not
    /// killed: ``wait(deadline:)`` or ``terminate(signal:deadline:)`` follow.)
    package func ended(within deadline: Double) -> Bool {
        exit.wait(until: Date().addingTimeInterval(deadline))
    }

    /// Sends `signal` (SIGTERM) and waits for the end (SIGKILL at the deadline).
    package func terminate(signal: Int32 = SIGTERM, deadline: Double = 60) -> ChildProcess.Result {
        send(signal)
        return wait(deadline: deadline)
    }

    /// Waits for the child's end, killing it at the deadline, and for both streams to drain.
    package func wait(deadline: Double = 300) -> ChildProcess.Result {
        var timedOut = false
        if !exit.wait(until: Date().addingTimeInterval(deadline)) {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            _ = exit.wait(until: nil)
        }
        // A grandchild that inherited the pipes can keep them open: the streams get a bounded wait.
        let drained = Date().addingTimeInterval(10)
        _ = output.waitForEnd(until: drained)
        _ = error.waitForEnd(until: drained)
        return ChildProcess.Result(status: process.terminationStatus, output: output.text, error: error.text, timedOut: timedOut,
                                   processIdentifier: process.processIdentifier)
    }

    /// How the child ended (`.exit` or `.uncaughtSignal`), once it has.
    package var terminationReason: Process.TerminationReason { process.terminationReason }

    deinit { closeInput() }
}
