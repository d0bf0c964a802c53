import Foundation
import UIKit
import VirtualDisplay

/// `notes --tour [--output DIR]`: a scripted tour of the Notes app. The tour plays the user: it
/// runs this same executable as the app under test in a child process (no test hooks in the app),
/// on a virtual display of its own, and drives its windows with xdotool and wmctrl.
///
/// - Display: always a fresh Xvfb (1280×800) with openbox, started and stopped by pid, even when
///   `DISPLAY` is set: the screenshots are reproducible and the tour never touches your desktop.
///   A private `dbus-daemon` gives the app its single instance (the URL hand-over).
/// - Data: `XDG_DATA_HOME` and `XDG_STATE_HOME` point into the output folder (`data/`, `state/`,
///   emptied first), so your own notes and windows are not touched.
/// - Output folder: `--output DIR`, else `$OPENUISCENE_ARTIFACTS/notes-tour`, else `./notes-tour`.
///   It gets one screenshot per step (`NN-step.png`), the lifecycle trace of both launches
///   (`trace.jsonl`, sequence numbers of the relaunch continued), the raw live channels
///   (`events-1.jsonl`, `events-2.jsonl`), the timeline (`timeline.svg`, drawn by the `scenectl`
///   beside this executable), window crops used for the draft checks (`checks/`) and the app's
///   output (`app-1.log`, `app-2.log`). The dark relaunch and the desktop one (`notes --shortcut`
///   and the notification it posts) have their own `events-N`, `trace-N` and `app-N` files; the
///   stand-in notification server's calls are in `notifications.jsonl`.
/// - Notifications: a stand-in org.freedesktop.Notifications server (python3-gi) on the tour's
///   bus, which the app reaches through `GNOTIFICATION_BACKEND=freedesktop`; the tour clicks a
///   notification by having it emit ActionInvoked.
/// - Every step waits for what a user would see (window events on the app's live channel, window
///   titles, files of the session store) with a deadline; no fixed sleeps. Exit status 0 when
///   every step passed, 1 with the failing step named otherwise, 2 for a usage or setup problem.
enum NotesTour {
    static func main(arguments: [String]) -> Int32 {
        let status = run(arguments: arguments)
        // Interrupted: the signal's handler ends the tour (with 128 + the signal) once the
        // children are stopped; a step that failed meanwhile does not decide the status.
        ChildProcess.waitIfInterrupted()
        return status
    }

    private static func run(arguments: [String]) -> Int32 {
        let tools = ["/usr/bin/Xvfb", "/usr/bin/openbox", "/usr/bin/dbus-daemon", "/usr/bin/xdotool", "/usr/bin/wmctrl", "/usr/bin/import", "/usr/bin/compare"]
        let missing = tools.filter { !FileManager.default.isExecutableFile(atPath: $0) }
        guard missing.isEmpty else {
            print("notes --tour: missing \(missing.joined(separator: ", ")); install them with: sudo apt-get install xvfb openbox dbus xdotool wmctrl imagemagick python3-gi")
            return 2
        }
        guard TourNotificationServer.isAvailable else {
            print("notes --tour: missing python3-gi (\(TourNotificationServer.python) cannot import gi.repository.Gio; the tour's stand-in notification server needs it); install it with: sudo apt-get install python3-gi")
            return 2
        }
        var output: URL
        if let index = arguments.firstIndex(of: "--output"), index + 1 < arguments.count {
            output = URL(fileURLWithPath: arguments[index + 1])
        } else if let artifacts = ProcessInfo.processInfo.environment["OPENUISCENE_ARTIFACTS"], !artifacts.isEmpty {
            output = URL(fileURLWithPath: artifacts).appendingPathComponent("notes-tour")
        } else {
            output = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("notes-tour")
        }
        output = output.standardizedFileURL
        // Ctrl+C, SIGTERM or SIGHUP: what the tour started (the app, the notification server,
        // openbox, the bus, Xvfb) is stopped by pid before the tour ends (issue 22 item 11).
        ChildProcess.endChildrenOnSignals { signal in
            print("notes --tour: interrupted by signal \(signal); stopping the app, the notification server, openbox, the session bus and Xvfb")
        }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let started = Date()
        do {
            let tour = try Tour(output: output, executable: executable)
            defer { tour.stop() }
            try tour.play()
            let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
            print("""

            The tour passed (\(seconds) s). Files in \(output.path):
            \(tour.files.map { "  \($0)" }.joined(separator: "\n"))
            """)
            if let note = tour.timelineNote { print(note) }
            return 0
        } catch {
            print("notes --tour FAILED: \(error)")
            print("Files so far in \(output.path)")
            return 1
        }
    }
}

