import Foundation

/// The Info.plist build settings of one target in one build configuration of an Xcode project.
public struct InfoPlistBuildSettings: Sendable, Equatable {
    /// The target's name (`PBXNativeTarget.name`).
    public var target: String
    /// The build configuration's name (`Debug`, `Release`, …).
    public var configuration: String
    /// `GENERATE_INFOPLIST_FILE = YES`: Xcode writes the Info.plist from the `INFOPLIST_KEY_*`
    /// settings (merged over `INFOPLIST_FILE` when both are set).
    public var generatesInfoPlist: Bool
    /// `INFOPLIST_FILE`, relative to the folder that holds the `.xcodeproj` (unexpanded).
    public var infoPlistFile: String?
    /// `INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES`: the generated Info.plist has a
    /// scene manifest.
    public var generatesSceneManifest: Bool
    /// Every other `INFOPLIST_KEY_<key>` setting, by Info.plist key.
    public var infoPlistKeys: [String: String]
    /// `PRODUCT_MODULE_NAME`, or `PRODUCT_NAME` made a module name, or the target name.
    public var productModuleName: String?
    /// `SDKROOT` (`iphoneos`, `macosx`, `auto`, …), or `nil` when no level sets it.
    public var sdkRoot: String? = nil
    /// `SUPPORTED_PLATFORMS`, split on spaces (`iphoneos iphonesimulator`).
    public var supportedPlatforms: [String] = []
    /// `TEST_HOST` (a test bundle's host app: `$(BUILT_PRODUCTS_DIR)/App.app/App`).
    public var testHost: String? = nil
    /// `IPHONEOS_DEPLOYMENT_TARGET` (`12.0`).
    public var deploymentTarget: String? = nil
    /// `TARGETED_DEVICE_FAMILY` (`1` iPhone, `2` iPad, `1,2` both).
    public var deviceFamily: String? = nil
    /// `SUPPORTS_MACCATALYST = YES`.
    public var supportsMacCatalyst = false
    /// The `XCBuildConfiguration` object's id in the project file (what an edit of its
    /// `buildSettings` block finds it by); `nil` for settings not read from a project file.
    public var configurationID: String? = nil

    /// The settings of a target that sets nothing in a configuration named `configuration`.
    public init(target: String, configuration: String = "") {
        self.target = target
        self.configuration = configuration
        generatesInfoPlist = false
        generatesSceneManifest = false
        infoPlistKeys = [:]
    }

    init(target: String, configuration: String, generatesInfoPlist: Bool, infoPlistFile: String?, generatesSceneManifest: Bool,
         infoPlistKeys: [String: String], productModuleName: String?, sdkRoot: String?, supportedPlatforms: [String],
         testHost: String?, deploymentTarget: String?, deviceFamily: String?, supportsMacCatalyst: Bool) {
        self.target = target
        self.configuration = configuration
        self.generatesInfoPlist = generatesInfoPlist
        self.infoPlistFile = infoPlistFile
        self.generatesSceneManifest = generatesSceneManifest
        self.infoPlistKeys = infoPlistKeys
        self.productModuleName = productModuleName
        self.sdkRoot = sdkRoot
        self.supportedPlatforms = supportedPlatforms
        self.testHost = testHost
        self.deploymentTarget = deploymentTarget
        self.deviceFamily = deviceFamily
        self.supportsMacCatalyst = supportsMacCatalyst
    }
}

/// One `PBXNativeTarget` of a project: its product type, its build settings per configuration and
/// the files its build phases and synchronized folders name.
public struct XcodeTarget: Sendable, Equatable {
    /// `PBXNativeTarget.name`.
    public var name: String
    /// `productType` (`com.apple.product-type.application`, `…bundle.unit-test`, …).
    public var productType: String?
    /// The settings of each build configuration, project-level settings inherited.
    public var configurations: [InfoPlistBuildSettings]
    /// The files of its sources build phase, as paths relative to the folder that holds the
    /// `.xcodeproj` (`App/AppDelegate.swift`); files outside the project's folders are left out.
    public var sourceFiles: [String]
    /// The folders of Xcode 16's synchronized groups (every file below is a member), relative to
    /// the project's folder, with the files excepted for this target.
    public var synchronizedFolders: [String]
    /// Files excepted from a synchronized folder's membership for this target.
    public var synchronizedExceptions: [String]

