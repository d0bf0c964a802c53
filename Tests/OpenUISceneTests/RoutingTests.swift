import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting

/// Per-test knobs for routing: the activation conditions each new scene sets in `willConnect`.
@MainActor
enum RoutingHooks {
    /// Target content identifiers each connecting scene can and prefers to activate for, in
    /// connection order; `nil` keeps the default conditions.
    static var targets: [String?] = []
    static var urlContextsAtConnect: [[String]] = []
    static var sourceApplicationsAtConnect: [String?] = []

    static func reset() {
        targets = []
        urlContextsAtConnect = []
        sourceApplicationsAtConnect = []
    }
}

/// A scene delegate written as the published samples write it, that records what reaches it.
final class RoutingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var recorder: Recorder { Recorder.current }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let label = recorder.label(session)
        for urlContext in connectionOptions.urlContexts {
            let url = urlContext.url
            let options = urlContext.options
            RoutingHooks.sourceApplicationsAtConnect.append(options.sourceApplication)
            recorder.record("\(label).willConnect.url:\(url.absoluteString)\(options.openInPlace ? " inPlace" : "")")
        }
        RoutingHooks.urlContextsAtConnect.append(connectionOptions.urlContexts.map(\.url.absoluteString))
        if let activity = connectionOptions.userActivities.first ?? session.stateRestorationActivity {
            recorder.record("\(label).willConnect.activity:\(activity.targetContentIdentifier ?? activity.activityType)")
        } else {
            recorder.record("\(label).willConnect")
        }
        if !RoutingHooks.targets.isEmpty, let target = RoutingHooks.targets.removeFirst() {
            scene.activationConditions.canActivateForTargetContentIdentifierPredicate = NSPredicate(format: "self == %@", target)
            scene.activationConditions.prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(format: "self == %@", target)
        }
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts { recorder.record("\(recorder.label(scene.session)).openURL:\(context.url.absoluteString)") }
    }

    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
        recorder.record("\(recorder.label(scene.session)).willContinue")
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        recorder.record("\(recorder.label(scene.session)).continue:\(userActivity.targetContentIdentifier ?? "")")
    }

    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {
        recorder.record("\(recorder.label(scene.session)).didFail:\((error as NSError).code)")
    }
}

@MainActor
func routingInfoPlist() -> [String: Any] {
    [
        "CFBundleIdentifier": "org.openuiscene.routing",
        "UIApplicationSceneManifest": [
            "UIApplicationSupportsMultipleScenes": true,
            "UISceneConfigurations": [
                "UIWindowSceneSessionRoleApplication": [[
                    "UISceneConfigurationName": "Default Configuration",
                    "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).RoutingSceneDelegate",
                ]],
            ],
        ] as [String: Any],
    ]
}

@MainActor
func noteActivity(_ target: String) -> NSUserActivity {
    let activity = NSUserActivity(activityType: "org.openuiscene.tests.editing")
    activity.targetContentIdentifier = target
    return activity
}

