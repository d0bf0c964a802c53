import Foundation

/// The interface environment: the appearance (light or dark), size classes and idiom.
///
/// The appearance follows the desktop's colour-scheme preference (a host intent:
/// `SimulatedDevice.userInterfaceStyle`, the GTK host's reading of the desktop setting), unless
/// the Info.plist's `UIUserInterfaceStyle` forces one for the app; `overrideUserInterfaceStyle`
/// on a window, view controller or view forces one for its part of the hierarchy. Size classes
/// are always regular (a desktop window), the idiom `.pad` (docs/PARITY.md "UI surface").
///
/// The values are immutable and readable from any isolation (a `UIColor(dynamicProvider:)`
/// closure reads them).
@preconcurrency @MainActor
open class UITraitCollection: NSObject {
    public enum UserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
    public enum SizeClass: Int, Sendable { case unspecified, compact, regular }

    private nonisolated let style: UserInterfaceStyle
    private nonisolated let horizontal: SizeClass
    private nonisolated let vertical: SizeClass

    public nonisolated var userInterfaceStyle: UserInterfaceStyle { style }
    public nonisolated var horizontalSizeClass: SizeClass { horizontal }
    public nonisolated var verticalSizeClass: SizeClass { vertical }
    /// The device's idiom (`.pad` here: docs/PARITY.md "UI surface").
    open var userInterfaceIdiom: UIUserInterfaceIdiom { UIDevice.current.userInterfaceIdiom }

    /// Traits with nothing specified, as UIKit's `UITraitCollection()`, except the size classes,
    /// which are always regular here.
    public nonisolated override init() {
        style = .unspecified
        horizontal = .regular
        vertical = .regular
        super.init()
    }

    /// Traits that specify only the appearance.
    public nonisolated init(userInterfaceStyle: UserInterfaceStyle) {
        style = userInterfaceStyle
        horizontal = .regular
        vertical = .regular
        super.init()
    }

    /// Combines trait collections: for each trait, the last collection that specifies it wins.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(userInterfaceStyle: traitCollections.last { $0.userInterfaceStyle != .unspecified }?.userInterfaceStyle ?? .unspecified)
    }

    /// Whether colours resolve differently in the two collections (the appearance differs).
    public nonisolated func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    /// Whether every trait `traitCollection` specifies has the same value here.
    open func containsTraits(in traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return traitCollection.userInterfaceStyle == .unspecified || traitCollection.userInterfaceStyle == userInterfaceStyle
    }

    /// The traits of the current context: inside `traitCollectionDidChange(_:)`, a trait change
    /// handler or ``performAsCurrent(_:)``, the traits of the object concerned; otherwise the
    /// app's (the desktop's appearance, or the Info.plist's `UIUserInterfaceStyle`). Settable,
    /// as in UIKit.
    public static var current: UITraitCollection {
        get { currentOverride ?? application }
        set { currentOverride = newValue }
    }
    private static var currentOverride: UITraitCollection?

    /// Runs `actions` with this collection as ``current``.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let saved = Self.currentOverride
        Self.currentOverride = self
        defer { Self.currentOverride = saved }
        try actions()
    }

    /// The app's traits: the running app's appearance (light when no app runs).
    static var application: UITraitCollection {
        UITraitCollection(userInterfaceStyle: SceneEngine.running?.userInterfaceStyle ?? .light)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return userInterfaceStyle == other.userInterfaceStyle && horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
    }

    open override var hash: Int { userInterfaceStyle.rawValue }

    open override var description: String {
        "<UITraitCollection userInterfaceStyle=\(userInterfaceStyle.name)>"
    }
}

/// UIKit's top-level name for the interface style.
public typealias UIUserInterfaceStyle = UITraitCollection.UserInterfaceStyle
/// UIKit's top-level name for a size class.
public typealias UIUserInterfaceSizeClass = UITraitCollection.SizeClass

extension UITraitCollection.UserInterfaceStyle {
    /// `light`, `dark`, `unspecified`: as written in the trace and the Info.plist docs.
    package var name: String {
        switch self {
        case .unspecified: "unspecified"
        case .light: "light"
        case .dark: "dark"
        }
    }

    /// The style that `override` gives to something whose surroundings have this style.
    func overridden(by override: Self) -> Self { override == .unspecified ? self : override }
}

// MARK: - Trait environments

