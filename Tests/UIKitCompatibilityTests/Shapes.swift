// Scene code in the shapes real apps write (docs/PARITY.md, Tests/ClientShapes/README.md), with
// `import UIKit` and nothing else: every construct of the first two tables and of the long tail
// that OpenUIScene provides. Constructs that do not compile yet are in ../PendingShapes.swift.txt.
//
// Not here, on purpose:
// - `@UIApplicationMain` is an error in Swift 6 mode (write `@main`), and a test target cannot
//   have `@main`: `EntryPoints` at the end checks that `ShapesAppDelegate.main` and
//   `UIApplicationMain` exist instead.
// - A scene delegate in another module (`OtherModule.SceneDelegate`): a test target is one module.
import UIKit

// MARK: - The Xcode template, grown: app delegate with a router and legacy callbacks

/// An app delegate that, like many, still implements the four legacy UI-state methods next to a
/// scene manifest: UIKit never calls them in scene mode, and neither may OpenUIScene.
class ShapesAppDelegate: UIResponder, UIApplicationDelegate {

    var legacyCalls: [String] = []
    var launchOptionsSeen: [UIApplication.LaunchOptionsKey: Any]?? = .none
    var discarded: [Set<UISceneSession>] = []
    var connectingRoles: [UISceneSession.Role] = []

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launchOptionsSeen = .some(launchOptions)
        if let url = launchOptions?[.url] as? URL {
            print("launched with \(url)")
        }
        application.registerForRemoteNotifications()
        application.applicationIconBadgeNumber = 0
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        connectingRoles.append(connectingSceneSession.role)
        switch connectingSceneSession.role {
        case .windowApplication:
            if let activity = options.userActivities.first, activity.activityType == ShapesActivity.inspector {
                return UISceneConfiguration(name: "Inspector Configuration", sessionRole: connectingSceneSession.role)
            }
            if options.urlContexts.first?.url.scheme == "shapes" {
                return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
            }
            if options.userActivities.first?.activityType == ShapesActivity.codeOnly {
                // No Info.plist entry: the delegate class is set in code, without a storyboard.
                let configuration = UISceneConfiguration(name: "Code Configuration", sessionRole: connectingSceneSession.role)
                configuration.delegateClass = CodeOnlySceneDelegate.self
                configuration.sceneClass = UIWindowScene.self
                configuration.storyboard = nil
                return configuration
            }
            return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        case .windowExternalDisplayNonInteractive, .windowExternalDisplay:
            let configuration = UISceneConfiguration(name: "External Display", sessionRole: connectingSceneSession.role)
            configuration.delegateClass = ExternalDisplaySceneDelegate.self
            return configuration
        case .carTemplateApplication:
            return UISceneConfiguration(name: "CarPlay", sessionRole: connectingSceneSession.role)
        default:
            return UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        }
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        discarded.append(sceneSessions)
        for session in sceneSessions {
            if let documentID = session.userInfo?["documentID"] as? String {
                print("closing document \(documentID)")
            }
        }
    }

    func applicationWillTerminate(_ application: UIApplication) {}

    // Legacy callbacks: never called in scene mode.
    func applicationDidBecomeActive(_ application: UIApplication) { legacyCalls.append(#function) }
    func applicationWillResignActive(_ application: UIApplication) { legacyCalls.append(#function) }
    func applicationDidEnterBackground(_ application: UIApplication) { legacyCalls.append(#function) }
    func applicationWillEnterForeground(_ application: UIApplication) { legacyCalls.append(#function) }

    // Legacy URL and activity entry points, still found next to scene delegates.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        let source = options[.sourceApplication] as? String
        return source != nil || url.scheme == "shapes"
    }

    func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
        restorationHandler(nil)
        return userActivity.webpageURL != nil
    }

    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(shortcutItem.type == "com.example.shapes.new")
    }

    /// A helper many apps have: the foreground window, found by scanning the connected scenes.
    static var foregroundKeyWindow: UIWindow? {
        UIApplication.shared.connectedScenes
            .filter { $0.activationState == .foregroundActive }
            .compactMap { $0 as? UIWindowScene }
            .flatMap { $0.windows }
            .first { $0.isKeyWindow }
    }
}

enum ShapesActivity {
    static let main = "com.example.shapes.main"
    static let inspector = "com.example.shapes.inspector"
    static let codeOnly = "com.example.shapes.code"
    static let document = "com.example.shapes.document"
}

// MARK: - The main scene delegate: every core construct

class ShapesSceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    var calls: [String] = []
    var openedURLs: [URL] = []
    var continuedActivities: [String] = []
    var shortcutTypes: [String] = []
    var restoredDocumentID: String?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        calls.append(#function)
        guard let windowScene = (scene as? UIWindowScene) else { return }

        let window = UIWindow(windowScene: windowScene)
        let root = DocumentListViewController()
        window.rootViewController = UINavigationController(rootViewController: root)
        window.tintColor = .systemBlue
        self.window = window
        window.makeKeyAndVisible()

        windowScene.title = "Documents"
        windowScene.sizeRestrictions?.minimumSize = CGSize(width: 480, height: 320)
        #if targetEnvironment(macCatalyst)
        if let titlebar = windowScene.titlebar {
            titlebar.titleVisibility = .hidden
            titlebar.toolbar = nil
        }
        #endif

        // Launch payloads: URLs, activities, quick actions.
        if let urlContext = connectionOptions.urlContexts.first {
            openedURLs.append(urlContext.url)
        }
        if let shortcutItem = connectionOptions.shortcutItem {
            shortcutTypes.append(shortcutItem.type)
        }
        if let userActivity = connectionOptions.userActivities.first ?? session.stateRestorationActivity {
            if !configure(window: window, with: userActivity) {
                print("Failed to restore from \(userActivity)")
            }
        }

        // Routing: this scene prefers the events of its own document.
        let documentID = (session.userInfo?["documentID"] as? String) ?? UUID().uuidString
        session.userInfo = ["documentID": documentID, "createdAt": Date()]
        let conditions = windowScene.activationConditions
        conditions.canActivateForTargetContentIdentifierPredicate = NSPredicate(value: true)
        // `NSPredicate(format: "self == %@", documentID)` is what apps write: see Tests/PendingShapes.swift.txt.
        conditions.prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(value: false)

        if scene.userActivity == nil {
            let activity = NSUserActivity(activityType: ShapesActivity.main)
            activity.title = "Documents"
            activity.targetContentIdentifier = documentID
            activity.isEligibleForHandoff = true
            scene.userActivity = activity
        }
    }

    @discardableResult
    func configure(window: UIWindow?, with activity: NSUserActivity) -> Bool {
        guard activity.activityType == ShapesActivity.main || activity.activityType == ShapesActivity.document else { return false }
        if let documentID = activity.userInfo?["documentID"] as? String {
            restoredDocumentID = documentID
            if let navigationController = window?.rootViewController as? UINavigationController,
               let list = navigationController.viewControllers.first as? DocumentListViewController {
                list.open(documentID: documentID)
            }
        }
        return true
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        calls.append(#function)
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        calls.append(#function)
        if scene.activationState == .foregroundActive, let windowScene = scene as? UIWindowScene {
            _ = windowScene.keyWindow
        }
    }

    func sceneWillResignActive(_ scene: UIScene) {
        calls.append(#function)
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        calls.append(#function)
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        calls.append(#function)
        let visible = (window?.rootViewController as? UINavigationController)?.topViewController ?? window?.rootViewController
        visible?.userActivity?.needsSave = true
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        calls.append(#function)
        guard let context = URLContexts.first else { return }
        let sourceApplication = context.options.sourceApplication
        let openInPlace = context.options.openInPlace
        if sourceApplication != nil || openInPlace || context.url.isFileURL {
            openedURLs.append(context.url)
        } else {
            openedURLs.append(context.url)
        }
    }

    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
        calls.append(#function)
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        calls.append(#function)
        continuedActivities.append(userActivity.activityType)
        if let url = userActivity.webpageURL {
            openedURLs.append(url)
        }
        configure(window: window, with: userActivity)
    }

    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: Error) {
        calls.append(#function)
    }

    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {
        calls.append(#function)
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        calls.append(#function)
        return scene.userActivity
    }

    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
        calls.append(#function)
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        calls.append(#function)
        shortcutTypes.append(shortcutItem.type)
        completionHandler(true)
    }

    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace, interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation, traitCollection previousTraitCollection: UITraitCollection) {
        calls.append(#function)
        if windowScene.interfaceOrientation.isLandscape, windowScene.traitCollection.horizontalSizeClass == .regular {
            print("landscape regular, screen \(windowScene.screen.bounds)")
        }
    }
}

/// A view controller that owns the scene's activity (Apple's state-restoration sample shape).
class DocumentListViewController: UIViewController, NSUserActivityDelegate {

    var openDocumentID: String?
    var saveCount = 0

    func open(documentID: String) {
        openDocumentID = documentID
        let activity = NSUserActivity(activityType: ShapesActivity.document)
        activity.title = "Document"
        activity.addUserInfoEntries(from: ["documentID": documentID])
        activity.delegate = self
        userActivity = activity
        view.window?.windowScene?.userActivity = activity
        activity.becomeCurrent()
    }

    override func updateUserActivityState(_ activity: NSUserActivity) {
        super.updateUserActivityState(activity)
        if let openDocumentID {
            activity.addUserInfoEntries(from: ["documentID": openDocumentID])
        }
    }

    override func restoreUserActivityState(_ activity: NSUserActivity) {
        super.restoreUserActivityState(activity)
        openDocumentID = activity.userInfo?["documentID"] as? String
    }

    func userActivityWillSave(_ userActivity: NSUserActivity) {
        saveCount += 1
        userActivity.addUserInfoEntries(from: ["savedAt": Date().timeIntervalSince1970])
    }

    /// The "open in new window" action (W246 shape): the requesting scene stays where it is.
    func openInNewWindow(documentID: String) {
        let activity = NSUserActivity(activityType: ShapesActivity.document)
        activity.userInfo = ["documentID": documentID]
        activity.targetContentIdentifier = documentID
        let options = UIScene.ActivationRequestOptions()
        options.requestingScene = view.window?.windowScene
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: options) { error in
            print("could not open a window: \(error)")
        }
    }

    /// The "close this window" action.
    func closeWindow() {
        guard let session = view.window?.windowScene?.session else { return }
        let options = UIWindowSceneDestructionRequestOptions()
        options.windowDismissalAnimation = .commit
        UIApplication.shared.requestSceneSessionDestruction(session, options: options) { error in
            print("could not close: \(error.localizedDescription)")
        }
    }
}

// MARK: - A scene delegate set in code (configuration.delegateClass)

class CodeOnlySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        // The older shape: a window from the screen's bounds, then attached to the scene.
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.windowScene = windowScene
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: CatViewController(catName: "Felix")), UIViewController()]
        tabs.selectedIndex = 0
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
    }
}

// MARK: - An NSObject-derived scene delegate (needs ClassRegistry.register on Linux)

class InspectorSceneDelegate: NSObject, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(ViewController(), for: .secondary)
        let window = ShapesWindow(windowScene: windowScene)
        window.rootViewController = split
        window.makeKeyAndVisible()
        self.window = window
        windowScene.title = connectionOptions.userActivities.first?.title
    }
}

/// A custom window class created with a scene.
class ShapesWindow: UIWindow {
    var shakeCount = 0
}

/// A custom scene class named in `UISceneClassName`.
class ShapesWindowScene: UIWindowScene {
    var connectedAt = Date()
}

// MARK: - A shared base scene delegate and its subclass

class BaseSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var baseCalls: [String] = []

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        baseCalls.append("base willConnect")
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = makeRootViewController()
        window.makeKeyAndVisible()
        self.window = window
    }

    func makeRootViewController() -> UIViewController {
        UIViewController()
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        baseCalls.append("base didBecomeActive")
    }
}

final class SubclassSceneDelegate: BaseSceneDelegate {
    override func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        super.scene(scene, willConnectTo: session, options: connectionOptions)
        baseCalls.append("subclass willConnect")
    }

    override func makeRootViewController() -> UIViewController {
        UINavigationController(rootViewController: ViewController())
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        baseCalls.append("subclass didEnterBackground")
    }
}

// MARK: - Delegates that never create a window (storyboard configurations)

/// The 33 scene delegates that rely on UIKit creating the window from the storyboard.
class StoryboardSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // Use this method to optionally configure and attach the UIWindow `window` to the provided UIWindowScene `scene`.
        // If using a storyboard, the `window` property will automatically be initialized and attached to the scene.
        // This delegate does not imply the connecting scene or session are new (see `application:configurationForConnectingSceneSession` instead).
        guard let _ = (scene as? UIWindowScene) else { return }
        if let root = window?.rootViewController as? ViewController {
            root.title = "From the storyboard"
        }
    }
}

// MARK: - External display

class ExternalDisplaySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene,
              session.role == .windowExternalDisplayNonInteractive || session.role == .windowExternalDisplay else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        window.isHidden = false
        self.window = window
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        window?.windowScene = nil
        window = nil
    }
}

