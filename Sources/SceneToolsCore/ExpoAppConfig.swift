import Foundation

/// A managed Expo project, as the tools read it: package.json depends on `expo` and an app config
/// (`app.json`, or `app.config.js`/`.ts`, which is code) describes the app; its iOS app is written
/// by `npx expo prebuild`. Whether that app is scene-based follows from the SDK and one option.
public struct ExpoAppConfig: Sendable, Equatable {
    /// SDK 57 makes scene support an option (`expo-build-properties` `ios.enableSceneSupport`),
    /// SDK 58 the default (expo/expo#50191, #50205; expo.dev/changelog/sdk-58).
    public static let optionSDK = 57, defaultSDK = 58
    public static let buildProperties = "expo-build-properties"
    static let dynamicNames = ["app.config.js", "app.config.ts", "app.config.mjs", "app.config.cjs"]

    /// Expo's version (the installed package's, else the range's lowest), and the range written.
    public var sdk: JavaScriptPackage.Version?
    public var sdkRange: String
    /// `app.json`, when there is one (and its bytes, read once for both tools), and a config made
    /// in code beside it.
    public var appJSON: String?
    public var appJSONBytes: [UInt8]?
    public var dynamicConfig: String?
    /// `expo-build-properties`' `ios.enableSceneSupport` in app.json, when it is set.
    public var sceneSupport: Bool?
    /// Whether package.json depends on `expo-build-properties`.
    public var hasBuildProperties: Bool

    /// The managed Expo project whose package.json and app config are in `folder` (an absolute
    /// path), or nil.
    public static func read(folder: String) -> ExpoAppConfig? {
        guard let package = JavaScriptPackage.nearest(to: folder, root: folder, limit: 0), package.path == "package.json",
              let range = package.dependencies["expo"] else { return nil }
        let appJSON = try? SourceFileReader.contents(of: SourcePath(ProjectPaths.join(folder, "app.json")), limit: 1 << 20)
        let dynamic = dynamicNames.first { (try? SourceFileReader.contents(of: SourcePath(ProjectPaths.join(folder, $0)), limit: 1 << 20)) != nil }
        guard appJSON != nil || dynamic != nil else { return nil }
        var config = ExpoAppConfig(sdk: package.version(of: "expo", installedUnder: folder), sdkRange: range, appJSON: appJSON == nil ? nil : "app.json",
                                   appJSONBytes: appJSON, dynamicConfig: dynamic, sceneSupport: nil, hasBuildProperties: package.dependencies[buildProperties] != nil)
        if let appJSON, let root = JavaScriptPackage.jsonObject(appJSON) {
            let expo = root["expo"] as? [String: Any] ?? root
            for plugin in expo["plugins"] as? [Any] ?? [] {
                guard let entry = plugin as? [Any], entry.first as? String == buildProperties, entry.count > 1,
                      let ios = (entry[1] as? [String: Any])?["ios"] as? [String: Any], let flag = ios["enableSceneSupport"] as? Bool else { continue }
                config.sceneSupport = flag
            }
        }
        return config
    }

    /// Whether the app `npx expo prebuild` writes is scene-based: true, false, or nil when the
    /// config is code (or the SDK unknown) and cannot tell; with the reason.
    public var adoptsScenes: (Bool?, String) {
        guard let sdk else { return (nil, "Expo's SDK version is not read from package.json (\(sdkRange))") }
        if sceneSupport == false { return (false, "\(appJSON ?? "the app config") turns expo-build-properties' ios.enableSceneSupport off (Expo SDK \(sdk.major))") }
        if sdk.major >= Self.defaultSDK { return (true, "Expo SDK \(sdk.major) writes a scene-based app by default") }
        if sdk.major < Self.optionSDK { return (false, "Expo SDK \(sdk.major) writes an app without scenes (scene support starts with SDK \(Self.optionSDK))") }
        if sceneSupport == true { return (true, "\(appJSON ?? "app.json") turns on expo-build-properties' ios.enableSceneSupport (Expo SDK \(sdk.major))") }
        if let dynamicConfig { return (nil, "\(dynamicConfig) makes the app config in code: whether it turns on ios.enableSceneSupport (Expo SDK \(sdk.major)) cannot be read") }
        return (false, "\(appJSON ?? "app.json") does not turn on expo-build-properties' ios.enableSceneSupport, which Expo SDK \(sdk.major) needs for a scene-based app")
    }

    /// Whether the `ios/` folder of the JavaScript project nearest above `folder` (an absolute
    /// path, at most four folders up) is written by `npx expo prebuild` (continuous native
    /// generation): its `.gitignore` ignores `ios`. A committed `ios/` (the bare workflow) holds
    /// code a prebuild would lose. Nil when there is no package.json up there.
    public static func generatesNativeProject(near folder: String) -> Bool? {
        var current = folder
        for _ in 0...4 {
            if let bytes = try? SourceFileReader.contents(of: SourcePath(ProjectPaths.join(current, "package.json")), limit: 1 << 20), !bytes.isEmpty {
                guard let ignore = try? SourceFileReader.contents(of: SourcePath(ProjectPaths.join(current, ".gitignore")), limit: 1 << 20) else { return false }
                return String(decoding: ignore, as: UTF8.self).split(whereSeparator: \.isNewline).contains { line in
                    ["ios", "/ios", "ios/", "/ios/", "ios/*", "/ios/*"].contains(line.trimmingCharacters(in: .whitespaces))
                }
            }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { break }
            current = parent
        }
        return nil
    }
}
