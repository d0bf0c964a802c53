import Foundation
import Testing
import VirtualDisplay

extension GTKHostTests {
    /// What the GTK host writes about a user's windows is private, whatever the umask, and what
    /// it reads at launch has a size limit (issue 12; docs/RELIABILITY.md).
    @Suite(.serialized) struct PrivateFiles {
        private func mode(_ path: String) -> Int {
            var info = stat()
            return lstat(path, &info) == 0 ? Int(info.st_mode & 0o777) : -1
        }

        @Test func windowSizesEventsAndTraceAre0600UnderUmask000() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let state = FileManager.default.temporaryDirectory.appendingPathComponent("gtk-private-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: state) }
            let app = try FixtureApp(display: display, extraEnvironment: ["XDG_STATE_HOME": state.path], umask: "000")
            try app.waitForWindowEvent("focused", session: 0, after: 0)
            app.process.terminate()
            #expect(try app.waitForExit() == 0)
            let store = state.appendingPathComponent("org.openuiscene.GTKFixture")
            #expect(mode(store.appendingPathComponent("gtk-windows.json").path) == 0o600, "window sizes")
            #expect(mode(app.eventsURL.path) == 0o600, "live events")
            #expect(mode(app.traceURL.path) == 0o600, "trace")
            #expect(mode(store.path) == 0o700)
        }

        @Test func aHugeWindowSizesFileDoesNotDelayTheFirstWindowAndIsKept() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let state = FileManager.default.temporaryDirectory.appendingPathComponent("gtk-huge-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: state) }
            let store = state.appendingPathComponent("org.openuiscene.GTKFixture")
            try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
            let huge = store.appendingPathComponent("gtk-windows.json")
            // A sparse 200 MB file: reading it whole took over 10 s and 1.1 GB before the limit.
            #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
            let handle = try FileHandle(forWritingTo: huge)
            try handle.truncate(atOffset: 200 * 1024 * 1024)
            try handle.close()
            let app = try FixtureApp(display: display, extraEnvironment: ["XDG_STATE_HOME": state.path])
            try app.waitForWindowEvent("focused", session: 0, after: 0, seconds: 10)
            app.process.terminate()
            #expect(try app.waitForExit() == 0)
            let size = try FileManager.default.attributesOfItem(atPath: huge.path)[.size] as? Int
            #expect(size == 200 * 1024 * 1024, "left as it is, never deleted or replaced")
        }
    }
}