// MARK: - The async quick-action callback (long tail)

class AsyncShortcutSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var handled: [String] = []

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem) async -> Bool {
        handled.append(shortcutItem.type)
        return shortcutItem.type == "com.example.shapes.search"
    }
}

// MARK: - Small shapes from the long tail

/// Code that reaches app objects from anywhere, as many apps do.
@MainActor
enum AppObjects {
    static var appDelegate: ShapesAppDelegate? {
        UIApplication.shared.delegate as? ShapesAppDelegate
    }

    static var sceneDelegates: [ShapesSceneDelegate] {
        UIApplication.shared.connectedScenes.compactMap { $0.delegate as? ShapesSceneDelegate }
    }

    static var firstWindow: UIWindow? {
        (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first
            ?? UIApplication.shared.windows.first
    }

    static var isActive: Bool {
        UIApplication.shared.applicationState == .active
    }

    static func session(forDocument documentID: String) -> UISceneSession? {
        UIApplication.shared.openSessions.first { $0.userInfo?["documentID"] as? String == documentID }
    }

    static func refreshBackgroundSessions() {
        for session in UIApplication.shared.openSessions where session.scene?.activationState == .background {
            UIApplication.shared.requestSceneSessionRefresh(session)
        }
    }

    static func open(_ url: URL) {
        if UIApplication.shared.canOpenURL(url) {
            UIApplication.shared.open(url, options: [:], completionHandler: nil)
        }
    }

    static func focus(_ session: UISceneSession, from requestingScene: UIScene?) {
        let options = UIScene.ActivationRequestOptions()
        options.requestingScene = requestingScene
        UIApplication.shared.requestSceneSessionActivation(session, userActivity: nil, options: options, errorHandler: nil)
    }

    static let roles: [UISceneSession.Role] = [.windowApplication, .windowExternalDisplay, .windowExternalDisplayNonInteractive, .carTemplateApplication]
}

// MARK: - Entry points

/// `@main class AppDelegate: UIResponder, UIApplicationDelegate` calls `AppDelegate.main()`;
/// `main.swift` apps call `UIApplicationMain` (for example to swap in a test app delegate:
/// `UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(appDelegateClass))`).
/// A test target cannot hold `@main` or run either (they do not return): this only checks that
/// both exist with UIKit's shapes.
@MainActor
enum EntryPoints {
    static let atMain: @MainActor () -> Void = ShapesAppDelegate.main
    static let applicationMain: @MainActor (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, String?, String?) -> Int32 = UIApplicationMain
    static var delegateClassName: String { NSStringFromClass(ShapesAppDelegate.self) }
}

// MARK: - An app delegate that overrides init() (about 2 of 118 real delegate files)

/// An app delegate with its own `override init()` (stored properties set there), as UIKit code
/// writes it: unchanged, the engine creates it and its `init()` runs.
class InitOverridingAppDelegate: UIResponder, UIApplicationDelegate {
    let services: [String]

    override init() {
        services = ["analytics", "crash reporting"]
        super.init()
    }
}

/// A scene delegate with its own `init()` and a subclass of it that adds nothing.
class InitOverridingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let createdBy: String

    override init() {
        createdBy = "init()"
        super.init()
    }
}

final class InitOverridingSceneDelegateSubclass: InitOverridingSceneDelegate {}

/// A scene delegate registered from the app delegate, before the first scene connects: the
/// place an `@main` app has to register an NSObject-derived delegate.
class RegisteringAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        ClassRegistry.register(InspectorSceneDelegate.self) { InspectorSceneDelegate() }
        return true
    }
}
