import Foundation

/// The interface environment. Minimal: light appearance, regular size classes.
@preconcurrency @MainActor
open class UITraitCollection: NSObject {
    public enum UserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
    public enum SizeClass: Int, Sendable { case unspecified, compact, regular }
    open var userInterfaceStyle: UserInterfaceStyle { .light }
    open var horizontalSizeClass: SizeClass { .regular }
    open var verticalSizeClass: SizeClass { .regular }
    public override init() { super.init() }
}

/// UIKit's top-level name for the interface style.
public typealias UIUserInterfaceStyle = UITraitCollection.UserInterfaceStyle
