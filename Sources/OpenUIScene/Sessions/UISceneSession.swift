import Foundation
import OpenUISceneStore

/// The persistent side of a scene: it exists before its scene connects, survives disconnects and
/// relaunches, and ends only when it is discarded.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// Unique for the lifetime of the session, across relaunches.
    public let persistentIdentifier: String
    public let role: Role
    /// The configuration the scene is created with: resolved once when the session is created
    /// (a copy of what the app delegate returned), then reused for every reconnect and relaunch.
    public internal(set) var configuration: UISceneConfiguration
    /// The scene, while one is connected.
    public internal(set) weak var scene: UIScene?

    /// The state to restore when the scene reconnects. The engine fills it with a copy of what
    /// `stateRestorationActivity(for:)` returned, after the scene enters the background and before
    /// every disconnect.
    open var stateRestorationActivity: NSUserActivity? {
        didSet {
            storedRestoration = nil
            engine?.sessionDataDidChange(self)
        }
    }

    /// The stored form of the restoration activity, computed at its first save and reused by
    /// later saves of the session (a state change saves the session too: converting the activity
    /// each time doubled the cost of a background/foreground round trip). Cleared when the
    /// activity is replaced; a change made to the activity object in place is saved when the
    /// activity is set again.
    @exclusivity(unchecked) var storedRestoration: (activity: ObjectIdentifier, stored: StoredActivity?)?

    /// Extra state kept with the session. Property-list types only (`String`, numbers, `Bool`,
    /// `Date`, `Data`, `URL`, arrays and dictionaries of them): a value of another type is refused
    /// with an error naming its key, and the previous value is kept.
    open var userInfo: [String: Any]? {
        get { userInfoStorage }
        set {
            if let newValue {
                do {
                    storedUserInfo = try PropertyListValue.dictionary(converting: newValue, keyPath: "UISceneSession.userInfo")
                } catch {
                    engine?.reportMisuse("UISceneSession.userInfo (session \(persistentIdentifier))", error.description)
                    return
                }
            } else {
                storedUserInfo = nil
            }
            userInfoStorage = newValue
            engine?.sessionDataDidChange(self)
        }
    }

    private var userInfoStorage: [String: Any]?
    /// The validated, storable form of ``userInfo``.
    @exclusivity(unchecked) var storedUserInfo: [String: PropertyListValue]?
    @exclusivity(unchecked) weak var engine: SceneEngine?
    /// Whether the session's window is open in the foreground: true from the moment its scene
    /// connects (it connects to come to the foreground) until the scene enters the background; a
    /// termination keeps the value it had before the scenes went down. Every change is saved at
    /// once, so that after a crash the next launch brings back exactly the windows that were on
    /// screen at the last completed save (docs/RELIABILITY.md).
    @exclusivity(unchecked) var wasInForeground = false {
        didSet { if oldValue != wasInForeground { engine?.sessionDataDidChange(self) } }
    }
    /// Held by the crash-loop guard: kept, but not reconnected at launch until the app activates it.
    @exclusivity(unchecked) var heldAfterCrashLoop = false {
        didSet { if oldValue != heldAfterCrashLoop { engine?.sessionDataDidChange(self) } }
    }
    /// Where the session comes in its engine's creation order (set when the engine registers it;
    /// 0 once it is discarded), for stable listings. Kept here rather than in a dictionary by
    /// identifier: hashing the identifier was part of every new session's cost (issue 22).
    @exclusivity(unchecked) var creationSequence = 0
    /// When the session's scene last became active in this run (larger is more recent), for
    /// routing; `nil` until then.
    @exclusivity(unchecked) var activationSequence: Int?
    /// The engine operation in which the session's state was last captured (at most one capture
    /// per operation: background then disconnect during termination); `nil` once its scene
    /// comes back to the foreground.
    @exclusivity(unchecked) var lastCaptureOperation: Int?
    /// The scene's title when the session was last stored (kept while the session has no scene).
    @exclusivity(unchecked) var lastTitle: String?

    init(persistentIdentifier: String, role: Role, configuration: UISceneConfiguration) {
        self.persistentIdentifier = persistentIdentifier
        self.role = role
        self.configuration = configuration
        super.init()
    }

    /// Restores the user info read from the store.
    func restoreUserInfo(_ stored: [String: PropertyListValue]?) {
        storedUserInfo = stored
        userInfoStorage = stored?.mapValues(\.foundationValue)
    }

    open override var description: String {
        "<UISceneSession \(persistentIdentifier) role=\(role.rawValue)>"
    }
}

extension UISceneSession {
    /// What kind of scene a session is for. String-typed, with UIKit's raw values.
    public struct Role: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// An interactive window: the app's ordinary scenes.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display (iOS 16 name).
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
        /// The deprecated name of the external-display role.
        public static let windowExternalDisplay = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplay")
        /// CarPlay: kept so that Info.plists and code using it load; never connected on Linux.
        public static let carTemplateApplication = Role(rawValue: "CPTemplateApplicationSceneSessionRoleApplication")

        public var description: String { rawValue }

        /// Roles whose scenes are window scenes (`UIWindowScene` by default).
        var isWindowRole: Bool { rawValue.hasPrefix("UIWindowSceneSessionRole") }
    }
}
