import Foundation

/// What a subcommand prints and the status it exits with, computed without side effects so that
/// tests can check both.
struct CommandOutput: Sendable, Equatable {
    /// Text for standard output (ends with a newline when not empty).
    var standardOutput: String
    /// Text for standard error.
    var standardError: String = ""
    /// The process exit status.
    var exitCode: Int32

    /// Encodes `value` as pretty-printed JSON with sorted keys and unescaped slashes.
    static func json<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
