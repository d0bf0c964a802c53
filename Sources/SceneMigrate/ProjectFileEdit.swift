import Foundation
import SceneToolsCore

/// Edits of an Xcode `project.pbxproj`, as text: each edit adds or removes whole lines and the
/// rest of the file stays byte for byte as it was. Which configurations belong to an iOS app
/// target, and what they inherit, comes from the tools' one project reader
/// (`XcodeProjectReader`): the edits only find those configurations' lines.
struct ProjectFileEdit {
    /// One `buildSettings = { … };` block, found by the id of the `XCBuildConfiguration` it is in.
    struct SettingsBlock {
        /// The id of the object the block is in (`A1… /* Debug */ = {`), when it can be read.
        var objectID: String?
        /// Offsets of the lines inside the block: (line start, line end after the break, key, value).
        var lines: [(start: Int, end: Int, key: String, value: String)]
        var settings: [String: String] {
            Dictionary(lines.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
        }
    }

    let bytes: [UInt8]
    let text: String
    /// The configurations of the project's iOS app targets that generate their Info.plist (the
    /// project reader's, with project-level and `.xcconfig` settings inherited), by object id.
    let generatedApplicationConfigurations: [String: InfoPlistBuildSettings]
    /// Every `buildSettings` block of the file, scanned once.
    let blocks: [SettingsBlock]

    /// `targets` are the project reader's targets of this file.
    init(_ data: Data, targets: [XcodeTarget]) {
        bytes = Array(data)
        text = String(decoding: data, as: UTF8.self)
        var configurations: [String: InfoPlistBuildSettings] = [:]
        for target in targets where target.isApplication && target.buildsForIOS {
            for settings in target.configurations where settings.generatesInfoPlist {
                if let id = settings.configurationID { configurations[id] = settings }
            }
        }
        generatedApplicationConfigurations = configurations
        blocks = Self.settingsBlocks(bytes)
    }

    /// The `buildSettings` blocks of the iOS app targets' configurations that generate an Info.plist.
    func generatedApplicationBlocks() -> [(block: SettingsBlock, settings: InfoPlistBuildSettings)] {
        blocks.compactMap { block in
            block.objectID.flatMap { generatedApplicationConfigurations[$0] }.map { (block, $0) }
        }
    }

