import Foundation
import VirtualDisplay
import enum TestSupport.ChildProcess
import class TestSupport.RunningChild
import Testing
import OpenUIScene
import OpenUISceneGTK

// Issue 16, items 5 and 7: the desktop's colour scheme reaches `userInterfaceStyle` and the
// window's look; the accessibility tree carries the UIKit accessibility properties.

/// The portal's reply parsing, without a bus: GVariants in their text form.
@Suite struct PortalReplyTests {
    @Test func readOneAndReadRepliesGiveTheColorScheme() {
        // ReadOne (portal version 2): (v) holding the value.
        #expect(DesktopAppearance.colorScheme(inReplyText: "(<uint32 1>,)") == 1)
        // Read (version 1): (v) holding a variant holding the value.
        #expect(DesktopAppearance.colorScheme(inReplyText: "(<<uint32 2>>,)") == 2)
        #expect(DesktopAppearance.colorScheme(inReplyText: "(<<uint32 0>>,)") == 0)
        // Not a colour scheme: nothing.
        #expect(DesktopAppearance.colorScheme(inReplyText: "(<'dark'>,)") == nil)
        #expect(DesktopAppearance.colorScheme(inReplyText: "(<uint32 1>, <uint32 2>)") == nil)
        #expect(DesktopAppearance.colorScheme(inReplyText: "not a variant") == nil)
    }

    @Test func onlyTheColorSchemeSettingChangesTheStyle() {
        #expect(DesktopAppearance.settingChanged(inSignalText: "('org.freedesktop.appearance', 'color-scheme', <uint32 1>)") == 1)
        #expect(DesktopAppearance.settingChanged(inSignalText: "('org.freedesktop.appearance', 'accent-color', <uint32 1>)") == nil)
        #expect(DesktopAppearance.settingChanged(inSignalText: "('org.gnome.desktop.interface', 'color-scheme', <uint32 1>)") == nil)
        #expect(DesktopAppearance.style(portalValue: 1) == .dark)
        #expect(DesktopAppearance.style(portalValue: 2) == .light)
        #expect(DesktopAppearance.style(portalValue: 0) == nil, "no preference: GTK's settings decide")
    }

    @Test func environmentAndGTKSettingsValues() {
        #expect(DesktopAppearance.style(environment: "dark") == .dark)
        #expect(DesktopAppearance.style(environment: "Light") == .light)
        #expect(DesktopAppearance.style(environment: "auto") == nil)
        #expect(DesktopAppearance.style(environment: nil) == nil)
        #expect(DesktopAppearance.style(preferDark: true, themeName: "Adwaita") == .dark)
        #expect(DesktopAppearance.style(preferDark: false, themeName: "Adwaita-dark") == .dark)
        #expect(DesktopAppearance.style(preferDark: false, themeName: "Adwaita") == .light)
        #expect(DesktopAppearance.style(preferDark: false, themeName: nil) == .light)
    }
}

extension GTKHostTests {
    @Suite(.serialized) struct DesktopIntegration {
        /// How much of the window's client area is bright (luminance over 70 %): the share of a
        /// white strip; text and button borders are a few per cent.
        static func brightShare(of app: FixtureApp, index: Int = 0, saveAs name: String) throws -> Double {
            try FileManager.default.createDirectory(at: GTKHostTests.Screenshots.artifacts, withIntermediateDirectories: true)
            let png = GTKHostTests.Screenshots.artifacts.appendingPathComponent(name)
            try? FileManager.default.removeItem(at: png)
            try app.tool("import", ["-window", "root", png.path])
            let window = try #require(app.window(index))
            let geometry = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/xdotool"), ["getwindowgeometry", "--shell", window], environment: app.display.environment, replacingEnvironment: true).output
            var values: [String: Int] = [:]
            for line in geometry.split(separator: "\n") {
                let pair = line.split(separator: "=")
                if pair.count == 2 { values[String(pair[0])] = Int(pair[1]) }
            }
            let crop = "\(try #require(values["WIDTH"]))x\(try #require(values["HEIGHT"]))+\(try #require(values["X"]))+\(try #require(values["Y"]))"
            let text = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/convert"), [png.path, "-crop", crop, "+repage", "-colorspace", "Gray", "-threshold", "70%", "-format", "%[fx:mean]", "info:"], environment: app.display.environment, replacingEnvironment: true).output
            return try #require(Double(text.trimmingCharacters(in: .whitespacesAndNewlines)), "convert said \(text)")
        }

