import Foundation
import VirtualDisplay
import enum TestSupport.ChildProcess
import Testing
import OpenUIScene

extension GTKHostTests {
    /// Examples/LegacyApp before and after `scenectl migrate` (target `LegacyAppMigrated`, the
    /// checked-in output of the tool, which LegacyAppMigrationDiffTests proves identical to it) as
    /// desktop apps: real processes in GTK windows on a virtual display, driven as a desktop drives
    /// them (command-line URLs, the desktop entry's `--shortcut`, a second launch, minimize and
    /// restore, Ctrl+Q, the close button). What is checked is what can be seen from outside: the
    /// X windows (xdotool), the live lifecycle channel and the app's own log lines (its analytics
    /// events on standard output, among them the router's "shown …").
    @Suite(.serialized) struct LegacyAppOnGTK {
        static let migratedPlist = FixtureApp.packageRoot.appendingPathComponent("Tests/SceneMigrateTests/Fixtures/LegacyAppMigrated/Info.plist")
        static let legacyPlist = FixtureApp.packageRoot.appendingPathComponent("Examples/LegacyApp/Info.plist")
        static let compose = "org.openuiscene.legacyapp.compose"

        /// A launch of the migrated app; a second launch reaches the first only over the session
        /// bus a desktop has (the single-instance `GtkApplication`).
        static func migrated(_ display: VirtualDisplay, bus: SessionBus? = nil, arguments: [String] = []) throws -> FixtureApp {
            try FixtureApp(display: display, sessionBus: bus?.address, arguments: arguments, executable: "LegacyAppMigrated", infoPlist: migratedPlist)
        }

        /// The visible X windows of the app (WM_CLASS's class is its CFBundleIdentifier).
        static func visibleWindows(_ display: VirtualDisplay) -> [String] {
            let result = try? ChildProcess.run(URL(fileURLWithPath: "/usr/bin/xdotool"), ["search", "--onlyvisible", "--class", "org.openuiscene.legacyapp"], environment: display.environment, replacingEnvironment: true)
            return result?.output.split(separator: "\n").map(String.init) ?? []
        }

        /// The delegate callbacks (by name) on the live channel after event number `mark`.
        static func delegateCalls(_ events: [LifecycleEvent], after mark: Int) -> [String] {
            events.dropFirst(mark).filter { $0.kind == .delegate }.map(\.name)
        }

        /// The state callbacks among them (a scene's `sceneWill…`/`sceneDid…`, the app delegate's
        /// `applicationWill…`/`applicationDid…` in legacy mode).
        static func stateCalls(_ events: [LifecycleEvent], after mark: Int) -> [String] {
            delegateCalls(events, after: mark).filter { $0.hasPrefix("sceneWill") || $0.hasPrefix("sceneDid") || $0.hasPrefix("applicationWill") || $0.hasPrefix("applicationDid") }
        }

        static func count(_ text: String, in app: FixtureApp) -> Int {
            app.printed.components(separatedBy: text).count - 1
        }

        /// A cold launch with a deep link opens the storyboard's window (the SceneDelegate's window
        /// from UISceneStoryboardFile) and the link reaches the router; minimize and restore run the
        /// scene's state callbacks (the work moved from the app delegate); a second launch hands a
        /// deep link and a quick action (the desktop entry's action) to the running app, which
        /// routes them to `scene(_:openURLContexts:)` and `windowScene(_:performActionFor:)`;
        /// Ctrl+Q quits.
        @Test func theMigratedAppRunsInAGTKWindowAndEveryWayInReachesItsRouter() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let bus = try SessionBus()
            defer { bus.stop() }
            let app = try Self.migrated(display, bus: bus, arguments: ["legacyapp://message/7"])
            try app.waitForWindowEvent("focused", session: 0, after: 0)
            try app.waitForWindowEvent("painted", session: 0, after: 0)
            let window = try #require(app.window(0))
            #expect(ChildProcess.poll(seconds: 10) { Self.visibleWindows(display).contains(window) }, "the scene's window is on the display: \(Self.visibleWindows(display))")
            try app.waitForOutput("analytics: launched by legacyapp://message/7")
            try app.waitForOutput("analytics: shown message 7 in a ")
            #expect(app.events().contains { $0.kind == .delegate && $0.name == "scene(_:willConnectTo:options:)" })
            #expect(!app.events().contains { $0.kind == .error }, "\(app.events().filter { $0.kind == .error })")

            // Minimize and restore: the scene's state callbacks, with the app's work in them.
            var mark = app.events().count
            try app.tool("xdotool", ["windowminimize", "--sync", window])
            var events = try app.wait(for: "sceneDidEnterBackground") { Self.delegateCalls($0, after: mark).contains("sceneDidEnterBackground(_:)") }
            #expect(Self.stateCalls(events, after: mark) == ["sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)"])
            mark = events.count
            let activeBefore = Self.count("analytics: active with 0 drafts", in: app)
            try app.tool("xdotool", ["windowactivate", "--sync", window])
            events = try app.wait(for: "sceneDidBecomeActive") { Self.delegateCalls($0, after: mark).contains("sceneDidBecomeActive(_:)") }
            #expect(Self.stateCalls(events, after: mark) == ["sceneWillEnterForeground(_:)", "sceneDidBecomeActive(_:)"])
            #expect(ChildProcess.poll(seconds: 10) { Self.count("analytics: active with 0 drafts", in: app) == activeBefore + 1 }, "sceneDidBecomeActive ran the app's work: \(app.printed)")

