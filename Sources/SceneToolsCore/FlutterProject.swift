import Foundation

/// A Flutter project's Flutter version, as the tools read it: the one the project pins with FVM
/// (`.fvmrc`'s `flutter`, `.fvm/fvm_config.json`'s `flutterSdkVersion`), in a version file
/// (`flutter-version.txt`, `.flutter-version`: the version on its first line) or in its GitHub workflows
/// (`FLUTTER_VERSION:`, `flutter-version:`), else the lowest one `pubspec.yaml` allows
/// (`environment:` → `flutter: ">=3.24.0"`).
public enum FlutterProject {
    /// The first Flutter with `FlutterSceneDelegate` and `FlutterImplicitEngineDelegate`
    /// (docs.flutter.dev, breaking change "uiscenedelegate").
    public static let sceneVersion = JavaScriptPackage.Version(3, 41)

    /// The version and the file it was read from, looking in `folder` and up to four folders
    /// above it, not above `root` (absolute paths); nil when no file gives one.
    public static func version(near folder: String, root: String) -> (version: JavaScriptPackage.Version, file: String)? {
        var current = folder
        for _ in 0...4 {
            if let found = version(in: current) { return found }
            guard current != root, current.hasPrefix(root) else { break }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.count < root.count { break }
            current = parent
        }
        return nil
    }

    /// The version the files of one folder give.
    static func version(in folder: String) -> (version: JavaScriptPackage.Version, file: String)? {
        func read(_ name: String) -> String? {
            (try? SourceFileReader.contents(of: SourcePath(ProjectPaths.join(folder, name)), limit: 1 << 20)).map { String(decoding: $0, as: UTF8.self) }
        }
        for (name, key) in [(".fvmrc", "flutter"), (".fvm/fvm_config.json", "flutterSdkVersion")] {
            if let text = read(name), let object = JavaScriptPackage.jsonObject(Array(text.utf8)), let value = object[key] as? String,
               let version = JavaScriptPackage.Version(range: value) {
                return (version, ProjectPaths.join(folder, name))
            }
        }
        // A version file the CI reads (`echo "FLUTTER_VERSION=$(cat flutter-version.txt)"`:
        // openfoodfacts/smooth-app pins 3.24.3 so).
        for name in ["flutter-version.txt", ".flutter-version"] {
            if let text = read(name), let line = text.split(whereSeparator: \.isNewline).first,
               let version = JavaScriptPackage.Version(range: line.trimmingCharacters(in: .whitespaces)) {
                return (version, ProjectPaths.join(folder, name))
            }
        }
        // CI that pins it: `FLUTTER_VERSION: "3.24.5"`, subosito/flutter-action's `flutter-version: 3.24.5`.
        // The highest of the workflows (one may build a helper with an older one).
        let workflows = ProjectPaths.join(folder, ".github/workflows")
        var pinned: (version: JavaScriptPackage.Version, file: String)?
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: workflows)) ?? []).sorted() where name.hasSuffix(".yml") || name.hasSuffix(".yaml") {
            guard let text = read(".github/workflows/" + name) else { continue }
            for line in text.split(whereSeparator: \.isNewline) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                for key in ["FLUTTER_VERSION:", "flutter-version:"] where trimmed.hasPrefix(key) {
                    let value = trimmed.dropFirst(key.count).trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
                    if value.first?.isNumber == true, let version = JavaScriptPackage.Version(range: value), pinned.map({ $0.version < version }) ?? true {
                        pinned = (version, ProjectPaths.join(workflows, name))
                    }
                }
            }
        }
        if let pinned { return pinned }
        guard let pubspec = read("pubspec.yaml") else { return nil }
        // `environment:` at the top level, then its indented `flutter:` entry (a YAML subset:
        // the only key read).
        var inEnvironment = false
        for line in pubspec.split(whereSeparator: \.isNewline) {
            let text = String(line)
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let indented = text.first == " " || text.first == "\t"
            if !indented { inEnvironment = trimmed.hasPrefix("environment:"); continue }
            guard inEnvironment, trimmed.hasPrefix("flutter:") else { continue }
            let value = trimmed.dropFirst("flutter:".count).trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            if let version = JavaScriptPackage.Version(range: value) { return (version, ProjectPaths.join(folder, "pubspec.yaml")) }
        }
        return nil
    }
}
