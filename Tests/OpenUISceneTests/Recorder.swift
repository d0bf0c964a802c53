import Foundation
import OpenUIScene
import OpenUISceneTesting

/// What the instrumented app delegate, scene delegates and notification observers saw, in order.
///
/// Entries are `"<who>.<what>"`: `app.didFinishLaunching`, `s1.willConnect`, `s1.N.didActivate`
/// (a scene notification), `N.didBecomeActive` (an application notification). Sessions are
/// labelled `s1`, `s2`… in the order the recorder first sees them.
@MainActor
final class Recorder {
    static var current = Recorder()

    var log: [String] = []
    private var labels: [String: String] = [:]
    private var observers: [any NSObjectProtocol] = []

    /// A fresh recorder observing every UIKit notification.
    static func start() -> Recorder {
        current.stop()
        let recorder = Recorder()
        current = recorder
        recorder.observe()
        return recorder
    }

    func label(_ session: UISceneSession) -> String {
        if let label = labels[session.persistentIdentifier] { return label }
        let label = "s\(labels.count + 1)"
        labels[session.persistentIdentifier] = label
        return label
    }

    func record(_ entry: String) { log.append(entry) }

    /// The entries about one session (its delegate calls and scene notifications), without the prefix.
    func entries(for label: String) -> [String] {
        log.compactMap { $0.hasPrefix(label + ".") ? String($0.dropFirst(label.count + 1)) : nil }
    }

    private func observe() {
        let scene: [(Notification.Name, String)] = [
            (UIScene.willConnectNotification, "willConnect"),
            (UIScene.didDisconnectNotification, "didDisconnect"),
            (UIScene.didActivateNotification, "didActivate"),
            (UIScene.willDeactivateNotification, "willDeactivate"),
            (UIScene.willEnterForegroundNotification, "willEnterForeground"),
            (UIScene.didEnterBackgroundNotification, "didEnterBackground"),
        ]
        let app: [(Notification.Name, String)] = [
            (UIApplication.didFinishLaunchingNotification, "didFinishLaunching"),
            (UIApplication.didBecomeActiveNotification, "didBecomeActive"),
            (UIApplication.willResignActiveNotification, "willResignActive"),
            (UIApplication.didEnterBackgroundNotification, "didEnterBackground"),
            (UIApplication.willEnterForegroundNotification, "willEnterForeground"),
            (UIApplication.willTerminateNotification, "willTerminate"),
        ]
        for (name, short) in scene {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                nonisolated(unsafe) let object = note.object
                MainActor.assumeIsolated {
                    guard let scene = object as? UIScene else { return Recorder.current.record("BAD.N.\(short)") }
                    Recorder.current.record("\(Recorder.current.label(scene.session)).N.\(short)")
                }
            })
        }
        for (name, short) in app {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                nonisolated(unsafe) let object = note.object
                MainActor.assumeIsolated {
                    guard object is UIApplication else { return Recorder.current.record("BAD.N.\(short)") }
                    Recorder.current.record("N.\(short)")
                }
            })
        }
    }

    func stop() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers.removeAll()
    }
}

/// Per-test knobs for the instrumented delegates.
@MainActor
enum TestHooks {
    /// Chooses the configuration in `configurationForConnecting`; `nil` returns the plist default by name "Default".
    static var configure: ((UISceneSession, UIScene.ConnectionOptions) -> UISceneConfiguration)?
    /// Runs inside `sceneDidBecomeActive`.
    static var onDidBecomeActive: ((UIScene) -> Void)?
    /// Returned from `stateRestorationActivity(for:)`.
    static var restorationActivity: ((UIScene) -> NSUserActivity?)?
    /// Every scene delegate created, weakly.
    static var sceneDelegates: [WeakBox<RecordingSceneDelegate>] = []
    static var appDelegates: [WeakBox<RecordingAppDelegate>] = []
    static var launchOptionsSeen: [String] = []
    static var openSessionsAtDiscard: [Set<String>] = []
    static var userActivitiesAtConfiguration: [[String]] = []
    static var userActivitiesAtConnect: [[String]] = []
    static var restorationAtConnect: [String?] = []
    static var applicationStates: [String] = []

    static func reset() {
        configure = nil
        onDidBecomeActive = nil
        restorationActivity = nil
        sceneDelegates = []
        appDelegates = []
        launchOptionsSeen = []
        openSessionsAtDiscard = []
        userActivitiesAtConfiguration = []
        userActivitiesAtConnect = []
        restorationAtConnect = []
        applicationStates = []
    }
}

final class WeakBox<T: AnyObject> {
    weak var value: T?
    init(_ value: T) { self.value = value }
}

