import Foundation
import Testing
import VirtualDisplay
import enum TestSupport.ChildProcess

/// Notes never puts a user's notes anywhere but its data folder: when that folder cannot be
/// made, it says why and what to do, and exits (issue 12; docs/RELIABILITY.md).
@Suite(.serialized) struct DataFolderTests {
    @Test func anUnusableDataFolderIsReportedAndNothingIsWrittenElsewhere() throws {
        let display = try VirtualDisplay(windowManager: false)
        defer { display.stop() }
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("notes-data-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        let blocker = base.appendingPathComponent("not-a-folder")
        try Data("a file where the data folder should be".utf8).write(to: blocker)
        var environment = display.environment
        environment["XDG_DATA_HOME"] = blocker.path
        environment["XDG_STATE_HOME"] = base.appendingPathComponent("state").path
        environment["OPENUISCENE_GTK_NON_UNIQUE"] = "1"
        let result = try ChildProcess.run(NotesBlackBoxTests.productsDirectory.appendingPathComponent("notes"), environment: environment, replacingEnvironment: true)
        let text = result.error
        #expect(result.status == 73, "\(text)")
        #expect(text.contains("cannot open its notes database at \(blocker.path)/org.openuiscene.notes/notes.sqlite"), "\(text)")
        #expect(text.contains("set XDG_DATA_HOME to another folder"), "\(text)")
        let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())) ?? []
        #expect(!leftovers.contains("notes-\(result.processIdentifier).sqlite"), "no fallback database in the temporary folder")
    }
}
