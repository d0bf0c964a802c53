// Issue 15 §4: UniformTypeIdentifiers, UTType for the files a scene is asked to open.
import UIKit
import UniformTypeIdentifiers

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts {
            guard let type = UTType(filenameExtension: context.url.pathExtension) else { continue }
            if type.conforms(to: .image) {
                print("image \(type.identifier)")
            } else if type.conforms(to: .pdf) || type == .plainText {
                print("document \(type.preferredMIMEType ?? "?")")
            } else if type.conforms(to: UTType("com.example.app.project") ?? .data) {
                print("project file")
            }
        }
    }
}
