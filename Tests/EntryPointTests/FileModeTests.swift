import Foundation
import TestSupport
import Testing
import OpenUIScene

/// Everything a real app writes about the user's windows is private (0600 files in 0700
/// folders), whatever the umask it was started with (docs/RELIABILITY.md).
@Suite struct FileModeTests {
    private func mode(_ path: String) -> Int {
        var info = stat()
        return lstat(path, &info) == 0 ? Int(info.st_mode & 0o777) : -1
    }

    @Test func theTraceAndTheSessionFilesArePrivateUnderUmask000() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("modes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        let trace = base.appendingPathComponent("trace.jsonl")
        let state = base.appendingPathComponent("state")
        let app = EntryPointTests.productsDirectory.appendingPathComponent("fixture-main-attribute").path
        let child = try RunningChild(URL(fileURLWithPath: "/bin/sh"), ["-c", "umask 000; exec \"$0\"", app], environment: [
            "OPENUISCENE_INFO_PLIST": EntryPointTests.packageRoot.appendingPathComponent("Tests/Fixtures/Info.plist").path,
            "OPENUISCENE_TRACE": trace.path,
            "XDG_STATE_HOME": state.path,
        ])
        #expect(child.waitFor("ready\n"), "the app did not get ready: \(child.errorText.suffix(400))")
        #expect(child.terminate().status == 0)
        #expect(mode(trace.path) == 0o600, "trace file mode \(String(mode(trace.path), radix: 8))")
        let store = state.appendingPathComponent("org.openuiscene.fixture")
        #expect(mode(store.path) == 0o700)
        // The crash-loop guard's launch record, written at every launch.
        let launches = store.appendingPathComponent("launches.json")
        #expect(FileManager.default.fileExists(atPath: launches.path))
        #expect(mode(launches.path) == 0o600, "launches.json mode \(String(mode(launches.path), radix: 8))")
        let sessions = store.appendingPathComponent("sessions")
        #expect(mode(sessions.path) == 0o700)
        for name in try FileManager.default.contentsOfDirectory(atPath: sessions.path) {
            #expect(mode(sessions.appendingPathComponent(name).path) == 0o600, "\(name)")
        }
    }
}
