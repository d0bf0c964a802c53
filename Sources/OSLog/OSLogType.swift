import Foundation

/// A log message's level, as os's.
public struct OSLogType: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let `default` = OSLogType(rawValue: 0x00)
    public static let info = OSLogType(rawValue: 0x01)
    public static let debug = OSLogType(rawValue: 0x02)
    public static let error = OSLogType(rawValue: 0x10)
    public static let fault = OSLogType(rawValue: 0x11)
}

/// A log handle (`OSLog(subsystem:category:)`), for `os_log` and `Logger(_:)`.
public final class OSLog: Sendable {
    public let subsystem: String
    public let category: String
    let isDisabled: Bool

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        isDisabled = false
    }

    private init(disabled: Bool) {
        subsystem = ""
        category = ""
        isDisabled = disabled
    }

    /// The process's default log.
    public static let `default` = OSLog(disabled: false)
    /// A log that drops every message.
    public static let disabled = OSLog(disabled: true)

    /// The swift-log label: `subsystem.category`, or the process name for the default log.
    var label: String {
        subsystem.isEmpty && category.isEmpty ? ProcessInfo.processInfo.processName : "\(subsystem).\(category)"
    }
}
