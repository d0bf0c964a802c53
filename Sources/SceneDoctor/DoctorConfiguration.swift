import Foundation
import SceneToolsCore

/// `.scenectl.yml`: which rules run, which paths are left out, and each rule's severity, in
/// SwiftLint's `.swiftlint.yml` conventions where they fit (docs/DOCTOR.md "Configuration").
///
/// The file is read by ``ConfigurationYAML``, the part of YAML these keys need, not with Yams:
/// Yams imports `Combine` when it can, and in this package `Combine` is the OpenCombine shim built
/// after GRDB, which Yams' target cannot see (the build fails in some build orders).
///
/// ```yaml
/// disabled_rules:            # every rule but these
///   - per-window-callback-for-app-work
/// only_rules: []             # or: these rules and no other
/// excluded:                  # paths below the folder checked (a trailing /** is the same)
///   - Generated
///   - Vendor/**
/// arbitrary-window:
///   severity: note           # error, warning or note
/// ```
public struct DoctorConfiguration: Sendable, Equatable {
    public var disabledRules: Set<String> = []
    public var onlyRules: Set<String>?
    /// Path prefixes, relative to the folder checked.
    public var excluded: [String] = []
    /// Severity per rule id.
    public var severities: [String: FindingSeverity] = [:]

    public init() {}

    /// The file name looked for.
    public static let fileName = ".scenectl.yml"

    /// What is wrong in a configuration file, naming the file and the key.
    public struct Error: Swift.Error, Sendable, Equatable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// Reads a configuration; `knownRules` are the rule ids a key may name.
    public static func parse(_ text: String, path: String, knownRules: Set<String>) throws(Error) -> DoctorConfiguration {
        guard text.utf8.count <= 1 << 20 else { throw Error(path: path, reason: "larger than 1 MiB; not a configuration file") }
        let top: [String: Any]
        do { top = try ConfigurationYAML.parse(text) } catch {
            throw Error(path: path, reason: "line \(error.line): \(error.reason)")
        }
        var configuration = DoctorConfiguration()
        func ruleList(_ key: String) throws(Error) -> [String] {
            guard let value = top[key] else { return [] }
            guard let list = value as? [Any], list.allSatisfy({ $0 is String }) else { throw Error(path: path, reason: "'\(key)' must be a list of rule ids") }
            let ids = list.compactMap { $0 as? String }
            for id in ids where !knownRules.contains(id) {
                throw Error(path: path, reason: "'\(key)' names '\(id)', which is no rule; rules: \(knownRules.sorted().joined(separator: ", "))")
            }
            return ids
        }
        configuration.disabledRules = Set(try ruleList("disabled_rules"))
        if top["only_rules"] != nil { configuration.onlyRules = Set(try ruleList("only_rules")) }
        if let value = top["excluded"] {
            guard let list = value as? [Any], list.allSatisfy({ $0 is String }) else { throw Error(path: path, reason: "'excluded' must be a list of paths") }
            configuration.excluded = list.compactMap { $0 as? String }.map { entry in
                var prefix = entry
                while prefix.hasPrefix("./") { prefix.removeFirst(2) }
                if prefix.hasSuffix("/**") { prefix.removeLast(3) }
                while prefix.hasSuffix("/") { prefix.removeLast() }
                return prefix
            }.filter { !$0.isEmpty }
        }
        for (key, value) in top where !["disabled_rules", "only_rules", "excluded"].contains(key) {
            guard knownRules.contains(key) else {
                throw Error(path: path, reason: "unknown key '\(key)': the keys are disabled_rules, only_rules, excluded and a rule id with its severity")
            }
            guard let settings = value as? [String: Any], let text = settings["severity"] as? String, settings.count == 1 else {
                throw Error(path: path, reason: "'\(key)' must be a mapping with one key, severity (error, warning or note)")
            }
            guard let severity = FindingSeverity(rawValue: text) else {
                throw Error(path: path, reason: "'\(key).severity' is '\(text)'; it must be error, warning or note")
            }
            configuration.severities[key] = severity
        }
        return configuration
    }

