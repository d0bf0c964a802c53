import Foundation

/// How a presented view controller covers the one presenting it, with UIKit's raw values.
///
/// ``UIViewController/present(_:animated:completion:)`` resolves ``automatic`` to ``pageSheet``,
/// as iOS 13 and later do for plain view controllers. The styles that cover the whole screen and
/// remove what is under them (``fullScreen``, ``currentContext``) make the presenting view
/// controller disappear (`viewWillDisappear`, `viewDidDisappear`) and reappear at the dismissal;
/// the others leave it on screen, as UIKit does since iOS 13.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case blurOverFullScreen = 8
    case none = -1
    case automatic = -2

    /// Whether the presenting view controller's view leaves the screen under this style.
    var removesPresenterViews: Bool { self == .fullScreen || self == .currentContext }
}
