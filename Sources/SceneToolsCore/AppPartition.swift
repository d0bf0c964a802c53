import Foundation

/// Which Info.plists are an app's: the keys that tell an app's Info.plist apart from an
/// extension's, a framework's, a test bundle's, a watch app's or a Mac app's, and from a file like
/// `GoogleService-Info.plist` that only has the name. The doctor and migrate decide it here.
public enum InfoPlistKind {
    /// Keys only an iOS app's Info.plist has.
    public static let appOnlyKeys: [String] = [
        "LSRequiresIPhoneOS", "UILaunchStoryboardName", "UILaunchScreen", "UIMainStoryboardFile", "UISupportedInterfaceOrientations",
        "UISupportedInterfaceOrientations~ipad", "UIRequiredDeviceCapabilities", "UIApplicationSceneManifest", "UIApplicationSupportsIndirectInputEvents",
        "UIApplicationShortcutItems",
    ]

    /// Whether the decoded root dictionary is an iOS app's Info.plist.
    public static func isApplication(_ raw: [String: Any]) -> Bool {
        if raw["NSExtension"] != nil || raw["EXAppExtensionAttributes"] != nil { return false }
        if ["WKWatchKitApp", "WKApplication", "WKWatchOnly", "WKCompanionAppBundleIdentifier", "WKExtensionDelegateClassName"].contains(where: { raw[$0] != nil }) { return false }
        let packageType = raw["CFBundlePackageType"] as? String
        if let packageType, ["FMWK", "BNDL", "XPC!"].contains(packageType) { return false }
        return packageType == "APPL" && raw["LSMinimumSystemVersion"] == nil || appOnlyKeys.contains { raw[$0] != nil }
    }
}

/// One app the tools judge and migrate on its own: an iOS app target of an Xcode project, or,
/// without a project, an app's Info.plist with the code beside it.
public struct AppUnit: Sendable {
    /// One build configuration of the app: its settings, its Info.plist and its code.
    public struct Configuration: Sendable {
        /// The configuration's build settings (none for an app without a project).
        public var settings: InfoPlistBuildSettings?
        /// The normalized path of its Info.plist file (`INFOPLIST_FILE` expanded, or the app's
        /// Info.plist without a project), whether or not the file is under the paths read.
        public var infoPlist: String?
        /// The normalized paths of its code (Swift, Objective-C and headers).
        public var code: Set<String>
    }

    /// The target's name, or for an app without a project its `CFBundleName` or folder.
    public var name: String
    /// The `project.pbxproj` path as given, and the target, for a project's app.
    public var projectPath: String?
    public var target: XcodeTarget?
    /// The folder that holds the `.xcodeproj` (normalized); for an app without a project, the
    /// app's folder.
    public var folder: String
    public var configurations: [Configuration]
    /// The test targets that run inside this app (`TEST_HOST`).
    public var testHostFor: [String]

    /// The code of every configuration.
    public var files: Set<String> { configurations.reduce(into: Set<String>()) { $0.formUnion($1.code) } }
    /// The Info.plist files of every configuration (normalized), in order, without repeats.
    public var infoPlists: [String] {
        var seen = Set<String>()
        return configurations.compactMap(\.infoPlist).filter { seen.insert($0).inserted }
    }
}

/// The apps under the paths read, app by app: what `scenectl doctor` judges and checks one at a
/// time, and what `scenectl migrate` moves one at a time.
public struct AppPartition: Sendable {
    /// The apps, project targets first (in project and target order), then the Info.plists that
    /// no project builds.
    public var apps: [AppUnit] = []
    /// App Info.plists beside a project that no target builds (an app folder no target builds, or
    /// a target whose settings are out of reach): named, not judged or migrated.
    public var unbuiltInfoPlists: [(path: String, project: String)] = []
    /// App Info.plists no target builds beside the one that is built, in a project whose every
    /// iOS app target names or generates its Info.plist in every configuration
    /// (`Runner/Info.plist` left beside `Runner/Info-$(CONFIGURATION).plist`): stale, and left out.
    public var staleInfoPlists: [String] = []

