import Foundation

/// A two- or three-column container; inert on the headless host.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    public enum Style: Int, Sendable { case unspecified, doubleColumn, tripleColumn }
    public enum Column: Int, Sendable { case primary, supplementary, secondary, compact }
    public let style: Style
    open var viewControllers: [UIViewController] = []

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
        guard let vc else { return }
        viewControllers.append(vc)
        addChild(vc)
        showChildViews(viewControllers)
    }

    open override func loadView() {
        super.loadView()
        showChildViews(viewControllers)
    }
}
