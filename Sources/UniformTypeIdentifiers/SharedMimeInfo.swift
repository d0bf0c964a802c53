import Foundation

/// The freedesktop shared-mime-info database's file-name globs (`/usr/share/mime/globs2`, lines
/// `weight:mime/type:*.ext`): what the desktop calls a file with an extension no declared type
/// claims. Read once, lazily, at most 4 MiB; absent or unreadable means "unknown".
struct SharedMimeInfo: Sendable {
    private let byExtension: [String: String]
    private let byMIMEType: [String: [String]]

    static let system = SharedMimeInfo(contentsOf: ProcessInfo.processInfo.environment["OPENUISCENE_MIME_GLOBS"] ?? "/usr/share/mime/globs2")

    init(contentsOf path: String) {
        guard let handle = FileHandle(forReadingAtPath: path),
              let data = try? handle.read(upToCount: 4 << 20) else {
            self.init(text: "")
            return
        }
        try? handle.close()
        self.init(text: String(decoding: data, as: UTF8.self))
    }

    /// Parses globs2 text: the highest weight wins for an extension; simple `*.ext` globs only.
    init(text: String) {
        var byExtension: [String: (weight: Int, type: String)] = [:]
        var byMIMEType: [String: [String]] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count >= 3, let weight = Int(fields[0]), fields[2].hasPrefix("*.") else { continue }
            let pattern = fields[2].dropFirst(2).lowercased()
            guard !pattern.isEmpty, !pattern.contains(where: { "*?[".contains($0) }) else { continue }
            let type = String(fields[1])
            if let current = byExtension[pattern], current.weight >= weight { } else { byExtension[pattern] = (weight, type) }
            byMIMEType[type, default: []].append(pattern)
        }
        self.byExtension = byExtension.mapValues(\.type)
        self.byMIMEType = byMIMEType
    }

    func mimeType(forExtension fileExtension: String) -> String? { byExtension[fileExtension.lowercased()] }
    func extensions(forMIMEType mimeType: String) -> [String] { byMIMEType[mimeType.lowercased()] ?? [] }
}
