import Foundation
import SceneToolsCore

/// The files of an app that the migration reads: Swift files, Objective-C files (listed only),
/// Info.plists and Xcode project files, found under one folder by the tools' one walk
/// (`SourceTreeWalker`, as `scenectl doctor` and `scenectl port` find them).
struct AppFolder {
    struct File {
        /// Relative to the folder, with `/`.
        var path: String
        var data: Data
    }

    var root: URL
    var swiftFiles: [File] = []
    var objectiveCFiles: [String] = []
    /// The `.h` files.
    var objectiveCHeaders: [String] = []
    var plists: [File] = []
    var projectFiles: [File] = []
    /// Files that could not be read (too large, unreadable, not regular, a name that is not
    /// UTF-8), with the reason.
    var unreadable: [(path: String, reason: String)] = []
    /// Symbolic links to folders or to files the migration reads: not followed (so that `--write`
    /// never changes a file outside the folder), each named with its destination.
    var links: [(path: String, destination: String, isFolder: Bool)] = []
    /// Folders inside the app that are other packages (a podspec or Package.swift of their own):
    /// vendored code, not read.
    var vendoredPackages: [String] = []

    init(root: URL) throws {
        self.root = root
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            throw MigrationError("\(root.path): no such folder; give the folder that holds the app's Swift files and Info.plist.")
        }
        guard isDirectory.boolValue else {
            throw MigrationError("\(root.path) is a file; give the folder that holds the app's Swift files and Info.plist.")
        }
        let tree: SourceTree
        do {
            tree = try SourceTreeWalker().walk([root.path])
        } catch {
            throw MigrationError("\(root.path) cannot be read (\(error.reason)); check its permissions.")
        }
        let base = SourcePath(root.path)
        vendoredPackages = tree.packageFolders.map { relative($0, to: base) }
        for entry in tree.unreadable {
            unreadable.append((relative(entry.path, to: base), entry.isFolder ? "the folder cannot be read (\(entry.reason))" : "its type cannot be read (\(entry.reason))"))
        }
        for file in tree.specialFiles {
            unreadable.append((relative(file.path, to: base), "\(file.kind.lowercased()), not a regular file"))
        }
        for link in tree.links where link.broken == nil {
            links.append((relative(link.path, to: base), link.destination, link.isFolder))
        }
        func ours(_ paths: [SourcePath]) -> [(SourcePath, String)] {
            paths.filter { !tree.isInPackageFolder($0) }.compactMap { path in
                let shown = relative(path, to: base)
                guard path.relative(to: base)?.string != nil else {
                    unreadable.append((shown, "its name is not UTF-8, so it cannot be rewritten by name"))
                    return nil
                }
                return (path, shown)
            }
        }
        for (path, shown) in ours(tree.swiftFiles) {
            if let file = read(path, shown) { swiftFiles.append(file) }
        }
        for (path, shown) in ours(tree.infoPlists) {
            if let file = read(path, shown) { plists.append(file) }
        }
        for (path, shown) in ours(tree.projectFiles) {
            if let file = read(path, shown, limit: SourceFileReader.maximumProjectFileSize) { projectFiles.append(file) }
        }
        objectiveCFiles = ours(tree.objectiveCFiles).map(\.1).filter { $0.hasSuffix(".m") || $0.hasSuffix(".mm") }
        objectiveCHeaders = ours(tree.objectiveCFiles).map(\.1).filter { $0.hasSuffix(".h") }
        unreadable.sort { $0.path < $1.path }
    }

    private func relative(_ path: SourcePath, to base: SourcePath) -> String {
        path.relative(to: base)?.display ?? path.display
    }

    private mutating func read(_ path: SourcePath, _ shown: String, limit: Int = SourceFileReader.maximumFileSize) -> File? {
        do {
            return File(path: shown, data: Data(try SourceFileReader.contents(of: path, limit: limit)))
        } catch {
            unreadable.append((shown, error.description))
            return nil
        }
    }
}
