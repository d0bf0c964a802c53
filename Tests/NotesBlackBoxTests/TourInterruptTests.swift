import Foundation
import TestSupport
import Testing

/// Issue 22 item 11: `notes --tour` interrupted (Ctrl+C, which is SIGINT to the terminal's
/// foreground process group; SIGINT or SIGTERM to its pid) left Xvfb, dbus-daemon, openbox and
/// the app running: Foundation starts each child in a process group of its own, so only the tour
/// got the signal, and it died without stopping them. Now the tour stops what it started, by pid,
/// and exits with 128 + the signal's number.
@Suite(.serialized) struct TourInterruptTests {
    /// The processes whose parent is `pid`, with their command names (`/proc/PID/stat`).
    static func children(of pid: Int32) -> [Int32: String] {
        var result: [Int32: String] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let child = Int32(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, Int32(fields[1]) == pid else { continue }
            result[child] = String(stat[stat.index(after: open)..<close])
        }
        return result
    }

    /// Whether `pid` is a live process (a zombie waiting for its reaper is not).
    static func isAlive(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
        return !stat[stat.index(after: close)...].hasPrefix(" Z")
    }

    @Test(arguments: ["SIGINT to the process group", "SIGINT to the pid", "SIGTERM to the pid"])
    func anInterruptedTourStopsEverythingItStarted(_ how: String) throws {
        let notes = NotesBlackBoxTests.productsDirectory.appendingPathComponent("notes")
        try #require(FileManager.default.isExecutableFile(atPath: notes.path), "build the notes product first")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("notes-tour-interrupt-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let tour = try RunningChild(notes, ["--tour", "--output", output.path], unblockingSignals: true)
        let pid = tour.processIdentifier
        var started: [Int32: String] = [:]
        defer {
            // Whatever a failure left behind goes too.
            if tour.isRunning { kill(pid, SIGKILL) }
            for child in started.keys where Self.isAlive(child) { kill(child, SIGKILL) }
        }
        func log() -> String { tour.outputText + tour.errorText }

        // A known point: the first step's screenshot, taken once the app shows its first window.
        let reached = ChildProcess.poll(seconds: 90) {
            FileManager.default.fileExists(atPath: output.appendingPathComponent("01-launch.png").path) || !tour.isRunning
        }
        try #require(reached && tour.isRunning, "the tour did not reach its first screenshot:\n\(log())")
        started = Self.children(of: pid)
        let names = Set(started.values)
        #expect(names.isSuperset(of: ["Xvfb", "dbus-daemon", "openbox", "notes"]), "the tour's children: \(started)")

        let signal: Int32
        switch how {
        case "SIGINT to the process group":
            let group = getpgid(pid)
            try #require(group == pid && group != getpgrp(), "the tour leads a process group of its own (as in a terminal)")
            signal = SIGINT
            kill(-group, SIGINT)
        case "SIGINT to the pid":
            signal = SIGINT
            kill(pid, SIGINT)
        default:
            signal = SIGTERM
            kill(pid, SIGTERM)
        }
        #expect(tour.ended(within: 60), "the tour ended")
        let result = tour.wait(deadline: 0)  // killed now if it has not ended
        #expect(tour.terminationReason == .exit && result.status == 128 + signal, "\(tour.terminationReason) \(result.status)")
        for (child, name) in started.sorted(by: { $0.key < $1.key }) {
            #expect(ChildProcess.poll(seconds: 20) { !Self.isAlive(child) }, "\(name) (pid \(child)) still runs after the tour ended")
        }
        #expect(log().contains("interrupted by signal \(signal)"), "the tour says why it stopped:\n\(log())")
    }
}
