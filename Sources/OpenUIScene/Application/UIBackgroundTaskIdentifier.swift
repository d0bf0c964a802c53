import Foundation

/// A background task's identifier (``UIApplication/beginBackgroundTask(withName:expirationHandler:)``).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// What `beginBackgroundTask` returns when no more background time can be given.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// What a background fetch or a remote notification's handler got (its completion handler's
/// argument).
public enum UIBackgroundFetchResult: UInt, Sendable, CustomStringConvertible {
    case newData = 0, noData = 1, failed = 2

    public var description: String {
        switch self {
        case .newData: "newData"
        case .noData: "noData"
        case .failed: "failed"
        }
    }
}

/// Whether the app may do work in the background (`UIApplication.backgroundRefreshStatus`).
public enum UIBackgroundRefreshStatus: Int, Sendable {
    case restricted = 0, denied = 1, available = 2
}
