// Shape: delegates with their own init() (stored properties set there), and no init?(coder:).
import UIKit

final class AnalyticsService {
    let apiKey: String
    init(apiKey: String) { self.apiKey = apiKey }
}

class AppDelegate: UIResponder, UIApplicationDelegate {
    let analytics: AnalyticsService
    let launchedAt: Date

    override init() {
        analytics = AnalyticsService(apiKey: "demo")
        launchedAt = Date()
        super.init()
    }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let router: [String: String]

    override init() {
        router = ["home": "/"]
        super.init()
    }
}
