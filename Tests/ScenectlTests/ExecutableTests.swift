import Foundation
import Testing

/// Runs the built `scenectl` binary to check real exit statuses and output streams.
struct ExecutableTests {
    /// `scenectl` sits next to the test bundle in the build folder.
    static var executable: URL? {
        var directory = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent("scenectl")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let executable = try #require(Self.executable, "scenectl binary not found beside \(Bundle.main.bundleURL.path)")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Runs `scenectl` with `arguments`, capturing both streams; with `unprivileged`, as the user
    /// `nobody` when the tests run as root (root reads every file whatever its mode), through
    /// `setpriv`, so that a file's permissions apply to it.
    func runCapturingErrors(_ arguments: [String], unprivileged: Bool = false) throws -> (status: Int32, output: String, error: String) {
        let executable = try #require(Self.executable, "scenectl binary not found beside \(Bundle.main.bundleURL.path)")
        let process = Process()
        if unprivileged && geteuid() == 0 {
            // A copy in a folder anyone may enter: the build folder may be inside one only root
            // can (a checkout under /root).
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scenectl-unprivileged-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
            defer { try? FileManager.default.removeItem(at: folder) }
            let copy = folder.appendingPathComponent("scenectl")
            try FileManager.default.copyItem(at: executable, to: copy)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy.path)
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=nobody", "--regid=nogroup", "--clear-groups", "--", copy.path] + arguments
            return try ScenectlTestSupport.capture(process)
        }
        process.executableURL = executable
        process.arguments = arguments
        return try ScenectlTestSupport.capture(process)
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
