// Second tier: UISceneConfiguration.delegateClass = … (and storyboard = nil), a configuration set in code.
import UIKit

class MainSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

class InspectorSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let wantsInspector = options.userActivities.contains { $0.activityType == "com.example.app.inspector" }
        let configuration = UISceneConfiguration(name: wantsInspector ? "Inspector" : nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = wantsInspector ? InspectorSceneDelegate.self : MainSceneDelegate.self
        configuration.sceneClass = UIWindowScene.self
        configuration.storyboard = nil
        return configuration
    }
}
