import ArgumentParser

/// `--format text|json`.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// Human-readable text (the default).
    case text
    /// JSON for machines, documented in docs/MANIFEST.md.
    case json
}

/// `--format text|json|sarif` of `scenectl port` and `scenectl migrate`.
enum ReportFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text
    case json
    /// SARIF 2.1.0, the tools' one diagnostic output (GitHub code scanning), as `scenectl doctor`'s.
    case sarif
}
