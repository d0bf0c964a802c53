/// How sure a finding is.
public enum FindingSeverity: String, Sendable, Codable, Equatable {
    /// The app does not work at all: it will not launch when built with the iOS 27 SDK.
    case error
    /// The code loses behaviour on a device.
    case warning
    /// The analysis cannot tell: the code hands the value to something it cannot read (another
    /// module, a stored value of an opaque type). Worth a look; not counted as a finding.
    case note
}

/// One finding of one rule at one place.
public struct Finding: Sendable, Codable, Equatable {
    /// The rule's id (`url-lost-at-cold-launch`).
    public var ruleID: String
    /// Warning or note.
    public var severity: FindingSeverity
    /// The file, as given on the command line plus the path below it.
    public var path: String
    /// 1-based line.
    public var line: Int
    /// 1-based column (UTF-8 bytes, as the compiler counts).
    public var column: Int
    /// What goes wrong on a device, and what to do.
    public var message: String
    /// The column in UTF-16 code units, where it differs from `column` (SARIF counts so); not part
    /// of the JSON output.
    public var utf16Column: Int?

    enum CodingKeys: String, CodingKey {
        case ruleID, severity, path, line, column, message
    }

    public init(ruleID: String, severity: FindingSeverity, path: String, line: Int, column: Int, message: String) {
        self.ruleID = ruleID
        self.severity = severity
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }
}
