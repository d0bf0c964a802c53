// Lifecycle benchmarks: the cost of the engine's hot paths, with the lifecycle trace on and off,
// with one session open and with 1,000.
//
//     swift run -c release LifecycleBenchmarks [--samples N] [--warmup N]
//     valgrind --tool=callgrind .build/release/LifecycleBenchmarks --profile full-cycle --samples 1000
//
// A small in-house harness (no extra packages): every sample times one operation with
// ContinuousClock; the untimed set-up and clean-up of each sample run outside the timed region.
// Reported: median and p90 in microseconds, and for the 1,000-session rows the ratio of their
// median to the 1-session median (target ≤ 1.2×). Target for the full new-scene cycle: < 20 µs median.
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
    /// `--profile full-cycle|round-trip`: runs only that scenario (trace off, one session) and
    /// prints nothing else, for `valgrind --tool=callgrind`.
    var profile: String?

    init(_ arguments: [String]) {
        var iterator = arguments.dropFirst().makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--samples": samples = iterator.next().flatMap(Int.init) ?? samples
            case "--warmup": warmup = iterator.next().flatMap(Int.init) ?? warmup
            case "--profile": profile = iterator.next()
            default:
                print("usage: LifecycleBenchmarks [--samples N] [--warmup N] [--profile full-cycle|round-trip]")
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

// MARK: - Run

let options = Options(CommandLine.arguments)
var results: [Summary] = []

if let profile = options.profile {
    let (device, main) = makeDevice(extraSessions: 0, traceOn: false)
    switch profile {
    case "full-cycle": _ = fullCycle(device, options)
    case "round-trip": _ = roundTrip(device, main, options)
    default: print("unknown scenario \(profile): use full-cycle or round-trip"); exit(2)
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
let fullCycleMedians = results.filter { $0.name == "full new-scene cycle" }.map(\.median)
let worstRatio = results.filter { $0.sessions > 1 }.compactMap { row in
    results.first { $0.name == row.name && $0.traceOn == row.traceOn && $0.sessions == 1 }.map { row.median / $0.median }
}.max() ?? .nan
print("target full cycle < 20 µs median: \(fullCycleMedians.allSatisfy { $0 < 20 } ? "met" : "MISSED") (worst \(format(fullCycleMedians.max() ?? .nan)) µs)")
print("target ≤ 1.2× with 1,000 sessions: \(worstRatio <= 1.2 ? "met" : "MISSED") (worst \(String(format: "%.2f", worstRatio))×)")
