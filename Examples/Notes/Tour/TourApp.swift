import Foundation
import UIKit
import VirtualDisplay

/// Why the tour stopped: the step and what was not seen.
struct TourFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// One run of the app under test (`notes` without `--tour`), with its live event channel.
final class TourApp {
    let process = Process()
    let eventsURL: URL
    let traceURL: URL

    init(executable: URL, arguments: [String] = [], environment: [String: String], eventsURL: URL, traceURL: URL, logURL: URL) throws {
        self.eventsURL = eventsURL
        self.traceURL = traceURL
        try? FileManager.default.removeItem(at: eventsURL)
        try? FileManager.default.removeItem(at: traceURL)
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        var environment = environment
        environment["OPENUISCENE_GTK_EVENTS"] = eventsURL.path
        environment["OPENUISCENE_TRACE"] = traceURL.path
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        let log = try FileHandle(forWritingTo: logURL)
        process.standardOutput = log
        process.standardError = log
        try ChildProcess.launch(process)
    }

    var pid: Int32 { process.processIdentifier }

    /// The live channel so far (complete lines only).
    func events() -> [LifecycleEvent] {
        LifecycleTrace.events(inGrowingFile: eventsURL)
    }

    /// Session identifiers in order of first appearance.
    func sessions() -> [String] {
        LifecycleTrace.sessionOrder(events())
    }

    /// The X window id of `session`, from its latest `mapped` event.
    func window(of session: String) -> String? {
        events().last { $0.kind == .host && $0.name == "mapped" && $0.session == session }?.detail
    }

    /// Whether an event `kind`/`name` of `session` happened after the first `after` events.
    func saw(_ kind: LifecycleEvent.Kind, _ name: String, session: String?, after: Int = 0) -> Bool {
        events().dropFirst(after).contains { $0.kind == kind && $0.name == name && (session == nil || $0.session == session) }
    }

    deinit { ChildProcess.end(process) }
}
