import Foundation

/// The base of every object that takes part in the app's event and lifecycle handling, as in UIKit.
///
/// Differences from UIKit, on purpose:
/// - `init?(coder:)` is `required`. The engine creates app delegates, scene delegates and
///   storyboard view controllers from a class name or metatype, and Swift can only do that through
///   a `required` initializer. `init?(coder:)` is the one UIKit code already writes (view
///   controllers and views must implement it in UIKit too), so ordinary subclasses compile
///   unchanged. A delegate that overrides `init()` must also write
///   `required init?(coder: NSCoder) { super.init(coder: coder) }` (see docs/PARITY.md).
@MainActor
open class UIResponder: NSObject {
    /// The activity this responder shows; UIKit's state-restoration sample returns the scene's
    /// from `stateRestorationActivity(for:)`.
    open var userActivity: NSUserActivity?

    public override init() {
        super.init()
    }

    /// Called by the engine when it creates a delegate or view controller from its class.
    /// Subclasses that declare their own designated initializers must implement it, as in UIKit.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The next responder in the chain; `nil` by default.
    open var next: UIResponder? { nil }

    /// Updates the state of `activity` before it is saved or sent. Called by the engine on every
    /// responder whose `userActivity` is the activity being saved.
    open func updateUserActivityState(_ activity: NSUserActivity) {}

    /// Restores state from `activity`.
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

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
