import Foundation

/// The line of every key path in an XML property list, for lint messages.
///
/// A small forward scanner over the XML text (no recursion, no allocation per byte): it follows
/// `<dict>`/`<array>` nesting and `<key>` elements, and records the 1-based line where each key
/// (or array item) starts. Key paths are spelled as in ``ManifestDiagnostic/keyPath``:
/// `A.B.C[0].D`. Malformed text never traps; it just yields fewer lines.
package struct PlistLineMap {
    private(set) var lines: [String: Int] = [:]

    package init(xml data: Data) {
        let bytes = [UInt8](data)
        scan(bytes)
    }

    /// The line of `keyPath`, or of its nearest ancestor that has one.
    package func line(for keyPath: String) -> Int? {
        var path = Substring(keyPath)
        while !path.isEmpty {
            if let line = lines[String(path)] { return line }
            guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { return nil }
            path = path[..<cut]
        }
        return nil
    }

    private struct Container {
        var path: String
        var isDictionary: Bool
        var pendingKey: String?
        var count: Int
    }

    private mutating func scan(_ b: [UInt8]) {
        let n = b.count
        var i = 0
        var line = 1
        var stack: [Container] = []
        let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">"), newline = UInt8(ascii: "\n"), slash = UInt8(ascii: "/")

        /// Advances `i` past `terminator`, counting newlines; returns the index where it starts.
        func skip(past terminator: [UInt8]) -> Int? {
            while i < n {
                if b[i] == terminator[0], i + terminator.count <= n, Array(b[i..<(i + terminator.count)]) == terminator {
                    let start = i
                    i += terminator.count
                    return start
                }
                if b[i] == newline { line += 1 }
                i += 1
            }
            return nil
        }
        func join(_ parent: String, _ key: String) -> String { parent.isEmpty ? key : parent + "." + key }

        while i < n {
            let byte = b[i]
            if byte == newline { line += 1; i += 1; continue }
            if byte != lt { i += 1; continue }
            let tagLine = line
            if i + 3 < n, b[i + 1] == UInt8(ascii: "!"), b[i + 2] == UInt8(ascii: "-"), b[i + 3] == UInt8(ascii: "-") {
                i += 4
                guard skip(past: Array("-->".utf8)) != nil else { return }
                continue
            }
            let tagStart = i
            guard let tagEnd = skip(past: [gt]) else { return }
            // b[tagStart] == "<", b[tagEnd] == ">"
            var nameStart = tagStart + 1
            let closing = nameStart < tagEnd && b[nameStart] == slash
            if closing { nameStart += 1 }
            var nameEnd = nameStart
            while nameEnd < tagEnd, b[nameEnd] != slash, b[nameEnd] != UInt8(ascii: " "), b[nameEnd] != newline, b[nameEnd] != UInt8(ascii: "\t") { nameEnd += 1 }
            let name = String(decoding: b[nameStart..<nameEnd], as: UTF8.self)
            let selfClosing = tagEnd > tagStart && b[tagEnd - 1] == slash
            if closing {
                if name == "dict" || name == "array", !stack.isEmpty { stack.removeLast() }
                continue
            }
            switch name {
            case "key":
                if selfClosing { continue }
                let textStart = i
                guard let textEnd = skip(past: Array("</key>".utf8)) else { return }
                let key = Self.decodeEntities(String(decoding: b[textStart..<textEnd], as: UTF8.self))
                if let top = stack.indices.last, stack[top].isDictionary {
                    stack[top].pendingKey = key
                    let path = join(stack[top].path, key)
                    if lines[path] == nil { lines[path] = tagLine }
                }
            case "dict", "array", "string", "integer", "real", "true", "false", "date", "data":
                var path = ""
                if let top = stack.indices.last {
                    if stack[top].isDictionary {
                        path = join(stack[top].path, stack[top].pendingKey ?? "?")
                        stack[top].pendingKey = nil
                    } else {
                        path = "\(stack[top].path)[\(stack[top].count)]"
                        stack[top].count += 1
                    }
                    if lines[path] == nil { lines[path] = tagLine }
                }
                if selfClosing { continue }
                if name == "dict" || name == "array" {
                    stack.append(Container(path: path, isDictionary: name == "dict", pendingKey: nil, count: 0))
                } else {
                    guard skip(past: Array("</\(name)>".utf8)) != nil else { return }
                }
            default:
                continue // <?xml?>, <!DOCTYPE>, <plist>
            }
        }
    }

    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text
            .replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
