import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting
@testable import Notes

/// Notes is meant to be correct: the lifecycle audit finds nothing in it, with a note's URL and
/// activity (its library takes the URLs and activities that name no note, and ignores them: the
/// audit's generic URL would land there, see docs/AUDIT.md).
///
/// In the serialized `NotesAppTests` suite: every Notes test sets `AppDelegate.databaseURLOverride`
/// and many suspend (they await GRDB's deliveries), so a suite of its own, run in parallel, could
/// launch its apps on another test's database.
extension NotesAppTests {
    @Test func notesPassesTheLifecycleAudit() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        AppDelegate.databaseURLOverride = folder.appendingPathComponent("notes.sqlite")
        let report = try await LifecycleAudit.run(appDelegate: AppDelegate.self, infoPlistURL: NotesAppTests.infoPlist, url: NoteURL.url(for: 1), userActivity: NoteActivity.opening(1))
        #expect(report.problems.isEmpty, "\(report)")
        #expect(report.scenarios.count == 12, "\(report.scenarios)")
    }
}
