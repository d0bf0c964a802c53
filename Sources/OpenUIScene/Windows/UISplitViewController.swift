import Foundation

/// A two- or three-column container; inert on the headless host.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    public enum Style: Int, Sendable { case unspecified, doubleColumn, tripleColumn }
    public enum Column: Int, Sendable { case primary, supplementary, secondary, compact }
    public let style: Style
    open var viewControllers: [UIViewController] = []

    /// How the columns are shown (UIKit's cases; the window shows every column here).
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary

        /// iOS 8–13 names, deprecated in iOS 14 and still in Xcode's master-detail template.
        @available(*, deprecated, renamed: "oneBesideSecondary")
        public static let allVisible = DisplayMode.oneBesideSecondary
        @available(*, deprecated, renamed: "secondaryOnly")
        public static let primaryHidden = DisplayMode.secondaryOnly
        @available(*, deprecated, renamed: "oneOverSecondary")
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }
    public enum SplitBehavior: Int, Sendable { case automatic, tile, overlay, displace }
    public enum BackgroundStyle: Int, Sendable { case none, sidebar }

    open weak var delegate: (any UISplitViewControllerDelegate)?
    /// Kept and reported back; the headless host has no columns to arrange, the GTK host shows the
    /// columns side by side whatever the mode.
    open var preferredDisplayMode: DisplayMode = .automatic {
        willSet { if newValue != preferredDisplayMode { delegate?.splitViewController(self, willChangeTo: newValue) } }
    }
    open var displayMode: DisplayMode { preferredDisplayMode == .automatic ? (style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary) : preferredDisplayMode }
    open var preferredSplitBehavior: SplitBehavior = .automatic
    open var primaryBackgroundStyle: BackgroundStyle = .none
    open var presentsWithGesture = true
    open var showsSecondaryOnlyButton = false
    open var preferredPrimaryColumnWidthFraction: CGFloat = -1
    open var preferredSupplementaryColumnWidthFraction: CGFloat = -1
    /// Never collapsed: a desktop window is wide (the regular size class).
    open var isCollapsed: Bool { false }
    private var columns: [Column: UIViewController] = [:]
    private(set) var hiddenColumns: Set<Column> = []

    /// What ``setViewController(_:for:)`` put in the column.
    open func viewController(for column: Column) -> UIViewController? { columns[column] }

    /// Shows or hides a column: recorded (``isColumnShown(_:)``); the window does not change.
    open func show(_ column: Column) { hiddenColumns.remove(column) }
    open func hide(_ column: Column) { hiddenColumns.insert(column) }
    public func isColumnShown(_ column: Column) -> Bool { columns[column] != nil && !hiddenColumns.contains(column) }

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        self.style = .unspecified
        super.init(coder: coder)
    }

    open func setViewController(_ vc: UIViewController?, for column: Column) {
        if let old = columns[column] {
            viewControllers.removeAll { $0 === old }
            old.removeFromParent()
        }
        columns[column] = vc
        guard let vc else { return showChildViews(viewControllers) }
        viewControllers.append(vc)
        addChild(vc)
        showChildViews(viewControllers)
    }

    open override func loadView() {
        super.loadView()
        showChildViews(viewControllers)
    }
}
