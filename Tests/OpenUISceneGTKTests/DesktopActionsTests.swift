import Foundation
import VirtualDisplay
import enum TestSupport.ChildProcess
import Testing
import OpenUIScene
import OpenUISceneGTK

/// The GTK host as a desktop citizen (issue 16, items 3 and 6): the GApplication actions the
/// desktop calls (`ActivateAction` over D-Bus, Ctrl+N/W/Q), quick actions from the desktop
/// entry (`--shortcut TYPE`), the header bar, and X11's `WM_CLASS`.
extension GTKHostTests {
    @Suite(.serialized) struct DesktopActions {
        static let newNote = "org.openuiscene.GTKFixture.new-note"

        /// `gdbus call … org.freedesktop.Application.ActivateAction NAME [] {}` on the app's bus name.
        static func activate(_ action: String, bus: String, display: VirtualDisplay) throws -> ChildProcess.Result {
            var environment = display.environment
            environment["DBUS_SESSION_BUS_ADDRESS"] = bus
            return try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/gdbus"), [
                "call", "--session", "--dest", "org.openuiscene.GTKFixture", "--object-path", "/org/openuiscene/GTKFixture",
                "--method", "org.freedesktop.Application.ActivateAction", action, "[]", "{}",
            ], environment: environment, replacingEnvironment: true)
        }

        /// The desktop's `ActivateAction` for new-window, close-window and quit: each is the
        /// main menu's item (a second launch's new window, the close button, quit keeping sessions).
        @Test func theDesktopCallsTheAppsWindowActionsOverDBus() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let bus = try SessionBus()
            defer { bus.stop() }
            let app = try FixtureApp(display: display, sessionBus: bus.address)
            try app.waitForWindowEvent("focused", session: 0, after: 0)

            let newWindow = try Self.activate("new-window", bus: bus.address, display: display)
            #expect(newWindow.status == 0, "\(newWindow.output)")
            try app.waitForWindowEvent("focused", session: 1, after: 0)
            #expect(app.events().contains { $0.kind == .intent && $0.name == "menuItem" && $0.detail == "File › New Window" })

            let close = try Self.activate("close-window", bus: bus.address, display: display)
            #expect(close.status == 0, "\(close.output)")
            try app.waitForWindowEvent("destroyed", session: 1, after: 0)
            #expect(app.events().contains { $0.kind == .intent && $0.name == "menuItem" && $0.detail == "File › Close Window" })

            let quit = try Self.activate("quit", bus: bus.address, display: display)
            #expect(quit.status == 0, "\(quit.output)")
            #expect(try app.waitForExit() == 0)
            let trace = try app.finalTrace()
            #expect(trace.contains { $0.kind == .intent && $0.name == "quit" })
            #expect(!trace.contains { $0.name == "didDiscardSceneSessions" && $0.session == app.sessions().first }, "quit keeps the session")
        }

        /// Ctrl+N, Ctrl+W, Ctrl+Q in the focused window: the same actions.
        @Test func theStandardShortcutsOpenCloseAndQuit() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let app = try FixtureApp(display: display)
            try app.waitForWindowEvent("focused", session: 0, after: 0)
            try app.tool("xdotool", ["key", "ctrl+n"])
            try app.waitForWindowEvent("focused", session: 1, after: 0)
            #expect(app.events().contains { $0.kind == .intent && $0.name == "menuItem" && $0.detail == "File › New Window" })
            let mark = app.events().count
            try app.tool("xdotool", ["key", "ctrl+w"])
            try app.waitForWindowEvent("destroyed", session: 1, after: mark)
            try app.waitForWindowEvent("focused", session: 0, after: mark)
            try app.tool("xdotool", ["key", "ctrl+q"])
            #expect(try app.waitForExit() == 0)
            #expect(try app.finalTrace().contains { $0.kind == .intent && $0.name == "quit" })
        }

        /// The desktop entry's action at a cold launch: the scene connects with the quick action
        /// in its connection options.
        @Test func aColdLaunchWithShortcutConnectsTheSceneWithIt() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let bus = try SessionBus()
            defer { bus.stop() }
            let app = try FixtureApp(display: display, sessionBus: bus.address, arguments: ["--shortcut", Self.newNote])
            try app.waitForOutput("connected with shortcut \(Self.newNote)")
            #expect(!app.printed.contains("opened"), "the type is not opened as a file")
            app.process.terminate()
            #expect(try app.waitForExit() == 0)
        }

        /// The desktop entry's action while the app runs: the second process hands the type to
        /// the running app's `app.shortcut` action and exits 0 without a window; the scene gets
        /// `windowScene(_:performActionFor:)`. An unknown type is reported by the running app,
        /// which keeps running.
        @Test func aSecondLaunchWithShortcutHandsItToTheRunningApp() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let bus = try SessionBus()
            defer { bus.stop() }
            let first = try FixtureApp(display: display, sessionBus: bus.address)
            try first.waitForWindowEvent("focused", session: 0, after: 0)

            let second = try FixtureApp(display: display, sessionBus: bus.address, arguments: ["--shortcut", Self.newNote])
            #expect(try second.waitForExit() == 0)
            #expect(second.events().isEmpty, "the second process must not launch the app")
            try first.waitForOutput("shortcut \(Self.newNote) in Fixture 1")
            #expect(first.events().contains { $0.kind == .intent && $0.name == "performQuickAction" && $0.detail == Self.newNote })

            let unknown = try FixtureApp(display: display, sessionBus: bus.address, arguments: ["--shortcut=org.openuiscene.GTKFixture.gone"])
            #expect(try unknown.waitForExit() == 0)
            try first.wait(for: "the unknown type's error") { events in
                events.contains { $0.kind == .error && $0.detail?.contains("no quick action of type \"org.openuiscene.GTKFixture.gone\"") == true }
            }
            #expect(first.process.isRunning, "the app keeps running")
            #expect(first.sessions().count == 1, "no window was opened for it")

            let again = try FixtureApp(display: display, sessionBus: bus.address, arguments: ["--shortcut", Self.newNote])
            #expect(try again.waitForExit() == 0)
            try first.wait(for: "the second quick action") { events in
                events.filter { $0.kind == .intent && $0.name == "performQuickAction" && $0.detail == Self.newNote }.count == 2
            }
            first.process.terminate()
            #expect(try first.waitForExit() == 0)
        }

        /// `--shortcut` without a type is refused in the launching process with a message.
        @Test func aShortcutWithoutATypeIsRefused() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let app = try FixtureApp(display: display, arguments: ["--shortcut"])
            #expect(try app.waitForExit() == 64)
            #expect(app.events().isEmpty, "the app was not launched")
        }

        /// The header bar's primary menu (F10) holds the main menu; choosing *New Window* in it
        /// (Return on its first item) runs the menu item: a new window.
        @Test func theHeaderBarsMenuRunsTheMainMenusItems() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let app = try FixtureApp(display: display, extraEnvironment: ["FIXTURE_CONTENT": "chrome"])
            try app.waitForWindowEvent("focused", session: 0, after: 0)
            func visibleWindows() -> Int {
                let result = try? ChildProcess.run(URL(fileURLWithPath: "/usr/bin/xdotool"), ["search", "--onlyvisible", "--class", "org.openuiscene.GTKFixture"], environment: display.environment, replacingEnvironment: true)
                return result?.output.split(separator: "\n").count ?? 0
            }
            let before = visibleWindows()
            try app.tool("xdotool", ["key", "F10"])
            #expect(ChildProcess.poll(seconds: 10) { visibleWindows() > before }, "F10 opens the menu's popover")
            try app.tool("xdotool", ["key", "Return"])
            try app.waitForWindowEvent("focused", session: 1, after: 0)
            #expect(app.events().contains { $0.kind == .intent && $0.name == "menuItem" && $0.detail == "File › New Window" })
            app.process.terminate()
            #expect(try app.waitForExit() == 0)
        }

        /// X11 `WM_CLASS`: the instance is the app's display name (what assistive technologies
        /// read), the class the application id, which the desktop entry's `StartupWMClass` names.
        @Test func wmClassIsTheApplicationID() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let app = try FixtureApp(display: display)
            try app.waitForWindowEvent("mapped", session: 0, after: 0)
            let window = try #require(app.window(0))
            let result = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/xprop"), ["-id", window, "WM_CLASS"], environment: display.environment, replacingEnvironment: true)
            #expect(result.status == 0, "\(result.output)")
            #expect(result.output.contains("WM_CLASS(STRING) = \"OpenUIScene Fixture\", \"org.openuiscene.GTKFixture\""), "\(result.output)")
            app.process.terminate()
            #expect(try app.waitForExit() == 0)
        }

        /// Reads the header bar through AT-SPI (as a screen reader does): the title, the bar
        /// buttons, the main menu button; then presses "Add" with the button's accessible action.
        static let headerBarScript = #"""
        import sys, time, json
        import pyatspi
        name, press = sys.argv[1], sys.argv[2]
        deadline = time.time() + 20
        def walk(node, found):
            found.append(node)
            for index in range(node.childCount):
                child = node.getChildAtIndex(index)
                if child is not None:
                    walk(child, found)
        while True:
            desktop = pyatspi.Registry.getDesktop(0)
            apps = [desktop.getChildAtIndex(i) for i in range(desktop.childCount)]
            app = next((a for a in apps if a is not None and a.name == name and a.childCount > 0), None)
            nodes = []
            if app is not None:
                walk(app, nodes)
            if any(n.getRoleName() == "push button" and n.name == (press if press != "-" else "Add") for n in nodes):
                break
            if time.time() > deadline:
                print("no button %r in %r" % (press, [(n.getRoleName(), n.name) for n in nodes]))
                sys.exit(1)
            time.sleep(0.05)
        for node in nodes:
            print(json.dumps({"role": node.getRoleName(), "name": node.name, "sensitive": node.getState().contains(pyatspi.STATE_SENSITIVE)}))
        if press != "-":
            button = next(n for n in nodes if n.getRoleName() == "push button" and n.name == press)
            action = button.queryAction()
            print(json.dumps({"pressed": action.doAction(0)}))
        """#

        struct Node: Decodable {
            var role: String?
            var name: String?
            var sensitive: Bool?
        }

        static func readHeaderBar(bus: String, display: VirtualDisplay, press: String) throws -> (nodes: [Node], text: String) {
            let script = FileManager.default.temporaryDirectory.appendingPathComponent("openuiscene-headerbar-\(UUID().uuidString).py")
            try headerBarScript.write(to: script, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: script) }
            var environment = display.environment
            environment["DBUS_SESSION_BUS_ADDRESS"] = bus
            environment.removeValue(forKey: "NO_AT_BRIDGE")
            environment.removeValue(forKey: "GTK_A11Y")
            let result = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/python3"), [script.path, "OpenUIScene Fixture", press], environment: environment, replacingEnvironment: true)
            #expect(result.status == 0, "\(result.output)")
            let nodes = result.output.split(separator: "\n").compactMap { try? JSONDecoder().decode(Node.self, from: Data($0.utf8)) }
            return (nodes, result.output)
        }

        /// The window's header bar shows the navigation controller's title, its bar button items
        /// and the main menu button; pressing a bar button runs its action, and the items'
        /// changes (a disabled item, a new title) reach the header bar.
        @Test func theHeaderBarShowsTheNavigationBarAndItsButtonsWork() throws {
            let bus = try SessionBus()
            defer { bus.stop() }
            let display = try VirtualDisplay()
            defer { display.stop() }
            let app = try FixtureApp(
                display: display,
                extraEnvironment: ["FIXTURE_CONTENT": "chrome", "DBUS_SESSION_BUS_ADDRESS": bus.address, "OPENUISCENE_GTK_NON_UNIQUE": "1", "GTK_A11Y": "atspi"],
                removing: ["NO_AT_BRIDGE"])
            try app.waitForWindowEvent("painted", session: 0, after: 0)
            let before = try Self.readHeaderBar(bus: bus.address, display: display, press: "Add")
            #expect(before.nodes.contains { $0.role == "label" && $0.name == "Library" }, "\(before.text)")
            #expect(before.nodes.contains { $0.role == "push button" && $0.name == "Edit" && $0.sensitive == true }, "\(before.text)")
            #expect(before.nodes.contains { $0.name == "Main Menu" }, "\(before.text)")
            // Left to right: the left item, the title, the right items, the menu button (the
            // items' boxes are made when the first item arrives, after the menu button).
            let order = ["Edit", "Library", "Add", "Main Menu"].map { name in before.nodes.firstIndex { $0.name == name } }
            #expect(order.allSatisfy { $0 != nil } && order.compactMap { $0 } == order.compactMap { $0 }.sorted(), "\(before.text)")
            try app.waitForOutput("bar button add")

            let retitled = ChildProcess.poll(seconds: 10) {
                (try? Self.readHeaderBar(bus: bus.address, display: display, press: "-").nodes.contains { $0.role == "label" && $0.name == "Library (edited)" }) == true
            }
            #expect(retitled, "the header bar's title follows navigationItem.title")
            let after = try Self.readHeaderBar(bus: bus.address, display: display, press: "-")
            #expect(after.nodes.contains { $0.role == "push button" && $0.name == "Edit" && $0.sensitive == false }, "\(after.text)")
            app.process.terminate()
            #expect(try app.waitForExit() == 0)
        }
    }
}

/// Header bars are on by default and `OPENUISCENE_GTK_HEADER_BAR=0` turns them off (the window
/// manager's title bar; the actions stay).
struct HeaderBarConfigurationTests {
    @Test func headerBarsAreOnUnlessTheEnvironmentSaysZero() {
        #expect(GtkHostConfiguration().headerBars)
        #expect(GtkHostConfiguration.fromEnvironment([:]).headerBars)
        #expect(GtkHostConfiguration.fromEnvironment(["OPENUISCENE_GTK_HEADER_BAR": "1"]).headerBars)
        #expect(!GtkHostConfiguration.fromEnvironment(["OPENUISCENE_GTK_HEADER_BAR": "0"]).headerBars)
    }
}
