// Issue 15 §4: Combine's NotificationCenter publisher and a PassthroughSubject in an app delegate.
import Combine
import UIKit

class AppDelegate: UIResponder, UIApplicationDelegate {
    let pushTokens = PassthroughSubject<Data, Never>()
    private var observers: [AnyCancellable] = []

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        observers.append(
            NotificationCenter.default.publisher(for: UIApplication.didEnterBackgroundNotification)
                .sink { _ in print("saving state") }
        )
        observers.append(
            pushTokens
                .map { $0.map { String(format: "%02x", $0) }.joined() }
                .sink { token in print("token \(token)") }
        )
        return true
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        pushTokens.send(deviceToken)
    }
}
