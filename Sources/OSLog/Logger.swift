import Foundation
internal import Logging

/// os's `Logger`, writing through swift-log: each logger is a swift-log `Logger` labelled
/// `subsystem.category` (the process name for `Logger()`), so the app's swift-log backend
/// (`LoggingSystem.bootstrap`) decides where messages go; by default, standard error.
///
/// Levels: `debug` → debug, `info` → info, `notice`/`log` → notice, `warning`/`error` → error,
/// `fault`/`critical` → critical, `trace` → trace. swift-log's default level is `info`, so `debug`
/// and `trace` messages are dropped unless the backend's level is lowered, as os keeps debug
/// messages out of the persisted log.
public struct Logger: Sendable {
    private let backing: Logging.Logger?

    public init(subsystem: String, category: String) {
        self.init(OSLog(subsystem: subsystem, category: category))
    }

    /// The process's default log.
    public init() {
        self.init(OSLog.default)
    }

    public init(_ log: OSLog) {
        backing = log.isDisabled ? nil : Logging.Logger(label: log.label)
    }

    public func log(_ message: OSLogMessage) { write(.notice, message.text) }
    public func log(level: OSLogType, _ message: OSLogMessage) { write(Self.level(for: level), message.text) }
    public func trace(_ message: OSLogMessage) { write(.trace, message.text) }
    public func debug(_ message: OSLogMessage) { write(.debug, message.text) }
    public func info(_ message: OSLogMessage) { write(.info, message.text) }
    public func notice(_ message: OSLogMessage) { write(.notice, message.text) }
    public func warning(_ message: OSLogMessage) { write(.warning, message.text) }
    public func error(_ message: OSLogMessage) { write(.error, message.text) }
    public func critical(_ message: OSLogMessage) { write(.critical, message.text) }
    public func fault(_ message: OSLogMessage) { write(.critical, message.text) }

    private func write(_ level: Logging.Logger.Level, _ text: String) {
        backing?.log(level: level, "\(text)")
    }

    static func level(for type: OSLogType) -> Logging.Logger.Level {
        switch type {
        case .debug: .debug
        case .info: .info
        case .error: .error
        case .fault: .critical
        default: .notice
        }
    }
}

/// os's `os_log` with a printf-style format: `%@`, `%s`, `%d`, `%i`, `%u`, `%ld`, `%lu`, `%lld`,
/// `%llu`, `%x`, `%f`, `%.2f`, `%c`, `%%`, each with an optional `{public}` / `{private}`. As with
/// os, a `%@` or `%s` value without `{public}` is written `<private>` (scalars are public); see
/// ``OSLogPrivacy``.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {
    osLogWrite(log, type, message, args)
}

public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...) {
    osLogWrite(log, type, message, args)
}

/// `os_log` with an interpolated message (iOS 14).
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {
    Logger(log).log(level: type, message)
}

private func osLogWrite(_ log: OSLog, _ type: OSLogType, _ format: StaticString, _ args: [any CVarArg]) {
    Logger(log).log(level: type, OSLogMessage(stringLiteral: OSLogFormat.render("\(format)", args)))
}

/// A printf-style os_log format, rendered with os's privacy rules.
enum OSLogFormat {
    static func render(_ format: String, _ args: [any CVarArg]) -> String {
        var output = ""
        var remaining = args[...]
        var scalars = Array(format.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "%" else { output.unicodeScalars.append(scalar); continue }
            if scalars.first == "%" { scalars.removeFirst(); output += "%"; continue }
            var privacy = OSLogPrivacy.auto
            if scalars.first == "{" {
                let annotation = String(String.UnicodeScalarView(scalars.prefix { $0 != "}" }).dropFirst())
                scalars = scalars.drop { $0 != "}" }.dropFirst()
                if annotation.contains("public") { privacy = .public } else if annotation.contains("private") { privacy = .private }
            }
            var spec = "%"
            while let next = scalars.first, "0123456789.-+ #lhqjzt".unicodeScalars.contains(next) {
                spec.unicodeScalars.append(next)
                scalars.removeFirst()
            }
            guard let conversion = scalars.popFirst() else { output += spec; break }
            guard let arg = remaining.popFirst() else { output += "<missing>"; continue }
            let isScalar = conversion != "@" && conversion != "s"
            let rendered: String
            switch conversion {
            case "@", "s": rendered = String(describing: arg)
            case "d", "i", "u", "x", "X", "o", "c":
                spec.unicodeScalars.append(conversion)
                rendered = String(format: spec, arg)
            default:
                spec.unicodeScalars.append(conversion)
                rendered = String(format: spec, arg)
            }
            output += privacy.shows(isScalar: isScalar) ? rendered : privacy.redacted(rendered)
        }
        return output
    }
}
