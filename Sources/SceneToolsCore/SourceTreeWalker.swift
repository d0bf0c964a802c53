#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What `SourceTreeWalker` found under the paths it was given. Every list is sorted by path.
public struct SourceTree: Sendable {
    /// The paths given, in order.
    public var roots: [SourcePath] = []
    /// The `*.swift` files.
    public var swiftFiles: [SourcePath] = []
    /// The Info.plist files (``SourceTreeWalker/isInfoPlist(_:)``; any `.plist` given by name).
    public var infoPlists: [SourcePath] = []
    /// The `project.pbxproj` files inside `*.xcodeproj` folders.
    public var projectFiles: [SourcePath] = []
    /// The Objective-C and Objective-C++ files (`*.m`, `*.mm`, `*.h`).
    public var objectiveCFiles: [SourcePath] = []
    /// Symbolic links to a folder or to a file of the kinds above: never followed, each named.
    public var links: [SourceLink] = []
    /// Entries named like a file of the kinds above that are not regular files (a FIFO, a socket,
    /// a device): never opened.
    public var specialFiles: [SpecialFile] = []
    /// Folders that could not be listed, and entries whose type could not be read.
    public var unreadable: [UnreadablePath] = []
    /// Folders below a root that hold a package of their own (a `*.podspec` or `Package.swift`):
    /// walked like the others; a tool that must not edit other people's code leaves them out.
    public var packageFolders: [SourcePath] = []

    /// Whether `path` lies in one of ``packageFolders``.
    public func isInPackageFolder(_ path: SourcePath) -> Bool {
        packageFolders.contains { path.relative(to: $0) != nil }
    }
}

/// A symbolic link the walker did not follow.
public struct SourceLink: Sendable, Equatable {
    public var path: SourcePath
    /// What the link says (`readlink`), as shown.
    public var destination: String
    /// Whether it leads to a folder.
    public var isFolder: Bool
    /// Whether what it leads to exists and lies inside one of the roots (so that the walk reads it
    /// at its own path anyway).
    public var leadsInside: Bool
    /// Why it leads nowhere: a missing destination or a loop of links; `nil` when it resolves.
    public var broken: String?
}

/// An entry named like a source file that is not a regular file.
public struct SpecialFile: Sendable, Equatable {
    public var path: SourcePath
    /// What it is, to start a sentence: "A FIFO (named pipe)", "A socket"…
    public var kind: String
}

/// A folder or entry the walker could not look at.
public struct UnreadablePath: Sendable, Equatable {
    public var path: SourcePath
    /// Whether it is a folder that could not be listed (so none of its files was read).
    public var isFolder: Bool
    /// The system's reason (`strerror`).
    public var reason: String
}

/// The error for a path given on the command line that cannot be read at all.
public struct SourceTreeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path that was given.
    public var path: String
    /// Why it cannot be read.
    public var reason: String
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
    public var description: String { "cannot read \(path): \(reason)" }
}

/// The one walk of an app's folder that `scenectl doctor`, `migrate` (and its `--verify`) and
/// `port` share: the Swift, Objective-C, Info.plist and Xcode project files under the given paths.
///
/// It uses the POSIX calls directly so that file names that are not UTF-8 are kept byte for byte;
/// it opens nothing but folders (a FIFO or a device is never read, so the walk never blocks); it
/// never follows a symbolic link below a root (so that a link loop ends and a tool that writes
/// never changes a file outside the folder it was given) and names every link to a folder or to a
/// file it would have read; and it skips the folders that hold build products and other people's
/// code (``skippedFolders``).
public struct SourceTreeWalker: Sendable {
    /// Folder names that are never entered: build products, dependencies, version control.
    public static let skippedFolders: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage", "node_modules", ".swiftpm", "build", "SourcePackages"]
    /// Folder name endings that are never entered: built frameworks and asset catalogues.
    public static let skippedFolderSuffixes = [".framework", ".xcframework", ".xcassets"]

    /// Folders to treat as unreadable (EACCES), for tests that run as root, who reads everything.
    package var deniedFolders: Set<String> = []

    public init() {}

