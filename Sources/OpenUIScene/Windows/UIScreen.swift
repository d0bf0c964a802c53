import Foundation

/// The display. On the headless host a fixed 1280×800 screen at scale 1.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    public let bounds: CGRect
    public let scale: CGFloat
    public var nativeBounds: CGRect { bounds }
    public var nativeScale: CGFloat { scale }

    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
        super.init()
    }

    /// Posted when a screen's display mode (resolution) changes, with the screen as the object.
    /// Never posted here: the simulated screen and the GTK host's screen have one fixed mode.
    public static let modeDidChangeNotification = Notification.Name("UIScreenModeDidChangeNotification")

    /// The main screen (deprecated in iOS 16 in favour of the window scene's `screen`).
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1280, height: 800), scale: 1)
}
