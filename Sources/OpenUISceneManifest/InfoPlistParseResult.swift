/// The result of reading an Info.plist: the model (with whatever could be read) and the findings.
package struct InfoPlistParseResult: Sendable {
    /// The model. Values of the wrong type are left out of it.
    package var info: InfoPlist
    /// The loader's findings: wrong types (errors) and device-specific keys (information).
    /// ``ManifestLinter`` adds the semantic checks.
    package var diagnostics: [ManifestDiagnostic]
    /// The encoding of the file, or `nil` when parsed from an in-memory dictionary.
    package var format: InfoPlistFormat?
    /// The build settings expanded in the file's strings and where each value came from, when it
    /// was loaded with a ``BuildSettingsContext``; `nil` otherwise (references kept as written).
    package var buildSettings: BuildSettingsReport?

    /// Creates a result.
    package init(info: InfoPlist, diagnostics: [ManifestDiagnostic], format: InfoPlistFormat? = nil, buildSettings: BuildSettingsReport? = nil) {
        self.info = info
        self.diagnostics = diagnostics
        self.format = format
        self.buildSettings = buildSettings
    }

    /// Whether any finding is an error.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