/// What has traits and hears when they change: screens, window scenes, windows, view
/// controllers and views.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed (UIKit deprecated it in iOS 17 in favour of
    /// ``UITraitChangeObservable/registerForTraitChanges(_:handler:)``; both are called here).
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIScreen: UITraitEnvironment {
    /// The desktop's appearance (not the app's: the Info.plist's `UIUserInterfaceStyle` and
    /// overrides do not change the screen's).
    public var traitCollection: UITraitCollection {
        UITraitCollection(userInterfaceStyle: SceneEngine.running?.systemUserInterfaceStyle ?? .light)
    }

    /// Never called here: the screen is not part of the app's hierarchy.
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

extension UIWindowScene: UITraitEnvironment {
    /// The scene's delegate hears of a change instead
    /// (`windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`).
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

// MARK: - iOS 17 trait definitions and registrations

/// A trait (iOS 17): `UITraitUserInterfaceStyle.self` and the others name one in
/// `registerForTraitChanges(_:handler:)`.
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Value { get }
    static var identifier: String { get }
    static var name: String { get }
    static var affectsColorAppearance: Bool { get }
}

/// What `registerForTraitChanges(_:handler:)` takes: trait definitions.
public typealias UITrait = any UITraitDefinition.Type

/// The appearance trait.
public struct UITraitUserInterfaceStyle: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceStyle { .unspecified }
    public static var identifier: String { "UITraitUserInterfaceStyle" }
    public static var name: String { "UserInterfaceStyle" }
    public static var affectsColorAppearance: Bool { true }
}

/// The horizontal size class trait (always regular here: it never changes).
public struct UITraitHorizontalSizeClass: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
    public static var identifier: String { "UITraitHorizontalSizeClass" }
    public static var name: String { "HorizontalSizeClass" }
    public static var affectsColorAppearance: Bool { false }
}

/// The vertical size class trait (always regular here: it never changes).
public struct UITraitVerticalSizeClass: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
    public static var identifier: String { "UITraitVerticalSizeClass" }
    public static var name: String { "VerticalSizeClass" }
    public static var affectsColorAppearance: Bool { false }
}

/// The idiom trait (always `.pad` here: it never changes).
public struct UITraitUserInterfaceIdiom: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceIdiom { .unspecified }
    public static var identifier: String { "UITraitUserInterfaceIdiom" }
    public static var name: String { "UserInterfaceIdiom" }
    public static var affectsColorAppearance: Bool { false }
}

/// A registration returned by `registerForTraitChanges(_:handler:)`; pass it to
/// `unregisterForTraitChanges(_:)` to stop.
@preconcurrency @MainActor
public protocol UITraitChangeRegistration: AnyObject {}

/// The handler of a trait change registration: the object whose traits changed, and its
/// previous traits.
public typealias UITraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

/// Objects whose trait changes can be observed (iOS 17): views, view controllers, windows.
@preconcurrency @MainActor
public protocol UITraitChangeObservable {
    @discardableResult
    func registerForTraitChanges<Environment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping UITraitChangeHandler<Environment>) -> any UITraitChangeRegistration
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// One registration: the traits it watches and its handler.
@MainActor
final class TraitChangeRegistration: UITraitChangeRegistration {
    let watchesAppearance: Bool
    let handler: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        // Only the appearance changes here; the other traits are constant.
        watchesAppearance = traits.contains { $0 == UITraitUserInterfaceStyle.self }
        self.handler = handler
    }
}

/// The registrations of one object, and its trait change delivery.
@MainActor
struct TraitChangeRegistrations {
    private var registrations: [TraitChangeRegistration] = []

    mutating func add<Environment: UITraitEnvironment>(_ traits: [UITrait], _ handler: @escaping UITraitChangeHandler<Environment>) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { object, previous in
            if let environment = object as? Environment { handler(environment, previous) }
        }
        registrations.append(registration)
        return registration
    }

    mutating func remove(_ registration: any UITraitChangeRegistration) {
        registrations.removeAll { $0 === registration }
    }

    /// `traitCollectionDidChange(_:)`, then each matching registration in the order they were
    /// made, with the object's new traits as `UITraitCollection.current`.
    func deliver(to object: any UITraitEnvironment, previous: UITraitCollection) {
        let current = object.traitCollection
        current.performAsCurrent {
            object.traitCollectionDidChange(previous)
            for registration in registrations where registration.watchesAppearance && current.hasDifferentColorAppearance(comparedTo: previous) {
                registration.handler(object, previous)
            }
        }
    }
}

