#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// A path as the file system has it (bytes, which need not be UTF-8) and as a person reads it.
public struct SourcePath: Sendable, Hashable, Comparable {
    /// The path's bytes, without a terminating zero: what `open(2)` gets.
    public var bytes: [UInt8]
    /// The path for messages: its bytes decoded as UTF-8, invalid sequences replaced by U+FFFD.
    public var display: String

    /// A path from its bytes.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        self.display = String(decoding: bytes, as: UTF8.self)
    }

    /// A path from a string (command-line arguments and tests).
    public init(_ string: String) {
        self.init(bytes: Array(string.utf8))
    }

    /// This path with `component` appended after a `/`.
    func appending(_ component: [UInt8]) -> SourcePath {
        var result = bytes
        if result.last != UInt8(ascii: "/") { result.append(UInt8(ascii: "/")) }
        result += component
        return SourcePath(bytes: result)
    }

    /// The last path component's bytes.
    var lastComponent: [UInt8] {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return bytes }
        return Array(bytes[(slash + 1)...])
    }

    public static func < (lhs: SourcePath, rhs: SourcePath) -> Bool { lhs.bytes.lexicographicallyPrecedes(rhs.bytes) }
}

/// What `SourceTreeWalker` found under the paths it was given.
public struct SourceTree: Sendable {
    /// The `*.swift` files, sorted by path.
    public var swiftFiles: [SourcePath] = []
    /// The `Info.plist` files (any file whose name ends in `Info.plist`), sorted by path.
    public var infoPlists: [SourcePath] = []
    /// The `project.pbxproj` files inside `*.xcodeproj` folders, sorted by path.
    public var projectFiles: [SourcePath] = []
    /// The Objective-C and Objective-C++ files (`*.m`, `*.mm`, `*.h`), sorted by path: read for
    /// launch readiness (an app delegate's selectors, the classes a manifest can name).
    public var objectiveCFiles: [SourcePath] = []
    /// Folders that could not be read, links that loop, and entries that are not regular files:
    /// reported, never skipped silently.
    public var problems: [WalkProblem] = []
}

/// A part of the tree the walker could not look at, and why.
public struct WalkProblem: Sendable, Equatable, CustomStringConvertible {
    /// The path concerned.
    public var path: String
    /// What went wrong and what to do.
    public var reason: String
    /// Whether Swift code may have gone unchecked because of it (a folder or a Swift file not
    /// read); an unreadable Info.plist or project file only loses facts about the manifest.
    public var leavesCodeUnchecked: Bool = true
    public var description: String { "\(path): \(reason)" }
}

/// The error for a path given on the command line that cannot be read at all.
public struct SourceTreeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path that was given.
    public var path: String
    /// Why it cannot be read.
    public var reason: String
    public var description: String { "cannot read \(path): \(reason)" }
}

/// Finds an app's Swift files, Info.plists and Xcode project files under the given paths.
///
/// It uses the POSIX calls directly so that file names that are not UTF-8 are kept byte for byte,
/// it never opens anything but directories (so a FIFO or a device is never read, and never blocks),
/// it follows symbolic links but visits each directory once (a link loop ends), and it skips the
/// folders that hold build products and dependencies (`.build`, `DerivedData`, `Pods`, `Carthage`,
/// `.git`, `node_modules`).
public struct SourceTreeWalker: Sendable {
    /// Folder names that are never entered.
    public static let skippedFolders: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage", "node_modules", ".swiftpm", "build"]

    /// Folders to treat as unreadable (EACCES), for tests that run as root, who reads everything.
    var deniedFolders: Set<String> = []

    public init() {}

    /// Walks `roots` (folders or single files). Throws when a root itself cannot be read.
    public func walk(_ roots: [String]) throws(SourceTreeError) -> SourceTree {
        var tree = SourceTree()
        var visited = Set<FileIdentity>()
        for root in roots {
            let path = SourcePath(root)
            var info = stat()
            guard stat(root, &info) == 0 else {
                throw SourceTreeError(path: root, reason: String(cString: strerror(errno)))
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                guard let handle = opendir(root) else {
                    throw SourceTreeError(path: root, reason: "\(String(cString: strerror(errno))) (check its permissions)")
                }
                closedir(handle)
                visit(directory: path, identity: FileIdentity(info), tree: &tree, visited: &visited)
            } else if (info.st_mode & S_IFMT) == S_IFREG {
                classify(file: path, tree: &tree, explicitly: true)
            } else {
                throw SourceTreeError(path: root, reason: "not a regular file or folder (a FIFO, socket or device is never read)")
            }
        }
        tree.swiftFiles = Array(Set(tree.swiftFiles)).sorted()
        tree.infoPlists = Array(Set(tree.infoPlists)).sorted()
        tree.projectFiles = Array(Set(tree.projectFiles)).sorted()
        tree.objectiveCFiles = Array(Set(tree.objectiveCFiles)).sorted()
        return tree
    }

