// Long tail: UIOpenURLContext.options.sourceApplication / openInPlace.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts {
            let url = context.url
            let source = context.options.sourceApplication ?? "unknown"
            if context.options.openInPlace {
                let accessing = url.startAccessingSecurityScopedResource()
                defer { if accessing { url.stopAccessingSecurityScopedResource() } }
                print("editing \(url.lastPathComponent) in place, from \(source)")
            } else {
                print("importing a copy of \(url.lastPathComponent) from \(source)")
            }
        }
    }
}
