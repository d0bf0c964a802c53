import Foundation
import Testing
import VirtualDisplay
import enum TestSupport.ChildProcess
@testable import OpenUISceneGTK
import OpenUIScene

/// Which window states send a scene to the background, by GTK version and whether `GtkWindow`
/// has the `suspended` property (GtkHost+Visibility.swift; docs/GTK.md "What each backend can
/// observe"): headless, the decision only.
struct BackgroundObservationTests {
    @Test(arguments: [
        (4, 8, false, BackgroundObservation.minimized),
        (4, 10, false, .minimized),
        (4, 11, true, .minimized),          // a property of that name before 4.12 is not GTK's
        (4, 12, false, .minimized),         // a window class without it (a build that lacks it)
        (4, 12, true, .minimizedOrSuspended),
        (4, 18, true, .minimizedOrSuspended),
        (5, 0, true, .minimizedOrSuspended),
    ])
    func theSignalFollowsTheVersionAndTheProperty(major: Int, minor: Int, hasProperty: Bool, expected: BackgroundObservation) {
        #expect(BackgroundObservation.choose(gtkMajor: major, gtkMinor: minor, windowHasSuspendedProperty: hasProperty) == expected)
    }

    @Test func theStateBitsAreGDKs() {
        #expect(BackgroundObservation.minimized.stateMask == 1)
        #expect(BackgroundObservation.minimizedOrSuspended.stateMask == 1 | 1 << 16)
    }
}

extension GTKHostTests {
    @Suite(.serialized) struct BackgroundObservationOnThisGTK {
        /// The fixture app says what it watches on the GTK it runs with: on Debian 12's GTK 4.8,
        /// minimize only (the same binary watches `suspended` too on GTK ≥ 4.12).
        @Test func theHostSaysWhatItWatchesForTheRunningGTK() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let app = try FixtureApp(display: display)
            let events = try app.wait(for: "observes") { $0.contains { $0.kind == .host && $0.name == "observes" } }
            let detail = try #require(events.first { $0.name == "observes" }?.detail)
            let version = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/pkg-config"), ["--modversion", "gtk4"], environment: ProcessInfo.processInfo.environment, replacingEnvironment: true).output
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let minor = Int(version.split(separator: ".").dropFirst().first ?? "") ?? 0
            #expect(detail == "\(minor >= 12 ? "minimized or suspended" : "minimized") (GTK \(version))")
            app.process.terminate()
            #expect(try app.waitForExit() == 0)
        }
    }
}
