import UIKit

/// The list of notes, with "New Note" and "New Window". It observes the list with GRDB's
/// `ValueObservation` (``NoteDatabase/observeNotes(_:)``), so an edit in any editor window shows
/// here as soon as the main queue delivers the fresh list.
final class LibraryViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let database: NoteDatabase
    private var notes: [Note] = []
    private var observation: NoteDatabase.Observation?
    let tableView = UITableView(frame: .zero, style: .plain)
    let newNoteButton = UIButton(type: .system)
    let newWindowButton = UIButton(type: .system)
    /// What an empty library says: the table view's background view while there are no notes
    /// (UIKit's idiom; the GTK host shows it as the list's placeholder).
    let emptyStateLabel = UILabel()
    static let emptyStateText = "No notes yet — New Note creates one"

    init(database: NoteDatabase) {
        self.database = database
        super.init(nibName: nil, bundle: nil)
        title = "Notes"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        newNoteButton.setTitle("New Note", for: .normal)
        newNoteButton.addAction(UIAction { [weak self] _ in self?.createNote() }, for: .primaryActionTriggered)
        newWindowButton.setTitle("New Window", for: .normal)
        newWindowButton.addAction(UIAction { _ in
            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil, errorHandler: nil)
        }, for: .primaryActionTriggered)
        let toolbar = UIStackView(arrangedSubviews: [newNoteButton, newWindowButton])
        toolbar.axis = .horizontal
        toolbar.spacing = 8
        emptyStateLabel.text = Self.emptyStateText
        emptyStateLabel.textAlignment = .center
        emptyStateLabel.numberOfLines = 0
        emptyStateLabel.textColor = .secondaryLabel
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
        tableView.dataSource = self
        tableView.delegate = self
        let stack = UIStackView(arrangedSubviews: [toolbar, tableView])
        stack.axis = .vertical
        stack.spacing = 8
        stack.backgroundColor = .systemBackground
        view = stack
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // The first list arrives before this returns; later ones after each change.
        observation = database.observeNotes { [weak self] notes in self?.show(notes) }
    }

    private func showEmptyState() {
        let background = notes.isEmpty ? emptyStateLabel : nil
        if tableView.backgroundView !== background { tableView.backgroundView = background }
    }

    private func show(_ notes: [Note]) {
        self.notes = notes
        showEmptyState()
        tableView.reloadData()
        // The window title names the newest note, so the window switcher (and `xdotool
        // getwindowname`) shows what changed last. Set only when it changes: on the GTK host a
        // title change re-renders the window.
        let newTitle = Self.windowTitle(newest: notes.first)
        if let scene = view.window?.windowScene, scene.title != newTitle {
            scene.title = newTitle
        }
    }

    /// "Notes", or "Notes — <title of the most recently edited note>".
    static func windowTitle(newest: Note?) -> String {
        newest.map { "Notes — \($0.title)" } ?? "Notes"
    }

    /// The titles the list shows, in order.
    var shownTitles: [String] { notes.map(\.title) }

    /// "New Note": a new note, opened in its own editor window.
    func createNote() {
        guard let note = try? database.createNote() else { return }
        open(note.id)
    }

    /// Opens a note in the window that shows it, else in a new editor window.
    func open(_ noteID: Int64) {
        NoteWindows.open(noteID, from: view.window?.windowScene)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = notes[indexPath.row].title
        content.secondaryText = notes[indexPath.row].updated.formatted(date: .abbreviated, time: .shortened)
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        open(notes[indexPath.row].id)
    }
}
