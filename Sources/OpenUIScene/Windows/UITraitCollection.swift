import Foundation

/// The interface environment. Minimal: light appearance, regular size classes.
@preconcurrency @MainActor
open class UITraitCollection: NSObject {
    public enum UserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
    public enum SizeClass: Int, Sendable { case unspecified, compact, regular }
    open var userInterfaceStyle: UserInterfaceStyle { .light }
    open var horizontalSizeClass: SizeClass { .regular }
    open var verticalSizeClass: SizeClass { .regular }
    /// The device's idiom (`.pad` here: docs/PARITY.md "UI surface").
    open var userInterfaceIdiom: UIUserInterfaceIdiom { UIDevice.current.userInterfaceIdiom }
    /// The traits of the current context: the app's (one set of traits here).
    public static var current: UITraitCollection { UITraitCollection() }
    public override init() { super.init() }
}

/// UIKit's top-level name for the interface style.
public typealias UIUserInterfaceStyle = UITraitCollection.UserInterfaceStyle
