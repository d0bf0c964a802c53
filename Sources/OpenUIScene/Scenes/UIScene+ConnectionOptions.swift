import Foundation

extension UIScene {
    /// Why a scene is being connected: the URLs, activities and other payloads that caused it.
    /// The engine creates it; apps never do.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// URLs that caused the connection (a launch from a URL, or a URL routed to a new scene).
        public let urlContexts: Set<UIOpenURLContext>
        /// The bundle id of the app that asked, when known.
        public let sourceApplication: String?
        /// The type of a Handoff activity that is still arriving; always `nil` on Linux.
        public let handoffUserActivityType: String?
        /// Activities that caused the connection, including the one passed to an activation request.
        public let userActivities: Set<NSUserActivity>
        /// The quick action that launched the app; `nil` on Linux (no home-screen quick actions).
        public let shortcutItem: UIApplicationShortcutItem?
        /// The notification the user answered, which launched the app or opened this scene: the
        /// engine's record; `import UserNotifications` reads it as `notificationResponse`
        /// (Sources/UserNotifications: that module depends on this one, not the reverse).
        package let notificationResponseRecord: NotificationResponseRecord?

        init(urlContexts: Set<UIOpenURLContext> = [], sourceApplication: String? = nil, handoffUserActivityType: String? = nil, userActivities: Set<NSUserActivity> = [], shortcutItem: UIApplicationShortcutItem? = nil, notificationResponse: NotificationResponseRecord? = nil) {
            self.notificationResponseRecord = notificationResponse
            self.urlContexts = urlContexts
            self.sourceApplication = sourceApplication
            self.handoffUserActivityType = handoffUserActivityType
            self.userActivities = userActivities
            self.shortcutItem = shortcutItem
            super.init()
        }
    }

    /// Options that came with a URL.
    @preconcurrency @MainActor
    open class OpenURLOptions: NSObject {
        /// The bundle id of the app that opened the URL, when known.
        public let sourceApplication: String?
        public let annotation: Any?
        /// Whether the file must be opened in place rather than copied.
        public let openInPlace: Bool

        init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false) {
            self.sourceApplication = sourceApplication
            self.annotation = annotation
            self.openInPlace = openInPlace
            super.init()
        }
    }
}

/// A URL handed to a scene, with the options it came with.
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
    public let url: URL
    public let options: UIScene.OpenURLOptions

    init(url: URL, options: UIScene.OpenURLOptions) {
        self.url = url
        self.options = options
        super.init()
    }
}
