import Foundation

/// Something with bounds, as UIKit's protocol of the same name.
@MainActor
public protocol UICoordinateSpace: AnyObject {
    var bounds: CGRect { get }
}
