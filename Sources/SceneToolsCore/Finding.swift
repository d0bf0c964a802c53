import Foundation

/// The one diagnostic type of the tools (`scenectl doctor`'s findings, `scenectl port`'s and
/// `scenectl migrate`'s manual steps in SARIF): how sure a finding is.
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
    /// What to do, when the tool says it apart from the message (port's fixes).
    public var fix: String?

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

/// A rule as SARIF describes it.
public struct SARIFRule: Sendable {
    public var id: String
    public var name: String
    public var fullDescription: String
    public var help: String
    public var helpUri: String
    /// `error`, `warning` or `note`.
    public var level: String

    public init(id: String, name: String, fullDescription: String, help: String, helpUri: String, level: String) {
        self.id = id
        self.name = name
        self.fullDescription = fullDescription
        self.help = help
        self.helpUri = helpUri
        self.level = level
    }
}

/// SARIF 2.1.0 logs of the tools' findings, for GitHub code scanning: one run, every rule, every
/// finding with its location (a line 0 names the file only; an empty path, the whole app).
public enum SARIFWriter {
    public static func log(tool: String, informationUri: String, rules: [SARIFRule], findings: [Finding]) -> String {
        let ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let log = SARIF.Log(runs: [SARIF.Run(
            tool: SARIF.Tool(driver: SARIF.Driver(
                name: tool,
                informationUri: informationUri,
                rules: rules.map { rule in
                    SARIF.Rule(id: rule.id, name: rule.name, shortDescription: SARIF.Message(text: rule.name),
                               fullDescription: SARIF.Message(text: rule.fullDescription), help: SARIF.Message(text: rule.help),
                               helpUri: rule.helpUri, defaultConfiguration: SARIF.Configuration(level: rule.level))
                }
            )),
            results: findings.map { finding in
                SARIF.Result(
                    ruleId: finding.ruleID,
                    ruleIndex: ruleIndex[finding.ruleID] ?? 0,
                    level: finding.severity.rawValue,
                    message: SARIF.Message(text: finding.message + (finding.fix.map { " Fix: \($0)" } ?? "")),
                    locations: finding.path.isEmpty ? [] : [SARIF.Location(physicalLocation: SARIF.PhysicalLocation(
                        artifactLocation: SARIF.ArtifactLocation(uri: uri(finding.path)),
                        region: finding.line > 0 ? SARIF.Region(startLine: finding.line, startColumn: finding.utf16Column ?? finding.column) : nil
                    ))]
                )
            }
        )])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(log) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// A relative path as a URI reference (`./` dropped, each component percent-encoded).
    public static func uri(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        let encoded = trimmed.split(separator: "/", omittingEmptySubsequences: false).map { component in
            String(component).addingPercentEncoding(withAllowedCharacters: allowed) ?? String(component)
        }.joined(separator: "/")
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}

/// The part of SARIF 2.1.0 that the report uses (https://docs.oasis-open.org/sarif/sarif/v2.1.0/sarif-v2.1.0.html).
enum SARIF {
    struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]
        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }
    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
        /// Columns count UTF-16 code units (SARIF's default, said explicitly).
        var columnKind = "utf16CodeUnits"
    }
    struct Tool: Encodable { var driver: Driver }
    struct Driver: Encodable {
        var name: String
        var informationUri: String
        var rules: [Rule]
    }
    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var help: Message
        var helpUri: String
        var defaultConfiguration: Configuration
    }
    struct Configuration: Encodable { var level: String }
    struct Message: Encodable { var text: String }
    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
    }
    struct Location: Encodable { var physicalLocation: PhysicalLocation }
    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }
    struct ArtifactLocation: Encodable { var uri: String }
    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }
}
