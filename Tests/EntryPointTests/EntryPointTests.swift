import Foundation
import TestSupport
import Testing
import OpenUIScene

/// Runs the fixture apps as real processes: `@main` and `UIApplicationMain` start the app on the
/// headless host, SIGTERM terminates it (sessions kept), and `OPENUISCENE_TRACE` gets the trace.
@Suite struct EntryPointTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The directory holding the built products (the test bundle's own directory).
    static var productsDirectory: URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = bundle.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("fixture-main-attribute").path), directory.path != "/" {
            directory = directory.deletingLastPathComponent()
        }
        return directory
    }

    @Test(arguments: ["fixture-main-attribute", "fixture-uiapplicationmain"])
    func theAppLaunchesRunsAndTerminatesOnSIGTERM(executable: String) throws {
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: trace) }
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let app = try RunningChild(Self.productsDirectory.appendingPathComponent(executable), environment: [
            "OPENUISCENE_INFO_PLIST": Self.packageRoot.appendingPathComponent("Tests/Fixtures/Info.plist").path,
            "OPENUISCENE_TRACE": trace.path,
            "XDG_STATE_HOME": state.path,
        ])
        // Wait for the app to say its scene is active (a condition variable, not a sleep).
        #expect(app.waitFor("ready\n"), "the app did not reach sceneDidBecomeActive")
        let result = app.terminate() // SIGTERM
        #expect(!result.timedOut)
        #expect(result.status == 0)
        #expect(app.terminationReason == .exit)
        let events = try LifecycleTrace.events(fromJSONLines: String(contentsOf: trace, encoding: .utf8))
        let calls = events.filter { $0.kind == .delegate }.map(\.name)
        let stored = try FileManager.default.contentsOfDirectory(atPath: state.appendingPathComponent("org.openuiscene.fixture/sessions").path)
        #expect(stored.count == 1, "the session was kept in the store for the next launch: \(stored)")
        #expect(calls == [
            "application(_:willFinishLaunchingWithOptions:)",
            "application(_:didFinishLaunchingWithOptions:)",
            "application(_:configurationForConnecting:options:)",
            "scene(_:willConnectTo:options:)",
            "sceneWillEnterForeground(_:)",
            "sceneDidBecomeActive(_:)",
            "sceneWillResignActive(_:)",
            "sceneDidEnterBackground(_:)",
            "stateRestorationActivity(for:)",
            "sceneDidDisconnect(_:)",
            "applicationWillTerminate(_:)",
        ])
    }
}
