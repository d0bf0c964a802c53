import Foundation

/// The app's menu systems. `main` is the menu bar's: the engine builds it after launch, asking
/// the app delegate through ``UIResponder/buildMenu(with:)``; ``setNeedsRebuild()`` asks again.
@preconcurrency @MainActor
public final class UIMenuSystem: NSObject {
    public static let main = UIMenuSystem(name: "main")
    public static let context = UIMenuSystem(name: "context")
    let name: String

    private init(name: String) {
        self.name = name
        super.init()
    }

    /// Builds the main menu again (after the current callback returns).
    public func setNeedsRebuild() {
        guard self === UIMenuSystem.main else { return }
        SceneEngine.running?.rebuildMainMenu()
    }

    /// Menus hold closures, not selectors: there is nothing to revalidate; the call is recorded.
    public func setNeedsRevalidate() {
        SceneEngine.running?.trace.record(.request, "UIMenuSystem.setNeedsRevalidate", detail: "nothing to revalidate: menu actions are closures")
    }
}
