import Foundation
import SceneMigrate
@testable import scenectl
import Testing

/// `scenectl migrate --verify`'s doctor: SceneDoctor in process on the written app; a finding in
/// a line the migration wrote fails, a finding in code it did not touch is listed as pre-existing.
struct DoctorVerifierTests {
    /// A scene delegate that loses a cold launch's URL (the doctor's url-lost-at-cold-launch).
    static let losingSceneDelegate = """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                window = UIWindow(windowScene: windowScene)
                window?.makeKeyAndVisible()
            }

            func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                guard let url = URLContexts.first?.url else { return }
                print(url)
            }
        }

        """

    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>CFBundleIdentifier</key>
        \t<string>com.example.App</string>
        \t<key>UIApplicationSceneManifest</key>
        \t<dict>
        \t\t<key>UISceneConfigurations</key>
        \t\t<dict>
        \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
        \t\t\t<array>
        \t\t\t\t<dict>
        \t\t\t\t\t<key>UISceneConfigurationName</key>
        \t\t\t\t\t<string>Default Configuration</string>
        \t\t\t\t\t<key>UISceneDelegateClassName</key>
        \t\t\t\t\t<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
        \t\t\t\t</dict>
        \t\t\t</array>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """

    @Test func aFindingInWrittenCodeFailsAndOneInUntouchedCodeIsListed() throws {
        let app = try MigrateTestSupport.folder(["SceneDelegate.swift": Self.losingSceneDelegate, "Info.plist": Self.plist])
        defer { try? FileManager.default.removeItem(at: app) }

        // The tool wrote SceneDelegate.swift: the finding is its fault.
        let wrote = MigrationPlan(changes: [FileChange(path: "SceneDelegate.swift", old: nil, new: Data(Self.losingSceneDelegate.utf8))])
        guard case .failed(let problems) = DoctorVerifier().verify(folder: app, plan: wrote) else {
            Issue.record("a finding in the written scene delegate did not fail the verification")
            return
        }
        #expect(problems.contains { $0.hasPrefix("SceneDelegate.swift:") && $0.hasSuffix("[url-lost-at-cold-launch]") }, "\(problems)")

        // The same file, untouched by the tool: there before, listed, not failing.
        let untouched = MigrationPlan(changes: [FileChange(path: "Info.plist", old: Data(), new: Data(Self.plist.utf8))])
        guard case .passedNoting(let detail, let notes) = DoctorVerifier().verify(folder: app, plan: untouched) else {
            Issue.record("a finding in code the tool did not touch was not listed as pre-existing")
            return
        }
        #expect(detail.hasPrefix("nothing in the code the migration wrote"))
        #expect(notes.contains { $0.hasPrefix("SceneDelegate.swift:") && $0.hasSuffix("[url-lost-at-cold-launch]") }, "\(notes)")
    }

    @Test func theMigratedExampleIsCleanForTheDoctor() throws {
        let app = try MigrateTestSupport.copy("Examples/LegacyApp")
        defer { try? FileManager.default.removeItem(at: app) }
        let plan = try Migrator.plan(folder: app)
        try Migrator.write(plan, to: app)
        let outcome = DoctorVerifier().verify(folder: app, plan: plan)
        guard case .passed(let detail) = outcome else {
            Issue.record("the doctor found something in the migrated example: \(outcome)")
            return
        }
        #expect(detail.contains("Swift file(s) read"))
    }

    /// The verifier reads the folder as `scenectl doctor FOLDER` does: a binary Info.plist is read,
    /// not dropped, and an app that would still trap at launch with the iOS 27 SDK fails.
    @Test func aBinaryInfoPlistIsReadAndAnAppThatStillWillNotLaunchFails() throws {
        let delegate = """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }

            """
        let app = try MigrateTestSupport.folder(["AppDelegate.swift": delegate])
        defer { try? FileManager.default.removeItem(at: app) }
        let keys: [String: Any] = ["CFBundleIdentifier": "com.example.App", "CFBundleExecutable": "App", "UIMainStoryboardFile": "Main"]
        try PropertyListSerialization.data(fromPropertyList: keys, format: .binary, options: 0).write(to: app.appendingPathComponent("Info.plist"))
        let outcome = DoctorVerifier().verify(folder: app, plan: MigrationPlan())
        guard case .failed(let problems) = outcome else {
            Issue.record("an app without a scene manifest passed the doctor's verification: \(outcome)")
            return
        }
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.hasPrefix("Info.plist:1:1: error: ") == true, "\(problems)")
        #expect(problems.first?.hasSuffix("[scene-life-cycle-not-adopted]") == true, "\(problems)")
    }

    /// A callback the migration leaves behind is dead once the app is scene-based: the doctor did
    /// not find it before the migration, so it is the migration's, not "pre-existing".
    @Test func aFindingTheMigrationCausedOutsideItsLinesIsItsOwn() throws {
        let app = try MigrateTestSupport.folder([
            "AppDelegate.swift": MigrateTestSupport.appDelegate("""
                    var paused = false

                    func applicationWillResignActive(_ application: UIApplication) {
                        guard !paused else { return }
                        paused = true
                    }
                """),
            "Info.plist": MigrateTestSupport.plist,
        ])
        defer { try? FileManager.default.removeItem(at: app) }
        let plan = try Migrator.plan(folder: app)
        #expect(plan.steps.contains { $0.id == "state-callback-left" })
        try Migrator.write(plan, to: app)
        guard case .failed(let problems) = DoctorVerifier().verify(folder: app, plan: plan) else {
            Issue.record("a callback the migration left behind passed as pre-existing")
            return
        }
        #expect(problems.contains { $0.hasPrefix("caused by the migration (not found before it): AppDelegate.swift:") && $0.hasSuffix("[app-delegate-state-callback]") }, "\(problems)")
        #expect(!problems.contains { $0.hasPrefix("pre-existing:") && $0.contains("app-delegate-state-callback") }, "\(problems)")
    }
}
