import Foundation
import SceneToolsCore
import TestSupport
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

    /// Runs the built `scenectl` with `arguments` in `directory`.
    static func run(_ arguments: [String], in directory: URL = packageRoot) throws -> ChildProcess.Result {
        try Scenectl.run(arguments, directory: directory)
    }
}
