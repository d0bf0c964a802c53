import Foundation

/// Which events a scene can and prefers to handle, by the events' `targetContentIdentifier`.
///
/// Defaults as in UIKit: can activate for everything, prefers nothing.
@preconcurrency @MainActor
open class UISceneActivationConditions: NSObject {
    /// Evaluated against a target content identifier; default always true.
    open var canActivateForTargetContentIdentifierPredicate: NSPredicate = NSPredicate(value: true)
    /// Evaluated against a target content identifier; default always false.
    open var prefersToActivateForTargetContentIdentifierPredicate: NSPredicate = NSPredicate(value: false)

    public override init() { super.init() }
}
