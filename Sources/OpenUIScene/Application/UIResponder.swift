import Foundation

/// The base of every object that takes part in the app's event and lifecycle handling, as in UIKit.
///
/// How the engine creates app delegates, scene delegates and storyboard view controllers from a
/// class name or metatype: Swift can only call a `required` initializer on a metatype, so
/// `init?(coder:)` is a `required` *convenience* initializer here that runs `init()`. A subclass
/// inherits it as long as it overrides no designated initializer or only `init()`, so a delegate
/// with its own `override init()` (stored properties set there) compiles unchanged and the engine
/// runs that `init()`, as UIKit does. Views and view controllers keep their designated
/// `required init?(coder:)`, as in UIKit.
///
/// Differs from UIKit: a direct subclass cannot call `super.init(coder:)` (a convenience
/// initializer); it calls `super.init()`. UIKit's `UIResponder` has no `init(coder:)` at all.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// The activity this responder shows; UIKit's state-restoration sample returns the scene's
    /// from `stateRestorationActivity(for:)`.
    open var userActivity: NSUserActivity?

    public override init() {
        super.init()
    }

    /// Called by the engine when it creates a delegate from its class: runs `init()` (the
    /// subclass's override, if it has one). A subclass that declares other designated initializers
    /// must implement it (calling one of its own or `super.init()`).
    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    /// The next responder in the chain; `nil` by default.
    open var next: UIResponder? { nil }

    /// Updates the state of `activity` before it is saved or sent. Called by the engine on every
    /// responder whose `userActivity` is the activity being saved.
    open func updateUserActivityState(_ activity: NSUserActivity) {}

    /// Restores state from `activity`.
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    /// Edits the app's main menu. The engine calls it on the app delegate after launch and after
    /// `UIMenuSystem.main.setNeedsRebuild()` (docs/PARITY.md "Menus").
    open func buildMenu(with builder: any UIMenuBuilder) {}

    /// Motion events (a shake): never sent on a desktop; overrides compile and are not called
    /// (docs/PARITY.md "UI surface").
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}

    open var canBecomeFirstResponder: Bool { false }
    open var isFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }
}

/// The coder the engine hands to `init?(coder:)` when it creates an object from its class.
/// It holds no archive: `decode…` calls find nothing.
final class InstantiationCoder: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeInteger(forKey key: String) -> Int { 0 }
    override func decodeDouble(forKey key: String) -> Double { 0 }
}
