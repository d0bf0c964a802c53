import Foundation

/// A rectangle of the user interface. On the headless host views are inert models (a tree with
/// frames and colours); the GTK host renders them.
@preconcurrency @MainActor
open class UIView: UIResponder, UICoordinateSpace {
    open var frame: CGRect
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var backgroundColor: UIColor? { didSet { contentDidChange() } }
    open var tintColor: UIColor?
    open var isHidden = false { didSet { if oldValue != isHidden { contentDidChange() } } }
    open var alpha: CGFloat = 1
    open var tag = 0
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The appearance this view and its subviews use (`.unspecified`: its surroundings'). A
    /// change is delivered at once to the view and the subviews owned by the same view controller
    /// whose traits change (for a window: everything in it); the GTK host redraws.
    open var overrideUserInterfaceStyle: UITraitCollection.UserInterfaceStyle = .unspecified {
        didSet {
            guard oldValue != overrideUserInterfaceStyle else { return }
            overrideDidChange(from: oldValue)
            contentDidChange()
        }
    }
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var isAccessibilityElement = false
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        self.frame = .zero
        super.init()
    }

    // MARK: - Animation (none here)

    /// How an animation runs; kept for source compatibility (nothing is animated here).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    }

    /// Runs `animations` at once (nothing is animated here), then `completion(true)` on the main
    /// queue's next turn, as UIKit calls it after the animation.
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completeOnNextTurn(completion, with: true)
    }

    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, animations: animations, completion: completion)
    }

    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, animations: animations, completion: nil)
    }

    /// As ``animate(withDuration:delay:options:animations:completion:)``: the change at once.
    open class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        completeOnNextTurn(completion, with: true)
    }

    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    /// Whether animations are on; kept (nothing is animated here either way).
    public private(set) static var areAnimationsEnabled = true

    open class func setAnimationsEnabled(_ enabled: Bool) { areAnimationsEnabled = enabled }

    /// The window this view is in, if any.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        didAddSubview(view)
        contentDidChange()
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        didAddSubview(view)
        contentDidChange()
    }

    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        superview.contentDidChange()
    }

    /// Set by the host that renders this view, to hear when its content (text, title, subviews…)
    /// changes; `nil` on the headless host.
    package var onContentChange: ((UIView) -> Void)?

    /// Tells the rendering host that this view's content changed.
    func contentDidChange() {
        onContentChange?(self)
    }

    open func didAddSubview(_ subview: UIView) {}
    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func setNeedsDisplay() {}

    open override var next: UIResponder? { superview }

    // MARK: - Traits

    /// The view controller whose root view this is.
    package internal(set) weak var owningViewController: UIViewController?
    var traitRegistrations = TraitChangeRegistrations()

    /// The appearance of this view's surroundings: its view controller's (for a root view), its
    /// superview's, else the app's.
    var parentUserInterfaceStyle: UIUserInterfaceStyle {
        if let owningViewController { return owningViewController.traitCollection.userInterfaceStyle }
        if let superview { return superview.traitCollection.userInterfaceStyle }
        return UITraitCollection.application.userInterfaceStyle
    }

    /// The view's traits: its surroundings' with its own ``overrideUserInterfaceStyle``.
    open var traitCollection: UITraitCollection {
        UITraitCollection(userInterfaceStyle: parentUserInterfaceStyle.overridden(by: overrideUserInterfaceStyle))
    }

    /// Called after the view's traits changed; the default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Delivers an override change to this view and what inherits from it.
    func overrideDidChange(from previous: UIUserInterfaceStyle) {
        let parent = parentUserInterfaceStyle
        let propagation = TraitPropagation(changed: (self, previous), windowStyles: (parent, parent))
        if let owner = owningViewController {
            // A root view: its subviews belong to its view controller.
            let styles = (parent.overridden(by: previous), parent.overridden(by: overrideUserInterfaceStyle))
            if styles.0 != styles.1 {
                traitRegistrations.deliver(to: self, previous: UITraitCollection(userInterfaceStyle: styles.0))
            }
            var reached: Set<ObjectIdentifier> = []
            let controllerStyle = owner.traitCollection.userInterfaceStyle
            for subview in subviews {
                propagation.walk(view: subview, base: styles, controllerStyles: (controllerStyle, controllerStyle), reached: &reached)
            }
            return
        }
        var reached: Set<ObjectIdentifier> = []
        let controllerStyle = enclosingViewController?.traitCollection.userInterfaceStyle ?? parent
        propagation.walk(view: self, base: (parent, parent), controllerStyles: (controllerStyle, controllerStyle), reached: &reached)
    }

    /// The view controller whose hierarchy this view is in.
    private var enclosingViewController: UIViewController? {
        var view: UIView? = self
        while let current = view {
            if let owner = current.owningViewController { return owner }
            view = current.superview
        }
        return nil
    }
}

extension UIView: UITraitEnvironment, UITraitChangeObservable {
    /// Calls `handler` after the listed traits of this view changed (iOS 17), after
    /// `traitCollectionDidChange(_:)`.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping UITraitChangeHandler<Environment>) -> any UITraitChangeRegistration {
        traitRegistrations.add(traits, handler)
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitRegistrations.remove(registration)
    }
}
