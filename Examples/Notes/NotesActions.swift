import UIKit
import UserNotifications

/// The "New Note" quick action (the Info.plist's `UIApplicationShortcutItems`; on the desktop an
/// action of the app's desktop entry, `notes --shortcut org.openuiscene.notes.new-note`), and the
/// notification that says a note was created from outside the app's windows.
@MainActor
enum QuickAction {
    static let newNote = "org.openuiscene.notes.new-note"

    /// Does what the item asks, from `scene` (which asks for the editor window); `false` for an
    /// item Notes does not know.
    @discardableResult
    static func perform(_ item: UIApplicationShortcutItem, from scene: UIScene?) -> Bool {
        guard item.type == newNote, let database = UIApplication.shared.notesDatabase,
              let note = try? database.createNote() else { return false }
        NoteWindows.open(note.id, from: scene)
        NoteNotifications.postCreated(note)
        return true
    }
}

@MainActor
enum NoteWindows {
    /// Opens a note in the window that shows it, else in a new editor window, asked for by `scene`.
    static func open(_ noteID: Int64, from scene: UIScene?) {
        let options = UIScene.ActivationRequestOptions()
        options.requestingScene = scene
        let request = UISceneSessionActivationRequest(role: .windowApplication, userActivity: NoteActivity.opening(noteID), options: options)
        UIApplication.shared.activateSceneSession(for: request) { error in
            print("Notes: could not open note \(noteID): \(error)")
        }
    }
}

/// Notes' notifications: "Note created" after the quick action made a note (its window may open
/// behind another app's; the notification says where the note went). A click on it brings that
/// note's editor forward: the content's `targetContentIdentifier` is the note's (`note/<id>`),
/// which its editor window prefers, so UIKit routes the click there (and, when that window is
/// closed, connects an editor with `connectionOptions.notificationResponse`).
@MainActor
final class NoteNotifications: NSObject, UNUserNotificationCenterDelegate {
    static let shared = NoteNotifications()

    /// The notification's identifier for a note (a second one for the same note replaces it).
    static func identifier(for noteID: Int64) -> String { "note-created-\(noteID)" }

    /// Becomes the center's delegate; called before launching finishes, as Apple requires.
    func install() {
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        center.requestAuthorization(options: [.alert]) { _, _ in }
    }

    static func postCreated(_ note: Note) {
        let content = UNMutableNotificationContent()
        content.title = "Note created"
        content.body = note.title
        content.targetContentIdentifier = NoteURL.targetContentIdentifier(for: note.id)
        content.userInfo = [NoteActivity.noteIDKey: Int(note.id)]
        let request = UNNotificationRequest(identifier: identifier(for: note.id), content: content, trigger: nil)
        UNUserNotificationCenter.current().add(request) { error in
            if let error { print("Notes: could not post the notification: \(error)") }
        }
    }

    /// The note a notification is about.
    nonisolated static func noteID(in response: UNNotificationResponse?) -> Int64? {
        guard let target = response?.notification.request.content.targetContentIdentifier,
              target.hasPrefix("note/") else { return nil }
        return Int64(target.dropFirst("note/".count))
    }

    nonisolated func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        // Shown while Notes is in the foreground too: the note's window may be behind others.
        completionHandler([.banner, .list])
    }

    nonisolated func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
        // UIKit has already brought forward the window that prefers the note's target, or
        // connected an editor for it with the response in its connection options: nothing to add.
        completionHandler()
    }
}
