// Shape: SwiftUI inside a UIKit scene, UIHostingController(rootView:). Out of the project's scope:
// it must fail to compile with a clear message.
import SwiftUI
import UIKit

struct ContentView: View {
    var body: some View {
        Text("Hello, world!")
    }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let contentView = ContentView()
        if let windowScene = scene as? UIWindowScene {
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UIHostingController(rootView: contentView)
            self.window = window
            window.makeKeyAndVisible()
        }
    }
}
