/// A problem found in an Info.plist, with where it is and what to do about it.
///
/// The codes are listed in ``DiagnosticCode`` and documented in docs/MANIFEST.md.
package struct ManifestDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// How bad a finding is. Ordered `info < warning < error`.
    package enum Severity: String, Sendable, Comparable, CaseIterable {
        /// Worth knowing; nothing is wrong.
        case info
        /// Probably a mistake: the app still launches, but not as the author likely meant.
        case warning
        /// The file is broken: UIKit ignores the value (or the whole file).
        case error

        private var rank: Int {
            switch self {
            case .info: return 0
            case .warning: return 1
            case .error: return 2
            }
        }

        /// Orders severities from ``info`` to ``error``.
        package static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    /// How bad the finding is.
    package var severity: Severity
    /// A stable identifier of the kind of finding, for example `unknown-role` (see ``DiagnosticCode``).
    package var code: String
    /// The key path, for example `UIApplicationSceneManifest.UISceneConfigurations.X[0]`.
    /// Empty for findings about the whole file.
    package var keyPath: String
    /// What is wrong and what it does at run time.
    package var message: String
    /// What to do about it.
    package var fix: String?
    /// The file, when known.
    package var file: String?
    /// The 1-based line in an XML plist, when known.
    package var line: Int?

    /// Creates a finding.
    package init(severity: Severity, code: String, keyPath: String, message: String, fix: String? = nil, file: String? = nil, line: Int? = nil) {
        self.severity = severity
        self.code = code
        self.keyPath = keyPath
        self.message = message
        self.fix = fix
        self.file = file
        self.line = line
    }

    /// Creates a finding whose severity is the code's fixed severity.
    package init(_ code: DiagnosticCode, keyPath: String, message: String, fix: String? = nil, file: String? = nil, line: Int? = nil) {
        self.init(severity: code.severity, code: code.rawValue, keyPath: keyPath, message: message, fix: fix, file: file, line: line)
    }

    /// One line: `file:line: severity: [code] keyPath: message Fix: fix`.
    package var description: String {
        var location = file ?? "Info.plist"
        if let line { location += ":\(line)" }
        var text = "\(location): \(severity.rawValue): [\(code)] "
        if !keyPath.isEmpty { text += "\(keyPath): " }
        text += message
        if let fix { text += " Fix: \(fix)" }
        return text
    }
}
