import Foundation
import TestSupport
import Testing
@testable import scenectl
@testable import ScenePort

/// `scenectl port`: what an iOS app's folder needs to run here.
struct PortCommandTests {
    /// A delegate file with everything that must change, and look-alikes in comments and strings.
    static let hostileDelegate = #"""
        import UIKit
        import SwiftUI
        import CoreGraphics
        import CloudKit
        import MyAppModel

        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate {}

        class SceneDelegate: NSObject, UIWindowSceneDelegate {
            var window: UIWindow?
            // #selector(foo) and @objc in a comment are not code
            /* nested /* #selector(bar) */ @objc */
            let text = "#selector(bar) in a string"
            let raw = #"@objc "#selector(x)" "#
            let multi = """
                #selector(y) "quoted" @UIApplicationMain
                """
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                NotificationCenter.default.addObserver(self, selector: #selector(changed), name: .init("x"), object: nil); let s = #selector(changed)
                UIApplication.shared.registerForRemoteNotifications()
                _ = connectionOptions.cloudKitShareMetadata
                window?.rootViewController = UIHostingController(rootView: Text("hi"))
            }
            @objc func changed() {}
        }
        """#

    /// Two configurations: the second's delegate class and storyboard are not in the folder.
    static let plist = InfoPlistFixture(bundleIdentifier: "com.example.port", sceneManifest: .application(
        .init(name: "Default Configuration", delegateClass: "$(PRODUCT_MODULE_NAME).SceneDelegate"),
        .init(name: "Inspector", delegateClass: "$(PRODUCT_MODULE_NAME).InspectorSceneDelegate", storyboard: "Inspector"))).text

    static func folder(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scenectl-port-\(UUID().uuidString)")
        for (name, text) in files {
            let url = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root.path
    }

    @Test func everyConstructThatMustChangeIsFoundOnItsLineAndNothingInCommentsOrStrings() throws {
        let root = try Self.folder(["App/SceneDelegate.swift": Self.hostileDelegate, "App/Info.plist": Self.plist,
                                    ".build/checkouts/Other.swift": "@objc class X {}"])
        let report = PortReport(folder: root)
        let found = report.findings.filter { $0.file == "App/SceneDelegate.swift" }.map { "\($0.line ?? 0) \($0.code)" }
        #expect(found == [
            "2 missing-module", "3 missing-module", "4 apple-only-module", "5 dependency",
            "7 uiapplicationmain-attribute", "10 nsobject-delegate",
            "20 objc-selector", "21 remote-notifications", "22 cloudkit-share-metadata", "23 hosting-controller",
            "25 objc-attribute",
        ])
        #expect(!report.findings.contains { $0.file.hasPrefix(".build") }, "build folders are not read")
        #expect(report.exitCode == 1)
        let text = report.render(.text).standardOutput
        #expect(text.contains("App/SceneDelegate.swift: must change (8)"))
        #expect(text.contains("fix: Remove the import: CGFloat, CGPoint"))
        #expect(text.contains("0 of 1 Swift file(s) compile as they are; 8 place(s) must change"))
    }

    /// `import os` and `import os.log` compile here (the `os` product, docs/PARITY.md "Frameworks").
    @Test func importOsAndOsLogNeedNoChange() throws {
        let root = try Self.folder(["App/Log.swift": "import os\nimport os.log\nimport OSLog\nlet log = Logger()\n"])
        #expect(PortReport(folder: root).findings.filter { $0.file == "App/Log.swift" }.isEmpty)
    }

    @Test func theInfoPlistIsCheckedAgainstTheClassesAndStoryboardsOfTheFolder() throws {
        let root = try Self.folder(["App/SceneDelegate.swift": Self.hostileDelegate, "App/Info.plist": Self.plist])
        let plist = PortReport(folder: root).findings.filter { $0.file == "App/Info.plist" }
        #expect(plist.contains { $0.code == "lifecycle-mode" && $0.message.hasPrefix("Scene mode: 2 configuration(s)") })
        #expect(!plist.contains { $0.code == "delegate-class-not-found" && $0.message.contains(".SceneDelegate,") }, "SceneDelegate is declared")
        #expect(plist.contains { $0.code == "delegate-class-not-found" && $0.message.contains("InspectorSceneDelegate") })
        #expect(plist.contains { $0.code == "storyboard-not-found" && $0.message.contains("Inspector.storyboard") })
        let withStoryboard = try Self.folder(["App/SceneDelegate.swift": Self.hostileDelegate, "App/Info.plist": Self.plist,
                                              "App/Base.lproj/Inspector.storyboard": "<document/>"])
        #expect(!PortReport(folder: withStoryboard).findings.contains { $0.code == "storyboard-not-found" })
    }

    /// No false alarms: the delegate-shaped client files of this repository compile here (in
    /// Swift 5 and 6 mode), so nothing in them may be reported as something that must change.
    @Test func theClientShapesThatCompileHereHaveNothingThatMustChange() throws {
        for folder in ["Tests/ClientShapes/Swift6", "Tests/UIKitCompatibilityTests", "Examples/Notes"] {
            let report = PortReport(folder: ScenectlTestSupport.packageRoot.appendingPathComponent(folder).path)
            #expect(report.files.count > 3, "\(folder) was read")
            let mustChange = report.findings.filter { $0.impact == .doesNotCompile }
            #expect(mustChange.isEmpty, "\(folder): \(mustChange)")
        }
    }

    @Test func everyRealInfoPlistOfTheCorpusIsReportedWithItsMode() throws {
        for path in try ScenectlTestSupport.corpusFiles() {
            let root = try Self.folder(["Info.plist": try String(contentsOfFile: path, encoding: .utf8)])
            let report = PortReport(folder: root)
            let mode = try #require(report.findings.first { $0.code == "lifecycle-mode" }, "\(path)")
            #expect(["Scene mode", "Legacy mode", "A manifest without configurations"].contains { mode.message.hasPrefix($0) })
            #expect(report.unreadable.isEmpty)
        }
        let bookClub = try Self.folder(["Info.plist": try String(contentsOfFile: ScenectlTestSupport.bookClub, encoding: .utf8)])
        #expect(PortReport(folder: bookClub).findings.contains { $0.message.hasPrefix("A manifest without configurations") })
    }

    @Test func jsonAndExitStatuses() throws {
        let root = try Self.folder(["A.swift": "import UIKit\n@main class AppDelegate: UIResponder, UIApplicationDelegate {}\n"])
        let clean = PortReport(folder: root)
        #expect(clean.exitCode == 0)
        let json = try #require(clean.render(.json).standardOutput.data(using: .utf8))
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect((object["files"] as? [[String: Any]])?.first?["file"] as? String == "A.swift")
        let missing = PortReport(folder: root + "/nothing-here")
        #expect(missing.exitCode == 2)
        #expect(missing.render(.text).standardError.contains("not a folder"))
    }

    // MARK: - The syntax tree (issue 20 item 5): what the text patterns got wrong

    /// The findings of one file, as "line code".
    static func found(_ source: String, besides other: [String: String] = [:]) throws -> [String] {
        let root = try folder(other.merging(["App/File.swift": source]) { _, new in new })
        defer { try? FileManager.default.removeItem(atPath: root) }
        return PortReport(folder: root).findings.filter { $0.file == "App/File.swift" }.map { "\($0.line ?? 0) \($0.code)" }
    }

    /// A construct split across lines is one node, reported on the line where it starts (the text
    /// patterns started a match on the blank line before `import` or `@main`, and missed
    /// `UIKeyCommand.init(`, `SwiftUI.App` and a key-path `observe` without a receiver).
    @Test func constructsSplitAcrossLinesAreFoundOnTheLineWhereTheyStart() throws {
        let source = """
            import UIKit

