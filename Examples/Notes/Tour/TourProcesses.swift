import Foundation
import UIKit

/// Why the tour stopped: the step and what was not seen.
struct TourFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Helper processes of the tour (Xvfb, openbox, dbus-daemon, the app), each started and stopped
/// by its own pid.
enum TourProcess {
    /// Starts `process` with SIGTERM, SIGINT, SIGHUP and SIGUSR1 unblocked in the child (a child
    /// inherits the signal mask of the spawning thread; blocked, they would make it deaf to
    /// SIGTERM).
    static func launch(_ process: Process) throws {
        var unblock = sigset_t()
        var previous = sigset_t()
        sigemptyset(&unblock)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGUSR1] { sigaddset(&unblock, signal) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try process.run()
    }

    /// SIGTERM, then SIGKILL after `grace` seconds; then reaps it.
    static func end(_ process: Process, grace: Double = 5) {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGTERM)
        if !poll(seconds: grace, { !process.isRunning }) {
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
    }

    /// Polls `condition` every 10 ms until it holds or `seconds` pass.
    static func poll(seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }

    /// Reads one line from a pipe (what Xvfb `-displayfd` and `dbus-daemon --print-address` write).
    static func firstLine(of pipe: Pipe) -> String {
        var text = ""
        while !text.contains("\n") {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    struct Result {
        var status: Int32
        var output: String
    }

    /// Runs a command-line tool to completion (standard error discarded).
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

/// A virtual display of the tour's own: Xvfb (1280×800) and openbox, plus a private session bus
/// (`dbus-daemon --session`) so that a second launch of the app hands its URL to the first.
final class TourDisplay {
    private(set) var number = 0
    private(set) var busAddress = ""
    private var helpers: [Process] = []

    init() throws {
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        // `-displayfd`: Xvfb picks a free display number and writes it once it accepts clients.
        server.arguments = ["-displayfd", "1", "-screen", "0", "1280x800x24", "-nolisten", "tcp"]
        let displayPipe = Pipe()
        server.standardOutput = displayPipe
        server.standardError = FileHandle.nullDevice
        try TourProcess.launch(server)
        helpers.append(server)
        guard let number = Int(TourProcess.firstLine(of: displayPipe)) else {
            stop()
            throw TourFailure(message: "Xvfb did not start (no display number)")
        }
        self.number = number

        let bus = Process()
        bus.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        bus.arguments = ["--session", "--nofork", "--nopidfile", "--print-address=1"]
        let busPipe = Pipe()
        bus.standardOutput = busPipe
        bus.standardError = FileHandle.nullDevice
        try TourProcess.launch(bus)
        helpers.append(bus)
        busAddress = TourProcess.firstLine(of: busPipe)
        guard !busAddress.isEmpty else {
            stop()
            throw TourFailure(message: "dbus-daemon did not start (no bus address)")
        }

        let manager = Process()
        manager.executableURL = URL(fileURLWithPath: "/usr/bin/openbox")
        manager.arguments = ["--sm-disable"]
        manager.environment = baseEnvironment
        manager.standardOutput = FileHandle.nullDevice
        manager.standardError = FileHandle.nullDevice
        try TourProcess.launch(manager)
        helpers.append(manager)
        // openbox is ready when wmctrl sees a window manager.
        let environment = baseEnvironment
        let managed = TourProcess.poll(seconds: 20) {
            (try? TourProcess.run("/usr/bin/wmctrl", ["-m"], environment: environment).status) == 0 || !manager.isRunning
        }
        guard managed, manager.isRunning else {
            stop()
            throw TourFailure(message: "openbox did not start on display :\(number)")
        }
    }

    /// DISPLAY and the session bus, and GTK set for a virtual display (cairo, no GL, no
    /// accessibility bus).
    var baseEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = ":\(number)"
        environment["DBUS_SESSION_BUS_ADDRESS"] = busAddress
        environment["GDK_BACKEND"] = "x11"
        environment["GSK_RENDERER"] = "cairo"
        environment["GDK_DEBUG"] = "gl-disable"
        environment["GTK_A11Y"] = "none"
        environment["NO_AT_BRIDGE"] = "1"
        environment.removeValue(forKey: "WAYLAND_DISPLAY")
        return environment
    }

    /// Stops openbox, the bus and Xvfb, newest first, by pid.
    func stop() {
        for process in helpers.reversed() { TourProcess.end(process) }
        helpers.removeAll()
    }

    deinit { stop() }
}

/// One run of the app under test (`notes` without `--tour`), with its live event channel.
final class TourApp {
    let process = Process()
    let eventsURL: URL
    let traceURL: URL

    init(executable: URL, arguments: [String] = [], environment: [String: String], eventsURL: URL, traceURL: URL, logURL: URL) throws {
        self.eventsURL = eventsURL
        self.traceURL = traceURL
        try? FileManager.default.removeItem(at: eventsURL)
        try? FileManager.default.removeItem(at: traceURL)
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        var environment = environment
        environment["OPENUISCENE_GTK_EVENTS"] = eventsURL.path
        environment["OPENUISCENE_TRACE"] = traceURL.path
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        let log = try FileHandle(forWritingTo: logURL)
        process.standardOutput = log
        process.standardError = log
        try TourProcess.launch(process)
    }

    var pid: Int32 { process.processIdentifier }

    /// The live channel so far (complete lines only).
    func events() -> [LifecycleEvent] {
        guard let text = try? String(contentsOf: eventsURL, encoding: .utf8) else { return [] }
        let complete = text.hasSuffix("\n") ? text : String(text[..<(text.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex)])
        return (try? LifecycleTrace.events(fromJSONLines: complete)) ?? []
    }

    /// Session identifiers in order of first appearance.
    func sessions() -> [String] {
        var seen: [String] = []
        for event in events() {
            if let session = event.session, !seen.contains(session) { seen.append(session) }
        }
        return seen
    }

    /// The X window id of `session`, from its latest `mapped` event.
    func window(of session: String) -> String? {
        events().last { $0.kind == .host && $0.name == "mapped" && $0.session == session }?.detail
    }

    /// Whether an event `kind`/`name` of `session` happened after the first `after` events.
    func saw(_ kind: LifecycleEvent.Kind, _ name: String, session: String?, after: Int = 0) -> Bool {
        events().dropFirst(after).contains { $0.kind == kind && $0.name == name && (session == nil || $0.session == session) }
    }

    deinit { TourProcess.end(process) }
}
