// Shape (Swift 5 mode only): helpers outside the main actor that touch UIKit, which Apple's
// `@preconcurrency` import allows in Swift 5 mode.
import UIKit

func openSessionCount() -> Int {
    UIApplication.shared.openSessions.count
}

func defaultConfiguration(for session: UISceneSession) -> UISceneConfiguration {
    _ = session.configuration
    return UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
}

final class Analytics {
    func sceneCount() -> Int { UIApplication.shared.connectedScenes.count }
    func options() -> UIScene.ActivationRequestOptions { UIScene.ActivationRequestOptions() }
}