    /// `projects`: each `project.pbxproj` path and its targets. `appInfoPlists`: the
    /// application Info.plists (``InfoPlistKind``) by path, with their `CFBundleName` when it is
    /// literal. `files`: every code file's path. Paths are compared normalized.
    public init(projects: [(path: String, targets: [XcodeTarget])], appInfoPlists: [(path: String, bundleName: String?)], files: [String]) {
        let allFiles = Set(files.map(ProjectPaths.normalize))
        // macOS's file system ignores case by default, so Xcode builds `xdrip/Info.plist` from the
        // folder `xDrip`: a path of the project that names no file read is matched ignoring case
        // when that finds exactly one.
        let resolve = CaseInsensitivePaths(allFiles.union(appInfoPlists.map { ProjectPaths.normalize($0.path) }))
        var claimed = Set<String>()
        for project in projects {
            let folder = ProjectPaths.parentFolder(ofProjectFile: project.path)
            // Every target's Info.plist belongs to it, built here or not (a Mac, tvOS or watch app's,
            // an extension's): none of them is taken again as an app without a project.
            for target in project.targets {
                for settings in target.configurations {
                    if let file = settings.infoPlistFile { claimed.insert(resolve(ProjectPaths.normalize(ProjectPaths.join(folder, Self.expand(file, target: target.name, configuration: settings.configuration))))) }
                }
            }
            for target in project.targets where target.isApplication && target.buildsForIOS {
                let hosts = project.targets.filter { test in
                    test.configurations.contains { $0.testHost?.contains("/\(target.name).app") == true }
                }.map(\.name)
                apps.append(Self.unit(for: target, projectPath: project.path, folder: folder, allFiles: allFiles, resolve: resolve, testHostFor: hosts))
            }
        }
        let projectFolders = projects.map { ProjectPaths.parentFolder(ofProjectFile: ProjectPaths.normalize($0.path)) }
        let appPlistCount = appInfoPlists.count
        for plist in appInfoPlists where !claimed.contains(ProjectPaths.normalize(plist.path)) {
            let path = ProjectPaths.normalize(plist.path)
            // Paths relative to the folder read have a project at the top in the folder "".
            if let project = projects.first(where: { project in
                let folder = ProjectPaths.parentFolder(ofProjectFile: ProjectPaths.normalize(project.path))
                return folder.isEmpty || path.hasPrefix(folder + "/")
            }), !projectFolders.isEmpty {
                if Self.isStale(path, project: project) { staleInfoPlists.append(plist.path) } else { unbuiltInfoPlists.append((plist.path, project.path)) }
                continue
            }
            let folder = Self.appFolder(ofPlist: path)
            var code = allFiles.filter { folder.isEmpty || $0.hasPrefix(folder + "/") }
            if code.isEmpty && appPlistCount == 1 { code = allFiles }
            apps.append(AppUnit(
                name: Self.projectlessName(plistPath: plist.path, bundleName: plist.bundleName, folder: folder),
                projectPath: nil, target: nil, folder: folder,
                configurations: [AppUnit.Configuration(settings: nil, infoPlist: path, code: code)], testHostFor: []
            ))
        }
    }

    /// Whether an Info.plist no target builds is stale: its project's iOS app targets all have
    /// their Info.plists in reach (named or generated, in every configuration), and one of them
    /// builds an Info.plist in the same folder.
    static func isStale(_ plist: String, project: (path: String, targets: [XcodeTarget])) -> Bool {
        let folder = ProjectPaths.parentFolder(ofProjectFile: ProjectPaths.normalize(project.path))
        let apps = project.targets.filter { $0.isApplication && $0.buildsForIOS }
        guard !apps.isEmpty, apps.allSatisfy({ $0.configurations.allSatisfy { $0.infoPlistFile != nil || $0.generatesInfoPlist } && !$0.configurations.isEmpty }) else { return false }
        let plistFolder = (plist as NSString).deletingLastPathComponent
        return apps.contains { target in
            target.configurations.contains { settings in
                guard let file = settings.infoPlistFile else { return false }
                let built = ProjectPaths.normalize(ProjectPaths.join(folder, expand(file, target: target.name, configuration: settings.configuration)))
                return (built as NSString).deletingLastPathComponent == plistFolder
            }
        }
    }

