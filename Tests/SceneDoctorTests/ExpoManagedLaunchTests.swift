import Foundation
import SceneDoctor
import SceneToolsCore
import Testing

/// A managed Expo project has no native app to read: its verdict comes from the SDK and app.json.
struct ExpoManagedLaunchTests {
    static let option = #"{"expo": {"name": "Notes", "plugins": [["expo-build-properties", {"ios": {"enableSceneSupport": true}}]]}}"#
    static let plain = #"{"expo": {"name": "Notes", "plugins": ["expo-router"]}}"#

    @Test(arguments: [
        ("~57.0.3", plain, LaunchVerdict.Status.notAdopted, FindingSeverity?.some(.error)),
        ("~57.0.3", option, .adopted, nil),
        ("^58.0.1", plain, .adopted, nil),
        ("~55.0.9", option, .notAdopted, .error),
        ("latest", plain, .cannotTell, .note),
    ])
    func theVerdictFollowsTheSDKAndTheOption(_ sdk: String, _ appJSON: String, _ status: LaunchVerdict.Status, _ severity: FindingSeverity?) throws {
        let root = try JavaScriptPackageTests.folder([
            "package.json": #"{"dependencies": {"expo": "\#(sdk)", "react-native": "0.86.2"}}"#,
            "app.json": appJSON,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let report = try Doctor.check(paths: [root])
        #expect(report.launchVerdicts.map(\.status) == [status])
        #expect(report.launchVerdicts.first?.framework == "Expo")
        #expect(report.launchVerdicts.first?.path == root + "/app.json")
        let findings = report.findings.filter { $0.ruleID == "scene-life-cycle-not-adopted" }
        #expect(findings.map(\.severity) == (severity.map { [$0] } ?? []))
    }

    @Test func aConfigMadeInCodeCannotBeJudgedAndAProjectWithoutExpoGetsNoVerdict() throws {
        let dynamic = try JavaScriptPackageTests.folder([
            "package.json": #"{"dependencies": {"expo": "~57.0.3"}}"#,
            "app.config.ts": "export default { name: 'Notes' };\n",
        ])
        let web = try JavaScriptPackageTests.folder(["package.json": #"{"dependencies": {"react": "19.1.0"}}"#, "app.json": Self.plain])
        defer {
            try? FileManager.default.removeItem(atPath: dynamic)
            try? FileManager.default.removeItem(atPath: web)
        }
        #expect(try Doctor.check(paths: [dynamic]).launchVerdicts.map(\.status) == [.cannotTell])
        #expect(try Doctor.check(paths: [web]).launchVerdicts.isEmpty)
    }
}
