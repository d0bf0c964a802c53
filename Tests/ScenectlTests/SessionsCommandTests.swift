import Foundation
import TestSupport
import Testing
import OpenUIScene
import OpenUISceneTesting

final class SessionsAppDelegate: UIResponder, UIApplicationDelegate {
    nonisolated(unsafe) static var discarded: [[String]] = []
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        Self.discarded.append(sceneSessions.map(\.persistentIdentifier).sorted())
    }
}

/// A scene delegate whose `willConnect` can crash the app (kill the simulated process).
final class LoopingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    @MainActor static var crash: (() -> Void)?
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        Self.crash?()
    }
}

/// `scenectl sessions` on the store a real app left behind, run as the built binary.
@MainActor
@Suite(.serialized) struct SessionsCommandTests {
    let plist = InfoPlistFixture(bundleIdentifier: nil, sceneManifest: .application(.init(name: "Default", delegateClass: "ScenectlTests.TimelineSceneDelegate"),
                                                                                    supportsMultipleScenes: true)).propertyList

    /// Runs an app with two windows into `store`, quits it and releases the device (and its lock).
    func appWithTwoSessions(store: URL) -> [String] {
        let device = SimulatedDevice(appDelegate: SessionsAppDelegate.self, infoPlist: plist, storeDirectory: store)
        device.launch()
        device.openNewWindow()
        let identifiers = device.sessions.map(\.persistentIdentifier)
        device.terminate()
        return identifiers
    }

