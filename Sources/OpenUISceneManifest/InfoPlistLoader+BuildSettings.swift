import Foundation

extension InfoPlistLoader {
    /// Reads the Info.plist at `url` and expands the build settings in its strings
    /// (``BuildSettingExpansion``) before building the model, as the running app does: the model
    /// holds the expanded values (`CFBundleIdentifier`, class names, …), and
    /// ``InfoPlistParseResult/buildSettings`` says which value each setting got and from where.
    /// The settings file is `context.settingsFile`, else `BuildSettings.xcconfig` beside `url`.
    ///
    /// - Throws: ``InfoPlistLoadError``, as ``load(contentsOf:idiom:)``.
    package static func load(contentsOf url: URL, idiom: DeviceIdiom = .pad, buildSettings context: BuildSettingsContext) throws(InfoPlistLoadError) -> InfoPlistParseResult {
        let data = try readData(at: url)
        let (root, format) = try decodeRoot(data: data, sourcePath: url.path)
        var result = parse(root, sourcePath: url.path, idiom: idiom, buildSettings: context, infoPlistURL: url)
        result.format = format
        return result
    }

    /// Builds the model from a decoded root after expanding its build settings; the settings file
    /// is `context.settingsFile`, else `BuildSettings.xcconfig` beside `infoPlistURL` (none when
    /// both are `nil`).
    package static func parse(_ root: [String: Any], sourcePath: String? = nil, idiom: DeviceIdiom = .pad, buildSettings context: BuildSettingsContext, infoPlistURL: URL? = nil) -> InfoPlistParseResult {
        let expansion = BuildSettingExpansion.expand(root, context: context, infoPlistURL: infoPlistURL, sourcePath: sourcePath)
        var result = parse(expansion.root, sourcePath: sourcePath, idiom: idiom)
        result.buildSettings = expansion.report
        return result
    }

    /// The Info.plist at `url` as a property list with the build settings in its strings expanded
    /// exactly as ``load(contentsOf:idiom:buildSettings:)`` expands them for the running app (the
    /// root, not the model), and what was used and found. Tools that need the expanded values (the
    /// desktop-entry installer, through `scenectl expand`) use this, so that there is one
    /// implementation of the expansion and its limits.
    ///
    /// - Throws: ``InfoPlistLoadError``, as ``load(contentsOf:idiom:)``.
    package static func expand(contentsOf url: URL, buildSettings context: BuildSettingsContext) throws(InfoPlistLoadError) -> (root: [String: Any], report: BuildSettingsReport) {
        let data = try readData(at: url)
        let (root, _) = try decodeRoot(data: data, sourcePath: url.path)
        let expansion = BuildSettingExpansion.expand(root, context: context, infoPlistURL: url, sourcePath: url.path)
        return (expansion.root, expansion.report)
    }
}
