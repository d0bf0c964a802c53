// Lifecycle benchmarks: the cost of the engine's hot paths, with the lifecycle trace on and off,
// with one session open and with 1,000; and the schedulers' and notifications' cost per timer
// with 200 and with 20,000 waiting.
//
//     swift run -c release LifecycleBenchmarks [--samples N] [--warmup N] [--check-ratios [CEILING]]
//     valgrind --tool=callgrind --toggle-collect='*requestSceneSessionActivation*' BINARY --profile full-cycle [--sessions 1000] [--trace on] --samples 300 --warmup 0
//     perf record -e cpu-clock -g BINARY --profile full-cycle --trace on --samples 60000 --warmup 0
//
// (valgrind 3.19 cannot read the DWARF 5 that Swift 6.3 writes: profile a copy made with
// `objcopy --strip-debug`; the symbols stay. Collected on `requestSceneSessionActivation`, the
// count is the timed part of the full cycle only; subtract a 100-sample run from a 300-sample one
// to leave out the first samples' one-time costs. Callgrind counts instructions, not system calls
// or waits: `perf` found the three system calls `UUID()` made per session, which were a third of
// the cycle's time but few instructions.)
//
// A small in-house harness (no extra packages): every sample times one operation with
// ContinuousClock; the untimed set-up and clean-up of each sample run outside the timed region.
// Reported: median and p90 in microseconds, and for the 1,000-session rows the ratio of their
// median to the 1-session median (target ≤ 1.2×). Target for the full new-scene cycle with one
// session: ≤ 10 µs median, trace on and off (5.1 µs off, 5.3 µs on, on a loaded 2-core machine,
// 2026-11-27; 9.9 / 10.6 µs before, in the same runs). `--check-ratios` (CI) exits 1 when a
// ratio exceeds the ceiling (3×).
//
// This is its own process, so NotificationCenter.default has no observers from elsewhere.
import Foundation
import OpenUIScene
import OpenUISceneTesting

// MARK: - The app under test: the shape of a typical scene-based app

/// The session whose scene connected last (set in `willConnect`), so that a sample can find the
/// session it created without listing all sessions.
var lastConnectedSession: UISceneSession?

final class BenchAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

final class BenchSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        window.backgroundColor = .white
        self.window = window
        window.makeKeyAndVisible()
        // The activity of the activation request, as a correct app reads it (the run-time
        // lifecycle checks warn about one left unread), else the restored one.
        let activity = connectionOptions.userActivities.first ?? session.stateRestorationActivity ?? NSUserActivity(activityType: "com.example.bench.main")
        activity.addUserInfoEntries(from: ["opened": 1])
        scene.userActivity = activity
        lastConnectedSession = session
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        scene.userActivity
    }
}

let infoPlist: [String: Any] = [
    "CFBundleIdentifier": "com.example.bench",
    "NSUserActivityTypes": ["com.example.bench.main"],
    "UIApplicationSceneManifest": [
        "UIApplicationSupportsMultipleScenes": true,
        "UISceneConfigurations": [
            "UIWindowSceneSessionRoleApplication": [
                [
                    "UISceneConfigurationName": "Default Configuration",
                    "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).BenchSceneDelegate",
                ],
            ],
        ],
    ] as [String: Any],
]

// MARK: - Harness

struct Options {
    var samples = 2_000
    var warmup = 200
    /// `--profile full-cycle|round-trip`: runs only that scenario (one session, trace off unless `--trace on`) and
    /// prints nothing else, for `valgrind --tool=callgrind`.
    var profile: String?
    /// `--sessions N`: with `--profile`, how many sessions are open (1 by default).
    var profileSessions = 1
    /// `--trace on|off`: with `--profile`, whether the lifecycle trace keeps events (off by default).
    var profileTrace = false
    /// `--check-ratios [CEILING]` (CI, issue 22): exits 1 when a 1,000/1-session ratio exceeds
    /// CEILING (3 by default). Ratios within this run only, never absolute times.
    var ceiling: Double?

    init(_ arguments: [String]) {
        var iterator = arguments.dropFirst().makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--samples": samples = iterator.next().flatMap(Int.init) ?? samples
            case "--warmup": warmup = iterator.next().flatMap(Int.init) ?? warmup
            case "--profile": profile = iterator.next()
            case "--sessions": profileSessions = iterator.next().flatMap(Int.init) ?? profileSessions
            case "--trace": profileTrace = iterator.next() == "on"
            case "--check-ratios":
                ceiling = 3
                if let value = iterator.next() {
                    guard let number = Double(value), number >= 1 else {
                        print("--check-ratios: the ceiling must be a number ≥ 1, not \"\(value)\"")
                        exit(2)
                    }
                    ceiling = number
                }
            default:
                print("usage: LifecycleBenchmarks [--samples N] [--warmup N] [--check-ratios [CEILING]] [--profile full-cycle|round-trip|scheduler|notifications [--sessions N] [--trace on|off]]")
                exit(2)
            }
        }
    }
}

