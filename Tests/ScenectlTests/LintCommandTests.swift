import Foundation
import Testing
@testable import scenectl

struct LintCommandTests {
    @Test func validCorpusExitsZero() throws {
        let report = LintReport(paths: try ScenectlTestSupport.corpusFiles(), strict: false)
        #expect(report.files.count == 27)
        #expect(report.exitCode == 0)
        #expect(report.text.hasSuffix("27 files checked: 0 errors, 6 warnings, 30 info.\n"))
    }

    @Test func strictFailsOnWarnings() {
        #expect(LintReport(paths: [ScenectlTestSupport.aShell], strict: false).exitCode == 0)
        #expect(LintReport(paths: [ScenectlTestSupport.aShell], strict: true).exitCode == 1)
        #expect(LintReport(paths: [ScenectlTestSupport.runestone], strict: true).exitCode == 0)
    }

    @Test func anErrorExitsOne() throws {
        let broken = try ScenectlTestSupport.temporaryFile(ScenectlTestSupport.brokenPlist)
        let report = LintReport(paths: [ScenectlTestSupport.runestone, broken], strict: false)
        #expect(report.exitCode == 1)
        #expect(report.text.contains("\(broken):6: error: [wrong-type] UIApplicationSceneManifest: must be a dictionary, found a Boolean"))
        #expect(report.text.contains("    fix: Make UIApplicationSceneManifest a <dict>"))
    }

    @Test func unreadableInputExitsTwoEvenWithErrorsElsewhere() throws {
        let broken = try ScenectlTestSupport.temporaryFile(ScenectlTestSupport.brokenPlist)
        let report = LintReport(paths: [broken, "/nonexistent/Info.plist"], strict: false)
        #expect(report.exitCode == 2)
        #expect(report.files[1].readable == false)
        #expect(report.text.contains("/nonexistent/Info.plist: error: [unreadable] no such file."))
        let folder = FileManager.default.temporaryDirectory.path
        #expect(LintReport(paths: [folder], strict: false).exitCode == 2)
    }

    @Test func notAPropertyListIsAnErrorNotUnreadable() throws {
        let garbage = try ScenectlTestSupport.temporaryFile("<plist><dict><key>")
        let report = LintReport(paths: [garbage], strict: false)
        #expect(report.exitCode == 1)
        #expect(report.files[0].diagnostics.map(\.code) == ["not-a-property-list"])
    }

    @Test func textNamesFileLineKeyPathAndFix() throws {
        let bare = try ScenectlTestSupport.temporaryFile(ScenectlTestSupport.barePlist)
        let text = LintReport(paths: [bare], strict: false).text
        #expect(text == """
            \(bare):17: warning: [unqualified-class-name] UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication[0].UISceneDelegateClassName: is "SceneDelegate" without a module. UIKit looks the scene delegate up by its runtime name, and a Swift class's runtime name includes its module (MyApp.SceneDelegate), so a Swift class is not found and the scene gets no delegate. Only Objective-C classes are found bare.
                fix: Write $(PRODUCT_MODULE_NAME).SceneDelegate (Xcode's template spelling), or give the class an explicit runtime name with @objc(SceneDelegate).
            1 file checked: 0 errors, 1 warning, 0 info.

            """)
    }

    @Test func jsonFollowsTheDocumentedSchema() throws {
        let bare = try ScenectlTestSupport.temporaryFile(ScenectlTestSupport.barePlist)
        let output = LintReport(paths: [bare, "/nonexistent/x.plist"], strict: true).render(.json)
        #expect(output.exitCode == 2)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["schemaVersion", "strict", "exitCode", "summary", "files"])
        #expect(object["schemaVersion"] as? Int == 1)
        #expect(object["exitCode"] as? Int == 2)
        #expect(object["strict"] as? Bool == true)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["files"] as? Int == 2)
        #expect(summary["unreadable"] as? Int == 1)
        #expect(summary["errors"] as? Int == 1)
        #expect(summary["warnings"] as? Int == 1)
        #expect(summary["infos"] as? Int == 0)
        let files = try #require(object["files"] as? [[String: Any]])
        #expect(Set(files[0].keys) == ["path", "readable", "errors", "warnings", "infos", "diagnostics"])
        let diagnostic = try #require((files[0]["diagnostics"] as? [[String: Any]])?.first)
        #expect(Set(diagnostic.keys) == ["severity", "code", "keyPath", "line", "message", "fix"])
        #expect(diagnostic["code"] as? String == "unqualified-class-name")
        #expect(diagnostic["line"] as? Int == 17)
        let missing = try #require((files[1]["diagnostics"] as? [[String: Any]])?.first)
        #expect(missing["line"] is NSNull, "absent values are null, not left out")
        #expect(files[1]["readable"] as? Bool == false)
    }

    @Test func commandParsesItsOptions() throws {
        let command = try LintCommand.parse(["a.plist", "b.plist", "--strict", "--format", "json"])
        #expect(command.paths == ["a.plist", "b.plist"])
        #expect(command.strict)
        #expect(command.format == .json)
        #expect(throws: (any Error).self) { try LintCommand.parse([]) }
        #expect(throws: (any Error).self) { try LintCommand.parse(["a.plist", "--format", "yaml"]) }
    }
}
