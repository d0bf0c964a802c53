import Foundation
import TestSupport
import Testing
import OpenUIScene

/// A real app that crashes in `scene(_:willConnectTo:options:)` whenever its window is restored:
/// after two such launches the third starts without reconnecting stored sessions, keeps them,
/// says so, and the app can tell (docs/RELIABILITY.md).
@Suite struct CrashLoopTests {
    struct Run {
        var status: Int32
        var reason: Process.TerminationReason
        var output: String
        var errors: String
    }

    /// Runs `fixture-main-attribute` once: until it prints "ready" (then SIGTERM) or exits.
    static func run(state: URL) throws -> Run {
        let app = try RunningChild(EntryPointTests.productsDirectory.appendingPathComponent("fixture-main-attribute"), environment: [
            "OPENUISCENE_INFO_PLIST": EntryPointTests.packageRoot.appendingPathComponent("Tests/Fixtures/Info.plist").path,
            "XDG_STATE_HOME": state.path,
            "FIXTURE_CRASH_ON_RESTORE": "1",
        ])
        // Until it is ready (then SIGTERM), or until it ends (crashed) without getting ready.
        let result = app.waitFor("ready\n") ? app.terminate() : app.wait()
        return Run(status: result.status, reason: app.terminationReason, output: result.output, errors: result.error)
    }

    @Test func twoCrashesWhileRestoringGiveALaunchWithoutRestoration() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("crash-loop-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let sessions = state.appendingPathComponent("org.openuiscene.fixture/sessions")

        let first = try Self.run(state: state)
        #expect(first.reason == .exit && first.status == 0)
        #expect(first.output.contains("skipped=false"))
        let poisoned = try #require(try FileManager.default.contentsOfDirectory(atPath: sessions.path).first)

        for attempt in 1...2 {
            let crashed = try Self.run(state: state)
            #expect(crashed.reason == .uncaughtSignal, "launch \(attempt + 1) crashed while restoring: \(crashed.errors.suffix(300))")
            #expect(!crashed.output.contains("ready"))
        }

        let safe = try Self.run(state: state)
        #expect(safe.reason == .exit && safe.status == 0, "the third launch runs: \(safe.errors.suffix(500))")
        #expect(safe.output.contains("skipped=true"), "the app can tell: \(safe.output)")
        #expect(safe.errors.contains("the last 2 launches ended before a window reached the foreground"), "the log says why: \(safe.errors.suffix(500))")
        let stored = try FileManager.default.contentsOfDirectory(atPath: sessions.path)
        #expect(stored.contains(poisoned), "the crashing session is kept, not deleted: \(stored)")
        #expect(stored.count == 2, "and the new window's session beside it")

        // Healthy again; the poisoned window stays closed until the app asks for it.
        let after = try Self.run(state: state)
        #expect(after.reason == .exit && after.status == 0, "\(after.errors.suffix(300))")
        #expect(after.output.contains("skipped=false"))
    }
}
