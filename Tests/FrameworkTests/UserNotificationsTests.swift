// UNUserNotificationCenter on the simulated device: the engine's notification rules
// (docs/LIFECYCLE.md "User notifications"), driven through the public UserNotifications API as an
// app uses it.
import Foundation
import OpenUISceneTesting
import Testing
import UIKit
import UserNotifications

/// What the test app's delegates saw, in order.
@MainActor
enum NoteLog {
    static var lines: [String] = []
    /// What willPresent answers.
    static var presentation: UNNotificationPresentationOptions = [.banner, .list]
    /// Whether the app delegate becomes the center's delegate.
    static var setsDelegate = true
    static var connections = 0
    static var responses: [UNNotificationResponse] = []
    /// When set, willPresent keeps its completion handler here instead of calling it.
    static var answerLater = false
    nonisolated(unsafe) static var pendingAnswer: ((UNNotificationPresentationOptions) -> Void)?

    static func reset() {
        answerLater = false
        pendingAnswer = nil
        lines = []
        presentation = [.banner, .list]
        setsDelegate = true
        connections = 0
        responses = []
    }
}

final class NoteAppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let center = UNUserNotificationCenter.current()
        center.delegate = NoteLog.setsDelegate ? self : nil
        let reply = UNTextInputNotificationAction(identifier: "reply", title: "Reply", options: [], textInputButtonTitle: "Send", textInputPlaceholder: "Message")
        let open = UNNotificationAction(identifier: "open", title: "Open", options: [.foreground])
        let archive = UNNotificationAction(identifier: "archive", title: "Archive", options: [.destructive])
        center.setNotificationCategories([
            UNNotificationCategory(identifier: "message", actions: [reply, open, archive], intentIdentifiers: []),
            UNNotificationCategory(identifier: "dismissable", actions: [], intentIdentifiers: [], options: [.customDismissAction]),
        ])
        return true
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        NoteLog.lines.append("willPresent \(notification.request.identifier)")
        if NoteLog.answerLater {
            NoteLog.pendingAnswer = completionHandler
            return
        }
        completionHandler(NoteLog.presentation)
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
        let text = (response as? UNTextInputNotificationResponse).map { " \"\($0.userText)\"" } ?? ""
        let action = response.actionIdentifier == UNNotificationDefaultActionIdentifier ? "default" : response.actionIdentifier == UNNotificationDismissActionIdentifier ? "dismiss" : response.actionIdentifier
        NoteLog.lines.append("didReceive \(response.notification.request.identifier) \(action)\(text) (application \(UIApplication.shared.applicationState == .background ? "background" : "foreground"))")
        NoteLog.responses.append(response)
        completionHandler()
    }
}

final class NoteSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var name = ""

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        NoteLog.connections += 1
        name = "scene/\(NoteLog.connections)"
        scene.activationConditions.canActivateForTargetContentIdentifierPredicate = NSPredicate(format: "self == %@", name)
        scene.activationConditions.prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(format: "self == %@", name)
        let response = connectionOptions.notificationResponse.map { " notificationResponse \($0.notification.request.identifier) \($0.actionIdentifier == UNNotificationDefaultActionIdentifier ? "default" : $0.actionIdentifier) \($0.notification.request.content.userInfo["note"] as? Int ?? -1)" } ?? ""
        NoteLog.lines.append("willConnect \(name)\(response)")
    }

    func sceneWillEnterForeground(_ scene: UIScene) { NoteLog.lines.append("sceneWillEnterForeground \(name)") }
    func sceneDidBecomeActive(_ scene: UIScene) { NoteLog.lines.append("sceneDidBecomeActive \(name)") }
}

@MainActor
@Suite(.serialized) struct UserNotificationsTests {
    static let plist: [String: Any] = [
        "CFBundleIdentifier": "com.example.notes",
        "UIApplicationSceneManifest": [
            "UIApplicationSupportsMultipleScenes": true,
            "UISceneConfigurations": [
                "UIWindowSceneSessionRoleApplication": [[
                    "UISceneConfigurationName": "Default Configuration",
                    "UISceneDelegateClassName": NSStringFromClass(NoteSceneDelegate.self),
                ]],
            ],
        ] as [String: Any],
    ]

