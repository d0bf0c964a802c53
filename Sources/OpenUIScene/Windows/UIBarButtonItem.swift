import Foundation

/// A button in a navigation bar or toolbar, as UIKit's, with a `UIAction` (iOS 14): the
/// target/selector initializers need `#selector`, which does not exist on Linux (docs/PORTING.md).
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    public enum Style: Int, Sendable { case plain, done }
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close
    }

    open var title: String? { didSet { owner?.owner?.chromeDidChange() } }
    open var image: UIImage? { didSet { owner?.owner?.chromeDidChange() } }
    open var style: Style = .plain
    open var isEnabled = true { didSet { if oldValue != isEnabled { owner?.owner?.chromeDidChange() } } }
    /// The navigation item showing this button (a change redraws the window's chrome).
    weak var owner: UINavigationItem?
    open var tintColor: UIColor?
    open var primaryAction: UIAction?
    open var menu: UIMenu?
    open var accessibilityLabel: String?
    public let systemItem: SystemItem?

    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
        systemItem = nil
        super.init()
    }

    public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
        super.init()
    }

    public override init() {
        systemItem = nil
        super.init()
    }

    /// A tap: the primary action runs with this item as sender (tests and hosts call it).
    open func performPrimaryAction() {
        guard isEnabled, let primaryAction else { return }
        primaryAction.sender = self
        primaryAction.handler(primaryAction)
        primaryAction.sender = nil
    }
}
