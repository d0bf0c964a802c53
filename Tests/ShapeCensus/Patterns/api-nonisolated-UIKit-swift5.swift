// Issue 15 §1: helpers outside the main actor that touch UIKit, as Swift 5 mode apps write them
// (UIKit's @preconcurrency import allows it there; Swift 6 mode diagnoses it).
// census-ios-swift6: diagnosed
import UIKit

func openWindowCount() -> Int {
    UIApplication.shared.openSessions.count
}

func defaultConfiguration(for session: UISceneSession) -> UISceneConfiguration {
    UISceneConfiguration(name: session.configuration.name ?? "Default Configuration", sessionRole: session.role)
}

final class WindowOpener {
    func options() -> UIScene.ActivationRequestOptions {
        UIScene.ActivationRequestOptions()
    }
}