/// One run of the story.
private final class Tour {
    let output: URL
    let executable: URL
    let display: VirtualDisplay
    private(set) var files: [String] = []
    private(set) var timelineNote: String?
    private var app: TourApp?
    /// The stand-in desktop notification server of the last launch (its calls: notifications.jsonl).
    private var notificationServer: TourNotificationServer?
    private var step = 0
    private var stepName = ""

    /// The body typed into the first note, as the user types it (one entry per line).
    static let firstNote = ["Groceries", "milk, eggs, bread"]
    static let secondNote = "Scratch pad"

    init(output: URL, executable: URL) throws {
        self.output = output
        self.executable = executable
        let manager = FileManager.default
        try manager.createDirectory(at: output, withIntermediateDirectories: true)
        // Only what an earlier tour wrote here is removed.
        for name in (try? manager.contentsOfDirectory(atPath: output.path)) ?? [] {
            let isTourFile = ["data", "state", "checks"].contains(name)
                || (name.first?.isNumber == true && name.hasSuffix(".png"))
                || ["trace.jsonl", "timeline.svg", "timeline.png", "light.png", "dark.png", "notifications.jsonl"].contains(name)
                || (name.hasPrefix("events-") && name.hasSuffix(".jsonl"))
                || (name.hasPrefix("trace-") && name.hasSuffix(".jsonl"))
                || (name.hasPrefix("app-") && name.hasSuffix(".log"))
            if isTourFile { try manager.removeItem(at: output.appendingPathComponent(name)) }
        }
        try manager.createDirectory(at: output.appendingPathComponent("checks"), withIntermediateDirectories: true)
        print("notes --tour: starting Xvfb, openbox and a session bus")
        display = try VirtualDisplay(windowManager: true, sessionBus: true)
        print("notes --tour: display :\(display.number), output \(output.path)")
    }

    func stop() {
        app = nil
        notificationServer?.stop()
        notificationServer = nil
        display.stop()
    }

    /// The app's environment: the tour's display and bus, data and state inside the output folder.
    var appEnvironment: [String: String] {
        var environment = display.environment
        environment["XDG_DATA_HOME"] = output.appendingPathComponent("data").path
        environment["XDG_STATE_HOME"] = output.appendingPathComponent("state").path
        environment["OPENUISCENE_PSI"] = "off"
        environment["OPENUISCENE_RECLAIM_AFTER"] = "never"
        for key in ["OPENUISCENE_HOST", "OPENUISCENE_GTK_NON_UNIQUE", "OPENUISCENE_DONT_KEEP_SCENES", "OPENUISCENE_GTK_LAST_WINDOW", "OPENUISCENE_TRACE", "OPENUISCENE_GTK_EVENTS"] {
            environment.removeValue(forKey: key)
        }
        return environment
    }

    var sessionsFolder: URL { output.appendingPathComponent("state/org.openuiscene.notes/sessions") }

    // MARK: The story

