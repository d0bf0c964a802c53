import UIKit

/// The user activity of an editor window: which note, and the unsaved state of the window.
enum NoteActivity {
    /// Listed in the Info.plist's NSUserActivityTypes, so that it is saved for restoration.
    static let editing = "org.openuiscene.notes.editing"

    static let noteIDKey = "noteID"
    static let draftKey = "draft"
    static let selectionLocationKey = "selectionLocation"
    static let selectionLengthKey = "selectionLength"
    static let scrollOffsetKey = "scrollOffset"

    /// An activity that opens `noteID` (routed to the window that shows it, if any).
    static func opening(_ noteID: Int64) -> NSUserActivity {
        let activity = NSUserActivity(activityType: editing)
        activity.title = "Note \(noteID)"
        activity.userInfo = [noteIDKey: Int(noteID)]
        activity.targetContentIdentifier = NoteURL.targetContentIdentifier(for: noteID)
        return activity
    }

    static func noteID(in activity: NSUserActivity?) -> Int64? {
        guard let activity, activity.activityType == editing else { return nil }
        return (activity.userInfo?[noteIDKey] as? Int).map(Int64.init)
    }
}

/// `notes://note/<id>` URLs.
enum NoteURL {
    static let scheme = "notes"

    static func url(for noteID: Int64) -> URL { URL(string: "\(scheme)://note/\(noteID)")! }

    /// The target content identifier of a note's window: the URL without its scheme, as
    /// OpenUIScene derives it for URLs (`note/<id>`).
    static func targetContentIdentifier(for noteID: Int64) -> String { "note/\(noteID)" }

    static func noteID(in url: URL) -> Int64? {
        guard url.scheme == scheme, url.host == "note" else { return nil }
        return Int64(url.lastPathComponent)
    }
}
