import Foundation
import TestProcessSupport
@testable import SceneDoctor

enum DoctorTestSupport {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let fixtureApp = packageRoot.appendingPathComponent("Tests/Fixtures/DoctorApp")

    /// A new empty folder under the temporary directory.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("doctor-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Checks in-memory Swift code with a plist.
    static func check(_ swift: String, plist: ExampleInfoPlist = .singleScene, rule: String? = nil) -> [Finding] {
        let rules = rule.map { id in DoctorRules.all.filter { type(of: $0).description.id == id } } ?? DoctorRules.all
        return Doctor.check(swiftFiles: [("App.swift", swift)], infoPlists: plist.text.map { [("Info.plist", $0)] } ?? [], rules: rules).findings
    }

    /// `scenectl` beside the test bundle in the build folder.
    static var scenectl: URL? { ChildProcessOutput.builtProduct("scenectl") }

    /// Runs the built `scenectl` with `arguments` in `directory`.
    static func run(_ arguments: [String], in directory: URL = packageRoot) throws -> (status: Int32, output: String, error: String) {
        guard let executable = scenectl else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "scenectl beside \(Bundle.main.bundleURL.path)"]) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        return try ChildProcessOutput.run(process)
    }
}
