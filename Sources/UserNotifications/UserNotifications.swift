import Foundation

// A stand-in for Apple's UserNotifications framework, Linux only: the types that scene code
// reads (`connectionOptions.notificationResponse?.notification.request.content.userInfo`,
// `actionIdentifier`) and that app delegates adopt (`UNUserNotificationCenterDelegate`), so
// that such code compiles unchanged with `import UserNotifications`.
//
// Notifications are not delivered on Linux yet: `UNUserNotificationCenter` grants no
// authorization (it says why) and `UIScene.ConnectionOptions.notificationResponse` is always
// nil, as `shortcutItem` is. See docs/PARITY.md. Not provided: categories and actions
// (`UNNotificationCategory`, `UNNotificationAction`), calendar and location triggers, sounds,
// `getNotificationSettings`.

/// The action identifier of a response where the user opened the notification.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action identifier of a response where the user dismissed the notification.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// What a notification says.
open class UNNotificationContent: NSObject, @unchecked Sendable {
    public internal(set) var title = ""
    public internal(set) var subtitle = ""
    public internal(set) var body = ""
    public internal(set) var badge: NSNumber?
    public internal(set) var categoryIdentifier = ""
    public internal(set) var threadIdentifier = ""
    public internal(set) var userInfo: [AnyHashable: Any] = [:]

    public override init() {
        super.init()
    }
}

/// Content to fill in before scheduling a request.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    open override var title: String { get { super.title } set { super.title = newValue } }
    open override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    open override var body: String { get { super.body } set { super.body = newValue } }
    open override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    open override var categoryIdentifier: String { get { super.categoryIdentifier } set { super.categoryIdentifier = newValue } }
    open override var threadIdentifier: String { get { super.threadIdentifier } set { super.threadIdentifier = newValue } }
    open override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
}

/// When a notification is delivered.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    public let repeats: Bool

    public init(repeats: Bool) {
        self.repeats = repeats
        super.init()
    }
}

/// A trigger after a time interval.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval

    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }
}

/// A notification to deliver: identifier, content and trigger.
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?

    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
        super.init()
    }
}

/// A delivered notification.
open class UNNotification: NSObject, @unchecked Sendable {
    public let date: Date
    public let request: UNNotificationRequest

    public init(request: UNNotificationRequest, date: Date = Date()) {
        self.request = request
        self.date = date
        super.init()
    }
}

/// The user's answer to a notification.
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    public let notification: UNNotification
    public let actionIdentifier: String

    public init(notification: UNNotification, actionIdentifier: String = UNNotificationDefaultActionIdentifier) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
        super.init()
    }
}

/// How a notification may be presented while the app is in the foreground.
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// What the app asks permission for.
public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// The app delegate's (or another object's) notification callbacks. Every method has a default.
@MainActor
public protocol UNUserNotificationCenterDelegate: AnyObject {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
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

/// Why a notification call did nothing on Linux.
public struct UNNotificationsUnavailableError: Error, LocalizedError, Sendable {
    public let call: String
    public var errorDescription: String? {
        "\(call): notifications are not delivered on Linux yet (OpenUIScene's UserNotifications is a stand-in so that code compiles; see docs/PARITY.md)."
    }
}

/// The notification center: keeps the delegate; grants no authorization and schedules nothing,
/// and says so through the completion handlers. Usable from any thread, as Apple's.
public final class UNUserNotificationCenter: @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()
    private let lock = NSLock()
    private weak var storedDelegate: (any UNUserNotificationCenterDelegate)?

    public static func current() -> UNUserNotificationCenter { shared }

    public var delegate: (any UNUserNotificationCenterDelegate)? {
        get { lock.withLock { storedDelegate } }
        set { lock.withLock { storedDelegate = newValue } }
    }

    /// Calls `completionHandler` with `false` and a ``UNNotificationsUnavailableError``.
    public func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completionHandler(false, UNNotificationsUnavailableError(call: "requestAuthorization(options:completionHandler:)"))
    }

    /// Throws ``UNNotificationsUnavailableError``.
    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        throw UNNotificationsUnavailableError(call: "requestAuthorization(options:)")
    }

    /// Calls `completionHandler` with a ``UNNotificationsUnavailableError``: nothing is scheduled.
    public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(UNNotificationsUnavailableError(call: "add(_:withCompletionHandler:)"))
    }

    public func removeAllPendingNotificationRequests() {}
    public func removeAllDeliveredNotifications() {}
    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {}
    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
}
