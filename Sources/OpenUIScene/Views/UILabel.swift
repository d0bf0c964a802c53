import Foundation

/// A line or a few lines of read-only text.
@preconcurrency @MainActor
open class UILabel: UIView {
    open var text: String? { didSet { contentDidChange() } }
    open var font: UIFont? { didSet { contentDidChange() } }
    open var textColor: UIColor? { didSet { contentDidChange() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { contentDidChange() } }
    /// 0 means as many lines as needed.
    open var numberOfLines = 1 { didSet { contentDidChange() } }
}
