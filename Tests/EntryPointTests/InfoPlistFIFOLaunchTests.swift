import Foundation
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

        let process = Process()
        process.executableURL = EntryPointTests.productsDirectory.appendingPathComponent("fixture-main-attribute")
        var environment = ProcessInfo.processInfo.environment
        environment["OPENUISCENE_INFO_PLIST"] = fifo.path
        environment["XDG_STATE_HOME"] = folder.appendingPathComponent("state").path
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()

        // Read stderr (blocking reads on a reader thread) until the message arrives, or give up
        // after 30 s: a hang fails the test instead of hanging the suite.
        let expected = "cannot be read: it is a FIFO (named pipe)"
        let found = DispatchSemaphore(value: 0)
        let received = LockedText()
        let handle = errors.fileHandleForReading
        Thread.detachNewThread {
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                if received.append(String(decoding: chunk, as: UTF8.self)).contains(expected) { found.signal(); break }
            }
        }
        let answered = found.wait(timeout: .now() + 30) == .success
        #expect(answered, "no message about the FIFO within 30 s; stderr: \(received.text)")
        #expect(process.isRunning, "the app keeps running in legacy mode")
        #expect(received.text.contains("OpenUIScene: \(fifo.path): error: [unreadable] cannot be read: it is a FIFO (named pipe)"), "\(received.text)")
        #expect(received.text.contains("The app runs in legacy mode."))
        process.terminate() // SIGTERM
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
    }
}

/// Text appended by one thread and read by another.
final class LockedText: @unchecked Sendable {
    private let lock = NSLock()
    private var value = ""
    var text: String { lock.withLock { value } }
    func append(_ more: String) -> String { lock.withLock { value += more; return value } }
}
