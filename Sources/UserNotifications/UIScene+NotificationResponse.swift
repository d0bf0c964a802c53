public import OpenUIScene

extension UIScene.ConnectionOptions {
    /// The notification the user answered, which launched the app or opened this scene (the
    /// delegate's `didReceive` follows; docs/LIFECYCLE.md "User notifications").
    public var notificationResponse: UNNotificationResponse? {
        notificationResponseRecord.map(UNUserNotificationCenter.response)
    }
}
