// Second tier: activationConditions built from NSPredicate (which window receives an event).
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let conversationID = connectionOptions.userActivities.first?.targetContentIdentifier ?? "main"
        let conditions = windowScene.activationConditions
        conditions.canActivateForTargetContentIdentifierPredicate = NSPredicate(value: true)
        conditions.prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(format: "self == %@", conversationID)
    }
}
