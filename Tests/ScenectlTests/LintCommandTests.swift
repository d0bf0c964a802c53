import Foundation
import TestSupport
import Testing
@testable import scenectl

struct LintCommandTests {
    @Test func validCorpusExitsZero() throws {
        let report = LintReport(paths: try ScenectlTestSupport.corpusFiles(), strict: false)
        #expect(report.files.count == 27)
        #expect(report.exitCode == 0)
        // 8 warnings: 6 findings of the manifests, and FluentUI's two settings that no source sets
        // ($(BUNDLE_NAME), $(APPCENTER_URL_SCHEME)); 30 info, of which 21 default-bundle-identifier.
        #expect(report.text.hasSuffix("27 files checked: 0 errors, 8 warnings, 30 info.\n"))
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
        #expect(Set(files[0].keys) == ["path", "readable", "errors", "warnings", "infos", "diagnostics", "buildSettingsFile", "buildSettings"])
        #expect(files[0]["buildSettingsFile"] is NSNull)
        #expect((files[0]["buildSettings"] as? [Any])?.isEmpty == true, "the file names no build setting")
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

/// `scenectl lint` on hostile inputs, through the real executable: it answers at once with what the
/// path really is, and exits 2 for what cannot be read, 1 for a damaged or over-limit file.
@Suite struct LintHostileInputTests {
    /// Runs the built `scenectl` with a deadline; a run that is still going after it is killed and
    /// reported (so a hang fails the test instead of hanging the suite).
    static func run(_ arguments: [String], deadline: Double = 30, sourceLocation: SourceLocation = #_sourceLocation) throws -> ChildProcess.Result? {
        let result = try Scenectl.run(arguments, deadline: deadline)
        if result.timedOut {
            Issue.record("scenectl \(arguments.joined(separator: " ")) still running after \(deadline) s", sourceLocation: sourceLocation)
            return nil
        }
        return result
    }

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scenectl-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aFIFOIsRefusedAtOnce() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("Info.plist")
        try #require(mkfifo(fifo.path, 0o644) == 0)
        let result = try #require(try Self.run(["lint", fifo.path]))
        #expect(result.status == 2)
        #expect(result.output.contains("\(fifo.path): error: [unreadable] cannot be read: it is a FIFO (named pipe), which would be read for as long as something writes to it, not a regular file."), "\(result.output)")
        #expect(!result.output.contains("permission."))
        #expect(LintReport(paths: [fifo.path], strict: false).text.contains("it is a FIFO (named pipe)"))
    }

    @Test func devZeroIsACharacterDevice() throws {
        let result = try #require(try Self.run(["lint", "/dev/zero"]))
        #expect(result.status == 2)
        #expect(result.output.contains("/dev/zero: error: [unreadable] cannot be read: it is a character device (such as /dev/zero or a terminal), which may never end, not a regular file."), "\(result.output)")
    }

    @Test func aSymbolicLinkLoopSaysSo() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let loop = folder.appendingPathComponent("Info.plist")
        try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: loop.path)
        let result = try #require(try Self.run(["lint", loop.path]))
        #expect(result.status == 2)
        #expect(result.output.contains("cannot be read: it is a loop of symbolic links (following them never reaches a file)."), "\(result.output)")
    }

    @Test func aDamagedBinaryPlistSaysSoAndWhat() throws {
        var bytes = [UInt8](try PropertyListSerialization.data(fromPropertyList: ["CFBundleIdentifier": "com.example.App"], format: .binary, options: 0))
        bytes[8] = 0x71 // the root dictionary's type marker
        let path = try ScenectlTestSupport.temporaryFile("")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let result = try #require(try Self.run(["lint", path]))
        #expect(result.status == 1)
        #expect(result.output.contains("\(path): error: [not-a-property-list] is a damaged binary property list (it starts with the bplist header): object 0 has an unknown type marker 0x71."), "\(result.output)")
        #expect(!result.output.contains("Unexpected character"))
    }

    /// 10,000 configurations (1.3 MB); a million (130 MB) took 28 s in a debug build before the limit.
    @Test func tenThousandConfigurationsAreRefusedByTheSizeLimitBeforeDecoding() throws {
        let path = try ScenectlTestSupport.temporaryFile("")
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        handle.write(Data("<?xml version=\"1.0\"?><plist><dict><key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><array>".utf8))
        let entry = Data("<dict><key>UISceneConfigurationName</key><string>C</string><key>UISceneDelegateClassName</key><string>App.SceneDelegate</string></dict>".utf8)
        var chunk = Data()
        for _ in 0..<1_000 { chunk += entry }
        for _ in 0..<10 { handle.write(chunk) }
        handle.write(Data("</array></dict></dict></dict></plist>".utf8))
        try handle.close()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try #require(try Self.run(["lint", "--format", "json", path]))
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let file = try #require((object["files"] as? [[String: Any]])?.first)
        let diagnostic = try #require((file["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["code"] as? String == "limit-exceeded")
        #expect((diagnostic["message"] as? String)?.contains("larger than the 1048576-byte limit (InfoPlistLimits.maximumFileSize)") == true)
    }

    /// Issue 22 item 4: `CFBundleURLSchemes` written as a string (the installer once registered one
    /// scheme per character) is a `wrong-type` error naming the key; so is every other wrong
    /// shape of `CFBundleURLTypes`.
    @Test func urlSchemesOfTheWrongTypeAreErrors() throws {
        let plist = try ScenectlTestSupport.temporaryFile("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>CFBundleIdentifier</key><string>com.example.Schemes</string>
                <key>CFBundleURLTypes</key>
                <array>
                    <dict><key>CFBundleURLSchemes</key><string>mailto</string></dict>
                    <dict><key>CFBundleURLSchemes</key><array><string>good</string><integer>7</integer></array></dict>
                    <string>not a dictionary</string>
                </array>
            </dict>
            </plist>
            """)
        let report = LintReport(paths: [plist], strict: false)
        #expect(report.exitCode == 1)
        let text = report.text
        #expect(text.contains("error: [wrong-type] CFBundleURLTypes[0].CFBundleURLSchemes: must be an array of strings, found a string;"), "\(text)")
        #expect(text.contains("[wrong-type] CFBundleURLTypes[1].CFBundleURLSchemes[1]: must be a string, found a number"), "\(text)")
        #expect(text.contains("[wrong-type] CFBundleURLTypes[2]: must be a dictionary"), "\(text)")
        let notArray = try ScenectlTestSupport.temporaryFile(InfoPlistFixture(bundleIdentifier: "com.example.Legacy", extraKeys: ["CFBundleURLTypes": "notes"]).text)
        #expect(LintReport(paths: [notArray], strict: false).text.contains("[wrong-type] CFBundleURLTypes: must be an array of dictionaries, found a string"))
    }
}
