import Foundation
import TestSupport
import Testing

/// Paths shared by the `scenectl` tests.
enum ScenectlTestSupport {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Real apps' Info.plists (`Tests/Fixtures/Corpus`, sources in its `SOURCES.tsv`).
    static let corpus: URL = packageRoot.appendingPathComponent("Tests/Fixtures/Corpus")

    static func corpusFile(_ name: String) -> String { corpus.appendingPathComponent(name).path }

    static func corpusFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { $0.hasSuffix(".plist") }.sorted().map(corpusFile)
    }

    static let aShell = corpusFile("holzschu__a-shell__a-Shell__Info.plist")
    static let bookClub = corpusFile("mihaelamj__cupertino-sample-code__swiftui-bringing-multiple-windows-to-your-swiftui-app__BookClub__Info.plist")
    static let runestone = corpusFile("simonbs__Runestone__Example__Example__Info.plist")
    static let carPlay = corpusFile("mihaelamj__cupertino-sample-code__carplay-integrating-carplay-with-your-music-app__CarPlayMusic__Supporting_Files__Info.plist")

    /// Writes `text` to a new temporary file and returns its path.
    static func temporaryFile(_ text: String, name: String = "Info.plist") throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scenectl-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// Deliberately wrong: the manifest is a Boolean (a literal: the lint tests name its line 6).
    static let brokenPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>CFBundleIdentifier</key>
            <string>com.example.Broken</string>
            <key>UIApplicationSceneManifest</key>
            <true/>
        </dict>
        </plist>
        """

    /// An app-delegate app: no scene manifest.
    static let legacyPlist = InfoPlistFixture(bundleIdentifier: "com.example.Legacy").text

    /// One configuration whose delegate class has no module.
    static let barePlist = InfoPlistFixture(bundleIdentifier: "com.example.Bare",
                                            sceneManifest: .application(.init(name: "Default Configuration", delegateClass: "SceneDelegate"), supportsMultipleScenes: false)).text
}