    /// Whether a file name is an Info.plist's: a `.plist` whose name contains `Info`
    /// (`Info.plist`, `App-Info.plist`, `Info-Staging.plist`). Whether it is an *application's*
    /// Info.plist is for its contents to say.
    public static func isInfoPlist(_ name: String) -> Bool {
        name.hasSuffix(".plist") && name.contains("Info")
    }

    /// Walks `roots` (folders or single files; a root may be a symbolic link). Throws when a root
    /// itself cannot be read.
    public func walk(_ roots: [String]) throws(SourceTreeError) -> SourceTree {
        var tree = SourceTree()
        let resolvedRoots = roots.compactMap { Self.resolved(SourcePath($0)) }
        for root in roots {
            var path = SourcePath(root)
            tree.roots.append(path)
            var info = stat()
            guard stat(root, &info) == 0 else {
                throw SourceTreeError(path: root, reason: String(cString: strerror(errno)))
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                if deniedFolders.contains(root) {
                    throw SourceTreeError(path: root, reason: String(cString: strerror(EACCES)))
                }
                guard let handle = opendir(root) else {
                    throw SourceTreeError(path: root, reason: String(cString: strerror(errno)))
                }
                closedir(handle)
                visit(directory: path, isRoot: true, resolvedRoots: resolvedRoots, tree: &tree)
            case S_IFREG:
                // A file given by a link is read at the link's destination (the reader opens no link).
                var linkInfo = stat()
                if lstat(root, &linkInfo) == 0, (linkInfo.st_mode & S_IFMT) == S_IFLNK, let target = Self.resolved(path) { path = target }
                classify(file: path, name: String(decoding: path.lastComponent, as: UTF8.self), tree: &tree, explicitly: true)
            default:
                throw SourceTreeError(path: root, reason: "not a regular file or folder (a FIFO, socket or device is never read)")
            }
        }
        tree.swiftFiles = Array(Set(tree.swiftFiles)).sorted()
        tree.infoPlists = Array(Set(tree.infoPlists)).sorted()
        tree.projectFiles = Array(Set(tree.projectFiles)).sorted()
        tree.objectiveCFiles = Array(Set(tree.objectiveCFiles)).sorted()
        tree.links.sort { $0.path < $1.path }
        tree.specialFiles.sort { $0.path < $1.path }
        tree.unreadable.sort { $0.path < $1.path }
        tree.packageFolders.sort()
        return tree
    }

    private func visit(directory: SourcePath, isRoot: Bool, resolvedRoots: [SourcePath], tree: inout SourceTree) {
        let entries: [[UInt8]]
        switch readDirectory(directory) {
        case .success(let names): entries = names
        case .failure(let failure):
            tree.unreadable.append(UnreadablePath(path: directory, isFolder: true, reason: failure.reason))
            return
        }
        if !isRoot, entries.contains(where: { name in
            name == Array("Package.swift".utf8) || String(decoding: name, as: UTF8.self).hasSuffix(".podspec")
        }) {
            tree.packageFolders.append(directory)
        }
        for name in entries {
            let child = directory.appending(name)
            let text = String(decoding: name, as: UTF8.self)
            var info = stat()
            guard child.withCString({ lstat($0, &info) }) == 0 else {
                if Self.isRead(text) {
                    tree.unreadable.append(UnreadablePath(path: child, isFolder: false, reason: String(cString: strerror(errno))))
                }
                continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                if Self.isSkipped(text) { continue }
                if text.hasSuffix(".xcodeproj") {
                    let project = child.appending(Array("project.pbxproj".utf8))
                    var projectInfo = stat()
                    if project.withCString({ lstat($0, &projectInfo) }) == 0 {
                        switch projectInfo.st_mode & S_IFMT {
                        case S_IFREG: tree.projectFiles.append(project)
                        // A shared project linked in: named, never read through the link or replaced.
                        case S_IFLNK: noteLink(project, name: "project.pbxproj", resolvedRoots: resolvedRoots, tree: &tree)
                        default: tree.specialFiles.append(SpecialFile(path: project, kind: Self.kind(of: projectInfo.st_mode & S_IFMT)))
                        }
                    }
                    continue
                }
                visit(directory: child, isRoot: false, resolvedRoots: resolvedRoots, tree: &tree)
            case S_IFREG:
                classify(file: child, name: text, tree: &tree, explicitly: false)
            case S_IFLNK:
                if Self.isSkipped(text) { continue }
                noteLink(child, name: text, resolvedRoots: resolvedRoots, tree: &tree)
            default:
                if Self.isRead(text) {
                    tree.specialFiles.append(SpecialFile(path: child, kind: Self.kind(of: info.st_mode & S_IFMT)))
                }
            }
        }
    }