    /// Whether this target builds an app (an iOS app, an App Clip, a Mac app, …).
    public var isApplication: Bool {
        guard let productType else { return false }
        return productType == "com.apple.product-type.application" || productType == "com.apple.product-type.application.on-demand-install-capable"
            || productType == "com.apple.product-type.application.messages"
    }

    /// Whether some configuration builds for iOS (or iPadOS, Mac Catalyst): `SDKROOT` is
    /// `iphoneos`, unset, or `auto` with `iphoneos` among `SUPPORTED_PLATFORMS`.
    public var buildsForIOS: Bool {
        configurations.isEmpty || configurations.contains { settings in
            switch settings.sdkRoot?.lowercased() {
            case nil, "", "iphoneos", "iphonesimulator": return true
            case "auto": return settings.supportedPlatforms.isEmpty || settings.supportedPlatforms.contains { $0.hasPrefix("iphone") }
            case let sdk?: return sdk.hasPrefix("iphoneos")
            }
        }
    }
}

/// What could not be read in a project file.
public struct XcodeProjectError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The project file.
    public var path: String
    /// What was wrong and what to do.
    public var reason: String
    public var description: String { "\(path): \(reason)" }
}

/// Reads the build settings that generate an app's Info.plist from `project.pbxproj`.
///
/// The file is untrusted: it must be an OpenStep or XML property list of at most 32 MiB whose
/// `objects` is a dictionary; objects of the wrong type, missing references and reference cycles
/// are skipped, never followed blindly. Project-level settings are inherited by each target's
/// configuration of the same name, as Xcode does; `.xcconfig` files are not read.
public enum XcodeProjectReader {
    /// Reads the project file at `path`.
    public static func read(_ path: SourcePath) throws(XcodeProjectError) -> [InfoPlistBuildSettings] {
        let bytes: [UInt8]
        do { bytes = try SourceFileReader.contents(of: path, limit: SourceFileReader.maximumProjectFileSize) } catch {
            throw XcodeProjectError(path: path.display, reason: error.description)
        }
        return try parse(Data(bytes), path: path.display)
    }

    /// Parses project-file contents; `path` names the file in errors.
    public static func parse(_ data: Data, path: String) throws(XcodeProjectError) -> [InfoPlistBuildSettings] {
        try targets(data, path: path).flatMap(\.configurations)
    }

