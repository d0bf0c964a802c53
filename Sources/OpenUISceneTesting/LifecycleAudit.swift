import Foundation
import OpenUIScene

/// A lifecycle check an app's own tests can call: it plays, each on a fresh simulated device,
/// the launches that lose data in practice, and returns what the run-time lifecycle checks found
/// (docs/AUDIT.md).
///
/// ```swift
/// @Test @MainActor func theSceneLifecycleLosesNothing() async {
///     let report = await LifecycleAudit.run(appDelegate: AppDelegate.self, infoPlist: plist)
///     #expect(report.problems.isEmpty, "\(report)")
/// }
/// ```
///
/// The scenarios (``LifecycleAuditReport/scenarios`` lists them as played):
/// - a plain launch;
/// - cold launches by a URL (a scheme of `CFBundleURLTypes`, else `https`), by a user activity
///   (a type of `NSUserActivityTypes`, else browsing the web), by a quick action (the first of
///   `UIApplicationShortcutItems`, else a synthetic one added to the Info.plist), and by a click
///   on a notification, each on a device with no session and again with a session restored;
/// - a quick action while the app runs (its completion handler must be called once within the
///   device's limit);
/// - a reclaim and reconnect (background, memory reclaimed, back to the foreground: the scene
///   must show a key, visible window again);
/// - a relaunch with restoration from a session store in a temporary directory.
public enum LifecycleAudit {
    /// The cold launches to play: by default all of them; an app that declares and handles no URL,
    /// activity, quick action or notification leaves those out (a launch it cannot get is no loss).
    public struct Launches: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let url = Launches(rawValue: 1)
        public static let userActivity = Launches(rawValue: 2)
        public static let quickAction = Launches(rawValue: 4)
        public static let notification = Launches(rawValue: 8)
        public static let all: Launches = [.url, .userActivity, .quickAction, .notification]
    }

    /// Plays every scenario for the app and returns the problems found.
    ///
    /// - Parameters:
    ///   - appDelegate: the app delegate's class, as given to `UIApplicationMain`.
    ///   - infoPlist: the app's Info.plist as a dictionary.
    ///   - url: the URL of the URL launches; by default one of the first `CFBundleURLTypes`
    ///     scheme (`scheme://openuiscene-audit/1`), else `https://example.com/openuiscene-audit/1`.
    ///     Give one the app handles when its scenes route URLs by their activation conditions.
    ///   - userActivity: the activity of the activity launches; by default one of the first
    ///     `NSUserActivityTypes` type with no user info, else browsing the web.
    ///   - launches: the cold launches to play (all by default).
    @MainActor
    public static func run(appDelegate: (UIResponder & UIApplicationDelegate).Type, infoPlist: [String: Any], url: URL? = nil, userActivity: NSUserActivity? = nil, launches: Launches = .all) async -> LifecycleAuditReport {
        var audit = Audit(infoPlist: infoPlist, addsSyntheticQuickAction: true, url: url, userActivity: userActivity, launches: launches) { plist, store in
            SimulatedDevice(appDelegate: appDelegate, infoPlist: plist, storeDirectory: store)
        }
        await audit.playAll()
        return audit.report
    }

    /// As ``run(appDelegate:infoPlist:url:userActivity:launches:)`` for an Info.plist file (storyboards are found beside
    /// it). A quick action is played only if the file declares one (`UIApplicationShortcutItems`).
    ///
    /// - Throws: ``SimulatedDeviceError`` when the file cannot be read.
    @MainActor
    public static func run(appDelegate: (UIResponder & UIApplicationDelegate).Type, infoPlistURL: URL, url: URL? = nil, userActivity: NSUserActivity? = nil, launches: Launches = .all) async throws -> LifecycleAuditReport {
        _ = try SimulatedDevice(appDelegate: appDelegate, infoPlistURL: infoPlistURL)
        // The scenario inputs from an XML file (a binary one gets the generic URL and activity:
        // Foundation's binary parser is not trusted with app files on Linux, see InfoPlistLoader).
        let data = (try? Data(contentsOf: infoPlistURL)) ?? Data()
        let dictionary = data.starts(with: Array("bplist".utf8)) ? [:]
            : (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any] ?? [:]
        var audit = Audit(infoPlist: dictionary, addsSyntheticQuickAction: false, url: url, userActivity: userActivity, launches: launches) { _, store in
            // The file itself, so that its folder's storyboards are found; in memory if the
            // temporary store cannot be opened.
            (try? SimulatedDevice(appDelegate: appDelegate, infoPlistURL: infoPlistURL, storeDirectory: store))
                ?? (try? SimulatedDevice(appDelegate: appDelegate, infoPlistURL: infoPlistURL))
        }
        await audit.playAll()
        return audit.report
    }
}

