extension UIScene {
    /// The states a scene moves through, with UIKit's raw values. The raw values are **not** ordered
    /// by how active a state is: never compare them to find "the most active" scene.
    public enum ActivationState: Int, Sendable, CustomStringConvertible {
        /// Not connected: no scene object exists for the session, or it was not connected yet.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen but not receiving events; passed through on the way to or from another state.
        case foregroundInactive = 1
        /// Not visible.
        case background = 2

        public var description: String {
            switch self {
            case .unattached: "unattached"
            case .foregroundActive: "foregroundActive"
            case .foregroundInactive: "foregroundInactive"
            case .background: "background"
            }
        }

        /// Whether the scene is on screen.
        var isForeground: Bool { self == .foregroundActive || self == .foregroundInactive }
    }
}
