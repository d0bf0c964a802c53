import Foundation

/// The JavaScript package a framework host app belongs to (`package.json`): which version of
/// React Native, Expo, Capacitor or Cordova it depends on. A recipe or a rule that depends on the
/// framework's version reads it here.
///
/// The nearest `package.json` above an app's folder is read (React Native, Expo, Capacitor and
/// Cordova keep the native project in `ios/` or `platforms/ios/` beside it), up to `limit` folders
/// up and never above the parent of the folder the tool was given (a user who runs the tool on
/// `ios/` still gets the version). When the installed package is there
/// (`node_modules/react-native/package.json`), its exact version wins over the range asked for.
/// Files are read as every tool reads a file (``SourceFileReader``: regular files only, no link
/// followed, at most 1 MiB); a file that is not JSON is ignored, as if absent.
public struct JavaScriptPackage: Sendable, Equatable {
    /// The `package.json` read, as given (relative to the root when under it).
    public var path: String
    /// Every dependency (`dependencies`, `devDependencies`) and the version range it names.
    public var dependencies: [String: String]

    public init(path: String, dependencies: [String: String]) {
        self.path = path
        self.dependencies = dependencies
    }

    /// The version of `name`: the installed package's when it is there, else the lowest version
    /// the range in package.json allows (`^0.79.2`, `~0.81.0`, `0.83.9`); nil for a tag or a URL
    /// (`nightly`, `github:…`).
    public func version(of name: String, installedUnder folder: String? = nil) -> Version? {
        if let folder, let installed = Self.installedVersion(of: name, in: folder) { return installed }
        return dependencies[name].flatMap(Version.init(range:))
    }

    /// The nearest package.json at or above `folder` (an absolute path), searched up to `limit`
    /// folders, and not above `root`'s parent.
    public static func nearest(to folder: String, root: String, limit: Int = 4) -> JavaScriptPackage? {
        let stop = parent(root)
        var current = folder
        for _ in 0...limit {
            let path = ProjectPaths.join(current, "package.json")
            if let package = read(path) {
                let relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
                return JavaScriptPackage(path: relative, dependencies: package)
            }
            if current == stop || current == "/" || current.isEmpty { break }
            current = parent(current)
        }
        return nil
    }

    /// The version of `names`' first dependency the nearest package.json above `folder` names
    /// (the installed package's first), with that package.json.
    public static func version(of names: [String], near folder: String, root: String) -> (version: Version?, package: JavaScriptPackage)? {
        guard let package = nearest(to: folder, root: root) else { return nil }
        let packageFolder = parent(ProjectPaths.join(root, package.path))
        return (names.lazy.compactMap { package.version(of: $0, installedUnder: packageFolder) }.first, package)
    }

    static func parent(_ path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "/" : folder
    }

    /// A JSON file's top-level object, read as every tool reads a file (at most 1 MiB); nil when
    /// it is absent, not a regular file, or not a JSON object.
    static func jsonObject(at path: String) -> [String: Any]? {
        guard let bytes = try? SourceFileReader.contents(of: SourcePath(path), limit: 1 << 20) else { return nil }
        return jsonObject(bytes)
    }

    static func jsonObject(_ bytes: [UInt8]) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any]
    }

    static func read(_ path: String) -> [String: String]? {
        guard let object = jsonObject(at: path) else { return nil }
        var dependencies: [String: String] = [:]
        for key in ["devDependencies", "dependencies"] {
            for (name, value) in object[key] as? [String: Any] ?? [:] {
                if let range = value as? String { dependencies[name] = range }
            }
        }
        return dependencies
    }

    static func installedVersion(of name: String, in folder: String) -> Version? {
        let path = ProjectPaths.join(ProjectPaths.join(ProjectPaths.join(folder, "node_modules"), name), "package.json")
        guard let version = jsonObject(at: path)?["version"] as? String else { return nil }
        return Version(range: version)
    }

    /// A version `major.minor.patch`, compared numerically.
    public struct Version: Sendable, Equatable, Comparable, CustomStringConvertible {
        public var major: Int
        public var minor: Int
        public var patch: Int

        public init(_ major: Int, _ minor: Int, _ patch: Int = 0) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }

        /// The lowest version a package.json range allows: `0.83.9`, `^0.79.2`, `~0.81.0`,
        /// `>=0.80.0 <0.82`, `0.84.0-rc.1`, `0.84.x`; nil for `nightly`, `latest`, `*`, a path or a URL.
        public init?(range: String) {
            var text = Substring(range.trimmingCharacters(in: .whitespaces))
            while let first = text.first, "^~>=<v ".contains(first) { text = text.dropFirst() }
            let core = text.prefix { $0.isNumber || $0 == "." || $0 == "x" || $0 == "X" || $0 == "*" }
            let parts = core.split(separator: ".", omittingEmptySubsequences: false)
            guard let major = parts.first.flatMap({ Int($0) }) else { return nil }
            self.init(major, parts.count > 1 ? Int(parts[1]) ?? 0 : 0, parts.count > 2 ? Int(parts[2]) ?? 0 : 0)
        }

        public var description: String { "\(major).\(minor).\(patch)" }

        public static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
    }
}
