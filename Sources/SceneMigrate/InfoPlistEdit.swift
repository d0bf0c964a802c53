import Foundation
import OpenUISceneManifest

/// The Info.plist change: `UIApplicationSceneManifest` with one application-role configuration
/// naming the scene delegate, `UIMainStoryboardFile` moved into it as `UISceneStoryboardFile`.
/// An XML plist is edited in place (every other key, its order, comments and indentation kept);
/// a binary plist is rewritten as binary. Either way the result is read back and compared with
/// the intended dictionary before it is offered.
struct InfoPlistEdit {
    /// The scene configuration to add.
    struct Manifest {
        var delegateClassName: String
        var storyboard: String?
        var multipleScenes: Bool
        var configurationName = "Default Configuration"
        /// `UISceneClassName` (Flutter's configuration names `UIWindowScene`).
        var sceneClassName: String?

        var dictionary: [String: Any] {
            var configuration: [String: Any] = [
                "UISceneConfigurationName": configurationName,
                "UISceneDelegateClassName": delegateClassName,
            ]
            if let sceneClassName { configuration["UISceneClassName"] = sceneClassName }
            if let storyboard { configuration["UISceneStoryboardFile"] = storyboard }
            return [
                "UIApplicationSupportsMultipleScenes": multipleScenes,
                "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [configuration]],
            ]
        }

        /// The XML, each line starting with `indent` and nested by `unit`.
        func xml(indent: String, unit: String, newline: String) -> String {
            var lines: [(Int, String)] = [
                (0, "<key>UIApplicationSceneManifest</key>"),
                (0, "<dict>"),
                (1, "<key>UIApplicationSupportsMultipleScenes</key>"),
                (1, multipleScenes ? "<true/>" : "<false/>"),
                (1, "<key>UISceneConfigurations</key>"),
                (1, "<dict>"),
                (2, "<key>UIWindowSceneSessionRoleApplication</key>"),
                (2, "<array>"),
                (3, "<dict>"),
            ]
            if let sceneClassName {
                lines += [(4, "<key>UISceneClassName</key>"), (4, "<string>\(InfoPlistEdit.escape(sceneClassName))</string>")]
            }
            lines += [
                (4, "<key>UISceneConfigurationName</key>"),
                (4, "<string>\(InfoPlistEdit.escape(configurationName))</string>"),
                (4, "<key>UISceneDelegateClassName</key>"),
                (4, "<string>\(InfoPlistEdit.escape(delegateClassName))</string>"),
            ]
            if let storyboard {
                lines += [(4, "<key>UISceneStoryboardFile</key>"), (4, "<string>\(InfoPlistEdit.escape(storyboard))</string>")]
            }
            lines += [(3, "</dict>"), (2, "</array>"), (1, "</dict>"), (0, "</dict>")]
            return lines.map { indent + String(repeating: unit, count: $0.0) + $0.1 + newline }.joined()
        }
    }

    enum Outcome {
        /// The new bytes.
        case edited(Data)
        /// The file already has a scene manifest.
        case alreadyScenes
        /// The file cannot be edited safely: why.
        case refused(String)
    }

    /// The file's root dictionary, read as every tool reads an Info.plist (`InfoPlistLoader`:
    /// size and nesting limits, a damaged binary plist screened before Foundation decodes it).
    static func read(_ data: Data, path: String) -> Result<[String: Any], InfoPlistLoadError> {
        do throws(InfoPlistLoadError) {
            return .success(try InfoPlistLoader.decodeRoot(data: data, sourcePath: path).root)
        } catch {
            return .failure(error)
        }
    }

    static func parse(_ data: Data) -> [String: Any]? {
        try? read(data, path: "Info.plist").get()
    }

    /// Whether the Info.plist's scene manifest has a scene configuration: an empty
    /// `UISceneConfigurations` is not adoption with the iOS 27 SDK (it traps at launch).
    static func hasSceneConfigurations(_ root: [String: Any]) -> Bool {
        guard let manifest = root["UIApplicationSceneManifest"] as? [String: Any],
              let configurations = manifest["UISceneConfigurations"] as? [String: Any] else { return false }
        return configurations.values.contains { ($0 as? [Any])?.isEmpty == false }
    }

