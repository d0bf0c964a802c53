import Foundation
import Testing
import OpenUISceneManifest
@testable import scenectl

struct ExplainCommandTests {
    func json(_ path: String, role: String = SceneSessionRoleKey.windowApplication, name: String? = nil, module: String? = nil) throws -> [String: Any] {
        let output = ExplainReport.run(path: path, role: role, name: name, module: module, format: .json)
        #expect(output.exitCode == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["mode", "role", "name", "sceneClass", "delegateClass", "storyboard",
                                     "bundleIdentifier", "applicationIdentifier", "buildSettingsFile", "buildSettings"], "exactly these keys")
        return object
    }

    @Test func sceneModeCorpusFile() throws {
        let object = try json(ScenectlTestSupport.aShell)
        #expect(object["mode"] as? String == "scene")
        #expect(object["role"] as? String == "UIWindowSceneSessionRoleApplication")
        #expect(object["name"] as? String == "Default Configuration")
        #expect(object["sceneClass"] as? String == "UIWindowScene")
        #expect(object["delegateClass"] as? String == "$(PRODUCT_MODULE_NAME).SceneDelegate")
        #expect(object["storyboard"] is NSNull)
    }

    @Test func moduleIsSubstituted() throws {
        let object = try json(ScenectlTestSupport.aShell, module: "a_Shell")
        #expect(object["delegateClass"] as? String == "a_Shell.SceneDelegate")
    }

    @Test func delegateModeForAManifestWithoutConfigurations() throws {
        let object = try json(ScenectlTestSupport.bookClub)
        #expect(object["mode"] as? String == "delegate")
        #expect(object["name"] is NSNull)
        #expect(object["sceneClass"] as? String == "UIWindowScene")
        #expect(object["delegateClass"] is NSNull)
        #expect(object["storyboard"] is NSNull)
    }

    @Test func legacyModeHasNoConfiguration() throws {
        let legacy = try ScenectlTestSupport.temporaryFile(ScenectlTestSupport.legacyPlist)
        let object = try json(legacy)
        #expect(object["mode"] as? String == "legacy")
        #expect(object["role"] as? String == "UIWindowSceneSessionRoleApplication")
        for key in ["name", "sceneClass", "delegateClass", "storyboard"] { #expect(object[key] is NSNull, "\(key)") }
        let broken = try ScenectlTestSupport.temporaryFile(ScenectlTestSupport.brokenPlist)
        #expect(try json(broken)["mode"] as? String == "legacy")
    }

    @Test func carPlayRoleAndUnknownName() throws {
        let car = try json(ScenectlTestSupport.carPlay, role: "CPTemplateApplicationSceneSessionRoleApplication", module: "CarPlayMusic")
        #expect(car["sceneClass"] as? String == "CPTemplateApplicationScene")
        #expect(car["delegateClass"] as? String == "CarPlayMusic.TemplateApplicationSceneDelegate")
        let unknown = try json(ScenectlTestSupport.carPlay, name: "Nope")
        #expect(unknown["name"] as? String == "Nope")
        #expect(unknown["sceneClass"] as? String == "UIWindowScene")
        #expect(unknown["delegateClass"] is NSNull)
    }

    @Test func everyCorpusFileExplains() throws {
        for path in try ScenectlTestSupport.corpusFiles() {
            let object = try json(path)
            #expect(["scene", "delegate"].contains(object["mode"] as? String), "\(path)")
            #expect(object["sceneClass"] as? String == "UIWindowScene", "\(path)")
        }
    }

    @Test func textModeSaysThePlaceholderIsKept() {
        let output = ExplainReport.run(path: ScenectlTestSupport.aShell, role: SceneSessionRoleKey.windowApplication, name: nil, module: nil, format: .text)
        #expect(output.standardOutput.contains("Mode: scene."))
        #expect(output.standardOutput.contains("Delegate class: $(PRODUCT_MODULE_NAME).SceneDelegate"))
        #expect(output.standardOutput.contains("pass --module NAME"))
        #expect(output.standardOutput.contains("names a delegate, not a scene class"))
        let substituted = ExplainReport.run(path: ScenectlTestSupport.aShell, role: SceneSessionRoleKey.windowApplication, name: nil, module: "A", format: .text)
        #expect(!substituted.standardOutput.contains("pass --module NAME"))
    }

    @Test func textModeQuotesUIKitsLogLineForAnUnknownName() {
        let output = ExplainReport.run(path: ScenectlTestSupport.runestone, role: SceneSessionRoleKey.windowApplication, name: "Missing", module: nil, format: .text)
        #expect(output.standardOutput.contains(#"[SceneConfiguration] Info.plist contained no UIScene configuration dictionary (looking for configuration named "Missing")"#))
    }

    @Test func unreadableAndBrokenFiles() throws {
        let missing = ExplainReport.run(path: "/nonexistent/Info.plist", role: SceneSessionRoleKey.windowApplication, name: nil, module: nil, format: .json)
        #expect(missing.exitCode == 2)
        #expect(missing.standardOutput.isEmpty)
        #expect(missing.standardError.contains("/nonexistent/Info.plist"))
        let garbage = try ScenectlTestSupport.temporaryFile("not a plist at all {")
        #expect(ExplainReport.run(path: garbage, role: SceneSessionRoleKey.windowApplication, name: nil, module: nil, format: .text).exitCode == 1)
    }

    @Test func commandDefaults() throws {
        let command = try ExplainCommand.parse(["x.plist"])
        #expect(command.role == "UIWindowSceneSessionRoleApplication")
        #expect(command.name == nil)
        #expect(command.module == nil)
        #expect(command.format == .text)
    }

    @Test func aFIFOIsUnreadableNotAHang() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explain-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("Info.plist")
        try #require(mkfifo(fifo.path, 0o644) == 0)
        let result = try #require(try LintHostileInputTests.run(["explain", fifo.path]))
        #expect(result.status == 2)
        #expect(result.error.contains("\(fifo.path): error: [unreadable] cannot be read: it is a FIFO (named pipe)"), "\(result.error)")
    }
}