struct Summary {
    let name: String
    let traceOn: Bool
    let sessions: Int
    let median: Double
    let p90: Double
}

func microseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1_000_000 + Double(attoseconds) / 1_000_000_000_000
}

func percentile(_ sorted: [Double], _ p: Double) -> Double {
    guard !sorted.isEmpty else { return .nan }
    let index = min(sorted.count - 1, max(0, Int((p * Double(sorted.count)).rounded(.up)) - 1))
    return sorted[index]
}

/// Runs `prepare` (untimed), then times `body`, then `cleanUp` (untimed), `warmup + samples` times.
@MainActor
func measure<State>(
    warmup: Int, samples: Int,
    prepare: () -> State,
    body: (State) -> Void,
    cleanUp: (State) -> Void
) -> (median: Double, p90: Double) {
    let clock = ContinuousClock()
    var times: [Double] = []
    times.reserveCapacity(samples)
    for iteration in 0..<(warmup + samples) {
        let state = prepare()
        let start = clock.now
        body(state)
        let elapsed = clock.now - start
        cleanUp(state)
        if iteration >= warmup { times.append(microseconds(elapsed)) }
    }
    times.sort()
    return (percentile(times, 0.5), percentile(times, 0.9))
}

// MARK: - Scenarios

/// A launched device whose app has `extraSessions` more sessions open besides the launch one:
/// half of them background, half unattached (disconnected by a memory reclaim).
@MainActor
func makeDevice(extraSessions: Int, traceOn: Bool) -> (SimulatedDevice, UISceneSession) {
    let device = SimulatedDevice(appDelegate: BenchAppDelegate.self, infoPlist: infoPlist)
    device.lifecycle.isEnabled = traceOn
    device.launch()
    guard let main = lastConnectedSession, main.scene != nil else {
        fatalError("the benchmark app did not connect its first scene: \(device.trace.filter { $0.kind == .error })")
    }
    var extra: [UISceneSession] = []
    for _ in 0..<extraSessions {
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil, errorHandler: nil)
        guard let session = lastConnectedSession else { fatalError("no session") }
        device.moveToBackground(session)
        extra.append(session)
    }
    device.reclaimMemory() // every background scene disconnects: all extra sessions unattached
    for session in extra.prefix(extraSessions / 2) {
        device.moveToForeground(session) // reconnect…
        device.moveToBackground(session) // …and leave it connected in the background
    }
    device.lifecycle.removeAll()
    guard device.application?.openSessions.count == extraSessions + 1 else {
        fatalError("expected \(extraSessions + 1) open sessions, found \(device.application?.openSessions.count ?? 0)")
    }
    return (device, main)
}

/// request → configurationForConnecting → willConnect → willEnterForeground → didBecomeActive.
/// The created session is discarded after each sample, outside the timed region.
@MainActor
func fullCycle(_ device: SimulatedDevice, _ options: Options) -> (median: Double, p90: Double) {
    let activity = NSUserActivity(activityType: "com.example.bench.main")
    return measure(warmup: options.warmup, samples: options.samples, prepare: {
        lastConnectedSession = nil
    }, body: {
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: nil, errorHandler: nil)
    }, cleanUp: {
        guard let session = lastConnectedSession, session.scene?.activationState == .foregroundActive else {
            fatalError("the request did not end with a foreground-active scene")
        }
        device.closeSession(session)
        device.lifecycle.removeAll()
    })
}

/// moveToBackground (resign → background → state capture) then moveToForeground (→ active).
@MainActor
func roundTrip(_ device: SimulatedDevice, _ session: UISceneSession, _ options: Options) -> (median: Double, p90: Double) {
    var iteration = 0
    return measure(warmup: options.warmup, samples: options.samples, prepare: {}, body: {
        device.moveToBackground(session)
        device.moveToForeground(session)
    }, cleanUp: {
        guard session.scene?.activationState == .foregroundActive else { fatalError("the round trip did not end active") }
        iteration += 1
        if iteration % 1_000 == 0 { device.lifecycle.removeAll() }
    })
}

