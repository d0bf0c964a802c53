import Foundation
import TestSupport
import Testing
@testable import OpenUISceneStore
#if canImport(Glibc)
import Glibc
#endif

/// Temporary folders, sample sessions and file inspection for the store tests.
enum StoreTestSupport {
    /// A new empty folder under the system's temporary folder; the store creates `store/` inside.
    static func temporaryDirectory(_ label: String = #function) throws -> URL {
        let base = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("OpenUISceneStoreTests-\(getpid())", isDirectory: true)
            .appendingPathComponent("\(label.filter { $0.isLetter || $0.isNumber })-\(UUID().uuidString.prefix(8))", isDirectory: true)
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        return base
    }

    /// A store folder (not yet created).
    static func storeDirectory(_ label: String = #function) throws -> URL {
        try temporaryDirectory(label).appendingPathComponent("store", isDirectory: true)
    }

    static func remove(_ url: URL) {
        try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
    }

    /// A session with every field set, including every kind of value.
    static func richSession(_ identifier: String = "rich-1") -> StoredSession {
        let values: [String: PropertyListValue] = [
            "string": .string("héllo, wörld ✓ \u{0} \"quoted\" \\ / \n"),
            "empty": .string(""),
            "integer": .integer(Int.min),
            "max": .integer(Int.max),
            "double": .double(0.1),
            "negativeZero": .double(-0.0),
            "huge": .double(1.7976931348623157e308),
            "tiny": .double(.leastNonzeroMagnitude),
            "infinity": .double(.infinity),
            "minusInfinity": .double(-.infinity),
            "true": .bool(true),
            "false": .bool(false),
            "date": .date(Date(timeIntervalSinceReferenceDate: 771_234_567.123_456_7)),
            "data": .data(Data([0, 1, 2, 255, 254])),
            "emptyData": .data(Data()),
            "array": .array([.integer(1), .string("two"), .array([]), .dictionary([:])]),
            "nested": .dictionary(["a": .dictionary(["b": .array([.bool(true), .double(2.5)])])]),
        ]
        return StoredSession(
            persistentIdentifier: identifier,
            role: "UIWindowSceneSessionRoleApplication",
            configuration: StoredConfiguration(name: "Editor", sceneClassName: "MyApp.EditorScene", delegateClassName: "MyApp.EditorSceneDelegate", storyboardName: "Main"),
            userInfo: values,
            restorationActivity: StoredActivity(activityType: "com.example.editing", title: "Editing “Draft”", userInfo: values, targetContentIdentifier: "doc-42", persistentIdentifier: "activity-7", webpageURL: "https://example.com/doc/42?x=1#y"),
            title: "Draft — 42",
            wasInForeground: true
        )
    }

    /// A small session.
    static func session(_ identifier: String, generation: Int = 0) -> StoredSession {
        StoredSession(
            persistentIdentifier: identifier,
            role: "UIWindowSceneSessionRoleApplication",
            configuration: StoredConfiguration(name: "Default Configuration", delegateClassName: "MyApp.SceneDelegate"),
            userInfo: ["generation": .integer(generation)],
            title: "\(identifier) #\(generation)"
        )
    }

    /// `stat` of a path (not following symbolic links).
    static func status(_ path: String) throws -> stat {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return info
    }

    static func permissions(_ path: String) throws -> Int {
        Int(try status(path).st_mode & 0o777)
    }

    static func names(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    static func write(_ data: Data, to url: URL) throws {
        try data.write(to: url)
    }

    /// Starts the crash writer (built beside the test bundle) and waits until it reports that its
    /// first round is durable.
    static func startCrashWriter(store: URL, sessions: Int) throws -> RunningChild {
        let executable = try #require(ChildProcess.builtProduct("store-crash-writer"), "store-crash-writer not found beside \(Bundle.main.bundleURL.path); build it with the test target")
        let child = try RunningChild(executable, [store.path, String(sessions)])
        let line = child.nextLine(deadline: 60) ?? "(nothing in 60 s)"
        let started = line.hasPrefix("started")
        let status = child.isRunning ? "running" : String(child.process.terminationStatus)
        if !started { _ = child.wait(deadline: 0) }  // killed if it still runs
        try #require(started, "the crash writer did not start (exit status \(status)): \(line) \(child.errorText)")
        return child
    }
}
