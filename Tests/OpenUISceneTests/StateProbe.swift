import Foundation
import OpenUIScene
import OpenUISceneTesting

/// Records, at every delegate call and every lifecycle notification, in one ordered log, what the
/// app reads there: the scene's `activationState` and `UIApplication.shared.applicationState`.
///
/// An entry is `"<what> scene=<state> app=<state>"`. With ``labelsSessions`` each entry about a
/// session starts with its label (`s1.`, `s2.`… in the order the probe first sees them), and an
/// application-wide entry lists every connected scene (`scene=s1:foregroundActive,s2:background`);
/// without it, an application-wide entry shows the one connected scene (`-` when there is none).
@MainActor
final class StateProbe {
    static var current = StateProbe()
    var log: [String] = []
    /// Whether entries name their session (tests with more than one scene).
    var labelsSessions = false
    /// Target content identifiers each connecting probe scene can and prefers to activate for, in
    /// connection order (`nil`: the default conditions).
    var targets: [String?] = []
    /// What the probe scene delegates return from `stateRestorationActivity(for:)`.
    var restorationActivity: (@MainActor (UIScene) -> NSUserActivity?)?
    private var labels: [String: String] = [:]
    private var observers: [any NSObjectProtocol] = []

    static func start(labelsSessions: Bool = false) -> StateProbe {
        current.stop()
        let probe = StateProbe()
        probe.labelsSessions = labelsSessions
        current = probe
        let names: [(Notification.Name, String)] = [
            (UIApplication.didFinishLaunchingNotification, "N.app.didFinishLaunching"),
            (UIScene.willConnectNotification, "N.scene.willConnect"),
            (UIScene.willEnterForegroundNotification, "N.scene.willEnterForeground"),
            (UIScene.didActivateNotification, "N.scene.didActivate"),
            (UIScene.willDeactivateNotification, "N.scene.willDeactivate"),
            (UIScene.didEnterBackgroundNotification, "N.scene.didEnterBackground"),
            (UIScene.didDisconnectNotification, "N.scene.didDisconnect"),
            (UIApplication.willEnterForegroundNotification, "N.app.willEnterForeground"),
            (UIApplication.didBecomeActiveNotification, "N.app.didBecomeActive"),
            (UIApplication.willResignActiveNotification, "N.app.willResignActive"),
            (UIApplication.didEnterBackgroundNotification, "N.app.didEnterBackground"),
            (UIApplication.willTerminateNotification, "N.app.willTerminate"),
        ]
        for (name, label) in names {
            probe.observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                nonisolated(unsafe) let object = note.object
                MainActor.assumeIsolated { StateProbe.current.note(label, scene: object as? UIScene) }
            })
        }
        return probe
    }

    func label(_ session: UISceneSession) -> String {
        if let label = labels[session.persistentIdentifier] { return label }
        let label = "s\(labels.count + 1)"
        labels[session.persistentIdentifier] = label
        return label
    }

    /// One entry: `what`, about `scene` (or `session`, for an app delegate call about a session
    /// without a scene yet), with the states read now.
    func note(_ what: String, scene: UIScene?, session: UISceneSession? = nil) {
        let app = UIApplication.shared
        let sceneState: String
        if let scene {
            sceneState = "\(scene.activationState)"
        } else if session != nil {
            sceneState = "-"
        } else if labelsSessions {
            let states = app.connectedScenes.map { "\(label($0.session)):\($0.activationState)" }.sorted()
            sceneState = states.isEmpty ? "-" : states.joined(separator: ",")
        } else {
            sceneState = app.connectedScenes.first.map { "\($0.activationState)" } ?? "-"
        }
        let prefix = labelsSessions ? ((scene?.session ?? session).map { label($0) + "." } ?? "") : ""
        log.append("\(prefix)\(what) scene=\(sceneState) app=\(app.applicationState)")
    }

    func stop() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers.removeAll()
    }
}

