import Foundation

/// A cell of a list layout (iOS 14), configured with a content configuration.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    open var accessories: [UICellAccessory] = []
    open var indentationLevel = 0

    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
}
