import Foundation
import OpenUIScene
import OpenUISceneTesting
import Testing
import UserNotifications

/// UserNotifications from scene code: reading notification launches compiles and runs (the
/// delivery rules are tested in FrameworkTests/UserNotificationsTests).
@MainActor
@Suite struct NotificationStandInTests {
    @Test func aSceneReadingNotificationResponseConnectsWithNone() throws {
        let plist: [String: Any] = [
            "UIApplicationSceneManifest": [
                "UIApplicationSupportsMultipleScenes": true,
                "UISceneConfigurations": [
                    "UIWindowSceneSessionRoleApplication": [[
                        "UISceneConfigurationName": "Default Configuration",
                        "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).NotificationSceneDelegate",
                    ]],
                ],
            ],
        ]
        let device = SimulatedDevice(appDelegate: NotificationAppDelegate.self, infoPlist: plist)
        device.launch()
        let scene = try #require(device.sessions.first?.scene)
        #expect(scene.delegate is NotificationSceneDelegate)
        #expect(!device.trace.contains { $0.kind == .error })
        // The app delegate made itself the center's delegate in didFinishLaunching.
        #expect(UNUserNotificationCenter.current().delegate === UIApplication.shared.delegate)
    }

    @Test func aRequestKeepsACopyOfItsContent() {
        let content = UNMutableNotificationContent()
        content.title = "Reminder"
        content.userInfo = ["note": 7]
        let request = UNNotificationRequest(identifier: "r1", content: content, trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false))
        content.title = "Changed"
        #expect(request.content.title == "Reminder" && request.content.userInfo["note"] as? Int == 7)
        #expect(!(request.content is UNMutableNotificationContent))
    }

    @Test func theDelegateDefaultsCallTheirCompletionHandlers() {
        final class Silent: UNUserNotificationCenterDelegate {}
        let delegate = Silent()
        let response = UNNotificationResponse(notification: UNNotification(request: UNNotificationRequest(identifier: "x", content: UNNotificationContent(), trigger: nil)))
        #expect(response.actionIdentifier == UNNotificationDefaultActionIdentifier)
        var completed = 0
        delegate.userNotificationCenter(.current(), didReceive: response) { completed += 1 }
        delegate.userNotificationCenter(.current(), willPresent: response.notification) { options in
            #expect(options.isEmpty)
            completed += 1
        }
        #expect(completed == 2)
    }
}
