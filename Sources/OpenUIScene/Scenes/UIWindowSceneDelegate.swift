import Foundation

/// Where a window scene delegate's `window` is declared: the requirement its `var window: UIWindow?`
/// satisfies (the engine sets it for a storyboard configuration). Not for apps to name: adopt
/// ``UIWindowSceneDelegate``.
///
/// UIKit declares `window` as an *optional* requirement of an Objective-C protocol, so that, read
/// through the protocol (`(scene.delegate as? UIWindowSceneDelegate)?.window`, or `self.window` in
/// an extension of it), it is a `UIWindow??`: apps write `window??.rootViewController`. Swift
/// without Objective-C has no optional requirements; this base protocol gives the same reading:
/// its requirement is disfavoured, so where both fit, the `UIWindow??` view of
/// ``UIWindowSceneDelegate`` wins, while an assignment, and the delegate's own class, still reach
/// the requirement.
@preconcurrency @MainActor
public protocol _UIWindowSceneDelegateWindow: UISceneDelegate {
    /// The scene's main window. With a storyboard configuration the engine creates it and sets it
    /// before `scene(_:willConnectTo:options:)`.
    @_disfavoredOverload var window: UIWindow? { get set }
}

extension _UIWindowSceneDelegateWindow {
    /// A delegate without a `window` of its own: `nil`, and setting it does nothing.
    @_disfavoredOverload public var window: UIWindow? {
        get { nil }
        set {}
    }
}

/// A scene delegate for window scenes: it owns the scene's main window (`var window: UIWindow?`,
/// optional as in UIKit: read through the protocol it is a `UIWindow??`).
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: _UIWindowSceneDelegateWindow {
    /// A quick action chosen while the app runs.
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)
    /// The async form of the quick-action callback; implement either.
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem) async -> Bool
    /// The scene's geometry changed (iOS 26; never on the simulated device).
    func windowScene(_ windowScene: UIWindowScene, didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry)
    /// Deprecated in iOS 26; called when the scene's geometry changes (never on the simulated device).
    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace, interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation, traitCollection previousTraitCollection: UITraitCollection)
}

extension UIWindowSceneDelegate {
    /// The delegate's window read through the protocol, as UIKit's optional requirement reads:
    /// `.some(window)` (`.some(nil)` when it has none), so `self.window??` and
    /// `(delegate as? UIWindowSceneDelegate)?.window??` compile as on iOS.
    public var window: UIWindow?? {
        let window: UIWindow? = self.window
        return .some(window)
    }

    public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        Task { @MainActor in
            completionHandler(await self.windowScene(windowScene, performActionFor: shortcutItem))
        }
    }

    public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem) async -> Bool { false }

    public func windowScene(_ windowScene: UIWindowScene, didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry) {}

    public func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace, interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation, traitCollection previousTraitCollection: UITraitCollection) {}
}
