import Foundation

// The engine's view of user notifications (SceneEngine+Notifications.swift): plain records that
// the `UserNotifications` module's public classes wrap, so that OpenUIScene does not depend on it
// (UserNotifications depends on OpenUIScene, as BackgroundTasks does).

/// When a request is delivered: `UNTimeIntervalNotificationTrigger` or `UNCalendarNotificationTrigger`.
package enum NotificationTriggerRecord: Sendable, Equatable {
    case timeInterval(TimeInterval, repeats: Bool)
    case calendar(DateComponents, repeats: Bool)

    package var repeats: Bool {
        switch self {
        case .timeInterval(_, let repeats), .calendar(_, let repeats): repeats
        }
    }

    /// The next date it fires after `date` (`nextTriggerDate()`): a time interval from `date`, or
    /// the next date matching the components in the current calendar (strictly: components no
    /// date has, February 30, give `nil`).
    package func nextDate(after date: Date, calendar: Calendar = .current) -> Date? {
        switch self {
        case .timeInterval(let interval, _):
            return date.addingTimeInterval(interval)
        case .calendar(let components, _):
            var matching = components
            matching.calendar = nil
            matching.timeZone = nil
            var calendar = calendar
            if let zone = components.timeZone { calendar.timeZone = zone }
            return calendar.nextDate(after: date, matching: matching, matchingPolicy: .strict)
        }
    }
}

/// A notification request as the engine keeps it: what the rules read, plus the app's own object
/// (`UNNotificationRequest`), handed back unchanged to the app.
package final class NotificationRequestRecord: @unchecked Sendable {
    package let identifier: String
    package let title: String
    package let subtitle: String
    package let body: String
    package let categoryIdentifier: String
    package let targetContentIdentifier: String?
    package let trigger: NotificationTriggerRecord?
    /// The app's `UNNotificationRequest`, or `nil` for a request rebuilt from outside the process
    /// (a click on a notification posted by an earlier run, on the desktop).
    package let appObject: AnyObject?
    /// What an earlier run left in the notification (the desktop's action target): user info
    /// as a property list, for a request rebuilt from outside the process.
    package let userInfoPropertyList: [String: Any]?

    package init(identifier: String, title: String = "", subtitle: String = "", body: String = "", categoryIdentifier: String = "", targetContentIdentifier: String? = nil, trigger: NotificationTriggerRecord? = nil, appObject: AnyObject? = nil, userInfoPropertyList: [String: Any]? = nil) {
        self.identifier = identifier
        self.title = title
        self.subtitle = subtitle
        self.body = body
        self.categoryIdentifier = categoryIdentifier
        self.targetContentIdentifier = targetContentIdentifier
        self.trigger = trigger
        self.appObject = appObject
        self.userInfoPropertyList = userInfoPropertyList
    }
}

/// A delivered notification: the request and when it was delivered.
package final class DeliveredNotificationRecord: @unchecked Sendable {
    package let request: NotificationRequestRecord
    package let date: Date

    package init(request: NotificationRequestRecord, date: Date) {
        self.request = request
        self.date = date
    }
}

/// The user's answer: which notification, which action (`UNNotificationDefaultActionIdentifier`,
/// `UNNotificationDismissActionIdentifier` or a category action's), and typed text for a text
/// input action.
package final class NotificationResponseRecord: @unchecked Sendable {
    package let notification: DeliveredNotificationRecord
    package let actionIdentifier: String
    package let userText: String?

    package init(notification: DeliveredNotificationRecord, actionIdentifier: String, userText: String?) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
        self.userText = userText
    }

    /// The identifiers UserNotifications gives these (the same strings as Apple's).
    package static let defaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
    package static let dismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
}

/// A category's action (`UNNotificationAction`, `UNTextInputNotificationAction`).
package struct NotificationActionRecord: Sendable, Equatable {
    package let identifier: String
    package let title: String
    /// `.foreground`: choosing it brings the app to the foreground.
    package let opensApp: Bool
    package let destructive: Bool
    /// A text input action: its button title and placeholder.
    package let textInput: (buttonTitle: String, placeholder: String)?

    package init(identifier: String, title: String, opensApp: Bool, destructive: Bool = false, textInput: (buttonTitle: String, placeholder: String)? = nil) {
        self.identifier = identifier
        self.title = title
        self.opensApp = opensApp
        self.destructive = destructive
        self.textInput = textInput
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.identifier == rhs.identifier && lhs.title == rhs.title && lhs.opensApp == rhs.opensApp
            && lhs.destructive == rhs.destructive && lhs.textInput?.buttonTitle == rhs.textInput?.buttonTitle
            && lhs.textInput?.placeholder == rhs.textInput?.placeholder
    }
}

/// A category (`UNNotificationCategory`): its actions, and whether a dismissal reaches the app.
package struct NotificationCategoryRecord: @unchecked Sendable, Equatable {
    package let identifier: String
    package let actions: [NotificationActionRecord]
    /// `.customDismissAction`: the delegate hears about dismissals.
    package let reportsDismissal: Bool
    /// The app's `UNNotificationCategory`.
    package let appObject: AnyObject?

    package init(identifier: String, actions: [NotificationActionRecord], reportsDismissal: Bool = false, appObject: AnyObject? = nil) {
        self.identifier = identifier
        self.actions = actions
        self.reportsDismissal = reportsDismissal
        self.appObject = appObject
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.identifier == rhs.identifier && lhs.actions == rhs.actions && lhs.reportsDismissal == rhs.reportsDismissal
    }
}

/// Why `add(_:)` refused a request (`UNErrorDomain`'s terms where Apple has one).
package enum NotificationRefusal: Error, Equatable, Sendable {
    /// The identifier is empty.
    case emptyIdentifier
    /// A time interval trigger of zero or less, or a repeating one under 60 seconds.
    case invalidTimeInterval(TimeInterval, repeats: Bool)
    /// Calendar components that no date matches.
    case calendarNeverFires
    /// The app is not running.
    case appNotRunning
}

/// How a notification is shown while the app is in the foreground (`UNNotificationPresentationOptions`
/// raw values): `.alert`, `.list` or `.banner` show it.
package enum NotificationPresentation {
    package static let alert: UInt = 1 << 2
    package static let list: UInt = 1 << 3
    package static let banner: UInt = 1 << 4
    package static func shows(_ options: UInt) -> Bool { options & (alert | list | banner) != 0 }
}

/// What the app's side (the `UserNotifications` module's `UNUserNotificationCenter`) answers
/// for the engine: it calls the app's `UNUserNotificationCenterDelegate`. Returns `false` when
/// the app has no delegate (then nothing is called: as on iOS, a notification is not shown in
/// the foreground, and a response goes nowhere but the scene's connection options).
@MainActor
package protocol NotificationAppBridge: AnyObject {
    func willPresent(_ notification: DeliveredNotificationRecord, completion: @escaping @Sendable (UInt) -> Void) -> Bool
    func didReceive(_ response: NotificationResponseRecord, completion: @escaping @Sendable () -> Void) -> Bool
}

/// A host that shows notifications on the desktop (the GTK host: GNotification). Optional: a host
/// without it shows none, and the simulated device reads ``NotificationCenterState`` instead.
@MainActor
package protocol NotificationPresentingHost: AnyObject {
    /// Show (or replace, same identifier) a notification, with its category's actions.
    func engine(_ engine: SceneEngine, present notification: DeliveredNotificationRecord, actions: [NotificationActionRecord])
    /// Take notifications off the desktop.
    func engine(_ engine: SceneEngine, withdrawNotifications identifiers: [String])
}
