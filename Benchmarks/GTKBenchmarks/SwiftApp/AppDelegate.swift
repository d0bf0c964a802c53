import UIKit

// The Swift side of the GTK benchmark: a UIKit-style app on the GTK host that opens N windows
// (argument 1, default 1), each a view controller with a label, as the C baseline does. The
// runner reads the host's live events (OPENUISCENE_GTK_EVENTS=/dev/stdout) for `painted`.

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
        if opened == 1 {
            let count = Int(CommandLine.arguments.dropFirst().first ?? "1") ?? 1
            for _ in 1..<max(count, 1) {
                UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            }
        }
    }
}
