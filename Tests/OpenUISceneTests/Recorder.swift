import Foundation
@testable import OpenUIScene
import OpenUISceneTesting
import TestSupport

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

/// Per-device knobs and records of the instrumented delegates (issue 22 item 20).
///
/// A test sets them up through the static members (`TestHooks.reset()`, then
/// `TestHooks.configure = …`), which reach the hooks being set up; the first time a device's app
/// reaches an instrumented delegate, the device (its `RecordingHost`) is bound to those hooks,
/// and its delegates use them for the rest of its life. So a hook set for one device never
/// reaches another device, even when an async test in another suite, suspended at an `await`,
/// still has a device running while this test resets and sets its own.
@MainActor
final class TestHooks {
    /// Chooses the configuration in `configurationForConnecting`; `nil` returns the plist default by name "Default".
    var configure: ((UISceneSession, UIScene.ConnectionOptions) -> UISceneConfiguration)?
    /// Runs inside `sceneDidBecomeActive`.
    var onDidBecomeActive: ((UIScene) -> Void)?
    /// Returned from `stateRestorationActivity(for:)`.
    var restorationActivity: ((UIScene) -> NSUserActivity?)?
    /// Every scene delegate connected, weakly.
    var sceneDelegates: [WeakBox<RecordingSceneDelegate>] = []
    var appDelegates: [WeakBox<RecordingAppDelegate>] = []
    var launchOptionsSeen: [String] = []
    var openSessionsAtDiscard: [Set<String>] = []
    var userActivitiesAtConfiguration: [[String]] = []
    var userActivitiesAtConnect: [[String]] = []
    var restorationAtConnect: [String?] = []
    var applicationStates: [String] = []

    /// The hooks being set up: the next device to reach a delegate is bound to them.
    private static var current = TestHooks()
    /// Devices already bound, by their host (weakly: a new device is never taken for a gone one).
    private static var bound: [(host: WeakBox<RecordingHost>, hooks: TestHooks)] = []

    /// Fresh hooks for the next device; devices already bound keep theirs.
    static func reset() { current = TestHooks() }

    /// The hooks of the device whose engine this is (bound now if it is the device's first use).
    static func of(_ engine: SceneEngine?) -> TestHooks {
        guard let host = engine?.host as? RecordingHost else { return current }
        bound.removeAll { $0.host.value == nil }
        if let entry = bound.first(where: { $0.host.value === host }) { return entry.hooks }
        bound.append((WeakBox(host), current))
        return current
    }

    // The hooks being set up, as a test writes and reads them.
    static var configure: ((UISceneSession, UIScene.ConnectionOptions) -> UISceneConfiguration)? {
        get { current.configure }
        set { current.configure = newValue }
    }
    static var onDidBecomeActive: ((UIScene) -> Void)? {
        get { current.onDidBecomeActive }
        set { current.onDidBecomeActive = newValue }
    }
    static var restorationActivity: ((UIScene) -> NSUserActivity?)? {
        get { current.restorationActivity }
        set { current.restorationActivity = newValue }
    }
    static var sceneDelegates: [WeakBox<RecordingSceneDelegate>] {
        get { current.sceneDelegates }
        set { current.sceneDelegates = newValue }
    }
    static var appDelegates: [WeakBox<RecordingAppDelegate>] {
        get { current.appDelegates }
        set { current.appDelegates = newValue }
    }
    static var launchOptionsSeen: [String] {
        get { current.launchOptionsSeen }
        set { current.launchOptionsSeen = newValue }
    }
    static var openSessionsAtDiscard: [Set<String>] {
        get { current.openSessionsAtDiscard }
        set { current.openSessionsAtDiscard = newValue }
    }
    static var userActivitiesAtConfiguration: [[String]] {
        get { current.userActivitiesAtConfiguration }
        set { current.userActivitiesAtConfiguration = newValue }
    }
    static var userActivitiesAtConnect: [[String]] {
        get { current.userActivitiesAtConnect }
        set { current.userActivitiesAtConnect = newValue }
    }
    static var restorationAtConnect: [String?] {
        get { current.restorationAtConnect }
        set { current.restorationAtConnect = newValue }
    }
    static var applicationStates: [String] {
        get { current.applicationStates }
        set { current.applicationStates = newValue }
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
        // The engine launching creates its app delegate: the running one.
        TestHooks.of(SceneEngine.running).appDelegates.append(WeakBox(self))
    }

    private func hooks(_ application: UIApplication) -> TestHooks { TestHooks.of(application.engine) }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        recorder.record("app.willFinishLaunching")
        hooks(application).launchOptionsSeen.append(launchOptions == nil ? "nil" : "\(launchOptions!.count)")
        hooks(application).applicationStates.append("willFinish:\(application.applicationState)")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        recorder.record("app.didFinishLaunching")
        hooks(application).launchOptionsSeen.append(launchOptions == nil ? "nil" : "\(launchOptions!.count)")
        hooks(application).applicationStates.append("didFinish:\(application.applicationState)")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        recorder.record("\(recorder.label(connectingSceneSession)).app.configurationForConnecting")
        hooks(application).userActivitiesAtConfiguration.append(options.userActivities.map(\.activityType).sorted())
        if let configure = hooks(application).configure { return configure(connectingSceneSession, options) }
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        for session in sceneSessions.sorted(by: { recorder.label($0) < recorder.label($1) }) {
            recorder.record("\(recorder.label(session)).app.didDiscardSceneSessions")
        }
        hooks(application).openSessionsAtDiscard.append(Set(application.openSessions.map { recorder.label($0) }))
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

    private func hooks(_ scene: UIScene) -> TestHooks { TestHooks.of(scene.engine) }

    private func note(_ scene: UIScene, _ what: String) {
        recorder.record("\(recorder.label(scene.session)).\(what)")
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        note(scene, "willConnect")
        hooks(scene).sceneDelegates.append(WeakBox(self))
        hooks(scene).userActivitiesAtConnect.append(connectionOptions.userActivities.map(\.activityType).sorted())
        hooks(scene).restorationAtConnect.append(session.stateRestorationActivity?.activityType)
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        self.window = window
        window.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) { note(scene, "sceneDidDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) {
        note(scene, "sceneDidBecomeActive")
        hooks(scene).onDidBecomeActive?(scene)
        note(scene, "sceneDidBecomeActive.end")
    }
    func sceneWillResignActive(_ scene: UIScene) { note(scene, "sceneWillResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { note(scene, "sceneWillEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { note(scene, "sceneDidEnterBackground") }
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        note(scene, "stateRestorationActivity")
        return hooks(scene).restorationActivity?(scene)
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
    InfoPlistFixture(
        bundleIdentifier: "org.openuiscene.tests",
        sceneManifest: .application(
            .init(name: "Default Configuration", delegateClass: "$(PRODUCT_MODULE_NAME).RecordingSceneDelegate"),
            .init(name: "Editor", delegateClass: "\(module).EditorSceneDelegate", sceneClass: "\(module).CustomWindowScene"),
            supportsMultipleScenes: multipleScenes),
        extraKeys: ["NSUserActivityTypes": ["org.openuiscene.tests.editing", "com.easeapi.scene0"]]
    ).propertyList
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
