import Foundation

/// `BuildSettings.xcconfig` beside the Info.plist: the build settings an app gives the
/// Info.plist's `$(NAME)` references, in a subset of Xcode's `.xcconfig` syntax
/// (docs/MANIFEST.md, "Build settings"):
///
///     // Comments start with // and run to the end of the line.
///     PRODUCT_BUNDLE_IDENTIFIER = com.example.$(PRODUCT_NAME:rfc1034identifier)
///     MARKETING_VERSION = 2.1
///
/// - One `NAME = value` per line; `NAME` is letters, digits and `_`, not starting with a digit.
///   Spaces around `=` and at the ends of the value are dropped; the value may be empty and may
///   use other settings (`$(NAME)`, `${NAME}`, with the supported modifiers).
/// - A later line for the same name replaces an earlier one (as in Xcode).
/// - `#include`, conditional assignments (`NAME[sdk=iphoneos*] = …`) and anything else that is
///   not `NAME = value` are reported (`invalid-build-settings-file`, naming the line) and ignored.
/// - The file is read as an Info.plist is: a regular file of at most 1 MiB, in UTF-8.
package struct BuildSettingsFile: Sendable, Equatable {
    /// The name of the file, looked for in the Info.plist's folder.
    package static let fileName = "BuildSettings.xcconfig"

    /// One `NAME = value` line.
    package struct Assignment: Sendable, Equatable {
        /// The setting's name.
        package var name: String
        /// The value as written (references not yet expanded).
        package var value: String
        /// The 1-based line.
        package var line: Int
    }

    /// Where it was read from, for messages.
    package var path: String
    /// The effective assignment of each name (the last line for a name wins).
    package var assignments: [String: Assignment]
    /// The lines that are not `NAME = value`, and a file that cannot be read: each an
    /// `invalid-build-settings-file` error naming the file and line.
    package var diagnostics: [ManifestDiagnostic]

    /// Parses the text of a settings file; `path` is used in messages.
    package init(text: String, path: String) {
        self.path = path
        self.assignments = [:]
        self.diagnostics = []
        var lineNumber = 0
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lineNumber += 1
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            line = line.trimmingBuildSettingSpace()
            if line.isEmpty { continue }
            if line.hasPrefix("#include") {
                reject(lineNumber, rawLine, "is an #include, which OpenUIScene does not follow",
                       fix: "Copy the settings the Info.plist uses into \(path) itself.")
                continue
            }
            guard let equals = line.firstIndex(of: "=") else {
                reject(lineNumber, rawLine, "is not a NAME = value line",
                       fix: "Write one setting per line as NAME = value (Xcode's .xcconfig syntax); comments start with //.")
                continue
            }
            let name = line[..<equals].trimmingBuildSettingSpace()
            let value = line[line.index(after: equals)...].trimmingBuildSettingSpace()
            if name.contains("[") {
                reject(lineNumber, rawLine, "is a conditional assignment (NAME[condition] = value), which OpenUIScene does not support",
                       fix: "Write the setting without a condition: \(name.prefix { $0 != "[" }) = value.")
                continue
            }
            guard BuildSettingReference.isSettingName(name) else {
                reject(lineNumber, rawLine, "does not start with a setting name (letters, digits and _, not starting with a digit)",
                       fix: "Write one setting per line as NAME = value, for example PRODUCT_BUNDLE_IDENTIFIER = com.example.MyApp.")
                continue
            }
            assignments[String(name)] = Assignment(name: String(name), value: String(value), line: lineNumber)
        }
    }

    /// The settings file for the Info.plist at `infoPlist`: `BuildSettings.xcconfig` in its folder.
    package static func url(besideInfoPlistAt infoPlist: URL) -> URL {
        infoPlist.deletingLastPathComponent().appendingPathComponent(fileName)
    }

    /// Reads the file at `url`: `nil` when there is none; a file that cannot be read (a folder,
    /// a FIFO, over 1 MiB, not UTF-8, no permission) gives a value with no assignment and one
    /// diagnostic saying why.
    package static func read(_ url: URL) -> BuildSettingsFile? {
        let data: Data
        do {
            data = try InfoPlistFileReader.contents(of: url)
        } catch {
            if case .fileNotFound = error { return nil }
            var file = BuildSettingsFile(text: "", path: url.path)
            file.diagnostics.append(ManifestDiagnostic(
                .invalidBuildSettingsFile, keyPath: "",
                message: "the build settings file \(url.path) \(error.message.hasSuffix(".") ? String(error.message.dropLast()) : error.message); its settings are not used.",
                fix: "Make \(fileName) a regular text file of NAME = value lines, or remove it."))
            return file
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            var file = BuildSettingsFile(text: "", path: url.path)
            file.diagnostics.append(ManifestDiagnostic(
                .invalidBuildSettingsFile, keyPath: "",
                message: "the build settings file \(url.path) is not UTF-8 text; its settings are not used.",
                fix: "Save \(fileName) as UTF-8."))
            return file
        }
        return BuildSettingsFile(text: text, path: url.path)
    }

    private mutating func reject(_ line: Int, _ text: Substring, _ problem: String, fix: String) {
        diagnostics.append(ManifestDiagnostic(
            .invalidBuildSettingsFile, keyPath: "",
            message: "\(path):\(line): \(PlistValue.quoted(String(text.trimmingBuildSettingSpace()))) \(problem); the line is ignored.",
            fix: fix))
    }
}

extension Substring {
    /// Without spaces, tabs and carriage returns at either end.
    fileprivate func trimmingBuildSettingSpace() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return self[endIndex...] }
        return self[first...last]
    }
}
