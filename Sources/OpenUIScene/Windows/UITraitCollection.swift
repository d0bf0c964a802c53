import Foundation

/// The interface environment. Minimal: light appearance, regular size classes.
@MainActor
open class UITraitCollection: NSObject {
    public enum UserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
    public enum SizeClass: Int, Sendable { case unspecified, compact, regular }
    open var userInterfaceStyle: UserInterfaceStyle { .light }
    open var horizontalSizeClass: SizeClass { .regular }
    open var verticalSizeClass: SizeClass { .regular }
    public override init() { super.init() }
}

/// The orientation of the interface; a desktop window is landscape.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

/// UIKit's top-level name for the interface style.
public typealias UIUserInterfaceStyle = UITraitCollection.UserInterfaceStyle