@MainActor
@Suite struct RoutingTests {
    /// Three scenes: the first two can and prefer only `note/1` and `note/2`; the third has the
    /// default conditions (or `thirdTarget`).
    func threeScenes(thirdTarget: String? = nil) -> (SimulatedDevice, Recorder) {
        TestHooks.reset()
        RoutingHooks.reset()
        RoutingHooks.targets = ["note/1", "note/2", thirdTarget]
        let recorder = Recorder.start()
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: routingInfoPlist())
        device.launch()
        device.openNewWindow()
        device.openNewWindow()
        recorder.log.removeAll()
        return (device, recorder)
    }

    func delivered(_ recorder: Recorder) -> [String] {
        recorder.log.filter { !$0.contains(".N.") && !$0.hasPrefix("N.") && !$0.contains("scene") }
    }

    @Test func anActivityGoesToTheScenePreferringItsTarget() {
        let (device, recorder) = threeScenes()
        device.continueActivity(noteActivity("note/2"))
        #expect(delivered(recorder) == ["s2.willContinue", "s2.continue:note/2"])
        #expect(device.sessions[1].scene?.activationState == .foregroundActive)
        recorder.log.removeAll()
        device.continueActivity(noteActivity("note/1"))
        #expect(delivered(recorder) == ["s1.willContinue", "s1.continue:note/1"])
    }

    @Test func anActivityNoSceneCanTakeCreatesANewScene() {
        let (device, recorder) = threeScenes(thirdTarget: "note/9")
        device.continueActivity(noteActivity("note/3"))
        #expect(delivered(recorder) == ["s4.app.configurationForConnecting", "s4.willConnect.activity:note/3"])
        #expect(TestHooks.userActivitiesAtConfiguration.last == ["org.openuiscene.tests.editing"])
        #expect(device.sessions.count == 4)
    }

    @Test func anActivityGoesToTheMostRecentlyActiveSceneThatCanTakeIt() {
        let (device, recorder) = threeScenes()
        device.continueActivity(noteActivity("note/3"))
        #expect(delivered(recorder) == ["s3.willContinue", "s3.continue:note/3"], "only the third scene can take note/3")
    }

    @Test func aURLGoesToTheScenePreferringItsTarget() {
        let (device, recorder) = threeScenes()
        device.open(URL(string: "notes://note/2")!)
        #expect(delivered(recorder) == ["s2.openURL:notes://note/2"])
        recorder.log.removeAll()
        device.open(URL(string: "notes://note/1")!)
        #expect(delivered(recorder) == ["s1.openURL:notes://note/1"])
    }

    @Test func aURLNoSceneCanTakeCreatesANewSceneWithTheURLInItsConnectionOptions() {
        let (device, recorder) = threeScenes(thirdTarget: "note/9")
        device.open(URL(string: "notes://note/3")!, sourceApplication: "org.example.mail", openInPlace: true)
        #expect(delivered(recorder) == ["s4.app.configurationForConnecting", "s4.willConnect.url:notes://note/3 inPlace", "s4.willConnect"])
        #expect(RoutingHooks.sourceApplicationsAtConnect.last == "org.example.mail")
        #expect(device.sessions.count == 4)
    }

    @Test func aURLThatLaunchesTheAppArrivesInTheFirstScenesConnectionOptions() {
        TestHooks.reset()
        RoutingHooks.reset()
        let recorder = Recorder.start()
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: routingInfoPlist())
        device.open(URL(string: "notes://note/5")!)
        #expect(device.application != nil, "the URL launched the app")
        #expect(RoutingHooks.urlContextsAtConnect == [["notes://note/5"]])
        #expect(!recorder.log.contains { $0.contains("openURL") }, "not delivered twice")
        #expect(TestHooks.launchOptionsSeen == ["nil", "nil"], "scene apps get nil launch options")
    }

    /// On a device, a URL that launches the app arrives in the connection options of the scene
    /// that connects for it, also when that scene is a restored session, and
    /// `scene(_:openURLContexts:)` is not called (jakehao.com "scene-delegate-open-url";
    /// apache/cordova-ios PR 1717; AvaloniaUI/Avalonia PR 21394; expo/expo PR 47628).
    @Test func aURLAtLaunchWithRestoredScenesArrivesInARestoredScenesConnectionOptions() {
        let (device, recorder) = threeScenes()
        device.terminate()
        RoutingHooks.targets = ["note/1", "note/2", nil]
        RoutingHooks.urlContextsAtConnect = []
        recorder.log.removeAll()
        device.open(URL(string: "notes://note/2")!)
        #expect(!recorder.log.contains { $0.contains("openURL") }, "not through openURLContexts: \(recorder.log)")
        #expect(RoutingHooks.urlContextsAtConnect.filter { !$0.isEmpty } == [["notes://note/2"]], "once, in willConnect")
        #expect(recorder.log.contains("s2.willConnect.url:notes://note/2"), "to the restored scene whose stored conditions prefer it: \(recorder.log)")
        #expect(device.sessions.count == 3, "no new session")
    }

    @Test func aSessionWhoseSceneWasReclaimedIsReconnectedForTheTargetItPreferred() {
        let (device, recorder) = threeScenes()
        let second = device.sessions[1]
        device.moveToBackground(second)
        device.reclaimMemory()
        recorder.log.removeAll()
        device.continueActivity(noteActivity("note/2"))
        #expect(delivered(recorder) == ["s2.willConnect.activity:note/2"])
        #expect(second.scene?.activationState == .foregroundActive)
    }

    @Test func everyWillContinueIsFollowedByExactlyOneContinueOrDidFail() {
        let (device, recorder) = threeScenes()
        let activity = noteActivity("note/1")
        activity.requiredUserInfoKeys = ["noteID"]
        device.continueActivity(activity)
        #expect(delivered(recorder) == ["s1.willContinue", "s1.didFail:\(NSUserActivityHandoffFailedError)"])
        recorder.log.removeAll()
        activity.userInfo = ["noteID": 1]
        device.continueActivity(activity)
        #expect(delivered(recorder) == ["s1.willContinue", "s1.continue:note/1"])
    }

    @Test func activateSceneSessionReusesTheScenePreferringTheTargetElseCreatesOne() {
        let (device, recorder) = threeScenes()
        UIApplication.shared.activateSceneSession(for: UISceneSessionActivationRequest(role: .windowApplication, userActivity: noteActivity("note/2")))
        #expect(delivered(recorder) == ["s2.willContinue", "s2.continue:note/2"])
        recorder.log.removeAll()
        UIApplication.shared.activateSceneSession(for: UISceneSessionActivationRequest(userActivity: noteActivity("note/7")))
        #expect(delivered(recorder) == ["s4.app.configurationForConnecting", "s4.willConnect.activity:note/7"])
        recorder.log.removeAll()
        let first = device.sessions[0]
        UIApplication.shared.activateSceneSession(for: UISceneSessionActivationRequest(session: first, userActivity: noteActivity("note/1")))
        #expect(delivered(recorder) == ["s1.willContinue", "s1.continue:note/1"])
        var received: UISceneError?
        UIApplication.shared.activateSceneSession(for: UISceneSessionActivationRequest(role: .windowExternalDisplayNonInteractive)) { received = $0 as? UISceneError }
        #expect(received?.code == .requestDenied)
    }

    @Test func legacyAppsGetURLsThroughTheAppDelegateAndLaunchOptions() {
        var plist = routingInfoPlist()
        plist["UIApplicationSceneManifest"] = nil
        TestHooks.reset()
        _ = Recorder.start()
        let device = SimulatedDevice(appDelegate: LegacyURLAppDelegate.self, infoPlist: plist)
        device.open(URL(string: "notes://note/8")!, sourceApplication: "org.example.web")
        #expect(LegacyURLAppDelegate.seen == ["launch:notes://note/8", "launch:notes://note/8", "open:notes://note/8 from org.example.web"])
        device.open(URL(string: "notes://note/9")!)
        #expect(LegacyURLAppDelegate.seen.last == "open:notes://note/9 from -")
    }
}

