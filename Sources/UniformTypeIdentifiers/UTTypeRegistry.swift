import Foundation

/// The types known to this process: the system's (a fixed table), the app's declarations, and
/// dynamic types made for unknown tags.
final class UTTypeRegistry: @unchecked Sendable {
    static let shared = UTTypeRegistry()

    private let lock = NSLock()
    private var declared: [String: UTType]
    private var dynamic: [String: UTType] = [:]
    private static let systemIdentifiers = Set(UTType.systemTypes.map(\.identifier))

    private init() {
        declared = Dictionary(UTType.systemTypes.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
    }

    static func isSystem(_ identifier: String) -> Bool { systemIdentifiers.contains(identifier) }

    func type(_ identifier: String) -> UTType? {
        lock.withLock { declared[identifier] ?? dynamic[identifier] }
    }

    /// Declared types with this tag: system ones first, in table order.
    func types(withTag tag: String, tagClass: UTTagClass) -> [UTType] {
        lock.withLock {
            let system = UTType.systemTypes.filter { $0.tags[tagClass]?.contains(tag) == true }
            let app = declared.values.filter { !Self.isSystem($0.identifier) && $0.tags[tagClass]?.contains(tag) == true }.sorted { $0.identifier < $1.identifier }
            return system + app
        }
    }

    func declare(_ identifier: String, conformingTo parent: UTType?) -> UTType {
        lock.withLock {
            if let existing = declared[identifier] { return existing }
            let type = UTType(identifier: identifier, parents: [parent?.identifier ?? UTType.data.identifier])
            declared[identifier] = type
            return type
        }
    }

    /// A dynamic type for a tag no declared type claims: `dyn.` plus the tag, stable for the tag.
    func dynamicType(tag: String, tagClass: UTTagClass, conformingTo parent: UTType) -> UTType {
        let kind = tagClass == .mimeType ? "mime" : tagClass == .filenameExtension ? "ext" : "tag"
        let identifier = "dyn.\(kind).\(tag)"
        return lock.withLock {
            if let existing = dynamic[identifier] { return existing }
            var extensions: [String] = []
            var mimeTypes: [String] = []
            if tagClass == .filenameExtension {
                extensions = [tag]
                mimeTypes = SharedMimeInfo.system.mimeType(forExtension: tag).map { [$0] } ?? []
            } else if tagClass == .mimeType {
                mimeTypes = [tag]
                extensions = SharedMimeInfo.system.extensions(forMIMEType: tag)
            }
            let type = UTType(identifier: identifier, parents: [parent.identifier], extensions: extensions, mimeTypes: mimeTypes, isDeclared: false, isDynamic: true)
            dynamic[identifier] = type
            return type
        }
    }
}
