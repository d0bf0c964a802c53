import Foundation

/// Items from a data source in a layout, as UIKit's. The model is complete enough for a
/// collection view controller to be a scene's root and for a test to read and select items
/// through it; the GTK host does not draw collection views yet (docs/PARITY.md "UI surface").
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    open var collectionViewLayout: UICollectionViewLayout
    open weak var dataSource: (any UICollectionViewDataSource)?
    open weak var delegate: (any UICollectionViewDelegate)?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    public private(set) var indexPathsForSelectedItems: [IndexPath]? = []
    private var registered: [String: UICollectionViewCell.Type] = [:]

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    open func register(_ cellClass: UICollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        registered[identifier] = cellClass ?? UICollectionViewCell.self
    }

    /// A new cell of the registered class (not reused; see ``UITableView/dequeueReusableCell(withIdentifier:for:)``
    /// for how a registered subclass is created).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let type = registered[identifier] ?? UICollectionViewCell.self
        let cell = type == UICollectionViewCell.self ? UICollectionViewCell(frame: .zero)
            : type == UICollectionViewListCell.self ? UICollectionViewListCell(frame: .zero)
            : (type.init(coder: InstantiationCoder()) ?? UICollectionViewCell(frame: .zero))
        cell.reuseIdentifier = identifier
        return cell
    }

    /// What the data source says now.
    open var numberOfSections: Int { max(dataSource?.numberOfSections(in: self) ?? 0, 0) }

    open func numberOfItems(inSection section: Int) -> Int {
        guard let dataSource, section >= 0, section < numberOfSections else { return 0 }
        return max(dataSource.collectionView(self, numberOfItemsInSection: section), 0)
    }

    /// The cell the data source makes for an item now, or nil outside the data.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard let dataSource, indexPath.count == 2, indexPath.item >= 0, indexPath.item < numberOfItems(inSection: indexPath.section) else { return nil }
        return dataSource.collectionView(self, cellForItemAt: indexPath)
    }

    open func reloadData() { contentDidChange() }

    /// Selects an item in code (the delegate is not told, as in UIKit).
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            indexPathsForSelectedItems = []
            return
        }
        indexPathsForSelectedItems = allowsMultipleSelection ? (indexPathsForSelectedItems ?? []) + [indexPath] : [indexPath]
        contentDidChange()
    }

    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        indexPathsForSelectedItems?.removeAll { $0 == indexPath }
        contentDidChange()
    }

    /// The user taps an item (hosts and tests call it): the delegate may refuse, then is told.
    package func userSelectedItem(at indexPath: IndexPath) {
        guard allowsSelection, delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
}
