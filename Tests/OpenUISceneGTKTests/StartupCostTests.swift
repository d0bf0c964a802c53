import CGtk
import Foundation
import OpenUIScene
@testable import OpenUISceneGTK
import Testing

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

    @Test func theApplicationLoadsNoResources() throws {
        let app = try #require(GtkHost.makeApplication(identifier: "org.example.StartupCost", flags: G_APPLICATION_NON_UNIQUE))
        defer { g_object_unref(UnsafeMutableRawPointer(app)) }
        #expect(g_application_get_resource_base_path(oui_application(UnsafeMutableRawPointer(app))) == nil)
    }
}
