import Foundation
import TestSupport
import Testing
@testable import Notes

/// The built `notes` binary, driven from outside: `notes --tour` starts its own Xvfb, openbox
/// and session bus, runs `notes` as a child process and plays the user with xdotool and wmctrl
/// (New Note click, typing, New Window click, minimize, SIGUSR1, restore, a second launch with
/// `notes://note/1`, `wmctrl -i -c`, SIGTERM, relaunch, dark relaunch, a relaunch where a second
/// process runs `notes --shortcut org.openuiscene.notes.new-note` and a click on the notification
/// the app posts, through a stand-in notification server). This test does not trust the tour's
/// verdict alone: it checks what the run left behind (the app's live event channels, the session
/// store, the database, the screenshots and window images, the trace and the timeline).
@Suite(.serialized) struct NotesBlackBoxTests {
    /// The directory holding the built products (`notes`, `scenectl`).
    static var productsDirectory: URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while !FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("notes").path), directory.path != "/" {
            directory = directory.deletingLastPathComponent()
        }
        return directory
    }

    struct Event: Decodable {
        var seq: Int
        var kind: String
        var name: String
        var session: String?
        var detail: String?
    }

    static func events(_ url: URL) throws -> [Event] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map { try JSONDecoder().decode(Event.self, from: Data($0.utf8)) }
    }

    static func sessions(_ events: [Event]) -> [String] {
        var seen: [String] = []
        for event in events { if let session = event.session, !seen.contains(session) { seen.append(session) } }
        return seen
    }

    static func differingPixels(_ a: URL, _ b: URL) throws -> Int {
        // compare prints the metric on standard error.
        let result = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/compare"), ["-metric", "AE", "-fuzz", "10%", a.path, b.path, "null:"])
        return Int(Double(result.outputAndError.split(separator: " ").first.map(String.init) ?? "") ?? -1)
    }

    // Not on the main actor: it waits for a child process for up to 90 s, and every main-actor
    // test queued behind it would count that wait as its own duration.
    @Test func theTourPlaysTheWholeStoryOnTheBuiltBinary() async throws {
        let notes = Self.productsDirectory.appendingPathComponent("notes")
        try #require(FileManager.default.isExecutableFile(atPath: notes.path), "build the notes product first")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("notes-tour-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }

        // The tour, as a user runs it, with the signals it sends unblocked; interrupted (SIGINT,
        // then SIGKILL 2 s later) if it hangs. Both streams are drained by reader threads from the
        // start (a pipe's readability handler was seen to deliver nothing under a loaded machine).
        let started = Date()
        let tour = try RunningChild(notes, ["--tour", "--output", output.path], unblockingSignals: true)
        let result = tour.ended(within: 90) ? tour.wait() : tour.terminate(signal: SIGINT, deadline: 2)
        let seconds = Date().timeIntervalSince(started)
        let log = result.outputAndError
        print(log)
        print("the tour took \(String(format: "%.1f", seconds)) s")
        try #require(result.status == 0, "notes --tour failed:\n\(log)")
        #expect(seconds < 60)
        #expect(log.contains("The tour passed"))
        #expect(log.contains(output.path), "the tour prints where its files are")

        // A screenshot per step, none blank.
        let screenshots = ["01-launch", "02-new-note", "03-typed", "04-new-window", "05-reclaimed", "06-restored", "07-url", "08-second-note", "09-closed", "11-relaunched", "13-dark", "light", "dark", "15-desktop-action", "16-notification"]
        for name in screenshots {
            let png = output.appendingPathComponent("\(name).png")
            #expect(FileManager.default.fileExists(atPath: png.path), "no screenshot \(name).png")
            let colours = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/convert"), [png.path, "-format", "%k", "info:"]).outputAndError
            #expect((Int(colours.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) > 16, "\(name).png looks blank (\(colours) colours)")
        }

        // The README's pair: the same windows, light then dark (darker on average by far).
        func brightness(_ name: String) throws -> Double {
            Double(try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/convert"), [output.appendingPathComponent("\(name).png").path, "-colorspace", "Gray", "-format", "%[fx:mean]", "info:"]).outputAndError.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
        }
        let (light, dark) = (try brightness("light"), try brightness("dark"))
        #expect(light > 0 && dark >= 0 && dark < light - 0.15, "light.png \(light), dark.png \(dark)")
        let dark3 = try Self.events(output.appendingPathComponent("events-3.jsonl"))
        #expect(Set(Self.sessions(dark3)).isSuperset(of: Set(Self.sessions(try Self.events(output.appendingPathComponent("events-2.jsonl"))))))

        // The first launch: library, editor, second library, second editor, in that order.
        let first = try Self.events(output.appendingPathComponent("events-1.jsonl"))
        let sessions = Self.sessions(first)
        try #require(sessions.count == 4, "four windows in the first launch: \(sessions)")
        let (library, editor, secondLibrary, secondEditor) = (sessions[0], sessions[1], sessions[2], sessions[3])
        func saw(_ events: [Event], _ kind: String, _ name: String, _ session: String?) -> Bool {
            events.contains { $0.kind == kind && $0.name == name && $0.session == session }
        }
        for session in sessions {
            #expect(saw(first, "host", "mapped", session) && saw(first, "host", "painted", session))
        }
        // Minimized, reclaimed (its scene disconnected, the window a stand-in), restored.
        #expect(saw(first, "host", "minimized", editor))
        #expect(saw(first, "intent", "reclaimMemory", nil) || first.contains { $0.kind == "intent" && $0.name.lowercased().contains("reclaim") })
        #expect(saw(first, "delegate", "sceneDidDisconnect(_:)", editor))
        #expect(saw(first, "host", "placeholder", editor) && saw(first, "host", "refilled", editor))
        // The URL from the second launch went to the editor's scene, whose window came forward.
        let urlIndex = try #require(first.firstIndex { $0.kind == "delegate" && $0.name == "scene(_:openURLContexts:)" }, "no scene(_:openURLContexts:)")
        #expect(first[urlIndex].session == editor, "the URL landed in \(first[urlIndex].session ?? "no session"), not the editor \(editor)")
        #expect(first.contains { $0.kind == "intent" && $0.detail == "notes://note/1" })
        #expect(first[urlIndex...].contains { $0.kind == "host" && $0.name == "focused" && $0.session == editor })
        // The closed window's session is discarded; nothing else is.
        #expect(saw(first, "session", "discarded", secondEditor))
        #expect(!first.contains { $0.kind == "session" && $0.name == "discarded" && $0.session != secondEditor })

        // The desktop's ways in (fourth launch): the desktop entry's "New Note" from a second
        // process reached a library window's windowScene(_:performActionFor:completionHandler:),
        // which opened a new editor; the notification the app posted about it was shown by the
        // notification server, and its click reached the delegate and brought that editor forward.
        let desktop = try Self.events(output.appendingPathComponent("events-4.jsonl"))
        let quickIntent = try #require(desktop.firstIndex { $0.kind == "intent" && $0.name == "performQuickAction" }, "no performQuickAction")
        #expect(desktop[quickIntent].detail == "org.openuiscene.notes.new-note")
        let performed = try #require(desktop[quickIntent...].first { $0.kind == "delegate" && $0.name == "windowScene(_:performActionFor:completionHandler:)" })
        #expect([library, secondLibrary].contains(performed.session ?? ""), "the quick action went to \(performed.session ?? "no session"), not a library window")
        let desktopSessions = Self.sessions(desktop)
        try #require(desktopSessions.count == 4, "the quick action opened one window: \(desktopSessions)")
        let quickEditor = try #require(desktopSessions.first { ![library, editor, secondLibrary].contains($0) })
        #expect(saw(desktop, "host", "mapped", quickEditor) && saw(desktop, "host", "painted", quickEditor))
        let response = try #require(desktop.firstIndex { $0.kind == "intent" && $0.name == "notificationResponse" }, "no notificationResponse")
        #expect(response > quickIntent)
        #expect(desktop[response].detail == "note-created-3 com.apple.UNNotificationDefaultActionIdentifier")
        #expect(desktop[response...].contains { $0.kind == "delegate" && $0.name == "userNotificationCenter(_:didReceive:withCompletionHandler:)" })
        #expect(desktop[response...].contains { $0.kind == "host" && $0.name == "focused" && $0.session == quickEditor }, "the note's editor did not come forward")
        let trace4 = try Self.events(output.appendingPathComponent("trace-4.jsonl"))
        #expect(trace4.contains { $0.kind == "intent" && $0.name == "performQuickAction" })
        #expect(trace4.contains { $0.kind == "intent" && $0.name == "notificationResponse" })
        let calls = try String(contentsOf: output.appendingPathComponent("notifications.jsonl"), encoding: .utf8)
            .split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        let notify = try #require(calls.first { $0["call"] as? String == "Notify" }, "the notification server saw no Notify: \(calls)")
        #expect(notify["summary"] as? String == "Note created")
        #expect(notify["body"] as? String == "New Note")
        #expect(notify["app"] as? String == "Notes")
        #expect(calls.contains { $0["call"] as? String == "clicked" && $0["id"] as? Int == notify["id"] as? Int })

        // The session store after the final quit: the remaining windows (the three of the first
        // launch and the quick action's editor), the editor's draft in its restoration activity,
        // the closed editor's draft gone.
        let store = output.appendingPathComponent("state/org.openuiscene.notes/sessions")
        let files = try FileManager.default.contentsOfDirectory(atPath: store.path).filter { $0.hasSuffix(".json") }
        #expect(Set(files) == Set([library, editor, secondLibrary, quickEditor].map { "\($0).json" }))
        func userInfo(_ file: String) throws -> [String: Any]? {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: store.appendingPathComponent(file))) as? [String: Any]
            let activity = (object?["session"] as? [String: Any])?["restorationActivity"] as? [String: Any]
            return activity?["userInfo"] as? [String: Any]
        }
        let drafts = try files.compactMap { try (userInfo($0)?["draft"] as? [String: Any])?["string"] as? String }.filter { !$0.isEmpty }
        #expect(drafts == ["Groceries\nmilk, eggs, bread"], "only the open editor's draft is kept: \(drafts)")
        let info = try userInfo("\(editor).json")
        #expect((info?["draft"] as? [String: Any])?["string"] as? String == "Groceries\nmilk, eggs, bread")
        #expect((info?["noteID"] as? [String: Any])?["integer"] as? Int == 1, "the URL's note is the editor's note")
        #expect((try userInfo("\(quickEditor).json")?["noteID"] as? [String: Any])?["integer"] as? Int == 3, "the quick action's editor shows the note it made")

        // The relaunch: the same three sessions back in painted windows, the closed one not.
        let second = try Self.events(output.appendingPathComponent("events-2.jsonl"))
        #expect(Set(Self.sessions(second)) == Set([library, editor, secondLibrary]))
        for session in [library, editor, secondLibrary] {
            #expect(saw(second, "host", "mapped", session) && saw(second, "host", "painted", session))
        }

        // The notes themselves, in the app's database.
        let databaseURL = output.appendingPathComponent("data/org.openuiscene.notes/notes.sqlite")
        let bodies = try await MainActor.run { try NoteDatabase(url: databaseURL).allNotes().map(\.body) }
        #expect(bodies == ["", "Scratch pad", "Groceries\nmilk, eggs, bread"], "the quick action's note is the newest")

        // The editor's window: the typed text is visible, and the same after the reclaim and
        // after the relaunch (the cursor may differ).
        let checks = output.appendingPathComponent("checks")
        func image(_ name: String) -> URL { checks.appendingPathComponent("\(name).png") }
        #expect(try Self.differingPixels(image("editor-empty"), image("editor-typed")) > 300)
        let afterReclaim = try Self.differingPixels(image("editor-typed"), image("editor-restored"))
        #expect((0...300).contains(afterReclaim), "\(afterReclaim) pixels differ after the reclaim")
        let afterRelaunch = try Self.differingPixels(image("editor-typed"), image("editor-relaunched"))
        #expect((0...300).contains(afterRelaunch), "\(afterRelaunch) pixels differ after the relaunch")

        // The combined trace (two launches, two terminations) and its timeline.
        let trace = try Self.events(output.appendingPathComponent("trace.jsonl"))
        #expect(trace.filter { $0.kind == "intent" && $0.name == "launch" }.count == 2)
        #expect(trace.filter { $0.kind == "intent" && $0.name == "terminate" }.count == 2)
        #expect(zip(trace, trace.dropFirst()).allSatisfy { $0.seq < $1.seq }, "sequence numbers increase across both launches")
        // Notes is meant to be correct: no run-time lifecycle check fired in any of its runs
        // (docs/AUDIT.md), including the launches by URL, quick action and notification.
        let traces = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasPrefix("trace") && $0.hasSuffix(".jsonl") }
        #expect(traces.count >= 2, "\(traces)")
        for name in traces {
            let warnings = try Self.events(output.appendingPathComponent(name)).filter { $0.kind == "warning" }
            #expect(warnings.isEmpty, "\(name): \(warnings.map { $0.detail ?? $0.name })")
        }
        let svg = try String(contentsOf: output.appendingPathComponent("timeline.svg"), encoding: .utf8)
        #expect(svg.contains("<svg"))
        for session in sessions {
            #expect(svg.contains(String(session.prefix(8))), "no lane for \(session)")
        }
    }
}
