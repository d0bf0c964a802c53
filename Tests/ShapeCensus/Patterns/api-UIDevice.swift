// Issue 15 §3: UIDevice (idiom, system version, vendor identifier).
import UIKit

class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let device = UIDevice.current
        let deviceID = device.identifierForVendor?.uuidString ?? "unknown"
        print("\(device.model) \(device.systemName) \(device.systemVersion) \(deviceID)")
        if device.userInterfaceIdiom == .pad {
            print("iPad layout")
        }
        return true
    }
}
