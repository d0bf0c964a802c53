import Foundation

/// A layout built from sections (iOS 13); here the list layout (iOS 14), which most apps that
/// adopted compositional layouts use for sidebars and lists.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// The list configuration, when this is a list layout.
    public let listConfiguration: UICollectionLayoutListConfiguration?

    init(listConfiguration: UICollectionLayoutListConfiguration?) {
        self.listConfiguration = listConfiguration
        super.init()
    }

    /// A layout that shows the items as a list.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(listConfiguration: configuration)
    }
}
