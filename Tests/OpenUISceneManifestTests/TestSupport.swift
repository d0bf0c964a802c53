import Foundation
import Testing
@testable import OpenUISceneManifest

/// Paths and builders shared by the manifest tests.
enum TestSupport {
    /// The package root, found from this file (symlinks resolved).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Real apps' Info.plists, copied into the repository (`Tests/Fixtures/Corpus`, sources in its `SOURCES.tsv`).
    static let corpus: URL = packageRoot.appendingPathComponent("Tests/Fixtures/Corpus")

    /// The corpus Info.plists, by file name.
    static func corpusFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { $0.hasSuffix(".plist") }.sorted()
    }

    /// Encodes a dictionary as an XML (or binary) property list.
    static func plist(_ root: Any, format: PropertyListSerialization.PropertyListFormat = .xml) throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: root, format: format, options: 0)
    }

    /// The usual Xcode manifest: one application configuration.
    static func manifest(
        delegate: String = "$(PRODUCT_MODULE_NAME).SceneDelegate",
        multiple: Bool? = false,
        extra: [String: Any] = [:]
    ) -> [String: Any] {
        var entry: [String: Any] = ["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": delegate]
        entry.merge(extra) { $1 }
        var manifest: [String: Any] = ["UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [entry]]]
        if let multiple { manifest["UIApplicationSupportsMultipleScenes"] = multiple }
        return manifest
    }

    /// A root with a literal bundle id and `manifest`.
    static func root(manifest: Any?) -> [String: Any] {
        var root: [String: Any] = ["CFBundleIdentifier": "com.example.App"]
        if let manifest { root["UIApplicationSceneManifest"] = manifest }
        return root
    }

    /// The sorted codes of a lint run.
    static func codes(_ diagnostics: [ManifestDiagnostic]) -> [String] {
        diagnostics.map(\.code).sorted()
    }

    /// A fresh temporary folder, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
