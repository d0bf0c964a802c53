import Foundation

/// A view that scrolls its content.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The point of the content shown at the top-left corner.
    open var contentOffset: CGPoint = .zero { didSet { if !isApplyingUserScroll { contentDidChange() } } }
    open var contentSize: CGSize = .zero
    open var isScrollEnabled = true
    private var isApplyingUserScroll = false

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// The user scrolled (called by hosts).
    package func userDidScroll(to offset: CGPoint) {
        isApplyingUserScroll = true
        contentOffset = offset
        isApplyingUserScroll = false
    }
}
