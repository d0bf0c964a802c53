import Dispatch
import Foundation
internal import OpenUIScene

/// The app delegate's (or another object's) notification callbacks. Every method has a default.
/// Set the delegate before `application(_:didFinishLaunchingWithOptions:)` returns, as Apple
/// requires, or a click that launched the app reaches no one.
@MainActor
public protocol UNUserNotificationCenterDelegate: AnyObject {
    /// A notification arrives while the app is in the foreground: the options decide whether the
    /// desktop shows it (`.banner`, `.list` or `.alert` show it; none does not).
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    /// The user clicked the notification (`UNNotificationDefaultActionIdentifier`) or one of its actions.
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void)
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([])
    }

    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
        completionHandler()
    }
}

/// The app's notification center: the public face of the engine's notification rules
/// (docs/LIFECYCLE.md "User notifications"). Callable from any thread, as Apple's; the work is
/// done on the main actor, and completion handlers are called before the call returns (on the
/// caller's thread) unless the call is made from inside an app callback on the main queue, where
/// a request waits for the callback to return.
///
/// On Linux desktop notifications need no permission: `requestAuthorization` grants what is
/// asked and records it. Requests are delivered by the host: on the GTK host as desktop
/// notifications (GNotification), on the simulated device into `deliveredNotifications`.
public final class UNUserNotificationCenter: @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()
    private let lock = NSLock()
    private weak var storedDelegate: (any UNUserNotificationCenterDelegate)?

    private init() {}

    public static func current() -> UNUserNotificationCenter {
        shared.installBridge()
        return shared
    }

    public var delegate: (any UNUserNotificationCenterDelegate)? {
        get { lock.withLock { storedDelegate } }
        set { lock.withLock { storedDelegate = newValue } }
    }

    // MARK: - Authorization and settings

    /// Grants (desktop notifications need no permission) and records `options`; `false` with an
    /// error only when the app is not running.
    public func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        let granted = onMain { $0?.requestNotificationAuthorization(options: options.rawValue) }
        completionHandler(granted ?? false, granted == nil ? Self.notRunning("requestAuthorization(options:completionHandler:)") : nil)
    }

    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        let granted = await MainActor.run { SceneEngine.running.map { $0.phase == .running || $0.phase == .launching ? $0.requestNotificationAuthorization(options: options.rawValue) : false } }
        guard granted == true else { throw Self.notRunning("requestAuthorization(options:)") }
        return true
    }

    public func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        let options = onMain { $0?.notificationAuthorizationOptions }
        completionHandler(UNNotificationSettings(requested: options.map(UNAuthorizationOptions.init(rawValue:))))
    }

    public func notificationSettings() async -> UNNotificationSettings {
        let options = await MainActor.run { SceneEngine.running?.notificationAuthorizationOptions }
        return UNNotificationSettings(requested: options.map(UNAuthorizationOptions.init(rawValue:)))
    }

    // MARK: - Categories

    /// Replaces the app's categories (their actions become the desktop notification's buttons).
    public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        let records = categories.map(\.record)
        onMain { $0?.setNotificationCategories(records) }
    }

    public func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
        completionHandler(categories())
    }

    public func notificationCategories() async -> Set<UNNotificationCategory> {
        await MainActor.run { Self.categories(SceneEngine.running?.notificationCategories ?? []) }
    }

    private func categories() -> Set<UNNotificationCategory> {
        onMain { Self.categories($0?.notificationCategories ?? []) }
    }

    private static func categories(_ records: [NotificationCategoryRecord]) -> Set<UNNotificationCategory> {
        Set(records.compactMap { $0.appObject as? UNNotificationCategory })
    }

    // MARK: - Requests

    /// Schedules `request` (no trigger: delivered now). The completion handler gets `nil`, or a
    /// ``UNError`` saying what was wrong with the request and what to do.
    public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        let error = schedule(request)
        completionHandler?(error)
    }

    public func add(_ request: UNNotificationRequest) async throws {
        if let error = schedule(request) { throw error }
    }

    private func schedule(_ request: UNNotificationRequest) -> UNError? {
        let call = "UNUserNotificationCenter.add(_:withCompletionHandler:)"
        if let trigger = request.trigger, trigger.record == nil {
            return UNError(.invalidRequest, message: "\(call): \"\(request.identifier)\": \(type(of: trigger)) is not supported on Linux; use UNTimeIntervalNotificationTrigger, UNCalendarNotificationTrigger or no trigger")
        }
        // Checked before anything walks the userInfo recursively (a stack overflow at 10,000 levels).
        if let problem = SceneEngine.userInfoNestingProblem(request.content.userInfo, keyPath: "UNNotificationContent.userInfo") {
            onMain { $0?.reportMisuse(call, "\"\(request.identifier)\" was not scheduled: \(problem)") }
            return UNError(.invalidRequest, message: "\(call): \"\(request.identifier)\": \(problem)")
        }
        let record = Self.record(request)
        return onMain { engine -> UNError? in
            guard let engine else { return Self.notRunning(call) }
            do throws(NotificationRefusal) {
                try engine.addNotificationRequest(record)
                return nil
            } catch {
                switch error {
                case .appNotRunning: return Self.notRunning(call)
                case .emptyIdentifier: return UNError(.invalidRequest, message: "\(call): the request's identifier is empty; give UNNotificationRequest(identifier:content:trigger:) a non-empty identifier")
                case .invalidTimeInterval(let interval, let repeats): return UNError(.invalidRequest, message: "\(call): \"\(request.identifier)\": a time interval of \(interval) s\(repeats ? " that repeats" : "") never fires; use a finite interval of more than 0 s, and at least 60 s for a repeating trigger")
                case .calendarNeverFires: return UNError(.notificationInvalidNoDate, message: "\(call): \"\(request.identifier)\": no date matches the calendar trigger's components; set fewer or valid components")
                }
            }
        }
    }

    public func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        completionHandler(onMain { ($0?.pendingNotificationRequests ?? []).map(Self.request) })
    }

    public func pendingNotificationRequests() async -> [UNNotificationRequest] {
        await MainActor.run { (SceneEngine.running?.pendingNotificationRequests ?? []).map(Self.request) }
    }

    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        onMain { $0?.removePendingNotifications(identifiers) }
    }

    public func removeAllPendingNotificationRequests() {
        onMain { $0?.removePendingNotifications(nil) }
    }

    public func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        completionHandler(onMain { ($0?.deliveredNotifications ?? []).map(Self.notification) })
    }

    public func deliveredNotifications() async -> [UNNotification] {
        await MainActor.run { (SceneEngine.running?.deliveredNotifications ?? []).map(Self.notification) }
    }

    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        onMain { $0?.removeDeliveredNotifications(identifiers) }
    }

    public func removeAllDeliveredNotifications() {
        onMain { $0?.removeDeliveredNotifications(nil) }
    }

    // MARK: - Between the engine's records and the app's objects

    static func record(_ request: UNNotificationRequest) -> NotificationRequestRecord {
        let content = request.content
        return NotificationRequestRecord(
            identifier: request.identifier, title: content.title, subtitle: content.subtitle, body: content.body,
            categoryIdentifier: content.categoryIdentifier, targetContentIdentifier: content.targetContentIdentifier,
            trigger: request.trigger?.record, appObject: request,
            userInfoPropertyList: Self.propertyList(content.userInfo))
    }

    /// The part of `userInfo` a property list can carry (string keys, plist values): what the GTK
    /// host keeps in the desktop notification so that a click after a relaunch still has it.
    static func propertyList(_ userInfo: [AnyHashable: Any]) -> [String: Any]? {
        var list: [String: Any] = [:]
        for case let (key as String, value) in userInfo where PropertyListSerialization.propertyList(["v": value], isValidFor: .binary) {
            list[key] = value
        }
        return list.isEmpty ? nil : list
    }

    static func request(_ record: NotificationRequestRecord) -> UNNotificationRequest {
        if let request = record.appObject as? UNNotificationRequest { return request }
        let content = UNMutableNotificationContent()
        content.title = record.title
        content.subtitle = record.subtitle
        content.body = record.body
        content.categoryIdentifier = record.categoryIdentifier
        content.targetContentIdentifier = record.targetContentIdentifier
        content.userInfo = record.userInfoPropertyList ?? [:]
        return UNNotificationRequest(identifier: record.identifier, content: content, trigger: nil)
    }

    static func notification(_ record: DeliveredNotificationRecord) -> UNNotification {
        UNNotification(request: request(record.request), date: record.date)
    }

    static func response(_ record: NotificationResponseRecord) -> UNNotificationResponse {
        let notification = notification(record.notification)
        if let text = record.userText {
            return UNTextInputNotificationResponse(notification: notification, actionIdentifier: record.actionIdentifier, userText: text)
        }
        return UNNotificationResponse(notification: notification, actionIdentifier: record.actionIdentifier)
    }

    // MARK: - Plumbing

    private func installBridge() {
        onMain { _ in
            if !(SceneEngine.notificationAppBridge is CenterBridge) { SceneEngine.notificationAppBridge = CenterBridge(center: self) }
        }
    }

    /// Apple's center may be called from any thread; the engine lives on the main actor.
    private func onMain<T: Sendable>(_ body: @MainActor (SceneEngine?) -> T) -> T {
        if MainQueue.isCurrent { return MainActor.assumeIsolated { body(Self.liveEngine) } }
        return DispatchQueue.main.sync { MainActor.assumeIsolated { body(Self.liveEngine) } }
    }

    @MainActor private static var liveEngine: SceneEngine? {
        guard let engine = SceneEngine.running, engine.phase == .running || engine.phase == .launching, !engine.killed else { return nil }
        return engine
    }

    private static func notRunning(_ call: String) -> UNError {
        UNError(.notificationsNotAllowed, message: "UNUserNotificationCenter.\(call): the app is not running (call it once the app has launched, from the app delegate or a scene)")
    }
}

/// The engine's way to the app's delegate.
@MainActor
private final class CenterBridge: NotificationAppBridge {
    let center: UNUserNotificationCenter
    init(center: UNUserNotificationCenter) { self.center = center }

    func willPresent(_ notification: DeliveredNotificationRecord, completion: @escaping @Sendable (UInt) -> Void) -> Bool {
        guard let delegate = center.delegate else { return false }
        delegate.userNotificationCenter(center, willPresent: UNUserNotificationCenter.notification(notification)) { completion($0.rawValue) }
        return true
    }

    func didReceive(_ response: NotificationResponseRecord, completion: @escaping @Sendable () -> Void) -> Bool {
        guard let delegate = center.delegate else { return false }
        delegate.userNotificationCenter(center, didReceive: UNUserNotificationCenter.response(response), withCompletionHandler: completion)
        return true
    }
}