/// The schedulers (issue 22 item 8): `count` timers scheduled at scrambled due times, then all
/// fired by moving the clock past them; microseconds per timer, median of `rounds`.
@MainActor
func schedulerCost(count: Int, rounds: Int, mainQueue: Bool) -> Double {
    let clock = ContinuousClock()
    var perTimer: [Double] = []
    for _ in 0..<rounds {
        var fired = 0
        let start = clock.now
        if mainQueue {
            // Due in an hour at the earliest: the main queue never gets to them (nothing drains
            // it here); `advance` fires them.
            let scheduler = MainQueueLifecycleScheduler()
            for index in 0..<count { _ = scheduler.schedule(after: .seconds(3_600 + (index * 7_919) % count)) { fired += 1 } }
            scheduler.advance(by: .seconds(3_600 + count))
        } else {
            let scheduler = ManualLifecycleScheduler()
            for index in 0..<count { _ = scheduler.schedule(after: .seconds((index * 7_919) % count)) { fired += 1 } }
            scheduler.advance(by: .seconds(count))
        }
        let elapsed = clock.now - start
        precondition(fired == count, "\(fired) of \(count) timers fired")
        perTimer.append(microseconds(elapsed) / Double(count))
    }
    perTimer.sort()
    return percentile(perTimer, 0.5)
}

/// `count` notification requests without a trigger added while the app is in the background
/// (each is delivered at once, replacing none): microseconds per request, median of `rounds`.
/// Then `count` time-interval requests: 64 wait (iOS's limit), the rest are refused.
@MainActor
func notificationCost(count: Int, rounds: Int, timed: Bool) -> Double {
    let clock = ContinuousClock()
    var perRequest: [Double] = []
    for _ in 0..<rounds {
        let (device, main) = makeDevice(extraSessions: 0, traceOn: false)
        device.moveToBackground(main)
        guard let engine = SceneEngine.running else { fatalError("no running engine") }
        let start = clock.now
        for index in 0..<count {
            let trigger: NotificationTriggerRecord? = timed ? .timeInterval(Double(60 + index % 600), repeats: false) : nil
            try? engine.addNotificationRequest(NotificationRequestRecord(identifier: "n\(index)", title: "Note \(index)", trigger: trigger))
        }
        if timed { device.advanceTime(by: .seconds(700)) }
        let elapsed = clock.now - start
        let expected = timed ? min(count, NotificationCenterState.pendingLimit) : count
        precondition(device.deliveredNotifications.count == expected, "\(device.deliveredNotifications.count) delivered, expected \(expected)")
        perRequest.append(microseconds(elapsed) / Double(count))
        device.terminate()
    }
    perRequest.sort()
    return percentile(perRequest, 0.5)
}

// MARK: - Run

let options = Options(CommandLine.arguments)
var results: [Summary] = []

if let profile = options.profile {
    let (device, main) = makeDevice(extraSessions: max(0, options.profileSessions - 1), traceOn: options.profileTrace)
    switch profile {
    case "full-cycle": _ = fullCycle(device, options)
    case "round-trip": _ = roundTrip(device, main, options)
    case "scheduler": _ = schedulerCost(count: options.profileSessions, rounds: 1, mainQueue: false)
    case "notifications": _ = notificationCost(count: options.profileSessions, rounds: 1, timed: false)
    default: print("unknown scenario \(profile): use full-cycle, round-trip, scheduler or notifications (--sessions N: how many)"); exit(2)
    }
    exit(0)
}

// One untimed pass first, so that the first row does not pay for cold caches and lazy set-up.
do {
    let (device, main) = makeDevice(extraSessions: 0, traceOn: true)
    _ = fullCycle(device, options)
    _ = roundTrip(device, main, options)
    device.terminate()
}

for traceOn in [true, false] {
    for sessions in [1, 1_000] {
        let (device, main) = makeDevice(extraSessions: sessions - 1, traceOn: traceOn)
        let cycle = fullCycle(device, options)
        results.append(Summary(name: "full new-scene cycle", traceOn: traceOn, sessions: sessions, median: cycle.median, p90: cycle.p90))
        let trip = roundTrip(device, main, options)
        results.append(Summary(name: "background/foreground round trip", traceOn: traceOn, sessions: sessions, median: trip.median, p90: trip.p90))
        device.terminate()
    }
}