    func play() throws {
        var library = "", editor = "", secondLibrary = "", secondEditor = ""

        try run("launch", "the app starts with its library window") {
            let app = try launch(1)
            library = try waitForNewSession(app, known: [])
            try waitForTitle(library, "Notes")
        }

        try run("new-note", "\"New Note\" in the library opens an editor window") {
            let app = try current()
            try click(library, x: 60, y: 28)
            editor = try waitForNewSession(app, known: [library])
            try waitForTitle(editor, "New Note")
            try capture(editor, "editor-empty")
        }

        try run("typed", "typing in the editor shows in its title and in the library's") {
            try typeLines(Self.firstNote)
            // The windows hear of each keystroke from GRDB's ValueObservation, on the main queue
            // a moment after the write: the tour waits (with a deadline) for the titles to show it.
            try waitForTitle(editor, "Groceries")
            try waitForTitle(library, "Notes — Groceries")
            try capture(editor, "editor-typed")
            try expectDifferent("editor-empty", "editor-typed", what: "the typed text is not visible in the editor")
        }

        try run("new-window", "\"New Window\" opens a second library window, showing the same edit") {
            let app = try current()
            try click(library, x: 176, y: 28)
            secondLibrary = try waitForNewSession(app, known: [library, editor])
            try waitForTitle(secondLibrary, "Notes — Groceries")
        }

        try run("reclaimed", "the editor is minimized, then its scene reclaimed (SIGUSR1)") {
            let app = try current()
            var mark = app.events().count
            try tool("xdotool", ["windowminimize", try window(editor)])
            try waitFor("the editor to be in the background") {
                app.saw(.host, "minimized", session: editor, after: mark) && app.saw(.state, "background", session: editor, after: mark)
            }
            try waitForStoredDraft(editor, containing: Self.firstNote.joined(separator: "\n"))
            mark = app.events().count
            kill(app.pid, SIGUSR1)
            try waitFor("the editor's scene to be disconnected (reclaimed)") {
                app.saw(.delegate, "sceneDidDisconnect(_:)", session: editor, after: mark) && app.saw(.host, "placeholder", session: editor, after: mark)
            }
        }

        try run("restored", "the editor's window is restored with its draft") {
            let app = try current()
            let mark = app.events().count
            try tool("xdotool", ["windowactivate", try window(editor)])
            try waitFor("the editor's session to reconnect into its window") {
                app.saw(.host, "refilled", session: editor, after: mark) && app.saw(.host, "focused", session: editor, after: mark)
            }
            try waitForTitle(editor, "Groceries")
            try waitForSameImage(editor, as: "editor-typed", "editor-restored", what: "the restored editor showing its draft as it was")
        }

        try run("url", "`notes notes://note/1` from a second launch lands in the editor window") {
            let app = try current()
            var mark = app.events().count
            try tool("xdotool", ["windowactivate", try window(library)])
            try waitFor("the library window to be focused") { app.saw(.host, "focused", session: library, after: mark) }
            mark = app.events().count
            let second = try TourApp(executable: executable, arguments: ["notes://note/1"], environment: appEnvironment,
                                     eventsURL: output.appendingPathComponent("events-second-launch.jsonl"),
                                     traceURL: output.appendingPathComponent("trace-second-launch.jsonl"),
                                     logURL: output.appendingPathComponent("app-second-launch.log"))
            try waitFor("the second launch to hand over its URL and exit") { !second.process.isRunning }
            second.process.waitUntilExit()
            guard second.process.terminationStatus == 0 else {
                throw TourFailure(message: "the second launch exited with \(second.process.terminationStatus)")
            }
            guard second.events().isEmpty else { throw TourFailure(message: "the second launch started its own app instead of handing over the URL") }
            try waitFor("scene(_:openURLContexts:) on the editor and its window brought forward") {
                app.saw(.delegate, "scene(_:openURLContexts:)", session: editor, after: mark) && app.saw(.host, "focused", session: editor, after: mark)
            }
            for name in ["events-second-launch.jsonl", "trace-second-launch.jsonl"] {
                try? FileManager.default.removeItem(at: output.appendingPathComponent(name))
            }
        }

        try run("second-note", "a second note, typed in a new editor from the second library window") {
            let app = try current()
            var mark = app.events().count
            try tool("xdotool", ["windowactivate", try window(secondLibrary)])
            try waitFor("the second library window to be focused") { app.saw(.host, "focused", session: secondLibrary, after: mark) }
            try click(secondLibrary, x: 60, y: 28)
            secondEditor = try waitForNewSession(app, known: [library, editor, secondLibrary])
            try typeLines([Self.secondNote])
            try waitForTitle(secondEditor, Self.secondNote)
            try waitForTitle(library, "Notes — \(Self.secondNote)")
            try waitForTitle(secondLibrary, "Notes — \(Self.secondNote)")
            try capture(secondEditor, "second-editor-typed")
            // To the background and back: its draft is now in the session store.
            mark = app.events().count
            try tool("xdotool", ["windowminimize", try window(secondEditor)])
            try waitFor("the second editor to be in the background") { app.saw(.state, "background", session: secondEditor, after: mark) }
            try waitForStoredDraft(secondEditor, containing: Self.secondNote)
            mark = app.events().count
            try tool("xdotool", ["windowactivate", try window(secondEditor)])
            try waitFor("the second editor to be restored") { app.saw(.host, "focused", session: secondEditor, after: mark) }
            try waitForSameImage(secondEditor, as: "second-editor-typed", "second-editor-back", what: "the second editor showing its text again")
        }

        try run("closed", "closing the second editor (wmctrl -c) discards its session and draft") {
            let app = try current()
            let mark = app.events().count
            try tool("wmctrl", ["-i", "-c", try window(secondEditor)])
            try waitFor("the second editor's session to be discarded") {
                app.saw(.session, "discarded", session: secondEditor, after: mark) && app.saw(.host, "destroyed", session: secondEditor, after: mark)
            }
            let file = sessionFile(secondEditor)
            try waitFor("its session file to be deleted") { !FileManager.default.fileExists(atPath: file.path) }
            if let holder = storedFiles().first(where: { Self.draft(inSessionFile: $0.1) == Self.secondNote }) {
                throw TourFailure(message: "the closed window's draft is still in the store: \(holder.0)")
            }
        }

        try run("quit", "SIGTERM: the app quits, keeping its sessions", screenshot: false) {
            let app = try quitApp()
            guard FileManager.default.fileExists(atPath: app.traceURL.path) else { throw TourFailure(message: "the app wrote no trace at \(app.traceURL.path)") }
            let kept = Set(storedFiles().map(\.0))
            let expected = Set([library, editor, secondLibrary].map { sessionFile($0).lastPathComponent })
            guard kept == expected else { throw TourFailure(message: "the store keeps \(kept.sorted()), expected \(expected.sorted())") }
            self.app = nil
        }

        try run("relaunched", "relaunch: every window comes back, the editor with its draft") {
            let app = try launch(2)
            for session in [library, editor, secondLibrary] {
                try waitFor("session \(session) to be back in a painted window") {
                    app.saw(.host, "mapped", session: session) && app.saw(.host, "painted", session: session)
                }
            }
            try waitForTitle(editor, "Groceries")
            try waitForTitle(library, "Notes — \(Self.secondNote)")
            try waitForTitle(secondLibrary, "Notes — \(Self.secondNote)")
            // The restored windows settle (each connect ends foreground active or inactive).
            try waitFor("the restored scenes to reach the foreground") {
                [library, editor, secondLibrary].allSatisfy { session in
                    app.events().last { $0.kind == .state && $0.session == session }.map { $0.name.hasPrefix("foreground") } ?? false
                }
            }
            if app.saw(.host, "mapped", session: secondEditor) {
                throw TourFailure(message: "the closed editor came back")
            }
            try focus(editor, app)
            try waitForSameImage(editor, as: "editor-typed", "editor-relaunched", what: "the relaunched editor showing its draft as it was")
        }

        try run("finished", "the app quits again; trace and timeline are written", screenshot: false) {
            _ = try quitApp()
            self.app = nil
            try writeTrace()
            try drawTimeline()
        }

        // The same windows in the dark (the desktop's dark preference, here through the
        // environment): light.png and dark.png are the README's side-by-side pair.
        try run("dark", "relaunch in dark mode: the same windows, dark") {
            let app = try launch(3, extraEnvironment: ["OPENUISCENE_COLOR_SCHEME": "dark"])
            try waitForRestoredWindows(app, [library, editor, secondLibrary])
            try waitForTitle(editor, "Groceries")
            try waitForTitle(library, "Notes — \(Self.secondNote)")
            try focus(editor, app)
            try capture(editor, "editor-dark")
            try expectDifferent("editor-relaunched", "editor-dark", what: "the editor looks the same in dark mode")
        }
        try copyScreenshot(String(format: "%02d-relaunched.png", step - 2), as: "light.png")
        try copyScreenshot(String(format: "%02d-dark.png", step), as: "dark.png")

        try run("dark-quit", "the dark app quits", screenshot: false) {
            _ = try quitApp()
            self.app = nil
        }

        // The desktop's ways in (issue 16 item 8), in a fourth launch, light again: the desktop
        // entry's "New Note" action, and the notification the app posts about the note it made.
        var quickEditor = ""
        try run("desktop-action", "the desktop entry's \"New Note\" (a second process: `notes --shortcut \(Self.newNoteAction)`) opens a new note's editor") {
            let server = try TourNotificationServer(busAddress: display.busAddress ?? "", callsURL: output.appendingPathComponent("notifications.jsonl"))
            notificationServer = server
            files.append("notifications.jsonl")
            try waitFor("the stand-in notification server to own org.freedesktop.Notifications") { server.isReady }
            let app = try launch(4, extraEnvironment: ["GNOTIFICATION_BACKEND": "freedesktop"])
            try waitForRestoredWindows(app, [library, editor, secondLibrary])
            var mark = app.events().count
            try tool("xdotool", ["windowactivate", try window(library)])
            try waitFor("the library window to be focused") {
                app.saw(.host, "focused", session: library, after: mark) || app.events().last { $0.kind == .host && $0.name == "focused" }?.session == library
            }
            mark = app.events().count
            try handOver(["--shortcut", Self.newNoteAction], name: "shortcut")
            try waitFor("the quick action to reach a library window (windowScene(_:performActionFor:completionHandler:))") {
                app.saw(.intent, "performQuickAction", session: nil, after: mark)
                    && app.saw(.delegate, "windowScene(_:performActionFor:completionHandler:)", session: nil, after: mark)
            }
            quickEditor = try waitForNewSession(app, known: [library, editor, secondLibrary])
            try waitForTitle(quickEditor, "New Note")
            try waitForTitle(library, "Notes — New Note")
        }

        try run("notification", "\"Note created — New Note\" is on the desktop; a click on it brings the new note's editor forward") {
            let app = try current()
            guard let server = notificationServer else { throw TourFailure(message: "no notification server") }
            var shown: [String: Any] = [:]
            try waitFor("Notify(\"Note created\", \"New Note\") at the notification server") {
                shown = server.calls.first { $0["call"] as? String == "Notify" && $0["summary"] as? String == "Note created" && $0["body"] as? String == "New Note" } ?? [:]
                return !shown.isEmpty
            }
            guard let id = shown["id"] as? Int else { throw TourFailure(message: "Notify without an id: \(shown)") }
            // The library (whose window overlaps the editor's) in front first: the click must
            // bring the editor back above it.
            var mark = app.events().count
            try tool("xdotool", ["windowactivate", try window(library)])
            try waitFor("the library window to be focused") { app.saw(.host, "focused", session: library, after: mark) }
            mark = app.events().count
            try server.click(id, key: "default")
            try waitFor("the click to reach the delegate and bring the note's editor forward") {
                app.saw(.intent, "notificationResponse", session: nil, after: mark)
                    && app.saw(.delegate, "userNotificationCenter(_:didReceive:withCompletionHandler:)", session: nil, after: mark)
                    && app.saw(.host, "focused", session: quickEditor, after: mark)
            }
            if app.sessions().count != 4 { throw TourFailure(message: "the click opened another window: sessions \(app.sessions())") }
        }

        try run("desktop-quit", "the app quits", screenshot: false) {
            _ = try quitApp()
            self.app = nil
            notificationServer?.stop()
        }
    }

