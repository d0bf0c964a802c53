import Foundation

/// A home-screen quick action. Linux has no home screen: scenes never receive one from the
/// system, but the type exists so that scene code handling quick actions compiles.
@preconcurrency @MainActor
open class UIApplicationShortcutItem: NSObject {
    open var type: String { storage.type }
    open var localizedTitle: String { storage.localizedTitle }
    open var localizedSubtitle: String? { storage.localizedSubtitle }
    open var icon: UIApplicationShortcutIcon? { storage.icon }
    open var userInfo: [String: any NSSecureCoding]? { storage.userInfo }

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
