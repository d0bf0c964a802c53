import Foundation
import SceneMigrate
import Testing

/// The Info.plist and project.pbxproj edits: everything but the change stays as written.
struct ManifestEditTests {
    typealias Support = MigrateTestSupport

    static let delegate = Support.appDelegate("""
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window?.tintColor = .red
                return true
            }
        """)

    @Test func anXMLPlistKeepsItsCommentsOrderAndIndentation() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
              <!-- Z before A on purpose: the order is the author's -->
              <key>ZKey</key>
              <string>z</string>
              <key>UIMainStoryboardFile</key>
              <string>Main</string>
              <key>AKey</key>
              <array>
                <string>a &amp; b</string>
              </array>
              <key>LSRequiresIPhoneOS</key><true/>
            </dict>
            </plist>

            """
        let plan = try Support.plan(["AppDelegate.swift": Self.delegate, "Info.plist": plist])
        let edited = try #require(Support.text(plan, "Info.plist"))
        let manifest = """
              <key>UIApplicationSceneManifest</key>
              <dict>
                <key>UIApplicationSupportsMultipleScenes</key>
                <false/>
                <key>UISceneConfigurations</key>
                <dict>
                  <key>UIWindowSceneSessionRoleApplication</key>
                  <array>
                    <dict>
                      <key>UISceneConfigurationName</key>
                      <string>Default Configuration</string>
                      <key>UISceneDelegateClassName</key>
                      <string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
                      <key>UISceneStoryboardFile</key>
                      <string>Main</string>
                    </dict>
                  </array>
                </dict>
              </dict>