    static let newNoteAction = "org.openuiscene.notes.new-note"

    /// SIGTERM to the running app; returns it once it has exited 0.
    private func quitApp() throws -> TourApp {
        let app = try current()
        kill(app.pid, SIGTERM)
        try waitFor("the app to exit", seconds: 20) { !app.process.isRunning }
        app.process.waitUntilExit()
        guard app.process.terminationStatus == 0 else { throw TourFailure(message: "the app exited with \(app.process.terminationStatus)") }
        return app
    }

    /// Activates the session's window and waits until the app reports it focused (or it already
    /// was the last window focused).
    private func focus(_ session: String, _ app: TourApp) throws {
        let mark = app.events().count
        try tool("xdotool", ["windowactivate", try window(session)])
        try waitFor("the editor to be focused") {
            app.saw(.host, "focused", session: session, after: mark) || app.events().last { $0.kind == .host && $0.name == "focused" }?.session == session
        }
    }

    /// Waits for restored sessions to be back in painted windows, in the foreground.
    private func waitForRestoredWindows(_ app: TourApp, _ sessions: [String]) throws {
        for session in sessions {
            try waitFor("session \(session) to be back in a painted window") {
                app.saw(.host, "mapped", session: session) && app.saw(.host, "painted", session: session)
            }
        }
        try waitFor("the restored scenes to reach the foreground") {
            sessions.allSatisfy { session in
                app.events().last { $0.kind == .state && $0.session == session }.map { $0.name.hasPrefix("foreground") } ?? false
            }
        }
    }

