import Foundation
import SceneMigrate
import Testing

/// Shapes met in public app-delegate apps (docs/MIGRATING.md, "Measured on public apps"), in our
/// own code.
struct RealAppShapeTests {
    typealias Support = MigrateTestSupport

    static let launching = "    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n"

    @Test func theAppDelegateMarkedMainWinsAndVendoredPackagesAreNotRead() throws {
        let example = Support.appDelegate(Self.launching + "        window = UIWindow()\n        return true\n    }")
            .replacingOccurrences(of: "@main\n", with: "")
        let app = Support.appDelegate(Self.launching + "        window = UIWindow()\n        window?.makeKeyAndVisible()\n        return true\n    }")
            .replacingOccurrences(of: "@main", with: "@UIApplicationMain")
        let plan = try Support.plan([
            "A Pods/Kit/Example/AppDelegate.swift": example, "A Pods/Kit/Kit.podspec": "", "A Pods/Kit/Example/Info.plist": Support.plist,
            "Sources/App/AppDelegate.swift": app, "Sources/Info.plist": Support.plist,
            "Watch/Info.plist": Support.plist.replacingOccurrences(of: "<dict>\n", with: "<dict>\n\t<key>WKWatchKitApp</key>\n\t<true/>\n"),
        ])
        #expect(plan.changes.map(\.path) == ["Sources/App/AppDelegate.swift", "Sources/App/SceneDelegate.swift", "Sources/Info.plist"])
        #expect(plan.steps.contains { $0.message.contains("with a package of their own") && $0.message.contains("A Pods/Kit") })
    }

    /// MyFlightbook: the window is an outlet of MainWindow.xib (NSMainNibFile); the manual step
    /// said only that the app names no storyboard.
    @Test func aWindowFromTheMainNibIsNamedWithWhatToDo() throws {
        let source = """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                @IBOutlet var window: UIWindow?
            \(Self.launching)        window?.makeKeyAndVisible()
                    return true
                }
            }

            """
        let plist = Support.plist.replacingOccurrences(of: "<dict>\n", with: "<dict>\n\t<key>NSMainNibFile</key>\n\t<string>MainWindow</string>\n")
        let plan = try Support.plan(["AppDelegate.swift": source, "Info.plist": plist])
        let step = try #require(plan.steps.first { $0.id == "no-window-created" })
        #expect(step.message.hasPrefix("no window was created: the window comes from the main nib MainWindow (NSMainNibFile), which UIKit still loads at launch"), "\(step.message)")
    }

