import UIKit

/// The library window: the list of notes.
class LibrarySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene, let database = UIApplication.shared.notesDatabase else { return }
        // Note URLs and activities go to editors, never here.
        scene.activationConditions.canActivateForTargetContentIdentifierPredicate = NSPredicate(format: "self == 'library'")
        scene.activationConditions.prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(format: "self == 'library'")
        scene.title = LibraryViewController.windowTitle(newest: database.allNotes().first)
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: LibraryViewController(database: database))
        self.window = window
        window.makeKeyAndVisible()
    }
}