    /// A second launch with `arguments`, which must hand them to the running app and exit 0
    /// without starting an app of its own.
    private func handOver(_ arguments: [String], name: String) throws {
        let second = try TourApp(executable: executable, arguments: arguments, environment: appEnvironment,
                                 eventsURL: output.appendingPathComponent("events-\(name)-launch.jsonl"),
                                 traceURL: output.appendingPathComponent("trace-\(name)-launch.jsonl"),
                                 logURL: output.appendingPathComponent("app-\(name)-launch.log"))
        try waitFor("the second launch to hand over \(arguments.joined(separator: " ")) and exit") { !second.process.isRunning }
        second.process.waitUntilExit()
        guard second.process.terminationStatus == 0 else {
            throw TourFailure(message: "the second launch exited with \(second.process.terminationStatus)")
        }
        guard second.events().isEmpty else { throw TourFailure(message: "the second launch started its own app instead of handing over") }
        for file in ["events-\(name)-launch.jsonl", "trace-\(name)-launch.jsonl"] {
            try? FileManager.default.removeItem(at: output.appendingPathComponent(file))
        }
    }

    /// A step's screenshot again under the name the README shows.
    private func copyScreenshot(_ file: String, as name: String) throws {
        let target = output.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: output.appendingPathComponent(file), to: target)
        files.append(name)
    }

    // MARK: Steps

    private func run(_ name: String, _ summary: String, screenshot: Bool = true, _ body: () throws -> Void) throws {
        step += 1
        stepName = "\(step) (\(name))"
        print(String(format: "[tour] step %2d %@: %@", step, name, summary))
        do {
            try body()
        } catch {
            throw TourFailure(message: "step \(stepName): \(error)")
        }
        guard screenshot else { return }
        let file = String(format: "%02d-%@.png", step, name)
        do {
            try tool("import", ["-window", "root", output.appendingPathComponent(file).path])
        } catch {
            throw TourFailure(message: "step \(stepName): screenshot: \(error)")
        }
        files.append(file)
    }

    private func current() throws -> TourApp {
        guard let app, app.process.isRunning else { throw TourFailure(message: "the app is not running (see app-*.log)") }
        return app
    }

    private func launch(_ number: Int, extraEnvironment: [String: String] = [:]) throws -> TourApp {
        let app = try TourApp(executable: executable, environment: appEnvironment.merging(extraEnvironment) { $1 },
                              eventsURL: output.appendingPathComponent("events-\(number).jsonl"),
                              traceURL: output.appendingPathComponent("trace-\(number).jsonl"),
                              logURL: output.appendingPathComponent("app-\(number).log"))
        self.app = app
        files += ["events-\(number).jsonl", "trace-\(number).jsonl", "app-\(number).log"]
        return app
    }

    /// Waits for a session not in `known` to have a painted, focused window; returns it.
    private func waitForNewSession(_ app: TourApp, known: [String]) throws -> String {
        var found: String?
        try waitFor("a new window (after \(known.count))") {
            found = app.sessions().first { session in
                !known.contains(session) && app.saw(.host, "painted", session: session) && app.saw(.host, "focused", session: session)
            }
            return found != nil
        }
        return found!
    }

    private func waitFor(_ what: String, seconds: Double = 15, _ condition: () -> Bool) throws {
        let app = self.app
        let ok = ChildProcess.poll(seconds: seconds) { condition() || (app.map { !$0.process.isRunning } ?? false) }
        guard ok, condition() else {
            let recent = app?.events().suffix(8).map(\.description).joined(separator: "\n    ") ?? ""
            let ended = (app.map { !$0.process.isRunning } ?? false) ? " (the app exited)" : ""
            throw TourFailure(message: "timed out after \(Int(seconds)) s waiting for \(what)\(ended); last events:\n    \(recent)")
        }
    }

    private func window(_ session: String) throws -> String {
        guard let id = app?.window(of: session) else { throw TourFailure(message: "no window for session \(session)") }
        return id
    }

    private func title(_ session: String) -> String? {
        guard let id = app?.window(of: session),
              let result = try? ChildProcess.run("/usr/bin/xdotool", ["getwindowname", id], environment: display.environment),
              result.status == 0 else { return nil }
        return result.text.trimmingCharacters(in: .newlines)
    }

    private func waitForTitle(_ session: String, _ expected: String) throws {
        var last: String?
        do {
            try waitFor("window title \"\(expected)\"", seconds: 10) {
                last = title(session)
                return last == expected
            }
        } catch {
            throw TourFailure(message: "the window title is \"\(last ?? "?")\", expected \"\(expected)\"")
        }
    }

    @discardableResult
    private func tool(_ name: String, _ arguments: [String]) throws -> String {
        let result = try ChildProcess.run("/usr/bin/\(name)", arguments, environment: display.environment)
        guard result.status == 0 else { throw TourFailure(message: "\(name) \(arguments.joined(separator: " ")) exited with \(result.status)") }
        return result.text
    }

    /// A click at a point of a window's content (the library's buttons are at its top left),
    /// below the window's header bar (46 pixels in GTK 4's default theme; docs/GTK.md "Window chrome").
    private func click(_ session: String, x: Int, y: Int) throws {
        try tool("xdotool", ["mousemove", "--window", try window(session), "\(x)", "\(y + Self.headerBarHeight)", "click", "1"])
    }

    static let headerBarHeight = 46

    /// Types into the focused window, a line at a time (`xdotool type` sends a newline as a
    /// keysym GTK does not insert), as a quick typist would (40 ms per key).
    private func typeLines(_ lines: [String]) throws {
        for (index, line) in lines.enumerated() {
            if index > 0 { try tool("xdotool", ["key", "Return"]) }
            try tool("xdotool", ["type", "--delay", "40", line])
        }
    }

    // MARK: The session store

    private func sessionFile(_ session: String) -> URL {
        sessionsFolder.appendingPathComponent(session + ".json")
    }

    /// The session files and their text.
    private func storedFiles() -> [(String, String)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sessionsFolder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { name in
            (name, (try? String(contentsOf: sessionsFolder.appendingPathComponent(name), encoding: .utf8)) ?? "")
        }
    }

    /// The editor draft a session file holds (docs/STORE.md: `session.restorationActivity.userInfo`).
    static func draft(inSessionFile text: String) -> String? {
        let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let activity = (object?["session"] as? [String: Any])?["restorationActivity"] as? [String: Any]
        let value = (activity?["userInfo"] as? [String: Any])?[NoteActivity.draftKey] as? [String: Any]
        return value?["string"] as? String
    }

    /// Waits for `session`'s file to hold `draft` in its restoration activity.
    private func waitForStoredDraft(_ session: String, containing draft: String) throws {
        let file = sessionFile(session)
        try waitFor("the draft in \(file.lastPathComponent)") {
            Self.draft(inSessionFile: (try? String(contentsOf: file, encoding: .utf8)) ?? "") == draft
        }
    }

    // MARK: Window images

    private func checkImage(_ name: String) -> URL {
        output.appendingPathComponent("checks/\(name).png")
    }

    /// An image of a window's content (retried while the window is not viewable yet).
    private func capture(_ session: String, _ name: String) throws {
        let id = try window(session)
        try waitFor("an image of window \(id) (import -window)", seconds: 5) {
            (try? tool("import", ["-window", id, checkImage(name).path])) != nil
        }
    }

    /// Waits until the window shows what `reference` showed (at most 300 pixels differ).
    private func waitForSameImage(_ session: String, as reference: String, _ name: String, what: String) throws {
        var last = -1
        do {
            try waitFor(what, seconds: 10) {
                guard (try? capture(session, name)) != nil, let count = try? differingPixels(reference, name) else { return false }
                last = count
                return count <= 300
            }
        } catch {
            throw TourFailure(message: "\(what): \(last) pixels differ between checks/\(reference).png and checks/\(name).png")
        }
    }

    /// How many pixels differ between two window images (ImageMagick `compare`, 10 % fuzz).
    private func differingPixels(_ a: String, _ b: String) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/compare")
        process.arguments = ["-metric", "AE", "-fuzz", "10%", checkImage(a).path, checkImage(b).path, "null:"]
        process.environment = display.environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try ChildProcess.launch(process)
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard let count = Double(text.split(separator: " ").first.map(String.init) ?? "") else {
            throw TourFailure(message: "compare \(a) \(b): \(text)")
        }
        return Int(count)
    }

    private func expectDifferent(_ a: String, _ b: String, what: String) throws {
        let count = try differingPixels(a, b)
        guard count > 300 else { throw TourFailure(message: "\(what): only \(count) pixels differ between checks/\(a).png and checks/\(b).png") }
    }

    // MARK: Trace and timeline

    /// `trace.jsonl`: both launches' traces, the relaunch's sequence numbers continued after the
    /// first launch's, so that one timeline shows the whole story.
    private func writeTrace() throws {
        var lines: [String] = []
        var offset = 0
        for number in [1, 2] {
            let url = output.appendingPathComponent("trace-\(number).jsonl")
            let text = try String(contentsOf: url, encoding: .utf8)
            var highest = offset
            for line in text.split(separator: "\n") where !line.isEmpty {
                guard var object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                      let seq = object["seq"] as? Int else {
                    throw TourFailure(message: "\(url.lastPathComponent): not a trace line: \(line)")
                }
                object["seq"] = seq + offset
                highest = max(highest, seq + offset)
                let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
                lines.append(String(decoding: data, as: UTF8.self))
            }
            offset = highest
        }
        try (lines.joined(separator: "\n") + "\n").write(to: output.appendingPathComponent("trace.jsonl"), atomically: true, encoding: .utf8)
        files.append("trace.jsonl")
    }

    private func drawTimeline() throws {
        let scenectl = executable.deletingLastPathComponent().appendingPathComponent("scenectl")
        guard FileManager.default.isExecutableFile(atPath: scenectl.path) else {
            timelineNote = "No timeline: \(scenectl.path) is missing (build it: swift build --product scenectl), then run: scenectl timeline \(output.path)/trace.jsonl -o \(output.path)/timeline.svg"
            return
        }
        let svg = output.appendingPathComponent("timeline.svg")
        let result = try ChildProcess.run(scenectl.path, ["timeline", output.appendingPathComponent("trace.jsonl").path, "-o", svg.path,
                                                         "--title", "notes --tour: launch, three windows, reclaim, URL, close, quit, relaunch"],
                                         environment: ProcessInfo.processInfo.environment)
        guard result.status == 0, FileManager.default.fileExists(atPath: svg.path) else {
            throw TourFailure(message: "scenectl timeline exited with \(result.status)")
        }
        files.append("timeline.svg")
    }
}
