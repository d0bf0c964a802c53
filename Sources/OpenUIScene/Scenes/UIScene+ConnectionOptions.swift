import Foundation

extension UIScene {
    /// Why a scene is being connected: the URLs, activities and other payloads that caused it.
    /// The engine creates it; apps never do.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// URLs that caused the connection (a launch from a URL, or a URL routed to a new scene).
        public var urlContexts: Set<UIOpenURLContext> { readParts |= Part.urlContexts; return storedURLContexts }
        /// The bundle id of the app that asked, when known.
        public var sourceApplication: String? { readParts |= Part.sourceApplication; return storedSourceApplication }
        /// The type of a Handoff activity that is still arriving; always `nil` on Linux.
        public var handoffUserActivityType: String? { readParts |= Part.handoffUserActivityType; return storedHandoffUserActivityType }
        /// Activities that caused the connection, including the one passed to an activation request.
        public var userActivities: Set<NSUserActivity> { readParts |= Part.userActivities; return storedUserActivities }
        /// The quick action that launched the app (on the desktop: an action of the app's entry).
        public var shortcutItem: UIApplicationShortcutItem? { readParts |= Part.shortcutItem; return storedShortcutItem }
        /// The notification the user answered, which launched the app or opened this scene: the
        /// engine's record; `import UserNotifications` reads it as `notificationResponse`
        /// (Sources/UserNotifications: that module depends on this one, not the reverse).
        package var notificationResponseRecord: NotificationResponseRecord? { readParts |= Part.notificationResponse; return storedNotificationResponse }

        // What the engine handed over, read by the engine without counting as a read by the app.
        package let storedURLContexts: Set<UIOpenURLContext>
        package let storedSourceApplication: String?
        package let storedHandoffUserActivityType: String?
        package let storedUserActivities: Set<NSUserActivity>
        package let storedShortcutItem: UIApplicationShortcutItem?
        package let storedNotificationResponse: NotificationResponseRecord?

        /// Which properties the app has read (bits of ``Part``): the run-time lifecycle checks
        /// warn about a payload that arrived here and was never read (SceneEngine+LifecycleChecks.swift).
        package var readParts: UInt8 = 0
        package enum Part {
            package static let urlContexts: UInt8 = 1 << 0
            package static let userActivities: UInt8 = 1 << 1
            package static let shortcutItem: UInt8 = 1 << 2
            package static let notificationResponse: UInt8 = 1 << 3
            package static let sourceApplication: UInt8 = 1 << 4
            package static let handoffUserActivityType: UInt8 = 1 << 5
        }

        init(urlContexts: Set<UIOpenURLContext> = [], sourceApplication: String? = nil, handoffUserActivityType: String? = nil, userActivities: Set<NSUserActivity> = [], shortcutItem: UIApplicationShortcutItem? = nil, notificationResponse: NotificationResponseRecord? = nil) {
            self.storedNotificationResponse = notificationResponse
            self.storedURLContexts = urlContexts
            self.storedSourceApplication = sourceApplication
            self.storedHandoffUserActivityType = handoffUserActivityType
            self.storedUserActivities = userActivities
            self.storedShortcutItem = shortcutItem
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
