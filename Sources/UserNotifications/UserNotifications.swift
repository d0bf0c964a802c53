import Foundation
internal import OpenUIScene

// Apple's UserNotifications framework on Linux: the content, request, trigger, category and
// response types, and `UNUserNotificationCenter` (UNUserNotificationCenter.swift), which forwards
// to the engine's notification rules (Sources/OpenUIScene/Engine/SceneEngine+Notifications.swift;
// docs/LIFECYCLE.md "User notifications"), as BackgroundTasks does for BGTaskScheduler. On the GTK
// host requests become desktop notifications (GNotification); on the simulated device a test
// taps them (`SimulatedDevice.tapNotification(identifier:action:)`). Not provided: sounds,
// attachments, badges, location and push triggers, notification service extensions.

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
    /// The scene this notification is about: a click activates the scene whose activation
    /// conditions prefer it, as a URL does (docs/ROUTING.md).
    public internal(set) var targetContentIdentifier: String?
    /// Kept, never played (the desktop's notification server decides about sounds).
    public internal(set) var sound: UNNotificationSound?

    public override init() {
        super.init()
    }

    /// An immutable copy, as Apple's request takes of its content.
    func frozenCopy() -> UNNotificationContent {
        let copy = UNNotificationContent()
        copy.title = title
        copy.subtitle = subtitle
        copy.body = body
        copy.badge = badge
        copy.categoryIdentifier = categoryIdentifier
        copy.threadIdentifier = threadIdentifier
        copy.userInfo = userInfo
        copy.targetContentIdentifier = targetContentIdentifier
        copy.sound = sound
        return copy
    }
}

/// A notification's sound: kept so that `content.sound = .default` compiles; never played.
open class UNNotificationSound: NSObject, @unchecked Sendable {
    public static let `default` = UNNotificationSound()
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
    open override var targetContentIdentifier: String? { get { super.targetContentIdentifier } set { super.targetContentIdentifier = newValue } }
    open override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
}

/// When a notification is delivered: ``UNTimeIntervalNotificationTrigger`` or
/// ``UNCalendarNotificationTrigger`` (a request without a trigger is delivered at once).
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    public let repeats: Bool

    init(repeats: Bool) {
        self.repeats = repeats
        super.init()
    }

    /// The engine's form; `nil` for a kind the engine does not schedule.
    var record: NotificationTriggerRecord? { nil }
}

/// A trigger after a time interval (greater than 0; at least 60 seconds when it repeats, or
/// `add(_:)` fails with a message saying so).
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval

    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }

    /// When it would fire if it were scheduled now.
    open func nextTriggerDate() -> Date? { Date().addingTimeInterval(timeInterval) }

    override var record: NotificationTriggerRecord? { .timeInterval(timeInterval, repeats: repeats) }
}

/// A trigger at the next date matching some components (every day at 8:30: hour 8, minute 30).
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents

    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    /// The next date matching the components, after now.
    open func nextTriggerDate() -> Date? { record?.nextDate(after: Date()) }

    override var record: NotificationTriggerRecord? { .calendar(dateComponents, repeats: repeats) }
}

/// A notification to deliver: identifier, content and trigger.
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?

    /// The content is copied, as Apple's: changing `content` afterwards changes nothing here.
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content.frozenCopy()
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

/// The answer to a ``UNTextInputNotificationAction``: what the user typed.
open class UNTextInputNotificationResponse: UNNotificationResponse, @unchecked Sendable {
    public let userText: String

    public init(notification: UNNotification, actionIdentifier: String, userText: String) {
        self.userText = userText
        super.init(notification: notification, actionIdentifier: actionIdentifier)
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