            """
        let storyboardLines = "  <key>UIMainStoryboardFile</key>\n  <string>Main</string>\n"
        #expect(edited == plist.replacingOccurrences(of: storyboardLines, with: manifest))
    }

    @Test func aPlistWithoutAStoryboardGetsTheManifestAtTheEnd() throws {
        let plan = try Support.plan(["AppDelegate.swift": Self.delegate, "Info.plist": Support.plist])
        let edited = try #require(Support.text(plan, "Info.plist"))
        #expect(edited.hasPrefix(Support.plist.components(separatedBy: "</dict>\n</plist>")[0] + "\t<key>UIApplicationSceneManifest</key>\n\t<dict>\n"))
        #expect(edited.hasSuffix("\t\t\t\t</dict>\n\t\t\t</array>\n\t\t</dict>\n\t</dict>\n</dict>\n</plist>\n"))
        #expect(plan.steps.contains { $0.message.hasPrefix("no window was created") })
        let scene = try #require(Support.text(plan, "SceneDelegate.swift"))
        #expect(scene.contains("        // scenectl migrate: no window was created: create it here with UIWindow(windowScene:)"), "a second run lists it again")
    }

    @Test func aBinaryPlistIsRewrittenAsBinary() throws {
        let original: [String: Any] = ["CFBundleIdentifier": "com.example.Binary", "UIMainStoryboardFile": "Main", "LSRequiresIPhoneOS": true, "Numbers": [1, 2, 3]]
        let data = try PropertyListSerialization.data(fromPropertyList: original, format: .binary, options: 0)
        let root = try Support.folder(["AppDelegate.swift": Self.delegate])
        defer { try? FileManager.default.removeItem(at: root) }
        try data.write(to: root.appendingPathComponent("Info.plist"))
        let plan = try Migrator.plan(folder: root)
        let change = try #require(plan.changes.first { $0.path == "Info.plist" })
        #expect(change.new.starts(with: Array("bplist00".utf8)))
        var format = PropertyListSerialization.PropertyListFormat.xml
        let edited = try #require(try PropertyListSerialization.propertyList(from: change.new, options: [], format: &format) as? [String: Any])
        #expect(format == .binary)
        #expect(edited["UIMainStoryboardFile"] == nil)
        #expect(edited["CFBundleIdentifier"] as? String == "com.example.Binary")
        #expect(edited["Numbers"] as? [Int] == [1, 2, 3])
        let manifest = try #require(edited["UIApplicationSceneManifest"] as? [String: Any])
        let configurations = try #require(manifest["UISceneConfigurations"] as? [String: Any])
        let application = try #require((configurations["UIWindowSceneSessionRoleApplication"] as? [[String: Any]])?.first)
        #expect(application["UISceneDelegateClassName"] as? String == "$(PRODUCT_MODULE_NAME).SceneDelegate")
        #expect(application["UISceneStoryboardFile"] as? String == "Main")
        #expect(UnifiedDiff.render(change).contains("Binary files a/Info.plist and b/Info.plist differ"))
    }

    @Test func aPlistThatIsNotAPlistIsNamedAndNotTouched() throws {
        let plan = try Support.plan(["AppDelegate.swift": Self.delegate, "Info.plist": "<plist><dict><key>A</key>"])
        #expect(!plan.changes.contains { $0.path == "Info.plist" })
        #expect(plan.steps.contains { $0.file == "Info.plist" && $0.kind == .manual && $0.message.contains("not a property list") })
    }

    /// A project made with Xcode 13 or later: no Info.plist file, the keys in build settings; an
    /// iOS app target, its unit tests and a Mac app target (whose generated Info.plist gets no
    /// scene manifest: the project reader knows its product type and SDK).
    static let project = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjects = {

        /* Begin PBXBuildFile section */
        \t\tA1000000000000000000000A /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = A1000000000000000000000B /* AppDelegate.swift */; };
        \t\tA1000000000000000000000C /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = A1000000000000000000000D /* Main.storyboard */; };
        /* End PBXBuildFile section */

        /* Begin PBXFileReference section */
        \t\tA1000000000000000000000B /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
        \t\tA1000000000000000000000D /* Main.storyboard */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; path = Main.storyboard; sourceTree = "<group>"; };
        /* End PBXFileReference section */

        /* Begin PBXGroup section */
        \t\tA1000000000000000000000E /* App */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tA1000000000000000000000B /* AppDelegate.swift */,
        \t\t\t\tA1000000000000000000000D /* Main.storyboard */,
        \t\t\t);
        \t\t\tpath = App;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tA10000000000000000000017 = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tA1000000000000000000000E /* App */,
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        \t\tA10000000000000000000013 /* App */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = A10000000000000000000015 /* Build configuration list for PBXNativeTarget "App" */;
        \t\t\tbuildPhases = (
        \t\t\t\tA1000000000000000000000F /* Sources */,
        \t\t\t);
        \t\t\tname = App;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tA10000000000000000000014 /* AppTests */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = A10000000000000000000016 /* Build configuration list for PBXNativeTarget "AppTests" */;
        \t\t\tbuildPhases = (
        \t\t\t);
        \t\t\tname = AppTests;
        \t\t\tproductType = "com.apple.product-type.bundle.unit-test";
        \t\t};
        \t\tA10000000000000000000018 /* MacApp */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = A10000000000000000000019 /* Build configuration list for PBXNativeTarget "MacApp" */;
        \t\t\tbuildPhases = (
        \t\t\t);
        \t\t\tname = MacApp;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\tA10000000000000000000012 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tmainGroup = A10000000000000000000017;
        \t\t\ttargets = (
        \t\t\t\tA10000000000000000000013 /* App */,
        \t\t\t\tA10000000000000000000014 /* AppTests */,
        \t\t\t\tA10000000000000000000018 /* MacApp */,
        \t\t\t);
        \t\t};
        /* End PBXProject section */

        /* Begin PBXSourcesBuildPhase section */
        \t\tA1000000000000000000000F /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tfiles = (
        \t\t\t\tA1000000000000000000000A /* AppDelegate.swift in Sources */,
        \t\t\t);
        \t\t};
        /* End PBXSourcesBuildPhase section */

        /* Begin XCBuildConfiguration section */
        \t\tA10000000000000000000010 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
        \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
        \t\t\t\tINFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;
        \t\t\t\tINFOPLIST_KEY_UIMainStoryboardFile = Main;
        \t\t\t\tINFOPLIST_KEY_UISupportedInterfaceOrientations = UIInterfaceOrientationPortrait;
        \t\t\t\tLD_RUNPATH_SEARCH_PATHS = (
        \t\t\t\t\t"$(inherited)",
        \t\t\t\t\t"@executable_path/Frameworks",
        \t\t\t\t);
        \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.App;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tA10000000000000000000011 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tBUNDLE_LOADER = "$(TEST_HOST)";
        \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
        \t\t\t\tTEST_HOST = "$(BUILT_PRODUCTS_DIR)/App.app/App";
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tA1000000000000000000001A /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
        \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
        \t\t\t\tINFOPLIST_KEY_NSMainStoryboardFile = Main;
        \t\t\t\tSDKROOT = macosx;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        \t\tA10000000000000000000015 /* Build configuration list for PBXNativeTarget "App" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tA10000000000000000000010 /* Debug */,
        \t\t\t);
        \t\t};
        \t\tA10000000000000000000016 /* Build configuration list for PBXNativeTarget "AppTests" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tA10000000000000000000011 /* Debug */,
        \t\t\t);
        \t\t};
        \t\tA10000000000000000000019 /* Build configuration list for PBXNativeTarget "MacApp" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tA1000000000000000000001A /* Debug */,
        \t\t\t);
        \t\t};
        /* End XCConfigurationList section */
        \t};
        \trootObject = A10000000000000000000012 /* Project object */;
        }

        """

