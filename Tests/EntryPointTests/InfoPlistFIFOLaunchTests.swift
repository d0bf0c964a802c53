import Foundation
import TestSupport
import Testing

/// The app's own Info.plist loading at launch follows the loader's rules: a FIFO named by
/// `OPENUISCENE_INFO_PLIST` is refused at once with a message saying what it is, and the app keeps
/// running (in legacy mode) until SIGTERM instead of hanging in `open`.
@Suite struct InfoPlistFIFOLaunchTests {
    @Test func aFIFONamedByTheEnvironmentDoesNotHangTheApp() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-launch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("Info.plist")
        try #require(mkfifo(fifo.path, 0o644) == 0)

        let app = try RunningChild(EntryPointTests.productsDirectory.appendingPathComponent("fixture-main-attribute"), environment: [
            "OPENUISCENE_INFO_PLIST": fifo.path,
            "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
        ])
        // Until the message arrives, or 30 s: a hang fails the test instead of hanging the suite.
        let answered = app.waitFor("cannot be read: it is a FIFO (named pipe)", in: .error, deadline: 30)
        let received = app.errorText
        #expect(answered, "no message about the FIFO within 30 s; stderr: \(received)")
        #expect(app.isRunning, "the app keeps running in legacy mode")
        #expect(received.contains("OpenUIScene: \(fifo.path): error: [unreadable] cannot be read: it is a FIFO (named pipe)"), "\(received)")
        #expect(received.contains("The app runs in legacy mode."))
        let result = app.terminate() // SIGTERM
        #expect(app.terminationReason == .exit)
        #expect(result.status == 0)
    }
}
