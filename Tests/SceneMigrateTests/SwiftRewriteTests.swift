import Foundation
import SceneMigrate
import Testing

/// Each Swift rewrite, with the lookalikes it must leave alone.
struct SwiftRewriteTests {
    typealias Support = MigrateTestSupport

    @Test func theWindowMadeInCodeIsMadeForTheWindowSceneAndTheStoryboardIsNotNamedTwice() throws {
        let delegate = Support.appDelegate("""
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    FirebaseApp.configure()
                    let root = UINavigationController(rootViewController: HomeViewController())
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = root   // the home screen
                    window?.makeKeyAndVisible()
                    return true
                }
            """)
        let plist = Support.plist.replacingOccurrences(of: "</dict>\n</plist>", with: "\t<key>UIMainStoryboardFile</key>\n\t<string>Main</string>\n</dict>\n</plist>")
        let plan = try Support.plan(["App/AppDelegate.swift": delegate, "App/Info.plist": plist])
        let scene = try #require(Support.text(plan, "App/SceneDelegate.swift"))
        #expect(scene.contains("""
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let root = UINavigationController(rootViewController: HomeViewController())
                    window = UIWindow(windowScene: windowScene)
                    window?.rootViewController = root   // the home screen
                    window?.makeKeyAndVisible()
                }
            """))
        let app = try #require(Support.text(plan, "App/AppDelegate.swift"))
        #expect(app.contains("FirebaseApp.configure()\n        return true"), "process-wide set-up stays")
        #expect(!app.contains("var window"))
        let info = try #require(Support.text(plan, "App/Info.plist"))
        #expect(!info.contains("UISceneStoryboardFile"), "the code makes the root: no second one from the storyboard")
        #expect(!info.contains("UIMainStoryboardFile"))
        #expect(plan.steps.contains { $0.message.contains("also creates its window in code") })
    }

    @Test func aWindowPropertyOfAnotherTypeAndOtherWindowsAreLeftAlone() throws {
        let delegate = Support.appDelegate("""
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    window?.rootViewController = UIViewController()
                    window?.makeKeyAndVisible()
                    return true
                }
            """, extra: """

            final class Panel {
                var window: PanelWindow?
                func show(in view: UIView, scene: UIWindowScene) {
                    window?.open()
                    let host = view.window
                    let key = scene.keyWindow
                    let mine = self.window
                    _ = (host, key, mine)
                }
            }
            """)
        let plan = try Support.plan(["AppDelegate.swift": delegate, "Info.plist": Support.plist])
        let app = try #require(Support.text(plan, "AppDelegate.swift"))
        for line in ["    var window: PanelWindow?", "        window?.open()", "        let host = view.window", "        let key = scene.keyWindow", "        let mine = self.window"] {
            #expect(app.contains(line + "\n"), "\(line) must stay")
        }
        #expect(!app.contains("sceneKeyWindow"))
    }

    @Test func launchOptionsHandedToAnSDKStayWithACheck() throws {
        let members = """
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    window?.makeKeyAndVisible()
                    ApplicationDelegate.shared.application(application, didFinishLaunchingWithOptions: launchOptions)
                    return true
                }
            """
        let plan = try Support.plan(["AppDelegate.swift": Support.appDelegate(members), "Info.plist": Support.plist])
        let app = try #require(Support.text(plan, "AppDelegate.swift"))
        #expect(app.contains("""
                    // scenectl migrate: check: launchOptions is passed on here (to ApplicationDelegate); in a scene app it has no URL, user activity, shortcut item or notification: if this code reads them, call its scene API from the scene delegate
                    ApplicationDelegate.shared.application(application, didFinishLaunchingWithOptions: launchOptions)
                    return true
            """))
        #expect(plan.steps.contains { $0.kind == .check && $0.line == 10 && $0.message.contains("launchOptions is passed on") })
        let scene = try #require(Support.text(plan, "SceneDelegate.swift"))
        #expect(!scene.contains("launchOptions"))

        // A second run adds no second comment.
        let root = try Support.folder(["AppDelegate.swift": app, "Info.plist": Support.plist])
        defer { try? FileManager.default.removeItem(at: root) }
        let again = try Migrator.plan(folder: root)
        #expect(again.changes.first { $0.path == "AppDelegate.swift" } == nil, "the comment is there already")
    }

    @Test func codeInsideIfOSMacOSIsLeftAlone() throws {
        let extra = """

            enum Windows {
                static var main: Any? {
                    #if os(macOS)
                    return NSApplication.shared.keyWindow ?? UIApplication.shared.keyWindow
                    #else
                    return UIApplication.shared.keyWindow
                    #endif
                }
            }
            """
        let members = """
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    window?.makeKeyAndVisible()
                    return true
                }
            """
        let plan = try Support.plan(["AppDelegate.swift": Support.appDelegate(members, extra: extra), "Info.plist": Support.plist])
        let app = try #require(Support.text(plan, "AppDelegate.swift"))
        #expect(app.contains("        return NSApplication.shared.keyWindow ?? UIApplication.shared.keyWindow\n"))
        #expect(app.contains("        #else\n        return UIApplication.shared.sceneKeyWindow\n"))
    }

    @Test func everyLaunchEntryPointIsRoutedThroughOneSharedFunction() throws {
        let members = """
                let router = Router()

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = router.root
                    window?.makeKeyAndVisible()
                    if let item = launchOptions?[UIApplication.LaunchOptionsKey.shortcutItem] as? UIApplicationShortcutItem {
                        router.log(item.type)
                    }
                    return true
                }

                func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool {
                    router.open(url)
                }

                private func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
                    router.open(userActivity.webpageURL!)
                }

                func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
                    completionHandler(router.perform(shortcutItem))
                }
            """
        let plan = try Support.plan(["AppDelegate.swift": Support.appDelegate(members), "Info.plist": Support.plist])
        let app = try #require(Support.text(plan, "AppDelegate.swift"))
        #expect(app.contains("    func handleOpenURL(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool {\n        router.open(url)\n"))
        #expect(app.contains("    func handleUserActivity(_ application: UIApplication, continue userActivity: NSUserActivity,"), "private goes: the scene delegate calls it")
        #expect(app.contains("    func handleShortcutItem(_ application: UIApplication, performActionFor shortcutItem:"))
        let scene = try #require(Support.text(plan, "SceneDelegate.swift"))
        #expect(scene.contains("""
                    if let item = connectionOptions.shortcutItem {
                        appDelegate.router.log(item.type)
                    }
            """))
        #expect(scene.contains("self.scene(scene, openURLContexts: connectionOptions.urlContexts)"))
        #expect(scene.contains("for userActivity in connectionOptions.userActivities {\n            self.scene(scene, continue: userActivity)"))
        #expect(scene.contains("if let shortcutItem = connectionOptions.shortcutItem {\n            self.windowScene(windowScene, performActionFor: shortcutItem, completionHandler: { _ in })"))
        #expect(scene.contains("_ = appDelegate.handleOpenURL(UIApplication.shared, open: context.url, options: [:])"), "options unused: none built")
        #expect(scene.contains("appDelegate.handleShortcutItem(UIApplication.shared, performActionFor: shortcutItem, completionHandler: completionHandler)"))
        #expect(scene.contains("window = UIWindow(windowScene: windowScene)\n        window?.rootViewController = appDelegate.router.root"))
    }

    @Test func aLaunchReadThatReturnsStaysWithAManualStep() throws {
        let members = """
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    window?.makeKeyAndVisible()
                    if let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {
                        handle(item)
                        return false
                    }
                    return true
                }
                func handle(_ item: UIApplicationShortcutItem) {}
            """
        let plan = try Support.plan(["AppDelegate.swift": Support.appDelegate(members), "Info.plist": Support.plist])
        let app = try #require(Support.text(plan, "AppDelegate.swift"))
        #expect(app.contains("        // scenectl migrate: this launch option read belongs in the scene delegate's scene(_:willConnectTo:options:) but was left here: it returns from the method\n        if let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {\n            handle(item)\n            return false\n"))
        #expect(plan.steps.contains { $0.kind == .manual && $0.message.contains("it returns from the method") })
    }

    @Test func stateCallbacksMoveForOneWindowAndStayAppWideForSeveral() throws {
        let members = """
                let sync = Sync()

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    window?.makeKeyAndVisible()
                    return true
                }

                func applicationDidEnterBackground(_ application: UIApplication) {
                    sync.stop()
                    window?.rootViewController?.view.endEditing(true)
                }

                func applicationWillTerminate(_ application: UIApplication) {
                    // Called when the application is about to terminate.
                }

                func applicationDidBecomeActive(_ application: UIApplication) {
                    // Restart any tasks that were paused (or not yet started) while the application was inactive.
                }
            """
        let single = try Support.plan(["AppDelegate.swift": Support.appDelegate(members), "Info.plist": Support.plist])
        let scene = try #require(Support.text(single, "SceneDelegate.swift"))
        #expect(scene.contains("    func sceneDidEnterBackground(_ scene: UIScene) {\n        appDelegate.sync.stop()\n        window?.rootViewController?.view.endEditing(true)\n    }"))
        #expect(!scene.contains("sceneDidBecomeActive"), "an empty template body is not moved")
        let app = try #require(Support.text(single, "AppDelegate.swift"))
        #expect(!app.contains("applicationDidEnterBackground") && !app.contains("applicationDidBecomeActive"))
        #expect(app.contains("applicationWillTerminate"), "UIKit still calls it")

        let several = try Support.plan(["AppDelegate.swift": Support.appDelegate(members), "Info.plist": Support.plist], options: MigrationOptions(multipleWindows: true))
        let app2 = try #require(Support.text(several, "AppDelegate.swift"))
        #expect(app2.contains("    func appDidEnterBackground(_ application: UIApplication) {\n        sync.stop()\n"))
        #expect(app2.contains("_ = center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil) { [unowned self] _ in"))
        #expect(app2.contains("MainActor.assumeIsolated { self.appDidEnterBackground(UIApplication.shared) }"))
        #expect(app2.contains("        observeApplicationState()\n        window = UIWindow()") == false, "the window line moved")
        #expect(app2.contains("        observeApplicationState()\n        return true"))
        #expect(app2.contains("        // scenectl migrate: check: per window: this touches a window"))
        #expect(several.steps.contains { $0.message.hasPrefix("per window") })
        #expect(several.done.contains { $0.contains("1 statement(s) per process, 1 per window") })
        let info = try #require(Support.text(several, "Info.plist"))
        #expect(info.contains("<key>UIApplicationSupportsMultipleScenes</key>\n\t\t<true/>"))
    }

    @Test func appDelegateWindowLookupsBecomeSceneAwareAndTheRestIsListed() throws {
        let members = """
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    window?.makeKeyAndVisible()
                    return true
                }
            """
        let extra = """

            @MainActor func lookups() {
                let a = UIApplication.shared.delegate?.window??.rootViewController
                let b = UIApplication.shared.delegate!.window!!.bounds
                let c = UIApplication.shared.windows.first(where: { $0.isKeyWindow })
                let d = UIApplication.shared.windows.filter { $0.isKeyWindow }
                let e = (UIApplication.shared.delegate as! AppDelegate).window
                let f = appDelegate.window
                _ = (a, b, c, d, e, f)
            }
            """
        let plan = try Support.plan(["AppDelegate.swift": Support.appDelegate(members, extra: extra), "Info.plist": Support.plist])
        let app = try #require(Support.text(plan, "AppDelegate.swift"))
        #expect(app.contains("let a = UIApplication.shared.sceneKeyWindow?.rootViewController\n"))
        #expect(app.contains("let b = UIApplication.shared.sceneKeyWindow!.bounds\n"))
        #expect(app.contains("let c = UIApplication.shared.sceneKeyWindow\n"))
        #expect(app.contains("let e = UIApplication.shared.sceneKeyWindow\n"))
        #expect(app.contains("    // scenectl migrate: window lookup not rewritten: UIApplication.shared.windows lists every window of every scene"))
        #expect(app.contains("    // scenectl migrate: window lookup not rewritten: `appDelegate.window` reads the app delegate's window"))
        #expect(plan.steps.filter { $0.kind == .manual && $0.message.hasPrefix("window lookup not rewritten") }.count == 2)
        let scene = try #require(Support.text(plan, "SceneDelegate.swift"))
        #expect(scene.contains("var sceneKeyWindow: UIWindow? {"))
    }

    @Test func formattingAndCommentsOutsideTheEditsStayByteForByte() throws {
        let members = """
                // A comment the tool must keep.
                func application(_ application: UIApplication,
                                 didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
                {
                    /* set-up */ Services.start( fast : true )   // odd spacing kept
                    #if DEBUG
                    Debug.enable()
                    #endif
                    window = UIWindow()
                    window?.makeKeyAndVisible()
                    return true
                }

                func applicationWillTerminate(_ application: UIApplication) {  Services.stop( )  }
            """
        let source = Support.appDelegate(members)
        let plan = try Support.plan(["AppDelegate.swift": source, "Info.plist": Support.plist])
        let app = try #require(Support.text(plan, "AppDelegate.swift"))
        // The property right after the class's `{` goes with the blank line after it.
        var expected = source.replacingOccurrences(of: "    var window: UIWindow?\n\n", with: "")
        expected = expected.replacingOccurrences(of: "        window = UIWindow()\n        window?.makeKeyAndVisible()\n", with: "")
        #expect(app == expected)
    }

    @Test func anAppWithAnObjectiveCDelegateIsListed() throws {
        let plan = try Support.plan(["AppDelegate.m": "@implementation AppDelegate\n@end\n", "Helper.m": "", "Info.plist": Support.plist])
        #expect(plan.steps.contains { $0.kind == .manual && $0.file == "AppDelegate.m" && $0.message.contains("an Objective-C delegate file no recipe migrated") })
        #expect(plan.steps.contains { $0.message.contains("no Swift class conforming to UIApplicationDelegate") })
        #expect(plan.steps.contains { $0.message.contains("1 other Objective-C file(s) not read") })
        #expect(plan.changes.isEmpty, "no manifest naming a scene delegate that does not exist")
        #expect(plan.steps.contains { $0.kind == .manual && $0.file == "Info.plist" && $0.message.hasPrefix("not edited: the scene manifest would name a scene delegate that does not exist yet") })
    }

    /// An app delegate inside a top-level `#if os(iOS)` block is the app's (the doctor finds it too).
    @Test func anAppDelegateInsideATopLevelIfBlockIsMigrated() throws {
        let source = """
            import UIKit

            #if os(iOS)
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = UIViewController()
                    window?.makeKeyAndVisible()
                    return true
                }
            }
            #endif

            """
        let plan = try Support.plan(["AppDelegate.swift": source, "Info.plist": Support.plist])
        #expect(plan.changes.map(\.path) == ["AppDelegate.swift", "Info.plist", "SceneDelegate.swift"])
        #expect(Support.text(plan, "AppDelegate.swift") == """
            import UIKit

            #if os(iOS)
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    return true
                }
            }
            #endif

            """)
        #expect(Support.text(plan, "SceneDelegate.swift")?.contains("        window = UIWindow(windowScene: windowScene)\n        window?.rootViewController = UIViewController()\n        window?.makeKeyAndVisible()\n") == true)
    }

    /// A CRLF file: the window set-up and a state callback move as in an LF one, the lines the
    /// tool inserts end with CRLF, and the new scene delegate has no stray `\r`.
    @Test func aCRLFFileIsMigratedWithItsOwnLineEnds() throws {
        let lf = Support.appDelegate("""
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = UIViewController()
                    window?.makeKeyAndVisible()
                    Tracker.start(launchOptions: launchOptions)
                    return true
                }

                func applicationDidBecomeActive(_ application: UIApplication) {
                    Tracker.resume()
                }
            """)
        let lfPlan = try Support.plan(["AppDelegate.swift": lf, "Info.plist": Support.plist])
        let crlfPlan = try Support.plan(["AppDelegate.swift": lf.replacingOccurrences(of: "\n", with: "\r\n"), "Info.plist": Support.plist])
        #expect(crlfPlan.changes.map(\.path) == lfPlan.changes.map(\.path))
        #expect(crlfPlan.steps.map(\.id) == lfPlan.steps.map(\.id))
        let crlfDelegate = try #require(Support.text(crlfPlan, "AppDelegate.swift"))
        #expect(crlfDelegate == Support.text(lfPlan, "AppDelegate.swift")?.replacingOccurrences(of: "\n", with: "\r\n"), "the same edit, in the file's own line ends")
        #expect(Support.text(crlfPlan, "SceneDelegate.swift") == Support.text(lfPlan, "SceneDelegate.swift"))
    }

    /// A byte that is not UTF-8 (a Latin-1 name in a comment) stays that byte on --write, in
    /// lines the migration never touched.
    @Test func aByteThatIsNotUTF8IsKept() throws {
        let source = Support.appDelegate("""
                // Written by Ren\u{00E9}e.
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.tintColor = .red
                    return true
                }
            """)
        var bytes = Array(source.utf8)
        let accent = try #require(bytes.firstRange(of: [0xC3, 0xA9]))
        bytes.replaceSubrange(accent, with: [0xE9])  // Latin-1 é
        let root = try Support.folder(["Info.plist": Support.plist, "Main.storyboard": ""])
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(bytes).write(to: root.appendingPathComponent("AppDelegate.swift"))
        let plan = try Migrator.plan(folder: root)
        let change = try #require(plan.changes.first { $0.path == "AppDelegate.swift" })
        #expect(Array(change.new).contains(0xE9))
        #expect(!Array(change.new).starts(with: [0xEF, 0xBF, 0xBD]) && Array(change.new).firstRange(of: [0xEF, 0xBF, 0xBD]) == nil, "no U+FFFD")
    }

    /// `self.x` inside an escaping closure of a moved state callback: `self.appDelegate.x`, which
    /// compiles in the scene delegate (`appDelegate.x` alone does not: the closure needs `self`).
    @Test func selfInAnEscapingClosureOfAMovedCallbackKeepsAnExplicitSelf() throws {
        let source = Support.appDelegate("""
                func applicationDidBecomeActive(_ application: UIApplication) {
                    self.refresh()
                    DispatchQueue.main.async {
                        self.refresh()
                    }
                }

                func refresh() {}
            """)
        let plan = try Support.plan(["AppDelegate.swift": source, "Info.plist": Support.plist])
        let scene = try #require(Support.text(plan, "SceneDelegate.swift"))
        #expect(scene.contains("""
                func sceneDidBecomeActive(_ scene: UIScene) {
                    appDelegate.refresh()
                    DispatchQueue.main.async {
                        self.appDelegate.refresh()
                    }
                }
            """), "\(scene)")
    }
}