    /// Reads the targets of the project file at `path`.
    public static func readTargets(_ path: SourcePath) throws(XcodeProjectError) -> [XcodeTarget] {
        let bytes: [UInt8]
        do { bytes = try SourceFileReader.contents(of: path, limit: SourceFileReader.maximumProjectFileSize) } catch {
            throw XcodeProjectError(path: path.display, reason: error.description)
        }
        let folder = ProjectPaths.parentFolder(ofProjectFile: path.display)
        return try targets(Data(bytes), path: path.display) { relative in
            // An `.xcconfig` named by a configuration: read as the project file is (a regular file,
            // 1 MiB at most); a missing one (CocoaPods' are not committed) is no error.
            let file = ProjectPaths.join(folder, relative)
            return (try? SourceFileReader.contents(of: SourcePath(file), limit: 1 << 20)).map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// Parses project-file contents into its native targets, sorted by object id. `configFile`
    /// reads an `.xcconfig` by its path relative to the project's folder (`nil`: not read).
    public static func targets(_ data: Data, path: String, configFile: ((String) -> String?)? = nil) throws(XcodeProjectError) -> [XcodeTarget] {
        let objects = try objects(data, path: path)
        func object(_ reference: Any?) -> [String: Any]? {
            guard let key = reference as? String else { return nil }
            return objects[key] as? [String: Any]
        }
        let project = objects.values.compactMap { $0 as? [String: Any] }.first { $0["isa"] as? String == "PBXProject" }
        let files = ProjectFileTree(objects: objects, mainGroup: project?["mainGroup"] as? String)
        func configurations(_ listReference: Any?) -> [(name: String, id: String, settings: [String: Any])] {
            guard let list = object(listReference), list["isa"] as? String == "XCConfigurationList",
                  let references = list["buildConfigurations"] as? [Any] else { return [] }
            return references.compactMap { reference in
                guard let id = reference as? String, let configuration = object(reference), configuration["isa"] as? String == "XCBuildConfiguration",
                      let name = configuration["name"] as? String else { return nil }
                // The `.xcconfig` it is based on comes first; the configuration's own settings override it.
                var settings: [String: Any] = [:]
                // Xcode 16 names a file in a synchronized folder by the folder and a relative path.
                let base = (configuration["baseConfigurationReference"] as? String).flatMap(files.path(of:))
                    ?? (configuration["baseConfigurationReferenceAnchor"] as? String).flatMap(files.path(of:)).flatMap { folder in
                        (configuration["baseConfigurationReferenceRelativePath"] as? String).map { ProjectPaths.join(folder, $0) }
                    }
                if let configFile, let relative = base, let text = configFile(relative) {
                    settings = XCConfig.settings(text, path: relative, read: configFile)
                }
                overlay(&settings, configuration["buildSettings"] as? [String: Any] ?? [:])
                return (name, id, settings)
            }
        }
        var projectSettings: [String: [String: Any]] = [:]
        for configuration in configurations(project?["buildConfigurationList"]) {
            projectSettings[configuration.name] = configuration.settings
        }
        var result: [XcodeTarget] = []
        let targets = objects.compactMap { key, value -> (String, [String: Any])? in
            guard let target = value as? [String: Any], target["isa"] as? String == "PBXNativeTarget" else { return nil }
            return (key, target)
        }.sorted { $0.0 < $1.0 }
        for (key, target) in targets {
            let targetName = target["name"] as? String ?? key
            var settingsList: [InfoPlistBuildSettings] = []
            for configuration in configurations(target["buildConfigurationList"]) {
                var settings = projectSettings[configuration.name] ?? [:]
                overlay(&settings, configuration.settings)
                var built = buildSettings(target: targetName, configuration: configuration.name, settings: settings)
                built.configurationID = configuration.id
                settingsList.append(built)
            }
            var sources: [String] = []
            for phase in (target["buildPhases"] as? [Any] ?? []).compactMap(object) where phase["isa"] as? String == "PBXSourcesBuildPhase" {
                for buildFile in (phase["files"] as? [Any] ?? []).compactMap(object) where buildFile["isa"] as? String == "PBXBuildFile" {
                    if let reference = buildFile["fileRef"] as? String, let resolved = files.path(of: reference) { sources.append(resolved) }
                }
            }
            var folders: [String] = []
            var exceptions: [String] = []
            for group in target["fileSystemSynchronizedGroups"] as? [Any] ?? [] {
                guard let reference = group as? String, let folder = files.path(of: reference) else { continue }
                folders.append(folder)
                for exceptionSet in (object(reference)?["exceptions"] as? [Any] ?? []).compactMap(object)
                where exceptionSet["target"] as? String == key {
                    for member in exceptionSet["membershipExceptions"] as? [Any] ?? [] {
                        if let name = member as? String { exceptions.append(folder.isEmpty ? name : folder + "/" + name) }
                    }
                }
            }
            result.append(XcodeTarget(
                name: targetName, productType: target["productType"] as? String, configurations: settingsList,
                sourceFiles: sources, synchronizedFolders: folders, synchronizedExceptions: exceptions
            ))
        }
        return result
    }

    /// The project's file references (`PBXFileReference`), by object id, each with its path
    /// relative to the project's folder (those that resolve to none, built products and SDK
    /// files, are left out): which of two `AppDelegate.m` a reference is.
    public static func fileReferencePaths(_ data: Data, path: String) throws(XcodeProjectError) -> [String: String] {
        let objects = try objects(data, path: path)
        let project = objects.values.compactMap { $0 as? [String: Any] }.first { $0["isa"] as? String == "PBXProject" }
        let files = ProjectFileTree(objects: objects, mainGroup: project?["mainGroup"] as? String)
        var paths: [String: String] = [:]
        for (key, value) in objects where (value as? [String: Any])?["isa"] as? String == "PBXFileReference" {
            if let resolved = files.path(of: key) { paths[key] = resolved }
        }
        return paths
    }

    /// The `objects` dictionary of project-file contents.
    private static func objects(_ data: Data, path: String) throws(XcodeProjectError) -> [String: Any] {
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw XcodeProjectError(path: path, reason: "not a property list (\(error.localizedDescription)); open the project in Xcode once to rewrite it")
        }
        guard let top = root as? [String: Any], let objects = top["objects"] as? [String: Any] else {
            throw XcodeProjectError(path: path, reason: "no 'objects' dictionary: not an Xcode project file")
        }
        return objects
    }

    /// `top`'s settings over `base`'s; an empty `SDKROOT` (Xcode writes `SDKROOT = ""` for "use the
    /// project's") leaves the lower level's.
    private static func overlay(_ base: inout [String: Any], _ top: [String: Any]) {
        for (key, value) in top {
            if key == "SDKROOT", (value as? String)?.isEmpty == true { continue }
            base[key] = value
        }
    }

    private static func buildSettings(target: String, configuration: String, settings: [String: Any]) -> InfoPlistBuildSettings {
        func string(_ key: String) -> String? {
            if let value = settings[key] as? String { return value }
            if let values = settings[key] as? [Any] { return values.compactMap { $0 as? String }.joined(separator: " ") }
            return nil
        }
        func yes(_ key: String) -> Bool { string(key)?.uppercased() == "YES" }
        var keys: [String: String] = [:]
        for (key, _) in settings where key.hasPrefix("INFOPLIST_KEY_") {
            let plistKey = String(key.dropFirst("INFOPLIST_KEY_".count))
            if plistKey == "UIApplicationSceneManifest_Generation" { continue }
            if let value = string(key) { keys[plistKey] = value }
        }
        var module = string("PRODUCT_MODULE_NAME")
        if module == nil || module?.contains("$(") == true {
            let product = string("PRODUCT_NAME").flatMap { $0.contains("$(") ? nil : $0 } ?? target
            module = String(product.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        }
        return InfoPlistBuildSettings(
            target: target,
            configuration: configuration,
            generatesInfoPlist: yes("GENERATE_INFOPLIST_FILE"),
            infoPlistFile: string("INFOPLIST_FILE"),
            generatesSceneManifest: yes("INFOPLIST_KEY_UIApplicationSceneManifest_Generation"),
            infoPlistKeys: keys,
            productModuleName: module,
            sdkRoot: string("SDKROOT"),
            supportedPlatforms: string("SUPPORTED_PLATFORMS")?.split(separator: " ").map(String.init) ?? [],
            testHost: string("TEST_HOST"),
            deploymentTarget: string("IPHONEOS_DEPLOYMENT_TARGET"),
            deviceFamily: string("TARGETED_DEVICE_FAMILY"),
            supportsMacCatalyst: yes("SUPPORTS_MACCATALYST")
        )
    }
}

/// A small reader of `.xcconfig` files: `KEY = VALUE` lines (a `//` comment ends a line, a
/// trailing `;` is dropped as Xcode drops it: MSAL's configurations end their lines so), later
/// lines overriding earlier ones, `#include "file"` and `#include? "file"` relative to the including
/// file, eight levels deep at most. Conditional settings (`KEY[sdk=iphoneos*]`) are left out.
package enum XCConfig {
    package static func settings(_ text: String, path: String, read: (String) -> String?, depth: Int = 0) -> [String: Any] {
        var result: [String: Any] = [:]
        for rawLine in text.split(whereSeparator: \.isNewline) {
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#include") {
                guard depth < 8, let open = trimmed.firstIndex(of: "\""), let close = trimmed[trimmed.index(after: open)...].firstIndex(of: "\"") else { continue }
                let name = String(trimmed[trimmed.index(after: open)..<close])
                let included = name.hasPrefix("/") ? name : ProjectPaths.join((path as NSString).deletingLastPathComponent, name)
                if let text = read(included) {
                    result.merge(settings(text, path: included, read: read, depth: depth + 1)) { _, new in new }
                }
                continue
            }
            guard let equals = trimmed.firstIndex(of: "=") else { continue }
            let key = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty, !key.contains("["), key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            var value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value = String(value.dropLast()).trimmingCharacters(in: .whitespaces) }
            result[key] = value
        }
        return result
    }
}

