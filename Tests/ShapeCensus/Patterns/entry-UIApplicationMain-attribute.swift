// Entry point: @UIApplicationMain on the app delegate (20 files). Deprecated in Swift 5 mode and an
// error in Swift 6 mode on every platform, iOS included (SE-0383: write @main).
// census-ios-swift6: error
import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
}
