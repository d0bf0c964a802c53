import Foundation
import Testing

/// docs/ARCHITECTURE.md is the map of the package: it names every target of Package.swift and
/// every file of Sources/OpenUIScene/Engine, each as a code span (`` `Name` ``) beside what it is
/// for. A target or an engine file added without its line there fails here, with every name that
/// is missing.
@Suite struct ArchitectureDocTests {
    /// The package root, found from this file (symlinks resolved).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The name of every `.target(`, `.executableTarget(`, `.testTarget(`, `.systemLibrary(` and
    /// `.plugin(` call in a manifest's text, in order, each once. The text is read, not evaluated,
    /// so targets declared under `#if os(Linux)` count on every platform.
    static func targetNames(inManifest manifest: String) throws -> [String] {
        let pattern = #"\.(?:target|executableTarget|testTarget|systemLibrary|plugin)\(\s*name:\s*"([^"]+)""#
        let expression = try NSRegularExpression(pattern: pattern)
        var names: [String] = []
        for match in expression.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)) {
            guard let range = Range(match.range(at: 1), in: manifest) else { continue }
            let name = String(manifest[range])
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The Swift files of Sources/OpenUIScene/Engine, by file name.
    static func engineFiles() throws -> [String] {
        let folder = packageRoot.appendingPathComponent("Sources/OpenUIScene/Engine")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// The names that `document` does not hold as a code span.
    static func unmentioned(_ names: [String], in document: String) -> [String] {
        names.filter { !document.contains("`\($0)`") }
    }

    @Test func theManifestReaderFindsEveryKindOfTargetAndNothingElse() throws {
        let manifest = """
            .library(name: "NotATarget", targets: ["A"]),
            .target(name: "A", path: "Sources/A"),
            .executableTarget(
                name: "b-tool",
                dependencies: [.product(name: "AlsoNotATarget", package: "p")]
            ),
            .testTarget(name:"CTests"),
            .systemLibrary(name: "D", pkgConfig: "d"),
            .plugin(
                name: "EPlugin",
                capability: .command(intent: .custom(verb: "e", description: "e"))
            ),
            .target(name: "A", path: "Sources/A"),
            """
        #expect(try Self.targetNames(inManifest: manifest) == ["A", "b-tool", "CTests", "D", "EPlugin"])
    }

    @Test func everyTargetOfPackageSwiftIsInTheArchitectureDocument() throws {
        let targets = try Self.targetNames(inManifest: Self.text("Package.swift"))
        // A reader that found nothing would pass everything.
        #expect(targets.contains("OpenUIScene") && targets.contains("SceneDoctorPlugin") && targets.count > 40,
                "Package.swift's targets were not found where expected: \(targets)")
        let missing = Self.unmentioned(targets, in: try Self.text("docs/ARCHITECTURE.md"))
        #expect(missing.isEmpty, "docs/ARCHITECTURE.md does not name \(missing.count) target(s) of Package.swift; add each as `Name` with what it is for (section \"Targets\"): \(missing.joined(separator: ", "))")
    }

    @Test func everyEngineFileIsInTheArchitectureDocument() throws {
        let files = try Self.engineFiles()
        #expect(files.contains("SceneEngine.swift"), "Sources/OpenUIScene/Engine was not read: \(files)")
        let missing = Self.unmentioned(files, in: try Self.text("docs/ARCHITECTURE.md"))
        #expect(missing.isEmpty, "docs/ARCHITECTURE.md does not name \(missing.count) file(s) of Sources/OpenUIScene/Engine; add each as `File.swift` with its concern (section \"Where the rules live\"): \(missing.joined(separator: ", "))")
    }
}
