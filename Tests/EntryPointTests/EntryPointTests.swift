import Foundation
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
        let process = Process()
        process.executableURL = Self.productsDirectory.appendingPathComponent(executable)
        var environment = ProcessInfo.processInfo.environment
        environment["OPENUISCENE_INFO_PLIST"] = Self.packageRoot.appendingPathComponent("Tests/Fixtures/Info.plist").path
        environment["OPENUISCENE_TRACE"] = trace.path
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        environment["XDG_STATE_HOME"] = state.path
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        // Wait for the app to say its scene is active (a blocking read, not a sleep).
        var received = Data()
        while !String(decoding: received, as: UTF8.self).contains("ready\n") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            received.append(chunk)
        }
        #expect(String(decoding: received, as: UTF8.self).contains("ready"), "the app did not reach sceneDidBecomeActive")
        process.terminate() // SIGTERM
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(process.terminationReason == .exit)
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
