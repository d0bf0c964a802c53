import Foundation
import TestSupport
import Testing

/// The tests' Info.plist builder: what it writes is a property list that reads back as the
/// dictionary asked for, in the layout the tests count lines in.
struct InfoPlistFixtureTests {
    static func parsed(_ text: String) throws -> NSDictionary {
        let object = try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
        return try #require(object as? NSDictionary, "not a dictionary: \(object)")
    }

    @Test func aBareIdentifierIsAnAppDelegateApp() throws {
        let plist = InfoPlistFixture(bundleIdentifier: "com.example.Legacy")
        #expect(try Self.parsed(plist.text) == ["CFBundleIdentifier": "com.example.Legacy"] as NSDictionary)
        #expect(plist.text == """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>CFBundleIdentifier</key>
                <string>com.example.Legacy</string>
            </dict>
            </plist>

            """)
        #expect(try Self.parsed(InfoPlistFixture(bundleIdentifier: nil).text) == [:] as NSDictionary)
    }

    /// Several roles, several configurations, every field of a configuration, and a field left out.
    @Test func aSceneManifestWithSeveralRolesAndConfigurations() throws {
        let manifest = InfoPlistFixture.SceneManifest(supportsMultipleScenes: true, roles: [
            .init(InfoPlistFixture.SceneManifest.applicationRole, [
                .init(name: "Default Configuration", delegateClass: "MyApp.SceneDelegate", storyboard: "Main", sceneClass: "UIWindowScene"),
                .init(name: "Inspector", delegateClass: "MyApp.InspectorDelegate"),
                .init(name: nil, delegateClass: "MyApp.Unnamed"),
            ]),
            .init("UIWindowSceneSessionRoleExternalDisplayNonInteractive", [.init(name: "External", delegateClass: "MyApp.ExternalDelegate")]),
        ])
        let plist = InfoPlistFixture(bundleIdentifier: "com.example.Scenes", sceneManifest: manifest)
        let expected: NSDictionary = [
            "CFBundleIdentifier": "com.example.Scenes",
            "UIApplicationSceneManifest": [
                "UIApplicationSupportsMultipleScenes": true,
                "UISceneConfigurations": [
                    "UIWindowSceneSessionRoleApplication": [
                        ["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "MyApp.SceneDelegate",
                         "UISceneStoryboardFile": "Main", "UISceneClassName": "UIWindowScene"],
                        ["UISceneConfigurationName": "Inspector", "UISceneDelegateClassName": "MyApp.InspectorDelegate"],
                        ["UISceneDelegateClassName": "MyApp.Unnamed"],
                    ],
                    "UIWindowSceneSessionRoleExternalDisplayNonInteractive": [
                        ["UISceneConfigurationName": "External", "UISceneDelegateClassName": "MyApp.ExternalDelegate"],
                    ],
                ],
            ],
        ]
        #expect(try Self.parsed(plist.text) == expected)
        #expect(NSDictionary(dictionary: plist.propertyList) == expected, "the dictionary form says the same")
        // Without the key: left out, not false.
        let single = InfoPlistFixture(sceneManifest: .application(.init(delegateClass: "App.SceneDelegate")))
        let parsed = try Self.parsed(single.text)
        #expect(parsed["CFBundleIdentifier"] as? String == "com.example.App", "the default identifier")
        #expect((parsed["UIApplicationSceneManifest"] as? NSDictionary)?.allKeys as? [String] == ["UISceneConfigurations"])
        #expect(((parsed["UIApplicationSceneManifest"] as? NSDictionary)?["UISceneConfigurations"] as? NSDictionary)?["UIWindowSceneSessionRoleApplication"] as? NSArray
                == [["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "App.SceneDelegate"]] as NSArray)
    }

    /// Extra keys of every kind, in order, between the identifier and the manifest; text that
    /// XML must escape survives; `adding` replaces a key in its place.
    @Test func extraKeysOfEveryKindInOrder() throws {
        var plist = InfoPlistFixture(bundleIdentifier: "com.example.Extra",
                                     sceneManifest: .application(.init(delegateClass: "X.SceneDelegate"), supportsMultipleScenes: false),
                                     extraKeys: [
                                         "CFBundleName": "Fish & <Chips> \"quoted\"",
                                         "UIApplicationExitsOnSuspend": false,
                                         "LSMinimumSystemVersion": 14,
                                         "NSUserActivityTypes": ["a.b", "c.d"],
                                         "CFBundleURLTypes": [["CFBundleURLSchemes": ["fish"], "CFBundleURLName": "com.example.fish"]],
                                         "UIRequiredDeviceCapabilities": [],
                                         "UILaunchScreen": [:],
                                     ])
        plist = plist.adding("UIApplicationExitsOnSuspend", true).adding("UIStatusBarHidden", true)
        let expected: NSDictionary = [
            "CFBundleIdentifier": "com.example.Extra",
            "CFBundleName": "Fish & <Chips> \"quoted\"",
            "UIApplicationExitsOnSuspend": true,
            "LSMinimumSystemVersion": 14,
            "NSUserActivityTypes": ["a.b", "c.d"],
            "CFBundleURLTypes": [["CFBundleURLSchemes": ["fish"], "CFBundleURLName": "com.example.fish"]],
            "UIRequiredDeviceCapabilities": [] as NSArray,
            "UILaunchScreen": [:] as NSDictionary,
            "UIStatusBarHidden": true,
            "UIApplicationSceneManifest": [
                "UIApplicationSupportsMultipleScenes": false,
                "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "X.SceneDelegate"]]],
            ],
        ]
        #expect(try Self.parsed(plist.text) == expected)
        #expect(plist.entries.map(\.key) == ["CFBundleIdentifier", "CFBundleName", "UIApplicationExitsOnSuspend", "LSMinimumSystemVersion", "NSUserActivityTypes",
                                             "CFBundleURLTypes", "UIRequiredDeviceCapabilities", "UILaunchScreen", "UIStatusBarHidden", "UIApplicationSceneManifest"])
        let keys = plist.text.split(separator: "\n").filter { $0.hasPrefix("    <key>") }
        #expect(keys.first == "    <key>CFBundleIdentifier</key>" && keys.last == "    <key>UIApplicationSceneManifest</key>", "written in that order: \(keys)")
        #expect(plist.text.contains("<string>Fish &amp; &lt;Chips&gt; \"quoted\"</string>"))
    }

    /// Written to a folder of its own, which nothing else uses.
    @Test func itIsWrittenToATemporaryFolderOfItsOwn() throws {
        let plist = InfoPlistFixture(bundleIdentifier: "com.example.Written", extraKeys: ["CFBundleName": "Written"])
        let first = try plist.writeToTemporaryFolder()
        let second = try plist.writeToTemporaryFolder(name: "Other-Info.plist")
        defer {
            try? FileManager.default.removeItem(at: first.deletingLastPathComponent())
            try? FileManager.default.removeItem(at: second.deletingLastPathComponent())
        }
        #expect(first.lastPathComponent == "Info.plist" && second.lastPathComponent == "Other-Info.plist")
        #expect(first.deletingLastPathComponent() != second.deletingLastPathComponent())
        #expect(try FileManager.default.contentsOfDirectory(atPath: first.deletingLastPathComponent().path) == ["Info.plist"])
        #expect(try String(contentsOf: first, encoding: .utf8) == plist.text)
        #expect(try Self.parsed(String(contentsOf: second, encoding: .utf8)) == ["CFBundleIdentifier": "com.example.Written", "CFBundleName": "Written"] as NSDictionary)
    }
}
