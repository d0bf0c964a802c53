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

    /// zulip-mobile: an Objective-C app delegate on Expo's EXAppDelegateWrapper in a committed
    /// ios/ folder was told to run `npx expo prebuild`, which would replace it.
    @Test func anObjectiveCExpoHostAppInACommittedFolderIsNotSentToPrebuild() throws {
        let header = "#import <Expo/Expo.h>\n@interface AppDelegate : EXAppDelegateWrapper <UIApplicationDelegate>\n@end\n"
        let implementation = "#import \"AppDelegate.h\"\n@implementation AppDelegate\n- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {\n  return [super application:application didFinishLaunchingWithOptions:launchOptions];\n}\n@end\n"
        for ignored in [false, true] {
            let root = try MigrateTestSupport.folder([
                "package.json": #"{"dependencies": {"expo": "~45.0.0", "react-native": "0.68.2"}}"#,
                ".gitignore": ignored ? "/ios\n" : "node_modules/\n",
                "ios/Shop/AppDelegate.h": header, "ios/Shop/AppDelegate.mm": implementation,
                "ios/Shop/Info.plist": "<plist version=\"1.0\"><dict><key>CFBundlePackageType</key><string>APPL</string></dict></plist>",
            ])
            defer { try? FileManager.default.removeItem(at: root) }
            let plan = try Migrator.plan(folder: root.appendingPathComponent("ios"))
            #expect(plan.changes.isEmpty)
            let step = try #require(plan.steps.first { $0.id == "framework-not-migrated" })
            #expect(step.message.hasPrefix("Shop: an Expo host app in Objective-C (AppDelegate: EXAppDelegateWrapper): not migrated by this version of scenectl migrate; "), "\(step.message)")
            #expect(step.message.contains("npx expo prebuild") == ignored, "\(step.message)")
        }
    }
}
