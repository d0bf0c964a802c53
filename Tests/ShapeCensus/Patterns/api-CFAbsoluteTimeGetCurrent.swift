// Issue 15 §2: CFAbsoluteTimeGetCurrent through import UIKit, the launch-time measurement.
import UIKit

class AppDelegate: UIResponder, UIApplicationDelegate {
    let launchStart = CFAbsoluteTimeGetCurrent()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let elapsed = CFAbsoluteTimeGetCurrent() - launchStart
        print(String(format: "launch took %.1f ms", elapsed * 1000))
        return true
    }
}
