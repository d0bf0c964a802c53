import Foundation

/// A scene that shows windows: the default `sceneClass` for window roles.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The scene's windows, in the order they were attached.
    public internal(set) var windows: [UIWindow] = []

    /// The window that most recently became key in this scene.
    public var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

    /// The screen the scene is on.
    open var screen: UIScreen { UIScreen.main }

    /// The app's appearance (the desktop's, or the Info.plist's `UIUserInterfaceStyle`).
    open var traitCollection: UITraitCollection {
        UITraitCollection(userInterfaceStyle: (engine ?? SceneEngine.running)?.userInterfaceStyle ?? .light)
    }

    open var interfaceOrientation: UIInterfaceOrientation { .landscapeLeft }

    /// The smallest and largest sizes the host may give the scene's window (honoured by the GTK host).
    public let sizeRestrictions: UISceneSizeRestrictions? = UISceneSizeRestrictions()

    func attach(_ window: UIWindow) {
        guard !windows.contains(where: { $0 === window }) else { return }
        windows.append(window)
    }

    func detach(_ window: UIWindow) {
        windows.removeAll { $0 === window }
    }

    func makeKey(_ window: UIWindow) {
        for other in windows where other !== window { other.isKeyWindowStorage = false }
        window.isKeyWindowStorage = true
    }

    /// Releases the windows when the scene disconnects.
    func releaseWindows() {
        for window in windows { window.windowSceneStorage = nil }
        windows.removeAll()
    }
}

/// The size limits of a window scene.
@preconcurrency @MainActor
open class UISceneSizeRestrictions: NSObject {
    open var minimumSize: CGSize = .zero
    open var maximumSize: CGSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    open var allowsFullScreen = true
    override init() { super.init() }
}

extension UIWindowScene {
    /// The animation used when a scene is dismissed at the app's request.
    public enum DismissalAnimation: Int, Sendable {
        /// Neutral.
        case standard = 1
        /// The user completed the task (for example sent a message).
        case commit = 2
        /// The user cancelled or discarded the task.
        case decline = 3
    }
}
