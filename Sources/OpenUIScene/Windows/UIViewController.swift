import Foundation

/// Manages a view hierarchy. Minimal on purpose: enough for scene code to compile and for the
/// appearance callbacks to run in a sensible order when a window shows its root view controller.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    /// Also the navigation item's title, as in UIKit.
    open var title: String? { didSet { navigationItemStorage?.title = title } }
    public let nibName: String?
    public let nibBundle: Bundle?
    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?
    public private(set) var presentedViewController: UIViewController?
    public private(set) weak var presentingViewController: UIViewController?
    /// The window showing this view controller as its root.
    weak var hostingWindow: UIWindow?
    /// Its tab in a tab bar controller (made on first use, titled with ``title``).
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set { tabBarItemStorage = newValue }
    }
    private var tabBarItemStorage: UITabBarItem?
    private var loadedView: UIView?
    private var hasAppeared = false

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.nibName = nibNameOrNil
        self.nibBundle = nibBundleOrNil
        super.init()
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        self.nibName = nil
        self.nibBundle = nil
        super.init()
    }

    /// The root view, created by ``loadView()`` on first access, then ``viewDidLoad()`` runs.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
                loadedView?.owningViewController = self
                viewDidLoad()
            }
            return loadedView
        }
        set {
            if loadedView?.owningViewController === self { loadedView?.owningViewController = nil }
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    open var viewIfLoaded: UIView? { loadedView }
    open var isViewLoaded: Bool { loadedView != nil }

    /// Creates the root view; the default makes a plain `UIView`.
    open func loadView() {
        loadedView = UIView(frame: UIScreen.main.bounds)
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// The nearest navigation controller among this view controller's ancestors.
    open var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

    /// The nearest ancestor (parent, its parent…) of that class.
    func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var current = parent
        while let candidate = current {
            if let container = candidate as? Container { return container }
            current = candidate.parent
        }
        return nil
    }

    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// What the view controller shows in its navigation controller's bar (made on first use).
    public var navigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem()
        item.title = title
        item.owner = self
        navigationItemStorage = item
        return item
    }
    private var navigationItemStorage: UINavigationItem?

    /// Its navigation item changed (title, bar button items): the scene showing it tells its
    /// host, which redraws the window's chrome (the GTK header bar), not the content.
    func chromeDidChange() {
        var root: UIViewController = self
        while let parent = root.parent { root = parent }
        guard let scene = root.hostingWindow?.windowScene else { return }
        scene.engine?.sceneTitleDidChange(scene)
    }

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        if let alert = viewControllerToPresent as? UIAlertController {
            SceneEngine.running?.trace.record(.host, "alert", session: view.window?.windowScene?.session.persistentIdentifier, detail: alert.title ?? alert.message ?? "")
        }
        if viewControllerToPresent.modalPresentationStyle == .automatic, !(viewControllerToPresent is UIAlertController) {
            viewControllerToPresent.modalPresentationStyle = .pageSheet
        }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        if viewControllerToPresent.modalPresentationStyle.removesPresenterViews { endAppearance() }
        viewControllerToPresent.beginAppearance()
        completion?()
    }

    /// Dismisses the view controller this one presented (or, called on the presented one, itself):
    /// it disappears, and a presenter it covered full screen appears again.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let presenter = presentedViewController == nil ? presentingViewController : self
        if let presenter, let presented = presenter.presentedViewController {
            presented.presentingViewController = nil
            presenter.presentedViewController = nil
            presented.endAppearance()
            if presented.modalPresentationStyle.removesPresenterViews { presenter.beginAppearance() }
        }
        completion?()
    }

    /// Containers: shows `children`'s views inside this view (only once it is loaded), so that a
    /// child's `view.window` is the window, as in UIKit.
    func showChildViews(_ visible: [UIViewController]) {
        guard let container = viewIfLoaded else { return }
        for subview in container.subviews { subview.removeFromSuperview() }
        for child in visible {
            child.view.frame = container.bounds
            container.addSubview(child.view)
            if container.window != nil { child.beginAppearance() }
        }
    }

    /// The view became visible in a window: load it and run the appearance callbacks once.
    func beginAppearance() {
        _ = view
        guard !hasAppeared else { return }
        hasAppeared = true
        viewWillAppear(false)
        viewDidAppear(false)
        for child in children where child.viewIfLoaded?.superview === viewIfLoaded {
            child.beginAppearance()
        }
    }

    open override var next: UIResponder? { loadedView?.superview ?? parent }

    // MARK: - Presentation and restoration settings

    /// How ``present(_:animated:completion:)`` shows this view controller (default
    /// `.automatic`, which presenting resolves to `.pageSheet`, as iOS 13 and later do).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// Whether a presented, not full-screen view controller decides the status bar's look. Kept;
    /// the desktop has no status bar.
    open var modalPresentationCapturesStatusBarAppearance = false

    /// Whether a tab bar controller hides its tab bar while this view controller is the top of
    /// a navigation controller in it (``UITabBarController/tabBar``'s `isHidden`).
    open var hidesBottomBarWhenPushed = false

    /// The identifier UIKit's pre-scene state restoration saves this view controller under. Kept;
    /// that restoration (`UIStateRestoring`) is not implemented here: scenes restore from
    /// `stateRestorationActivity` (docs/PARITY.md).
    open var restorationIdentifier: String?

    /// The size the content would like; setting a different size tells the parent
    /// (``preferredContentSizeDidChange(forChildContentContainer:)``), as in UIKit.
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard oldValue != preferredContentSize else { return }
            parent?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    /// A child's ``preferredContentSize`` changed; the default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The view left the screen (covered by a full-screen presentation, or dismissed): the
    /// disappearance callbacks run once, and ``beginAppearance()`` may run them again later.
    func endAppearance() {
        guard hasAppeared else { return }
        hasAppeared = false
        viewWillDisappear(false)
        for child in children where child.hasAppeared { child.endAppearance() }
        viewDidDisappear(false)
    }

    // MARK: - Traits

    /// The appearance this view controller, its views and its child view controllers use
    /// (`.unspecified`: its parent's, or its window's). A change is delivered at once to those
    /// whose traits change.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet {
            guard oldValue != overrideUserInterfaceStyle else { return }
            let parent = parentUserInterfaceStyle
            let window = loadedView?.window?.traitCollection.userInterfaceStyle ?? parent
            TraitPropagation(changed: (self, oldValue), windowStyles: (window, window)).walk(controller: self, base: (parent, parent))
            loadedView?.contentDidChange()
        }
    }

    var traitRegistrations = TraitChangeRegistrations()

    /// Where the traits come from: the parent view controller, the window of the presenting
    /// one, the window showing this one as its root, the view's superview, else the app.
    var parentUserInterfaceStyle: UIUserInterfaceStyle {
        if let parent { return parent.traitCollection.userInterfaceStyle }
        if let presenting = presentingViewController {
            return (presenting.viewIfLoaded?.window?.traitCollection ?? presenting.traitCollection).userInterfaceStyle
        }
        if let hostingWindow { return hostingWindow.traitCollection.userInterfaceStyle }
        if let superview = loadedView?.superview { return superview.traitCollection.userInterfaceStyle }
        return UITraitCollection.application.userInterfaceStyle
    }

    /// The view controller's traits: its surroundings' with its own ``overrideUserInterfaceStyle``.
    open var traitCollection: UITraitCollection {
        UITraitCollection(userInterfaceStyle: parentUserInterfaceStyle.overridden(by: overrideUserInterfaceStyle))
    }

    /// Called after the traits changed, before the view's; the default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// UIKit calls this when the system's interface style changes; nothing to do here.
    open func setNeedsUserInterfaceAppearanceUpdate() {}
}

extension UIViewController: UITraitEnvironment, UITraitChangeObservable, UIContentContainer {
    /// Calls `handler` after the listed traits of this view controller changed (iOS 17), after
    /// `traitCollectionDidChange(_:)`.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping UITraitChangeHandler<Environment>) -> any UITraitChangeRegistration {
        traitRegistrations.add(traits, handler)
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitRegistrations.remove(registration)
    }
}
