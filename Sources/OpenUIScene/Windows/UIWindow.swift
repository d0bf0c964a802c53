import Foundation

/// A window: the root of a scene's view hierarchy.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The scene the window belongs to (held weakly, as in UIKit). Setting it moves the window;
    /// `nil` detaches it.
    open var windowScene: UIWindowScene? {
        get { windowSceneStorage }
        set {
            guard newValue !== windowSceneStorage else { return }
            windowSceneStorage?.detach(self)
            windowSceneStorage = newValue
            newValue?.attach(self)
        }
    }
    weak var windowSceneStorage: UIWindowScene?

    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            oldValue?.view.removeFromSuperview()
            oldValue?.hostingWindow = nil
            rootViewController?.hostingWindow = self
            if !isHidden { presentRootViewController() }
            windowSceneStorage?.engine?.windowContentDidChange(self)
            if isLegacyWindow { SceneEngine.running?.legacyWindowDidChange(self) }
        }
    }

    /// The screen showing the window: its scene's screen, or the main screen for a window without
    /// a scene. Setting it is deprecated in UIKit since iOS 13 (set ``windowScene``) and not offered.
    open var screen: UIScreen { windowSceneStorage?.screen ?? .main }

    /// Whether this is its scene's key window (since iOS 15, key is per scene).
    public var isKeyWindow: Bool { isKeyWindowStorage }
    var isKeyWindowStorage = false

    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        isHidden = true
        self.windowScene = windowScene
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// Shows the window and makes it its scene's key window.
    open func makeKeyAndVisible() {
        let wasHidden = isHidden
        isHidden = false  // a hidden legacy window is announced by `isHidden`'s observer
        makeKey()
        presentRootViewController()
        windowSceneStorage?.engine?.windowContentDidChange(self)
        if !wasHidden, isLegacyWindow { SceneEngine.running?.legacyWindowDidChange(self) }
    }

    open func makeKey() {
        guard let scene = windowSceneStorage else {
            // A legacy app's window, made key in didFinishLaunching before UIKit's scene for it
            // exists: it is key once it joins that scene (connectLegacyScene).
            keyRequestedWithoutScene = true
            return
        }
        scene.makeKey(self)
    }

    /// `makeKey()` was called while the window had no scene.
    var keyRequestedWithoutScene = false

    open override var isHidden: Bool {
        didSet {
            // Legacy mode: showing the app's window with `isHidden = false` shows it too.
            if oldValue, !isHidden, isLegacyWindow { SceneEngine.running?.legacyWindowDidChange(self) }
        }
    }

    /// A legacy app's window (the app delegate's `window`): no scene, or the scene UIKit makes
    /// for a legacy app. The legacy host shows it.
    private var isLegacyWindow: Bool {
        // Each weak reference loaded once (this runs three times for every window a scene shows).
        guard let scene = windowSceneStorage else { return true }
        guard let legacyScene = SceneEngine.running?.legacyScene else { return false }
        return scene === legacyScene
    }

    open override var window: UIWindow? { self }

    /// A window's surroundings are its scene (the app's appearance when it has none).
    override var parentUserInterfaceStyle: UIUserInterfaceStyle {
        windowSceneStorage?.traitCollection.userInterfaceStyle ?? UITraitCollection.application.userInterfaceStyle
    }

    /// A window's override reaches everything in it, presented content included.
    override func overrideDidChange(from previous: UIUserInterfaceStyle) {
        let parent = parentUserInterfaceStyle
        TraitPropagation(changed: (self, previous), windowStyles: (parent, parent)).walk(window: self, base: (parent, parent))
    }

    open override var next: UIResponder? { windowSceneStorage }

    private func presentRootViewController() {
        guard let root = rootViewController else { return }
        if root.view.superview !== self {
            root.view.frame = bounds
            addSubview(root.view)
            root.beginAppearance()
        }
    }
}
