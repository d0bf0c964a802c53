import UIKit
import UserNotifications

/// App-wide work: one per process, whatever the number of windows.
@MainActor
final class SyncService {
    private(set) var isRunning = false
    private(set) var starts = 0
    private(set) var stops = 0

    func start() {
        isRunning = true
        starts += 1
    }

    func stop() {
        isRunning = false
        stops += 1
    }
}

@MainActor
final class Drafts {
    static let shared = Drafts()
    private(set) var count = 0
    private(set) var saves = 0

    func save() { saves += 1 }
}

/// What happened, in order: the tests compare the app before and after migration with it.
@MainActor
final class Analytics {
    static let shared = Analytics()
    private(set) var events: [String] = []

    func record(_ event: String) {
        events.append(event)
        // One line per event on standard output too: what a run on the desktop shows.
        FileHandle.standardOutput.write(Data("analytics: \(event)\n".utf8))
    }
    func reset() { events = [] }
}

/// A notification tapped while the app runs (or, in a scene app, after a cold launch too).
final class NotificationHandler: NSObject, UNUserNotificationCenterDelegate {
    nonisolated(unsafe) weak var router: Router?

    nonisolated func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
        let userInfo = response.notification.request.content.userInfo
        nonisolated(unsafe) let payload = userInfo
        MainActor.assumeIsolated {
            router?.showMessage(fromNotification: payload)
        }
        completionHandler()
    }
}

/// A composer that finds the app's window the pre-iOS 13 way.
@MainActor
enum Composer {
    static func present() {
        let composer = UIViewController()
        let root = UIApplication.shared.sceneKeyWindow?.rootViewController
        root?.present(composer, animated: true)
    }

    static var hostWindow: UIWindow? {
        UIApplication.shared.sceneKeyWindow
    }

    /// The title of the screen the composer opens over: the lookup most apps write (the app
    /// delegate's `window` read through the protocol is a `UIWindow??`).
    static var coveredTitle: String? {
        UIApplication.shared.sceneKeyWindow?.rootViewController?.title
    }
}
