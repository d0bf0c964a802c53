// Shape: Combine sinks and os Logger in a scene delegate.
import Combine
import OSLog
import UIKit

final class SettingsModel: ObservableObject {
    @Published var theme = "light"
}

@MainActor
final class ObservingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var cancellables = Set<AnyCancellable>()
    private let logger = Logger(subsystem: Bundle.main.bundleIdentifier ?? "com.example.client", category: "scene")
    let model = SettingsModel()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        logger.info("connecting \(session.persistentIdentifier, privacy: .public)")
        model.$theme
            .removeDuplicates()
            .sink { [weak self] theme in ClientLog.record("theme \(theme)"); self?.logger.debug("theme \(theme)") }
            .store(in: &cancellables)
        NotificationCenter.default.publisher(for: UIApplication.didEnterBackgroundNotification)
            .sink { _ in ClientLog.record("app went to the background") }
            .store(in: &cancellables)
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        cancellables.removeAll()
        os_log("disconnected %{public}@", log: OSLog(subsystem: "com.example.client", category: "scene"), type: .info, scene.session.persistentIdentifier)
    }
}
