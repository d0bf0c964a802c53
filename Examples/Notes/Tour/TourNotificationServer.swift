import Foundation
import VirtualDisplay

/// A stand-in desktop notification server (org.freedesktop.Notifications, python3-gi) on the
/// tour's private bus, the one the GTK host's tests use (Tests/OpenUISceneGTKTests/
/// NotificationTests.swift): it records every call, one JSON line each, into a file of the output
/// folder, and "clicks" a notification by emitting ActionInvoked when the tour says so. The app
/// finds it through GLib's freedesktop backend (`GNOTIFICATION_BACKEND=freedesktop`). Started and
/// stopped by pid.
final class TourNotificationServer {
    static let server = #"""
    import sys, json
    from gi.repository import Gio, GLib
    xml = '''<node><interface name="org.freedesktop.Notifications">
      <method name="Notify"><arg type="s" direction="in"/><arg type="u" direction="in"/><arg type="s" direction="in"/>
        <arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="as" direction="in"/>
        <arg type="a{sv}" direction="in"/><arg type="i" direction="in"/><arg type="u" direction="out"/></method>
      <method name="CloseNotification"><arg type="u" direction="in"/></method>
      <method name="GetCapabilities"><arg type="as" direction="out"/></method>
      <method name="GetServerInformation"><arg type="s" direction="out"/><arg type="s" direction="out"/>
        <arg type="s" direction="out"/><arg type="s" direction="out"/></method>
      <signal name="NotificationClosed"><arg type="u"/><arg type="u"/></signal>
      <signal name="ActionInvoked"><arg type="u"/><arg type="s"/></signal>
    </interface></node>'''
    info = Gio.DBusNodeInfo.new_for_xml(xml).interfaces[0]
    connection = None
    next_id = [0]
    def say(obj):
        print(json.dumps(obj), flush=True)
    def call(conn, sender, path, interface, method, parameters, invocation):
        if method == "Notify":
            app, replaces, icon, summary, body, actions, hints, timeout = parameters.unpack()
            if replaces:
                nid = replaces
            else:
                next_id[0] += 1
                nid = next_id[0]
            say({"call": "Notify", "id": nid, "app": app, "summary": summary, "body": body,
                 "actions": [[actions[i], actions[i + 1]] for i in range(0, len(actions) - 1, 2)]})
            invocation.return_value(GLib.Variant("(u)", (nid,)))
        elif method == "CloseNotification":
            (nid,) = parameters.unpack()
            say({"call": "CloseNotification", "id": nid})
            invocation.return_value(None)
            conn.emit_signal(None, "/org/freedesktop/Notifications", "org.freedesktop.Notifications", "NotificationClosed", GLib.Variant("(uu)", (nid, 3)))
        elif method == "GetCapabilities":
            invocation.return_value(GLib.Variant("(as)", (["actions", "body"],)))
        else:
            invocation.return_value(GLib.Variant("(ssss)", ("stand-in", "OpenUIScene tests", "1.0", "1.2")))
    def bus(conn, name):
        global connection
        connection = conn
        conn.register_object("/org/freedesktop/Notifications", info, call, None, None)
    def acquired(conn, name):
        print("ready", flush=True)
    def line(channel, condition):
        text = sys.stdin.readline()
        if not text:
            loop.quit()
            return False
        click = json.loads(text)
        connection.emit_signal(None, "/org/freedesktop/Notifications", "org.freedesktop.Notifications", "ActionInvoked",
                               GLib.Variant("(us)", (click["id"], click["key"])))
        connection.flush_sync(None)
        say({"call": "clicked", "id": click["id"]})
        return True
    Gio.bus_own_name(Gio.BusType.SESSION, "org.freedesktop.Notifications", Gio.BusNameOwnerFlags.NONE, bus, acquired, None)
    GLib.io_add_watch(GLib.IOChannel.unix_new(0), GLib.PRIORITY_DEFAULT, GLib.IOCondition.IN | GLib.IOCondition.HUP, line)
    loop = GLib.MainLoop()
    loop.run()
    """#

    static let python = "/usr/bin/python3"

    let process = Process()
    let callsURL: URL
    private let input = Pipe()
    private let script: URL

    init(busAddress: String, callsURL: URL) throws {
        self.callsURL = callsURL
        script = FileManager.default.temporaryDirectory.appendingPathComponent("notes-tour-notification-server-\(UUID().uuidString).py")
        try Self.server.write(to: script, atomically: true, encoding: .utf8)
        try? FileManager.default.removeItem(at: callsURL)
        _ = FileManager.default.createFile(atPath: callsURL.path, contents: nil)
        process.executableURL = URL(fileURLWithPath: Self.python)
        process.arguments = [script.path]
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = busAddress
        process.environment = environment
        process.standardInput = input
        process.standardOutput = try FileHandle(forWritingTo: callsURL)
        process.standardError = FileHandle.nullDevice
        try ChildProcess.launch(process)
    }

    /// Whether python3-gi is there to run it.
    static var isAvailable: Bool {
        guard FileManager.default.isExecutableFile(atPath: python),
              let result = try? ChildProcess.run(python, ["-c", "from gi.repository import Gio"], environment: ProcessInfo.processInfo.environment) else { return false }
        return result.status == 0
    }

    func stop() {
        try? input.fileHandleForWriting.close()
        ChildProcess.end(process)
        try? FileManager.default.removeItem(at: script)
    }

    deinit { stop() }

    private var text: String { (try? String(contentsOf: callsURL, encoding: .utf8)) ?? "" }

    /// It owns its bus name.
    var isReady: Bool { text.contains("ready\n") }

    /// The calls recorded so far (the "ready" line is not one).
    var calls: [[String: Any]] {
        text.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    /// The user clicks the button whose action key is `key` ("default": the notification itself).
    func click(_ id: Int, key: String) throws {
        let line = try JSONSerialization.data(withJSONObject: ["id": id, "key": key])
        try input.fileHandleForWriting.write(contentsOf: line + Data("\n".utf8))
    }
}