    /// `storyboardOverride`: `.some(nil)` drops the storyboard from the configuration (the app
    /// builds its window in code); nil keeps `UIMainStoryboardFile`'s value.
    ///
    /// `template` gives a framework's configuration (its name, `UISceneClassName`); with
    /// `keepsMainStoryboard` `UIMainStoryboardFile` stays beside the manifest (Flutter's shape).
    static func edit(_ data: Data, multipleScenes: Bool, delegateClassName: String, storyboardOverride: String?? = nil,
                     template: (configurationName: String, sceneClassName: String?)? = nil, keepsMainStoryboard: Bool = false) -> Outcome {
        guard let original = parse(data) else { return .refused("it is not a property list that Foundation can read") }
        // A manifest with a configuration is adoption; one without (an empty
        // UISceneConfigurations) is replaced.
        if hasSceneConfigurations(original) { return .alreadyScenes }
        let storyboard = storyboardOverride ?? (original["UIMainStoryboardFile"] as? String)
        var manifest = Manifest(delegateClassName: delegateClassName, storyboard: storyboard, multipleScenes: multipleScenes)
        if let template {
            manifest.configurationName = template.configurationName
            manifest.sceneClassName = template.sceneClassName
        }
        var expected = original
        if !keepsMainStoryboard { expected["UIMainStoryboardFile"] = nil }
        expected["UIApplicationSceneManifest"] = manifest.dictionary

        let newData: Data
        if data.starts(with: Array("bplist".utf8)) {
            guard let binary = try? PropertyListSerialization.data(fromPropertyList: expected, format: .binary, options: 0) else {
                return .refused("the binary property list cannot be written back")
            }
            newData = binary
        } else {
            guard let text = String(data: data, encoding: .utf8) else { return .refused("it is not UTF-8 XML") }
            guard let edited = editXML(text, manifest: manifest, keepsMainStoryboard: keepsMainStoryboard) else {
                return .refused("its XML has no top-level <dict> this tool can edit in place")
            }
            newData = Data(edited.utf8)
        }
        guard let reread = parse(newData), NSDictionary(dictionary: reread).isEqual(to: expected) else {
            return .refused("the edited file did not read back as intended (left unchanged)")
        }
        return .edited(newData)
    }

    /// The XML with the storyboard entry removed and the manifest inserted where it was (or at
    /// the end of the top-level dictionary).
    static func editXML(_ text: String, manifest: Manifest, keepsMainStoryboard: Bool = false) -> String? {
        let bytes = Array(text.utf8)
        guard let entries = PlistXML.topLevelEntries(bytes) else { return nil }
        let newline = text.contains("\r\n") ? "\r\n" : "\n"
        var edits = TextEdits()
        let storyboard = keepsMainStoryboard ? nil : entries.entries.first { $0.key == "UIMainStoryboardFile" }
        // A manifest without a configuration: the new one takes its lines, the storyboard's go.
        if let existing = entries.entries.first(where: { $0.key == "UIApplicationSceneManifest" }) {
            let lineStart = PlistXML.lineStart(bytes, before: existing.keyStart)
            let indent = lineStart.map { String(decoding: bytes[$0..<existing.keyStart], as: UTF8.self) } ?? ""
            let unit = indent.hasPrefix("\t") || indent.isEmpty ? "\t" : String(repeating: " ", count: max(1, min(indent.count, 4)))
            let block = manifest.xml(indent: indent, unit: unit, newline: newline)
            let end = PlistXML.lineEnd(bytes, after: existing.valueEnd) ?? existing.valueEnd
            edits.replace(lineStart ?? existing.keyStart, end, with: lineStart == nil ? block.trimmingCharacters(in: .whitespaces) : block)
            if let storyboard {
                let start = PlistXML.lineStart(bytes, before: storyboard.keyStart) ?? storyboard.keyStart
                edits.replace(start, PlistXML.lineEnd(bytes, after: storyboard.valueEnd) ?? storyboard.valueEnd, with: "")
            }
            return edits.apply(to: bytes)
        }
        let anchor = storyboard.map(\.keyStart) ?? entries.closeStart
        let lineStart = PlistXML.lineStart(bytes, before: anchor)
        let indentBytes = lineStart.map { Array(bytes[$0..<anchor]) }
        var indent = indentBytes.map { String(decoding: $0, as: UTF8.self) } ?? ""
        if storyboard == nil {
            // Before `</dict>`: one level deeper than the dictionary's own line.
            indent = entries.entries.first.flatMap { entry in
                PlistXML.lineStart(bytes, before: entry.keyStart).map { String(decoding: bytes[$0..<entry.keyStart], as: UTF8.self) }
            } ?? (indent + "\t")
        }
        let unit = indent.hasPrefix("\t") || indent.isEmpty ? "\t" : String(repeating: " ", count: max(1, min(indent.count, 4)))
        let block = manifest.xml(indent: indent, unit: unit, newline: newline)
        if let storyboard {
            // The whole lines of the storyboard entry go; the manifest takes their place.
            let start = lineStart ?? storyboard.keyStart
            let end = PlistXML.lineEnd(bytes, after: storyboard.valueEnd) ?? storyboard.valueEnd
            edits.replace(start, end, with: lineStart == nil ? block.trimmingCharacters(in: .whitespaces) : block)
        } else if let lineStart {
            edits.insert(block, at: lineStart)
        } else {
            edits.insert(newline + block, at: entries.closeStart)
        }
        return edits.apply(to: bytes)
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}

/// Just enough of XML to find the entries of a plist's top-level dictionary: tags, comments,
/// CDATA, processing instructions and the doctype, by UTF-8 offset.
enum PlistXML {
    struct Entry {
        var key: String
        var keyStart: Int
        var valueEnd: Int
    }

