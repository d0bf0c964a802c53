import Foundation

/// The icon of a quick action; kept for source compatibility (Linux shows no quick actions).
@preconcurrency @MainActor
open class UIApplicationShortcutIcon: NSObject {
    public enum IconType: Int, Sendable { case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation, favorite, love, cloud, invitation, confirmation, mail, message, date, time, capturePhoto, captureVideo, task, taskCompleted, alarm, bookmark, shuffle, audio, update }
    public let name: String
    public init(type: IconType) { self.name = "\(type)"; super.init() }
    public init(systemImageName: String) { self.name = systemImageName; super.init() }
    public init(templateImageName: String) { self.name = templateImageName; super.init() }
}

extension UIApplication {
    /// The app's quick actions; kept, never shown on Linux.
    public var shortcutItems: [UIApplicationShortcutItem]? {
        get { engine.shortcutItems }
        set { engine.shortcutItems = newValue }
    }

    /// The URL that opens the app's settings; on Linux a `app-settings:` URL the host may handle.
    nonisolated public static let openSettingsURLString = "app-settings:"
}
