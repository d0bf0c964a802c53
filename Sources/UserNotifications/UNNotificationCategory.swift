import Foundation
internal import OpenUIScene

/// What an action does when chosen.
public struct UNNotificationActionOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    /// Choosing it brings the app to the foreground (as a click on the notification does).
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// A button on a notification of a category: a button of the desktop notification.
open class UNNotificationAction: NSObject, @unchecked Sendable {
    public let identifier: String
    public let title: String
    public let options: UNNotificationActionOptions

    public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.identifier = identifier
        self.title = title
        self.options = options
        super.init()
    }

    var record: NotificationActionRecord {
        NotificationActionRecord(identifier: identifier, title: title, opensApp: options.contains(.foreground), destructive: options.contains(.destructive))
    }
}

/// An action where the user types a reply. The desktop's notifications (freedesktop) have no
/// text field: on the GTK host it is a plain button and the response's `userText` is empty; the
/// simulated device types text (`tapNotification(identifier:action:userText:)`).
open class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
    public let textInputButtonTitle: String
    public let textInputPlaceholder: String

    public init(identifier: String, title: String, options: UNNotificationActionOptions = [], textInputButtonTitle: String, textInputPlaceholder: String) {
        self.textInputButtonTitle = textInputButtonTitle
        self.textInputPlaceholder = textInputPlaceholder
        super.init(identifier: identifier, title: title, options: options)
    }

    override var record: NotificationActionRecord {
        NotificationActionRecord(identifier: identifier, title: title, opensApp: options.contains(.foreground), destructive: options.contains(.destructive), textInput: (textInputButtonTitle, textInputPlaceholder))
    }
}

/// How notifications of a category behave.
public struct UNNotificationCategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The delegate hears about dismissals (`UNNotificationDismissActionIdentifier`).
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
    public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
    public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
}

/// A kind of notification and its actions; a request names it in `content.categoryIdentifier`.
open class UNNotificationCategory: NSObject, @unchecked Sendable {
    public let identifier: String
    public let actions: [UNNotificationAction]
    public let intentIdentifiers: [String]
    public let options: UNNotificationCategoryOptions

    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
        super.init()
    }

    var record: NotificationCategoryRecord {
        NotificationCategoryRecord(identifier: identifier, actions: actions.map(\.record), reportsDismissal: options.contains(.customDismissAction), appObject: self)
    }
}

/// Whether the user allowed notifications.
public enum UNAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, denied = 1, authorized = 2, provisional = 3, ephemeral = 4
}

/// One setting's state.
public enum UNNotificationSetting: Int, Sendable {
    case notSupported = 0, disabled = 1, enabled = 2
}

/// How alerts look.
public enum UNAlertStyle: Int, Sendable {
    case none = 0, banner = 1, alert = 2
}

/// What `getNotificationSettings` reports. On Linux (our rule, docs/LIFECYCLE.md): after
/// `requestAuthorization` the status is `.authorized` and alerts and the notification list are
/// enabled (the desktop shows what apps post); sounds, badges, the lock screen and CarPlay are
/// not supported. Before it, `.notDetermined`.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    public let authorizationStatus: UNAuthorizationStatus
    public let alertSetting: UNNotificationSetting
    public let soundSetting: UNNotificationSetting
    public let badgeSetting: UNNotificationSetting
    public let notificationCenterSetting: UNNotificationSetting
    public let lockScreenSetting: UNNotificationSetting
    public let carPlaySetting: UNNotificationSetting
    public let criticalAlertSetting: UNNotificationSetting
    public let alertStyle: UNAlertStyle
    /// The options the app asked for (OpenUIScene only: Apple's settings say what the user allowed).
    public let requestedOptions: UNAuthorizationOptions

    init(requested: UNAuthorizationOptions?) {
        let determined = requested != nil
        authorizationStatus = determined ? .authorized : .notDetermined
        alertSetting = determined ? .enabled : .notSupported
        notificationCenterSetting = determined ? .enabled : .notSupported
        soundSetting = .notSupported
        badgeSetting = .notSupported
        lockScreenSetting = .notSupported
        carPlaySetting = .notSupported
        criticalAlertSetting = .notSupported
        alertStyle = determined ? .banner : .none
        requestedOptions = requested ?? []
        super.init()
    }
}

/// The errors of `add(_:withCompletionHandler:)`, in `UNErrorDomain` as Apple's.
public struct UNError: Error, CustomNSError, LocalizedError, Sendable {
    public enum Code: Int, Sendable {
        /// Apple: the user did not allow notifications. Here: the app is not running.
        case notificationsNotAllowed = 1
        /// A trigger that never fires (calendar components no date matches).
        case notificationInvalidNoDate = 1400
        /// OpenUIScene only: a request Apple refuses with an exception (an empty identifier, a
        /// time interval ≤ 0 or a repeating one under 60 seconds).
        case invalidRequest = 9001
    }

    public let code: Code
    /// What was wrong and what to do.
    public let message: String

    public init(_ code: Code, message: String) {
        self.code = code
        self.message = message
    }

    public static var errorDomain: String { "UNErrorDomain" }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }
    public var errorDescription: String? { message }
}
