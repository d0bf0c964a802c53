import Foundation
import TestSupport
import Testing

/// Runs the built `scenectl` binary to check real exit statuses and output streams.
struct ExecutableTests {
    /// Runs the built `scenectl`; standard error is not looked at.
    func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let result = try Scenectl.run(arguments)
        #expect(!result.timedOut, "scenectl \(arguments.joined(separator: " ")) still running at its deadline")
        return (result.status, result.output)
    }

    /// Runs `scenectl` with `arguments`, capturing both streams; with `unprivileged`, as the user
    /// `nobody` when the tests run as root (``Scenectl/run(_:environment:directory:unprivileged:deadline:)``).
    func runCapturingErrors(_ arguments: [String], unprivileged: Bool = false) throws -> ChildProcess.Result {
        let result = try Scenectl.run(arguments, unprivileged: unprivileged)
        #expect(!result.timedOut, "scenectl \(arguments.joined(separator: " ")) still running at its deadline")
        return result
    }

    @Test func exitStatuses() throws {
        #expect(try run(["lint", ScenectlTestSupport.runestone]).status == 0)
        #expect(try run(["lint", "--strict", ScenectlTestSupport.aShell]).status == 1)
        let broken = try ScenectlTestSupport.temporaryFile(ScenectlTestSupport.brokenPlist)
        #expect(try run(["lint", broken]).status == 1)
        #expect(try run(["lint", broken, "/nonexistent/Info.plist"]).status == 2)
        #expect(try run(["explain", "/nonexistent/Info.plist"]).status == 2)
    }

    @Test func explainPrintsOneJSONObject() throws {
        let result = try run(["explain", ScenectlTestSupport.aShell, "--module", "Shell", "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["delegateClass"] as? String == "Shell.SceneDelegate")
    }
}
