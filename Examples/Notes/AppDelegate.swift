import UIKit
import UserNotifications

/// The Notes app: a library window listing the notes, and one editor window per open note.
/// Written as an iOS developer writes a multi-window app; on Linux it gets GTK windows by linking
/// OpenUISceneGTK (see Package.swift), with no change here. The entry point is main.swift.
class AppDelegate: UIResponder, UIApplicationDelegate {
    /// The model controller every window reads and observes.
    private(set) var database: NoteDatabase!

    /// Tests point the app at their own database.
    nonisolated(unsafe) static var databaseURLOverride: URL?


    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let url = Self.databaseURLOverride ?? NoteDatabase.defaultURL(appID: "org.openuiscene.notes")
        do {
            database = try NoteDatabase(url: url)
        } catch {
            // User data goes nowhere else (no world-readable fallback): say what is wrong and stop.
            let folder = url.deletingLastPathComponent().path
            FileHandle.standardError.write(Data("""
                Notes: cannot open its notes database at \(url.path): \(error)
                Notes keeps your notes in \(folder); make sure that path can be a folder you own and can write                 (or set XDG_DATA_HOME to another folder), then start Notes again. Nothing was written anywhere else.

                """.utf8))
            exit(73) // EX_CANTCREAT
        }
        // The notification center's delegate is set before launching finishes (Apple's rule), so
        // that a click on a "Note created" notification reaches the app even when it launches it.
        NoteNotifications.shared.install()
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let opensNote = options.userActivities.contains { $0.activityType == NoteActivity.editing }
            || options.urlContexts.contains { NoteURL.noteID(in: $0.url) != nil }
            || NoteNotifications.noteID(in: options.notificationResponse) != nil
        let name = opensNote ? "Editor" : "Default Configuration"
        return UISceneConfiguration(name: name, sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        // A closed editor's draft lived in its session's restoration activity, which the system
        // deletes with the session: nothing else to clean up.
    }
}

extension UIApplication {
    /// The app's database, from the app delegate.
    var notesDatabase: NoteDatabase? { (delegate as? AppDelegate)?.database }
}