    struct TopLevel {
        var entries: [Entry]
        /// Where `</dict>` of the top-level dictionary starts.
        var closeStart: Int
    }

    private struct Tag {
        enum Kind { case open, close, empty, other }
        var kind: Kind
        var name: String
        var start: Int
        var end: Int
    }

    private static func find(_ bytes: [UInt8], _ needle: String, from: Int) -> Int? {
        let n = Array(needle.utf8)
        guard n.count <= bytes.count else { return nil }
        var i = from
        while i + n.count <= bytes.count {
            if bytes[i] == n[0], Array(bytes[i..<(i + n.count)]) == n { return i }
            i += 1
        }
        return nil
    }

    private static func nextTag(_ bytes: [UInt8], from: Int) -> Tag? {
        guard var start = bytes[from...].firstIndex(of: UInt8(ascii: "<")) else { return nil }
        while true {
            func starts(_ s: String) -> Bool { bytes[start...].starts(with: Array(s.utf8)) }
            if starts("<!--") {
                guard let end = find(bytes, "-->", from: start + 4) else { return nil }
                return Tag(kind: .other, name: "", start: start, end: end + 3)
            }
            if starts("<![CDATA[") {
                guard let end = find(bytes, "]]>", from: start) else { return nil }
                return Tag(kind: .other, name: "", start: start, end: end + 3)
            }
            if starts("<?") {
                guard let end = find(bytes, "?>", from: start) else { return nil }
                return Tag(kind: .other, name: "", start: start, end: end + 2)
            }
            guard let close = bytes[start...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
            if starts("<!") { return Tag(kind: .other, name: "", start: start, end: close + 1) }
            var body = String(decoding: bytes[(start + 1)..<close], as: UTF8.self)
            var kind = Tag.Kind.open
            if body.hasPrefix("/") { kind = .close; body.removeFirst() } else if body.hasSuffix("/") { kind = .empty; body.removeLast() }
            let name = String(body.prefix { !$0.isWhitespace })
            if name.isEmpty { start = close + 1; guard let next = bytes[start...].firstIndex(of: UInt8(ascii: "<")) else { return nil }; start = next; continue }
            return Tag(kind: kind, name: name, start: start, end: close + 1)
        }
    }

    /// The end of the element whose open tag is `open`.
    private static func elementEnd(_ bytes: [UInt8], open: Tag) -> Int? {
        if open.kind == .empty { return open.end }
        var depth = 1
        var cursor = open.end
        while let tag = nextTag(bytes, from: cursor) {
            cursor = tag.end
            switch tag.kind {
            case .open: depth += 1
            case .close:
                depth -= 1
                if depth == 0 { return tag.end }
            default: break
            }
        }
        return nil
    }

    static func topLevelEntries(_ bytes: [UInt8]) -> TopLevel? {
        var cursor = 0
        var dict: Tag?
        var sawPlist = false
        while let tag = nextTag(bytes, from: cursor) {
            cursor = tag.end
            if tag.kind == .open, tag.name == "plist" { sawPlist = true; continue }
            if tag.kind == .open, tag.name == "dict", sawPlist { dict = tag; break }
            if tag.kind == .open || tag.kind == .empty { return nil }
        }
        guard let dict else { return nil }
        var entries: [Entry] = []
        cursor = dict.end
        while let tag = nextTag(bytes, from: cursor) {
            if tag.kind == .other { cursor = tag.end; continue }
            if tag.kind == .close, tag.name == "dict" { return TopLevel(entries: entries, closeStart: tag.start) }
            guard tag.kind == .open, tag.name == "key", let keyClose = find(bytes, "</key>", from: tag.end) else { return nil }
            let key = String(decoding: bytes[tag.end..<keyClose], as: UTF8.self)
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
            cursor = keyClose + "</key>".utf8.count
            var value: Tag?
            while let next = nextTag(bytes, from: cursor) {
                if next.kind == .other { cursor = next.end; continue }
                value = next
                break
            }
            guard let value, value.kind == .open || value.kind == .empty, let end = elementEnd(bytes, open: value) else { return nil }
            entries.append(Entry(key: key, keyStart: tag.start, valueEnd: end))
            cursor = end
        }
        return nil
    }

    /// The start of the line holding `offset`, when only spaces and tabs precede it there.
    static func lineStart(_ bytes: [UInt8], before offset: Int) -> Int? {
        var i = offset
        while i > 0 {
            let byte = bytes[i - 1]
            if byte == UInt8(ascii: "\n") { return i }
            if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t") { return nil }
            i -= 1
        }
        return 0
    }

    /// The offset after the line break ending the line of `offset`, when only spaces and tabs follow it.
    static func lineEnd(_ bytes: [UInt8], after offset: Int) -> Int? {
        var i = offset
        while i < bytes.count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\n") { return i + 1 }
            if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\r") { return nil }
            i += 1
        }
        return i
    }
}