final class LegacyURLAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    nonisolated(unsafe) static var seen: [String] = []

    override init() {
        Self.seen = []
        super.init()
    }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.seen.append("launch:\((launchOptions?[.url] as? URL)?.absoluteString ?? "-")")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.seen.append("launch:\((launchOptions?[.url] as? URL)?.absoluteString ?? "-")")
        return true
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        Self.seen.append("open:\(url.absoluteString) from \(options[.sourceApplication] as? String ?? "-")")
        return true
    }
}

@Suite struct PredicateFormatTests {
    @Test(arguments: [
        ("self == 'note/1'", "note/1", true), ("self == 'note/1'", "note/2", false),
        ("SELF = \"a\"", "a", true), ("self != 'a'", "b", true),
        ("self BEGINSWITH 'note/'", "note/42", true), ("self BEGINSWITH 'note/'", "list", false),
        ("self ENDSWITH '.md'", "a.md", true), ("self CONTAINS 'ot'", "note", true),
        ("self IN {'a', 'b'}", "b", true), ("self IN {'a', 'b'}", "c", false),
        ("self ==[c] 'NOTE'", "note", true), ("self BEGINSWITH[cd] 'é'", "Ecole", true),
        ("self LIKE 'note/*'", "note/3", true), ("self LIKE 'n?te'", "note", true), ("self LIKE 'n?te'", "nooote", false),
        ("self MATCHES 'note/[0-9]+'", "note/12", true), ("self MATCHES 'note/[0-9]+'", "note/x", false),
        ("self == 'a' OR self == 'b'", "b", true), ("self BEGINSWITH 'n' AND NOT (self == 'note')", "note", false),
        ("self BEGINSWITH 'n' && !(self == 'note')", "nap", true),
        ("TRUEPREDICATE", "x", true), ("FALSEPREDICATE", "x", false),
    ])
    func formatsRealAppsUse(format: String, subject: String, expected: Bool) {
        #expect(NSPredicate(format: format).evaluate(with: subject) == expected, "\(format) with \(subject)")
    }

