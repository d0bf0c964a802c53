import Foundation

/// One item of a collection view.
@preconcurrency @MainActor
open class UICollectionViewCell: UIView {
    public internal(set) var reuseIdentifier: String?
    public let contentView = UIView()
    open var isSelected = false
    open var isHighlighted = false
    open var backgroundView: UIView?
    /// The modern API (iOS 14): what the cell shows.
    open var contentConfiguration: UIListContentConfiguration?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called before the cell is handed out again (cells are not reused here: each dequeue makes one).
    open func prepareForReuse() {}
}
