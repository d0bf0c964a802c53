import Foundation
import Testing
import VirtualDisplay
import OpenUIScene

extension GTKHostTests {
    /// The run-time lifecycle checks run in the engine, so a real GTK app gets them too.
    @Suite(.serialized) struct LifecycleChecks {
        /// A real process launched with a URL whose scene never reads connectionOptions.urlContexts
        /// logs one `url-lost-at-cold-launch` warning naming the URL, in its live events and in
        /// its final trace; the same launch with a scene that reads it has none.
        @Test func aLaunchURLThatTheSceneNeverReadsIsReportedOnce() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let bus = try SessionBus()
            defer { bus.stop() }
            let app = try FixtureApp(display: display, extraEnvironment: ["FIXTURE_IGNORES_LAUNCH_URL": "1"], sessionBus: bus.address, arguments: ["fixture://note/7"])
            let events = try app.wait(for: "the url-lost-at-cold-launch warning") { events in
                events.contains { $0.kind == .warning && $0.name == "url-lost-at-cold-launch" }
            }
            let warning = try #require(events.first { $0.kind == .warning })
            let session = try #require(app.sessions().first)
            #expect(warning.session == session)
            #expect(warning.detail?.hasPrefix("fixture://note/7 arrived in connectionOptions.urlContexts of session \(session) and was never read") == true, "\(warning)")
            app.process.terminate()
            #expect(try app.waitForExit() == 0)
            let warnings = try app.finalTrace().filter { $0.kind == .warning }
            #expect(warnings.map(\.name) == ["url-lost-at-cold-launch"], "one warning, and no other check fires for the fixture: \(warnings)")
        }

        @Test func aLaunchURLThatTheSceneReadsIsNotReported() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let bus = try SessionBus()
            defer { bus.stop() }
            let app = try FixtureApp(display: display, sessionBus: bus.address, arguments: ["fixture://note/7"])
            try app.waitForOutput("connected with fixture://note/7")
            try app.waitForWindowEvent("focused", session: 0, after: 0)
            app.process.terminate()
            #expect(try app.waitForExit() == 0)
            #expect(try app.finalTrace().filter { $0.kind == .warning }.isEmpty)
        }
    }
}
