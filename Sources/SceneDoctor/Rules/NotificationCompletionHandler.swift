/// `notification-completion-handler`: a notification delegate's completion handler not called on
/// some path, or called twice.
struct NotificationCompletionHandler: DoctorRule {
    static let signatures = [
        "userNotificationCenter(_:didReceive:withCompletionHandler:)",
        "userNotificationCenter(_:willPresent:withCompletionHandler:)",
    ]

    static let description = RuleDescription(
        id: "notification-completion-handler",
        name: "Notification completion handler not called exactly once",
        rationale: """
            `userNotificationCenter(_:didReceive:withCompletionHandler:)` must call its completion \
            handler once when it has handled the user's response, and \
            `userNotificationCenter(_:willPresent:withCompletionHandler:)` once with the presentation \
            options. A path that returns without calling it leaves the system waiting: the app can \
            be suspended before its work is done, and a foreground notification is never shown. In \
            a scene-based app the response is often routed to a scene first, which is where an \
            early `return` creeps in.
            """,
        source: RuleSource(title: "Apple: userNotificationCenter(_:didReceive:withCompletionHandler:)", url: "https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:didreceive:withcompletionhandler:)"),
        fix: "Call `completionHandler` exactly once on every path (`defer` does it), or implement the `async` form.",
        before: """
            guard let scene = activeScene() else { return }
            route(response, in: scene)
            completionHandler()
            """,
        after: """
            defer { completionHandler() }
            guard let scene = activeScene() else { return }
            route(response, in: scene)
            """,
        triggeringExamples: [
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
                    func ↓userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
                        guard let scene = UIApplication.shared.connectedScenes.first(where: { $0.activationState == .foregroundActive }) else { return }
                        Router.open(response.notification.request.content.userInfo, in: scene)
                        completionHandler()
                    }
                }
                """, comment: "an early return when no scene is active (a cold launch)"),
            RuleExample("""
                final class NotificationHandler: NSObject, UNUserNotificationCenterDelegate {
                    func ↓userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
                        if notification.request.identifier.hasPrefix("chat") {
                            completionHandler([.banner])
                        }
                        completionHandler([.banner, .sound])
                    }
                }
                """, comment: "called twice for a chat message"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
                    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
                        if notification.request.identifier == "calibration" {
                            completionHandler([])
                        } else if let picker = alerts.userNotificationCenter(center, willPresent: notification, withCompletionHandler: completionHandler) {
                            picker.show()
                        } else {
                            completionHandler([.banner, .list])
                        }
                    }
                }
                """, comment: "handed to a helper whose nil result says it did not call it, then called here (xdrip's shape): the helper's calls are its own"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
                    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
                        defer { completionHandler() }
                        guard let scene = UIApplication.shared.connectedScenes.first(where: { $0.activationState == .foregroundActive }) else { return }
                        Router.open(response.notification.request.content.userInfo, in: scene)
                    }
                }
                """, comment: "defer"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
                    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
                        func finish() {
                            Analytics.log("opened")
                            completionHandler()
                        }
                        guard response.actionIdentifier == UNNotificationDefaultActionIdentifier else {
                            finish()
                            return
                        }
                        Router.open(response.notification.request.content.userInfo)
                        finish()
                    }
                }
                """, comment: "called from a nested function on every path"),
            RuleExample("""
                final class NotificationHandler: NSObject, UNUserNotificationCenterDelegate {
                    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
                        Inbox.sync(response) { completionHandler() }
                    }
                }
                """, comment: "in the completion closure of the app's own work"),
        ]
    )

    func check(_ app: AppModel, into findings: inout FindingSink) {
        for signature in Self.signatures {
            for method in app.functionsByName["userNotificationCenter"] ?? [] where method.signature == signature && method.typeName != nil {
                findings.reportCompletionPaths(of: method,
                    notCalled: "through \(signature): the system waits for it (the app may be suspended before its work is done, a foreground notification is not shown); call it once on every path",
                    calledTwice: "in \(signature); call it once on every path")
            }
        }
    }
}
