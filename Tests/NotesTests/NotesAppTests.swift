import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting
import TestSupport
@testable import Notes

/// The Notes demo on the simulated device: windows in sync, restoration, URLs, closing.
@MainActor
@Suite(.serialized) struct NotesAppTests {
    static let infoPlist = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Notes/Resources/Info.plist")

    /// A launched Notes app with its own database and session store.
    func launchedNotes() throws -> (SimulatedDevice, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        AppDelegate.databaseURLOverride = folder.appendingPathComponent("notes.sqlite")
        let device = try SimulatedDevice(appDelegate: AppDelegate.self, infoPlistURL: Self.infoPlist, storeDirectory: folder.appendingPathComponent("sessions"))
        device.launch()
        return (device, folder)
    }

    func library(_ device: SimulatedDevice, _ index: Int = 0) throws -> LibraryViewController {
        let session = try #require(device.sessions.filter { $0.configuration.name == "Default Configuration" }.dropFirst(index).first)
        let window = try #require((session.scene as? UIWindowScene)?.keyWindow)
        return try #require((window.rootViewController as? UINavigationController)?.topViewController as? LibraryViewController)
    }

    func editor(_ device: SimulatedDevice, noteID: Int64) throws -> EditorViewController {
        for session in device.sessions where session.configuration.name == "Editor" {
            if let editor = ((session.scene as? UIWindowScene)?.keyWindow?.rootViewController as? UINavigationController)?.topViewController as? EditorViewController, editor.noteID == noteID {
                return editor
            }
        }
        throw NotesTestError.noEditor(noteID)
    }

    enum NotesTestError: Error { case noEditor(Int64) }

    func database(_ device: SimulatedDevice) throws -> NoteDatabase {
        try #require(device.application?.notesDatabase)
    }

    /// An edit shows in every window once GRDB's `ValueObservation` has delivered it on the main
    /// queue. The main queue runs only while this test (on the main actor) is suspended, so
    /// before the `await` the other windows still show what they showed: nothing is delivered
    /// synchronously (this is what tells `ValueObservation` from a synchronous observer).
    @Test func aNewNoteOpensAnEditorAndEditsShowInTheLibraryWindows() async throws {
        let (device, folder) = try launchedNotes()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(device.sessions.map(\.configuration.name) == ["Default Configuration"])
        try library(device).newWindowButton.userDidActivate()
        #expect(device.sessions.map(\.configuration.name) == ["Default Configuration", "Default Configuration"])

        try library(device).newNoteButton.userDidActivate()
        #expect(device.sessions.count == 3)
        let editorSession = try #require(device.sessions.last)
        #expect(editorSession.configuration.name == "Editor")
        let noteID = try #require(try database(device).allNotes().first?.id)
        let editor = try editor(device, noteID: noteID)
        #expect(try library(device, 0).shownTitles == [], "the new note is not delivered yet")
        try await database(device).changesApplied()
        #expect(try library(device, 0).shownTitles == ["New Note"])
        #expect(try library(device, 1).shownTitles == ["New Note"])

        editor.textView.userDidEdit(text: "Groceries\nmilk, eggs")
        #expect(try library(device, 0).shownTitles == ["New Note"], "not delivered before the main queue runs")
        #expect(try database(device).hasPendingChanges)
        try await database(device).changesApplied()
        #expect(try library(device, 0).shownTitles == ["Groceries"], "the first library window shows the edit")
        #expect(try library(device, 1).shownTitles == ["Groceries"], "and so does the second")
        #expect(editorSession.scene?.title == "Groceries")
        #expect(try !database(device).hasPendingChanges)
    }

