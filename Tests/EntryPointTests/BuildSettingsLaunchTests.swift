import Foundation
import TestSupport
import Testing

/// A real app launched with an Xcode-style Info.plist (`$(PRODUCT_BUNDLE_IDENTIFIER)`): the
/// running app expands its build settings (docs/MANIFEST.md "Build settings"), so the session
/// store is named after the expanded id, and a setting without a value is said at launch.
@Suite struct BuildSettingsLaunchTests {
    struct Launch {
        var state: URL
        var errors: String
    }

    /// Runs `fixture-main-attribute` with the fixture Info.plist changed by `edit` (and `settings`
    /// as its `BuildSettings.xcconfig`) until it prints "ready", then SIGTERM.
    static func launch(edit: (String) -> String, settings: String? = nil, environment extra: [String: String] = [:]) throws -> Launch {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("build-settings-launch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let original = try String(contentsOf: EntryPointTests.packageRoot.appendingPathComponent("Tests/Fixtures/Info.plist"), encoding: .utf8)
        let plist = folder.appendingPathComponent("Info.plist")
        try edit(original).write(to: plist, atomically: true, encoding: .utf8)
        if let settings { try settings.write(to: folder.appendingPathComponent("BuildSettings.xcconfig"), atomically: true, encoding: .utf8) }

        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("OPENUISCENE_BUILD_SETTING_") }
        environment["OPENUISCENE_INFO_PLIST"] = plist.path
        environment["XDG_STATE_HOME"] = folder.appendingPathComponent("state").path
        environment.merge(extra) { $1 }
        let app = try RunningChild(EntryPointTests.productsDirectory.appendingPathComponent("fixture-main-attribute"), environment: environment, replacingEnvironment: true)
        let ready = app.waitFor("ready\n")
        let result = app.terminate()
        #expect(ready, "the app launched: \(result.error.suffix(400))")
        return Launch(state: folder.appendingPathComponent("state"), errors: result.error)
    }

    static func withBuildSettings(_ plist: String) -> String {
        plist.replacingOccurrences(of: "<string>org.openuiscene.fixture</string>", with: "<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>")
    }

    @Test func theDefaultIdComesFromTheExecutable() throws {
        let launch = try Self.launch(edit: Self.withBuildSettings)
        defer { try? FileManager.default.removeItem(at: launch.state.deletingLastPathComponent()) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: launch.state.path) == ["org.openuiscene.fixture_main_attribute"],
                "the store is named after org.openuiscene.<executable>, not after the literal $(PRODUCT_BUNDLE_IDENTIFIER)")
        #expect(!launch.errors.contains("unknown-build-setting"), "\(launch.errors)")
    }

    @Test func theSettingsFileAndTheEnvironmentSetTheId() throws {
        let fromFile = try Self.launch(edit: Self.withBuildSettings, settings: "PRODUCT_BUNDLE_IDENTIFIER = com.example.$(PRODUCT_NAME:rfc1034identifier)\n")
        defer { try? FileManager.default.removeItem(at: fromFile.state.deletingLastPathComponent()) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: fromFile.state.path) == ["com.example.fixture-main-attribute"])

        let fromEnvironment = try Self.launch(edit: Self.withBuildSettings, settings: "PRODUCT_BUNDLE_IDENTIFIER = com.example.FromFile\n",
                                              environment: ["OPENUISCENE_BUILD_SETTING_PRODUCT_BUNDLE_IDENTIFIER": "com.example.FromEnvironment"])
        defer { try? FileManager.default.removeItem(at: fromEnvironment.state.deletingLastPathComponent()) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: fromEnvironment.state.path) == ["com.example.FromEnvironment"])
    }

    @Test func aSettingWithoutAValueIsSaidAtLaunchAndLeftAsWritten() throws {
        let launch = try Self.launch(edit: { plist in
            var edited = Self.withBuildSettings(plist)
            if let root = edited.range(of: "<dict>\n") {
                edited.replaceSubrange(root, with: "<dict>\n\t<key>CFBundleName</key>\n\t<string>$(NO_SUCH_SETTING)</string>\n")
            }
            return edited
        })
        defer { try? FileManager.default.removeItem(at: launch.state.deletingLastPathComponent()) }
        #expect(launch.errors.contains("[unknown-build-setting] CFBundleName: uses $(NO_SUCH_SETTING), which has no value: no source sets it"), "\(launch.errors)")
        #expect(launch.errors.contains("add the line NO_SUCH_SETTING = value to"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: launch.state.path) == ["org.openuiscene.fixture_main_attribute"], "the rest still expands")
    }
}