    /// Whether the rule runs.
    public func runs(_ ruleID: String) -> Bool {
        if disabledRules.contains(ruleID) { return false }
        if let onlyRules { return onlyRules.contains(ruleID) }
        return true
    }

    /// Whether `path` (as the doctor prints it, below `root`) is left out.
    public func excludes(_ path: String, root: String) -> Bool {
        guard !excluded.isEmpty else { return false }
        var relative = ProjectPaths.normalize(path)
        let base = ProjectPaths.normalize(root)
        if !base.isEmpty, base != ".", relative.hasPrefix(base + "/") { relative.removeFirst(base.count + 1) }
        return excluded.contains { relative == $0 || relative.hasPrefix($0 + "/") }
    }

    /// The findings with the configuration applied: excluded paths dropped, severities changed.
    public func apply(to report: DoctorReport, root: String) -> DoctorReport {
        var report = report
        report.findings = report.findings.compactMap { finding in
            guard runs(finding.ruleID), !excludes(finding.path, root: root) else { return nil }
            var finding = finding
            if let severity = severities[finding.ruleID] { finding.severity = severity }
            return finding
        }
        report.findings = Doctor.sorted(report.findings)
        return report
    }
}

/// `--baseline FILE`: the findings of a recorded run, so that only new ones are reported. A
/// finding matches a recorded one by rule, file and message, not by line, so that code moving
/// up or down does not make old findings new; each recorded finding matches once.
public struct DoctorBaseline: Sendable, Equatable, Codable {
    public struct Entry: Sendable, Equatable, Codable, Hashable {
        public var ruleID: String
        public var path: String
        public var message: String
    }
    public var version = 1
    public var findings: [Entry]

    public init(report: DoctorReport) {
        findings = report.findings.map { Entry(ruleID: $0.ruleID, path: $0.path, message: $0.message) }
    }

    /// The baseline file's text.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n"
    }

    public static func parse(_ data: Data, path: String) throws(DoctorConfiguration.Error) -> DoctorBaseline {
        do { return try JSONDecoder().decode(DoctorBaseline.self, from: data) } catch {
            throw DoctorConfiguration.Error(path: path, reason: "not a baseline written by `scenectl doctor --write-baseline` (\(error.localizedDescription))")
        }
    }

    /// The report without the findings the baseline holds.
    public func filter(_ report: DoctorReport) -> DoctorReport {
        var remaining: [Entry: Int] = [:]
        for entry in findings { remaining[entry, default: 0] += 1 }
        var report = report
        report.findings = report.findings.filter { finding in
            let key = Entry(ruleID: finding.ruleID, path: finding.path, message: finding.message)
            guard let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            return false
        }
        return report
    }
}

/// The YAML a configuration needs: a top-level mapping whose values are scalars, lists (block
/// `- item` lines or flow `[a, b]`) or one level of nested mapping (`rule-id:` then indented
/// `severity: note`); `#` comments, blank lines, single- and double-quoted scalars. Anything else
/// is an error naming the line, never a guess.
enum ConfigurationYAML {
    struct Failure: Error, Equatable {
        var line: Int
        var reason: String
    }

