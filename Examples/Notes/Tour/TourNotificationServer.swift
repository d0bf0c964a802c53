import Foundation
import VirtualDisplay

/// The stand-in desktop notification server the GTK host's tests use
/// (``StandInNotificationServer``) on the tour's private bus: it records every call, one JSON
/// line each, into a file of the output folder, and "clicks" a notification when the tour says
/// so. Started and stopped by pid.
final class TourNotificationServer {
    static let python = "/usr/bin/python3"

    let process = Process()
    let callsURL: URL
    private let input = Pipe()
    private let script: URL

    init(busAddress: String, callsURL: URL) throws {
        self.callsURL = callsURL
        script = FileManager.default.temporaryDirectory.appendingPathComponent("notes-tour-notification-server-\(UUID().uuidString).py")
        try StandInNotificationServer.script.write(to: script, atomically: true, encoding: .utf8)
        try? FileManager.default.removeItem(at: callsURL)
        _ = FileManager.default.createFile(atPath: callsURL.path, contents: nil)
        process.executableURL = URL(fileURLWithPath: Self.python)
        process.arguments = [script.path]
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = busAddress
        process.environment = environment
        process.standardInput = input
        process.standardOutput = try FileHandle(forWritingTo: callsURL)
        process.standardError = FileHandle.nullDevice
        try ChildProcess.launch(process)
    }

    /// Whether python3-gi is there to run it.
    static var isAvailable: Bool {
        guard FileManager.default.isExecutableFile(atPath: python),
              let result = try? ChildProcess.run(python, ["-c", "from gi.repository import Gio"], environment: ProcessInfo.processInfo.environment) else { return false }
        return result.status == 0
    }

    func stop() {
        try? input.fileHandleForWriting.close()
        ChildProcess.end(process)
        try? FileManager.default.removeItem(at: script)
    }

    deinit { stop() }

    private var text: String { (try? String(contentsOf: callsURL, encoding: .utf8)) ?? "" }

    /// It owns its bus name.
    var isReady: Bool { text.contains("ready\n") }

    /// The calls recorded so far (the "ready" line is not one).
    var calls: [[String: Any]] {
        text.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    /// The user clicks the button whose action key is `key` ("default": the notification itself).
    func click(_ id: Int, key: String) throws {
        let line = try JSONSerialization.data(withJSONObject: ["id": id, "key": key])
        try input.fileHandleForWriting.write(contentsOf: line + Data("\n".utf8))
    }
}
