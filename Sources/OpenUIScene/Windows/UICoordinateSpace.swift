import Foundation

/// Something with bounds, as UIKit's protocol of the same name.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    var bounds: CGRect { get }
}
