// Issue 15 §4: Combine in a scene delegate, AnyCancellable, @Published and sink.
import Combine
import UIKit

final class SessionStore: ObservableObject {
    @Published var isSignedIn = false
    @Published var unreadCount = 0
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let store = SessionStore()
    private var cancellables = Set<AnyCancellable>()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        store.$isSignedIn
            .removeDuplicates()
            .receive(on: DispatchQueue.main)
            .sink { [weak self] signedIn in
                self?.window?.rootViewController = signedIn ? UINavigationController(rootViewController: UIViewController()) : UIViewController()
            }
            .store(in: &cancellables)

        store.$unreadCount
            .map { $0 > 0 ? "\($0) unread" : nil }
            .sink { scene.title = $0 }
            .store(in: &cancellables)
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        cancellables.removeAll()
    }
}
