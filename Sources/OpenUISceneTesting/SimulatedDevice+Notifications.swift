import Foundation
import OpenUIScene

// The device's notification server: what `UNUserNotificationCenter` delivered and what waits,
// and the user clicking a notification (docs/LIFECYCLE.md "User notifications").

extension SimulatedDevice {
    /// A notification as the device shows it (the app reads its own `UNNotification`s through
    /// `UNUserNotificationCenter.getDeliveredNotifications`).
    public struct ShownNotification: Equatable, Sendable, CustomStringConvertible {
        public let identifier: String
        public let title: String
        public let subtitle: String
        public let body: String
        public let categoryIdentifier: String
        public let targetContentIdentifier: String?
        public let date: Date
        /// The identifiers of its category's actions, in order (the buttons on it).
        public let actions: [String]

        public var description: String { "\(identifier): \(title)" + (body.isEmpty ? "" : " — \(body)") }
    }

    /// A request waiting for its trigger.
    public struct PendingNotification: Equatable, Sendable {
        public let identifier: String
        /// When it fires next, on the device's clock (``now``).
        public let fireDate: Date?
        public let repeats: Bool
    }

    /// The notifications on screen (in the desktop's list), oldest first, across relaunches.
    public var deliveredNotifications: [ShownNotification] {
        notificationState.delivered.map { notification in
            let request = notification.request
            let actions = notificationState.categories[request.categoryIdentifier]?.actions.map(\.identifier) ?? []
            return ShownNotification(identifier: request.identifier, title: request.title, subtitle: request.subtitle, body: request.body, categoryIdentifier: request.categoryIdentifier, targetContentIdentifier: request.targetContentIdentifier, date: notification.date, actions: actions)
        }
    }

    /// The requests waiting for their trigger, in the order they fire; ``advanceTime(by:)``
    /// delivers them.
    public var pendingNotificationRequests: [PendingNotification] {
        let engine = currentEngine
        return notificationState.pendingRequests.map { request in
            PendingNotification(identifier: request.identifier, fireDate: engine?.nextFireDate(ofPendingNotification: request.identifier), repeats: request.trigger?.repeats ?? false)
        }
    }

    /// The date on the device's clock: where it was when the device first launched, plus every
    /// ``advanceTime(by:)`` since. Calendar triggers fire by it.
    public var now: Date { notificationState.now }

    /// The user clicks the delivered notification `identifier` (`action` nil: the notification
    /// itself, `UNNotificationDefaultActionIdentifier`; else one of its category's actions, or
    /// `UNNotificationDismissActionIdentifier`), typing `userText` for a text input action.
    ///
    /// While the app runs, the delegate's `userNotificationCenter(_:didReceive:withCompletionHandler:)`
    /// gets the response, and for the default action or a `.foreground` action the scene whose
    /// activation conditions prefer the content's `targetContentIdentifier` comes to the
    /// foreground first (routed as a URL). When the app is not running, the click launches it: the
    /// scene that connects finds it in `connectionOptions.notificationResponse`, then `didReceive`.
    /// Returns `false` (with an error in the trace naming what exists) for an unknown notification,
    /// an action its category lacks, or text for an action that takes none.
    @discardableResult
    public func tapNotification(identifier: String, action: String? = nil, userText: String? = nil) -> Bool {
        if let engine = currentEngine, engine.phase == .running {
            guard let response = engine.notificationResponse(identifier: identifier, actionIdentifier: action, userText: userText) else { return false }
            engine.respondToNotification(response)
            return true
        }
        if let engine = currentEngine, engine.phase != .terminated, engine.phase != .notLaunched { return false }
        let engine = makeEngine()
        guard let response = engine.notificationResponse(identifier: identifier, actionIdentifier: action, userText: userText) else { return false }
        launch(engine, with: .notification(response))
        return true
    }
}
