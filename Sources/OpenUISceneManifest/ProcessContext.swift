import Foundation

/// The process's environment variables and executable, read the cheap way.
///
/// Start-up cost (issue 6 benchmark, callgrind): `ProcessInfo.processInfo.environment` builds a
/// dictionary of the whole environment on every call, and `Bundle.main` lists the executable's
/// folder (thousands of files in `/usr/bin`) to create the main bundle. Together they were about
/// 10 million instructions before the first window. The engine and the hosts read the few
/// variables they need with `getenv` and the executable from `/proc/self/exe` instead.
package enum ProcessContext {
    /// The value of one environment variable, or nil when it is not set.
    package static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The listed environment variables that are set, as a dictionary (for APIs that take an
    /// environment, such as ``InfoPlistDiscovery/discover(environment:arguments:explicitURL:executableURL:mainModuleName:moduleResourceBundles:)``).
    package static func environment(_ names: [String]) -> [String: String] {
        var values: [String: String] = [:]
        for name in names {
            if let value = environment(name) { values[name] = value }
        }
        return values
    }

    /// The environment variables whose names start with `prefix`, read from `environ` directly
    /// (no dictionary of the whole environment is built).
    package static func environment(prefixed prefix: String) -> [String: String] {
        var values: [String: String] = [:]
        let table: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        guard var entry = table else { return values }
        let length = prefix.utf8.count
        while let pointer = entry.pointee {
            if strncmp(pointer, prefix, length) == 0 {
                let text = String(cString: pointer)
                if let equals = text.firstIndex(of: "=") {
                    values[String(text[..<equals])] = String(text[text.index(after: equals)...])
                }
            }
            entry += 1
        }
        return values
    }

    /// The running executable, symlinks resolved (what `Bundle.main.executableURL` gives on
    /// Linux); `CommandLine.arguments[0]` where `/proc` is not mounted.
    package static let executableURL: URL = {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if length > 0 {
            return URL(fileURLWithPath: String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return URL(fileURLWithPath: CommandLine.arguments.first ?? "app").resolvingSymlinksInPath()
    }()
}
