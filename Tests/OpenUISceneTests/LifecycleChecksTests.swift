import Foundation
import Testing
@testable import OpenUIScene
import OpenUISceneTesting
import OpenUISceneStore

/// How the check test delegates behave (set by each test before launching).
@MainActor
enum CheckApp {
    /// Read the connection options in willConnect (through a helper, as real apps do).
    static var readsOptions = false
    /// Create a key, visible window in willConnect.
    static var makesWindow = true
    /// Create the window with UIWindow(frame:) (not attached to the scene).
    static var windowWithoutScene = false
    /// How many times windowScene(_:performActionFor:) calls its handler at once (0: keep it).
    static var completionCalls = 1
    static var keptCompletion: ((Bool) -> Void)?
    static var handled: [String] = []

    static func reset() {
        readsOptions = false
        makesWindow = true
        windowWithoutScene = false
        completionCalls = 1
        keptCompletion = nil
        handled = []
    }
}

/// A helper of the app that receives the options: a read through it is a read.
@MainActor
enum CheckRouter {
    static func handle(_ options: UIScene.ConnectionOptions) {
        for context in options.urlContexts { CheckApp.handled.append(context.url.absoluteString) }
        for activity in options.userActivities { CheckApp.handled.append(activity.activityType) }
        if let item = options.shortcutItem { CheckApp.handled.append(item.type) }
        if let response = options.notificationResponseRecord { CheckApp.handled.append(response.notification.request.identifier) }
    }
}

final class CheckSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        if CheckApp.makesWindow, let windowScene = scene as? UIWindowScene {
            let window = CheckApp.windowWithoutScene ? UIWindow(frame: .zero) : UIWindow(windowScene: windowScene)
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            self.window = window
        }
        if CheckApp.readsOptions { CheckRouter.handle(connectionOptions) }
    }

    // The running-app handlers the buggy shape relies on (UIKit does not call them at a cold launch).
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        CheckApp.handled += URLContexts.map(\.url.absoluteString)
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) { CheckApp.handled.append(userActivity.activityType) }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        CheckApp.handled.append(shortcutItem.type)
        if CheckApp.completionCalls == 0 { CheckApp.keptCompletion = completionHandler }
        for _ in 0..<CheckApp.completionCalls { completionHandler(true) }
    }
}

final class CheckAppDelegate: UIResponder, UIApplicationDelegate {}

/// The shape of an app delegate carried over from before scenes.
class PreSceneAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func applicationDidBecomeActive(_ application: UIApplication) { CheckApp.handled.append("app didBecomeActive") }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        CheckApp.handled.append(url.absoluteString)
        return true
    }
}

/// Inherits the carried-over methods.
final class DerivedPreSceneAppDelegate: PreSceneAppDelegate {}

/// A legacy app delegate that shows its window (or not).
final class LegacyCheckAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        if CheckApp.makesWindow {
            let window = UIWindow(frame: .zero)
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            self.window = window
        }
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {}
}

@MainActor
@Suite(.serialized) struct LifecycleChecksTests {
    static let newNote = "org.openuiscene.tests.checks.new-note"
    static let viewNote = "org.openuiscene.tests.checks.view-note"