    /// Keystrokes come faster than GRDB delivers: the value of the first keystroke arrives after
    /// the second one is typed, and must not replace it (nor move the cursor back).
    @Test func anEditorDoesNotGoBackToAValueOlderThanWhatWasTyped() async throws {
        let (device, folder) = try launchedNotes()
        defer { try? FileManager.default.removeItem(at: folder) }
        try library(device).newNoteButton.userDidActivate()
        let noteID = try #require(try database(device).allNotes().first?.id)
        let editor = try editor(device, noteID: noteID)
        for text in ["a", "ab", "abc"] {
            editor.textView.userDidEdit(text: text)
            editor.textView.userDidSelect(NSRange(location: text.utf16.count, length: 0))
        }
        let typed = NSRange(location: 3, length: 0)
        try await database(device).changesApplied()
        #expect(editor.textView.text == "abc")
        #expect(editor.textView.selectedRange == typed, "the stale values did not move the cursor")
        #expect(device.sessions.last?.scene?.title == "abc")
    }

    /// A change made elsewhere (another window, the quick action, a second writer of the model)
    /// reaches the editor of that note, keeping its cursor where it can stay; a deleted note's
    /// editor says so.
    @Test func anEditorFollowsChangesOfItsNoteMadeElsewhere() async throws {
        let (device, folder) = try launchedNotes()
        defer { try? FileManager.default.removeItem(at: folder) }
        try library(device).newNoteButton.userDidActivate()
        let database = try database(device)
        let noteID = try #require(database.allNotes().first?.id)
        let editor = try editor(device, noteID: noteID)
        editor.textView.userDidEdit(text: "Draft")
        editor.textView.userDidSelect(NSRange(location: 3, length: 0))
        try database.updateBody(of: noteID, to: "Changed elsewhere")
        #expect(editor.textView.text == "Draft", "not delivered yet")
        try await database.changesApplied()
        #expect(editor.textView.text == "Changed elsewhere")
        #expect(editor.textView.selectedRange == NSRange(location: 3, length: 0))
        #expect(device.sessions.last?.scene?.title == "Changed elsewhere")
        #expect(try library(device).shownTitles == ["Changed elsewhere"])

        try database.deleteNote(noteID)
        try await database.changesApplied()
        #expect(editor.textView.text == "")
        #expect(!editor.textView.isEditable)
        #expect(device.sessions.last?.scene?.title == "Deleted note")
        #expect(try library(device).shownTitles == [])
    }

    /// Each window's observation ends with its window: a reclaimed editor's is cancelled (GRDB
    /// reports the cancellation), its reconnected editor starts a new one, a closed one's goes.
    @Test func aReclaimedEditorsObservationIsCancelled() async throws {
        let (device, folder) = try launchedNotes()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try database(device)
        #expect(database.liveObservations == ["library"])
        try library(device).newNoteButton.userDidActivate()
        let noteID = try #require(database.allNotes().first?.id)
        let session = try #require(device.sessions.last)
        #expect(database.liveObservations == ["library", "note \(noteID)"])
        weak let reclaimed = try editor(device, noteID: noteID)

        device.moveToBackground(session)
        device.reclaimMemory()
        #expect(session.scene == nil)
        #expect(reclaimed == nil, "the reclaimed editor is released")
        #expect(database.liveObservations == ["library"], "its observation is cancelled")

        device.moveToForeground(session)
        #expect(database.liveObservations == ["library", "note \(noteID)"])
        try database.updateBody(of: noteID, to: "Changed after the reconnect")
        try await database.changesApplied()
        #expect(try editor(device, noteID: noteID).textView.text == "Changed after the reconnect", "the new editor follows its note")
        device.closeSession(session)
        #expect(database.liveObservations == ["library"])
        try library(device).newWindowButton.userDidActivate()
        #expect(database.liveObservations == ["library", "library"])
    }

    /// An observation that fails is logged, naming it, and its window keeps the last value it
    /// got (GRDB ends a failed observation: it delivers nothing more).
    @Test func aFailedObservationIsLoggedAndKeepsItsLastValue() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-fail-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try NoteDatabase(url: folder.appendingPathComponent("notes.sqlite"))
        var logged: [String] = []
        database.log = { logged.append($0) }
        let failing = FailSwitch()
        var shown: [[String]] = []
        let observation = database.observe("failing list", fetch: { db in
            if failing.isOn { throw NoteDatabaseError(message: "disk I/O error") }
            return try Note.fetchAll(db, sql: "SELECT id, body, updated FROM notes ORDER BY id")
        }, onChange: { notes in shown.append(notes.map(\.title)) })
        #expect(shown == [[]], "the first value at once")
        try database.createNote(body: "One")
        try await database.changesApplied()
        #expect(shown == [[], ["One"]])

