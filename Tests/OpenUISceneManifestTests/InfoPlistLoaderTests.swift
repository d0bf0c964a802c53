import Foundation
import Testing
@testable import OpenUISceneManifest

struct InfoPlistLoaderTests {
    @Test func readsXMLPlist() throws {
        let data = try TestSupport.plist(TestSupport.root(manifest: TestSupport.manifest()))
        let result = try InfoPlistLoader.load(data: data, sourcePath: "X.plist")
        #expect(result.format == .xml)
        #expect(result.info.bundleIdentifier == "com.example.App")
        #expect(result.info.sceneManifest?.supportsMultipleScenes == false)
        #expect(result.info.sceneManifest?.configurations["UIWindowSceneSessionRoleApplication"]
            == [SceneConfigurationEntry(name: "Default Configuration", delegateClassName: "$(PRODUCT_MODULE_NAME).SceneDelegate")])
        #expect(result.diagnostics.isEmpty)
        #expect(result.info.sourcePath == "X.plist")
    }

    /// Legacy mode's UIMainStoryboardFile: read as the storyboard's name; a value of the wrong
    /// type is reported with the key and what to write.
    @Test func readsTheMainStoryboardFile() throws {
        let read = try InfoPlistLoader.load(data: TestSupport.plist(["CFBundleIdentifier": "com.example.Old", "UIMainStoryboardFile": "Main"]))
        #expect(read.info.mainStoryboardFile == "Main")
        #expect(read.diagnostics.isEmpty)
        let none = try InfoPlistLoader.load(data: TestSupport.plist(["CFBundleIdentifier": "com.example.Old"]))
        #expect(none.info.mainStoryboardFile == nil)
        let wrong = try InfoPlistLoader.load(data: TestSupport.plist(["UIMainStoryboardFile": ["Main"]]), sourcePath: "Info.plist")
        #expect(wrong.info.mainStoryboardFile == nil)
        let diagnostic = try #require(wrong.diagnostics.first { $0.keyPath == "UIMainStoryboardFile" })
        #expect(diagnostic.message.contains("storyboard name"), "\(diagnostic.message)")
    }

    @Test func readsBinaryPlist() throws {
        var root = TestSupport.root(manifest: TestSupport.manifest())
        root["NSUserActivityTypes"] = ["com.example.view"]
        let data = try TestSupport.plist(root, format: .binary)
        #expect(data.starts(with: Array("bplist00".utf8)))
        let result = try InfoPlistLoader.load(data: data)
        #expect(result.format == .binary)
        #expect(result.info.userActivityTypes == ["com.example.view"])
        #expect(result.info.sceneManifest?.hasConfigurations == true)
    }

    @Test func readsOpenStepPlistWithoutTrapping() throws {
        let text = """
            {
                CFBundleIdentifier = "com.example.Old";
                UIApplicationSceneManifest = {
                    UIApplicationSupportsMultipleScenes = YES;
                    UISceneConfigurations = {
                        UIWindowSceneSessionRoleApplication = (
                            { UISceneConfigurationName = Default; UISceneDelegateClassName = "App.SceneDelegate"; }
                        );
                    };
                };
            }
            """
        let result = try InfoPlistLoader.load(data: Data(text.utf8))
        #expect(result.format == .openStep)
        #expect(result.info.bundleIdentifier == "com.example.Old")
        #expect(result.info.sceneManifest?.entry(named: nil, role: "UIWindowSceneSessionRoleApplication")?.delegateClassName == "App.SceneDelegate")
        // OpenStep has no Boolean: YES is the string "YES", read as UIKit's boolValue reads it.
        #expect(result.info.sceneManifest?.supportsMultipleScenes == true)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func loadsFromFileAndNamesTheFileInErrors() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appendingPathComponent("Info.plist")
        try TestSupport.plist(TestSupport.root(manifest: TestSupport.manifest())).write(to: good)
        #expect(try InfoPlistLoader.load(contentsOf: good).info.sourcePath == good.path)

        let missing = directory.appendingPathComponent("Missing.plist")
        #expect(throws: InfoPlistLoadError.fileNotFound(path: missing.path)) { try InfoPlistLoader.load(contentsOf: missing) }
        #expect(throws: InfoPlistLoadError.unreadable(path: directory.path, reason: "it is a folder, not a regular file")) { try InfoPlistLoader.load(contentsOf: directory) }
        let error = InfoPlistLoadError.fileNotFound(path: missing.path)
        #expect(error.description.contains(missing.path))
        #expect(error.description.contains("Fix:"))
        #expect(error.isUnreadable)
    }

    @Test func emptyFileAndEmptyRootAreErrors() throws {
        #expect(throws: InfoPlistLoadError.emptyRoot(path: "E.plist")) { try InfoPlistLoader.load(data: Data(), sourcePath: "E.plist") }
        #expect(throws: InfoPlistLoadError.emptyRoot(path: nil)) { try InfoPlistLoader.load(data: Data("  \n".utf8)) }
        let emptyDict = try TestSupport.plist([String: Any]())
        #expect(throws: InfoPlistLoadError.emptyRoot(path: nil)) { try InfoPlistLoader.load(data: emptyDict) }
    }

    @Test func nonDictionaryRootIsAnError() throws {
        let array = try TestSupport.plist(["a", "b"])
        #expect(throws: InfoPlistLoadError.rootNotDictionary(path: "A.plist", found: "an array")) {
            try InfoPlistLoader.load(data: array, sourcePath: "A.plist")
        }
        let string = Data(#"<?xml version="1.0"?><plist version="1.0"><string>x</string></plist>"#.utf8)
        #expect(throws: InfoPlistLoadError.rootNotDictionary(path: nil, found: "a string")) {
            try InfoPlistLoader.load(data: string)
        }
    }

    @Test func garbageIsNotAPropertyList() {
        do {
            _ = try InfoPlistLoader.load(data: Data("<plist><dict><key>A</key></plist>".utf8), sourcePath: "G.plist")
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .notAPropertyList)
            #expect(error.path == "G.plist")
            #expect(!error.isUnreadable)
        }
    }

    /// An Info.plist that Xcode runs through the C preprocessor first (INFOPLIST_PREPROCESS, seen
    /// in a public app): the error says so and names the line, not only Foundation's "unexpected
    /// character #".
    @Test func aPreprocessedInfoPlistIsNamedAsSuch() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>CFBundleIdentifier</key>
            \t<string>com.example.App</string>
            \t#ifndef DISABLE_PLAIN_HTTP
            \t<key>NSAppTransportSecurity</key>
            \t<dict/>
            \t#endif
            </dict>
            </plist>
            """
        do {
            _ = try InfoPlistLoader.load(data: Data(text.utf8), sourcePath: "P.plist")
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .notAPropertyList)
            #expect(error.description.contains("line 6 is a C preprocessor directive (`#ifndef DISABLE_PLAIN_HTTP`)"), "\(error.description)")
            #expect(error.description.contains("INFOPLIST_PREPROCESS"))
        }
    }

    @Test func wrongTypesAreReportedAndIgnored() throws {
        let root: [String: Any] = [
            "CFBundleIdentifier": 42,
            "NSUserActivityTypes": ["ok", 3],
            "UIApplicationSceneManifest": [
                "UIApplicationSupportsMultipleScenes": ["nested": true],
                "UISceneConfigurations": [
                    "UIWindowSceneSessionRoleApplication": [
                        "not a dictionary",
                        ["UISceneConfigurationName": 7, "UISceneDelegateClassName": "App.SceneDelegate"],
                    ],
                    "UIWindowSceneSessionRoleExternalDisplayNonInteractive": ["UISceneConfigurationName": "x"],
                ],
            ],
        ]
        let result = InfoPlistLoader.parse(root, sourcePath: "W.plist")
        #expect(result.diagnostics.map(\.keyPath) == [
            "CFBundleIdentifier",
            "NSUserActivityTypes[1]",
            "UIApplicationSceneManifest.UIApplicationSupportsMultipleScenes",
            "UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication[0]",
            "UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication[1].UISceneConfigurationName",
            "UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleExternalDisplayNonInteractive",
        ])
        #expect(result.diagnostics.allSatisfy { $0.code == "wrong-type" && $0.severity == .error && $0.file == "W.plist" && $0.fix != nil })
        #expect(result.info.bundleIdentifier == nil)
        #expect(result.info.userActivityTypes == ["ok"])
        let manifest = try #require(result.info.sceneManifest)
        #expect(manifest.supportsMultipleScenes == nil)
        #expect(manifest.configurations == ["UIWindowSceneSessionRoleApplication": [SceneConfigurationEntry(delegateClassName: "App.SceneDelegate")]])
    }

    @Test func manifestThatIsNotADictionaryMeansLegacy() {
        let result = InfoPlistLoader.parse(TestSupport.root(manifest: true))
        #expect(result.info.sceneManifest == nil)
        #expect(result.diagnostics.map(\.code) == ["wrong-type"])
        #expect(result.diagnostics.first?.message == "must be a dictionary, found a Boolean; UIKit ignores it and the app runs in legacy mode.")
        #expect(result.info.lifecycleMode == .legacy)
    }

    @Test func keepsEveryRoleKey() {
        var roles: [String: Any] = [:]
        for role in SceneSessionRoleKey.all + ["SomeFutureRole"] {
            roles[role] = [["UISceneConfigurationName": role]]
        }
        let info = InfoPlistLoader.parse(TestSupport.root(manifest: ["UISceneConfigurations": roles])).info
        #expect(Set(info.sceneManifest?.configurations.keys ?? [:].keys) == Set(SceneSessionRoleKey.all + ["SomeFutureRole"]))
        #expect(SceneSessionRoleKey.all.contains("UIWindowSceneSessionRoleExternalDisplay"))
        #expect(SceneSessionRoleKey.isInert("CPTemplateApplicationSceneSessionRoleApplication"))
        #expect(!SceneSessionRoleKey.isInert("UIWindowSceneSessionRoleExternalDisplayNonInteractive"))
    }

    @Test func integerMultipleScenesIsReadAsBoolean() {
        let info = InfoPlistLoader.parse(TestSupport.root(manifest: ["UIApplicationSupportsMultipleScenes": 1])).info
        #expect(info.sceneManifest?.supportsMultipleScenes == true)
    }

    @Test func ipadManifestOverridesThePlainKeyOnDesktopClassDevices() {
        var root = TestSupport.root(manifest: TestSupport.manifest(delegate: "App.PhoneDelegate"))
        root["UIApplicationSceneManifest~ipad"] = TestSupport.manifest(delegate: "App.PadDelegate", multiple: true)
        root["UIApplicationSceneManifest~iphone"] = TestSupport.manifest(delegate: "App.IPhoneOnly")

        let pad = InfoPlistLoader.parse(root)
        #expect(pad.info.sceneManifestKey == "UIApplicationSceneManifest~ipad")
        #expect(pad.info.sceneManifest?.entry(named: nil, role: SceneSessionRoleKey.windowApplication)?.delegateClassName == "App.PadDelegate")
        #expect(pad.info.sceneManifest?.supportsMultipleScenes == true)
        #expect(pad.diagnostics.map(\.code) == ["device-specific-manifest"])

        let phone = InfoPlistLoader.parse(root, idiom: .phone)
        #expect(phone.info.sceneManifestKey == "UIApplicationSceneManifest~iphone")
        #expect(phone.info.sceneManifest?.entry(named: nil, role: SceneSessionRoleKey.windowApplication)?.delegateClassName == "App.IPhoneOnly")
    }

    @Test func ipadManifestAloneIsUsed() {
        let root: [String: Any] = ["CFBundleIdentifier": "x", "UIApplicationSceneManifest~ipad": TestSupport.manifest()]
        let result = InfoPlistLoader.parse(root)
        #expect(result.info.sceneManifest?.hasConfigurations == true)
        #expect(result.info.lifecycleMode == .scene)
        // On an iPhone the ~ipad key is invisible: legacy mode.
        #expect(InfoPlistLoader.parse(root, idiom: .phone).info.lifecycleMode == .legacy)
    }

    @Test func ipadManifestOfTheWrongTypeIsNotReplacedByThePlainOne() {
        var root = TestSupport.root(manifest: TestSupport.manifest())
        root["UIApplicationSceneManifest~ipad"] = false
        let result = InfoPlistLoader.parse(root)
        #expect(result.info.sceneManifest == nil)
        #expect(result.diagnostics.map(\.keyPath) == ["UIApplicationSceneManifest~ipad", "UIApplicationSceneManifest~ipad"])
        #expect(result.diagnostics.map(\.code) == ["device-specific-manifest", "wrong-type"])
    }

    @Test func nonStringKeysAreDroppedFromDictionaries() throws {
        let manifest: [AnyHashable: Any] = [AnyHashable(1): "x", AnyHashable("UIApplicationSupportsMultipleScenes"): true]
        let dict = try #require(PlistValue.dictionary(manifest))
        #expect(dict.count == 1)
        #expect(dict["UIApplicationSupportsMultipleScenes"] as? Bool == true)
        #expect(PlistValue.dictionary([1, 2]) == nil)
    }

    /// A binary plist `{ A = set("A") }`: swift-corelibs-foundation traps while bridging the set
    /// (found by the fuzz test), so the loader refuses it before Foundation sees it.
    @Test func binaryPlistWithASetIsRefusedWithoutTrapping() throws {
        var data = Data("bplist00".utf8)
        let offsets = [data.count, data.count + 3, data.count + 5]
        data += [0xD1, 0x01, 0x02, 0x51, 0x41, 0xC1, 0x01]
        let table = data.count
        data += offsets.map { UInt8($0) }
        data += [0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, UInt8(table)]
        #expect(throws: InfoPlistLoadError.notAPropertyList(path: nil, reason: "\(BinaryPlistScreen.damagedPrefix): object 2 is a set, which no Info.plist holds (and Foundation on Linux cannot decode)")) {
            try InfoPlistLoader.load(data: data)
        }
        #expect(BinaryPlistScreen.rejection(try TestSupport.plist(["A": "B"], format: .binary)) == nil)
        #expect(BinaryPlistScreen.rejection(Data("bplist00".utf8)) == "\(BinaryPlistScreen.damagedPrefix): the file is 8 bytes, too short for the 8-byte header and the 32-byte trailer (truncated)")
    }
}
