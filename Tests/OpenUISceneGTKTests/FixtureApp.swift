import Foundation
import VirtualDisplay
import enum TestSupport.ChildProcess
import class TestSupport.RunningChild
import OpenUIScene

/// The fixture app (`Tests/GTKFixtures/GTKApp`, a UIKit-style app linking OpenUISceneGTK) as a
/// child process on a test display. The test talks to it through stdin commands, watches its
/// live event channel (`OPENUISCENE_GTK_EVENTS`) and reads its final trace (`OPENUISCENE_TRACE`).
final class FixtureApp: @unchecked Sendable {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let infoPlist = packageRoot.appendingPathComponent("Tests/GTKFixtures/GTKApp/Info.plist")

    /// The directory holding the built products (the test bundle's own directory).
    static var productsDirectory: URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = bundle.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("fixture-gtk-app").path), directory.path != "/" {
            directory = directory.deletingLastPathComponent()
        }
        return directory
    }

    let display: any TestDisplay
    /// The app: its standard input the test's commands, its output and its log (standard error)
    /// drained as it runs.
    let child: RunningChild
    var process: Process { child.process }
    let environment: [String: String]
    private let directory: URL
    var eventsURL: URL { directory.appendingPathComponent("events.jsonl") }
    var traceURL: URL { directory.appendingPathComponent("trace.jsonl") }

    /// - Parameters:
    ///   - sessionBus: a D-Bus address: the app runs as a single instance on that bus
    ///     (otherwise it is told `OPENUISCENE_GTK_NON_UNIQUE=1` and the bus is unreachable).
    ///   - arguments: command-line arguments (URLs to open).
    ///   - umask: when given, the app starts under this umask (through `/bin/sh`).
    ///   - removing: variables taken out of the app's environment (`GTK_A11Y`, `NO_AT_BRIDGE`
    ///     for the accessibility test).
    ///   - executable: another app built by this package (the example apps), and `infoPlist` its
    ///     Info.plist.
    init(display: any TestDisplay, extraEnvironment: [String: String] = [:], sessionBus: String? = nil, arguments: [String] = [], umask: String? = nil, removing: [String] = [], executable: String = "fixture-gtk-app", infoPlist: URL = FixtureApp.infoPlist) throws {
        self.display = display
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("openuiscene-gtk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var environment = display.environment
        environment["OPENUISCENE_INFO_PLIST"] = infoPlist.path
        environment["OPENUISCENE_GTK_EVENTS"] = directory.appendingPathComponent("events.jsonl").path
        environment["OPENUISCENE_TRACE"] = directory.appendingPathComponent("trace.jsonl").path
        environment["OPENUISCENE_FIXTURE_COMMANDS"] = "1"
        if let sessionBus {
            environment["DBUS_SESSION_BUS_ADDRESS"] = sessionBus
        } else {
            environment["OPENUISCENE_GTK_NON_UNIQUE"] = "1"
        }
        environment["OPENUISCENE_PSI"] = "off"
        // A fresh session store per test: no sessions from an earlier run come back.
        environment["XDG_STATE_HOME"] = directory.appendingPathComponent("state").path
        environment.merge(extraEnvironment) { $1 }
        for name in removing { environment.removeValue(forKey: name) }
        self.environment = environment
        let app = Self.productsDirectory.appendingPathComponent(executable)
        if let umask {
            child = try RunningChild(URL(fileURLWithPath: "/bin/sh"), ["-c", "umask \(umask); exec \"$0\" \"$@\"", app.path] + arguments,
                                     environment: environment, replacingEnvironment: true, standardInput: true, unblockingSignals: true)
        } else {
            child = try RunningChild(app, arguments, environment: environment, replacingEnvironment: true, standardInput: true, unblockingSignals: true)
        }
    }

    deinit {
        _ = child.terminate(deadline: 5)
        try? FileManager.default.removeItem(at: directory)
    }

    /// What the app printed so far.
    var printed: String { child.outputText }
    /// What the app said on standard error so far (its log).
    var standardError: String { child.errorText }

    /// Sends one command line to the app.
    func send(_ command: String) {
        child.write(command + "\n")
    }

    /// Every event on the live channel so far (a half-written last line waits for the next read).
    func events() -> [LifecycleEvent] {
        LifecycleTrace.events(inGrowingFile: eventsURL)
    }

    /// Session identifiers in order of first appearance (`s1` is index 0).
    func sessions() -> [String] {
        LifecycleTrace.sessionOrder(events())
    }

    /// The X window id of session `index` (0-based), from its latest `mapped` event.
    func window(_ index: Int) -> String? {
        let sessions = sessions()
        guard index < sessions.count else { return nil }
        return events().last { $0.kind == .host && $0.name == "mapped" && $0.session == sessions[index] }?.detail
    }

    /// Waits until `condition` holds for the live events (polled every 10 ms).
    @discardableResult
    func wait(seconds: Double = 15, for what: String, _ condition: ([LifecycleEvent]) -> Bool) throws -> [LifecycleEvent] {
        var last: [LifecycleEvent] = []
        let ok = ChildProcess.poll(seconds: seconds) {
            last = events()
            return condition(last) || !process.isRunning
        }
        guard ok, condition(last) else {
            throw FixtureError.timeout(what, last.suffix(12).map(\.description).joined(separator: "\n"), printed)
        }
        return last
    }

    /// Waits for a raw window event (`focused`, `minimized`…) of session `index` after event
    /// number `after` of the live channel.
    func waitForWindowEvent(_ name: String, session index: Int, after: Int, seconds: Double = 15) throws {
        try wait(seconds: seconds, for: "\(name) of s\(index + 1)") { events in
            let sessions = LifecycleTrace.sessionOrder(events)
            guard index < sessions.count else { return false }
            return events.dropFirst(after).contains { $0.kind == .host && $0.name == name && $0.session == sessions[index] }
        }
    }

    /// Waits for the app to print a line containing `text`.
    func waitForOutput(_ text: String, seconds: Double = 15) throws {
        guard child.waitFor(text, deadline: seconds) else {
            throw FixtureError.timeout("output \(text)", "", printed)
        }
    }

    /// Waits for the process to end; returns its exit status.
    func waitForExit(seconds: Double = 20) throws -> Int32 {
        guard child.ended(within: seconds) else {
            throw FixtureError.timeout("the app to exit", events().suffix(12).map(\.description).joined(separator: "\n"), printed)
        }
        return child.wait().status
    }

    /// The trace the app wrote at termination.
    func finalTrace() throws -> [LifecycleEvent] {
        try LifecycleTrace.events(fromJSONLines: String(contentsOf: traceURL, encoding: .utf8))
    }

    /// Runs xdotool or wmctrl on the app's display.
    func tool(_ name: String, _ arguments: [String]) throws {
        let result = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/\(name)"), arguments, environment: display.environment, replacingEnvironment: true)
        if result.status != 0 { throw FixtureError.toolFailed(name, arguments, result.status) }
    }
}

enum FixtureError: Error, CustomStringConvertible {
    case timeout(String, String, String)
    case toolFailed(String, [String], Int32)

    var description: String {
        switch self {
        case .timeout(let what, let events, let printed):
            "timed out waiting for \(what); last events:\n\(events)\nstdout:\n\(printed)"
        case .toolFailed(let name, let arguments, let status):
            "\(name) \(arguments.joined(separator: " ")) exited with \(status)"
        }
    }
}