    @Test func generatedInfoPlistSettingsChangeAndTheRestOfTheProjectStaysByteForByte() throws {
        let plan = try Support.plan(["App/AppDelegate.swift": Self.delegate, "App.xcodeproj/project.pbxproj": Self.project])
        let edited = try #require(Support.text(plan, "App.xcodeproj/project.pbxproj"))
        // The lines that were there are all there, in order, but the storyboard key.
        let before = Self.project.split(separator: "\n", omittingEmptySubsequences: false)
        let after = edited.split(separator: "\n", omittingEmptySubsequences: false)
        let kept = before.filter { !$0.contains("INFOPLIST_KEY_UIMainStoryboardFile") }
        var remaining = after[...]
        for line in kept {
            let index = try #require(remaining.firstIndex(of: line), "line lost: \(line)")
            remaining = after[(index + 1)...]
        }
        let added = after.filter { !before.contains($0) }
        #expect(added.count == 5, "\(added)")
        #expect(added.contains("\t\t\t\tINFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;"))
        #expect(edited.contains("\t\t\t\tGENERATE_INFOPLIST_FILE = YES;\n\t\t\t\tINFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;\n\t\t\t\tINFOPLIST_KEY_UILaunchStoryboardName"), "in its sorted place")
        #expect(edited.components(separatedBy: "SceneManifest_Generation").count == 2, "only the iOS app target, not the test target or the Mac app")
        #expect(added.filter { $0.contains("SceneDelegate.swift") }.count == 4, "file reference, build file, group, Sources phase")
        #expect(edited.contains("/* SceneDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = "))
        // The app delegate names the scene delegate and the storyboard: build settings cannot.
        let app = try #require(Support.text(plan, "App/AppDelegate.swift"))
        #expect(app.contains("configuration.delegateClass = SceneDelegate.self"))
        #expect(app.contains("configuration.storyboard = UIStoryboard(name: \"Main\", bundle: nil)"))

        // Idempotent: the project now generates a scene manifest.
        let root = try Support.folder(["App/AppDelegate.swift": app, "App.xcodeproj/project.pbxproj": edited,
                                       "App/SceneDelegate.swift": try #require(Support.text(plan, "App/SceneDelegate.swift"))])
        defer { try? FileManager.default.removeItem(at: root) }
        let again = try Migrator.plan(folder: root)
        #expect(again.changes.isEmpty)
        #expect(again.alreadyScenes)
    }
}

extension ManifestEditTests {
    /// A `(` inside a quoted build setting does not derail the project reader: the generation key
    /// lands in the app's block and the storyboard key goes.
    @Test func aParenthesisInAQuotedSettingStaysInsideItsString() throws {
        let project = Self.project.replacingOccurrences(of: "\t\t\t\tINFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;\n",
                                                        with: "\t\t\t\tINFOPLIST_KEY_NSCameraUsageDescription = \"Scan QR codes :(\";\n\t\t\t\tINFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;\n")
        #expect(project != Self.project)
        let plan = try Support.plan(["App/AppDelegate.swift": Self.delegate, "App.xcodeproj/project.pbxproj": project])
        let edited = try #require(Support.text(plan, "App.xcodeproj/project.pbxproj"))
        #expect(!edited.contains("INFOPLIST_KEY_UIMainStoryboardFile"))
        #expect(edited.contains("\t\t\t\tGENERATE_INFOPLIST_FILE = YES;\n\t\t\t\tINFOPLIST_KEY_NSCameraUsageDescription = \"Scan QR codes :(\";\n\t\t\t\tINFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;\n"), "in its sorted place, inside the block")
        #expect(edited.components(separatedBy: "SceneManifest_Generation").count == 2)
    }
}

extension ManifestEditTests {
    /// A project file holding a byte that is not UTF-8: its edits could not be placed exactly, so
    /// it is named and left byte for byte.
    @Test func aProjectFileWithABytesThatIsNotUTF8IsNamedAndLeftAlone() throws {
        let root = try Support.folder(["App/AppDelegate.swift": Self.delegate])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        var bytes = Array(Self.project.utf8)
        bytes.insert(contentsOf: Array("/* caf".utf8) + [0xE9] + Array(" */\n".utf8), at: bytes.firstRange(of: Array("/* Begin PBXBuildFile section */".utf8))!.lowerBound)
        try Data(bytes).write(to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        let plan = try Migrator.plan(folder: root)
        #expect(!plan.changes.contains { $0.path.hasSuffix("project.pbxproj") })
        #expect(plan.steps.contains { $0.id == "project-not-read" && $0.message.hasPrefix("not read (it holds bytes that are not UTF-8") })
    }
}

/// Folders and files `scenectl migrate` must refuse or skip without hanging or guessing.
struct MigrateHostileInputTests {
    /// An Info.plist is read as every tool reads one (`InfoPlistLoader`): a damaged binary plist
    /// is screened and called what it is, with what to do.
    @Test func aDamagedBinaryInfoPlistIsNamedWithTheLoadersDiagnosis() throws {
        let root = try MigrateTestSupport.folder(["AppDelegate.swift": ManifestEditTests.delegate])
        defer { try? FileManager.default.removeItem(at: root) }
        try (Data("bplist00".utf8) + Data(repeating: 0xFF, count: 40)).write(to: root.appendingPathComponent("Info.plist"))
        let plan = try Migrator.plan(folder: root)
        let step = try #require(plan.steps.first { $0.file == "Info.plist" })
        #expect(step.kind == .manual)
        #expect(step.message.hasPrefix("not edited: the file is a damaged binary property list"), "\(step.message)")
        #expect(step.message.hasSuffix("convert a good copy with `plutil -convert xml1`. Then run scenectl migrate again"), "\(step.message)")
    }

    /// A project file the project reader cannot read is named with the reason; none of its
    /// settings is changed.
    @Test func aProjectFileThatIsNotAPropertyListIsNamedAndLeftAlone() throws {
        let plan = try MigrateTestSupport.plan(["App/AppDelegate.swift": ManifestEditTests.delegate, "App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{ objects = {\n"])
        #expect(!plan.changes.contains { $0.path.hasSuffix("project.pbxproj") })
        let step = try #require(plan.steps.first { $0.file == "App.xcodeproj/project.pbxproj" })
        #expect(step.kind == .manual)
        #expect(step.message.hasPrefix("not read (not a property list ("), "\(step.message)")
        #expect(step.message.hasSuffix("; open the project in Xcode once to rewrite it): its build settings were not checked or changed"), "\(step.message)")
    }

    @Test func aFIFONamedInfoPlistIsSkippedNotRead() throws {
        let root = try MigrateTestSupport.folder(["AppDelegate.swift": ManifestEditTests.delegate])
        defer { try? FileManager.default.removeItem(at: root) }
        let fifo = root.appendingPathComponent("Info.plist").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let plan = try Migrator.plan(folder: root)
        #expect(!plan.changes.contains { $0.path == "Info.plist" })
        #expect(plan.steps.contains { $0.kind == .manual && $0.message.hasPrefix("no application Info.plist") })
    }

    /// A symbolic link to the app's sources (shared code, a monorepo's layout) is not followed, so
    /// that `--write` never changes a file outside the folder it was given; it is named, with
    /// what to do, instead of a bare "no app delegate was found".
    @Test func aLinkedFolderOrFileIsNamedNotSkippedInSilence() throws {
        let outside = try MigrateTestSupport.folder(["AppDelegate.swift": ManifestEditTests.delegate, "Helper.swift": "let x = 1\n"])
        defer { try? FileManager.default.removeItem(at: outside) }
        let root = try MigrateTestSupport.folder(["Info.plist": MigrateTestSupport.plist])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Sources").path, withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Helper.swift").path, withDestinationPath: outside.appendingPathComponent("Helper.swift").path)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("README").path, withDestinationPath: "/nonexistent")
        let plan = try Migrator.plan(folder: root)
        let folder = try #require(plan.steps.first { $0.file == "Sources" })
        #expect(folder.kind == .manual)
        #expect(folder.message == "a symbolic link to a folder (\(outside.path)), not followed: --write changes no file outside the folder it is given; run scenectl migrate on the folder it points to, or on a folder that holds both")
        #expect(plan.steps.contains { $0.file == "Helper.swift" && $0.kind == .manual && $0.message.hasPrefix("a symbolic link to a Swift file") })
        #expect(!plan.steps.contains { $0.file == "README" }, "a link to something the migration would not read anyway is not a step")
    }