    private static func unit(for target: XcodeTarget, projectPath: String, folder projectFolder: String, allFiles: Set<String>, resolve: CaseInsensitivePaths, testHostFor: [String]) -> AppUnit {
        // The target's code: its build phase's files and synchronized folders; when none of them is
        // under the paths given, the code beside its Info.plist, else the project's folder.
        var files = Set(target.sourceFiles.map { resolve(ProjectPaths.join(projectFolder, $0)) }).intersection(allFiles)
        let folders = target.synchronizedFolders.map { ProjectPaths.join(projectFolder, $0) + "/" }
        let exceptions = Set(target.synchronizedExceptions.map { ProjectPaths.join(projectFolder, $0) })
        for file in allFiles where folders.contains(where: { file.hasPrefix($0) }) && !exceptions.contains(file) { files.insert(file) }
        // Headers are in no sources build phase: an Objective-C class's `@interface` is in the
        // header beside its `.m`.
        let sourceFolders = Set(files.filter { $0.hasSuffix(".m") || $0.hasSuffix(".mm") }.map { ($0 as NSString).deletingLastPathComponent })
        for file in allFiles where file.hasSuffix(".h") && sourceFolders.contains((file as NSString).deletingLastPathComponent) { files.insert(file) }
        let settingsList = target.configurations.isEmpty ? [InfoPlistBuildSettings(target: target.name)] : target.configurations
        let configurations = settingsList.map { settings -> AppUnit.Configuration in
            let plistPath = settings.infoPlistFile.map { expand($0, target: target.name, configuration: settings.configuration) }.map { resolve(ProjectPaths.join(projectFolder, $0)) }
            var code = files
            if code.isEmpty, let plistPath {
                let folder = (plistPath as NSString).deletingLastPathComponent + "/"
                code = allFiles.filter { $0.hasPrefix(folder) }
            }
            if code.isEmpty { code = projectFolder.isEmpty ? allFiles : allFiles.filter { $0.hasPrefix(projectFolder + "/") } }
            return AppUnit.Configuration(settings: settings, infoPlist: plistPath, code: code)
        }
        return AppUnit(name: target.name, projectPath: projectPath, target: target, folder: projectFolder, configurations: configurations, testHostFor: testHostFor)
    }

    /// `INFOPLIST_FILE` as a path relative to the project's folder: `$(SRCROOT)/` and its synonyms
    /// dropped, `$(TARGET_NAME)` and `$(PRODUCT_NAME)` replaced by the target's name,
    /// `$(CONFIGURATION)` by the build configuration's (`Info-$(CONFIGURATION).plist`), quotes removed.
    public static func expand(_ value: String, target: String, configuration: String? = nil) -> String {
        var text = value
        for variable in ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"] {
            text = text.replacingOccurrences(of: "$(\(variable))/", with: "").replacingOccurrences(of: "${\(variable)}/", with: "")
        }
        for variable in ["TARGET_NAME", "PRODUCT_NAME"] {
            text = text.replacingOccurrences(of: "$(\(variable))", with: target).replacingOccurrences(of: "${\(variable)}", with: target)
        }
        if let configuration, !configuration.isEmpty {
            text = text.replacingOccurrences(of: "$(CONFIGURATION)", with: configuration).replacingOccurrences(of: "${CONFIGURATION}", with: configuration)
        }
        if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 { text = String(text.dropFirst().dropLast()) }
        return text
    }

    /// Folders that hold an app's Info.plist beside its resources rather than its code.
    public static let supportFolders: Set<String> = ["Resources", "Supporting Files", "SupportingFiles", "Support", "Config", "Configuration", "Plists", "Info"]

    /// The folder of an Info.plist's app: the plist's folder, or its parent for a support folder.
    public static func appFolder(ofPlist path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        if supportFolders.contains((folder as NSString).lastPathComponent) { return (folder as NSString).deletingLastPathComponent }
        return folder
    }

    /// `CFBundleName` when it is literal, else the app folder's name (`App-Info.plist` gives `App`).
    public static func projectlessName(plistPath: String, bundleName: String?, folder: String) -> String {
        if let name = bundleName, !name.isEmpty, !name.contains("$("), !name.contains("${") { return name }
        let file = (plistPath as NSString).lastPathComponent
        if file.hasSuffix("-Info.plist"), file.count > "-Info.plist".count { return String(file.dropLast("-Info.plist".count)) }
        let name = (folder as NSString).lastPathComponent
        return name.isEmpty || name == "." ? "the app" : name
    }
}

/// Paths matched as a case-insensitive file system matches them: a path that is known is itself;
/// one that is not becomes the one known path equal to it ignoring case, if there is exactly one.
struct CaseInsensitivePaths {
    private let known: Set<String>
    private let folded: [String: String?]

    init(_ known: Set<String>) {
        self.known = known
        var folded: [String: String?] = [:]
        for path in known {
            let key = path.lowercased()
            folded[key] = folded[key] == nil ? .some(path) : .some(nil)
        }
        self.folded = folded
    }

    func callAsFunction(_ path: String) -> String {
        if known.contains(path) { return path }
        return folded[path.lowercased()].flatMap { $0 } ?? path
    }
}
