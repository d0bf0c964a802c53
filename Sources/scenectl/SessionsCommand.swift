import ArgumentParser
import Foundation
import OpenUISceneStore

/// `scenectl sessions list|show|discard (--app-id ID | --store DIR)`: the stored sessions of an
/// app that is not running. Each subcommand takes the store's lock, so it fails clearly while the
/// app runs. The store format is documented in docs/STORE.md.
struct Sessions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sessions",
        abstract: "List, show and discard the stored scene sessions of an app that is not running.",
        discussion: """
            The store is $XDG_STATE_HOME/<app id>/ (default ~/.local/state/<app id>/), where the app id is \
            the CFBundleIdentifier of the app's Info.plist, else its executable name; or give the folder with --store.
            Files that cannot be read are moved to <store>/quarantine/ (as the app would) and named on standard error.
            A folder that is not a store (no sessions/ folder) is left exactly as it is, and no command creates \
            a folder or changes a mode.
            Exit status: 0 on success, 1 when the store is in use, missing, not a store, or the session does not exist.
            """,
        subcommands: [List.self, Show.self, Discard.self]
    )

    /// `--app-id ID` or `--store DIR`.
    struct Location: ParsableArguments {
        @Option(name: .customLong("app-id"), help: "The app's identifier (CFBundleIdentifier, else its executable name).")
        var appID: String?

        @Option(name: .customLong("store"), help: "The store folder, instead of the one derived from --app-id.")
        var store: String?

        func validate() throws {
            switch (appID, store) {
            case (nil, nil): throw ValidationError("Give --app-id ID or --store DIR.")
            case (.some, .some): throw ValidationError("Give either --app-id or --store, not both.")
            default: break
            }
        }

        /// The store folder.
        func directory(environment: [String: String] = ProcessInfo.processInfo.environment) throws(FileSessionStoreError) -> URL {
            if let store { return URL(fileURLWithPath: store, isDirectory: true) }
            return try FileSessionStore.defaultDirectory(appIdentifier: appID ?? "", environment: environment)
        }

        /// Opens the existing store (taking its lock) and loads it; problems go to standard error.
        func open() throws -> (FileSessionStore, SessionStoreSnapshot) {
            do {
                let store = try FileSessionStore(directory: try directory(), createIfMissing: false)
                let snapshot = store.load()
                for problem in snapshot.problems { Sessions.printError("warning: \(problem)") }
                return (store, snapshot)
            } catch {
                Sessions.printError("error: \(error)")
                throw ExitCode(1)
            }
        }
    }

    /// `sessions list`.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the stored sessions, in launch order.")

        @OptionGroup var location: Location

        @Option(help: "Output format: text or json.")
        var format: OutputFormat = .text

        func run() throws {
            let (store, snapshot) = try location.open()
            defer { store.close() }
            let discards = Set(snapshot.pendingDiscards)
            // The record read exactly as the app's next launch reads it (LaunchRecord.interpret).
            let record = store.launchRecord
            switch format {
            case .json:
                let rows = snapshot.sessions.map { Sessions.summary($0, discardPending: discards.contains($0.persistentIdentifier)) }
                var object: [String: Any] = [
                    "store": store.directory.path, "sessions": rows,
                    "unfinishedLaunches": record.unfinishedLaunches,
                    "nextLaunchRestoresWindows": record.nextLaunchRestoresWindows,
                ]
                if case .unusable(let reason) = record { object["launchRecordProblem"] = "\(store.launchRecordPath): \(reason)" }
                Sessions.printJSON(object)
            case .text:
                switch record {
                case .none, .count(0):
                    break
                case .count(let unfinished):
                    let consequence = record.nextLaunchRestoresWindows
                        ? "after \(FileSessionStore.crashLoopThreshold) in a row, the next launch starts without restoring windows"
                        : "the next launch starts without restoring windows (sessions are kept; the app can reopen them)"
                    print("The last \(unfinished) launch(es) ended before a window reached the foreground: \(consequence).")
                case .unusable(let reason):
                    print("\(store.launchRecordPath): \(reason); the next launch sets it aside (in quarantine/), counts no unfinished launch and restores windows.")
                }
                if snapshot.sessions.isEmpty {
                    print("No stored sessions in \(store.directory.path).")
                    return
                }
                print("\(snapshot.sessions.count) session(s) in \(store.directory.path):")
                for session in snapshot.sessions {
                    var flags: [String] = []
                    if session.wasInForeground { flags.append("foreground") }
                    if session.heldAfterCrashLoop { flags.append("held after a crash loop: not reopened until the app activates it") }
                    if discards.contains(session.persistentIdentifier) { flags.append("discard pending") }
                    let name = session.configuration.name.map { "\"\($0)\"" } ?? "(no name)"
                    let title = session.title.map { " — \($0)" } ?? ""
                    let activity = session.restorationActivity.map { " [\($0.activityType)]" } ?? ""
                    print("\(session.persistentIdentifier)  \(name)\(title)\(activity)\(flags.isEmpty ? "" : "  (\(flags.joined(separator: ", ")))")")
                }
            }
        }
    }

    /// `sessions show ID`.
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show one session: configuration, title, userInfo and restoration activity.")

        @OptionGroup var location: Location

        @Argument(help: "The session's persistent identifier (see `scenectl sessions list`).")
        var identifier: String

        @Option(help: "Output format: text or json.")
        var format: OutputFormat = .text

        func run() throws {
            let (store, snapshot) = try location.open()
            defer { store.close() }
            guard let session = snapshot.sessions.first(where: { $0.persistentIdentifier == identifier }) else {
                Sessions.printError("error: \(store.directory.path): no stored session \"\(identifier)\". `scenectl sessions list` shows the stored sessions.")
                throw ExitCode(1)
            }
            let pending = snapshot.pendingDiscards.contains(identifier)
            switch format {
            case .json:
                var object = Sessions.summary(session, discardPending: pending)
                object["file"] = store.fileURL(forSession: identifier)?.path
                object["userInfo"] = session.userInfo.map(Sessions.jsonDictionary)
                object["restorationActivity"] = session.restorationActivity.map(Sessions.activityJSON)
                Sessions.printJSON(object)
            case .text:
                print(Sessions.text(session, discardPending: pending, file: store.fileURL(forSession: identifier)?.path))
            }
        }
    }

    /// `sessions discard ID...`.
    struct Discard: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Mark sessions as discarded: the app gets application(_:didDiscardSceneSessions:) with them at its next launch, then deletes them."
        )

        @OptionGroup var location: Location

        @Argument(help: "The persistent identifiers of the sessions to discard.")
        var identifiers: [String]

        func validate() throws {
            if identifiers.isEmpty { throw ValidationError("Give at least one session identifier.") }
        }

        func run() throws {
            let (store, snapshot) = try location.open()
            defer { store.close() }
            let stored = Set(snapshot.sessions.map(\.persistentIdentifier))
            let missing = identifiers.filter { !stored.contains($0) }
            guard missing.isEmpty else {
                Sessions.printError("error: \(store.directory.path): no stored session \(missing.map { "\"\($0)\"" }.joined(separator: ", ")); nothing was marked. `scenectl sessions list` shows the stored sessions.")
                throw ExitCode(1)
            }
            for identifier in identifiers { store.markDiscarded(persistentIdentifier: identifier) }
            store.flush()
            let problems = store.writeProblems
            guard problems.isEmpty else {
                for problem in problems { Sessions.printError("error: \(problem)") }
                throw ExitCode(1)
            }
            print("Marked \(identifiers.count) session(s) as discarded; the app reports them in application(_:didDiscardSceneSessions:) at its next launch.")
        }
    }

    // MARK: - Rendering

    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    static func printJSON(_ object: [String: Any]) {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        print(String(decoding: data, as: UTF8.self))
    }

    static func summary(_ session: StoredSession, discardPending: Bool) -> [String: Any] {
        var configuration: [String: Any] = [:]
        configuration["name"] = session.configuration.name
        configuration["sceneClass"] = session.configuration.sceneClassName
        configuration["delegateClass"] = session.configuration.delegateClassName
        configuration["storyboard"] = session.configuration.storyboardName
        var object: [String: Any] = [
            "persistentIdentifier": session.persistentIdentifier,
            "role": session.role,
            "configuration": configuration,
            "wasInForeground": session.wasInForeground,
            "heldAfterCrashLoop": session.heldAfterCrashLoop,
            "discardPending": discardPending,
        ]
        object["title"] = session.title
        object["activityType"] = session.restorationActivity?.activityType
        return object
    }

    static func activityJSON(_ activity: StoredActivity) -> [String: Any] {
        var object: [String: Any] = ["activityType": activity.activityType]
        object["title"] = activity.title
        object["userInfo"] = activity.userInfo.map(jsonDictionary)
        object["targetContentIdentifier"] = activity.targetContentIdentifier
        object["persistentIdentifier"] = activity.persistentIdentifier
        object["webpageURL"] = activity.webpageURL
        return object
    }

    /// Plain JSON for reading: dates as ISO 8601 strings, data as base64 strings, non-finite
    /// doubles as strings (the exact typed form is the file itself, see docs/STORE.md).
    static func jsonDictionary(_ values: [String: PropertyListValue]) -> [String: Any] {
        values.mapValues(jsonValue)
    }

    static func jsonValue(_ value: PropertyListValue) -> Any {
        switch value {
        case .string(let v): return v
        case .integer(let v): return v
        case .double(let v): return v.isFinite ? v : "\(v)"
        case .bool(let v): return v
        case .date(let v): return v.formatted(.iso8601)
        case .data(let v): return v.base64EncodedString()
        case .array(let v): return v.map(jsonValue)
        case .dictionary(let v): return v.mapValues(jsonValue)
        }
    }

    static func text(_ session: StoredSession, discardPending: Bool, file: String?) -> String {
        var lines = ["Session \(session.persistentIdentifier)"]
        func field(_ name: String, _ value: String?) { lines.append("  \(name): \(value ?? "—")") }
        field("role", session.role)
        field("configuration", session.configuration.name.map { "\"\($0)\"" } ?? "(no name)")
        field("  scene class", session.configuration.sceneClassName)
        field("  delegate class", session.configuration.delegateClassName)
        field("  storyboard", session.configuration.storyboardName)
        field("title", session.title)
        field("in the foreground when saved", session.wasInForeground ? "yes" : "no")
        field("discard pending", discardPending ? "yes" : "no")
        field("file", file)
        appendValues("userInfo", session.userInfo, indent: "  ", to: &lines)
        if let activity = session.restorationActivity {
            lines.append("  restoration activity: \(activity.activityType)")
            field("  title", activity.title)
            field("  targetContentIdentifier", activity.targetContentIdentifier)
            field("  persistentIdentifier", activity.persistentIdentifier)
            field("  webpageURL", activity.webpageURL)
            appendValues("userInfo", activity.userInfo, indent: "    ", to: &lines)
        } else {
            lines.append("  restoration activity: —")
        }
        return lines.joined(separator: "\n")
    }

    private static func appendValues(_ name: String, _ values: [String: PropertyListValue]?, indent: String, to lines: inout [String]) {
        guard let values, !values.isEmpty else {
            lines.append("\(indent)\(name): —")
            return
        }
        lines.append("\(indent)\(name):")
        for key in values.keys.sorted() {
            lines.append("\(indent)  \(key) = \(describe(values[key]!))")
        }
    }

    private static func describe(_ value: PropertyListValue) -> String {
        switch value {
        case .string(let v): return "\"\(v.count > 200 ? String(v.prefix(200)) + "…" : v)\" (string)"
        case .integer(let v): return "\(v) (integer)"
        case .double(let v): return "\(v) (double)"
        case .bool(let v): return "\(v) (bool)"
        case .date(let v): return "\(v.formatted(.iso8601)) (date)"
        case .data(let v): return "\(v.count) bytes (data)"
        case .array(let v): return "[" + v.map(describe).joined(separator: ", ") + "]"
        case .dictionary(let v): return "{" + v.keys.sorted().map { "\($0): \(describe(v[$0]!))" }.joined(separator: ", ") + "}"
        }
    }
}
