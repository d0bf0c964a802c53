import Foundation

// Bookmark data: what iOS apps store (in user defaults, a database) to find a document the user
// picked again after a relaunch, even after it was renamed. Foundation on Linux has no bookmarks;
// these are this package's own, with Apple's names and signatures.

extension URL {
    /// How ``bookmarkData(options:includingResourceValuesForKeys:relativeTo:)`` makes a
    /// bookmark, with Apple's raw values. Accepted and ignored: a bookmark here is always a
    /// small, security-scope-free one.
    public struct BookmarkCreationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let minimalBookmark = BookmarkCreationOptions(rawValue: 1 << 9)
        public static let suitableForBookmarkFile = BookmarkCreationOptions(rawValue: 1 << 10)
        public static let withSecurityScope = BookmarkCreationOptions(rawValue: 1 << 11)
        public static let securityScopeAllowOnlyReadAccess = BookmarkCreationOptions(rawValue: 1 << 12)
        public static let withoutImplicitSecurityScope = BookmarkCreationOptions(rawValue: 1 << 29)
    }

    /// How ``init(resolvingBookmarkData:options:relativeTo:bookmarkDataIsStale:)`` resolves a
    /// bookmark, with Apple's raw values. Accepted and ignored (no UI, no mounting, no sandbox
    /// here).
    public struct BookmarkResolutionOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let withoutUI = BookmarkResolutionOptions(rawValue: 1 << 8)
        public static let withoutMounting = BookmarkResolutionOptions(rawValue: 1 << 9)
        public static let withSecurityScope = BookmarkResolutionOptions(rawValue: 1 << 10)
        public static let withoutImplicitStartAccessing = BookmarkResolutionOptions(rawValue: 1 << 15)
    }

    /// Data that finds this file again (``init(resolvingBookmarkData:options:relativeTo:bookmarkDataIsStale:)``):
    /// its absolute path and its identity on disk (device and inode). The file must exist; a
    /// non-file URL or a missing file throws `CocoaError(.fileNoSuchFile)` naming it. `options`,
    /// `keys` and `relativeTo` are accepted and ignored (the path is stored absolute).
    public func bookmarkData(options: BookmarkCreationOptions = [], includingResourceValuesForKeys keys: Set<URLResourceKey>? = nil, relativeTo url: URL? = nil) throws -> Data {
        let path = standardizedFileURL.path
        guard isFileURL, let identity = FileIdentity(path: path) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path, NSLocalizedDescriptionKey: "bookmarkData(options:): no file at \(path) to bookmark"])
        }
        let record: [String: Any] = [Bookmark.formatKey: Bookmark.version, "path": path, "device": identity.device, "inode": identity.inode]
        return try PropertyListSerialization.data(fromPropertyList: record, format: .binary, options: 0)
    }

    /// The file a bookmark names: at its path when the path still exists (`bookmarkDataIsStale`
    /// is `true` when a different file is there now, as after a save that replaced it: make a new
    /// bookmark), else the same file under another name in the same folder, found by its identity
    /// (renamed: stale, with the new URL). Throws `CocoaError(.fileNoSuchFile)` naming the path
    /// when the file is gone, and `CocoaError(.fileReadCorruptFile)` saying what is wrong when
    /// the data is not a bookmark made by ``bookmarkData(options:includingResourceValuesForKeys:relativeTo:)``
    /// (bookmark data read back from storage is untrusted). `options` and `relativeTo` are
    /// accepted and ignored.
    public init(resolvingBookmarkData data: Data, options: BookmarkResolutionOptions = [], relativeTo url: URL? = nil, bookmarkDataIsStale: inout Bool) throws {
        let bookmark = try Bookmark(data: data)
        if let current = FileIdentity(path: bookmark.path) {
            bookmarkDataIsStale = current != bookmark.identity
            self.init(fileURLWithPath: bookmark.path)
            return
        }
        let folder = (bookmark.path as NSString).deletingLastPathComponent
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        if let renamed = names.lazy.map({ folder + "/" + $0 }).first(where: { FileIdentity(path: $0) == bookmark.identity }) {
            bookmarkDataIsStale = true
            self.init(fileURLWithPath: renamed)
            return
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: bookmark.path, NSLocalizedDescriptionKey: "URL(resolvingBookmarkData:): the bookmarked file \(bookmark.path) is gone (not there, nor renamed in its folder)"])
    }
}

/// A file's identity on disk: it survives a rename within the file system.
private struct FileIdentity: Equatable {
    let device: Int
    let inode: Int

    init(device: Int, inode: Int) {
        self.device = device
        self.inode = inode
    }

    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = Int(truncatingIfNeeded: status.st_dev)
        inode = Int(truncatingIfNeeded: status.st_ino)
    }
}

/// A decoded bookmark, checked field by field.
private struct Bookmark {
    static let formatKey = "OpenUISceneBookmark"
    static let version = 1
    let path: String
    let identity: FileIdentity

    init(data: Data) throws {
        func corrupt(_ reason: String) -> CocoaError {
            CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "URL(resolvingBookmarkData:): the data is not a bookmark made by URL.bookmarkData(options:): \(reason). Ask the user to pick the file again."])
        }
        let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        guard let record = plist as? [String: Any] else { throw corrupt("it is not a property list dictionary (\(data.count) bytes)") }
        guard let version = record[Self.formatKey] as? Int else { throw corrupt("the key \(Self.formatKey) is missing") }
        guard version == Self.version else { throw corrupt("its version is \(version); this build reads version \(Self.version)") }
        guard let path = record["path"] as? String, path.hasPrefix("/"), !path.contains("\0") else { throw corrupt("its path is missing or not absolute") }
        guard let device = record["device"] as? Int, let inode = record["inode"] as? Int else { throw corrupt("its file identity (device, inode) is missing") }
        self.path = path
        identity = FileIdentity(device: device, inode: inode)
    }
}
