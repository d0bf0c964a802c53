import Foundation
import OpenUIScene
import VirtualDisplay
import enum TestSupport.ChildProcess

/// Calls the fixture app's GApplication actions over its session bus as another program would
/// (`org.freedesktop.Application.ActivateAction`), through python3-gi so that a parameter of any
/// size can be sent (a command-line argument stops at 128 KiB): the parameter is GVariant text
/// in a file (`GLib.Variant.parse`), the call repeated `times` times. The program prints one
/// line per call, `ok` or `error: …` (a parameter of the wrong type is an error reply).
enum ActionCaller {
    static let script = #"""
    import sys
    from gi.repository import Gio, GLib
    bus, action, parameter_file, times = sys.argv[1:5]
    text = open(parameter_file).read() if parameter_file else ''
    parameters = [GLib.Variant.parse(None, text, None, None)] if text else []
    flags = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION
    connection = Gio.DBusConnection.new_for_address_sync(bus, flags, None, None)
    for _ in range(int(times)):
        try:
            connection.call_sync('org.openuiscene.GTKFixture', '/org/openuiscene/GTKFixture', 'org.freedesktop.Application',
                                 'ActivateAction', GLib.Variant('(sava{sv})', (action, parameters, {})), None,
                                 Gio.DBusCallFlags.NONE, 120000, None)
            print('ok', flush=True)
        except GLib.Error as error:
            print('error: ' + error.message, flush=True)
    """#

    /// Calls `action` with `parameter` (GVariant text, `nil`: none) `times` times; what the
    /// program printed.
    @discardableResult
    static func activate(_ action: String, parameter: String? = nil, times: Int = 1, bus: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openuiscene-action-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let program = folder.appendingPathComponent("call.py")
        try script.write(to: program, atomically: true, encoding: .utf8)
        var parameterPath = ""
        if let parameter {
            parameterPath = folder.appendingPathComponent("parameter.txt").path
            try parameter.write(toFile: parameterPath, atomically: true, encoding: .utf8)
        }
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = bus
        let result = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/python3"), [program.path, bus, action, parameterPath, String(times)], environment: environment, replacingEnvironment: true)
        return result.output
    }

    /// `text` as a GVariant string literal (single-quoted, `\` and `'` escaped).
    static func literal(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}

/// The fixture app as the desktop's D-Bus activation starts it: a private session bus whose
/// service file for `org.openuiscene.GTKFixture` runs the app with `--gapplication-service` (as
/// packaging/linux's service file does), its output, pid and live events in files. Nothing runs
/// until a call to the bus name starts it.
final class DBusActivatedApp: @unchecked Sendable {
    let folder: URL
    let bus: SessionBus
    let output: URL
    let pidFile: URL
    let eventsURL: URL

    init(display: VirtualDisplay, extraEnvironment: [String: String] = [:]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("openuiscene-dbus-activation-\(UUID().uuidString)")
        let services = folder.appendingPathComponent("data/dbus-1/services")
        try FileManager.default.createDirectory(at: services, withIntermediateDirectories: true)
        output = folder.appendingPathComponent("app-output.txt")
        pidFile = folder.appendingPathComponent("app.pid")
        eventsURL = folder.appendingPathComponent("events.jsonl")
        var environment = display.environment
        environment.removeValue(forKey: "DBUS_SESSION_BUS_ADDRESS")
        environment["OPENUISCENE_INFO_PLIST"] = FixtureApp.infoPlist.path
        environment["OPENUISCENE_GTK_EVENTS"] = eventsURL.path
        environment["OPENUISCENE_PSI"] = "off"
        environment["XDG_STATE_HOME"] = folder.appendingPathComponent("state").path
        environment.merge(extraEnvironment) { $1 }
        func quoted(_ value: String) -> String { "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let exports = environment.filter { $0.key.range(of: "^[A-Za-z_][A-Za-z0-9_]*$", options: .regularExpression) != nil }
            .sorted { $0.key < $1.key }.map { "export \($0.key)=\(quoted($0.value))" }
        let wrapper = folder.appendingPathComponent("start-app.sh")
        let app = FixtureApp.productsDirectory.appendingPathComponent("fixture-gtk-app").path
        try (["#!/bin/sh", "echo $$ > \(quoted(pidFile.path))"] + exports + [
            "export DBUS_SESSION_BUS_ADDRESS=\"$DBUS_STARTER_ADDRESS\"",
            "exec \(quoted(app)) --gapplication-service > \(quoted(output.path)) 2>&1",
        ]).joined(separator: "\n").write(to: wrapper, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
        try "[D-BUS Service]\nName=org.openuiscene.GTKFixture\nExec=\(wrapper.path)\n".write(to: services.appendingPathComponent("org.openuiscene.GTKFixture.service"), atomically: true, encoding: .utf8)
        var busEnvironment = ProcessInfo.processInfo.environment
        busEnvironment["XDG_DATA_HOME"] = folder.appendingPathComponent("data").path
        bus = try SessionBus(environment: busEnvironment)
    }

    /// The app's pid once D-Bus started it.
    var pid: Int32? {
        (try? String(contentsOf: pidFile, encoding: .utf8)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// Whether the process D-Bus started is alive (not a zombie: the bus reaps it).
    var isRunning: Bool {
        guard let pid, kill(pid, 0) == 0 else { return false }
        let status = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        return !status.contains(") Z ")
    }

    /// What the app printed (standard output and error).
    var printed: String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }

    func events() -> [LifecycleEvent] { LifecycleTrace.events(inGrowingFile: eventsURL) }

    /// Calls one of the app's actions on the bus (starting the app when it is not running).
    @discardableResult
    func activate(_ action: String, parameter: String? = nil, times: Int = 1) throws -> String {
        try ActionCaller.activate(action, parameter: parameter, times: times, bus: bus.address)
    }

    /// Waits until `condition` holds for the live events.
    @discardableResult
    func wait(seconds: Double = 20, for what: String, _ condition: ([LifecycleEvent]) -> Bool) throws -> [LifecycleEvent] {
        var last: [LifecycleEvent] = []
        guard ChildProcess.poll(seconds: seconds, { last = events(); return condition(last) }) else {
            throw FixtureError.timeout(what, last.suffix(12).map(\.description).joined(separator: "\n"), printed)
        }
        return last
    }

    /// Ends the app (by its pid, as a logout would) and the bus; removes the files.
    func stop() {
        if let pid, isRunning {
            kill(pid, SIGTERM)
            _ = ChildProcess.poll(seconds: 10) { !isRunning }
        }
        bus.stop()
        try? FileManager.default.removeItem(at: folder)
    }
}
