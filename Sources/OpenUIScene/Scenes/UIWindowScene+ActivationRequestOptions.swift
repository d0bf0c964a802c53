import Foundation

extension UIWindowScene {
    /// Options for activating a window scene (iOS 15): how prominently the new window appears.
    ///
    /// Here every activated window is shown and focused, as a new desktop window is, whatever
    /// the style: `.prominent` (on iPad a window centred over the others) has no desktop
    /// counterpart beyond that; the style is recorded in the trace (docs/PARITY.md).
    @preconcurrency @MainActor
    open class ActivationRequestOptions: UIScene.ActivationRequestOptions {
        /// How the system presents the scene.
        public enum PresentationStyle: Int, Sendable {
            /// The system chooses.
            case automatic
            /// The scene appears as usual.
            case standard
            /// The scene appears over the others (iPad: centred).
            case prominent
        }

        open var preferredPresentationStyle: PresentationStyle = .automatic

        public override init() { super.init() }
    }
}