/// What ``LifecycleAudit`` found. Its `description` lists the problems, one per line, so that
/// `#expect(report.problems.isEmpty, "\(report)")` says what is wrong.
public struct LifecycleAuditReport: Sendable, CustomStringConvertible {
    /// The problems, each once (the first scenario that showed it), in the order found.
    public var problems: [LifecycleProblem]
    /// The scenarios played, in order.
    public var scenarios: [String]

    /// The problems of one rule (`url-lost-at-cold-launch`…).
    public func problems(rule: String) -> [LifecycleProblem] { problems.filter { $0.rule == rule } }

    public var description: String {
        guard !problems.isEmpty else { return "LifecycleAudit: no problems in \(scenarios.count) scenarios" }
        var lines = ["LifecycleAudit: \(problems.count) problem\(problems.count == 1 ? "" : "s") in \(scenarios.count) scenarios:"]
        lines += problems.map { "- \($0)" }
        return lines.joined(separator: "\n")
    }
}

/// One problem: its rule id, what went wrong and the fix, the scenario that showed it, and that
/// scenario's whole lifecycle trace (write it with `LifecycleTrace.jsonLines(_:)` and draw it
/// with `scenectl timeline`).
public struct LifecycleProblem: Sendable, Hashable, CustomStringConvertible {
    /// The rule id, as `scenectl doctor` names it.
    public var rule: String
    public var message: String
    public var scenario: String
    /// The other scenarios that showed the same problem.
    public var alsoIn: [String]
    public var trace: [LifecycleEvent]

    public var description: String {
        "\(scenario)\(alsoIn.isEmpty ? "" : " (and \(alsoIn.count) more)"): \(message)"
    }
}

/// The scenarios, played one device each.
@MainActor
private struct Audit {
    let infoPlist: [String: Any]
    let makeDevice: ([String: Any], URL?) -> SimulatedDevice?
    let addsSyntheticQuickAction: Bool
    let givenURL: URL?
    let givenActivity: NSUserActivity?
    let launches: LifecycleAudit.Launches
    var problems: [LifecycleProblem] = []
    var scenarios: [String] = []
    /// Problem keys (rule and message without session identifiers) to their index in `problems`.
    private var seen: [String: Int] = [:]

    init(infoPlist: [String: Any], addsSyntheticQuickAction: Bool, url: URL?, userActivity: NSUserActivity?, launches: LifecycleAudit.Launches,
         makeDevice: @escaping ([String: Any], URL?) -> SimulatedDevice?) {
        self.infoPlist = infoPlist
        self.launches = launches
        self.givenURL = url
        self.givenActivity = userActivity
        self.addsSyntheticQuickAction = addsSyntheticQuickAction
        self.makeDevice = makeDevice
    }

    var report: LifecycleAuditReport { LifecycleAuditReport(problems: problems, scenarios: scenarios) }

    // MARK: - Inputs from the Info.plist

    var url: URL {
        if let givenURL { return givenURL }
        let types = infoPlist["CFBundleURLTypes"] as? [[String: Any]] ?? []
        let scheme = types.lazy.compactMap { ($0["CFBundleURLSchemes"] as? [String])?.first }.first { !$0.isEmpty }
        return URL(string: "\(scheme ?? "https")://\(scheme == nil ? "example.com/" : "")openuiscene-audit/1")!
    }

    func activity() -> NSUserActivity {
        if let givenActivity { return givenActivity }
        if let type = (infoPlist["NSUserActivityTypes"] as? [String])?.first {
            return NSUserActivity(activityType: type)
        }
        let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        activity.webpageURL = URL(string: "https://example.com/openuiscene-audit/1")
        return activity
    }

    var syntheticQuickActionType: String {
        "\(infoPlist["CFBundleIdentifier"] as? String ?? "app").openuiscene-audit"
    }

    var quickActionType: String? {
        guard launches.contains(.quickAction) else { return nil }
        let items = infoPlist["UIApplicationShortcutItems"] as? [[String: Any]] ?? []
        if let type = items.first?["UIApplicationShortcutItemType"] as? String { return type }
        return addsSyntheticQuickAction ? syntheticQuickActionType : nil
    }

    /// The Info.plist the devices get: a synthetic quick action when it declares none.
    var devicePlist: [String: Any] {
        var plist = infoPlist
        if addsSyntheticQuickAction, launches.contains(.quickAction), (plist["UIApplicationShortcutItems"] as? [Any])?.isEmpty ?? true {
            plist["UIApplicationShortcutItems"] = [["UIApplicationShortcutItemType": syntheticQuickActionType, "UIApplicationShortcutItemTitle": "OpenUIScene audit"]]
        }
        return plist
    }

