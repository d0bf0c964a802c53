import Foundation

/// The icon of a quick action: its name (`compose`, an SF Symbol name, an image name); the desktop
/// entry's actions have no icons, so it is kept, not shown.
@preconcurrency @MainActor
open class UIApplicationShortcutIcon: NSObject {
    public enum IconType: Int, Sendable, CaseIterable { case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation, favorite, love, cloud, invitation, confirmation, mail, message, date, time, capturePhoto, captureVideo, task, taskCompleted, alarm, bookmark, shuffle, audio, update }
    public let name: String
    public init(type: IconType) { self.name = "\(type)"; super.init() }
    public init(systemImageName: String) { self.name = systemImageName; super.init() }
    public init(templateImageName: String) { self.name = templateImageName; super.init() }

    /// The icon an Info.plist names with `UIApplicationShortcutItemIconType`
    /// (`UIApplicationShortcutIconTypeCompose` → `.compose`); an unknown name is kept as it is.
    convenience init(plistTypeName: String) {
        let short = plistTypeName.hasPrefix("UIApplicationShortcutIconType") ? String(plistTypeName.dropFirst("UIApplicationShortcutIconType".count)) : plistTypeName
        if let type = IconType.allCases.first(where: { "\($0)".lowercased() == short.lowercased() }) {
            self.init(type: type)
        } else {
            self.init(templateImageName: plistTypeName)
        }
    }
}

extension UIApplication {
    /// The app's dynamic quick actions (after the Info.plist's); `SimulatedDevice.performQuickAction`
    /// and the GTK host's `--shortcut` deliver them (docs/LIFECYCLE.md "Quick actions").
    public var shortcutItems: [UIApplicationShortcutItem]? {
        get { engine.shortcutItems }
        set { engine.shortcutItems = newValue }
    }

    /// The URL that opens the app's settings; on Linux a `app-settings:` URL the host may handle.
    nonisolated public static let openSettingsURLString = "app-settings:"
}
