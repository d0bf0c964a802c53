import Foundation
import OpenUIScene
import OpenUISceneTesting
import Testing
import UserNotifications

/// The UserNotifications stand-in: scene code reading notification launches compiles and runs;
/// nothing pretends a notification was delivered.
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

    @Test func authorizationIsNotGrantedAndSchedulingSaysWhy() async throws {
        let center = UNUserNotificationCenter.current()
        let (granted, error) = await withCheckedContinuation { continuation in
            center.requestAuthorization(options: [.alert]) { granted, error in
                continuation.resume(returning: (granted, error))
            }
        }
        #expect(granted == false)
        #expect((error as? UNNotificationsUnavailableError)?.localizedDescription.contains("not delivered on Linux") == true)
        await #expect(throws: UNNotificationsUnavailableError.self) { try await center.requestAuthorization(options: [.badge]) }
        let content = UNMutableNotificationContent()
        content.title = "Reminder"
        content.userInfo = ["note": 7]
        let request = UNNotificationRequest(identifier: "r1", content: content, trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false))
        let addError = await withCheckedContinuation { continuation in
            center.add(request) { continuation.resume(returning: $0) }
        }
        #expect(addError is UNNotificationsUnavailableError)
        #expect(request.content.title == "Reminder" && request.content.userInfo["note"] as? Int == 7)
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
