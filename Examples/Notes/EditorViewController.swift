import UIKit

/// Edits one note. Every keystroke is written to the database (so other windows see it); the
/// editor follows its note with GRDB's `ValueObservation` (``NoteDatabase/observeNote(id:_:)``),
/// so an edit of the same note in another window shows here. The window's own state (the text, the selection, the scroll position) goes into its restoration
/// activity, so a reclaimed or relaunched window comes back exactly as it was.
final class EditorViewController: UIViewController, UITextViewDelegate {
    private let database: NoteDatabase
    let noteID: Int64
    let textView = UITextView()
    private var observation: NoteDatabase.Observation?
    private var restored: (draft: String, selection: NSRange, offset: CGPoint)?
    /// The observation's value number that includes this window's last saved keystroke: values
    /// read before it are older than the text view and are not shown.
    private var savedRevision = 0
    private var showsNote = false

    init(database: NoteDatabase, noteID: Int64) {
        self.database = database
        self.noteID = noteID
        super.init(nibName: nil, bundle: nil)
        title = database.note(id: noteID)?.title ?? "Note"
        userActivity = NoteActivity.opening(noteID)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// State saved by ``makeRestorationActivity()`` before a disconnect or a relaunch.
    func restore(from activity: NSUserActivity) {
        let info = activity.userInfo ?? [:]
        guard let draft = info[NoteActivity.draftKey] as? String else { return }
        let selection = NSRange(location: info[NoteActivity.selectionLocationKey] as? Int ?? 0, length: info[NoteActivity.selectionLengthKey] as? Int ?? 0)
        restored = (draft, selection, CGPoint(x: 0, y: info[NoteActivity.scrollOffsetKey] as? Double ?? 0))
    }

    override func loadView() {
        textView.font = .preferredFont(forTextStyle: .body)
        textView.delegate = self
        textView.accessibilityIdentifier = "editor-\(noteID)"
        view = textView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        if let restored {
            textView.text = restored.draft
            textView.selectedRange = restored.selection
            textView.contentOffset = restored.offset
            if restored.draft != database.note(id: noteID)?.body { save() }
            showsNote = true
        }
        // The first value arrives before this returns (it fills the text view unless a draft was
        // restored); later ones after each change of this note, from any window.
        observation = database.observeNote(id: noteID) { [weak self] note in self?.show(note) }
    }

    /// The note as stored: the first value, or another window changed it (keeping the selection
    /// where it can stay).
    private func show(_ note: Note?) {
        if let observation, observation.deliveredRevision < savedRevision { return }
        guard showsNote else {
            showsNote = true
            textView.text = note?.body ?? ""
            return
        }
        guard let note else {
            textView.text = ""
            textView.isEditable = false
            updateTitle("Deleted note")
            return
        }
        if note.body != textView.text {
            let selection = textView.selectedRange
            textView.text = note.body
            let length = (note.body as NSString).length
            textView.selectedRange = NSRange(location: min(selection.location, length), length: 0)
        }
        updateTitle(note.title)
    }

    func textViewDidChange(_ textView: UITextView) {
        save()
    }

    private func save() {
        do {
            try database.updateBody(of: noteID, to: textView.text ?? "")
            // GRDB fetched this note's fresh value as the write committed.
            savedRevision = observation?.fetchedRevision ?? 0
        } catch {
            print("Notes: \(error)")
        }
    }

    private func updateTitle(_ newTitle: String) {
        title = newTitle
        if let scene = view.window?.windowScene, scene.title != newTitle {
            scene.title = newTitle
        }
    }

    /// The window's state for restoration: the note, its text, the selection and the scroll position.
    func makeRestorationActivity() -> NSUserActivity {
        let activity = NoteActivity.opening(noteID)
        activity.addUserInfoEntries(from: [
            NoteActivity.draftKey: textView.text ?? "",
            NoteActivity.selectionLocationKey: textView.selectedRange.location,
            NoteActivity.selectionLengthKey: textView.selectedRange.length,
            NoteActivity.scrollOffsetKey: Double(textView.contentOffset.y),
        ])
        return activity
    }
}
