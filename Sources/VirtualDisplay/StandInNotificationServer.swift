import Foundation

/// A stand-in desktop notification server for tests and the Notes tour: a python3-gi program
/// that owns `org.freedesktop.Notifications` on the session bus it is given, prints one JSON line
/// per call it receives (`Notify`, `CloseNotification`) and `ready` once it owns the name, and
/// "clicks": for each JSON line `{"id": n, "key": "action key"}` on its standard input it emits
/// `ActionInvoked`. A GTK app reaches it through GLib's freedesktop backend
/// (`GNOTIFICATION_BACKEND=freedesktop`). Callers write it to a file and run it with python3,
/// by pid.
public enum StandInNotificationServer {
    public static let script = #"""
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
}
