import Foundation
import OpenUIScene
internal import OpenUISceneManifest
internal import OpenUISceneStore

/// Streams the lifecycle trace while the app runs (the trace file of `OPENUISCENE_TRACE` is
/// written only at termination): JSON Lines in the trace's own format, appended to the file
/// named by `OPENUISCENE_GTK_EVENTS`. Besides the engine's events (with their `seq`), the host
/// adds raw window events with `seq` 0 and kind `host`: `mapped` (detail: the X window id),
/// `painted`, `focused`, `unfocused`, `minimized`, `restored`, `closeRequested`, `destroyed`,
/// `placeholder`, `refilled`, `resized` (detail: `WxH`).
///
/// Tests read it to wait for observable conditions instead of sleeping.
@MainActor
final class LiveEventChannel {
    private let descriptor: Int32
    private var lastSequence = 0
    /// Whether the events written are also dropped from the in-memory trace: when nothing else
    /// reads them (no `OPENUISCENE_TRACE`), so that a long-running app does not keep them all.
    var dropsWrittenEvents = false

    init?(path: String? = ProcessContext.environment("OPENUISCENE_GTK_EVENTS")) {
        guard let path, !path.isEmpty else { return nil }
        // 0600 whatever the umask: the events name the user's windows and their titles.
        switch PrivateFile.openForWriting(path, truncate: false) {
        case .success(let fd):
            descriptor = fd
        case .failure(let problem):
            FileHandle.standardError.write(Data("OpenUISceneGTK: cannot open \(path) (OPENUISCENE_GTK_EVENTS): \(problem)\(problem.code == ELOOP ? "; it is a symbolic link to a file, which is never followed" : "")\n".utf8))
            return nil
        }
    }

    /// Writes the trace events recorded since the last flush.
    func flush(_ trace: LifecycleTrace) {
        let events = trace.events
        guard let last = events.last, last.seq > lastSequence else { return }
        var start = events.count
        while start > 0, events[start - 1].seq > lastSequence { start -= 1 }
        lastSequence = last.seq
        write(LifecycleTrace.jsonLines(Array(events[start...])))
        if dropsWrittenEvents { trace.removeAll() }
    }

    /// Writes a raw window event (after the pending trace events, to keep the order).
    func window(_ name: String, session: String, detail: String? = nil, trace: LifecycleTrace) {
        flush(trace)
        write(LifecycleTrace.jsonLines([LifecycleEvent(seq: 0, kind: .host, name: name, session: session, detail: detail)]))
    }

    private func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { Foundation.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written <= 0 { return }
            offset += written
        }
    }
}
