import Foundation
import OpenUISceneStore

/// Converts activities to and from their stored form.
enum ActivityArchive {
    /// The storable form; fails when `userInfo` holds a value that is not a property-list type.
    static func stored(from activity: NSUserActivity) throws(PropertyListConversionError) -> StoredActivity {
        var userInfo: [String: PropertyListValue]?
        if let info = activity.userInfo {
            guard case .dictionary(let converted) = try PropertyListValue(converting: info, keyPath: "NSUserActivity(\(activity.activityType)).userInfo") else {
                userInfo = nil
                return StoredActivity(activityType: activity.activityType)
            }
            userInfo = converted
        }
        return StoredActivity(
            activityType: activity.activityType,
            title: activity.title,
            userInfo: userInfo,
            targetContentIdentifier: activity.targetContentIdentifier,
            persistentIdentifier: activity.persistentIdentifier,
            webpageURL: activity.webpageURL?.absoluteString)
    }

    /// A new activity from its stored form.
    static func activity(from stored: StoredActivity) -> NSUserActivity {
        let activity = NSUserActivity(activityType: stored.activityType)
        activity.title = stored.title
        activity.userInfo = stored.userInfo.map { dictionary in
            var result: [AnyHashable: Any] = [:]
            for (key, value) in dictionary { result[key] = value.foundationValue }
            return result
        }
        activity.targetContentIdentifier = stored.targetContentIdentifier
        activity.persistentIdentifier = stored.persistentIdentifier
        activity.webpageURL = stored.webpageURL.flatMap(URL.init(string:))
        return activity
    }
}
