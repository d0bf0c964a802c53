import Foundation

/// The files of an app that the migration reads: Swift files, Objective-C files (listed only),
/// Info.plists and Xcode project files, found under one folder.
struct AppFolder {
    struct File {
        /// Relative to the folder, with `/`.
        var path: String
        var data: Data
    }

    var root: URL
    var swiftFiles: [File] = []
    var objectiveCFiles: [String] = []
    var plists: [File] = []
    var projectFiles: [File] = []
    /// Files that could not be read (too large, unreadable), with the reason.
    var unreadable: [(path: String, reason: String)] = []
    /// Symbolic links to folders or to files the migration reads: not followed (so that `--write`
    /// never changes a file outside the folder), each named with its destination.
    var links: [(path: String, destination: String, isFolder: Bool)] = []
    /// Folders inside the app that are other packages (a podspec or Package.swift of their own):
    /// vendored code, not read.
    var vendoredPackages: [String] = []

    /// Folders never read: build products and other people's code.
    static let skippedFolders: Set<String> = [".build", ".git", "Pods", "Carthage", "DerivedData", "node_modules", ".swiftpm", "build", "SourcePackages"]
    /// A source file larger than this is not read (named in the summary).
    static let maximumFileSize = 8 << 20

    init(root: URL) throws {
        self.root = root
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            throw MigrationError("\(root.path): no such folder; give the folder that holds the app's Swift files and Info.plist.")
        }
        guard isDirectory.boolValue else {
            throw MigrationError("\(root.path) is a file; give the folder that holds the app's Swift files and Info.plist.")
        }
        try walk(root, relative: "")
        swiftFiles.sort { $0.path < $1.path }
        plists.sort { $0.path < $1.path }
        projectFiles.sort { $0.path < $1.path }
        objectiveCFiles.sort()
    }

    private mutating func walk(_ folder: URL, relative: String) throws {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            if relative.isEmpty { throw MigrationError("\(folder.path) cannot be read (\(error.localizedDescription)); check its permissions.") }
            unreadable.append((relative, "the folder cannot be read"))
            return
        }
        for name in names {
            let url = folder.appendingPathComponent(name)
            let path = relative.isEmpty ? name : relative + "/" + name
            guard let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey, .isRegularFileKey, .fileSizeKey]) else {
                unreadable.append((path, "its type and size cannot be read"))
                continue
            }
            if values.isSymbolicLink == true {
                // What it points to, when that is something the migration reads.
                let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? "?"
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
                   isFolder.boolValue || ["swift", "m", "mm", "plist", "pbxproj"].contains(url.pathExtension) {
                    links.append((path, destination, isFolder.boolValue))
                }
                continue
            }
            if values.isDirectory == true {
                if Self.skippedFolders.contains(name) || name.hasSuffix(".xcframework") || name.hasSuffix(".framework") { continue }
                if name.hasSuffix(".xcodeproj") {
                    let project = url.appendingPathComponent("project.pbxproj")
                    if let file = read(project, path: path + "/project.pbxproj") { projectFiles.append(file) }
                    continue
                }
                if let contents = try? FileManager.default.contentsOfDirectory(atPath: url.path),
                   contents.contains(where: { $0.hasSuffix(".podspec") || $0 == "Package.swift" }) {
                    vendoredPackages.append(path)
                    continue
                }
                try walk(url, relative: path)
                continue
            }
            guard values.isRegularFile == true else { continue }
            let ext = url.pathExtension
            if ext == "swift" {
                if let file = read(url, path: path) { swiftFiles.append(file) }
            } else if ext == "m" || ext == "mm" {
                objectiveCFiles.append(path)
            } else if ext == "plist", name.hasSuffix("Info.plist") || name == "Info.plist" {
                if let file = read(url, path: path) { plists.append(file) }
            }
        }
    }

    private mutating func read(_ url: URL, path: String) -> File? {
        let size = (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
        if size > Self.maximumFileSize {
            unreadable.append((path, "larger than \(Self.maximumFileSize >> 20) MiB"))
            return nil
        }
        guard let data = try? Data(contentsOf: url) else {
            unreadable.append((path, "cannot be read"))
            return nil
        }
        return File(path: path, data: data)
    }
}
