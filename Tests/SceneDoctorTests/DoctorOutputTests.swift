import Foundation
import Testing
@testable import SceneDoctor
@testable import scenectl

/// Text, JSON and SARIF output, exit statuses and suppression comments.
struct DoctorOutputTests {
    static let buggy = """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) { window = UIWindow(windowScene: scene as! UIWindowScene) }
            func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) { Router.open(URLContexts) }
            func sceneDidDisconnect(_ scene: UIScene) {
                Drafts.delete(scene.session) // scenectl:disable disconnect-treated-as-close
            }
        }
        func present() {
            // scenectl:disable-next-line arbitrary-window
            UIApplication.shared.keyWindow?.rootViewController?.present(Alert(), animated: true)
            _ = UIApplication.shared.keyWindow
        }
        """

    static func report() -> DoctorReport {
        Doctor.check(swiftFiles: [("My App/SceneDelegate.swift", buggy)], infoPlists: [("Info.plist", ExampleInfoPlist.multipleScenes.text!)])
    }

    @Test("text: file:line:column: warning: message [rule-id], then a summary")
    func text() {
        let lines = DoctorOutput.text(Self.report()).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("My App/SceneDelegate.swift:2:10: warning: `SceneDelegate` handles URLs"))
        #expect(lines[0].hasSuffix("[url-lost-at-cold-launch]"))
        #expect(lines[1].hasPrefix("My App/SceneDelegate.swift:11:30: warning: "))
        #expect(lines[1].hasSuffix("[arbitrary-window]"))
        #expect(lines[2] == "2 warnings, 0 notes in 1 Swift file")
    }

    @Test("suppression comments silence their rule on their line only")
    func suppression() {
        let findings = Self.report().findings
        #expect(!findings.contains { $0.ruleID == "disconnect-treated-as-close" })
        #expect(findings.filter { $0.ruleID == "arbitrary-window" }.map(\.line) == [11])
        let unsilenced = Doctor.check(swiftFiles: [("A.swift", Self.buggy.replacingOccurrences(of: "scenectl:disable", with: "scenectl:enable"))], infoPlists: [("Info.plist", ExampleInfoPlist.multipleScenes.text!)]).findings
        #expect(unsilenced.contains { $0.ruleID == "disconnect-treated-as-close" })
        #expect(unsilenced.filter { $0.ruleID == "arbitrary-window" }.count == 2)
    }

    @Test("json: version, findings with rule id, severity, path, line, column, message")
    func json() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(DoctorOutput.json(Self.report()).utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        #expect(object["swiftFiles"] as? Int == 1)
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == 2)
        #expect(findings[0]["ruleID"] as? String == "url-lost-at-cold-launch")
        #expect(findings[0]["severity"] as? String == "warning")
        #expect(findings[0]["line"] as? Int == 2)
        #expect(findings[0]["column"] as? Int == 10)
        #expect(findings[0]["path"] as? String == "My App/SceneDelegate.swift")
    }

    @Test("sarif: a structurally valid SARIF 2.1.0 log with every rule, helpUri and locations")
    func sarif() throws {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(DoctorOutput.sarif(Self.report()).utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "scenectl-doctor")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == (LaunchRules.descriptions + DoctorRules.descriptions).map(\.id))
        for rule in rules {
            #expect((rule["helpUri"] as? String)?.hasPrefix("https://") == true)
            #expect(((rule["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            #expect(((rule["fullDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let silence = LaunchRules.ids.contains(rule["id"] as? String ?? "") ? "judged per app target" : "scenectl:disable-next-line"
            #expect(((rule["help"] as? [String: Any])?["text"] as? String)?.contains(silence) == true)
            #expect(["warning", "note", "error"].contains((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String ?? ""))
        }
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 2)
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == ruleID)
            #expect(["warning", "note"].contains(result["level"] as? String ?? ""))
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(uri == "My%20App/SceneDelegate.swift")
            let region = try #require(location["region"] as? [String: Any])
            #expect((region["startLine"] as? Int ?? 0) >= 1)
            #expect((region["startColumn"] as? Int ?? 0) >= 1)
        }
    }

    @Test("exit status: 0 nothing found, 1 a warning, 2 an unreadable path; notes alone give 0")
    func exitStatuses() throws {
        let folder = try DoctorTestSupport.temporaryFolder()
        let file = folder.appendingPathComponent("SceneDelegate.swift")
        try "class SceneDelegate: UIResponder, UIWindowSceneDelegate {}".write(to: file, atomically: false, encoding: .utf8)
        #expect(DoctorCommand.output(paths: [folder.path], format: .text).exitCode == 0)
        try Self.buggy.write(to: file, atomically: false, encoding: .utf8)
        #expect(DoctorCommand.output(paths: [folder.path], format: .text).exitCode == 1)
        #expect(DoctorCommand.output(paths: [folder.path, "/nonexistent/x"], format: .text).exitCode == 2)
        try CannotTellTests.opaque.write(to: file, atomically: false, encoding: .utf8)
        let notesOnly = DoctorCommand.output(paths: [folder.path], format: .text)
        #expect(notesOnly.exitCode == 0)
        #expect(notesOnly.standardOutput.contains(": note: cannot tell"))
    }

    @Test("--rule runs only the named rules")
    func onlyRules() throws {
        let folder = try DoctorTestSupport.temporaryFolder()
        try Self.buggy.write(to: folder.appendingPathComponent("A.swift"), atomically: false, encoding: .utf8)
        try ExampleInfoPlist.multipleScenes.text!.write(to: folder.appendingPathComponent("Info.plist"), atomically: false, encoding: .utf8)
        let output = DoctorCommand.output(paths: [folder.path], format: .text, rules: ["arbitrary-window"])
        #expect(output.standardOutput.contains("[arbitrary-window]"))
        #expect(!output.standardOutput.contains("[url-lost-at-cold-launch]"))
    }

    @Test("docs/DOCTOR.md holds the generated rules section exactly (scenectl doctor --rules-markdown)")
    func documentationIsCurrent() throws {
        let doc = try String(contentsOf: DoctorTestSupport.packageRoot.appendingPathComponent("docs/DOCTOR.md"), encoding: .utf8)
        #expect(doc.contains(DoctorDocumentation.rulesMarkdown()), "regenerate with: swift run scenectl doctor --rules-markdown")
    }
}
