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
        do { bytes = try SourceFileReader.contents(of: path, limit: 32 << 20) } catch {
            throw XcodeProjectError(path: path.display, reason: error.reason)
        }
        return try parse(Data(bytes), path: path.display)
    }

    /// Parses project-file contents; `path` names the file in errors.
    public static func parse(_ data: Data, path: String) throws(XcodeProjectError) -> [InfoPlistBuildSettings] {
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw XcodeProjectError(path: path, reason: "not a property list (\(error.localizedDescription)); open the project in Xcode once to rewrite it")
        }
        guard let top = root as? [String: Any], let objects = top["objects"] as? [String: Any] else {
            throw XcodeProjectError(path: path, reason: "no 'objects' dictionary: not an Xcode project file")
        }
        func object(_ reference: Any?) -> [String: Any]? {
            guard let key = reference as? String else { return nil }
            return objects[key] as? [String: Any]
        }
        func configurations(_ listReference: Any?) -> [(name: String, settings: [String: Any])] {
            guard let list = object(listReference), list["isa"] as? String == "XCConfigurationList",
                  let references = list["buildConfigurations"] as? [Any] else { return [] }
            return references.compactMap { reference in
                guard let configuration = object(reference), configuration["isa"] as? String == "XCBuildConfiguration",
                      let name = configuration["name"] as? String else { return nil }
                return (name, configuration["buildSettings"] as? [String: Any] ?? [:])
            }
        }
        let project = objects.values.compactMap { $0 as? [String: Any] }.first { $0["isa"] as? String == "PBXProject" }
        var projectSettings: [String: [String: Any]] = [:]
        for configuration in configurations(project?["buildConfigurationList"]) {
            projectSettings[configuration.name] = configuration.settings
        }
        var result: [InfoPlistBuildSettings] = []
        let targets = objects.compactMap { key, value -> (String, [String: Any])? in
            guard let target = value as? [String: Any], target["isa"] as? String == "PBXNativeTarget" else { return nil }
            return (key, target)
        }.sorted { $0.0 < $1.0 }
        for (key, target) in targets {
            let targetName = target["name"] as? String ?? key
            for configuration in configurations(target["buildConfigurationList"]) {
                var settings = projectSettings[configuration.name] ?? [:]
                settings.merge(configuration.settings) { _, new in new }
                result.append(buildSettings(target: targetName, configuration: configuration.name, settings: settings))
            }
        }
        return result
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
            productModuleName: module
        )
    }
}
