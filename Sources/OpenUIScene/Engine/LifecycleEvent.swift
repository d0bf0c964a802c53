import Foundation

/// One step of the lifecycle, as recorded in the trace: a host intent, an app request, a
/// delegate call, a notification, a scene state change, a session change, an error or a warning.
///
/// JSON Lines form (one object per line, keys omitted when `nil`; see docs/TRACE.md):
/// `{"seq":12,"kind":"delegate","name":"sceneDidBecomeActive(_:)","session":"…","detail":"…"}`
public struct LifecycleEvent: Sendable, Equatable, Hashable, Codable, CustomStringConvertible {
    public enum Kind: String, Sendable, Codable, Hashable {
        /// Something the host (user, window system, test) asked for: `launch`, `moveToBackground`…
        case intent
        /// Something the app asked for: `requestSceneSessionActivation`…
        case request
        /// A call to the app delegate or a scene delegate, by its Swift selector-style name.
        case delegate
        /// A notification posted on `NotificationCenter.default`, by its UIKit name.
        case notification
        /// A scene's `activationState` changed: `name` is the new state, `detail` the old one.
        case state
        /// A session was created, restored, reconnected, discarded: `name` says which.
        case session
        /// A request the host should carry out (show, raise, dismiss a window).
        case host
        /// A misuse or a failure: `detail` says what and what to do.
        case error
        /// A lifecycle check found app code that loses data or does nothing (docs/AUDIT.md):
        /// `name` is the rule id (`url-lost-at-cold-launch`…), `detail` what was lost and the fix.
        case warning
    }

    /// Position in the trace, from 1.
    public var seq: Int
    public var kind: Kind
    public var name: String
    /// The session's `persistentIdentifier`, for scene and session events.
    public var session: String?
    public var detail: String?

    public init(seq: Int, kind: Kind, name: String, session: String? = nil, detail: String? = nil) {
        self.seq = seq
        self.kind = kind
        self.name = name
        self.session = session
        self.detail = detail
    }

    public var description: String {
        var text = "\(kind.rawValue) \(name)"
        if let session { text += " [\(session)]" }
        if let detail { text += " (\(detail))" }
        return text
    }
}