    static func parse(_ text: String) throws(Failure) -> [String: Any] {
        var result: [String: Any] = [:]
        var currentKey: String?
        var currentIndent = 0
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            var line = Substring(rawLine)
            if line.hasSuffix("\r") { line = line.dropLast() }
            if lineNumber == 1, line.hasPrefix("\u{FEFF}") { line = line.dropFirst() }
            let content = stripComment(line)
            if content.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            if content.hasPrefix("---") && lineNumber == 1 { continue }
            if content.contains("\t") { throw Failure(line: lineNumber, reason: "a tab: YAML indents with spaces") }
            let indent = content.prefix { $0 == " " }.count
            let body = content.dropFirst(indent)
            if indent == 0 {
                guard let colon = keyColon(body) else { throw Failure(line: lineNumber, reason: "expected `key: value` at the top level") }
                let key = try scalar(body[..<colon], line: lineNumber)
                let rest = body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                guard result[key] == nil else { throw Failure(line: lineNumber, reason: "'\(key)' appears twice") }
                if rest.isEmpty {
                    currentKey = key
                    currentIndent = 0
                    result[key] = NSNull()
                } else {
                    currentKey = nil
                    result[key] = try value(Substring(rest), line: lineNumber)
                }
                continue
            }
            guard let key = currentKey else { throw Failure(line: lineNumber, reason: "an indented line that belongs to no key") }
            if currentIndent == 0 { currentIndent = indent } else if indent != currentIndent {
                throw Failure(line: lineNumber, reason: "the indentation changes inside '\(key)' (only one level is read)")
            }
            if body.hasPrefix("- ") || body == "-" {
                guard result[key] is NSNull || result[key] is [Any] else { throw Failure(line: lineNumber, reason: "'\(key)' mixes a list and a mapping") }
                var list = result[key] as? [Any] ?? []
                list.append(try scalar(body.dropFirst(1).trimmingCharacters(in: .whitespaces)[...], line: lineNumber))
                result[key] = list
            } else if let colon = keyColon(body) {
                guard result[key] is NSNull || result[key] is [String: Any] else { throw Failure(line: lineNumber, reason: "'\(key)' mixes a list and a mapping") }
                var mapping = result[key] as? [String: Any] ?? [:]
                let inner = try scalar(body[..<colon], line: lineNumber)
                let rest = body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                guard !rest.isEmpty else { throw Failure(line: lineNumber, reason: "'\(key).\(inner)' has no value (only one level of nesting is read)") }
                mapping[inner] = try value(Substring(rest), line: lineNumber)
                result[key] = mapping
            } else {
                throw Failure(line: lineNumber, reason: "expected `- item` or `key: value` under '\(key)'")
            }
        }
        // `key:` with nothing under it is an empty value.
        for (key, value) in result where value is NSNull { result[key] = [Any]() }
        return result
    }

    /// The text before a `#` that starts a comment (not inside quotes).
    static func stripComment(_ line: Substring) -> Substring {
        var quote: Character?
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", previous == " " || previous == "\t" || index == line.startIndex {
                return line[..<index]
            }
            previous = character
        }
        return line
    }

    /// The colon that ends a key (`key: value` or `key:` at the end), outside quotes.
    static func keyColon(_ text: Substring) -> Substring.Index? {
        var quote: Character?
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            if character == "\"" || character == "'" { quote = character; continue }
            if character == ":" {
                let next = text.index(after: index)
                if next == text.endIndex || text[next] == " " { return index }
            }
        }
        return nil
    }

    static func value(_ text: Substring, line: Int) throws(Failure) -> Any {
        if text.hasPrefix("[") {
            guard text.hasSuffix("]") else { throw Failure(line: line, reason: "a flow list `[a, b]` must end on its line") }
            let inner = text.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
            if inner.isEmpty { return [Any]() }
            var items: [Any] = []
            for part in inner.split(separator: ",", omittingEmptySubsequences: false) {
                items.append(try scalar(part.trimmingCharacters(in: .whitespaces)[...], line: line))
            }
            return items
        }
        if text.hasPrefix("{") { throw Failure(line: line, reason: "flow mappings `{…}` are not read; write the keys on their own indented lines") }
        return try scalar(text, line: line)
    }

    static func scalar(_ text: Substring, line: Int) throws(Failure) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw Failure(line: line, reason: "an empty value") }
        if let first = trimmed.first, first == "\"" || first == "'" {
            guard trimmed.count >= 2, trimmed.last == first else { throw Failure(line: line, reason: "a quoted value that does not end") }
            let inner = String(trimmed.dropFirst().dropLast())
            return first == "'" ? inner.replacingOccurrences(of: "''", with: "'") : inner.replacingOccurrences(of: "\\\"", with: "\"")
        }
        if ["&", "*", "!", "|", ">", "%", "@", "`"].contains(trimmed.first!) {
            throw Failure(line: line, reason: "'\(trimmed)': anchors, aliases, tags and block scalars are not read")
        }
        return trimmed
    }
}
