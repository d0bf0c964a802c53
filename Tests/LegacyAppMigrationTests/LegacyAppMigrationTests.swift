import Foundation
@testable import LegacyApp
@testable import LegacyAppMigrated
import OpenUISceneTesting
import Testing
import UIKit
import UserNotifications

/// Examples/LegacyApp before and after `scenectl migrate` (the migrated sources are the tool's
/// exact output: SceneMigrateTests.LegacyAppMigrationDiffTests), on the simulated device: every
/// way in at a cold launch and while running, and the state callbacks' app-wide work.
@MainActor @Suite(.serialized)
struct LegacyAppMigrationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let legacyPlist = root.appendingPathComponent("Examples/LegacyApp/Info.plist")
    static let migratedPlist = root.appendingPathComponent("Tests/SceneMigrateTests/Fixtures/LegacyAppMigrated/Info.plist")

    func migratedDevice() throws -> (SimulatedDevice, URL) {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("legacy-app-\(UUID().uuidString)")
        LegacyAppMigrated.Analytics.shared.reset()
        return (try SimulatedDevice(appDelegate: LegacyAppMigrated.AppDelegate.self, infoPlistURL: Self.migratedPlist, storeDirectory: store), store)
    }

    func legacyDevice() throws -> (SimulatedDevice, URL) {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("legacy-app-\(UUID().uuidString)")
        LegacyApp.Analytics.shared.reset()
        return (try SimulatedDevice(appDelegate: LegacyApp.AppDelegate.self, infoPlistURL: Self.legacyPlist, storeDirectory: store), store)
    }

    func migrated(_ device: SimulatedDevice) throws -> LegacyAppMigrated.AppDelegate {
        try #require(device.application?.delegate as? LegacyAppMigrated.AppDelegate)
    }

    func legacy(_ device: SimulatedDevice) throws -> LegacyApp.AppDelegate {
        try #require(device.application?.delegate as? LegacyApp.AppDelegate)
    }

    static let universalLink: NSUserActivity = {
        let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        activity.webpageURL = URL(string: "https://legacy.example.com/message/8")
        return activity
    }()

    @Test func theMigratedAppHasOneSceneWithTheStoryboardsWindowStyledAsBefore() throws {
        let (device, store) = try migratedDevice()
        defer { try? FileManager.default.removeItem(at: store) }
        #expect(device.infoPlistProblems.isEmpty, "\(device.infoPlistProblems)")
        device.launch()
        let session = try #require(device.sessions.only)
        let scene = try #require(session.scene as? UIWindowScene)
        let delegate = try #require(scene.delegate as? LegacyAppMigrated.SceneDelegate)
        let window = try #require(delegate.window)
        let inbox = try #require(window.rootViewController as? LegacyAppMigrated.InboxViewController)
        #expect(window.tintColor == .systemIndigo)
        #expect(window.isKeyWindow)
        #expect(try migrated(device).router.inbox === inbox)
        #expect(LegacyAppMigrated.Composer.hostWindow === window)
    }

    /// Before the migration, as on iOS: UIMainStoryboardFile makes the app delegate's window (the
    /// storyboard's inbox as its root) before didFinishLaunching, which styles it and hands the
    /// inbox to the router; UIKit then makes it key, so the cold launch's URL is shown in it.
    @Test func theLegacyAppGetsItsMainStoryboardsWindowBeforeDidFinishLaunching() throws {
        let (device, store) = try legacyDevice()
        defer { try? FileManager.default.removeItem(at: store) }
        #expect(device.infoPlistProblems.isEmpty, "\(device.infoPlistProblems)")
        device.open(try #require(URL(string: "legacyapp://message/7")))
        let app = try legacy(device)
        let window = try #require(app.window, "UIMainStoryboardFile gives the app delegate its window")
        let inbox = try #require(window.rootViewController as? LegacyApp.InboxViewController)
        #expect(app.router.inbox === inbox, "didFinishLaunching found the storyboard's inbox")
        #expect(window.tintColor == .systemIndigo)
        #expect(window.isKeyWindow && !window.isHidden)
        #expect(UIApplication.shared.keyWindow === window)
        #expect(inbox.current == "message 7")
        #expect(LegacyApp.Analytics.shared.events.contains { $0.hasPrefix("shown message 7 in a ") }, "the router found the key window: \(LegacyApp.Analytics.shared.events)")
        #expect(!device.trace.contains { $0.kind == .error }, "\(device.trace.filter { $0.kind == .error })")
    }

    /// `UIApplication.shared.delegate?.window??` compiles here as on iOS (the app delegate's
    /// `window` is an optional requirement) and finds the storyboard's window; the tool rewrites it
    /// to `sceneKeyWindow`, which finds the same window after the migration.
    @Test func theAppDelegateWindowLookupFindsTheSameWindowBeforeAndAfter() throws {
        let (before, store1) = try legacyDevice()
        defer { try? FileManager.default.removeItem(at: store1) }
        before.launch()
        let legacyInbox = try #require(try legacy(before).router.inbox)
        legacyInbox.title = "Inbox"
        #expect(LegacyApp.Composer.coveredTitle == "Inbox")
        #expect(LegacyApp.Composer.hostWindow === (try legacy(before).window))
        try legacy(before).window = nil
        #expect(LegacyApp.Composer.coveredTitle == nil)
        before.terminate()

        let (after, store2) = try migratedDevice()
        defer { try? FileManager.default.removeItem(at: store2) }
        after.launch()
        let inbox = try #require(try migrated(after).router.inbox)
        inbox.title = "Inbox after"
        #expect(LegacyAppMigrated.Composer.coveredTitle == "Inbox after")
    }

    @Test func aColdLaunchByURLShowsTheMessageAsTheLegacyAppDid() throws {
        let url = try #require(URL(string: "legacyapp://message/7"))
        let (before, store1) = try legacyDevice()
        defer { try? FileManager.default.removeItem(at: store1) }
        before.open(url, sourceApplication: "com.example.mail")
        #expect(try legacy(before).router.shown == ["message 7"])
        #expect(LegacyApp.Analytics.shared.events.contains("launched by legacyapp://message/7"))
        #expect(LegacyApp.Analytics.shared.events.contains("opened from com.example.mail"))
        before.terminate()

        let (after, store2) = try migratedDevice()
        defer { try? FileManager.default.removeItem(at: store2) }
        after.open(url, sourceApplication: "com.example.mail")
        let app = try migrated(after)
        #expect(app.router.shown == ["message 7"])
        #expect(app.router.inbox?.current == "message 7")
        let events = LegacyAppMigrated.Analytics.shared.events
        #expect(events.contains("launched by legacyapp://message/7"))
        #expect(events.contains("opened from com.example.mail"), "the source application reaches the shared handler")

        // While running: the warm path, the same code.
        after.open(try #require(URL(string: "legacyapp://message/70")))
        #expect(app.router.shown == ["message 7", "message 70"])
    }

    @Test func aColdLaunchByUniversalLinkShowsTheMessage() throws {
        let (before, store1) = try legacyDevice()
        defer { try? FileManager.default.removeItem(at: store1) }
        before.continueActivity(Self.universalLink)
        #expect(try legacy(before).router.shown == ["message 8"])
        before.terminate()

        let (after, store2) = try migratedDevice()
        defer { try? FileManager.default.removeItem(at: store2) }
        after.continueActivity(Self.universalLink)
        let app = try migrated(after)
        #expect(app.router.shown == ["message 8"])
        #expect(LegacyAppMigrated.Analytics.shared.events.contains("launched by an activity (2 keys)"))
        after.continueActivity(Self.universalLink)
        #expect(app.router.shown == ["message 8", "message 8"])
    }

    @Test func aColdLaunchByQuickActionOpensTheComposer() throws {
        let (before, store1) = try legacyDevice()
        defer { try? FileManager.default.removeItem(at: store1) }
        before.performQuickAction(type: "org.openuiscene.legacyapp.compose")
        #expect(try legacy(before).router.shown == ["composer"])
        before.terminate()

        let (after, store2) = try migratedDevice()
        defer { try? FileManager.default.removeItem(at: store2) }
        after.performQuickAction(type: "org.openuiscene.legacyapp.compose")
        let app = try migrated(after)
        #expect(app.router.shown == ["composer"])
        #expect(LegacyAppMigrated.Analytics.shared.events.contains("launched by a quick action"))
        after.performQuickAction(type: "org.openuiscene.legacyapp.compose")
        #expect(app.router.shown == ["composer", "composer"])
    }

    @Test func aColdLaunchByANotificationShowsItsMessage() throws {
        let (device, store) = try migratedDevice()
        defer { try? FileManager.default.removeItem(at: store) }
        device.launch()
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in }
        // In the background, so that the desktop shows it (the app has no willPresent).
        device.moveToBackground(try #require(device.sessions.only))
        let content = UNMutableNotificationContent()
        content.title = "New message"
        content.userInfo = ["messageID": "9"]
        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "message-9", content: content, trigger: nil))
        #expect(device.deliveredNotifications.map(\.identifier) == ["message-9"])
        device.terminate()

        #expect(device.tapNotification(identifier: "message-9"))
        let app = try migrated(device)
        // willConnect reads connectionOptions.notificationResponse (what launchOptions[.remoteNotification]
        // was), then the notification center's delegate gets the response too, as before.
        #expect(app.router.shown.first == "message 9")
        #expect(app.router.inbox?.current == "message 9")
    }

    /// Issue 21's "proof, not hope": the migrated delegates pass the lifecycle audit (cold launches
    /// by URL, activity, quick action and notification, with and without a restored session; a
    /// quick action while running; reclaim and reconnect; relaunch with restoration).
    @Test func theMigratedDelegatesPassTheLifecycleAudit() async throws {
        LegacyAppMigrated.Analytics.shared.reset()
        let report = try await LifecycleAudit.run(appDelegate: LegacyAppMigrated.AppDelegate.self, infoPlistURL: Self.migratedPlist)
        #expect(report.problems.isEmpty, "\(report)")
        #expect(report.scenarios.count >= 10, "every scenario was played: \(report.scenarios)")
    }

    @Test func theStateCallbacksWorkRunsOnTheScenesTransitions() throws {
        let (device, store) = try migratedDevice()
        defer { try? FileManager.default.removeItem(at: store) }
        device.launch()
        let app = try migrated(device)
        let session = try #require(device.sessions.only)
        #expect(app.sync.isRunning, "sceneWillEnterForeground runs at the first connection (the check the tool prints)")
        #expect(app.router.inbox?.isRefreshing == true)
        device.moveToBackground(session)
        #expect(!app.sync.isRunning)
        #expect(app.sync.stops == 1)
        #expect(LegacyAppMigrated.Drafts.shared.saves >= 1)
        #expect(app.router.inbox?.isRefreshing == false)
        device.moveToForeground(session)
        #expect(app.sync.isRunning)
        #expect(app.router.inbox?.isRefreshing == true)
    }
}

extension Collection {
    var only: Element? { count == 1 ? first : nil }
}
