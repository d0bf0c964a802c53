import Foundation

/// A storyboard, by name. The engine reads `<name>.storyboard` next to the app's Info.plist to
/// find the initial view controller (see docs/MANIFEST.md).
@MainActor
open class UIStoryboard: NSObject {
    public let name: String
    public let bundle: Bundle?

    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        self.bundle = storyboardBundleOrNil
        super.init()
    }

    /// The initial view controller, created from its `customClass` through `init?(coder:)`,
    /// or `nil` when the storyboard or class cannot be found.
    open func instantiateInitialViewController() -> UIViewController? {
        SceneEngine.running?.instantiateInitialViewController(of: self)
    }
}
