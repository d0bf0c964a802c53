import ArgumentParser

/// `--format text|json`.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// Human-readable text (the default).
    case text
    /// JSON for machines, documented in docs/MANIFEST.md.
    case json
}