    /// Every `buildSettings = {` block, with its `KEY = value;` lines (multi-line values, such as
    /// arrays, are recorded by their first line).
    private static func settingsBlocks(_ bytes: [UInt8]) -> [SettingsBlock] {
        var blocks: [SettingsBlock] = []
        var lines: [(Int, Int, Substring)] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append((start, index + 1, Substring(String(decoding: bytes[start..<index], as: UTF8.self))))
            start = index + 1
        }
        if start < bytes.count { lines.append((start, bytes.count, Substring(String(decoding: bytes[start...], as: UTF8.self)))) }
        var current: SettingsBlock?
        var depth = 0
        // The id of the last object opened (`A1… /* Debug */ = {`): the block's configuration.
        var lastObjectID: String?
        for (lineStart, lineEnd, line) in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil {
                if trimmed == "buildSettings = {" {
                    current = SettingsBlock(objectID: lastObjectID, lines: [])
                    depth = 0
                } else if trimmed.hasSuffix("= {"), let id = trimmed.split(separator: " ").first, !id.contains("=") {
                    lastObjectID = String(id).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                }
                continue
            }
            if depth == 0, trimmed == "};" {
                blocks.append(current!)
                current = nil
                continue
            }
            if depth == 0, let equals = trimmed.firstIndex(of: "=") {
                var key = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
                if key.hasPrefix("\""), key.hasSuffix("\""), key.count >= 2 { key = String(key.dropFirst().dropLast()) }
                var value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
                if value.hasSuffix(";") { value.removeLast() }
                if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
                current!.lines.append((lineStart, lineEnd, key, value))
            }
            depth += Self.nesting(of: trimmed)
            depth = max(depth, 0)
        }
        return blocks
    }

    /// How much deeper a line leaves the brackets: `(` and `{` minus `)` and `}`, outside quoted
    /// strings (`"Scan QR codes :("`) and `/* comments */`.
    static func nesting(of line: String) -> Int {
        var depth = 0
        var inQuote = false, escaped = false, inComment = false
        var previous: Character = " "
        for character in line {
            defer { previous = character }
            if inComment {
                if previous == "*", character == "/" { inComment = false }
                continue
            }
            if inQuote {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inQuote = false }
                continue
            }
            switch character {
            case "\"": inQuote = true
            case "*" where previous == "/": inComment = true
            case "(", "{": depth += 1
            case ")", "}": depth -= 1
            default: break
            }
        }
        return depth
    }

    /// In every application block that generates its Info.plist: removes
    /// `INFOPLIST_KEY_UIMainStoryboardFile` and, when `addGeneration`, adds
    /// `INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES` in its sorted place.
    /// Returns the edits and the storyboard names removed.
    /// `only`: the configuration ids of the app being migrated (`nil`: every app target's).
    func sceneManifestSettings(addGeneration: Bool, only: Set<String>? = nil) -> (edits: TextEdits, storyboards: [String], blocks: Int) {
        var edits = TextEdits()
        var storyboards: [String] = []
        var count = 0
        let newKey = "INFOPLIST_KEY_UIApplicationSceneManifest_Generation"
        for (block, buildSettings) in generatedApplicationBlocks() where only?.contains(buildSettings.configurationID ?? "") ?? true {
            let settings = block.settings
            guard settings[newKey] == nil else { continue }
            count += 1
            if let storyboardLine = block.lines.first(where: { $0.key == "INFOPLIST_KEY_UIMainStoryboardFile" }) {
                storyboards.append(storyboardLine.value)
                edits.replace(storyboardLine.start, storyboardLine.end, with: "")
            }
            if addGeneration, let model = block.lines.first(where: { $0.key.hasPrefix("INFOPLIST_KEY_") }) ?? block.lines.first {
                let indent = String(decoding: bytes[model.start...].prefix { $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: " ") }, as: UTF8.self)
                let line = "\(indent)\(newKey) = YES;\n"
                let next = block.lines.first { $0.key > newKey && $0.key.uppercased() == $0.key || $0.key > newKey }
                edits.insert(line, at: next?.start ?? (block.lines.last!.end))
            }
        }
        return (edits, storyboards, count)
    }

    /// The lines that add `newFile` to the same group and Sources phase as `existingFile` (a Swift
    /// file of the app target), or why they cannot be added.
    func addSourceFile(_ newFile: String, besides existingFile: String, reference: String? = nil) -> Result<TextEdits, MigrationError> {
        let escaped = NSRegularExpression.escapedPattern(for: existingFile)
        guard let fileReference = uniqueLine(#"^(\s*)(\#(Self.idPattern(reference))) /\* \#(escaped) \*/ = \{isa = PBXFileReference;.*\n"#) else {
            return .failure(MigrationError("\(existingFile) has no single file reference in the project"))
        }
        let referenceID = fileReference.1[1]
        // Every target that compiles the existing file compiles the new one (an app and its
        // variant targets share the app delegate): one build file per Sources phase.
        let buildFiles = lines(#"^(\s*)([0-9A-F]{24}) /\* \#(escaped) in Sources \*/ = \{isa = PBXBuildFile; fileRef = \#(referenceID) .*\n"#)
        guard !buildFiles.isEmpty else {
            return .failure(MigrationError("\(existingFile) is not in a Sources build phase"))
        }
        guard let groupLine = uniqueLine(#"^(\s*)\#(referenceID) /\* \#(escaped) \*/,\n"#) else {
            return .failure(MigrationError("\(existingFile) is not listed once in its group"))
        }
        var phaseLines: [(NSRange, [String])] = []
        for buildFile in buildFiles {
            guard let phaseLine = uniqueLine(#"^(\s*)\#(buildFile.1[1]) /\* \#(escaped) in Sources \*/,\n"#) else {
                return .failure(MigrationError("\(existingFile) is not listed once in each of its Sources phases"))
            }
            phaseLines.append(phaseLine)
        }
        let newReference = freshID(seed: newFile + referenceID)
        var taken = [newReference]
        var replacements: [(NSRange, String, String)] = [(fileReference.0, referenceID, newReference), (groupLine.0, referenceID, newReference)]
        for (buildFile, phaseLine) in zip(buildFiles, phaseLines) {
            let buildID = buildFile.1[1]
            let newBuild = freshID(seed: newFile + buildID, avoiding: taken)
            taken.append(newBuild)
            replacements += [(buildFile.0, buildID, newBuild), (phaseLine.0, buildID, newBuild)]
        }
        var edits = TextEdits()
        let nsText = text as NSString
        for (range, old, new) in replacements {
            var line = nsText.substring(with: range)
            line = line.replacingOccurrences(of: old, with: new).replacingOccurrences(of: existingFile, with: newFile)
            line = line.replacingOccurrences(of: "fileRef = \(referenceID)", with: "fileRef = \(newReference)")
            let end = nsText.substring(to: range.location + range.length).utf8.count
            edits.insert(line, at: end)
        }
        return .success(edits)
    }

    /// The lines that add `newFile` (a header) to the same group as `existingFile`: a file
    /// reference and its group entry, no build file.
    func addFileReference(_ newFile: String, besides existingFile: String, reference: String? = nil) -> Result<TextEdits, MigrationError> {
        let escaped = NSRegularExpression.escapedPattern(for: existingFile)
        guard let fileReference = uniqueLine(#"^(\s*)(\#(Self.idPattern(reference))) /\* \#(escaped) \*/ = \{isa = PBXFileReference;.*\n"#) else {
            return .failure(MigrationError("\(existingFile) has no single file reference in the project"))
        }
        let referenceID = fileReference.1[1]
        guard let groupLine = uniqueLine(#"^(\s*)\#(referenceID) /\* \#(escaped) \*/,\n"#) else {
            return .failure(MigrationError("\(existingFile) is not listed once in its group"))
        }
        let newReference = freshID(seed: newFile + referenceID)
        var edits = TextEdits()
        let nsText = text as NSString
        for range in [fileReference.0, groupLine.0] {
            let line = nsText.substring(with: range).replacingOccurrences(of: referenceID, with: newReference).replacingOccurrences(of: existingFile, with: newFile)
            edits.insert(line, at: nsText.substring(to: range.location + range.length).utf8.count)
        }
        return .success(edits)
    }

    /// The object id to match: `reference` when the caller knows which file reference it means (a
    /// project with two `AppDelegate.m`), else any.
    private static func idPattern(_ reference: String?) -> String {
        reference.map(NSRegularExpression.escapedPattern(for:)) ?? "[0-9A-F]{24}"
    }

    /// Every line `pattern` matches (its range and capture groups), in order.
    private func lines(_ pattern: String) -> [(NSRange, [String])] {
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (match.range, (1..<match.numberOfRanges).map { index in Range(match.range(at: index), in: text).map { String(text[$0]) } ?? "" })
        }
    }

    /// The one line `pattern` matches (its range and capture groups), or nil when it matches none
    /// or several.
    private func uniqueLine(_ pattern: String) -> (NSRange, [String])? {
        let matches = lines(pattern)
        return matches.count == 1 ? matches[0] : nil
    }

    /// A 24-digit hexadecimal object identifier, derived from `seed`, that the file does not use.
    private func freshID(seed: String, avoiding: [String] = []) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var attempt = 0
        while true {
            for byte in (seed + "#\(attempt)").utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            let high = UInt32(truncatingIfNeeded: hash >> 32)
            let id = String(format: "%016llX%08X", hash, high)
            if !text.contains(id), !avoiding.contains(id) { return id }
            attempt += 1
        }
    }
}