    static func plist(delegate: AnyClass = CheckSceneDelegate.self, scenes: Bool = true) -> [String: Any] {
        var plist: [String: Any] = [
            "CFBundleIdentifier": "org.openuiscene.tests.checks",
            "NSUserActivityTypes": [viewNote],
            "UIApplicationShortcutItems": [["UIApplicationShortcutItemType": newNote, "UIApplicationShortcutItemTitle": "New Note"]],
        ]
        if scenes {
            plist["UIApplicationSceneManifest"] = [
                "UIApplicationSupportsMultipleScenes": true,
                "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [[
                    "UISceneConfigurationName": "Default Configuration",
                    "UISceneDelegateClassName": NSStringFromClass(delegate),
                ]]],
            ] as [String: Any]
        }
        return plist
    }

    func device(_ appDelegate: (UIResponder & UIApplicationDelegate).Type = CheckAppDelegate.self, scenes: Bool = true) -> SimulatedDevice {
        SimulatedDevice(appDelegate: appDelegate, infoPlist: Self.plist(scenes: scenes))
    }

    func rules(_ device: SimulatedDevice) -> [String] { device.lifecycleWarnings.map(\.rule) }

    // MARK: - Connection options

    @Test func aURLThatConnectsAScenewhoseWillConnectIgnoresItIsReportedOnce() throws {
        CheckApp.reset()
        let device = device()
        device.open(URL(string: "notes://note/7")!)
        #expect(rules(device) == ["url-lost-at-cold-launch"])
        let warning = try #require(device.lifecycleWarnings.first)
        let session = try #require(device.sessions.first?.persistentIdentifier)
        #expect(warning.session == session)
        #expect(warning.message.hasPrefix("notes://note/7 arrived in connectionOptions.urlContexts of session \(session) and was never read by the end of its first sceneDidBecomeActive(_:)"))
        #expect(warning.message.hasSuffix("[url-lost-at-cold-launch]"))
        let event = try #require(device.trace.first { $0.kind == .warning })
        #expect(event.name == "url-lost-at-cold-launch" && event.session == session && event.detail == warning.message)
        // Nothing more while the app goes on, and openURLContexts (running app) is not a warning.
        device.moveToBackground(device.sessions[0])
        device.open(URL(string: "notes://note/8")!)
        #expect(rules(device) == ["url-lost-at-cold-launch"])
        #expect(CheckApp.handled == ["notes://note/8"])
    }

    @Test func optionsPassedToAHelperThatReadsThemAreNotReported() {
        CheckApp.reset()
        CheckApp.readsOptions = true
        let device = device()
        device.open(URL(string: "notes://note/7")!)
        device.terminate()
        device.continueActivity(NSUserActivity(activityType: Self.viewNote))
        device.terminate()
        device.performQuickAction(type: Self.newNote)
        device.terminate()
        device.launchByNotification(identifier: "reminder-1", title: "Reminder")
        #expect(CheckApp.handled == ["notes://note/7", Self.viewNote, Self.newNote, "reminder-1"])
        #expect(device.lifecycleWarnings.isEmpty, "\(device.lifecycleWarnings)")
    }

    @Test func anActivityAQuickActionAndANotificationResponseLeftUnreadAreReported() throws {
        CheckApp.reset()
        // No UNUserNotificationCenter delegate in this process while the test runs (another
        // suite's app may have set one).
        let bridge = SceneEngine.notificationAppBridge
        SceneEngine.notificationAppBridge = nil
        defer { SceneEngine.notificationAppBridge = bridge }
        let device = device()
        device.continueActivity(NSUserActivity(activityType: Self.viewNote))
        device.terminate()
        device.performQuickAction(type: Self.newNote)
        device.terminate()
        device.launchByNotification(identifier: "reminder-1", title: "Reminder")
        #expect(rules(device) == ["activity-lost-at-cold-launch", "shortcut-lost-at-cold-launch", "notification-response-lost-at-cold-launch"])
        let messages = device.lifecycleWarnings.map(\.message)
        try #require(messages.count == 3)
        #expect(messages[0].contains(Self.viewNote))
        #expect(messages[1].contains(Self.newNote))
        #expect(messages[2].contains("\"reminder-1\""))
        #expect(CheckApp.handled.isEmpty, "UIKit calls neither continue nor performActionFor at a cold launch")
    }

    /// A notification center delegate that takes every response.
    final class AnsweringBridge: NotificationAppBridge {
        func willPresent(_ notification: DeliveredNotificationRecord, completion: @escaping @Sendable (UInt) -> Void) -> Bool { completion(0); return true }
        func didReceive(_ response: NotificationResponseRecord, completion: @escaping @Sendable () -> Void) -> Bool { completion(); return true }
    }

    @Test func aNotificationResponseTheCenterDelegateReceivesIsNotLost() {
        CheckApp.reset()
        let bridge = SceneEngine.notificationAppBridge
        SceneEngine.notificationAppBridge = AnsweringBridge()
        defer { SceneEngine.notificationAppBridge = bridge }
        let device = device()
        device.launchByNotification(identifier: "reminder-1", title: "Reminder")
        #expect(device.lifecycleWarnings.isEmpty, "\(device.lifecycleWarnings)")
    }

    @Test func aSceneConnectedForAnActivationRequestThatIgnoresItsActivityIsReported() {
        CheckApp.reset()
        let device = device()
        device.launch()
        device.openNewWindow(userActivity: NSUserActivity(activityType: Self.viewNote))
        #expect(rules(device) == ["activity-lost-at-cold-launch"])
        #expect(device.lifecycleWarnings.first?.session == device.sessions.last?.persistentIdentifier)
    }

    @Test func theChecksCanBeSwitchedOff() {
        CheckApp.reset()
        CheckApp.makesWindow = false
        let device = device(PreSceneAppDelegate.self)
        device.lifecycleChecksEnabled = false
        device.open(URL(string: "notes://note/7")!)
        #expect(device.lifecycleWarnings.isEmpty)
        #expect(!device.trace.contains { $0.kind == .warning })
    }

    // MARK: - Quick action completion handlers

    /// A launched app (reading its options) that was given a quick action while running; its
    /// handler calls the completion handler `completionCalls` times (0: keeps it).
    func quickActionWhileRunning(completionCalls: Int) -> SimulatedDevice {
        CheckApp.reset()
        CheckApp.readsOptions = true
        CheckApp.completionCalls = completionCalls
        let device = device()
        device.launch()
        device.performQuickAction(type: Self.newNote)
        return device
    }

    @Test func aCompletionHandlerNeverCalledIsReportedWhenTheLimitPasses() {
        let device = quickActionWhileRunning(completionCalls: 0)
        device.advanceTime(by: .seconds(4))
        #expect(device.lifecycleWarnings.isEmpty)
        device.advanceTime(by: .seconds(2))
        #expect(rules(device) == ["shortcut-completion-handler"])
        #expect(device.lifecycleWarnings.first?.message.contains("did not call its completion handler within 5 s") == true)
    }

    @Test func aCompletionHandlerCalledTwiceIsReported() {
        let device = quickActionWhileRunning(completionCalls: 2)
        #expect(rules(device) == ["shortcut-completion-handler"])
        #expect(device.lifecycleWarnings.first?.message.contains("twice") == true)
        device.advanceTime(by: .seconds(10))
        #expect(rules(device) == ["shortcut-completion-handler"])
    }

    @Test func aCompletionHandlerCalledOnceLateButWithinTheLimitIsNotReported() throws {
        let device = quickActionWhileRunning(completionCalls: 0)
        device.advanceTime(by: .seconds(4))
        let completion = try #require(CheckApp.keptCompletion)
        completion(true)
        device.advanceTime(by: .seconds(10))
        #expect(device.lifecycleWarnings.isEmpty, "\(device.lifecycleWarnings)")
    }

    // MARK: - No key window

    @Test func aLaunchWithoutAWindowIsReportedAndOneWithAWindowIsNot() throws {
        CheckApp.reset()
        CheckApp.makesWindow = false
        let bare = device()
        bare.launch()
        #expect(rules(bare) == ["no-key-window"])
        #expect(bare.lifecycleWarnings.first?.message.contains("it has no window") == true)

        CheckApp.makesWindow = true
        CheckApp.windowWithoutScene = true
        let detached = device()
        detached.launch()
        #expect(rules(detached) == ["no-key-window"])
        #expect(detached.lifecycleWarnings.first?.message.contains("UIWindow(windowScene:)") == true)

        CheckApp.windowWithoutScene = false
        let good = device()
        good.launch()
        #expect(good.lifecycleWarnings.isEmpty, "\(good.lifecycleWarnings)")
    }

    @Test func aStoryboardWindowIsAKeyVisibleWindow() throws {
        let folder = try StoryboardTests.appFolder(storyboard: StoryboardTests.storyboardXML(customClass: "StoryboardRootViewController"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let device = try SimulatedDevice(appDelegate: CheckAppDelegate.self, infoPlistURL: folder.appendingPathComponent("Info.plist"))
        device.launch()
        #expect(device.lifecycleWarnings.isEmpty, "\(device.lifecycleWarnings)")
    }

    @Test func legacyModeChecksTheAppDelegateWindowAndSaysNothingOfItsCallbacks() {
        CheckApp.reset()
        let shown = device(LegacyCheckAppDelegate.self, scenes: false)
        shown.launch()
        #expect(shown.lifecycleWarnings.isEmpty, "\(shown.lifecycleWarnings)")

        CheckApp.makesWindow = false
        let bare = device(LegacyCheckAppDelegate.self, scenes: false)
        bare.launch()
        #expect(rules(bare) == ["no-key-window"])
    }

    // MARK: - App delegate methods a scene-based app never gets

    @Test func appDelegateMethodsThatAScenBasedAppNeverGetsAreNamedOnceAtLaunch() throws {
        CheckApp.reset()
        CheckApp.readsOptions = true
        let device = device(PreSceneAppDelegate.self)
        device.open(URL(string: "notes://note/7")!)
        #expect(Set(rules(device)) == ["app-delegate-state-callback", "app-delegate-event-callback"])
        #expect(device.lifecycleWarnings.count == 2)
        let messages = device.lifecycleWarnings.map(\.message).joined(separator: "\n")
        #expect(messages.contains("PreSceneAppDelegate implements applicationDidBecomeActive(_:)"))
        #expect(messages.contains("PreSceneAppDelegate implements application(_:open:options:)"))
        #expect(!CheckApp.handled.contains("app didBecomeActive"), "UIKit does not call it in scene mode")
        device.moveToBackground(device.sessions[0])
        device.moveToForeground(device.sessions[0])
        #expect(device.lifecycleWarnings.count == 2, "said once per launch")
        device.relaunch()
        #expect(device.lifecycleWarnings.count == 4, "and again at the next launch")
    }

    @Test func inheritedMethodsCountAndADelegateWithoutThemIsSilent() {
        CheckApp.reset()
        let derived = device(DerivedPreSceneAppDelegate.self)
        derived.launch()
        #expect(Set(rules(derived)) == ["app-delegate-state-callback", "app-delegate-event-callback"])
        let plain = device(CheckAppDelegate.self)
        plain.launch()
        #expect(plain.lifecycleWarnings.isEmpty, "\(plain.lifecycleWarnings)")
    }

    /// The GTK host defers the app delegate check (it reads the executable's symbol table) past
    /// its first frame (issue 22 item 18): nothing at the end of the launch, the same warnings
    /// once the host says the frame is painted (read on a background queue, said on the main
    /// queue), and only once however often the host says so.
    @Test func aHostCanDeferTheAppDelegateCheckPastItsFirstFrame() async throws {
        CheckApp.reset()
        let info = device(PreSceneAppDelegate.self).info
        let engine = SceneEngine(appDelegate: PreSceneAppDelegate.self, info: info, store: InMemorySessionStore())
        engine.lifecycleChecks.defersAppDelegateCheck = true
        engine.launch()
        defer { engine.terminate() }
        #expect(engine.lifecycleChecks.log.warnings.isEmpty, "nothing at the end of the launch: \(engine.lifecycleChecks.log.warnings)")
        #expect(engine.lifecycleChecks.appDelegateCheckPending)
        engine.runDeferredLaunchChecks()
        engine.runDeferredLaunchChecks()
        #expect(!engine.lifecycleChecks.appDelegateCheckPending)
        let deadline = ContinuousClock.now + .seconds(30)
        while engine.lifecycleChecks.log.warnings.count < 2, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(Set(engine.lifecycleChecks.log.warnings.map(\.rule)) == ["app-delegate-state-callback", "app-delegate-event-callback"])
        // Anything still queued would land now: still two.
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        #expect(engine.lifecycleChecks.log.warnings.count == 2, "\(engine.lifecycleChecks.log.warnings)")
        #expect(ImplementedMethods.isScanned)
    }

    @Test func demangledNamesSplitIntoTheMethodAndItsLabels() {
        #expect(ImplementedMethods.split("Notes.AppDelegate.application(_: OpenUIScene.UIApplication, open: Foundation.URL, options: [OpenUIScene.UIApplication.OpenURLOptionsKey : Any]) -> Swift.Bool")! == ("Notes.AppDelegate.application", ["_", "open", "options"]))
        #expect(ImplementedMethods.split("Notes.AppDelegate.application(_: OpenUIScene.UIApplication, performActionFor: OpenUIScene.UIApplicationShortcutItem, completionHandler: @escaping (Swift.Bool) -> ()) -> ()")! == ("Notes.AppDelegate.application", ["_", "performActionFor", "completionHandler"]))
        #expect(ImplementedMethods.split("Notes.AppDelegate.applicationDidBecomeActive(OpenUIScene.UIApplication) -> ()")! == ("Notes.AppDelegate.applicationDidBecomeActive", []))
        #expect(ImplementedMethods.split("protocol witness for OpenUIScene.UIApplicationDelegate.applicationDidBecomeActive(OpenUIScene.UIApplication) -> () in conformance Notes.AppDelegate : OpenUIScene.UIApplicationDelegate in Notes") == nil)
        #expect(ImplementedMethods.split("(extension in OpenUIScene):OpenUIScene.UIApplicationDelegate.applicationDidBecomeActive(OpenUIScene.UIApplication) -> ()") == nil)
    }
}