            // While running: a deep link and a quick action from a second launch.
            mark = app.events().count
            let link = try Self.migrated(display, bus: bus, arguments: ["legacyapp://message/70"])
            #expect(try link.waitForExit() == 0, "a second launch hands its URL over and exits 0")
            try app.waitForOutput("analytics: shown message 70 in a ")
            #expect(Self.delegateCalls(app.events(), after: mark).contains("scene(_:openURLContexts:)"))
            mark = app.events().count
            let action = try Self.migrated(display, bus: bus, arguments: ["--shortcut", Self.compose])
            #expect(try action.waitForExit() == 0)
            try app.wait(for: "windowScene(_:performActionFor:completionHandler:)") { Self.delegateCalls($0, after: mark).contains("windowScene(_:performActionFor:completionHandler:)") }
            try app.waitForOutput("analytics: shown composer in a ")
            #expect(app.sessions().count == 1, "one window (UIApplicationSupportsMultipleScenes is false)")

            try app.tool("xdotool", ["windowactivate", "--sync", window])
            try app.tool("xdotool", ["key", "ctrl+q"])
            #expect(try app.waitForExit() == 0)
            let trace = try app.finalTrace()
            #expect(trace.contains { $0.kind == .intent && $0.name == "quit" })
            #expect(ChildProcess.poll(seconds: 10) { Self.visibleWindows(display).isEmpty }, "the window is gone")
        }

        /// A universal link opened on the desktop (an https URL given to the app, as a browser or
        /// `xdg-open` would): it reaches the router at a cold launch. The GTK host has no
        /// associated domains, so it arrives as a URL (`connectionOptions.urlContexts`, then
        /// `scene(_:openURLContexts:)`), not as a browsing-web activity (docs/PARITY.md).
        @Test func aColdLaunchWithAUniversalLinkShowsItsMessage() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let bus = try SessionBus()
            defer { bus.stop() }
            let app = try Self.migrated(display, bus: bus, arguments: ["https://legacy.example.com/message/8"])
            try app.waitForWindowEvent("focused", session: 0, after: 0)
            try app.waitForOutput("analytics: shown message 8 in a ")
            #expect(app.printed.contains("analytics: launched by https://legacy.example.com/message/8"))
            #expect(app.events().contains { $0.kind == .intent && $0.name == "launch" && $0.detail == "url https://legacy.example.com/message/8" })
            app.process.terminate()
            #expect(try app.waitForExit() == 0)
        }

        /// The desktop entry's quick action at a cold launch (`--shortcut TYPE`): the scene connects
        /// with it in `connectionOptions.shortcutItem`; the migrated willConnect hands it to
        /// `windowScene(_:performActionFor:)`, which opens the composer.
        @Test func aColdLaunchWithTheQuickActionOpensTheComposer() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let bus = try SessionBus()
            defer { bus.stop() }
            let app = try Self.migrated(display, bus: bus, arguments: ["--shortcut", Self.compose])
            try app.waitForWindowEvent("focused", session: 0, after: 0)
            try app.waitForOutput("analytics: launched by a quick action")
            try app.waitForOutput("analytics: shown composer in a ")
            #expect(app.events().contains { $0.kind == .intent && $0.name == "launch" && $0.detail == "shortcut \(Self.compose)" })
            app.process.terminate()
            #expect(try app.waitForExit() == 0)
        }

        /// The app before the migration (app-delegate life cycle, no scene manifest): as on iOS,
        /// UIMainStoryboardFile makes the app delegate's window, which the GTK host shows; the
        /// cold launch's deep link is shown in it; minimize and restore run the four app-level
        /// callbacks; closing the window quits.
        @Test func theLegacyAppRunsInItsStoryboardsWindow() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let bus = try SessionBus()
            defer { bus.stop() }
            let app = try FixtureApp(display: display, sessionBus: bus.address, arguments: ["legacyapp://message/7"], executable: "LegacyApp", infoPlist: Self.legacyPlist)
            let legacy = "legacy-window"
            var events = try app.wait(for: "the storyboard's window painted") { events in
                events.contains { $0.kind == .host && $0.name == "painted" && $0.session == legacy }
            }
            let window = try #require(events.last { $0.name == "mapped" && $0.session == legacy }?.detail)
            #expect(ChildProcess.poll(seconds: 10) { Self.visibleWindows(display).contains(window) }, "the app delegate's window is on the display: \(Self.visibleWindows(display))")
            try app.waitForOutput("analytics: launched by legacyapp://message/7")
            try app.waitForOutput("analytics: shown message 7 in a ")
            try app.wait(for: "focus") { $0.contains { $0.name == "focused" && $0.session == legacy } }
            #expect(!app.events().contains { $0.kind == .error }, "\(app.events().filter { $0.kind == .error })")

            var mark = app.events().count
            try app.tool("xdotool", ["windowminimize", "--sync", window])
            events = try app.wait(for: "applicationDidEnterBackground") { Self.delegateCalls($0, after: mark).contains("applicationDidEnterBackground(_:)") }
            #expect(Self.stateCalls(events, after: mark) == ["applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)"])
            mark = events.count
            let activeBefore = Self.count("analytics: active with 0 drafts", in: app)
            try app.tool("xdotool", ["windowactivate", "--sync", window])
            events = try app.wait(for: "applicationDidBecomeActive") { Self.delegateCalls($0, after: mark).contains("applicationDidBecomeActive(_:)") }
            #expect(Self.stateCalls(events, after: mark) == ["applicationWillEnterForeground(_:)", "applicationDidBecomeActive(_:)"])
            #expect(ChildProcess.poll(seconds: 10) { Self.count("analytics: active with 0 drafts", in: app) == activeBefore + 1 })

            try app.tool("wmctrl", ["-i", "-c", window])
            #expect(try app.waitForExit() == 0)
        }
    }
}