    private func noteLink(_ link: SourcePath, name: String, resolvedRoots: [SourcePath], tree: inout SourceTree) {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = link.withCString { path in buffer.withUnsafeMutableBufferPointer { readlink(path, UnsafeMutableRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), $0.count - 1) } }
        let destination = count >= 0 ? SourcePath.display(Array(buffer[0..<count])) : "?"
        var info = stat()
        if link.withCString({ stat($0, &info) }) != 0 {
            let reason = errno == ELOOP ? "a loop of symbolic links" : String(cString: strerror(errno))
            if Self.isRead(name) {
                tree.links.append(SourceLink(path: link, destination: destination, isFolder: false, leadsInside: false, broken: reason))
            }
            return
        }
        let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
        guard isFolder || Self.isRead(name) || Self.isRead(destination) else { return }
        var inside = false
        if let target = Self.resolved(link) { inside = resolvedRoots.contains { target.isInside($0) } }
        tree.links.append(SourceLink(path: link, destination: destination, isFolder: isFolder, leadsInside: inside, broken: nil))
    }

    /// Whether a folder of that name is never entered.
    public static func isSkipped(_ folder: String) -> Bool {
        skippedFolders.contains(folder) || skippedFolderSuffixes.contains { folder.hasSuffix($0) }
    }

    /// Whether a file of that name is one the walk collects.
    private static func isRead(_ name: String) -> Bool {
        name.hasSuffix(".swift") || name.hasSuffix(".m") || name.hasSuffix(".mm") || name.hasSuffix(".h")
            || isInfoPlist(name) || name == "project.pbxproj"
    }

    private func classify(file: SourcePath, name: String, tree: inout SourceTree, explicitly: Bool) {
        if name.hasSuffix(".swift") {
            tree.swiftFiles.append(file)
        } else if Self.isInfoPlist(name) || (explicitly && name.hasSuffix(".plist")) {
            tree.infoPlists.append(file)
        } else if name == "project.pbxproj" {
            tree.projectFiles.append(file)
        } else if name.hasSuffix(".m") || name.hasSuffix(".mm") || name.hasSuffix(".h") {
            tree.objectiveCFiles.append(file)
        }
    }

    /// What a file type is, to start a sentence.
    public static func kind(of type: mode_t) -> String {
        switch type {
        case S_IFIFO: return "A FIFO (named pipe)"
        case S_IFSOCK: return "A socket"
        case S_IFCHR: return "A character device"
        case S_IFBLK: return "A block device"
        case S_IFDIR: return "A folder"
        case S_IFLNK: return "A symbolic link"
        default: return "Not a regular file"
        }
    }

    /// The path with every link resolved (`realpath`), or `nil` when it does not resolve.
    private static func resolved(_ path: SourcePath) -> SourcePath? {
        guard let pointer = path.withCString({ realpath($0, nil) }) else { return nil }
        defer { free(pointer) }
        return SourcePath(bytes: Array(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))))
    }

    private struct ListFailure: Error { var reason: String }

    private func readDirectory(_ path: SourcePath) -> Result<[[UInt8]], ListFailure> {
        if deniedFolders.contains(path.display) { return .failure(ListFailure(reason: String(cString: strerror(EACCES)))) }
        guard let handle = path.withCString({ opendir($0) }) else { return .failure(ListFailure(reason: String(cString: strerror(errno)))) }
        defer { closedir(handle) }
        var names: [[UInt8]] = []
        while true {
            errno = 0
            guard let entry = readdir(handle) else {
                if errno != 0 { return .failure(ListFailure(reason: String(cString: strerror(errno)))) }
                break
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            names.append(name)
        }
        return .success(names.sorted { $0.lexicographicallyPrecedes($1) })
    }
}
