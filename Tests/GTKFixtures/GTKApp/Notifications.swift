import UIKit
import UserNotifications

// FIXTURE_NOTIFICATIONS=1 (the GTK notification test): the app delegate's notification side, as
// an app writes it. Scene N prefers the target "fixture/N"; `notify <id> <target>` posts a
// notification of the category "message" (buttons Open, foreground, and Later); `unnotify <id>`
// removes it; the delegate prints what it receives.

@MainActor
final class FixtureNotifications: NSObject, UNUserNotificationCenterDelegate {
    static let shared = FixtureNotifications()
    private var connected = 0
    private static var observer: (any NSObjectProtocol)?

    static var enabled: Bool { ProcessInfo.processInfo.environment["FIXTURE_NOTIFICATIONS"] == "1" }

    /// From `application(_:didFinishLaunchingWithOptions:)`, as Apple requires.
    static func install() {
        guard enabled else { return }
        let center = UNUserNotificationCenter.current()
        center.delegate = shared
        center.requestAuthorization(options: [.alert]) { granted, _ in say("notifications granted \(granted)") }
        center.setNotificationCategories([
            UNNotificationCategory(identifier: "message", actions: [
                UNNotificationAction(identifier: "open", title: "Open", options: [.foreground]),
                UNNotificationAction(identifier: "later", title: "Later", options: []),
            ], intentIdentifiers: []),
        ])
        observer = NotificationCenter.default.addObserver(forName: UIScene.willConnectNotification, object: nil, queue: nil) { note in
            nonisolated(unsafe) let object = note.object
            MainActor.assumeIsolated {
                guard let scene = object as? UIScene else { return }
                shared.connected += 1
                let target = "fixture/\(shared.connected)"
                scene.activationConditions.prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(format: "self == %@", target)
                scene.activationConditions.canActivateForTargetContentIdentifierPredicate = NSPredicate(format: "self == %@", target)
                say("scene \(target) is \(scene.session.persistentIdentifier)")
            }
        }
    }

    static func post(_ arguments: String) {
        let parts = arguments.split(separator: " ").map(String.init)
        guard let identifier = parts.first else { return }
        let content = UNMutableNotificationContent()
        content.title = "Note \(identifier)"
        content.body = "Tap to open \(identifier)"
        content.categoryIdentifier = "message"
        content.targetContentIdentifier = parts.count > 1 ? parts[1] : nil
        content.userInfo = ["note": identifier]
        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: identifier, content: content, trigger: nil)) { error in
            say("posted \(identifier) \(error.map { "\($0)" } ?? "ok")")
        }
    }

    static func remove(_ identifier: String) {
        UNUserNotificationCenter.current().removeDeliveredNotifications(withIdentifiers: [identifier])
        say("removed \(identifier)")
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([.banner, .list])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
        let action = response.actionIdentifier == UNNotificationDefaultActionIdentifier ? "default" : response.actionIdentifier
        say("didReceive \(response.notification.request.identifier) \(action) note=\(response.notification.request.content.userInfo["note"] as? String ?? "?")")
        completionHandler()
    }
}
