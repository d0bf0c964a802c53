import Foundation

/// A quick action: on iOS an item of the app icon's menu; on the desktop an action of the app's
/// desktop entry (its right-click menu in the launcher, docs/GTK.md). Choosing one launches or
/// activates the app and delivers it as on iOS (docs/LIFECYCLE.md "Quick actions").
@preconcurrency @MainActor
open class UIApplicationShortcutItem: NSObject {
    open var type: String { storage.type }
    open var localizedTitle: String { storage.localizedTitle }
    open var localizedSubtitle: String? { storage.localizedSubtitle }
    open var icon: UIApplicationShortcutIcon? { storage.icon }
    open var userInfo: [String: any NSSecureCoding]? { storage.userInfo }
    /// Routes the action to the scene that prefers this target (iOS 13), as URLs are routed.
    open var targetContentIdentifier: Any?

    struct Storage {
        var type: String
        var localizedTitle: String
        var localizedSubtitle: String?
        var icon: UIApplicationShortcutIcon?
        var userInfo: [String: any NSSecureCoding]?
    }
    var storage: Storage

    public init(type: String, localizedTitle: String, localizedSubtitle: String? = nil, icon: UIApplicationShortcutIcon? = nil, userInfo: [String: any NSSecureCoding]? = nil) {
        storage = Storage(type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle, icon: icon, userInfo: userInfo)
        super.init()
    }
}

/// A quick action whose properties can change.
@preconcurrency @MainActor
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem {
    open override var type: String {
        get { storage.type }
        set { storage.type = newValue }
    }
    open override var localizedTitle: String {
        get { storage.localizedTitle }
        set { storage.localizedTitle = newValue }
    }
    open override var localizedSubtitle: String? {
        get { storage.localizedSubtitle }
        set { storage.localizedSubtitle = newValue }
    }
    open override var icon: UIApplicationShortcutIcon? {
        get { storage.icon }
        set { storage.icon = newValue }
    }
    open override var userInfo: [String: any NSSecureCoding]? {
        get { storage.userInfo }
        set { storage.userInfo = newValue }
    }
}
