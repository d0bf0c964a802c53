import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting
import UserNotifications
@testable import Notes

/// The "New Note" quick action and the "Note created" notification (issue 16 item 8).
extension NotesAppTests {
    /// A Notes device with its own database and session store, not launched yet.
    func notesDevice() throws -> (SimulatedDevice, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        AppDelegate.databaseURLOverride = folder.appendingPathComponent("notes.sqlite")
        let device = try SimulatedDevice(appDelegate: AppDelegate.self, infoPlistURL: Self.infoPlist, storeDirectory: folder.appendingPathComponent("sessions"))
        return (device, folder)
    }

    @Test func theNewNoteQuickActionOpensANewNoteWhileTheAppRuns() throws {
        let (device, folder) = try launchedNotes()
        defer { try? FileManager.default.removeItem(at: folder) }
        try library(device).newWindowButton.userDidActivate()
        #expect(device.quickActions.map(\.type) == [QuickAction.newNote])

        device.performQuickAction(type: QuickAction.newNote)
        #expect(device.sessions.map(\.configuration.name) == ["Default Configuration", "Default Configuration", "Editor"], "one editor, no extra library window")
        let note = try #require(device.application?.notesDatabase?.allNotes().first)
        #expect(try editor(device, noteID: note.id).textView.text == "")
        #expect(device.sessions.last?.scene?.activationState == .foregroundActive)

        // It says so, pointing at the note's window.
        let shown = try #require(device.deliveredNotifications.only)
        #expect(shown.title == "Note created")
        #expect(shown.body == "New Note")
        #expect(shown.targetContentIdentifier == "note/\(note.id)")
    }

    @Test func theNewNoteQuickActionLaunchesTheApp() throws {
        let (device, folder) = try notesDevice()
        defer { try? FileManager.default.removeItem(at: folder) }
        device.performQuickAction(type: QuickAction.newNote)
        #expect(device.sessions.map(\.configuration.name) == ["Default Configuration", "Editor"])
        let note = try #require(device.application?.notesDatabase?.allNotes().only)
        #expect(try editor(device, noteID: note.id).textView.text == "")
        #expect(device.deliveredNotifications.map(\.targetContentIdentifier) == ["note/\(note.id)"])
    }

    /// A cold launch with windows to restore: they come back, and the quick action's note opens
    /// beside them.
    @Test func theNewNoteQuickActionLaunchesTheAppBesideItsRestoredWindows() throws {
        let (device, folder) = try launchedNotes()
        defer { try? FileManager.default.removeItem(at: folder) }
        try library(device).newNoteButton.userDidActivate()
        let first = try #require(device.application?.notesDatabase?.allNotes().first)
        device.terminate()

        device.performQuickAction(type: QuickAction.newNote)
        let notes = try #require(device.application?.notesDatabase?.allNotes())
        #expect(notes.count == 2)
        let made = try #require(notes.first { $0.id != first.id })
        #expect(try editor(device, noteID: first.id).textView.text == "")
        #expect(try editor(device, noteID: made.id).textView.text == "")
        #expect(device.sessions.map(\.configuration.name) == ["Default Configuration", "Editor", "Editor"], "no extra library window")
    }

    @Test func clickingTheNoteCreatedNotificationBringsTheNotesEditorForward() throws {
        let (device, folder) = try launchedNotes()
        defer { try? FileManager.default.removeItem(at: folder) }
        device.performQuickAction(type: QuickAction.newNote)
        let note = try #require(device.application?.notesDatabase?.allNotes().first)
        let editorSession = try #require(device.sessions.last)
        device.moveToBackground(editorSession)
        let identifier = NoteNotifications.identifier(for: note.id)

        #expect(device.tapNotification(identifier: identifier))
        #expect(device.sessions.count == 2, "no second editor for the note")
        #expect(editorSession.scene?.activationState == .foregroundActive)
        #expect(device.deliveredNotifications.isEmpty, "the clicked notification left the list")
    }

    @Test func clickingTheNotificationOfANoteWhoseWindowIsClosedOpensIt() throws {
        let (device, folder) = try launchedNotes()
        defer { try? FileManager.default.removeItem(at: folder) }
        device.performQuickAction(type: QuickAction.newNote)
        let note = try #require(device.application?.notesDatabase?.allNotes().first)
        try #require(device.sessions.last?.configuration.name == "Editor")
        device.closeSession(try #require(device.sessions.last))
        #expect(device.sessions.count == 1)

        #expect(device.tapNotification(identifier: NoteNotifications.identifier(for: note.id)))
        #expect(device.sessions.map(\.configuration.name) == ["Default Configuration", "Editor"])
        #expect(try editor(device, noteID: note.id).textView.text == "")

        // And after the app quit: the click launches it into the note.
        device.performQuickAction(type: QuickAction.newNote)
        let second = try #require(device.application?.notesDatabase?.allNotes().first)
        #expect(second.id != note.id)
        device.closeSession(try #require(device.sessions.last))
        device.terminate()
        #expect(device.tapNotification(identifier: NoteNotifications.identifier(for: second.id)))
        #expect(try editor(device, noteID: second.id).textView.text == "")
    }
}

extension Collection {
    /// The one element, or nil when there are none or several.
    var only: Element? { count == 1 ? first : nil }
}