    @Test func listShowAndDiscardWhileTheAppIsNotRunning() throws {
        SessionsAppDelegate.discarded = []
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("sessions-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: store) }
        let identifiers = appWithTwoSessions(store: store)
        let cli = ExecutableTests()

        let list = try cli.run(["sessions", "list", "--store", store.path])
        #expect(list.status == 0)
        for identifier in identifiers { #expect(list.output.contains(identifier)) }
        let show = try cli.run(["sessions", "show", "--store", store.path, identifiers[1], "--format", "json"])
        #expect(show.status == 0)
        #expect(show.output.contains("\"Default\""))

        let discard = try cli.run(["sessions", "discard", "--store", store.path, identifiers[1]])
        #expect(discard.status == 0)
        #expect(try cli.run(["sessions", "discard", "--store", store.path, "no-such-session"]).status == 1)

        let device = SimulatedDevice(appDelegate: SessionsAppDelegate.self, infoPlist: plist, storeDirectory: store)
        device.launch()
        #expect(SessionsAppDelegate.discarded == [[identifiers[1]]])
        #expect(device.sessions.map(\.persistentIdentifier) == [identifiers[0]])
        // The running app owns the store: the tool refuses to touch it.
        #expect(try cli.run(["sessions", "list", "--store", store.path]).status == 1)
        device.relaunch()
        #expect(SessionsAppDelegate.discarded.count == 1, "reported exactly once")
    }

    /// After two launches that crashed while restoring, `sessions list` says the next launch
    /// starts without restoring windows; after that safe start, it flags the sessions the guard
    /// holds (text and JSON).
    @Test func listShowsACrashLoopAndTheSessionsItHolds() throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("sessions-loop-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: store) }
        let loopingPlist = InfoPlistFixture(bundleIdentifier: nil, sceneManifest: .application(.init(name: "Default", delegateClass: "ScenectlTests.LoopingSceneDelegate"))).propertyList
        let poisoned: String = {
            let device = SimulatedDevice(appDelegate: SessionsAppDelegate.self, infoPlist: loopingPlist, storeDirectory: store)
            device.launch()
            defer { device.terminate() }
            return device.sessions[0].persistentIdentifier
        }()
        do {
            let device = SimulatedDevice(appDelegate: SessionsAppDelegate.self, infoPlist: loopingPlist, storeDirectory: store)
            LoopingSceneDelegate.crash = { [weak device] in device?.kill() }
            defer { LoopingSceneDelegate.crash = nil }
            device.launch()
            device.launch()
            #expect(device.application == nil, "both launches crashed while restoring the window")
        }
        let cli = ExecutableTests()
        let loop = try cli.run(["sessions", "list", "--store", store.path])
        #expect(loop.status == 0)
        #expect(loop.output.contains("The last 2 launch(es) ended before a window reached the foreground: the next launch starts without restoring windows"), "\(loop.output)")
        let loopJSON = try cli.run(["sessions", "list", "--store", store.path, "--format", "json"])
        let loopObject = try #require(try JSONSerialization.jsonObject(with: Data(loopJSON.output.utf8)) as? [String: Any])
        #expect(loopObject["unfinishedLaunches"] as? Int == 2)
        #expect(loopObject["nextLaunchRestoresWindows"] as? Bool == false)

        do {
            let device = SimulatedDevice(appDelegate: SessionsAppDelegate.self, infoPlist: loopingPlist, storeDirectory: store)
            device.launch()
            #expect(device.application?.restorationSkippedAfterCrashes == true)
            device.terminate()
        }
        let held = try cli.run(["sessions", "list", "--store", store.path])
        #expect(!held.output.contains("ended before a window reached the foreground"), "the safe start was healthy: \(held.output)")
        let heldLine = try #require(held.output.split(separator: "\n").first { $0.hasPrefix(poisoned) })
        #expect(heldLine.contains("held after a crash loop"), "\(heldLine)")
        #expect(held.output.split(separator: "\n").filter { $0.contains("held after a crash loop") }.count == 1, "only the poisoned session is held: \(held.output)")
        let heldJSON = try cli.run(["sessions", "list", "--store", store.path, "--format", "json"])
        let rows = try #require((try JSONSerialization.jsonObject(with: Data(heldJSON.output.utf8)) as? [String: Any])?["sessions"] as? [[String: Any]])
        #expect(rows.count == 2, "the held session and the safe start's new window")
        #expect(rows.first { $0["persistentIdentifier"] as? String == poisoned }?["heldAfterCrashLoop"] as? Bool == true)
        #expect(rows.first { $0["persistentIdentifier"] as? String != poisoned }?["heldAfterCrashLoop"] as? Bool == false)
    }

    /// Issue 22 item 12: `sessions` on an existing folder that is not a store (here a sticky,
    /// world-writable one, like /tmp) creates nothing in it and changes nothing about it.
    @Test func aFolderThatIsNotAStoreIsLeftAlone() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "mine".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        #expect(chmod(folder.path, 0o1777) == 0)
        let cli = ExecutableTests()
        for arguments in [["sessions", "list"], ["sessions", "list", "--format", "json"], ["sessions", "show", "x"], ["sessions", "discard", "x"]] {
            let result = try cli.runCapturingErrors(arguments + ["--store", folder.path])
            #expect(result.status == 1, "\(arguments)")
            #expect(result.error.contains("\(folder.path): not a session store (it has no sessions/ folder)"), "\(arguments): \(result.error)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"], "\(arguments): nothing created")
            var info = stat()
            #expect(stat(folder.path, &info) == 0)
            #expect(info.st_mode & 0o7777 == 0o1777, "\(arguments): the mode and the sticky bit are kept: \(String(info.st_mode & 0o7777, radix: 8))")
        }
    }

    /// Issue 22 item 13: a launch record the app will not accept (a count of 5,000,000 or -7) is
    /// read by `sessions list` exactly as the app reads it: the app sets it aside and restores the
    /// windows, and the tool says so (and leaves the file where it is).
    @Test(arguments: ["5000000", "-7", "\"2\""])
    func listReadsTheLaunchRecordAsTheAppDoes(_ count: String) throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("sessions-record-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: store) }
        _ = appWithTwoSessions(store: store)
        let record = store.appendingPathComponent("launches.json")
        let text = "{\"formatVersion\": 1, \"unfinishedLaunches\": \(count)}\n"
        try text.write(to: record, atomically: true, encoding: .utf8)
        let cli = ExecutableTests()
        let list = try cli.runCapturingErrors(["sessions", "list", "--store", store.path])
        #expect(list.status == 0)
        #expect(!list.output.contains("without restoring windows"), "\(count): \(list.output)")
        #expect(!list.output.contains("The last"), "\(count): the value is not printed as a count: \(list.output)")
        #expect(list.output.contains("\(record.path): it is not a launch record this OpenUIScene writes"), "\(count): \(list.output)")
        #expect(list.output.contains("the next launch sets it aside (in quarantine/), counts no unfinished launch and restores windows"), "\(count): \(list.output)")
        let json = try cli.runCapturingErrors(["sessions", "list", "--store", store.path, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(object["unfinishedLaunches"] as? Int == 0, "\(count)")
        #expect(object["nextLaunchRestoresWindows"] as? Bool == true, "\(count)")
        #expect(object["launchRecordProblem"] is String, "\(count)")
        #expect(try String(contentsOf: record, encoding: .utf8) == text, "\(count): the tool changes nothing")

        let device = SimulatedDevice(appDelegate: SessionsAppDelegate.self, infoPlist: plist, storeDirectory: store)
        device.launch()
        #expect(device.application?.restorationSkippedAfterCrashes == false, "\(count): the app restores, as the tool said")
        #expect(device.sessions.count == 2, "\(count)")
        device.terminate()
    }
}
