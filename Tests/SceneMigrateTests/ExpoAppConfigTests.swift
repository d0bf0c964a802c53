import Foundation
@testable import SceneMigrate
import Testing

/// A managed Expo project's app.json, edited in place: a text that is not strict JSON, or one the
/// edit would change otherwise, is refused with the entry to add, and nothing is written.
struct ExpoAppConfigTests {
    static let package = #"{"dependencies": {"expo": "~57.0.3", "expo-build-properties": "~1.0.2"}}"#

    @Test(arguments: [
        #"{"expo": {"plugins": ["expo-router",]}}"#,                       // a trailing comma
        "{\"expo\": {\"name\": \"a\" // a comment\n}}",                      // a comment
        #"{"expo": {"name": "unterminated}}"#,                             // an open string
        String(repeating: "[", count: 100) + String(repeating: "]", count: 100), // nesting
        #"{"expo": {"plugins": {"expo-build-properties": {}}}}"#,          // plugins not an array
        #"{"expo": {"plugins": [["expo-build-properties", {"ios": 3}]]}}"#, // ios not an object
        "",
    ])
    func anAppConfigThatCannotBeEditedExactlyIsNamedAndLeftAlone(_ appJSON: String) throws {
        let root = try MigrateTestSupport.folder(["package.json": Self.package, "app.json": appJSON])
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try Migrator.plan(folder: root)
        #expect(plan.changes.isEmpty)
        #expect(plan.steps.map(\.id) == ["expo-dynamic-config"], "\(plan.steps.map(\.message))")
        #expect(plan.steps.first?.message.contains(#"["expo-build-properties", {"ios": {"enableSceneSupport": true}}]"#) == true)
    }

    @Test func theEditKeepsEveryOtherByteAndASecondRunChangesNothing() throws {
        let appJSON = "{\r\n\t\"expo\": {\r\n\t\t\"name\": \"Caf\\u00e9\",\r\n\t\t\"plugins\": [\r\n\t\t\t\"expo-router\"\r\n\t\t]\r\n\t}\r\n}\r\n"
        let root = try MigrateTestSupport.folder(["package.json": Self.package, "app.json": appJSON])
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try Migrator.plan(folder: root)
        let change = try #require(plan.changes.first)
        let expected = "{\r\n\t\"expo\": {\r\n\t\t\"name\": \"Caf\\u00e9\",\r\n\t\t\"plugins\": [\r\n\t\t\t[\r\n\t\t\t\t\"expo-build-properties\",\r\n\t\t\t\t{\r\n\t\t\t\t\t\"ios\": {\r\n\t\t\t\t\t\t\"enableSceneSupport\": true\r\n\t\t\t\t\t}\r\n\t\t\t\t}\r\n\t\t\t],\r\n\t\t\t\"expo-router\"\r\n\t\t]\r\n\t}\r\n}\r\n"
        #expect(String(decoding: change.new, as: UTF8.self) == expected)
        try Migrator.write(plan, to: root)
        let again = try Migrator.plan(folder: root)
        #expect(again.changes.isEmpty)
    }
}