// MARK: - Delivering a change down the hierarchy

/// Walks a hierarchy top-down after an appearance change (docs/LIFECYCLE.md "Appearance"):
/// each object whose style changed gets `traitCollectionDidChange(_:)`, then its registered
/// handlers. Styles are carried down as (before, after) pairs, so that no object needs to
/// remember its last traits; `changed` is the object whose override changed, with its previous
/// override (`nil` for a change of the app's style).
@MainActor
final class TraitPropagation {
    typealias Styles = (before: UIUserInterfaceStyle, after: UIUserInterfaceStyle)

    private let changed: (object: AnyObject, previousOverride: UIUserInterfaceStyle)?
    /// The styles of the window being walked: presented content takes them.
    private var windowStyles: Styles

    init(changed: (object: AnyObject, previousOverride: UIUserInterfaceStyle)?, windowStyles: Styles) {
        self.changed = changed
        self.windowStyles = windowStyles
    }

    /// The styles of `object` given its surroundings' styles and its own override.
    private func styles(of object: AnyObject, override: UIUserInterfaceStyle, base: Styles) -> Styles {
        let before = (changed.map { $0.object === object } ?? false) ? changed!.previousOverride : override
        return (base.before.overridden(by: before), base.after.overridden(by: override))
    }

    private func deliver(_ object: any UITraitEnvironment, _ styles: Styles, _ registrations: TraitChangeRegistrations) {
        guard styles.before != styles.after else { return }
        registrations.deliver(to: object, previous: UITraitCollection(userInterfaceStyle: styles.before))
    }

    /// A window (`base`: its scene's styles): itself, then its root view controller, its views
    /// and presented content.
    func walk(window: UIWindow, base: Styles) {
        let own = styles(of: window, override: window.overrideUserInterfaceStyle, base: base)
        windowStyles = own
        deliver(window, own, window.traitRegistrations)
        var reached: Set<ObjectIdentifier> = []
        for subview in window.subviews { walk(view: subview, base: own, controllerStyles: own, reached: &reached) }
        if let root = window.rootViewController, !reached.contains(ObjectIdentifier(root)) {
            // A root view controller whose view is not in the window yet still belongs to it.
            walk(controller: root, base: own)
        }
    }

    /// A view controller (`base`: its parent's styles, or its window's), then its view's
    /// hierarchy, then the child view controllers whose views are not in it (hidden tabs,
    /// covered navigation levels), then what it presents (with the window's styles).
    func walk(controller: UIViewController, base: Styles) {
        let own = styles(of: controller, override: controller.overrideUserInterfaceStyle, base: base)
        deliver(controller, own, controller.traitRegistrations)
        var reached: Set<ObjectIdentifier> = []
        if let view = controller.viewIfLoaded {
            let viewStyles = styles(of: view, override: view.overrideUserInterfaceStyle, base: own)
            deliver(view, viewStyles, view.traitRegistrations)
            for subview in view.subviews { walk(view: subview, base: viewStyles, controllerStyles: own, reached: &reached) }
        }
        for child in controller.children where !reached.contains(ObjectIdentifier(child)) {
            walk(controller: child, base: own)
        }
        if let presented = controller.presentedViewController {
            walk(controller: presented, base: windowStyles)
        }
    }

    /// A view that is not a window (`base`: its superview's styles; `controllerStyles`: the
    /// styles of the view controller whose hierarchy it is in).
    func walk(view: UIView, base: Styles, controllerStyles: Styles, reached: inout Set<ObjectIdentifier>) {
        if let controller = view.owningViewController {
            reached.insert(ObjectIdentifier(controller))
            // A child view controller's traits come from its parent controller, not from the view
            // it sits in (a view's override does not reach it); a root controller's from its window.
            walk(controller: controller, base: controller.parent == nil ? base : controllerStyles)
            return
        }
        let own = styles(of: view, override: view.overrideUserInterfaceStyle, base: base)
        deliver(view, own, view.traitRegistrations)
        for subview in view.subviews { walk(view: subview, base: own, controllerStyles: controllerStyles, reached: &reached) }
    }
}
