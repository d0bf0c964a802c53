import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting

/// What the quick-action test delegates saw, in order, with the states read inside each call.
@MainActor
enum QuickActionLog {
    static var lines: [String] = []
    static var completions = 1
    static var launchOptionsItem: String?
    static var preferredTarget: String?
}

final class QuickActionSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let item = connectionOptions.shortcutItem
        QuickActionLog.lines.append("willConnect shortcut=\(item.map { "\($0.type) \($0.localizedTitle) \($0.userInfo?["folder"] as? String ?? "-")" } ?? "none")")
        if let target = QuickActionLog.preferredTarget {
            scene.activationConditions.prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(format: "self == %@", target)
        }
    }

    func sceneWillEnterForeground(_ scene: UIScene) { QuickActionLog.lines.append("willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { QuickActionLog.lines.append("didBecomeActive") }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        QuickActionLog.lines.append("performAction \(shortcutItem.type) [\(windowScene.activationState == .foregroundInactive ? "inactive" : "\(windowScene.activationState.rawValue)")]")
        for _ in 0..<QuickActionLog.completions { completionHandler(true) }
    }
}

final class QuickActionAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        QuickActionLog.launchOptionsItem = (launchOptions?[.shortcutItem] as? UIApplicationShortcutItem)?.type
        return true
    }

    func applicationWillEnterForeground(_ application: UIApplication) { QuickActionLog.lines.append("app willEnterForeground") }
    func applicationDidBecomeActive(_ application: UIApplication) { QuickActionLog.lines.append("app didBecomeActive") }

    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        QuickActionLog.lines.append("app performAction \(shortcutItem.type)")
        completionHandler(true)
    }
}

