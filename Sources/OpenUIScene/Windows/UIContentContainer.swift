import Foundation

/// A view controller's part in its container's layout: the size it prefers, and the call a
/// container receives when a child's preferred size changes.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    /// The size the content would like to have (`.zero`: no preference).
    var preferredContentSize: CGSize { get }
    /// A child changed its ``preferredContentSize``: called on its parent, as in UIKit.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
}
