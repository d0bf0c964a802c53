import UIKit
import UserNotifications

/// An editor window: one note.
class EditorSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var editor: EditorViewController?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene, let database = UIApplication.shared.notesDatabase else { return }
        // What to show: a URL, an activity from the request, or the state saved before a
        // disconnect or a relaunch.
        let restoration = session.stateRestorationActivity
        let requested = connectionOptions.userActivities.first
        let fromURL = connectionOptions.urlContexts.lazy.compactMap { NoteURL.noteID(in: $0.url) }.first
            ?? NoteNotifications.noteID(in: connectionOptions.notificationResponse)
        let wanted = fromURL ?? NoteActivity.noteID(in: requested) ?? NoteActivity.noteID(in: restoration)
        guard let noteID = wanted, database.note(id: noteID) != nil else {
            scene.title = "Note not found"
            // This window takes only the URLs of the note it could not find: every other note's
            // URL must open that note (with UIKit's default conditions it would come here).
            let missing = wanted.map { NSPredicate(format: "self == %@", NoteURL.targetContentIdentifier(for: $0)) } ?? NSPredicate(value: false)
            scene.activationConditions.canActivateForTargetContentIdentifierPredicate = missing
            scene.activationConditions.prefersToActivateForTargetContentIdentifierPredicate = missing
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UIViewController()
            self.window = window
            window.makeKeyAndVisible()
            return
        }
        // This window is where its note's URLs and activities go.
        let target = NoteURL.targetContentIdentifier(for: noteID)
        scene.activationConditions.canActivateForTargetContentIdentifierPredicate = NSPredicate(format: "self == %@", target)
        scene.activationConditions.prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(format: "self == %@", target)

        let editor = EditorViewController(database: database, noteID: noteID)
        if fromURL == nil, requested == nil, let restoration, NoteActivity.noteID(in: restoration) == noteID {
            editor.restore(from: restoration)
        }
        self.editor = editor
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: editor)
        self.window = window
        window.makeKeyAndVisible()
        scene.title = editor.title
        scene.userActivity = editor.userActivity
        // A quick action that launched the app into this (restored) window.
        if let item = connectionOptions.shortcutItem { QuickAction.perform(item, from: scene) }
    }

    /// "New Note" from the desktop while this editor was the last window used.
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(QuickAction.perform(shortcutItem, from: windowScene))
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        editor?.makeRestorationActivity()
    }
}