    /// The Info.plist of a variant target beside the app's (`Info-Staging.plist`) is found by the
    /// tools' one Info.plist rule and gets the same manifest; a file whose name is not UTF-8 is
    /// named, not rewritten.
    @Test func aVariantInfoPlistGetsTheManifestTooAndANonUTF8NameIsNamed() throws {
        let root = try MigrateTestSupport.folder(["AppDelegate.swift": ManifestEditTests.delegate, "Info.plist": MigrateTestSupport.plist, "Info-Staging.plist": MigrateTestSupport.plist])
        defer { try? FileManager.default.removeItem(at: root) }
        let name = Array(root.path.utf8) + Array("/Caf".utf8) + [0xE9] + Array(".swift".utf8)
        let fd = (name.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        #expect(fd >= 0)
        close(fd)
        let plan = try Migrator.plan(folder: root)
        #expect(MigrateTestSupport.text(plan, "Info-Staging.plist") == MigrateTestSupport.text(plan, "Info.plist"))
        #expect(MigrateTestSupport.text(plan, "Info.plist")?.contains("<key>UIApplicationSceneManifest</key>") == true)
        let step = try #require(plan.steps.first { $0.file == "Caf\\xE9.swift" })
        #expect(step.kind == .manual)
        #expect(step.message == "not read (its name is not UTF-8, so it cannot be rewritten by name): check it by hand")
    }

    @Test func aFileOrAMissingFolderIsRefusedByName() throws {
        let root = try MigrateTestSupport.folder(["AppDelegate.swift": ManifestEditTests.delegate])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("AppDelegate.swift")
        #expect(throws: MigrationError("\(file.path) is a file; give the folder that holds the app's Swift files and Info.plist.")) {
            try Migrator.plan(folder: file)
        }
        let missing = root.appendingPathComponent("nothing")
        #expect(throws: MigrationError("\(missing.path): no such folder; give the folder that holds the app's Swift files and Info.plist.")) {
            try Migrator.plan(folder: missing)
        }
    }
}