            import
                SwiftUI

            final class Window: NSObject {
                @objc
                func tapped() {}
                func wire() {
                    let action = #selector(
                        tapped)
                    UIView
                        .animate(withDuration: 1) {}
                    let command = UIKeyCommand
                        .init(input: "n", modifierFlags: .command, action: action)
                    let token = observe(
                        \\.description, options: .new) { _, _ in }
                }
            }

            @main
            struct Legacy: SwiftUI.App {}
            """
        #expect(try Self.found(source) == [
            "3 missing-module", "7 objc-attribute", "10 objc-selector", "12 animation",
            "14 selector-command", "16 kvo-observe", "21 swiftui-app",
        ])
        // Imports with an access level or attributes (Swift 6), which the text pattern skipped.
        #expect(try Self.found("public import CloudKit\n@preconcurrency internal import SwiftUI\n") == ["1 apple-only-module", "2 missing-module"])
    }

    /// A rule's name in a string (also one inside an interpolation, where the text blanking ended
    /// the string early), in a regular-expression literal or in a comment is not code.
    @Test func namesInStringsRegexLiteralsAndCommentsAreNotCode() throws {
        let source = #"""
            import UIKit
            final class Labels {
                let names = ["@objc": 1]
                func title() -> String {
                    "\(names["@objc"] ?? 0) #selector(x) UIHostingController"
                }
                let pattern = #/@objc #selector(x) UIView.animate(/#
                /// `UIApplication.shared.registerForRemoteNotifications()` in a doc comment
                /* `import SwiftUI` /* nested */ #selector(y) */
            }
            """#
        #expect(try Self.found(source) == [])
    }

    /// An identifier that contains a rule's word (`subclass`), an argument label `import`, and
    /// the app's own declaration named like an API are not the construct.
    @Test func identifiersThatContainOrDeclareARuleNameAreNotTheAPI() throws {
        let source = """
            import UIKit

            enum Registry {
                static func register(subclass type: NSObject, as delegate: UIWindowSceneDelegate) {}
                static func registerForRemoteNotifications(retrying: Bool) {}
                static func load(
                    import module: String) {}
                static let userInterfaceIdiomName = "pad"
                static var hostingControllerCount = 0
            }
            """
        #expect(try Self.found(source) == [])
    }

    /// Code in an `#if` clause that is false on Linux is not built here, so it is not reported
    /// (the fixes tell the developer to put it there); the condition itself still is.
    @Test func codeInAnIfClauseThatIsFalseHereIsNotReported() throws {
        let source = """
            import UIKit
            #if canImport(SwiftUI)
            import SwiftUI
            let host = UIHostingController(rootView: Text("x"))
            #elseif os(Linux)
            let linux = 1
            #else
            @objc class Never {}
            #endif
            #if os(iOS) || targetEnvironment(macCatalyst)
            import CloudKit
            #endif
            #if DEBUG
            import SwiftUI
            #endif
            #if !canImport(AppKit) && (os(Linux) || os(Android))
            let selector = #selector(x)
            #endif
            """
        #expect(try Self.found(source) == ["10 catalyst", "14 missing-module", "17 objc-selector"])
    }

    /// URLSession and the other networking types are FoundationNetworking's on Linux, which
    /// `import UIKit` re-exports only with the package trait (off by default): one finding a file,
    /// at the first use, with both ways out; none once the file imports it (also under
    /// `#if canImport(FoundationNetworking)`, as the fix says), none in code iOS-only clauses hold.
    @Test func networkingThroughImportUIKitAloneSaysToImportFoundationNetworkingOrEnableTheTrait() throws {
        let uikitOnly = """
            import UIKit

            class Loader {
                var cache = URLCache.shared
                func load(_ url: URL) async throws -> Data {
                    var request = URLRequest(url: url)
                    request.httpMethod = "GET"
                    HTTPCookieStorage.shared.cookieAcceptPolicy = .always
                    return try await URLSession.shared.data(for: request).0
                }
            }
            """
        let root = try Self.folder(["App/Loader.swift": uikitOnly])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let report = PortReport(folder: root)
        let findings = report.findings.filter { $0.code == "networking-import" }
        #expect(findings.map { "\($0.file) \($0.line ?? 0)" } == ["App/Loader.swift 4"])
        let finding = try #require(findings.first)
        #expect(finding.impact == .doesNotCompile)
        #expect(finding.message.contains("`URLCache` is in FoundationNetworking on Linux"))
        #expect(finding.message.contains("the package trait FoundationNetworking, off by default"))
        #expect(finding.fix.contains("`#if canImport(FoundationNetworking)`, `import FoundationNetworking`, `#endif`"))
        #expect(finding.fix.contains("traits: [.defaults, \"FoundationNetworking\"]"))
        #expect(report.exitCode == 1)
        #expect(report.render(.text).standardOutput.contains("App/Loader.swift: must change (1)"))

        // Foundation alone does not bring it on Linux either; the trait does not help there.
        let foundationOnly = try Self.folder(["App/File.swift": "import Foundation\nlet s: URLSession = .shared\n"])
        defer { try? FileManager.default.removeItem(atPath: foundationOnly) }
        let plain = try #require(PortReport(folder: foundationOnly).findings.first { $0.code == "networking-import" })
        #expect(plain.line == 2 && plain.message.contains("does not import") && !plain.fix.contains("traits"))

        // The fix, and the look-alikes: nothing.
        let fixed = "import UIKit\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\nlet s = URLSession.shared\n"
        #expect(try Self.found(fixed) == [])
        let noUse = """
            import UIKit
            // URLSession.shared in a comment, "URLRequest" in a string
            let urlSessionCount = 0
            #if os(iOS)
            let s = URLSession.shared
            #endif
            """
        #expect(try Self.found(noUse) == [])
    }

    /// `class SceneDelegate: NSObject` with the protocol in an extension, here in another file.
    @Test func anNSObjectSceneDelegateConformingInAnExtensionIsFound() throws {
        let source = "import UIKit\n\nclass SceneDelegate: NSObject {\n    var window: UIWindow?\n}\n"
        #expect(try Self.found(source, besides: ["App/Scene.swift": "import UIKit\nextension SceneDelegate: UIWindowSceneDelegate {}\n"])
                == ["3 nsobject-delegate"])
    }

    // MARK: - Reading the folder (issue 22 item 14), the built binary

    static let appDelegate = "import UIKit\n@main class AppDelegate: UIResponder, UIApplicationDelegate {}\n"
    static let sceneDelegate = "import UIKit\nclass SceneDelegate: UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow?\n}\n"
    static let scenePlist = InfoPlistFixture(bundleIdentifier: "com.example.port", sceneManifest: .application(
        .init(name: "Default Configuration", delegateClass: "$(PRODUCT_MODULE_NAME).SceneDelegate"))).text

    /// A folder the user `nobody` can read (the tests may run as root: see
    /// `ExecutableTests.runCapturingErrors(_:unprivileged:)`).
    static func readableFolder(_ files: [String: String]) throws -> URL {
        let root = URL(fileURLWithPath: try folder(files))
        var pending = [root]
        while let next = pending.popLast() {
            chmod(next.path, 0o755)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: next.path)) ?? [] {
                let child = next.appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue { pending.append(child) } else { chmod(child.path, 0o644) }
            }
        }
        return root
    }

    /// A subfolder that cannot be read is reported (exit 2), not skipped.
    @Test func anUnreadableSubfolderIsReported() throws {
        let root = try Self.readableFolder(["App/AppDelegate.swift": Self.appDelegate, "App/Secret/SceneDelegate.swift": Self.sceneDelegate])
        defer { try? FileManager.default.removeItem(at: root) }
        let secret = root.appendingPathComponent("App/Secret")
        #expect(chmod(secret.path, 0) == 0)
        defer { chmod(secret.path, 0o755) }
        let result = try ExecutableTests().runCapturingErrors(["port", root.path], unprivileged: true)
        #expect(result.status == 2, "\(result.output)\(result.error)")
        #expect(result.error.contains("scenectl port: App/Secret: the folder cannot be read (Permission denied)"), "\(result.error)")
        #expect(result.output.contains("1 of 1 Swift file(s) compile as they are"), "\(result.output)")
    }

    /// An unreadable root is exit 2, as the help says, not "0 of 0" and 0.
    @Test func anUnreadableRootIsExitTwo() throws {
        let root = try Self.readableFolder(["AppDelegate.swift": Self.appDelegate])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(chmod(root.path, 0) == 0)
        defer { chmod(root.path, 0o755) }
        let result = try ExecutableTests().runCapturingErrors(["port", root.path], unprivileged: true)
        #expect(result.status == 2, "\(result.output)\(result.error)")
        #expect(result.error.contains("scenectl port: \(root.path): the folder cannot be read (Permission denied)"), "\(result.error)")
        #expect(!result.output.contains("0 of 0"), "\(result.output)")
    }

    /// A file whose name is not UTF-8 is read (it may declare the scene delegate) and named with
    /// its bytes escaped.
    @Test func aFileWhoseNameIsNotUTF8IsRead() throws {
        let root = try Self.readableFolder(["AppDelegate.swift": Self.appDelegate, "Info.plist": Self.scenePlist])
        defer { try? FileManager.default.removeItem(at: root) }
        let name = Array(root.path.utf8) + Array("/Sc".utf8) + [0xE8] + Array("neDelegate.swift".utf8)
        let fd = (name.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        #expect(fd >= 0)
        let bytes = Array(Self.sceneDelegate.utf8)
        #expect(bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == bytes.count)
        close(fd)
        let result = try ExecutableTests().runCapturingErrors(["port", root.path, "--format", "json"])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(!result.output.contains("delegate-class-not-found"), "SceneDelegate is declared in the file: \(result.output)")
        #expect(result.output.contains(#""file" : "Sc\\xE8neDelegate.swift""#), "\(result.output)")
    }

    /// A FIFO (or a device) named `.swift` is never opened, and is called what it is.
    @Test func aFIFONamedSwiftIsNeverOpenedAndSaysWhatItIs() throws {
        let root = try Self.readableFolder(["AppDelegate.swift": Self.appDelegate])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(mkfifo(root.appendingPathComponent("Pipe.swift").path, 0o644) == 0)
        let result = try ExecutableTests().runCapturingErrors(["port", root.path])
        #expect(result.status == 1, "\(result.output)\(result.error)")
        #expect(result.output.contains("Pipe.swift: must change (1)"), "\(result.output)")
        #expect(result.output.contains("[not-a-regular-file] A FIFO (named pipe), not a regular file: not read."), "\(result.output)")
        #expect(!result.output.contains("permission") && !result.error.contains("permission"), "\(result.output)\(result.error)")
    }

    /// The walk the three tools share: a link to a folder outside is named, not followed; the
    /// folders every tool skips (`build`, asset catalogues) are skipped here too.
    @Test func aLinkOutsideIsANoteAndTheSharedSkipListHolds() throws {
        let root = try Self.readableFolder(["AppDelegate.swift": Self.appDelegate, "build/Generated.swift": "import CoreTelephony\n", "Assets.xcassets/Odd.swift": "import CoreTelephony\n"])
        let outside = try Self.readableFolder(["Shared.swift": "import CoreTelephony\n"])
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Shared").path, withDestinationPath: outside.path)
        let report = PortReport(folder: root.path)
        #expect(report.unreadable.isEmpty, "\(report.unreadable)")
        #expect(report.files.map(\.file) == ["AppDelegate.swift"])
        #expect(report.findings.filter { $0.code == "symbolic-link" } == [PortReport.Finding(
            file: "Shared", line: nil, impact: .note, code: "symbolic-link",
            message: "A symbolic link to a folder outside the folder (\(outside.path)): not followed, not read.",
            fix: "Run scenectl port on the folder it leads to as well.")])
    }

    /// `--format sarif`: the findings as SARIF 2.1.0 results, one rule per code, as the doctor's.
    @Test func sarifHasEveryFindingWithItsLevelAndLocation() throws {
        let root = try Self.readableFolder(["AppDelegate.swift": Self.appDelegate, "Info.plist": Self.scenePlist, "Net.swift": "import CoreTelephony\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = PortReport(folder: root.path)
        let result = try ExecutableTests().runCapturingErrors(["port", root.path, "--format", "sarif"])
        #expect(result.status == report.exitCode)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.compactMap { $0["ruleId"] as? String } == report.findings.map(\.code))
        let levels = report.findings.map { $0.impact == .doesNotCompile ? "error" : $0.impact == .behavesDifferently ? "warning" : "note" }
        #expect(results.compactMap { $0["level"] as? String } == levels)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        #expect(Set(rules) == Set(report.findings.map(\.code)))
        #expect(results.contains { $0["ruleId"] as? String == "apple-only-module" && $0["level"] as? String == "error" }, "\(results)")
    }
}