/// A scene delegate that notes every call it gets, with what it was handed.
final class ProbeSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var probe: StateProbe { StateProbe.current }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        var handed: [String] = []
        handed += connectionOptions.urlContexts.map { "url=\($0.url.absoluteString)" }.sorted()
        handed += connectionOptions.userActivities.map { "activity=\($0.targetContentIdentifier ?? $0.activityType)" }.sorted()
        if let restoration = session.stateRestorationActivity { handed.append("restoration=\(restoration.activityType)") }
        probe.note((["sceneWillConnect"] + handed).joined(separator: " "), scene: scene)
        if !probe.targets.isEmpty, let target = probe.targets.removeFirst() {
            scene.activationConditions.canActivateForTargetContentIdentifierPredicate = NSPredicate(format: "self == %@", target)
            scene.activationConditions.prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(format: "self == %@", target)
        }
    }
    func sceneWillEnterForeground(_ scene: UIScene) { probe.note("sceneWillEnterForeground", scene: scene) }
    func sceneDidBecomeActive(_ scene: UIScene) { probe.note("sceneDidBecomeActive", scene: scene) }
    func sceneWillResignActive(_ scene: UIScene) { probe.note("sceneWillResignActive", scene: scene) }
    func sceneDidEnterBackground(_ scene: UIScene) { probe.note("sceneDidEnterBackground", scene: scene) }
    func sceneDidDisconnect(_ scene: UIScene) { probe.note("sceneDidDisconnect", scene: scene) }
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        probe.note("openURLContexts " + URLContexts.map(\.url.absoluteString).sorted().joined(separator: " "), scene: scene)
    }
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
        probe.note("willContinue \(userActivityType)", scene: scene)
    }
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        probe.note("continue \(userActivity.targetContentIdentifier ?? userActivity.activityType)", scene: scene)
    }
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
        probe.note("restoreInteractionState \(stateRestorationActivity.activityType)", scene: scene)
    }
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        probe.note("stateRestorationActivity", scene: scene)
        return probe.restorationActivity?(scene)
    }
}

/// A scene-mode app delegate that notes the calls about launching, sessions and termination.
final class ProbeAppDelegate: UIResponder, UIApplicationDelegate {
    private var probe: StateProbe { StateProbe.current }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        probe.note("didFinishLaunching", scene: nil)
        return true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        var handed = options.urlContexts.map { "url=\($0.url.absoluteString)" }.sorted()
        handed += options.userActivities.map { "activity=\($0.targetContentIdentifier ?? $0.activityType)" }.sorted()
        probe.note((["configurationForConnecting \(connectingSceneSession.role.rawValue)"] + handed).joined(separator: " "), scene: nil, session: connectingSceneSession)
        return connectingSceneSession.configuration
    }
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        for session in sceneSessions { probe.note("didDiscardSceneSessions", scene: nil, session: session) }
    }
    func applicationWillTerminate(_ application: UIApplication) { probe.note("applicationWillTerminate", scene: nil) }
}

/// A legacy app delegate (no scene manifest) that notes every call.
final class ProbeLegacyAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var probe: StateProbe { StateProbe.current }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        probe.note("didFinishLaunching", scene: nil)
        return true
    }
    func applicationWillEnterForeground(_ application: UIApplication) { probe.note("applicationWillEnterForeground", scene: nil) }
    func applicationDidBecomeActive(_ application: UIApplication) { probe.note("applicationDidBecomeActive", scene: nil) }
    func applicationWillResignActive(_ application: UIApplication) { probe.note("applicationWillResignActive", scene: nil) }
    func applicationDidEnterBackground(_ application: UIApplication) { probe.note("applicationDidEnterBackground", scene: nil) }
    func applicationWillTerminate(_ application: UIApplication) { probe.note("applicationWillTerminate", scene: nil) }
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        probe.note("open \(url.absoluteString)", scene: nil)
        return true
    }
    func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool {
        probe.note("continue \(userActivity.activityType)", scene: nil)
        return true
    }
}

/// An Info.plist whose application scenes use ``ProbeSceneDelegate`` (and, with
/// `externalDisplay`, the non-interactive external display role too).
@MainActor
func probeInfoPlist(multipleScenes: Bool = true, externalDisplay: Bool = false) -> [String: Any] {
    var configurations: [String: Any] = [
        "UIWindowSceneSessionRoleApplication": [["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).ProbeSceneDelegate"]],
    ]
    if externalDisplay {
        configurations["UIWindowSceneSessionRoleExternalDisplayNonInteractive"] = [["UISceneConfigurationName": "External Display", "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).ProbeSceneDelegate"]]
    }
    return [
        "CFBundleIdentifier": "org.openuiscene.tests.probe",
        "NSUserActivityTypes": ["org.openuiscene.tests.editing"],
        "UIApplicationSceneManifest": ["UIApplicationSupportsMultipleScenes": multipleScenes, "UISceneConfigurations": configurations] as [String: Any],
    ]
}
