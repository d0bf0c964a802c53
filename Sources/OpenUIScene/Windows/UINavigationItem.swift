import Foundation

/// What a view controller shows in its navigation bar, as UIKit's.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }

    /// The bar shows these; a change redraws the window's chrome (its header bar on GTK).
    open var title: String? { didSet { owner?.chromeDidChange() } }
    open var prompt: String?
    open var backButtonTitle: String?
    open var hidesBackButton = false
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { adopt(leftBarButtonItems) } }
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { adopt(rightBarButtonItems) } }
    /// The view controller this item belongs to (set by ``UIViewController/navigationItem``).
    weak var owner: UIViewController?

    private func adopt(_ items: [UIBarButtonItem]?) {
        for item in items ?? [] { item.owner = self }
        owner?.chromeDidChange()
    }
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    open var standardAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?

    public init(title: String) {
        self.title = title
        super.init()
    }

    public override init() { super.init() }
}
