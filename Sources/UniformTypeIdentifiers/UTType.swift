import Foundation

/// A uniform type identifier, as Apple's `UTType`: the system's types (``UTType/plainText``,
/// ``UTType/png``…) with their conformance, extensions and MIME types; types an app declares
/// (`init(exportedAs:)`, `init(importedAs:)`); and dynamic types for extensions and MIME types no
/// declared type claims, whose MIME type comes from the desktop's shared-mime-info database on
/// Linux (docs/PARITY.md "UniformTypeIdentifiers").
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    public let identifier: String
    /// The tags of the type: its file name extensions and MIME types, preferred first.
    public let tags: [UTTagClass: [String]]
    /// The types this one conforms to directly.
    let parents: [String]
    public let localizedDescription: String?
    /// Declared by the system (true), by the app (`exportedAs`/`importedAs`), or dynamic.
    public let isDeclared: Bool
    public let isDynamic: Bool

    init(identifier: String, parents: [String], extensions: [String] = [], mimeTypes: [String] = [], description: String? = nil, isDeclared: Bool = true, isDynamic: Bool = false) {
        self.identifier = identifier
        self.parents = parents
        var tags: [UTTagClass: [String]] = [:]
        if !extensions.isEmpty { tags[.filenameExtension] = extensions }
        if !mimeTypes.isEmpty { tags[.mimeType] = mimeTypes }
        self.tags = tags
        localizedDescription = description
        self.isDeclared = isDeclared
        self.isDynamic = isDynamic
    }

    /// The declared type with this identifier (system or app), else nil.
    public init?(_ identifier: String) {
        guard let type = UTTypeRegistry.shared.type(identifier) else { return nil }
        self = type
    }

    /// The declared type with this file name extension that conforms to `supertype`; else a
    /// dynamic type for the extension (its MIME type from shared-mime-info when known).
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension.lowercased(), tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The declared type with this MIME type that conforms to `supertype`; else a dynamic type.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType.lowercased(), tagClass: .mimeType, conformingTo: supertype)
    }

    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        guard !tag.isEmpty else { return nil }
        if let found = UTTypeRegistry.shared.types(withTag: tag, tagClass: tagClass).first(where: { supertype == nil || $0.conforms(to: supertype!) }) {
            self = found
            return
        }
        self = UTTypeRegistry.shared.dynamicType(tag: tag, tagClass: tagClass, conformingTo: supertype ?? .data)
    }

    /// A type the app declares in its Info.plist's `UTExportedTypeDeclarations` (here: known from
    /// this call on, with the conformance given).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self = UTTypeRegistry.shared.declare(identifier, conformingTo: parentType)
    }

    /// A type the app uses and another app owns (`UTImportedTypeDeclarations`): the declared
    /// type when there is one, else as `init(exportedAs:conformingTo:)`.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self = UTTypeRegistry.shared.type(identifier) ?? UTTypeRegistry.shared.declare(identifier, conformingTo: parentType)
    }

    public var preferredFilenameExtension: String? { tags[.filenameExtension]?.first }
    public var preferredMIMEType: String? { tags[.mimeType]?.first }
    /// `public.*` types are Apple's public types.
    public var isPublic: Bool { identifier.hasPrefix("public.") }
    public var isSystemDeclared: Bool { isDeclared && UTTypeRegistry.isSystem(identifier) }

    /// Every type this one conforms to, directly or not (not itself).
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var pending = parents
        while let next = pending.popLast() {
            guard let type = UTTypeRegistry.shared.type(next), found.insert(type).inserted else { continue }
            pending.append(contentsOf: type.parents)
        }
        return found
    }

    /// Whether this type is `type` or conforms to it, directly or not.
    public func conforms(to type: UTType) -> Bool {
        identifier == type.identifier || supertypes.contains { $0.identifier == type.identifier }
    }

    public func isSubtype(of type: UTType) -> Bool { identifier != type.identifier && conforms(to: type) }
    public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }

    public var description: String { identifier }
    public var debugDescription: String { "<UTType \(identifier)>" }

    // Equality and hashing follow the identifier, as Apple's.
    public static func == (a: UTType, b: UTType) -> Bool { a.identifier == b.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    // Encoded as its identifier.
    public init(from decoder: any Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        self = UTTypeRegistry.shared.type(identifier) ?? UTType(identifier: identifier, parents: [], isDeclared: false, isDynamic: identifier.hasPrefix("dyn."))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}