        failing.isOn = true
        try database.createNote(body: "Two")
        try await database.changesApplied()
        #expect(shown == [[], ["One"]], "the last good value stays")
        #expect(observation.failure == "disk I/O error")
        #expect(logged.count == 1)
        #expect(logged.first?.contains("the failing list observation failed and stopped: disk I/O error") == true, "\(logged)")
        #expect(logged.first?.contains(folder.path) == true, "the log names the database")
        #expect(!database.liveObservations.contains("failing list"))

        failing.isOn = false
        try database.createNote(body: "Three")
        try await database.changesApplied()
        #expect(shown == [[], ["One"]], "a failed observation stays stopped")
        #expect(logged.count == 1)
    }

    @Test func openingANoteThatIsShownBringsItsWindowForward() async throws {
        let (device, folder) = try launchedNotes()
        defer { try? FileManager.default.removeItem(at: folder) }
        try library(device).newNoteButton.userDidActivate()
        try await database(device).changesApplied() // the library lists the note
        let noteID = try #require(device.application?.notesDatabase?.allNotes().first?.id)
        let editorSession = try #require(device.sessions.last)
        device.moveToBackground(editorSession)
        try library(device).tableView.userDidSelectRow(at: IndexPath(row: 0, section: 0))
        #expect(device.sessions.count == 2, "no second editor for the same note")
        #expect(editorSession.scene?.activationState == .foregroundActive)
        device.open(NoteURL.url(for: noteID))
        #expect(device.sessions.count == 2, "the URL went to the window showing the note")
        let other = try #require(try device.application?.notesDatabase?.createNote(body: "Other"))
        device.open(NoteURL.url(for: other.id))
        #expect(device.sessions.count == 3, "a note nobody shows gets a new editor window")
        #expect(try editor(device, noteID: other.id).textView.text == "Other")
    }

    /// A URL for a note that does not exist opens a "Note not found" window; that window must
    /// not swallow the URLs of other notes afterwards (it did 446 times out of 451).
    @Test func theNoteNotFoundWindowDoesNotTakeOtherNotesURLs() throws {
        let (device, folder) = try launchedNotes()
        defer { try? FileManager.default.removeItem(at: folder) }
        device.open(NoteURL.url(for: 999))
        let notFound = try #require(device.sessions.last)
        #expect(notFound.scene?.title == "Note not found")
        for index in 1...5 {
            let note = try #require(try device.application?.notesDatabase?.createNote(body: "Note \(index)"))
            device.open(NoteURL.url(for: note.id))
            #expect(try editor(device, noteID: note.id).textView.text == "Note \(index)", "note \(index) opened in its own window")
        }
        #expect(device.sessions.count == 7, "library, not-found window, five editors")
        device.open(NoteURL.url(for: 999))
        #expect(device.sessions.count == 7, "the missing note's URL again goes to its window")
    }

    @Test func anEditorComesBackExactlyAsItWasAfterAReclaimAndAfterARelaunch() throws {
        let (device, folder) = try launchedNotes()
        defer { try? FileManager.default.removeItem(at: folder) }
        try library(device).newNoteButton.userDidActivate()
        let noteID = try #require(device.application?.notesDatabase?.allNotes().first?.id)
        let session = try #require(device.sessions.last)
        var editor = try editor(device, noteID: noteID)
        editor.textView.userDidEdit(text: "Draft line one\nline two")
        editor.textView.userDidSelect(NSRange(location: 6, length: 4))
        editor.textView.userDidScroll(to: CGPoint(x: 0, y: 120))

        device.moveToBackground(session)
        device.reclaimMemory()
        #expect(session.scene == nil)
        device.moveToForeground(session)
        editor = try self.editor(device, noteID: noteID)
        #expect(editor.textView.text == "Draft line one\nline two")
        #expect(editor.textView.selectedRange == NSRange(location: 6, length: 4))
        #expect(editor.textView.contentOffset.y == 120)

        device.relaunch()
        #expect(device.sessions.map(\.configuration.name) == ["Default Configuration", "Editor"])
        editor = try self.editor(device, noteID: noteID)
        #expect(editor.textView.text == "Draft line one\nline two")
        #expect(editor.textView.selectedRange == NSRange(location: 6, length: 4))
        #expect(try library(device).shownTitles == ["Draft line one"])
    }

    @Test func closingAnEditorDiscardsItsSessionAndItsDraft() throws {
        let (device, folder) = try launchedNotes()
        defer { try? FileManager.default.removeItem(at: folder) }
        try library(device).newNoteButton.userDidActivate()
        let session = try #require(device.sessions.last)
        device.moveToBackground(session)
        let store = folder.appendingPathComponent("sessions")
        func storedFiles() -> [String] {
            let enumerator = FileManager.default.enumerator(atPath: store.path)
            return (enumerator?.allObjects as? [String] ?? []).filter { $0.contains(session.persistentIdentifier) }
        }
        device.terminate()
        device.launch()
        #expect(!storedFiles().isEmpty, "the editor's session and draft are stored")
        let restored = try #require(device.sessions.first { $0.persistentIdentifier == session.persistentIdentifier })
        device.closeSession(restored)
        device.terminate()
        #expect(storedFiles().isEmpty, "closing the window deleted its stored draft")
        device.launch()
        #expect(!device.sessions.contains { $0.persistentIdentifier == session.persistentIdentifier })
    }

    /// An empty library says what to do, through its table view's background view (which the GTK
    /// host shows as the list's placeholder); the first note replaces it, and it comes back when
    /// the last note goes, in every library window.
    @Test func anEmptyLibrarySaysWhatToDo() async throws {
        let (device, folder) = try launchedNotes()
        defer { try? FileManager.default.removeItem(at: folder) }
        try library(device).newWindowButton.userDidActivate()
        for index in 0..<2 {
            let label = try #require(try library(device, index).tableView.backgroundView as? UILabel)
            #expect(label.text == "No notes yet — New Note creates one")
        }
        try library(device).newNoteButton.userDidActivate()
        let database = try database(device)
        try await database.changesApplied()
        #expect(try library(device, 0).tableView.backgroundView == nil)
        #expect(try library(device, 1).tableView.backgroundView == nil)
        for note in database.allNotes() { try database.deleteNote(note.id) }
        try await database.changesApplied()
        #expect((try library(device, 1).tableView.backgroundView as? UILabel)?.text == LibraryViewController.emptyStateText)
    }

    /// The notes database is this user's only (0600), whatever the umask let it be created with.
    @Test func theDatabaseFileIsPrivate() throws {
        let (device, folder) = try launchedNotes()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(device.application?.notesDatabase != nil)
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("notes.sqlite").path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    /// A database written by the first Notes (hand-written C calls: `updated` in seconds since
    /// 1970 as REAL) opens unchanged.
    @Test func aDatabaseOfTheFirstVersionOpens() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-old-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("notes.sqlite")
        let sqlite = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/python3"), ["-c", """
            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1])
            db.execute("CREATE TABLE IF NOT EXISTS notes (id INTEGER PRIMARY KEY AUTOINCREMENT, body TEXT NOT NULL DEFAULT '', updated REAL NOT NULL)")
            db.execute("INSERT INTO notes (body, updated) VALUES ('Old note', 1700000000.5)")
            db.commit()
            """, url.path])
        try #require(sqlite.status == 0, "\(sqlite.error)")
        let database = try NoteDatabase(url: url)
        let notes = database.allNotes()
        #expect(notes.map(\.title) == ["Old note"])
        #expect(notes.first?.updated == Date(timeIntervalSince1970: 1700000000.5))
    }
}

/// Makes a test's fetch fail (read on GRDB's writer queue).
final class FailSwitch: @unchecked Sendable {
    private let lock = NSLock()
    private var on = false
    var isOn: Bool {
        get { lock.withLock { on } }
        set { lock.withLock { on = newValue } }
    }
}