    private struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
        init(_ info: stat) {
            device = UInt64(truncatingIfNeeded: info.st_dev)
            inode = UInt64(truncatingIfNeeded: info.st_ino)
        }
    }

    private func visit(directory: SourcePath, identity: FileIdentity, tree: inout SourceTree, visited: inout Set<FileIdentity>) {
        guard visited.insert(identity).inserted else { return }
        let entries: [[UInt8]]
        switch readDirectory(directory) {
        case .success(let names): entries = names
        case .failure(let reason):
            tree.problems.append(WalkProblem(path: directory.display, reason: "folder not read: \(reason); its files were not checked"))
            return
        }
        for name in entries {
            let child = directory.appending(name)
            var info = stat()
            let status = child.bytes.withUnsafeBufferPointer { buffer -> Int32 in
                var terminated = Array(buffer)
                terminated.append(0)
                return terminated.withUnsafeBufferPointer { stat(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), &info) }
            }
            let displayName = String(decoding: name, as: UTF8.self)
            if status != 0 {
                let reason = String(cString: strerror(errno))
                // A dangling link, or one that loops (ELOOP): say so, unless it is not a file we want.
                if isInteresting(name: name) || errno == ELOOP {
                    tree.problems.append(WalkProblem(path: child.display, reason: "not read: \(reason)"))
                }
                continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                if Self.skippedFolders.contains(displayName) { continue }
                if displayName.hasSuffix(".xcodeproj") {
                    let project = child.appending(Array("project.pbxproj".utf8))
                    if isRegularFile(project) { tree.projectFiles.append(project) }
                    continue
                }
                visit(directory: child, identity: FileIdentity(info), tree: &tree, visited: &visited)
            case S_IFREG:
                classify(file: child, tree: &tree, explicitly: false)
            default:
                if isInteresting(name: name) {
                    tree.problems.append(WalkProblem(path: child.display, reason: "not a regular file (FIFO, socket or device): not opened"))
                }
            }
        }
    }

    private func isInteresting(name: [UInt8]) -> Bool {
        let text = String(decoding: name, as: UTF8.self)
        return text.hasSuffix(".swift") || text.hasSuffix("Info.plist")
    }

    private func classify(file: SourcePath, tree: inout SourceTree, explicitly: Bool) {
        let name = String(decoding: file.lastComponent, as: UTF8.self)
        if name.hasSuffix(".swift") {
            tree.swiftFiles.append(file)
        } else if name.hasSuffix("Info.plist") || (explicitly && name.hasSuffix(".plist")) {
            tree.infoPlists.append(file)
        } else if name == "project.pbxproj" {
            tree.projectFiles.append(file)
        } else if name.hasSuffix(".m") || name.hasSuffix(".mm") || name.hasSuffix(".h") {
            tree.objectiveCFiles.append(file)
        }
    }

    private func isRegularFile(_ path: SourcePath) -> Bool {
        var info = stat()
        var terminated = path.bytes
        terminated.append(0)
        let status = terminated.withUnsafeBufferPointer { stat(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), &info) }
        return status == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    private func readDirectory(_ path: SourcePath) -> Result<[[UInt8]], WalkFailure> {
        if deniedFolders.contains(path.display) { return .failure(WalkFailure(String(cString: strerror(EACCES)))) }
        var terminated = path.bytes
        terminated.append(0)
        let handle = terminated.withUnsafeBufferPointer { opendir(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self)) }
        guard let handle else { return .failure(WalkFailure(String(cString: strerror(errno)))) }
        defer { closedir(handle) }
        var names: [[UInt8]] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) { bytes in
                    Array(UnsafeBufferPointer(start: bytes, count: strlen(UnsafeRawPointer(bytes).assumingMemoryBound(to: CChar.self))))
                }
            }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            names.append(name)
        }
        return .success(names.sorted { $0.lexicographicallyPrecedes($1) })
    }
}

struct WalkFailure: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}

/// Reads a whole file by its path bytes, refusing anything but a regular file and anything larger
/// than `limit` bytes.
enum SourceFileReader {
    static func contents(of path: SourcePath, limit: Int = 16 << 20) throws(SourceTreeError) -> [UInt8] {
        var terminated = path.bytes
        terminated.append(0)
        let descriptor = terminated.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_RDONLY | O_NONBLOCK) }
        guard descriptor >= 0 else { throw SourceTreeError(path: path.display, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw SourceTreeError(path: path.display, reason: "not a regular file")
        }
        guard Int(info.st_size) <= limit else {
            throw SourceTreeError(path: path.display, reason: "larger than \(limit >> 20) MiB; not read")
        }
        var result: [UInt8] = []
        result.reserveCapacity(Int(info.st_size))
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw SourceTreeError(path: path.display, reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            result += buffer[0..<count]
            if result.count > limit { throw SourceTreeError(path: path.display, reason: "larger than \(limit >> 20) MiB; not read") }
        }
        return result
    }
}