@MainActor
@Suite(.serialized) struct QuickActionTests {
    static func plist(scenes: Bool = true) -> [String: Any] {
        var plist: [String: Any] = [
            "CFBundleIdentifier": "org.openuiscene.tests.quick",
            "UIApplicationShortcutItems": [
                ["UIApplicationShortcutItemType": "org.openuiscene.tests.new-note", "UIApplicationShortcutItemTitle": "New Note",
                 "UIApplicationShortcutItemIconType": "UIApplicationShortcutIconTypeCompose",
                 "UIApplicationShortcutItemUserInfo": ["folder": "Inbox", "count": 3, "pinned": true]] as [String: Any],
                ["UIApplicationShortcutItemType": "org.openuiscene.tests.search", "UIApplicationShortcutItemTitle": "Search"],
            ],
        ]
        if scenes {
            plist["UIApplicationSceneManifest"] = [
                "UIApplicationSupportsMultipleScenes": true,
                "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [[
                    "UISceneConfigurationName": "Default Configuration",
                    "UISceneDelegateClassName": NSStringFromClass(QuickActionSceneDelegate.self),
                ]]],
            ] as [String: Any]
        }
        return plist
    }

    private func reset() {
        QuickActionLog.lines = []
        QuickActionLog.completions = 1
        QuickActionLog.launchOptionsItem = nil
        QuickActionLog.preferredTarget = nil
    }

    private func errors(_ device: SimulatedDevice) -> [String] {
        device.trace.filter { $0.kind == .error }.map { $0.detail ?? "" }
    }

    @Test func aColdLaunchByAQuickActionFindsItInTheConnectionOptionsOnly() {
        reset()
        let device = SimulatedDevice(appDelegate: QuickActionAppDelegate.self, infoPlist: Self.plist())
        device.performQuickAction(type: "org.openuiscene.tests.new-note")
        #expect(QuickActionLog.lines == ["willConnect shortcut=org.openuiscene.tests.new-note New Note Inbox", "willEnterForeground", "didBecomeActive"])
        #expect(QuickActionLog.launchOptionsItem == nil, "scene mode: launchOptions carry nothing")
        #expect(errors(device).isEmpty)
    }

    @Test func aRunningAppGetsTheActionBetweenWillEnterForegroundAndDidBecomeActive() {
        reset()
        let device = SimulatedDevice(appDelegate: QuickActionAppDelegate.self, infoPlist: Self.plist())
        device.launch()
        device.moveToBackground(device.sessions[0])
        QuickActionLog.lines = []
        device.performQuickAction(type: "org.openuiscene.tests.search")
        #expect(QuickActionLog.lines == ["willEnterForeground", "performAction org.openuiscene.tests.search [inactive]", "didBecomeActive"])
        #expect(device.trace.contains { $0.name == "completed" && $0.detail == "windowScene(_:performActionFor:completionHandler:): true" })
        #expect(device.sessions.count == 1)
    }

    @Test func dynamicActionsAreRoutedByTheirTargetLikeURLs() throws {
        reset()
        let device = SimulatedDevice(appDelegate: QuickActionAppDelegate.self, infoPlist: Self.plist())
        device.launch()
        QuickActionLog.preferredTarget = "note/7"
        device.openNewWindow()
        let preferring = device.sessions[1]
        device.moveToBackground(preferring)
        let item = UIMutableApplicationShortcutItem(type: "org.openuiscene.tests.open-note", localizedTitle: "Recent note")
        item.targetContentIdentifier = "note/7"
        device.application?.shortcutItems = [item]
        QuickActionLog.lines = []
        device.performQuickAction(type: "org.openuiscene.tests.open-note")
        #expect(QuickActionLog.lines == ["willEnterForeground", "performAction org.openuiscene.tests.open-note [inactive]", "didBecomeActive"])
        #expect(preferring.scene?.activationState == .foregroundActive)
        #expect(device.sessions.count == 2, "no new window")
    }

    @Test func anUnknownTypeIsReportedAndDeliversNothingAndACompletionCountsOnce() {
        reset()
        let device = SimulatedDevice(appDelegate: QuickActionAppDelegate.self, infoPlist: Self.plist())
        device.performQuickAction(type: "org.openuiscene.tests.gone")
        #expect(QuickActionLog.lines.first == "willConnect shortcut=none", "the app still launches")
        #expect(errors(device).contains { $0.contains("\"org.openuiscene.tests.gone\"") && $0.contains("org.openuiscene.tests.new-note, org.openuiscene.tests.search") })
        QuickActionLog.completions = 2
        device.performQuickAction(type: "org.openuiscene.tests.search")
        #expect(errors(device).contains { $0.contains("called more than once") })
    }

    @Test func legacyAppsGetLaunchOptionsAtLaunchAndTheAppDelegateCallLater() {
        reset()
        let device = SimulatedDevice(appDelegate: QuickActionAppDelegate.self, infoPlist: Self.plist(scenes: false))
        device.performQuickAction(type: "org.openuiscene.tests.new-note")
        #expect(QuickActionLog.launchOptionsItem == "org.openuiscene.tests.new-note")
        #expect(QuickActionLog.lines == ["app performAction org.openuiscene.tests.new-note", "app didBecomeActive"])
        device.moveApplicationToBackground()
        QuickActionLog.lines = []
        device.performQuickAction(type: "org.openuiscene.tests.search")
        #expect(QuickActionLog.lines == ["app willEnterForeground", "app performAction org.openuiscene.tests.search", "app didBecomeActive"])
    }

    @Test func theInfoPlistsActionsAreReadWithTheirIconsAndBadEntriesAreReported() throws {
        let device = SimulatedDevice(appDelegate: QuickActionAppDelegate.self, infoPlist: Self.plist())
        device.launch()
        let first = try #require(device.quickActions.first)
        #expect(first.icon?.name == "compose")
        #expect(first.userInfo?["count"] as? NSNumber == 3 && first.userInfo?["pinned"] as? NSNumber == true, "numbers keep their kind")
        #expect(device.quickActions.map(\.type) == ["org.openuiscene.tests.new-note", "org.openuiscene.tests.search"])
        var broken = Self.plist()
        broken["UIApplicationShortcutItems"] = [["UIApplicationShortcutItemTitle": "No type"], ["UIApplicationShortcutItemType": "t", "UIApplicationShortcutItemTitle": "Ok", "UIApplicationShortcutItemUserInfo": ["list": [1, 2]]] as [String: Any]]
        let other = SimulatedDevice(appDelegate: QuickActionAppDelegate.self, infoPlist: broken)
        #expect(other.infoPlistProblems.contains { $0.contains("UIApplicationShortcutItems[0]") })
        #expect(other.infoPlistProblems.contains { $0.contains("UIApplicationShortcutItems[1].UIApplicationShortcutItemUserInfo.list") })
        other.launch()
        #expect(other.quickActions.map(\.type) == ["t"])
    }
}
