import Foundation
import SceneMigrate
import Testing

/// A folder of several apps is migrated app by app, as the doctor judges it (the tools' one app
/// partition): each app's scene delegate beside its own app delegate, its own Info.plist edited,
/// an app already on scenes left alone.
struct SeveralAppsTests {
    static let sceneDelegate = """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
        }

        """

    static let sceneManifestPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>LSRequiresIPhoneOS</key>
        \t<true/>
        \t<key>UIApplicationSceneManifest</key>
        \t<dict>
        \t\t<key>UISceneConfigurations</key>
        \t\t<dict>
        \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
        \t\t\t<array>
        \t\t\t\t<dict>
        \t\t\t\t\t<key>UISceneDelegateClassName</key>
        \t\t\t\t\t<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
        \t\t\t\t</dict>
        \t\t\t</array>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """

    @Test func threeSampleAppsOneAlreadyOnScenesAreMigratedAppByApp() throws {
        let plan = try MigrateTestSupport.plan([
            "Samples/Alpha/AppDelegate.swift": ManifestEditTests.delegate, "Samples/Alpha/Info.plist": MigrateTestSupport.plist,
            "Samples/Beta/AppDelegate.swift": ManifestEditTests.delegate, "Samples/Beta/Info.plist": MigrateTestSupport.plist,
            "Samples/Gamma/AppDelegate.swift": MigrateTestSupport.appDelegate(""), "Samples/Gamma/SceneDelegate.swift": Self.sceneDelegate,
            "Samples/Gamma/Info.plist": Self.sceneManifestPlist,
        ])
        #expect(!plan.alreadyScenes)
        #expect(plan.changes.map(\.path) == [
            "Samples/Alpha/AppDelegate.swift", "Samples/Alpha/Info.plist", "Samples/Alpha/SceneDelegate.swift",
            "Samples/Beta/AppDelegate.swift", "Samples/Beta/Info.plist", "Samples/Beta/SceneDelegate.swift",
        ])
        // The same app in two folders: the same migration, file for file.
        for name in ["AppDelegate.swift", "Info.plist", "SceneDelegate.swift"] {
            #expect(MigrateTestSupport.text(plan, "Samples/Alpha/\(name)") == MigrateTestSupport.text(plan, "Samples/Beta/\(name)"), "\(name)")
        }
        // And the same as the app alone in its folder.
        let alone = try MigrateTestSupport.plan(["AppDelegate.swift": ManifestEditTests.delegate, "Info.plist": MigrateTestSupport.plist])
        for name in ["AppDelegate.swift", "Info.plist", "SceneDelegate.swift"] {
            #expect(MigrateTestSupport.text(plan, "Samples/Alpha/\(name)") == MigrateTestSupport.text(alone, name), "\(name)")
        }
        #expect(plan.done.contains("app Alpha: 1 Swift file(s); Samples/Alpha/Info.plist"), "\(plan.done)")
        #expect(plan.done.contains("app Beta: 1 Swift file(s); Samples/Beta/Info.plist"), "\(plan.done)")
        #expect(!plan.done.contains { $0.contains("Gamma") }, "\(plan.done)")
    }

    /// flutter_server_box's shape: the project's watchOS app is a SwiftUI `App`. Its code is another
    /// target's, not the iOS app's: the iOS app is migrated, not taken for one already on scenes.
    @Test func anotherTargetsSwiftUIAppDoesNotMakeTheIOSAppAdopted() throws {
        let project = """
            { objects = {
                PROJ = { isa = PBXProject; buildConfigurationList = PL; mainGroup = MAIN; targets = ( T1, T2 ); };
                MAIN = { isa = PBXGroup; children = ( G1, G2 ); sourceTree = "<group>"; };
                G1 = { isa = PBXGroup; children = ( F1 ); path = App; sourceTree = "<group>"; };
                G2 = { isa = PBXGroup; children = ( F2 ); path = Watch; sourceTree = "<group>"; };
                F1 = { isa = PBXFileReference; path = AppDelegate.swift; sourceTree = "<group>"; };
                F2 = { isa = PBXFileReference; path = WatchApp.swift; sourceTree = "<group>"; };
                B1 = { isa = PBXBuildFile; fileRef = F1; };
                B2 = { isa = PBXBuildFile; fileRef = F2; };
                S1 = { isa = PBXSourcesBuildPhase; files = ( B1 ); };
                S2 = { isa = PBXSourcesBuildPhase; files = ( B2 ); };
                PL = { isa = XCConfigurationList; buildConfigurations = ( PD ); };
                PD = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = iphoneos; }; };
                T1 = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = ( S1 ); buildConfigurationList = TL1; };
                T2 = { isa = PBXNativeTarget; name = Watch; productType = "com.apple.product-type.application"; buildPhases = ( S2 ); buildConfigurationList = TL2; };
                TL1 = { isa = XCConfigurationList; buildConfigurations = ( TD1 ); };
                TD1 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { INFOPLIST_FILE = "App/Info-$(CONFIGURATION).plist"; }; };
                TL2 = { isa = XCConfigurationList; buildConfigurations = ( TD2 ); };
                TD2 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = watchos; GENERATE_INFOPLIST_FILE = YES; }; };
            }; }
            """
        let plan = try MigrateTestSupport.plan([
            "App.xcodeproj/project.pbxproj": project,
            "App/AppDelegate.swift": ManifestEditTests.delegate,
            "App/Info-Debug.plist": MigrateTestSupport.plist,
            "Watch/WatchApp.swift": "import SwiftUI\n\n@main\nstruct WatchApp: App {\n    var body: some Scene { WindowGroup { Text(\"Hi\") } }\n}\n",
        ])
        #expect(!plan.alreadyScenes)
        #expect(plan.changes.map(\.path).sorted() == ["App/AppDelegate.swift", "App/Info-Debug.plist", "App/SceneDelegate.swift"])
    }
}