    @Test func argumentsAreSubstituted() {
        #expect(NSPredicate(format: "self == %@", "note/1").evaluate(with: "note/1"))
        #expect(NSPredicate(format: "self IN %@", argumentArray: [["a", "b"]]).evaluate(with: "a"))
        #expect(!NSPredicate(format: "self IN %@", argumentArray: [["a", "b"]]).evaluate(with: "c"))
        #expect(NSPredicate(format: "SELF IN %@", ["a", "main"]).evaluate(with: "main"), "an array argument, as apps write it")
    }

    @Test func anUnparsableFormatEvaluatesToFalseInsteadOfCrashing() {
        // The errors each format logs are collected here, not printed (issue 22 item 21).
        let errors = PredicateFormatErrors.Collector()
        PredicateFormatErrors.$collector.withValue(errors) {
            #expect(!NSPredicate(format: "title == 'a'").evaluate(with: "a"))
            #expect(!NSPredicate(format: "self == ").evaluate(with: "a"))
            #expect(!NSPredicate(format: "self == %@").evaluate(with: "a"), "too few arguments")
        }
        let messages = errors.messages
        #expect(messages.count == 3, "\(messages)")
        #expect(messages.first?.contains("\"title == 'a'\" at character 1: expected SELF") == true, "\(messages)")
        #expect(messages.dropFirst().first?.contains("\"self == \" at character 9: expected a value") == true, "\(messages)")
        #expect(messages.last?.contains("expected an argument for %@ (too few arguments)") == true, "\(messages)")
    }
}

final class SavingActivityDelegate: NSUserActivityDelegate {
    var saves = 0
    func userActivityWillSave(_ userActivity: NSUserActivity) {
        saves += 1
        userActivity.addUserInfoEntries(from: ["saved": saves])
    }
}

final class DidUpdateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    nonisolated(unsafe) static var updates: [String] = []
    let activityDelegate = SavingActivityDelegate()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let activity = NSUserActivity(activityType: "org.openuiscene.tests.editing")
        activity.delegate = activityDelegate
        scene.userActivity = activity
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { scene.userActivity }

    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {
        Self.updates.append("\(userActivity.userInfo?["saved"] as? Int ?? 0)")
    }
}

@MainActor
@Suite struct DidUpdateTests {
    @Test func aCaptureThatSavesAnActivityMarkedNeedsSaveTellsTheScene() throws {
        DidUpdateSceneDelegate.updates = []
        var plist = routingInfoPlist()
        plist["NSUserActivityTypes"] = ["org.openuiscene.tests.editing"]
        plist["UIApplicationSceneManifest"] = ["UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).DidUpdateSceneDelegate"]]]]
        let (device, _) = launchedDevice(infoPlist: plist)
        let session = device.sessions[0]
        device.moveToBackground(session)
        #expect(DidUpdateSceneDelegate.updates.isEmpty, "not marked needsSave: no update")
        device.moveToForeground(session)
        session.scene?.userActivity?.needsSave = true
        device.moveToBackground(session)
        #expect(DidUpdateSceneDelegate.updates == ["1"])
        #expect(session.stateRestorationActivity?.userInfo?["saved"] as? Int == 1)
        #expect(session.scene?.userActivity?.needsSave == false)
    }
}

/// Activation conditions are stored with the session (issue 14): after a relaunch, an activity a
/// background session's scene preferred reaches that session, not a duplicate.
@MainActor
@Suite struct StoredConditionsRoutingTests {
    @Test func afterARelaunchAnActivityReachesTheStoredSessionThatPrefersIt() throws {
        TestHooks.reset()
        RoutingHooks.reset()
        RoutingHooks.targets = ["note/1", "note/2", "note/3"]
        let recorder = Recorder.start()
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("conditions-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: store) }
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: routingInfoPlist(), storeDirectory: store)
        device.launch()
        device.openNewWindow()
        device.openNewWindow()
        let second = device.sessions[1].persistentIdentifier
        device.moveToBackground(device.sessions[1])
        device.terminate()
        RoutingHooks.targets = ["note/1", "note/3", "note/2"]
        device.launch()
        #expect(device.sessions.first { $0.persistentIdentifier == second }?.scene == nil, "the background session waits without a scene")
        recorder.log.removeAll()
        let activity = NSUserActivity(activityType: "org.openuiscene.tests.editing")
        activity.targetContentIdentifier = "note/2"
        device.continueActivity(activity)
        #expect(device.sessions.count == 3, "no duplicate session")
        #expect(device.sessions.first { $0.persistentIdentifier == second }?.scene?.activationState == .foregroundActive)
        #expect(recorder.log.contains { $0.hasSuffix("willConnect.activity:note/2") }, "\(recorder.log)")
    }
}