/// The project's groups and file references, resolved to paths relative to the project's folder.
///
/// A reference's path is its `path` joined to its parent group's (`sourceTree = "<group>"`), the
/// project's folder (`SOURCE_ROOT`) or nothing (`<absolute>`); references to built products or the
/// SDK resolve to nothing. Cycles and deep chains end after 64 steps.
private struct ProjectFileTree {
    let objects: [String: Any]
    var parents: [String: String] = [:]
    let mainGroup: String?

    init(objects: [String: Any], mainGroup: String?) {
        self.objects = objects
        self.mainGroup = mainGroup
        // The main group's tree first (breadth-first), then every other group in key order: a child
        // listed by two groups (a hostile file) always gets the same parent.
        func children(_ key: String) -> [String] {
            ((objects[key] as? [String: Any])?["children"] as? [Any] ?? []).compactMap { $0 as? String }
        }
        var order: [String] = []
        if let mainGroup {
            var queue = [mainGroup]
            var seen: Set<String> = [mainGroup]
            var index = 0
            while index < queue.count {
                let key = queue[index]
                index += 1
                order.append(key)
                for child in children(key) where seen.insert(child).inserted { queue.append(child) }
            }
        }
        order += objects.keys.sorted()
        for key in order {
            for child in children(key) where parents[child] == nil && child != key { parents[child] = key }
        }
    }

