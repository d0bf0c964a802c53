import Foundation
import TestSupport
import Testing

/// The app `scripts/fault-injection` kills keeps exactly `FIXTURE_WINDOWS` windows: a store
/// holding more sessions than that is what the run counts as an orphan, so the fixture must not
/// make one itself. (CI counted "4 sessions stored for 3 windows" after a kill had left two
/// sessions on disk: both restored scenes became active before the first one's request for a
/// third window had been served, and each asked for one, as they would on iOS, where the request
/// is served later too.)
@Suite struct FaultInjectionFixtureTests {
    /// Runs `fixture-main-attribute` on `state` until `windows` sessions have become active, then
    /// SIGTERM; the sessions it showed.
    static func run(state: URL, windows: Int) throws -> Set<Substring> {
        let app = try RunningChild(EntryPointTests.productsDirectory.appendingPathComponent("fixture-main-attribute"), environment: [
            "OPENUISCENE_INFO_PLIST": EntryPointTests.packageRoot.appendingPathComponent("Tests/Fixtures/Info.plist").path,
            "XDG_STATE_HOME": state.path,
            "FIXTURE_WINDOWS": String(windows),
            "OPENUISCENE_PSI": "off",
        ])
        let shown = { (text: String) in Set(text.split(separator: "\n").filter { $0.hasPrefix("session ") }.map { $0.split(separator: " ")[1] }) }
        #expect(app.waitUntil { shown($0).count >= windows }, "\(windows) windows became active: \(app.outputText)")
        let result = app.terminate()
        #expect(result.status == 0, "\(result.error.suffix(500))")
        return shown(result.output)
    }

    @Test func twoRestoredWindowsAskForOneMoreNotTwo() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("fixture-windows-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let sessions = state.appendingPathComponent("org.openuiscene.fixture/sessions")

        let two = try Self.run(state: state, windows: 2)
        #expect(two.count == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: sessions.path).count == 2)

        // Both stored sessions come back in the foreground and become active in the same launch.
        let three = try Self.run(state: state, windows: 3)
        #expect(three.isSuperset(of: two))
        #expect(three.count == 3, "one window added to the two restored: \(three.sorted())")
        let stored = try FileManager.default.contentsOfDirectory(atPath: sessions.path)
        #expect(stored.count == 3, "3 sessions stored for 3 windows: \(stored.sorted())")
    }
}