// The schedulers and notifications (issue 22 item 8): per timer / per request, 2,000 against
// 20,000 (a scan per call, as before, gives 10×; a heap about 1.3×; 200 against 20,000 measured
// cache effects more than complexity).
struct ScaleRow {
    let name: String
    let small: Double
    let large: Double
    /// Whether `--check-ratios` gates on it: none is. Their cost per timer or request is flat in
    /// instructions (callgrind: 6.5k per timer, 11k per request, at 2,000 and at 20,000), but a
    /// row lasts a few milliseconds, and on a loaded 2-core machine its wall-time ratio went from
    /// 0.6× to 9× between runs: too noisy for a gate. The schedulers' complexity is gated by
    /// `SchedulerWorkTests`, which counts the entries looked at.
    var gated = false
    var ratio: Double { large / small }
}
let scaleRounds = max(3, min(11, options.samples / 100))
let scaleRows = [
    ScaleRow(name: "MainQueueLifecycleScheduler: schedule + fire, per timer", small: schedulerCost(count: 2_000, rounds: scaleRounds, mainQueue: true), large: schedulerCost(count: 20_000, rounds: scaleRounds, mainQueue: true)),
    ScaleRow(name: "ManualLifecycleScheduler (simulated device): schedule + fire, per timer", small: schedulerCost(count: 2_000, rounds: scaleRounds, mainQueue: false), large: schedulerCost(count: 20_000, rounds: scaleRounds, mainQueue: false)),
    ScaleRow(name: "notifications delivered at once (background), per request", small: notificationCost(count: 2_000, rounds: scaleRounds, timed: false), large: notificationCost(count: 20_000, rounds: scaleRounds, timed: false)),
    ScaleRow(name: "time-interval requests added and fired (64 wait, the rest refused), per request", small: notificationCost(count: 2_000, rounds: scaleRounds, timed: true), large: notificationCost(count: 20_000, rounds: scaleRounds, timed: true)),
]

func format(_ value: Double) -> String { String(format: "%.2f", value) }

print("LifecycleBenchmarks: \(options.samples) samples after \(options.warmup) warm-up iterations per row")
print("")
print("| scenario | trace | sessions open | median µs | p90 µs | ratio 1000/1 (median) |")
print("|---|---|---:|---:|---:|---:|")
for result in results.sorted(by: { ($0.name, $0.traceOn ? 0 : 1, $0.sessions) < ($1.name, $1.traceOn ? 0 : 1, $1.sessions) }) {
    var ratio = ""
    if result.sessions > 1, let base = results.first(where: { $0.name == result.name && $0.traceOn == result.traceOn && $0.sessions == 1 }) {
        ratio = String(format: "%.2f×", result.median / base.median)
    }
    print("| \(result.name) | \(result.traceOn ? "on" : "off") | \(result.sessions) | \(format(result.median)) | \(format(result.p90)) | \(ratio) |")
}

print("")
print("| scenario (\(scaleRounds) rounds) | 2,000: median µs each | 20,000: median µs each | ratio 20,000/2,000 |")
print("|---|---:|---:|---:|")
for row in scaleRows {
    print("| \(row.name) | \(format(row.small)) | \(format(row.large)) | \(String(format: "%.2f×", row.ratio)) |")
}

print("")
let fullCycleMedians = results.filter { $0.name == "full new-scene cycle" }.map(\.median)
let sessionRatios = results.filter { $0.sessions > 1 }.compactMap { row in
    results.first { $0.name == row.name && $0.traceOn == row.traceOn && $0.sessions == 1 }.map { (row, row.median / $0.median) }
}
let worstRatio = sessionRatios.map(\.1).max() ?? .nan
let oneSessionCycle = results.filter { $0.name == "full new-scene cycle" && $0.sessions == 1 }.map(\.median).max() ?? .nan
print("target full cycle ≤ 10 µs median with one session: \(oneSessionCycle <= 10 ? "met" : "MISSED") (worst \(format(oneSessionCycle)) µs; all rows: worst \(format(fullCycleMedians.max() ?? .nan)) µs)")
print("target ≤ 1.2× with 1,000 sessions: \(worstRatio <= 1.2 ? "met" : "MISSED") (worst \(String(format: "%.2f", worstRatio))×)")

if let ceiling = options.ceiling {
    // CI's gate: complexity, never speed. A ratio over the ceiling means something grew with the
    // number of sessions (or timers) again.
    var failures: [String] = []
    for (row, ratio) in sessionRatios where !(ratio <= ceiling) {
        failures.append("\(row.name), trace \(row.traceOn ? "on" : "off"): 1,000/1 sessions = \(String(format: "%.2f", ratio))×")
    }
    for row in scaleRows where row.gated && !(row.ratio <= ceiling) {
        failures.append("\(row.name): 20,000/2,000 = \(String(format: "%.2f", row.ratio))×")
    }
    if failures.isEmpty {
        print("ratio check: every ratio ≤ \(format(ceiling))×")
    } else {
        print("ratio check FAILED (ceiling \(format(ceiling))×; something grows with the number of sessions or timers: profile it, see the header of Benchmarks/LifecycleBenchmarks/main.swift):")
        for failure in failures { print("  \(failure)") }
        exit(1)
    }
}
