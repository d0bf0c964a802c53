import Foundation

/// A representation of the state of the app at a moment in time: what a scene shows, handed to
/// another scene, or saved for state restoration.
///
/// Foundation on Linux has no `NSUserActivity`, so OpenUIScene declares one with Apple's names.
/// If a future swift-corelibs-foundation ships its own, this declaration still wins for code that
/// imports `UIKit`/`OpenUIScene`: Swift's name lookup prefers a declaration from a module that
/// imports the module declaring the other one (OpenUIScene imports Foundation), so app code stays
/// unambiguous. Spell it `OpenUIScene.NSUserActivity` where you need to be explicit.
///
/// Like Apple's, this class is not isolated to the main actor and not `Sendable`: use an activity
/// from one actor at a time. The engine reads it on the main actor.
open class NSUserActivity: NSObject {
    /// A string that identifies a persistent activity (Apple's `NSUserActivityPersistentIdentifier`).
    public typealias PersistentIdentifier = String

    /// The activity type, for example `com.example.notes.editing`. To be saved for state
    /// restoration it must be listed in the app's `NSUserActivityTypes`.
    public let activityType: String
    open var title: String?
    /// Plist-type values only, if the activity is to be saved.
    open var userInfo: [AnyHashable: Any]?
    open var requiredUserInfoKeys: Set<String>?
    /// Set it when the state changed: the delegate's `userActivityWillSave(_:)` runs before the
    /// activity is saved or sent, then this is cleared.
    open var needsSave: Bool = false
    open var webpageURL: URL?
    open var referrerURL: URL?
    open var expirationDate: Date?
    open var keywords: Set<String> = []
    /// Matched against scenes' activation conditions to route the activity.
    open var targetContentIdentifier: String?
    open var persistentIdentifier: PersistentIdentifier?
    open var isEligibleForHandoff: Bool = true
    open var isEligibleForSearch: Bool = false
    open var isEligibleForPublicIndexing: Bool = false
    open var isEligibleForPrediction: Bool = false
    open var supportsContinuationStreams: Bool = false
    /// Told before the activity is saved; held weakly, as in Foundation.
    open weak var delegate: (any NSUserActivityDelegate)?

    /// Whether ``becomeCurrent()`` was called since the last ``resignCurrent()``.
    public private(set) var isCurrent = false
    /// `false` after ``invalidate()``.
    public private(set) var isValid = true

    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds (and replaces) entries in ``userInfo``.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var merged = userInfo ?? [:]
        for (key, value) in otherDictionary { merged[key] = value }
        userInfo = merged
    }

    /// Marks the activity as the one the user is doing now. On Linux there is no Handoff: this
    /// records the state only.
    open func becomeCurrent() {
        guard isValid else { return }
        isCurrent = true
    }

    open func resignCurrent() {
        isCurrent = false
    }

    /// Ends the activity; it cannot become current again.
    open func invalidate() {
        isCurrent = false
        isValid = false
    }

    /// A new activity with the same values (the engine copies the restoration activity into the
    /// session, as UIKit does). The delegate is not copied.
    open func copyActivity() -> NSUserActivity {
        let copy = NSUserActivity(activityType: activityType)
        copy.title = title
        copy.userInfo = userInfo
        copy.requiredUserInfoKeys = requiredUserInfoKeys
        copy.webpageURL = webpageURL
        copy.referrerURL = referrerURL
        copy.expirationDate = expirationDate
        copy.keywords = keywords
        copy.targetContentIdentifier = targetContentIdentifier
        copy.persistentIdentifier = persistentIdentifier
        copy.isEligibleForHandoff = isEligibleForHandoff
        copy.isEligibleForSearch = isEligibleForSearch
        copy.isEligibleForPublicIndexing = isEligibleForPublicIndexing
        copy.isEligibleForPrediction = isEligibleForPrediction
        return copy
    }

    open override var description: String {
        "<NSUserActivity \(activityType)\(title.map { " \"\($0)\"" } ?? "")>"
    }
}

/// Told about an activity's life. Unlike Foundation's, this protocol is main-actor isolated,
/// because the engine calls it while saving scene state on the main actor, and the objects that
/// adopt it (view controllers, scene delegates) are main-actor isolated.
@preconcurrency @MainActor
public protocol NSUserActivityDelegate: AnyObject {
    /// The activity is about to be saved or sent: update its `userInfo` now.
    func userActivityWillSave(_ userActivity: NSUserActivity)
    func userActivityWasContinued(_ userActivity: NSUserActivity)
}

extension NSUserActivityDelegate {
    public func userActivityWillSave(_ userActivity: NSUserActivity) {}
    public func userActivityWasContinued(_ userActivity: NSUserActivity) {}
}
