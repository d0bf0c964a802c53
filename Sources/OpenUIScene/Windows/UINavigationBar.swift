import Foundation

/// The bar at the top of a navigation controller, as UIKit's: its look is kept, so that code
/// that configures it (usually in `didFinishLaunching`) compiles and can be read back. The GTK
/// host does not draw it yet (docs/PARITY.md "UI surface").
///
/// The appearance proxy: `UINavigationBar.appearance()` is one shared bar whose settings every
/// bar created afterwards starts with, as UIKit's proxy applies them to new bars.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    open var prefersLargeTitles = false
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var standardAppearance = UINavigationBarAppearance()
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?

    private static let proxy = UINavigationBar(proxy: ())

    /// The appearance proxy: settings made on it are copied into every bar created later.
    public static func appearance() -> UINavigationBar { proxy }

    public init() {
        super.init(frame: .zero)
        copyAppearance(from: Self.proxy)
    }

    private init(proxy: Void) {
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        copyAppearance(from: Self.proxy)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func copyAppearance(from proxy: UINavigationBar) {
        prefersLargeTitles = proxy.prefersLargeTitles
        isTranslucent = proxy.isTranslucent
        barTintColor = proxy.barTintColor
        tintColor = proxy.tintColor
        titleTextAttributes = proxy.titleTextAttributes
        largeTitleTextAttributes = proxy.largeTitleTextAttributes
        standardAppearance = proxy.standardAppearance.copy() as? UINavigationBarAppearance ?? UINavigationBarAppearance()
        compactAppearance = proxy.compactAppearance?.copy() as? UINavigationBarAppearance
        scrollEdgeAppearance = proxy.scrollEdgeAppearance?.copy() as? UINavigationBarAppearance
        compactScrollEdgeAppearance = proxy.compactScrollEdgeAppearance?.copy() as? UINavigationBarAppearance
    }
}

/// A navigation bar's look (iOS 13), as UIKit's.
@preconcurrency @MainActor
open class UINavigationBarAppearance: NSObject, NSCopying {
    open var backgroundColor: UIColor?
    open var shadowColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How the background was last configured.
    public private(set) var background: Background = .default

    public enum Background: Sendable { case `default`, opaque, transparent }

    public override init() { super.init() }

    open func configureWithDefaultBackground() { background = .default; backgroundColor = nil; shadowColor = nil }
    open func configureWithOpaqueBackground() { background = .opaque; backgroundColor = .systemBackground; shadowColor = nil }
    open func configureWithTransparentBackground() { background = .transparent; backgroundColor = .clear; shadowColor = .clear }

    /// A copy (the class is main-actor isolated, as UIKit's: copy it on the main actor).
    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        nonisolated(unsafe) var result: UINavigationBarAppearance?
        MainActor.assumeIsolated { result = makeCopy() }
        return result!
    }

    private func makeCopy() -> UINavigationBarAppearance {
        let copy = UINavigationBarAppearance()
        copy.backgroundColor = backgroundColor
        copy.shadowColor = shadowColor
        copy.titleTextAttributes = titleTextAttributes
        copy.largeTitleTextAttributes = largeTitleTextAttributes
        copy.background = background
        return copy
    }
}

/// What a view controller shows in its navigation bar, as UIKit's.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }

    open var title: String?
    open var prompt: String?
    open var backButtonTitle: String?
    open var hidesBackButton = false
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
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

/// A button in a navigation bar or toolbar, as UIKit's, with a `UIAction` (iOS 14): the
/// target/selector initializers need `#selector`, which does not exist on Linux (docs/PORTING.md).
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    public enum Style: Int, Sendable { case plain, done }
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close
    }

    open var title: String?
    open var image: UIImage?
    open var style: Style = .plain
    open var isEnabled = true
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