        /// A settings.ini as a desktop without a portal writes it (XFCE, LXQt, a user's own).
        static func gtkConfig(_ line: String) throws -> URL {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openuiscene-gtk-config-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("gtk-4.0"), withIntermediateDirectories: true)
            try "[Settings]\n\(line)\n".write(to: folder.appendingPathComponent("gtk-4.0/settings.ini"), atomically: true, encoding: .utf8)
            return folder
        }

        /// GTK's dark preference (settings.ini, as GtkSettings reads it) makes the app dark from
        /// its first scene, and no bright strip stays in the window; without it, the same content
        /// is bright (the measure can fail).
        @Test(arguments: ["gtk-application-prefer-dark-theme=1", "gtk-theme-name=Adwaita-dark"])
        func theGTKDarkPreferenceMakesTheAppDark(_ setting: String) throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let config = try Self.gtkConfig(setting)
            defer { try? FileManager.default.removeItem(at: config) }
            let dark = try FixtureApp(display: display, extraEnvironment: ["FIXTURE_CONTENT": "appearance", "XDG_CONFIG_HOME": config.path])
            try dark.waitForWindowEvent("painted", session: 0, after: 0)
            try dark.waitForOutput("style ")
            #expect(dark.printed.contains("style dark"), "the app saw: \(dark.printed)")
            let darkShare = try Self.brightShare(of: dark, saveAs: "gtk-dark-\(setting.hasPrefix("gtk-theme") ? "theme" : "prefer").png")
            #expect(darkShare < 0.1, "\(Int(darkShare * 100)) % of the dark window is bright")
            dark.process.terminate()
            #expect(try dark.waitForExit() == 0)