    private func launched() -> SimulatedDevice {
        NoteLog.reset()
        let device = SimulatedDevice(appDelegate: NoteAppDelegate.self, infoPlist: Self.plist)
        device.launch()
        return device
    }

    private func errors(_ device: SimulatedDevice) -> [String] {
        device.trace.filter { $0.kind == .error }.map { "\($0.name): \($0.detail ?? "")" }
    }

    private func request(_ identifier: String, title: String = "Title", category: String = "", target: String? = nil, trigger: UNNotificationTrigger? = nil) -> UNNotificationRequest {
        let content = UNMutableNotificationContent()
        content.title = title
        content.body = "Body of \(identifier)"
        content.categoryIdentifier = category
        content.targetContentIdentifier = target
        content.userInfo = ["note": 7]
        return UNNotificationRequest(identifier: identifier, content: content, trigger: trigger)
    }

    /// `add` with a completion handler; the error it got.
    @discardableResult
    private func add(_ request: UNNotificationRequest) -> (any Error)? {
        final class Box: @unchecked Sendable { var error: (any Error)?; var called = false }
        let box = Box()
        UNUserNotificationCenter.current().add(request) { box.error = $0; box.called = true }
        #expect(box.called, "the completion handler is called before add returns")
        return box.error
    }

    private func settings() -> UNNotificationSettings? {
        final class Box: @unchecked Sendable { var settings: UNNotificationSettings? }
        let box = Box()
        UNUserNotificationCenter.current().getNotificationSettings { box.settings = $0 }
        return box.settings
    }

    @Test func authorizationIsGrantedOnTheDesktopAndTheOptionsAreRecorded() throws {
        let device = launched()
        #expect(settings()?.authorizationStatus == .notDetermined)
        final class Box: @unchecked Sendable { var granted: Bool?; var error: (any Error)? }
        let box = Box()
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { box.granted = $0; box.error = $1 }
        #expect(box.granted == true && box.error == nil)
        let granted = try #require(self.settings())
        #expect(granted.authorizationStatus == .authorized)
        #expect(granted.alertSetting == .enabled && granted.soundSetting == .notSupported && granted.badgeSetting == .notSupported)
        #expect(granted.requestedOptions == [.alert, .sound])
        #expect(device.trace.contains { $0.name == "UNUserNotificationCenter.requestAuthorization" })
    }

    @Test func inTheForegroundWillPresentDecidesWhetherTheDesktopShowsIt() throws {
        let device = launched()
        #expect(add(request("shown")) == nil)
        #expect(NoteLog.lines.last == "willPresent shown")
        #expect(device.deliveredNotifications.map(\.identifier) == ["shown"])
        #expect(device.deliveredNotifications.first?.title == "Title" && device.deliveredNotifications.first?.body == "Body of shown")

        NoteLog.presentation = [.sound, .badge]
        add(request("silent"))
        #expect(NoteLog.lines.last == "willPresent silent")
        #expect(device.deliveredNotifications.map(\.identifier) == ["shown"], "no .banner, .list or .alert: not shown")
        #expect(device.trace.contains { $0.name == "notification not shown" && $0.detail?.hasPrefix("silent") == true })

        NoteLog.presentation = [.alert]
        add(request("alert"))
        #expect(device.deliveredNotifications.map(\.identifier) == ["shown", "alert"])
        #expect(errors(device).isEmpty, "\(errors(device))")
    }

