import UIKit

/// The library window: the list of notes.
class LibrarySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene, let database = UIApplication.shared.notesDatabase else { return }
        // Note URLs and activities go to editors, never here; what names no note (a quick action
        // has no target) may come here.
        scene.activationConditions.canActivateForTargetContentIdentifierPredicate = NSPredicate(format: "self == 'library' OR NOT (self BEGINSWITH 'note/')")
        scene.activationConditions.prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(format: "self == 'library'")
        scene.title = LibraryViewController.windowTitle(newest: database.allNotes().first)
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: LibraryViewController(database: database))
        self.window = window
        window.makeKeyAndVisible()
        // Launched by the "New Note" quick action: the note opens beside this window.
        if let item = connectionOptions.shortcutItem { QuickAction.perform(item, from: scene) }
    }

    /// "New Note" from the desktop (`notes --shortcut org.openuiscene.notes.new-note`) while the
    /// app runs: as the window's "New Note" button, and a notification says which note it made.
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(QuickAction.perform(shortcutItem, from: windowScene))
    }
}
