/// The result of reading an Info.plist: the model (with whatever could be read) and the findings.
public struct InfoPlistParseResult: Sendable {
    /// The model. Values of the wrong type are left out of it.
    public var info: InfoPlist
    /// The loader's findings: wrong types (errors) and device-specific keys (information).
    /// ``ManifestLinter`` adds the semantic checks.
    public var diagnostics: [ManifestDiagnostic]
    /// The encoding of the file, or `nil` when parsed from an in-memory dictionary.
    public var format: InfoPlistFormat?

    /// Creates a result.
    public init(info: InfoPlist, diagnostics: [ManifestDiagnostic], format: InfoPlistFormat? = nil) {
        self.info = info
        self.diagnostics = diagnostics
        self.format = format
    }

    /// Whether any finding is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