    func path(of reference: String) -> String? {
        var components: [String] = []
        var current: String? = reference
        var steps = 0
        while let key = current, steps < 64 {
            steps += 1
            guard let item = objects[key] as? [String: Any] else { return nil }
            if let path = item["path"] as? String, !path.isEmpty { components.insert(path, at: 0) }
            switch item["sourceTree"] as? String ?? "<group>" {
            case "<group>":
                if key == mainGroup { return Self.normalize(components) }
                current = parents[key]
                if current == nil { return Self.normalize(components) }
            case "SOURCE_ROOT":
                return Self.normalize(components)
            case "<absolute>":
                return Self.normalize(components).map { "/" + $0 }
            default:
                return nil
            }
        }
        return nil
    }

    /// Joins the components, dropping `.` and resolving `..` (leading ones kept: a file beside the
    /// project's folder, `../Configs/App.xcconfig`).
    static func normalize(_ components: [String]) -> String? {
        var parts: [Substring] = []
        for component in components {
            for part in component.split(separator: "/") {
                if part == "." { continue }
                if part == "..", let last = parts.last, last != ".." {
                    parts.removeLast()
                } else {
                    parts.append(part)
                }
            }
        }
        return parts.joined(separator: "/")
    }
}

/// Paths inside a project, as Xcode writes them: relative to the folder that holds the
/// `.xcodeproj`, with `/`.
public enum ProjectPaths {
    /// `…/App.xcodeproj/project.pbxproj` → `…`.
    public static func parentFolder(ofProjectFile path: String) -> String {
        var components = path.split(separator: "/", omittingEmptySubsequences: false)
        if components.count >= 2 { components.removeLast(2) } else { components.removeAll() }
        let folder = components.joined(separator: "/")
        return folder.isEmpty && path.hasPrefix("/") ? "/" : folder
    }

    /// `a/./b/../c` → `a/c`; a leading `/` kept; `..` above the start kept as is.
    public static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// `relative` inside `folder` (an absolute `relative` stays as it is), normalized.
    public static func join(_ folder: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        return normalize(folder.isEmpty ? relative : folder + "/" + relative)
    }
}
