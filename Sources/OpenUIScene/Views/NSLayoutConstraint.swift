import Foundation

/// A layout constraint. Auto Layout is not implemented (views lay out in rows and columns on the
/// GTK host); the type exists for `NSLayoutConstraint.Axis`.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The axis of a stack view.
    public enum Axis: Int, Sendable { case horizontal, vertical }
}
