// Shape: the window lookup that real apps write everywhere before (and, by mistake, after) a
// migration to scenes: `UIApplication.shared.delegate?.window??` and `delegate!.window!!`, the app
// delegate's `window` read through the protocol as UIKit's optional requirement (`UIWindow??`), in
// a legacy-mode app delegate that owns its window and in one that has none.
import UIKit

/// The app-delegate life cycle: the app delegate creates and owns the window.
final class WindowOwningAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let root = UIViewController()
        root.title = "Home"
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = root
        window?.makeKeyAndVisible()
        WindowLookups.record()
        return true
    }
}

/// An app delegate without a `window` (a scene app after migration).
final class WindowlessAppDelegate: UIResponder, UIApplicationDelegate {}

@MainActor enum WindowLookups {
    /// The two spellings apps use: `??` in optional chains, `!!` where the author is sure.
    static func record() {
        let title = UIApplication.shared.delegate?.window??.rootViewController?.title
        ClientLog.record("chained \(title ?? "nil")")
        let window: UIWindow?? = UIApplication.shared.delegate?.window
        switch window {
        case .some(.some(let window)): ClientLog.record("forced \(UIApplication.shared.delegate!.window!!.rootViewController?.title ?? "?") same \(window === UIApplication.shared.delegate!.window!!)")
        case .some(.none): ClientLog.record("the delegate has no window")
        case .none: ClientLog.record("no delegate")
        }
    }
}
