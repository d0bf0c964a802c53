import Foundation

/// A view controller's tab in a tab bar controller, as UIKit's: kept (the GTK host does not draw
/// tab bars yet, docs/PARITY.md "UI surface").
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    public enum SystemItem: Int, Sendable { case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed }

    open var title: String?
    open var image: UIImage?
    open var selectedImage: UIImage?
    open var tag: Int
    open var badgeValue: String?
    open var isEnabled = true
    public let systemItem: SystemItem?

    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        systemItem = nil
        super.init()
    }

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        tag = 0
        systemItem = nil
        super.init()
    }

    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        self.tag = tag
        title = "\(systemItem)".prefix(1).uppercased() + "\(systemItem)".dropFirst()
        super.init()
    }
}
