import Foundation
import SceneMigrate
import TestSupport
import Testing

/// `scenectl migrate --format json|sarif`, through the real executable.
struct MigrateOutputFormatTests {
    static func app() throws -> URL {
        try MigrateTestSupport.folder([
            "AppDelegate.swift": MigrateTestSupport.appDelegate("""
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        Tracker.start(launchOptions: launchOptions)
                        return true
                    }
                """),
            "Info.plist": MigrateTestSupport.plist,
        ])
    }

    @Test func jsonHasTheRecipesTheDiffsAndEveryManualStepWithItsId() throws {
        let root = try Self.app()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Scenectl.run(["migrate", "--format", "json", root.path])
        #expect(result.status == 1, "a manual step remains: \(result.error)")
        #expect(result.error.isEmpty, "everything is in the document")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect((document["recipes"] as? [[String: String]]) == [["app": "the app", "recipe": "uikit-swift"]])
        let changes = try #require(document["changes"] as? [[String: Any]])
        #expect(changes.compactMap { $0["path"] as? String } == ["AppDelegate.swift", "Info.plist", "SceneDelegate.swift"])
        #expect(changes.last?["new"] as? Bool == true)
        #expect((changes.last?["diff"] as? String)?.hasPrefix("--- /dev/null\n+++ b/SceneDelegate.swift\n") == true)
        let steps = try #require(document["manualSteps"] as? [[String: Any]])
        #expect(steps.compactMap { $0["id"] as? String } == ["launch-options-passed-on", "no-window-created"])
        #expect(steps.first?["kind"] as? String == "check")
        #expect(steps.first?["line"] as? Int == 8)
    }

    @Test func sarifHasOneResultPerManualStepAndEveryManualStepAsARule() throws {
        let root = try Self.app()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Scenectl.run(["migrate", "--format", "sarif", root.path])
        #expect(result.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "scenectl-migrate")
        let rules = try #require(driver["rules"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        #expect(Set(rules) == Set(MigrationDocumentation.allDescriptions.flatMap(\.manualSteps).map(\.id)))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.compactMap { $0["ruleId"] as? String } == ["launch-options-passed-on", "no-window-created"])
        #expect(results.compactMap { $0["level"] as? String } == ["note", "warning"])
        for entry in results {
            #expect((entry["ruleIndex"] as? Int).map { rules[$0] } == entry["ruleId"] as? String)
        }
        // A step on a line has a region; one about a whole file has none (SARIF lines start at 1).
        let regions = results.map { (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any] }
        #expect(regions.first??["startLine"] as? Int == 8)
        #expect(regions.last! == nil)
    }
}
