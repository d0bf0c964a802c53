import Foundation

/// Runs a child process to its end for a test and returns what it wrote.
///
/// Standard output and standard error go to temporary files, not pipes: a child that writes more
/// than a pipe holds (64 KiB) to the stream the test is not reading yet would block forever, and
/// the test with it (reading one pipe to its end before the other did exactly that).
package enum ChildProcessOutput {
    /// An executable this package builds (`scenectl`), found beside the test bundle in the build
    /// folder.
    package static func builtProduct(_ name: String) -> URL? {
        var directory = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    package static func run(_ process: Process) throws -> (status: Int32, output: String, error: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("child-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputURL = folder.appendingPathComponent("stdout")
        let errorURL = folder.appendingPathComponent("stderr")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let errors = try FileHandle(forWritingTo: errorURL)
        defer {
            try? output.close()
            try? errors.close()
        }
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus,
                String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
                String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }
}
