import UIKit

// The Swift side of the GTK benchmark: a UIKit-style app on the GTK host that opens N windows
// (GTK_BENCH_WINDOWS, default 1; not an argument, which the host would open as a file), each a
// view controller with a label, as the C baseline does. The runner reads the host's live events
// (OPENUISCENE_GTK_EVENTS=/dev/stdout) for `painted`.
// With GTK_BENCH_PROBE=1, once the first window is up it measures the main-loop bridge (a
// main-actor task, a main-queue block, a notification observed on `.main`, a 50 ms sleep) and
// prints `probe KIND MILLISECONDS` lines (what HostBehaviourTests once asserted as latencies).
import Foundation

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
}

@MainActor
var opened = 0

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        opened += 1
        scene.title = "Window \(opened)"
        let controller = UIViewController()
        let label = UILabel()
        label.text = "Window \(opened)"
        controller.view.addSubview(label)
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = controller
        window?.makeKeyAndVisible()
        if opened == 1, ProcessInfo.processInfo.environment["GTK_BENCH_PROBE"] == "1" {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { probe() }
        }
        if opened == 1 {
            let count = Int(ProcessInfo.processInfo.environment["GTK_BENCH_WINDOWS"] ?? "1") ?? 1
            for _ in 1..<max(count, 1) {
                UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            }
        }
    }
}

/// Each answer says how long it took from the probe's start, in ms.
@MainActor
func probe() {
    let start = DispatchTime.now()
    let say: @Sendable (String) -> Void = { kind in
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
        FileHandle.standardOutput.write(Data("probe \(kind) \(String(format: "%.3f", elapsed))\n".utf8))
    }
    Task { @MainActor in say("task") }
    DispatchQueue.main.async { say("dispatch") }
    Task { @MainActor in
        try? await Task.sleep(for: .milliseconds(50))
        say("sleep")
    }
    let name = Notification.Name("org.openuiscene.bench.probe")
    final class Token: @unchecked Sendable { var observer: (any NSObjectProtocol)? }
    let token = Token()
    token.observer = NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in
        say("notification")
        if let observer = token.observer { NotificationCenter.default.removeObserver(observer) }
    }
    DispatchQueue.global().async { NotificationCenter.default.post(name: name, object: nil) }
}
