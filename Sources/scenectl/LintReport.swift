import Foundation
import OpenUISceneManifest

/// The result of linting several Info.plists, and its text and JSON renderings.
struct LintReport: Sendable {
    /// The findings of one file.
    struct FileResult: Sendable {
        /// The path as given on the command line.
        var path: String
        /// `false` when the file could not be read at all (exit status 2).
        var readable: Bool
        /// The findings, in line order.
        var diagnostics: [ManifestDiagnostic]
        /// The build settings the file uses, with their values and sources (`nil` when it could not be decoded).
        var buildSettings: BuildSettingsReport?

        func count(_ severity: ManifestDiagnostic.Severity) -> Int {
            diagnostics.filter { $0.severity == severity }.count
        }
    }

    var files: [FileResult]
    var strict: Bool

    /// Lints every path (in order), expanding build settings with `buildSettings` (by default:
    /// only the settings file beside each Info.plist and the constant defaults).
    init(paths: [String], strict: Bool, buildSettings context: BuildSettingsContext = BuildSettingsContext()) {
        self.strict = strict
        self.files = paths.map { path in
            do throws(InfoPlistLoadError) {
                let result = try ManifestLinter.check(contentsOf: URL(fileURLWithPath: path), buildSettings: context)
                return FileResult(path: path, readable: true, diagnostics: result.diagnostics.map { var d = $0; d.file = path; return d },
                                  buildSettings: result.buildSettings)
            } catch {
                var diagnostic = error.diagnostic
                diagnostic.file = path
                return FileResult(path: path, readable: false, diagnostics: [diagnostic], buildSettings: nil)
            }
        }
    }

    /// 2 when an input could not be read, else 1 when a file has an error (or a warning under
    /// `--strict`), else 0.
    var exitCode: Int32 {
        if files.contains(where: { !$0.readable }) { return 2 }
        let failing: ManifestDiagnostic.Severity = strict ? .warning : .error
        return files.contains { $0.diagnostics.contains { $0.severity >= failing } } ? 1 : 0
    }

    func render(_ format: OutputFormat) -> CommandOutput {
        switch format {
        case .text: return CommandOutput(standardOutput: text, exitCode: exitCode)
        case .json: return CommandOutput(standardOutput: CommandOutput.json(JSONReport(self)) + "\n", exitCode: exitCode)
        }
    }

    /// `path:line: severity: [code] keyPath: message`, an indented `fix:` line, then
    /// `path: build setting NAME = "value" from SOURCE` for each build setting, then a summary.
    var text: String {
        var lines: [String] = []
        for file in files {
            defer {
                if let report = file.buildSettings, !report.settings.isEmpty {
                    lines += BuildSettingsOutput.lines(report).map { "\(file.path): build setting \($0)" }
                }
            }
            if file.diagnostics.isEmpty {
                lines.append("\(file.path): ok")
                continue
            }
            for diagnostic in file.diagnostics {
                var location = file.path
                if let line = diagnostic.line { location += ":\(line)" }
                var line = "\(location): \(diagnostic.severity.rawValue): [\(diagnostic.code)]"
                if !diagnostic.keyPath.isEmpty { line += " \(diagnostic.keyPath):" }
                lines.append("\(line) \(diagnostic.message)")
                if let fix = diagnostic.fix { lines.append("    fix: \(fix)") }
            }
        }
        let errors = files.reduce(0) { $0 + $1.count(.error) }
        let warnings = files.reduce(0) { $0 + $1.count(.warning) }
        let infos = files.reduce(0) { $0 + $1.count(.info) }
        lines.append("\(files.count) file\(files.count == 1 ? "" : "s") checked: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"), \(infos) info\(strict ? " (strict: warnings fail)" : "").")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The documented JSON shape (docs/MANIFEST.md, "scenectl lint --format json").
    struct JSONReport: Encodable {
        struct Summary: Encodable {
            var files: Int, unreadable: Int, errors: Int, warnings: Int, infos: Int
        }
        struct File: Encodable {
            var path: String, readable: Bool, errors: Int, warnings: Int, infos: Int
            var diagnostics: [Diagnostic]
            var buildSettingsFile: String?
            var buildSettings: [BuildSettingsOutput.JSONSetting]
            func encode(to encoder: Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(path, forKey: .path)
                try container.encode(readable, forKey: .readable)
                try container.encode(errors, forKey: .errors)
                try container.encode(warnings, forKey: .warnings)
                try container.encode(infos, forKey: .infos)
                try container.encode(diagnostics, forKey: .diagnostics)
                try container.encode(buildSettingsFile, forKey: .buildSettingsFile)
                try container.encode(buildSettings, forKey: .buildSettings)
            }
            enum CodingKeys: String, CodingKey { case path, readable, errors, warnings, infos, diagnostics, buildSettingsFile, buildSettings }
        }
        struct Diagnostic: Encodable {
            var severity: String, code: String, keyPath: String, line: Int?, message: String, fix: String?
            init(_ diagnostic: ManifestDiagnostic) {
                severity = diagnostic.severity.rawValue
                code = diagnostic.code
                keyPath = diagnostic.keyPath
                line = diagnostic.line
                message = diagnostic.message
                fix = diagnostic.fix
            }
            func encode(to encoder: Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(severity, forKey: .severity)
                try container.encode(code, forKey: .code)
                try container.encode(keyPath, forKey: .keyPath)
                try container.encode(line, forKey: .line)
                try container.encode(message, forKey: .message)
                try container.encode(fix, forKey: .fix)
            }
            enum CodingKeys: String, CodingKey { case severity, code, keyPath, line, message, fix }
        }
        var schemaVersion = 1
        var strict: Bool
        var exitCode: Int32
        var summary: Summary
        var files: [File]

        init(_ report: LintReport) {
            strict = report.strict
            exitCode = report.exitCode
            files = report.files.map { file in
                File(path: file.path, readable: file.readable, errors: file.count(.error),
                     warnings: file.count(.warning), infos: file.count(.info),
                     diagnostics: file.diagnostics.map(Diagnostic.init),
                     buildSettingsFile: file.buildSettings.flatMap { $0.settingsFileFound ? $0.settingsFilePath : nil },
                     buildSettings: (file.buildSettings?.settings ?? []).map(BuildSettingsOutput.JSONSetting.init))
            }
            summary = Summary(files: files.count, unreadable: files.filter { !$0.readable }.count,
                              errors: files.reduce(0) { $0 + $1.errors },
                              warnings: files.reduce(0) { $0 + $1.warnings },
                              infos: files.reduce(0) { $0 + $1.infos })
        }
    }
}