/// An app delegate that records every call, including the legacy UI-state ones.
final class RecordingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var recorder: Recorder { Recorder.current }

    // An app delegate's own `init()`, as real ones write it: the engine runs it (UIKit does).
    override init() {
        super.init()
        TestHooks.appDelegates.append(WeakBox(self))
    }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        recorder.record("app.willFinishLaunching")
        TestHooks.launchOptionsSeen.append(launchOptions == nil ? "nil" : "\(launchOptions!.count)")
        TestHooks.applicationStates.append("willFinish:\(application.applicationState)")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        recorder.record("app.didFinishLaunching")
        TestHooks.launchOptionsSeen.append(launchOptions == nil ? "nil" : "\(launchOptions!.count)")
        TestHooks.applicationStates.append("didFinish:\(application.applicationState)")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        recorder.record("\(recorder.label(connectingSceneSession)).app.configurationForConnecting")
        TestHooks.userActivitiesAtConfiguration.append(options.userActivities.map(\.activityType).sorted())
        if let configure = TestHooks.configure { return configure(connectingSceneSession, options) }
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        for session in sceneSessions.sorted(by: { recorder.label($0) < recorder.label($1) }) {
            recorder.record("\(recorder.label(session)).app.didDiscardSceneSessions")
        }
        TestHooks.openSessionsAtDiscard.append(Set(application.openSessions.map { recorder.label($0) }))
    }

    func applicationWillTerminate(_ application: UIApplication) { recorder.record("app.willTerminate") }
    func applicationDidBecomeActive(_ application: UIApplication) { recorder.record("app.didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { recorder.record("app.willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { recorder.record("app.didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { recorder.record("app.willEnterForeground") }
}

/// An app delegate that does not implement `configurationForConnecting`.
final class MinimalAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func applicationDidBecomeActive(_ application: UIApplication) { Recorder.current.record("app.didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { Recorder.current.record("app.willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { Recorder.current.record("app.didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { Recorder.current.record("app.willEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { Recorder.current.record("app.willTerminate") }
}

/// A scene delegate that records every call and builds a window with a view controller.
class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var recorder: Recorder { Recorder.current }

    override init() {
        super.init()
        TestHooks.sceneDelegates.append(WeakBox(self))
    }

    private func note(_ scene: UIScene, _ what: String) {
        recorder.record("\(recorder.label(scene.session)).\(what)")
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        note(scene, "willConnect")
        TestHooks.userActivitiesAtConnect.append(connectionOptions.userActivities.map(\.activityType).sorted())
        TestHooks.restorationAtConnect.append(session.stateRestorationActivity?.activityType)
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        self.window = window
        window.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) { note(scene, "sceneDidDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) {
        note(scene, "sceneDidBecomeActive")
        TestHooks.onDidBecomeActive?(scene)
        note(scene, "sceneDidBecomeActive.end")
    }
    func sceneWillResignActive(_ scene: UIScene) { note(scene, "sceneWillResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { note(scene, "sceneWillEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { note(scene, "sceneDidEnterBackground") }
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        note(scene, "stateRestorationActivity")
        return TestHooks.restorationActivity?(scene)
    }
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) { note(scene, "willContinue:\(userActivityType)") }
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) { note(scene, "continue:\(userActivity.activityType)") }
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
        note(scene, "restoreInteractionState:\(stateRestorationActivity.activityType)")
    }
}

/// A second scene-delegate class, to see which configuration was used.
final class EditorSceneDelegate: RecordingSceneDelegate {}

/// A custom scene class named in `UISceneClassName`.
final class CustomWindowScene: UIWindowScene {}

/// The Info.plist used by most tests: two configurations, multiple scenes.
@MainActor
func testInfoPlist(multipleScenes: Bool = true, module: String = "OpenUISceneTests") -> [String: Any] {
    [
        "CFBundleIdentifier": "org.openuiscene.tests",
        "NSUserActivityTypes": ["org.openuiscene.tests.editing", "com.easeapi.scene0"],
        "UIApplicationSceneManifest": [
            "UIApplicationSupportsMultipleScenes": multipleScenes,
            "UISceneConfigurations": [
                "UIWindowSceneSessionRoleApplication": [
                    [
                        "UISceneConfigurationName": "Default Configuration",
                        "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).RecordingSceneDelegate",
                    ],
                    [
                        "UISceneConfigurationName": "Editor",
                        "UISceneClassName": "\(module).CustomWindowScene",
                        "UISceneDelegateClassName": "\(module).EditorSceneDelegate",
                    ],
                ],
            ],
        ] as [String: Any],
    ]
}

/// A launched device with a fresh recorder.
@MainActor
func launchedDevice(infoPlist: [String: Any] = testInfoPlist(), appDelegate: (UIResponder & UIApplicationDelegate).Type = RecordingAppDelegate.self) -> (SimulatedDevice, Recorder) {
    TestHooks.reset()
    let recorder = Recorder.start()
    let device = SimulatedDevice(appDelegate: appDelegate, infoPlist: infoPlist)
    device.launch()
    return (device, recorder)
}
