import Foundation

extension UIWindowScene {
    /// The scene's geometry (iOS 16): its size and orientation. On Linux the window's size, landscape.
    @preconcurrency @MainActor
    public final class Geometry: NSObject {
        public let coordinateSpace: any UICoordinateSpace
        public let interfaceOrientation: UIInterfaceOrientation
        init(coordinateSpace: any UICoordinateSpace, interfaceOrientation: UIInterfaceOrientation) {
            self.coordinateSpace = coordinateSpace
            self.interfaceOrientation = interfaceOrientation
            super.init()
        }
    }

    /// A request to change the scene's geometry (size restrictions on the desktop).
    @preconcurrency @MainActor
    open class GeometryPreferences: NSObject {
        public override init() { super.init() }
    }

    /// The scene's coordinate space: its screen's bounds (the window's size on the GTK host).
    public var coordinateSpace: any UICoordinateSpace { keyWindow ?? windows.first ?? UIView(frame: screen.bounds) }

    /// The scene's current geometry.
    public var effectiveGeometry: Geometry { Geometry(coordinateSpace: coordinateSpace, interfaceOrientation: interfaceOrientation) }

    /// Asks for a new geometry. Not supported by the Linux hosts: the error handler gets
    /// `UISceneError.geometryRequestUnsupported` (100).
    public func requestGeometryUpdate(_ geometryPreferences: GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil) {
        errorHandler?(UISceneError(.geometryRequestUnsupported, reason: "the Linux hosts do not change a scene's geometry on request"))
    }
}
