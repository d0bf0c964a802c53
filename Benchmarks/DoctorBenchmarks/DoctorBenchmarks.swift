// `swift run -c release DoctorBenchmarks [FILES] [RUNS]`: writes a synthetic UIKit app of FILES
// Swift files (default 500: an app delegate, two scene delegates and view controllers, models and
// helpers of about 120 lines each) and its Info.plist to a temporary folder, runs the whole
// `scenectl doctor` check on it RUNS times (default 15) in this process, with and without the
// launch rules in turns, and prints the median wall times and their ratio. `--compare`: the doctor
// against swift-format's linter and the parse floor (CompareTools.swift; docs/DOCTOR.md
// "Performance"). `--objective-c FILE…`: the Objective-C reader on each file (ObjectiveCReading.swift).
// `--write-app FILES`: writes the synthetic app, prints its folder and keeps it (for a profiler:
// `perf record .build/release/scenectl doctor FOLDER`).
import Dispatch
import Foundation
import SceneDoctor

@main
struct DoctorBenchmarks {
    static func main() throws {
        let raw = Array(CommandLine.arguments.dropFirst())
        if raw.first == "--parse-only", raw.count == 2 {
            ParseFloor.run(raw[1])
            return
        }
        if raw.first == "--objective-c" {
            try ObjectiveCReading.run(Array(raw.dropFirst()))
            return
        }
        if raw.first == "--write-app" {
            print(try writeApp(fileCount: max(3, raw.dropFirst().first.flatMap { Int($0) } ?? 500)).path)
            return
        }
        if raw.first == "--compare" {
            try CompareTools.run(Array(raw.dropFirst()))
            return
        }
        let arguments = raw.compactMap { Int($0) }
        let fileCount = max(3, arguments.first ?? 500)
        let runs = max(1, arguments.dropFirst().first ?? 15)
        let root = try writeApp(fileCount: fileCount)
        defer { try? FileManager.default.removeItem(at: root) }

        // The whole check with and without the launch rules, in turns (A B A B), so that the cost
        // of launch readiness is a ratio from one run.
        var times: [Double] = []
        var codeOnly: [Double] = []
        var findings = 0
        var swiftFiles = 0
        var verdicts = 0
        for _ in 0..<runs {
            var start = DispatchTime.now().uptimeNanoseconds
            let report = try Doctor.check(paths: [root.path])
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            findings = report.findings.count
            swiftFiles = report.swiftFileCount
            verdicts = report.launchVerdicts.count
            start = DispatchTime.now().uptimeNanoseconds
            _ = try Doctor.check(paths: [root.path], launchRules: [])
            codeOnly.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        times.sort()
        codeOnly.sort()
        let median = times[times.count / 2]
        let codeMedian = codeOnly[codeOnly.count / 2]
        print("scenectl doctor on a synthetic app: \(swiftFiles) Swift files, \(findings) findings, \(verdicts) launch verdict(s), \(runs) runs")
        print(String(format: "median %.1f ms, fastest %.1f ms, slowest %.1f ms (%d cores)", median, times.first!, times.last!, ProcessInfo.processInfo.activeProcessorCount))
        print(String(format: "without the launch rules: median %.1f ms; launch readiness costs %.3fx", codeMedian, median / codeMedian))

    }

    /// Writes the synthetic app of `fileCount` Swift files and its Info.plist to a new temporary
    /// folder (the caller removes it).
    static func writeApp(fileCount: Int) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("doctor-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: root)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App"), withIntermediateDirectories: true)

        func write(_ name: String, _ text: String) throws {
            try text.write(to: root.appendingPathComponent("App/\(name)"), atomically: false, encoding: .utf8)
        }

        try write("Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>NSUserActivityTypes</key><array><string>com.example.bench.browsing</string></array>
            <key>UIApplicationSceneManifest</key><dict>
            <key>UIApplicationSupportsMultipleScenes</key><true/>
            <key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><array>
            <dict><key>UISceneConfigurationName</key><string>Default Configuration</string>
            <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string></dict>
            </array></dict></dict></dict></plist>
            """)
        let mainAttribute = "@main"
        try write("AppDelegate.swift", """
            import UIKit
            \(mainAttribute) class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
                func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                    UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
                }
            }
            """)
        try write("SceneDelegate.swift", """
            import UIKit
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                let router = Router0()
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    window = UIWindow(windowScene: windowScene)
                    router.start(with: connectionOptions, in: window)
                }
                func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) { router.open(URLContexts) }
                func scene(_ scene: UIScene, continue userActivity: NSUserActivity) { router.continueActivity(userActivity) }
            }
            """)
        for index in 0..<(fileCount - 2) {
            try write("Feature\(index).swift", """
                import UIKit

                final class Router\(index) {
                    func start(with options: UIScene.ConnectionOptions, in window: UIWindow?) {
                        if let context = options.urlContexts.first { open([context]) }
                        if let activity = options.userActivities.first { continueActivity(activity) }
                    }
                    func open(_ contexts: Set<UIOpenURLContext>) { contexts.forEach { print($0.url) } }
                    func continueActivity(_ activity: NSUserActivity) { print(activity.activityType) }
                }

                struct Item\(index): Codable, Hashable {
                    var id: Int
                    var title: String
                    var tags: [String]
                    var created: Date
                }

                final class Feature\(index)ViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
                    private var items: [Item\(index)] = []
                    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
                    private var observers: [NSObjectProtocol] = []

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = "Feature \(index)"
                        tableView.dataSource = self
                        tableView.delegate = self
                        view.addSubview(tableView)
                        observers.append(NotificationCenter.default.addObserver(forName: .init("reload\(index)"), object: nil, queue: .main) { [weak self] _ in
                            self?.reload()
                        })
                    }

                    func reload() {
                        items = (0..<20).map { Item\(index)(id: $0, title: "Item \\($0)", tags: ["a", "b"], created: Date()) }
                        tableView.reloadData()
                    }

                    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

                    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                        var content = cell.defaultContentConfiguration()
                        content.text = items[indexPath.row].title
                        content.secondaryText = items[indexPath.row].tags.joined(separator: ", ")
                        cell.contentConfiguration = content
                        return cell
                    }

                    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        let item = items[indexPath.row]
                        switch item.id % 3 {
                        case 0: show(item)
                        case 1: share(item)
                        default: guard let window = view.window else { return }; window.makeKeyAndVisible()
                        }
                    }

                    private func show(_ item: Item\(index)) {
                        let controller = UIViewController()
                        controller.title = item.title
                        navigationController?.pushViewController(controller, animated: true)
                    }

                    private func share(_ item: Item\(index)) {
                        let activity = NSUserActivity(activityType: "com.example.bench.browsing")
                        activity.userInfo = ["id": item.id]
                        view.window?.windowScene?.userActivity = activity
                        #if DEBUG
                        print("shared \\(item.id)")
                        #endif
                    }

                    deinit {
                        observers.forEach { NotificationCenter.default.removeObserver($0) }
                    }
                }

                extension Feature\(index)ViewController {
                    func filter(_ text: String) -> [Item\(index)] {
                        items.filter { $0.title.localizedCaseInsensitiveContains(text) || $0.tags.contains(text) }
                    }

                    func sorted(by keyPath: KeyPath<Item\(index), String>) -> [Item\(index)] {
                        items.sorted { $0[keyPath: keyPath] < $1[keyPath: keyPath] }
                    }
                }
                """)
        }

        return root
    }
}
