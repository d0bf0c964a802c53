import Foundation

/// A home-screen quick action. Linux has no home screen: scenes never receive one from the
/// system, but the type exists so that scene code handling quick actions compiles.
@MainActor
open class UIApplicationShortcutItem: NSObject {
    public let type: String
    public let localizedTitle: String
    public let localizedSubtitle: String?
    public let userInfo: [String: any NSSecureCoding]?

    public init(type: String, localizedTitle: String, localizedSubtitle: String? = nil, icon: AnyObject? = nil, userInfo: [String: any NSSecureCoding]? = nil) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.userInfo = userInfo
        super.init()
    }
}