    /// Apple's completion handlers may be called later and from any thread: the answer is taken
    /// on the main queue's next turn, once.
    @Test func willPresentsCompletionHandlerMayBeCalledLaterFromAnotherThread() async throws {
        let device = launched()
        NoteLog.answerLater = true
        add(request("later"))
        #expect(device.deliveredNotifications.isEmpty, "not shown before the app answers")
        let answer = try #require(NoteLog.pendingAnswer)
        nonisolated(unsafe) let handler = answer
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                handler([.banner])
                handler([.banner])
                done.resume()
            }
        }
        // The answers were queued on the main queue before this turn.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in DispatchQueue.main.async { done.resume() } }
        #expect(device.deliveredNotifications.map(\.identifier) == ["later"])
        #expect(errors(device).contains { $0.contains("called more than once") })
    }

    @Test func withoutADelegateNothingIsShownInTheForeground() throws {
        NoteLog.reset()
        NoteLog.setsDelegate = false
        let device = SimulatedDevice(appDelegate: NoteAppDelegate.self, infoPlist: Self.plist)
        device.launch()
        add(request("unseen"))
        #expect(device.deliveredNotifications.isEmpty)
        #expect(NoteLog.lines.allSatisfy { !$0.hasPrefix("willPresent") })
    }

    @Test func aTimeIntervalTriggerFiresOnTheDevicesClockInTheBackgroundWithoutAskingTheApp() throws {
        let device = launched()
        device.moveToBackground(device.sessions[0])
        #expect(add(request("later", trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false))) == nil)
        let start = device.now
        #expect(device.pendingNotificationRequests.map(\.identifier) == ["later"])
        #expect(device.pendingNotificationRequests.first?.fireDate == start.addingTimeInterval(60))
        device.advanceTime(by: .seconds(59))
        #expect(device.deliveredNotifications.isEmpty)
        device.advanceTime(by: .seconds(1))
        #expect(device.deliveredNotifications.map(\.identifier) == ["later"])
        #expect(device.deliveredNotifications.first?.date == start.addingTimeInterval(60))
        #expect(device.pendingNotificationRequests.isEmpty)
        #expect(!NoteLog.lines.contains { $0.hasPrefix("willPresent") }, "in the background the app is not asked")
    }

    @Test func aRepeatingTriggerStaysPendingAndFiresEachInterval() throws {
        let device = launched()
        add(request("tick", trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true)))
        device.advanceTime(by: .seconds(60))
        device.advanceTime(by: .seconds(60))
        #expect(NoteLog.lines.filter { $0 == "willPresent tick" }.count == 2)
        #expect(device.deliveredNotifications.map(\.identifier) == ["tick"], "the same identifier replaces the shown one")
        #expect(device.pendingNotificationRequests.map(\.identifier) == ["tick"])
        #expect(device.pendingNotificationRequests.first?.repeats == true)
        UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: ["tick"])
        device.advanceTime(by: .seconds(600))
        #expect(NoteLog.lines.filter { $0 == "willPresent tick" }.count == 2)
    }

    @Test func aCalendarTriggerFiresAtTheNextMatchingDate() throws {
        let device = launched()
        device.moveToBackground(device.sessions[0])
        let target = device.now.addingTimeInterval(90)
        var components = Calendar.current.dateComponents([.hour, .minute, .second], from: target)
        components.nanosecond = nil
        let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: false)
        #expect(add(request("alarm", trigger: trigger)) == nil)
        let fireDate = try #require(device.pendingNotificationRequests.first?.fireDate)
        #expect(abs(fireDate.timeIntervalSince(target)) < 1, "the next date with that hour, minute and second")
        device.advanceTime(by: .milliseconds(Int64((fireDate.timeIntervalSince(device.now) - 1) * 1000)))
        #expect(device.deliveredNotifications.isEmpty)
        device.advanceTime(by: .seconds(2))
        #expect(device.deliveredNotifications.map(\.identifier) == ["alarm"])
    }

    @Test func clickingWhileTheAppRunsRoutesByTargetAndCallsDidReceiveWhileTheSceneIsInactive() throws {
        let device = launched()
        device.openNewWindow()
        let first = device.sessions[0], second = device.sessions[1]
        device.moveToBackground(first)
        add(request("about-1", target: "scene/1"))
        NoteLog.lines = []
        #expect(device.tapNotification(identifier: "about-1"))
        #expect(NoteLog.lines == [
            "sceneWillEnterForeground scene/1",
            "didReceive about-1 default (application foreground)",
            "sceneDidBecomeActive scene/1",
        ])
        #expect(first.scene?.activationState == .foregroundActive)
        #expect(second.scene != nil)
        #expect(device.host.requests.last?.kind == "bringToFront" && device.host.requests.last?.session == first.persistentIdentifier)
        #expect(device.deliveredNotifications.isEmpty, "a clicked notification leaves the list")
        #expect(NoteLog.responses.first?.notification.request.content.userInfo["note"] as? Int == 7)
        #expect(errors(device).isEmpty, "\(errors(device))")
    }

    @Test func actionsReachDidReceiveAndOnlyForegroundActionsBringTheAppForward() throws {
        let device = launched()
        let session = device.sessions[0]
        device.moveToBackground(session)
        for identifier in ["m1", "m2", "m3"] { add(request(identifier, category: "message", target: "scene/1")) }
        #expect(device.deliveredNotifications.first?.actions == ["reply", "open", "archive"])
        NoteLog.lines = []
        #expect(device.tapNotification(identifier: "m1", action: "archive"))
        #expect(device.tapNotification(identifier: "m2", action: "reply", userText: "On my way"))
        #expect(NoteLog.lines == [
            "didReceive m1 archive (application background)",
            "didReceive m2 reply \"On my way\" (application background)",
        ])
        #expect(session.scene?.activationState == .background)
        #expect(device.tapNotification(identifier: "m3", action: "open"))
        #expect(NoteLog.lines.suffix(3) == ["sceneWillEnterForeground scene/1", "didReceive m3 open (application foreground)", "sceneDidBecomeActive scene/1"])
        #expect(NoteLog.responses[1] is UNTextInputNotificationResponse)
    }

    @Test func aDismissalReachesTheDelegateOnlyForACustomDismissCategory() throws {
        let device = launched()
        device.moveToBackground(device.sessions[0])
        add(request("plain"))
        add(request("custom", category: "dismissable"))
        NoteLog.lines = []
        #expect(device.tapNotification(identifier: "plain", action: UNNotificationDismissActionIdentifier))
        #expect(device.tapNotification(identifier: "custom", action: UNNotificationDismissActionIdentifier))
        #expect(NoteLog.lines == ["didReceive custom dismiss (application background)"])
        #expect(device.deliveredNotifications.isEmpty)
    }

    @Test func aClickWhenTheAppIsNotRunningLaunchesItWithTheResponseThenDidReceive() throws {
        let device = launched()
        device.moveToBackground(device.sessions[0])
        add(request("cold", target: "scene/2"))
        device.terminate()
        #expect(device.application == nil)
        #expect(device.deliveredNotifications.map(\.identifier) == ["cold"], "the desktop keeps it after the app quits")
        NoteLog.lines = []
        NoteLog.connections = 0
        #expect(device.tapNotification(identifier: "cold"))
        #expect(device.application != nil)
        let connect = try #require(NoteLog.lines.firstIndex { $0.hasPrefix("willConnect") && $0.contains("notificationResponse cold default 7") })
        let received = try #require(NoteLog.lines.firstIndex(of: "didReceive cold default (application foreground)"))
        #expect(connect < received, "\(NoteLog.lines)")
        #expect(device.deliveredNotifications.isEmpty)
        let names = device.trace.map(\.name)
        let didFinish = try #require(names.firstIndex(of: "application(_:didFinishLaunchingWithOptions:)"))
        let didReceive = try #require(names.lastIndex(of: "userNotificationCenter(_:didReceive:withCompletionHandler:)"))
        #expect(didFinish < didReceive)
    }

    /// An app without scenes: a click brings the whole app forward and calls didReceive
    /// between applicationWillEnterForeground and applicationDidBecomeActive, as a URL.
    @Test func inLegacyModeAClickBringsTheAppForwardAroundDidReceive() throws {
        NoteLog.reset()
        let device = SimulatedDevice(appDelegate: NoteAppDelegate.self, infoPlist: ["CFBundleIdentifier": "com.example.legacy"])
        device.launch()
        device.moveApplicationToBackground()
        add(request("old-style"))
        #expect(device.deliveredNotifications.map(\.identifier) == ["old-style"], "in the background: shown without asking")
        #expect(device.tapNotification(identifier: "old-style"))
        let names = device.trace.filter { $0.kind == .delegate }.map(\.name)
        let willEnter = try #require(names.lastIndex(of: "applicationWillEnterForeground(_:)"))
        let received = try #require(names.lastIndex(of: "userNotificationCenter(_:didReceive:withCompletionHandler:)"))
        let active = try #require(names.lastIndex(of: "applicationDidBecomeActive(_:)"))
        #expect(willEnter < received && received < active, "\(names)")
        #expect(NoteLog.lines.last == "didReceive old-style default (application foreground)")
    }

    @Test func pendingAndDeliveredNotificationsCanBeRemoved() throws {
        let device = launched()
        let center = UNUserNotificationCenter.current()
        add(request("a", trigger: UNTimeIntervalNotificationTrigger(timeInterval: 100, repeats: false)))
        add(request("b", trigger: UNTimeIntervalNotificationTrigger(timeInterval: 50, repeats: false)))
        final class Box: @unchecked Sendable { var ids: [String] = [] }
        let pending = Box()
        center.getPendingNotificationRequests { pending.ids = $0.map(\.identifier) }
        #expect(pending.ids == ["b", "a"], "in the order they fire")
        center.removePendingNotificationRequests(withIdentifiers: ["a"])
        #expect(device.pendingNotificationRequests.map(\.identifier) == ["b"])
        center.removeAllPendingNotificationRequests()
        #expect(device.pendingNotificationRequests.isEmpty)
        device.advanceTime(by: .seconds(200))
        #expect(device.deliveredNotifications.isEmpty)

        for identifier in ["x", "y", "z"] { add(request(identifier)) }
        let delivered = Box()
        center.getDeliveredNotifications { delivered.ids = $0.map(\.request.identifier) }
        #expect(delivered.ids == ["x", "y", "z"])
        center.removeDeliveredNotifications(withIdentifiers: ["y"])
        #expect(device.deliveredNotifications.map(\.identifier) == ["x", "z"])
        #expect(device.trace.contains { $0.name == "withdrawNotification" && $0.detail == "y" })
        center.removeAllDeliveredNotifications()
        #expect(device.deliveredNotifications.isEmpty)
    }

    /// Issue 22 item 15: values that trapped the process. An infinite or NaN interval is refused
    /// (no date is that far: UIKit refuses intervals that never fire); a finite interval past
    /// what the clock holds (1e16, 1e19 s) is kept and fires at the clock's limit, never in
    /// practice; a `userInfo` nested 10,000 levels deep (a stack overflow while checking it) is
    /// refused with the session userInfo's depth limit.
    @Test func valuesThatCrashedAreRefusedOrClamped() throws {
        let device = launched()
        for interval in [TimeInterval.infinity, -.infinity, .nan] {
            let error = try #require(add(request("inf", trigger: UNTimeIntervalNotificationTrigger(timeInterval: interval, repeats: false))) as? UNError, "\(interval)")
            #expect(error.code == .invalidRequest && error.localizedDescription.contains("finite"), "\(error.localizedDescription)")
        }
        #expect(add(request("far", trigger: UNTimeIntervalNotificationTrigger(timeInterval: 1e19, repeats: false))) == nil)
        #expect(add(request("every", trigger: UNTimeIntervalNotificationTrigger(timeInterval: 1e16, repeats: true))) == nil)
        #expect(Set(device.pendingNotificationRequests.map(\.identifier)) == ["far", "every"])
        device.advanceTime(by: .seconds(100 * 365 * 86_400))
        #expect(device.deliveredNotifications.isEmpty)

        var nested: Any = "leaf"
        for _ in 0..<10_000 { nested = [nested] }
        let content = UNMutableNotificationContent()
        content.title = "Deep"
        content.userInfo = ["tree": nested]
        let refused = try #require(add(UNNotificationRequest(identifier: "deep", content: content, trigger: nil)) as? UNError)
        #expect(refused.code == .invalidRequest && refused.localizedDescription.contains("nest deeper than 100"), "\(refused.localizedDescription)")
        #expect(errors(device).last?.contains("userInfo[\"tree\"]") == true, "\(errors(device))")
        #expect(!device.deliveredNotifications.contains { $0.identifier == "deep" })
    }

    /// iOS keeps 64 pending requests per app (issue 22 item 8; docs/PARITY.md): the first 64
    /// wait, a 65th new identifier is not scheduled and the app gets no error, as on iOS; the
    /// trace says why. A request replacing a pending one still does; once one has fired there
    /// is room again.
    @Test func atMost64RequestsWaitTheEarlierOnesAreKept() throws {
        let device = launched()
        device.moveToBackground(device.sessions[0])
        for index in 0..<100 {
            #expect(add(request("r\(index)", trigger: UNTimeIntervalNotificationTrigger(timeInterval: TimeInterval(1_000 - index), repeats: false))) == nil, "no error, as on iOS")
        }
        #expect(device.pendingNotificationRequests.count == 64)
        #expect(Set(device.pendingNotificationRequests.map(\.identifier)) == Set((0..<64).map { "r\($0)" }), "the earlier ones are kept")
        #expect(errors(device).filter { $0.contains("was not scheduled: 64 requests are pending already") }.count == 36)
        #expect(errors(device).last?.contains("\"r99\" was not scheduled") == true)

        // Replacing a pending request is not a new one.
        #expect(add(request("r5", title: "Again", trigger: UNTimeIntervalNotificationTrigger(timeInterval: 10, repeats: false))) == nil)
        #expect(device.pendingNotificationRequests.count == 64)
        #expect(device.pendingNotificationRequests.first?.identifier == "r5")
        device.advanceTime(by: .seconds(10))
        #expect(device.deliveredNotifications.map(\.identifier) == ["r5"])
        #expect(device.pendingNotificationRequests.count == 63)
        #expect(add(request("late", trigger: UNTimeIntervalNotificationTrigger(timeInterval: 5, repeats: false))) == nil)
        #expect(device.pendingNotificationRequests.first?.identifier == "late", "there is room again")

        // Delivered: a notification with the identifier of a shown one replaces it, at the end.
        for identifier in ["x", "y", "x"] { add(request(identifier)) }
        #expect(device.deliveredNotifications.map(\.identifier) == ["r5", "y", "x"])
    }

    @Test func badInputIsRefusedWithAMessageNamingTheCallAndTheFix() throws {
        let device = launched()
        let empty = try #require(add(request("")) as? UNError)
        #expect(empty.code == .invalidRequest)
        #expect(empty.localizedDescription.contains("add(_:withCompletionHandler:)") && empty.localizedDescription.contains("identifier is empty"))
        let zero = try #require(add(request("zero", trigger: UNTimeIntervalNotificationTrigger(timeInterval: 0, repeats: false))) as? UNError)
        #expect(zero.code == .invalidRequest && zero.localizedDescription.contains("more than 0 s"))
        let shortRepeat = try #require(add(request("short", trigger: UNTimeIntervalNotificationTrigger(timeInterval: 30, repeats: true))) as? UNError)
        #expect(shortRepeat.localizedDescription.contains("at least 60 s"))
        var never = DateComponents()
        never.month = 2
        never.day = 30
        let noDate = try #require(add(request("never", trigger: UNCalendarNotificationTrigger(dateMatching: never, repeats: false))) as? UNError)
        #expect(noDate.code == .notificationInvalidNoDate)
        #expect(device.pendingNotificationRequests.isEmpty && device.deliveredNotifications.isEmpty)

        add(request("m", category: "message"))
        #expect(!device.tapNotification(identifier: "nope"))
        #expect(errors(device).last?.contains("no delivered notification has the identifier \"nope\" (delivered: m)") == true)
        #expect(!device.tapNotification(identifier: "m", action: "delete"))
        #expect(errors(device).last?.contains("has no action \"delete\": its category \"message\" has reply, open, archive") == true)
        #expect(!device.tapNotification(identifier: "m", action: "open", userText: "hi"))
        #expect(errors(device).last?.contains("not a UNTextInputNotificationAction") == true)
        #expect(!NoteLog.lines.contains { $0.hasPrefix("didReceive") })
    }
}