    /// A coordinator made with the window moves to willConnect; the call that starts it must move
    /// with it, or it runs on nil before any scene connects (seen in a public wallet app).
    @Test func codeThatReadsAPropertyTheWindowSetUpAssignsMovesWithIt() throws {
        let members = Self.launching + """
                    window = UIWindow(frame: UIScreen.main.bounds)
                    coordinator = AppCoordinator(window: window!)
                    coordinator.start()
                    Analytics.start()
                    return true
                }
                var coordinator: AppCoordinator!
            """
        let plan = try Support.plan(["AppDelegate.swift": Support.appDelegate(members), "Info.plist": Support.plist])
        let app = try #require(Support.text(plan, "AppDelegate.swift"))
        let scene = try #require(Support.text(plan, "SceneDelegate.swift"))
        #expect(!app.contains("coordinator.start()"), "left in didFinishLaunching it would run before the coordinator exists")
        #expect(app.contains("        Analytics.start()\n"))
        #expect(scene.contains("""
                    appDelegate.coordinator = AppCoordinator(window: window!)
                    appDelegate.coordinator.start()
            """))
        #expect(plan.steps.contains { $0.kind == .check && $0.line == 10 && $0.message.hasPrefix("moved to scene(_:willConnectTo:options:) with the window set-up") })
    }

    /// A later statement that must stay (it returns) reads what the window set-up assigns: the
    /// set-up stays too, marked, instead of leaving that statement reading nil.
    @Test func aStatementThatStaysAndReadsWhatTheSetUpAssignsKeepsTheSetUpInPlace() throws {
        let members = Self.launching + """
                    window = UIWindow()
                    coordinator = AppCoordinator(window: window!)
                    return coordinator.start()
                }
                var coordinator: AppCoordinator!
            """
        let plan = try Support.plan(["AppDelegate.swift": Support.appDelegate(members), "Info.plist": Support.plist])
        let app = try #require(Support.text(plan, "AppDelegate.swift"))
        #expect(app.contains("        coordinator = AppCoordinator(window: window!)\n"))
        #expect(app.contains("    var window: UIWindow?"))
        #expect(plan.steps.contains { $0.kind == .manual && $0.message.contains("`coordinator` is also used by code that stays in didFinishLaunching (`return coordinator.start()`)") })
    }

    /// The app delegate hands itself to its own code as a provider of `window` (a protocol of the
    /// app's that requires it, seen in a public health app): the property is kept and the step
    /// says why, instead of a removal that breaks the conformance.
    @Test func aWindowRequiredByTheAppsOwnProtocolIsKeptAndListed() throws {
        let members = Self.launching + """
                    manager.initialize(windowProvider: self)
                    return true
                }
                let manager = Manager()
            """
        let source = Support.appDelegate(members, extra: """
            protocol WindowProvider: AnyObject {
                var window: UIWindow? { get }
            }
            """).replacingOccurrences(of: "UIApplicationDelegate {", with: "UIApplicationDelegate, WindowProvider {")
        let plan = try Support.plan(["AppDelegate.swift": source, "Info.plist": Support.plist])
        let app = try #require(Support.text(plan, "AppDelegate.swift"))
        #expect(app.contains("which requires `window`: code that reads the window through it gets nil in a scene app (UIKit sets no app-delegate window); give that code the scene's window (for example assign `appDelegate.window = window` in scene(_:willConnectTo:options:) and run the work that needs the window from there)\n    var window: UIWindow?\n"))
        #expect(!plan.done.contains { $0.contains("`window` property removed") })
        #expect(plan.steps.contains { $0.kind == .manual && $0.message.contains("WindowProvider") && $0.message.contains("requires `window`") })
    }

    /// `[weak self]` closures read `self?.window` later (a connectivity toast, seen in a public
    /// app): rewritten like the app delegate's other reads, also inside didFinishLaunching, so the
    /// property can go without leaving a read of it behind.
    @Test func aWeakSelfWindowReadInAClosureIsRewritten() throws {
        let members = Self.launching + """
                    reachability.subscribe(onNext: { [weak self] connected in
                        if let view = self?.window?.rootViewController?.view { Toast.show(connected, in: view) }
                    })
                    Router.shared.presentInitialScreen(in: window!)
                    return true
                }
                func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
                    DispatchQueue.main.async { [weak self] in self?.window?.rootViewController?.dismiss(animated: false) }
                }
                let reachability = Reachability()
            """
        let plan = try Support.plan(["AppDelegate.swift": Support.appDelegate(members), "Info.plist": Support.plist])
        let app = try #require(Support.text(plan, "AppDelegate.swift"))
        #expect(!app.contains("self?.window"), "a read of a property that is removed does not compile")
        #expect(app.contains("            if let view = UIApplication.shared.sceneKeyWindow?.rootViewController?.view { Toast.show(connected, in: view) }\n"))
        #expect(app.contains("[weak self] in UIApplication.shared.sceneKeyWindow?.rootViewController?.dismiss(animated: false) }"))
        #expect(!app.contains("var window: UIWindow?"))
    }

    /// The most common cold-launch shape in public app delegates: read the URL or quick action,
    /// call the handler, `return false` so that UIKit does not deliver it again. The scene
    /// delegate routes the cold launch to the same handlers: the reads go, nothing is listed.
    @Test func launchReadsThatCallTheWarmPathsCodeAreRemovedNotListed() throws {
        let members = Self.launching + """
                    window = UIWindow()
                    window?.makeKeyAndVisible()

                    if let url = launchOptions?[.url] as? URL {
                        _ = handle(url: url)
                        return false
                    } else if let shortcutItem = launchOptions?[UIApplication.LaunchOptionsKey.shortcutItem] as? UIApplicationShortcutItem {
                        _ = handle(shortcutItem: shortcutItem)
                        return false
                    }

                    return true
                }

                func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                    handle(url: url)
                }

                func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
                    completionHandler(handle(shortcutItem: shortcutItem))
                }

                func handle(url: URL) -> Bool { true }
                func handle(shortcutItem: UIApplicationShortcutItem) -> Bool { true }
            """
        let plan = try Support.plan(["AppDelegate.swift": Support.appDelegate(members), "Info.plist": Support.plist])
        let app = try #require(Support.text(plan, "AppDelegate.swift"))
        let scene = try #require(Support.text(plan, "SceneDelegate.swift"))
        #expect(!app.contains("launchOptions?["))
        #expect(app.contains("    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n        return true\n    }\n"))
        #expect(scene.contains("self.scene(scene, openURLContexts: connectionOptions.urlContexts)"))
        #expect(scene.contains("if let shortcutItem = connectionOptions.shortcutItem {"))
        #expect(plan.done.contains { $0.contains("the launch option reads at line 11 removed") && $0.contains("(handle(…))") })
        #expect(!plan.steps.contains { $0.kind == .manual }, "\(plan.steps)")
    }

    /// Lookalikes left in place: a read whose body does more than the warm path (it also counts a
    /// launch), and a read followed by more work that its early return used to skip.
    @Test func launchReadsThatDoMoreThanTheWarmPathStayListed() throws {
        let warm = """

                func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                    handle(url: url)
                }
                func handle(url: URL) -> Bool { true }
            """
        let more = Self.launching + """
                    if let url = launchOptions?[.url] as? URL {
                        Analytics.countLaunch(from: url)
                        _ = handle(url: url)
                        return false
                    }
                    return true
                }
            """ + warm
        let followed = Self.launching + """
                    if let url = launchOptions?[.url] as? URL {
                        _ = handle(url: url)
                        return false
                    }
                    Onboarding.start()
                    return true
                }
            """ + warm
        for members in [more, followed] {
            let plan = try Support.plan(["AppDelegate.swift": Support.appDelegate(members), "Info.plist": Support.plist])
            let app = try #require(Support.text(plan, "AppDelegate.swift"))
            #expect(app.contains("        if let url = launchOptions?[.url] as? URL {\n"))
            #expect(plan.steps.contains { $0.kind == .manual && $0.line == 8 })
            #expect(!plan.done.contains { $0.contains("launch option reads") })
        }
    }

    /// `if let window = window { … }` (and `if let window { … }`) binds the app delegate's window:
    /// it is window set-up, though the name it binds shadows it (seen in a public wallet app).
    @Test func bindingTheWindowIsWindowSetUp() throws {
        for binding in ["if let window = window {", "if let window {"] {
            let members = Self.launching + """
                        window = UIWindow(frame: UIScreen.main.bounds)
                        window?.makeKeyAndVisible()
                        \(binding)
                            rootCoordinator = RootCoordinator(window: window)
                        }
                        rootCoordinator?.start()
                        return true
                    }
                    var rootCoordinator: RootCoordinator?
                """
            let plan = try Support.plan(["AppDelegate.swift": Support.appDelegate(members), "Info.plist": Support.plist])
            let app = try #require(Support.text(plan, "AppDelegate.swift"))
            let scene = try #require(Support.text(plan, "SceneDelegate.swift"))
            #expect(!app.contains(binding))
            #expect(scene.contains("        \(binding)\n            appDelegate.rootCoordinator = RootCoordinator(window: window)\n        }\n        appDelegate.rootCoordinator?.start()\n"), "\(scene)")
        }
    }

    @Test func anEarlierReturnKeepsTheWindowSetUpInPlace() throws {
        let members = Self.launching + """
                    if NSClassFromString("XCTest") != nil { return true }
                    window?.rootViewController = RootViewController()
                    window?.makeKeyAndVisible()
                    return true
                }
            """
        let plan = try Support.plan(["AppDelegate.swift": Support.appDelegate(members), "Info.plist": Support.plist])
        let app = try #require(Support.text(plan, "AppDelegate.swift"))
        #expect(app.contains("        // scenectl migrate: this window set-up belongs in the scene delegate's scene(_:willConnectTo:options:) but was left here: an earlier statement (`if NSClassFromString(\"XCTest\") != nil { return true }`) can return from didFinishLaunching before it runs\n        window?.rootViewController = RootViewController()\n"))
        #expect(app.contains("    var window: UIWindow?"), "still assigned: kept, and marked")
        #expect(plan.steps.filter { $0.kind == .manual && $0.message.contains("an earlier statement (`if NSClassFromString(\"XCTest\") != nil { return true }`)") }.count == 2)
    }

    @Test func aWindowMadeByThePropertysInitializerIsMadeForTheScene() throws {
        let source = Support.appDelegate(Self.launching + """
                    let root = AuctionViewController()
                    root.provider = provider
                    window?.rootViewController = root
                    window?.makeKeyAndVisible()
                    return true
                }
                let provider = Provider()
            """).replacingOccurrences(of: "var window: UIWindow?", with: "var window: UIWindow? = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))")
        let plan = try Support.plan(["AppDelegate.swift": source, "Info.plist": Support.plist])
        let scene = try #require(Support.text(plan, "SceneDelegate.swift"))
        #expect(scene.contains("""
                    guard let windowScene = scene as? UIWindowScene else { return }
                    window = UIWindow(windowScene: windowScene)
                    let root = AuctionViewController()
                    root.provider = appDelegate.provider
                    window?.rootViewController = root
                    window?.makeKeyAndVisible()
                }
            """))
        #expect(plan.steps.contains { $0.kind == .check && $0.message.contains("the scene's window takes the scene's size") })
        #expect(plan.steps.contains { $0.kind == .check && $0.line == 9 && $0.message.hasPrefix("moved to scene(_:willConnectTo:options:) with the window set-up") })
        #expect(!plan.steps.contains { $0.message.hasPrefix("no window was created") })
    }

    @Test func aWindowLookupInsideDidFinishLaunchingIsListedNotRewritten() throws {
        let members = Self.launching + """
                    if ProcessInfo.processInfo.environment["UITesting"] != nil {
                        UIApplication.shared.keyWindow?.layer.speed = 100
                    }
                    window = UIWindow()
                    window?.makeKeyAndVisible()
                    return true
                }
            """
        let plan = try Support.plan(["AppDelegate.swift": Support.appDelegate(members), "Info.plist": Support.plist])
        let app = try #require(Support.text(plan, "AppDelegate.swift"))
        #expect(app.contains("            // scenectl migrate: window lookup not rewritten: no scene is connected yet while application(_:didFinishLaunchingWithOptions:) runs, so this finds no window; move it to the scene delegate's scene(_:willConnectTo:options:)\n            UIApplication.shared.keyWindow?.layer.speed = 100\n"))
        #expect(plan.steps.contains { $0.kind == .manual && $0.line == 9 })
    }

    @Test func launchOptionsHandedToTheAppsOwnCodeAreToldApartFromAnSDKs() throws {
        let members = """
                private let viewModel = AppDelegateViewModel()
            """ + "\n" + Self.launching + """
                    window?.tintColor = .green
                    viewModel.inputs.applicationDidFinishLaunching(application: application, launchOptions: launchOptions)
                    FBSDKApplicationDelegate.sharedInstance().application(application, didFinishLaunchingWithOptions: launchOptions)
                    return true
                }
            """
        let plan = try Support.plan(["AppDelegate.swift": Support.appDelegate(members, extra: "final class AppDelegateViewModel {}\n"), "Info.plist": Support.plist])
        let own = try #require(plan.steps.first { $0.line == 10 })
        #expect(own.kind == .check && own.message.hasPrefix("the app's own code gets launchOptions here"))
        let sdk = try #require(plan.steps.first { $0.line == 11 })
        #expect(sdk.kind == .check && sdk.message.hasPrefix("launchOptions is passed on here (to FBSDKApplicationDelegate)"))
    }

    /// `extension UIApplication { var window: UIWindow? { delegate?.window ?? nil } }`: `delegate`
    /// is the app's there; after the app delegate's window goes it would be nil for ever.
    @Test func theAppDelegatesWindowReadInsideAUIApplicationExtensionIsRewritten() throws {
        let extra = """

            extension UIApplication {
                var mainWindow: UIWindow? {
                    delegate?.window ?? nil
                }
                func setMainWindow(_ window: UIWindow?) {
                    (delegate as? AppDelegate)?.window = window
                }
            }

            final class Panel {
                weak var delegate: PanelDelegate?
                var frame: CGRect { delegate?.window?.frame ?? .zero }
            }
            """
        let members = Self.launching + "        window = UIWindow()\n        window?.makeKeyAndVisible()\n        return true\n    }"
        let plan = try Support.plan(["AppDelegate.swift": Support.appDelegate(members, extra: extra), "Info.plist": Support.plist])
        let app = try #require(Support.text(plan, "AppDelegate.swift"))
        #expect(app.contains("        Optional(UIApplication.shared.sceneKeyWindow) ?? nil\n"))
        #expect(app.contains("        // scenectl migrate: window lookup not rewritten: `(delegate as? AppDelegate).window` assigns the app delegate's window") || app.contains("assigns the app delegate's window"))
        #expect(app.contains("    var frame: CGRect { delegate?.window?.frame ?? .zero }\n"), "another type's delegate is left alone")
    }

    /// Focus for iOS: a one-space line elsewhere in the file must not set the scene delegate's indentation.
    @Test func theSceneDelegateTakesTheAppDelegatesIndentation() throws {
        let source = "/*\n * A licence header.\n */\n" + Support.appDelegate(Self.launching + "        window = UIWindow()\n        window?.makeKeyAndVisible()\n        return true\n    }")
        let plan = try Support.plan(["AppDelegate.swift": source, "Info.plist": Support.plist])
        let scene = try #require(Support.text(plan, "SceneDelegate.swift"))
        #expect(scene.contains("\n    var window: UIWindow?\n"))
        #expect(scene.contains("\n        window = UIWindow(windowScene: windowScene)\n"))
    }
}
