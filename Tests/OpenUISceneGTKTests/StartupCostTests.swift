import CGtk
import Foundation
import OpenUIScene
@testable import OpenUISceneGTK
import Testing
import VirtualDisplay
import enum TestSupport.ChildProcess

/// What made the GTK host slow to start (docs/GTK.md "Benchmark"), each checked where it was
/// decided; the benchmark (scripts/gtk-benchmark) measures the start itself.
@MainActor
@Suite struct StartupCostTests {
    /// The URL-scheme check that replaced the regular expression `^[A-Za-z][A-Za-z0-9+.-]*:`
    /// (3 M instructions a call) gives the same answers.
    @Test(arguments: [
        "1", "notes:", "notes://open", "mailto:a@b.c", "x-callback+v1.0-a:rest", "C:\\file", "file.txt",
        "/tmp/a:b", "./a:b", "1abc:", "-flag:", "a b:", "", ":", "a", "é:x", "ab?:", "A:", "z9:",
    ])
    func theSchemeCheckMatchesTheRegularExpression(_ argument: String) {
        let expected = argument.range(of: "^[A-Za-z][A-Za-z0-9+.-]*:", options: .regularExpression) != nil
        #expect(GtkHost.hasScheme(argument) == expected)
    }

    /// GTK loads its theme again whenever `gtk-application-prefer-dark-theme` is written: the
    /// host writes it only to change it (a light desktop: never).
    @Test func thePreferDarkSettingIsWrittenOnlyToChangeIt() {
        #expect(!DesktopAppearance.writesPreferDark(false, current: false, applied: nil))
        #expect(!DesktopAppearance.writesPreferDark(true, current: true, applied: nil))
        #expect(DesktopAppearance.writesPreferDark(true, current: false, applied: nil))
        #expect(DesktopAppearance.writesPreferDark(false, current: true, applied: nil))
        #expect(DesktopAppearance.writesPreferDark(true, current: false, applied: false))
        #expect(!DesktopAppearance.writesPreferDark(true, current: true, applied: true))
    }

    /// The application has no GResource base path: GtkApplication would add `<path>/icons` to
    /// the icon theme, which then loads a second time, on the main thread, before the first frame.
    /// The live channel writes what the trace recorded; when nothing else reads the trace
    /// (no OPENUISCENE_TRACE), the written events leave memory: a long-running app kept them all.
    @Test @MainActor func theLiveChannelDropsWhatItWroteWhenNothingElseReadsTheTrace() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let channel = try #require(LiveEventChannel(path: path))
        let trace = LifecycleTrace()
        trace.record(.host, "first")
        channel.flush(trace)
        #expect(trace.events.map(\.name) == ["first"], "kept while OPENUISCENE_TRACE may need it")
        channel.dropsWrittenEvents = true
        trace.record(.host, "second")
        channel.flush(trace)
        #expect(trace.events.isEmpty)
        trace.record(.host, "third")
        channel.flush(trace)
        let written = try LifecycleTrace.events(fromJSONLines: String(contentsOfFile: path, encoding: .utf8))
        #expect(written.map(\.name) == ["first", "second", "third"])
        #expect(written.map(\.seq) == [1, 2, 3])
    }

    /// Without a session bus, each request for one makes GLib fork and search `PATH` for
    /// `dbus-launch` (its autolaunch). The application asks once when it registers; the desktop
    /// appearance used to ask again (its Settings-portal read), on the way to the first frame.
    /// A recording `dbus-launch` counts the requests: reading the appearance from the desktop
    /// adds none to those of a run where the environment fixes it (no portal read at all).
    @Test func theAppearanceDoesNotAskForAMissingSessionBusAgain() throws {
        let display = try VirtualDisplay()
        defer { display.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("no-bus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bin = folder.appendingPathComponent("bin")
        let runtime = folder.appendingPathComponent("runtime")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let script = bin.appendingPathComponent("dbus-launch")
        try "#!/bin/sh\necho \"$*\" >> \"$OUI_TEST_AUTOLAUNCH_LOG\"\nexit 1\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)

        func autolaunches(colorScheme: String?) throws -> Int {
            let log = folder.appendingPathComponent("autolaunch-\(colorScheme ?? "desktop").log")
            var environment = [
                "FIXTURE_CONTENT": "appearance",
                "PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
                // No `$XDG_RUNTIME_DIR/bus` either: GLib's only way left is the autolaunch.
                "XDG_RUNTIME_DIR": runtime.path,
                "OUI_TEST_AUTOLAUNCH_LOG": log.path,
            ]
            if let colorScheme { environment["OPENUISCENE_COLOR_SCHEME"] = colorScheme }
            let app = try FixtureApp(display: display, extraEnvironment: environment, removing: ["DBUS_SESSION_BUS_ADDRESS"])
            try app.waitForOutput("style ")
            app.process.terminate()
            #expect(try app.waitForExit() == 0)
            let said = app.standardError
            #expect(!said.contains("CRITICAL"), "GLib said: \(said)")
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").count
        }
        let fixed = try autolaunches(colorScheme: "light")
        try #require(fixed >= 1, "GLib never ran dbus-launch without a session bus (no machine id?): this test cannot observe the requests here")
        let desktop = try autolaunches(colorScheme: nil)
        #expect(desktop == fixed)
    }

    /// The dynamic loader looks each start-up symbol up library by library in load order (the
    /// search scope). The libraries that define most of them load first in an app that links the
    /// host (CGtk's module map), not after the ~30 that GTK and Swift list: this halved the
    /// libraries searched per symbol in the benchmark app (27 to 14) and took ~2 ms off its first
    /// window. `LD_TRACE_LOADED_OBJECTS` makes the loader print the load order and exit.
    @Test func theLibrariesTheLoaderBindsMostLoadFirst() throws {
        let result = try ChildProcess.run(FixtureApp.productsDirectory.appendingPathComponent("fixture-gtk-app"),
                                          environment: ["LD_TRACE_LOADED_OBJECTS": "1"], replacingEnvironment: true, deadline: 60)
        let listed = result.output
        #expect(result.status == 0)
        // "\tlibepoxy.so.0 => /lib/x86_64-linux-gnu/libepoxy.so.0 (0x…)", in load order.
        let libraries = listed.split(separator: "\n").compactMap { $0.split(separator: " ").first.map { $0.trimmingCharacters(in: .whitespaces) } }
            .filter { !$0.hasPrefix("linux-vdso") }
        let first = ["libepoxy.so", "libc.so", "libglib-2.0.so", "libstdc++.so", "libgobject-2.0.so", "libgio-2.0.so", "libgtk-4.so"]
        let positions = first.map { name in libraries.firstIndex { $0.hasPrefix(name + ".") } }
        #expect(positions == Array(0..<first.count).map { Optional($0) }, "load order: \(libraries.prefix(12))")
        // ICU (2,100 bindings to itself) among Swift's libraries, not after everything they need.
        let icu = try #require(libraries.firstIndex { $0.hasPrefix("lib_FoundationICU.") })
        let foundation = try #require(libraries.firstIndex { $0.hasPrefix("libFoundation.") })
        #expect(icu < foundation)
    }

    @Test func theApplicationLoadsNoResources() throws {
        let app = try #require(GtkHost.makeApplication(identifier: "org.example.StartupCost", flags: G_APPLICATION_NON_UNIQUE))
        defer { g_object_unref(UnsafeMutableRawPointer(app)) }
        #expect(g_application_get_resource_base_path(oui_application(UnsafeMutableRawPointer(app))) == nil)
    }
}