            let light = try FixtureApp(display: display, extraEnvironment: ["FIXTURE_CONTENT": "appearance"])
            try light.waitForWindowEvent("painted", session: 0, after: 0)
            try light.waitForOutput("style ")
            #expect(light.printed.contains("style light"))
            let lightShare = try Self.brightShare(of: light, saveAs: "gtk-light.png")
            #expect(lightShare > 0.5, "only \(Int(lightShare * 100)) % of the light window is bright")
            light.process.terminate()
            #expect(try light.waitForExit() == 0)
        }

        /// OPENUISCENE_COLOR_SCHEME wins over GTK's settings, both ways.
        @Test func theEnvironmentOverridesTheDesktop() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let config = try Self.gtkConfig("gtk-application-prefer-dark-theme=1")
            defer { try? FileManager.default.removeItem(at: config) }
            let light = try FixtureApp(display: display, extraEnvironment: ["FIXTURE_CONTENT": "appearance", "XDG_CONFIG_HOME": config.path, "OPENUISCENE_COLOR_SCHEME": "light"])
            try light.waitForOutput("style ")
            #expect(light.printed.contains("style light"))
            light.process.terminate()
            #expect(try light.waitForExit() == 0)
            let dark = try FixtureApp(display: display, extraEnvironment: ["FIXTURE_CONTENT": "appearance", "OPENUISCENE_COLOR_SCHEME": "dark"])
            try dark.waitForOutput("style ")
            #expect(dark.printed.contains("style dark"))
            dark.process.terminate()
            #expect(try dark.waitForExit() == 0)
        }

        /// A stand-in for xdg-desktop-portal on a private session bus (python3-gi): the Settings
        /// interface with `color-scheme`, and `SettingChanged` when the test writes a new value
        /// on its standard input. `readOnly`: a version 1 portal (only `Read`).
        static let fakePortal = #"""
        import sys
        from gi.repository import Gio, GLib
        value = int(sys.argv[1])
        old = sys.argv[2] == "read-only"
        methods = '<method name="Read"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>'
        if not old:
            methods += '<method name="ReadOne"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>'
        xml = '<node><interface name="org.freedesktop.portal.Settings">' + methods + '<signal name="SettingChanged"><arg type="s"/><arg type="s"/><arg type="v"/></signal></interface></node>'
        info = Gio.DBusNodeInfo.new_for_xml(xml).interfaces[0]
        connection = None
        def call(conn, sender, path, interface, method, parameters, invocation):
            namespace, key = parameters.unpack()
            if (namespace, key) != ("org.freedesktop.appearance", "color-scheme"):
                invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", "no such setting")
            elif method == "ReadOne":
                invocation.return_value(GLib.Variant("(v)", (GLib.Variant("u", value),)))
            else:
                invocation.return_value(GLib.Variant("(v)", (GLib.Variant("v", GLib.Variant("u", value)),)))
        def acquired(conn, name):
            print("ready", flush=True)
        def bus(conn, name):
            global connection
            connection = conn
            conn.register_object("/org/freedesktop/portal/desktop", info, call, None, None)
        def line(channel, condition):
            global value
            text = sys.stdin.readline()
            if not text:
                loop.quit()
                return False
            parts = text.split()
            if parts[0] == "burst":
                # burst COUNT TARGET: COUNT signals, light and dark in turn ending light, then a
                # Ping to TARGET: GDBus answers it in its worker thread once it has queued them all.
                count = int(parts[1])
                for index in range(count):
                    value = 2 if (count - index) % 2 == 1 else 1
                    connection.emit_signal(None, "/org/freedesktop/portal/desktop", "org.freedesktop.portal.Settings", "SettingChanged",
                                           GLib.Variant("(ssv)", ("org.freedesktop.appearance", "color-scheme", GLib.Variant("u", value))))
                connection.call_sync(parts[2], "/", "org.freedesktop.DBus.Peer", "Ping", None, None, Gio.DBusCallFlags.NONE, 120000, None)
                print("delivered", count, flush=True)
                return True
            value = int(text)
            connection.emit_signal(None, "/org/freedesktop/portal/desktop", "org.freedesktop.portal.Settings", "SettingChanged",
                                   GLib.Variant("(ssv)", ("org.freedesktop.appearance", "color-scheme", GLib.Variant("u", value))))
            connection.flush_sync(None)
            print("sent", value, flush=True)
            return True
        Gio.bus_own_name(Gio.BusType.SESSION, "org.freedesktop.portal.Desktop", Gio.BusNameOwnerFlags.NONE, bus, acquired, None)
        GLib.io_add_watch(GLib.IOChannel.unix_new(0), GLib.PRIORITY_DEFAULT, GLib.IOCondition.IN | GLib.IOCondition.HUP, line)
        loop = GLib.MainLoop()
        loop.run()
        """#

        /// ``fakePortal`` as a child process on `bus`, answering `value` (`version`: `read-one`,
        /// or `read-only` for a version 1 portal); the test writes to its standard input and reads
        /// what it prints line by line.
        final class Portal {
            let child: RunningChild
            private let script = FileManager.default.temporaryDirectory.appendingPathComponent("openuiscene-fake-portal-\(UUID().uuidString).py")

            init(bus: String, value: Int, version: String) throws {
                try DesktopIntegration.fakePortal.write(to: script, atomically: true, encoding: .utf8)
                child = try RunningChild(URL(fileURLWithPath: "/usr/bin/python3"), [script.path, String(value), version],
                                         environment: ["DBUS_SESSION_BUS_ADDRESS": bus], standardInput: true, unblockingSignals: true)
            }

            func stop() {
                _ = child.terminate(deadline: 5)
                try? FileManager.default.removeItem(at: script)
            }
        }

        /// The portal says dark: the app starts dark; it switches to light while the app runs:
        /// the engine's intent, the scene delegate and the view controller hear it, the window
        /// turns bright. GTK's own settings say dark all along (the portal wins when it has a
        /// preference).
        @Test(arguments: ["read-one", "read-only"])
        func thePortalsPreferenceAndItsChangesReachTheApp(_ portalVersion: String) throws {
            let bus = try SessionBus()
            defer { bus.stop() }
            let display = try VirtualDisplay()
            defer { display.stop() }
            let portal = try Portal(bus: bus.address, value: 1, version: portalVersion)
            defer { portal.stop() }
            #expect(portal.child.nextLine() == "ready")

            let app = try FixtureApp(display: display, extraEnvironment: ["FIXTURE_CONTENT": "appearance", "DBUS_SESSION_BUS_ADDRESS": bus.address, "OPENUISCENE_GTK_NON_UNIQUE": "1"])
            try app.waitForWindowEvent("painted", session: 0, after: 0)
            try app.waitForOutput("style ")
            #expect(app.printed.contains("style dark"), "the app saw: \(app.printed)")
            let darkShare = try Self.brightShare(of: app, saveAs: "gtk-portal-dark-\(portalVersion).png")
            #expect(darkShare < 0.1, "\(Int(darkShare * 100)) % of the dark window is bright")

            let before = app.events().count
            portal.child.write("2\n")
            try app.wait(for: "the light intent") { events in
                events.dropFirst(before).contains { $0.kind == .intent && $0.name == "userInterfaceStyle" && $0.detail == "light" }
            }
            try app.waitForOutput("controller traits dark>light")
            #expect(app.printed.contains("scene traits dark>light"))
            let events = app.events().dropFirst(before).filter { $0.seq != 0 }.map(\.description)
            let session = try #require(app.sessions().first)
            #expect(Array(events.prefix(3)) == [
                "intent userInterfaceStyle (light)",
                "host appearance [\(session)] (light)",
                "delegate windowScene(_:didUpdate:interfaceOrientation:traitCollection:) [\(session)]",
            ])
            // The window is redrawn bright (polled: GTK paints on its next frame).
            var lightShare = 0.0
            let bright = ChildProcess.poll(seconds: 10) {
                lightShare = (try? Self.brightShare(of: app, saveAs: "gtk-portal-light-\(portalVersion).png")) ?? 0
                return lightShare > 0.5
            }
            #expect(bright, "only \(Int(lightShare * 100)) % of the window is bright after the switch to light")
            app.process.terminate()
            #expect(try app.waitForExit() == 0)
        }

        /// Issue 22 item 9: 1,001 `SettingChanged` signals arriving together (queued while the
        /// main thread is busy) are applied once, with the last value: one re-theme pass (one
        /// `userInterfaceStyle` intent), not one per signal (5,000 took 93 s).
        @Test func aBurstOfPortalSignalsIsAppliedOnceWithTheLastValue() throws {
            let bus = try SessionBus()
            defer { bus.stop() }
            let display = try VirtualDisplay()
            defer { display.stop() }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openuiscene-portal-burst-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let portal = try Portal(bus: bus.address, value: 1, version: "read-one")
            defer { portal.stop() }
            #expect(portal.child.nextLine() == "ready")

            let app = try FixtureApp(display: display, extraEnvironment: ["FIXTURE_CONTENT": "appearance"], sessionBus: bus.address)
            try app.waitForWindowEvent("painted", session: 0, after: 0)
            try app.waitForOutput("style dark")
            let released = folder.appendingPathComponent("release")
            app.send("hold \(released.path)")
            try app.waitForOutput("holding")
            let before = app.events().count
            portal.child.write("burst 1001 org.openuiscene.GTKFixture\n")
            #expect(portal.child.nextLine(deadline: 120) == "delivered 1001", "the app's D-Bus thread has every signal")
            _ = FileManager.default.createFile(atPath: released.path, contents: nil)
            try app.waitForOutput("released")
            try app.wait(seconds: 120, for: "the light intent") { events in
                events.dropFirst(before).contains { $0.kind == .intent && $0.name == "userInterfaceStyle" && $0.detail == "light" }
            }
            // A round trip through the main loop: every pass the burst caused has run.
            app.send("advance 0")
            let answered = ChildProcess.poll(seconds: 120) { app.printed.contains("advanced 0") }
            let passes = app.events().dropFirst(before).filter { $0.kind == .intent && $0.name == "userInterfaceStyle" }
            #expect(answered, "the app did not answer after \(passes.count) re-theme passes")
            #expect(passes.map(\.detail) == ["light"], "\(passes.count) re-theme passes")
            app.process.terminate()
            #expect(try app.waitForExit() == 0)
        }

        /// Lists the accessible objects of the app named `name` (pyatspi, on the session bus's
        /// accessibility bus): one JSON object per line, indented by depth. Polls the registry
        /// until the app has a window (at most 20 s).
        static let accessibilityDump = #"""
        import sys, time, json
        import pyatspi
        name = sys.argv[1]
        deadline = time.time() + 20
        def dump(node, depth, lines):
            entry = {"depth": depth, "role": node.getRoleName(), "name": node.name, "description": node.description}
            try:
                entry["id"] = node.accessibleId
            except Exception:
                pass
            lines.append(json.dumps(entry))
            for index in range(node.childCount):
                child = node.getChildAtIndex(index)
                if child is not None:
                    dump(child, depth + 1, lines)
        while True:
            desktop = pyatspi.Registry.getDesktop(0)
            apps = [desktop.getChildAtIndex(i) for i in range(desktop.childCount)]
            found = [app for app in apps if app is not None and app.name == name and app.childCount > 0]
            if found:
                lines = []
                dump(found[0], 0, lines)
                print("\n".join(lines))
                break
            if time.time() > deadline:
                print("no application named %r; there are: %r" % (name, [app.name for app in apps if app is not None]))
                sys.exit(1)
            time.sleep(0.05)
        """#

        struct Accessible: Decodable, CustomStringConvertible {
            var depth: Int
            var role: String
            var name: String
            var description: String
            var id: String?
            var text: String { "\(role) \"\(name)\"" + (description.isEmpty ? "" : " (\(description))") }
        }

        /// The running app's accessibility tree, read as a screen reader reads it (AT-SPI): the
        /// app is called by its display name, the heading, the labelled button with its hint, the
        /// list rows by their text, an empty list's placeholder (its background view), the editor
        /// by its view controller's title, a plain view with its label and value.
        @Test func theAccessibilityTreeCarriesTheUIKitProperties() throws {
            let bus = try SessionBus()
            defer { bus.stop() }
            let display = try VirtualDisplay()
            defer { display.stop() }
            let app = try FixtureApp(
                display: display,
                extraEnvironment: ["FIXTURE_CONTENT": "accessibility", "DBUS_SESSION_BUS_ADDRESS": bus.address, "OPENUISCENE_GTK_NON_UNIQUE": "1", "GTK_A11Y": "atspi"],
                removing: ["NO_AT_BRIDGE"])
            try app.waitForWindowEvent("painted", session: 0, after: 0)
            let script = FileManager.default.temporaryDirectory.appendingPathComponent("openuiscene-a11y-\(UUID().uuidString).py")
            try Self.accessibilityDump.write(to: script, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: script) }
            var environment = display.environment
            environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
            environment.removeValue(forKey: "NO_AT_BRIDGE")
            environment.removeValue(forKey: "GTK_A11Y")
            let result = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/python3"), [script.path, "OpenUIScene Fixture"], environment: environment, replacingEnvironment: true)
            #expect(result.status == 0, "\(result.output)")
            let tree = try result.output.split(separator: "\n").map { try JSONDecoder().decode(Accessible.self, from: Data($0.utf8)) }
            let texts = tree.map(\.text)
            #expect(tree.first?.role == "application")
            #expect(tree.first?.name == "OpenUIScene Fixture")
            #expect(texts.contains("frame \"Fixture 1\""))
            #expect(texts.contains("heading \"Notes\""))
            #expect(texts.contains("push button \"Add Note\" (Creates an empty note)"))
            #expect(texts.contains("list \"Note Editor\""))
            #expect(texts.contains("list item \"Groceries, Milk, eggs\""))
            #expect(texts.contains("list item \"Ideas\""))
            // An empty list's background view is its placeholder, read inside the list.
            let archive = try #require(tree.firstIndex { $0.text == "list \"Archive\"" }, "\(texts)")
            let placeholder = tree.firstIndex { $0.role == "label" && $0.name == "No archived notes yet" }
            #expect(placeholder.map { $0 > archive && tree[$0].depth > tree[archive].depth } == true, "\(texts)")
            #expect(texts.contains("text \"Note Editor\""))
            #expect(texts.contains("panel \"Saved\" (2 notes)"))
            #expect(!texts.contains { $0.contains("\"GtkTextView\"") || $0.contains("\"GtkListBox\"") }, "\(texts)")
            try FileManager.default.createDirectory(at: GTKHostTests.Screenshots.artifacts, withIntermediateDirectories: true)
            try result.output.write(to: GTKHostTests.Screenshots.artifacts.appendingPathComponent("gtk-accessibility-tree.jsonl"), atomically: true, encoding: .utf8)
            app.process.terminate()
            #expect(try app.waitForExit() == 0)
        }
    }
}