    // MARK: - Scenarios

    mutating func playAll() async {
        play("launch") { $0.launch() }
        let url = self.url
        let activity = self.activity()
        var events: [(String, (SimulatedDevice) -> Void)] = []
        if launches.contains(.url) { events.append(("URL \(url.absoluteString)", { $0.open(url) })) }
        if launches.contains(.userActivity) { events.append(("user activity \(activity.activityType)", { $0.continueActivity(activity) })) }
        if launches.contains(.notification) {
            events.append(("notification response", { $0.launchByNotification(identifier: "openuiscene-audit", title: "OpenUIScene audit") }))
        }
        if let type = quickActionType {
            events.insert(("quick action \(type)", { $0.performQuickAction(type: type) }), at: min(2, events.count))
        }
        for (name, event) in events {
            play("cold launch by \(name)", event)
            play("cold launch by \(name) with a restored session") { device in
                device.launch()
                device.terminate()
                event(device)
            }
        }
        if let type = quickActionType {
            await playQuickActionWhileRunning(type)
        }
        playChecking("reclaim and reconnect") { device -> String? in
            device.launch()
            guard let session = device.sessions.first(where: { $0.role == .windowApplication }) else { return nil }
            device.moveToBackground(session)
            device.reclaimMemory()
            device.moveToForeground(session)
            if let scene = session.scene as? UIWindowScene, !scene.windows.contains(where: { $0.isKeyWindow && !$0.isHidden }) {
                return "after a memory reclaim, the scene of session \(session.persistentIdentifier) reconnected without a key, visible window: create it in scene(_:willConnectTo:options:) every time a scene connects, not once per process [no-key-window]"
            }
            return nil
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openuiscene-audit-\(UUID().uuidString)")
        play("relaunch with restoration", store: folder) { device in
            device.launch()
            device.relaunch()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    /// A quick action while the app runs: the completion handler must be called once within the
    /// device's limit. `windowScene(_:performActionFor:) async` completes on a task: the audit
    /// lets the main actor run before the clock moves.
    private mutating func playQuickActionWhileRunning(_ type: String) async {
        guard let device = makeDevice(devicePlist, nil) else { return notPlayed("quick action \(type) while the app runs") }
        device.lifecycleChecksEnabled = true
        device.launch()
        device.performQuickAction(type: type)
        for _ in 0..<100 where !device.trace.contains(where: { $0.kind == .host && $0.name == "completed" && $0.detail?.contains("performActionFor") == true }) {
            await Task.yield()
        }
        device.advanceTime(by: device.shortcutCompletionTimeLimit + .seconds(1))
        collect("quick action \(type) while the app runs", device, extra: nil)
    }

    private mutating func play(_ name: String, store: URL? = nil, _ body: (SimulatedDevice) -> Void) {
        playChecking(name, store: store) { body($0); return nil }
    }

    /// Plays a scenario whose `body` may return a problem of its own (a `no-key-window` message).
    private mutating func playChecking(_ name: String, store: URL? = nil, _ body: (SimulatedDevice) -> String?) {
        guard let device = makeDevice(devicePlist, store) else { return notPlayed(name) }
        // The audit is the checks: on even where OPENUISCENE_LIFECYCLE_CHECKS=0 turns them off.
        device.lifecycleChecksEnabled = true
        let extra = body(device)
        collect(name, device, extra: extra)
        device.terminate()
    }

    private mutating func notPlayed(_ name: String) {
        scenarios.append("\(name) (not played: the Info.plist file could not be read again)")
    }

    private mutating func collect(_ scenario: String, _ device: SimulatedDevice, extra: String?) {
        scenarios.append(scenario)
        var found = device.lifecycleWarnings.map { ($0.rule, $0.message) }
        if let extra { found.append(("no-key-window", extra)) }
        // The engine's own report of a restoration activity it cannot keep (an error event).
        for event in device.trace where event.kind == .error && event.name == "stateRestorationActivity" && event.detail?.contains("NSUserActivityTypes") == true {
            found.append(("undeclared-restoration-activity-type", event.detail! + " [undeclared-restoration-activity-type]"))
        }
        let sessions = Set(device.trace.compactMap(\.session))
        for (rule, message) in found {
            var key = rule + "\u{0}" + message
            for session in sessions { key = key.replacingOccurrences(of: session, with: "…") }
            if let index = seen[key] {
                if problems[index].scenario != scenario, !problems[index].alsoIn.contains(scenario) { problems[index].alsoIn.append(scenario) }
                continue
            }
            seen[key] = problems.count
            problems.append(LifecycleProblem(rule: rule, message: message, scenario: scenario, alsoIn: [], trace: device.trace))
        }
    }
}
