import Foundation

/// A storyboard, by name. The engine reads `<name>.storyboard` next to the app's Info.plist to
/// find the initial view controller (see docs/MANIFEST.md).
@preconcurrency @MainActor
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

    /// The view controller whose Storyboard ID is `identifier`, created from its `customClass`
    /// through `init?(coder:)`.
    ///
    /// UIKit raises an exception when no controller has the identifier; here the error is
    /// reported (log and trace, naming the storyboard file and the identifier) and an empty
    /// `UIViewController` is returned, so the app keeps running.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let engine = Self.engine(for: "UIStoryboard.instantiateViewController(withIdentifier:)") else { return UIViewController() }
        return engine.instantiateViewController(withIdentifier: identifier, of: self, consequence: "An empty UIViewController is returned instead.")
            ?? UIViewController()
    }

    /// iOS 13: the view controller whose Storyboard ID is `identifier`, created by `creator`
    /// (given the coder, as UIKit does, so that it can pass extra arguments to a custom
    /// `init?(coder:…)`). Without a creator, or when it returns nil, the storyboard's
    /// `customClass` is created through `init?(coder:)`, as in UIKit.
    ///
    /// When nothing gives a `ViewController` (unknown identifier or class, or the storyboard's
    /// class is not a `ViewController`), the error is reported and the result is
    /// `ViewController(coder:)`; only if that is nil too does this stop the app, as UIKit's
    /// exception would.
    open func instantiateViewController<ViewController: UIViewController>(identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        let call = "UIStoryboard.instantiateViewController(identifier:creator:)"
        let engine = Self.engine(for: call)
        if let creator {
            // An unknown identifier is reported (UIKit raises); the creator still runs.
            _ = engine?.storyboardHasViewController(withIdentifier: identifier, in: self, key: call, consequence: "The creator is called anyway.")
            if let created = creator(InstantiationCoder()) { return created }
        }
        let created = engine?.instantiateViewController(withIdentifier: identifier, of: self, consequence: "\(ViewController.self)(coder:) is returned instead.")
        if let typed = created as? ViewController { return typed }
        if let created {
            engine?.reportMisuse(call, "the view controller \"\(identifier)\" of storyboard \"\(name)\" is a \(type(of: created)), not a \(ViewController.self). \(ViewController.self)(coder:) is returned instead.")
        }
        guard let fallback = ViewController(coder: InstantiationCoder()) else {
            fatalError("\(call): no \(ViewController.self) for \"\(identifier)\" in storyboard \"\(name)\", and \(ViewController.self)(coder:) returned nil (UIKit raises an exception here too). See the errors logged before this one.")
        }
        return fallback
    }

    /// The running app's engine; without one (no app launched), says so on standard error.
    private static func engine(for call: String) -> SceneEngine? {
        if let engine = SceneEngine.running { return engine }
        FileHandle.standardError.write(Data("OpenUIScene: \(call): no app is running (call it after UIApplicationMain or SimulatedDevice.launch()); the storyboard is not read.\n".utf8))
        return nil
    }
}
