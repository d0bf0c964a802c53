import Foundation

/// Reads Info.plists into ``InfoPlist``. Never traps on any input.
///
/// - XML, binary and OpenStep property lists are read with `PropertyListSerialization`, after the
///   checks of ``InfoPlistLimits``: only a regular file of at most 1 MiB is read (opened
///   non-blocking, so a FIFO cannot hang the caller), its nesting depth is measured without
///   recursion, and a binary plist's structure is checked (``BinaryPlistScreen``).
/// - Parts of the manifest over a limit (too many roles, configurations or keys, an over-long
///   string) are reported as `limit-exceeded` errors and ignored, as a wrong type is.
/// - Device-specific keys are read as UIKit reads them on a desktop-class device by default:
///   `UIApplicationSceneManifest~ipad` replaces `UIApplicationSceneManifest` (see ``DeviceIdiom``).
/// - Values of the wrong type are reported as `wrong-type` errors and left out of the model, as
///   UIKit ignores them.
package enum InfoPlistLoader {
    /// Reads and parses the Info.plist at `url`.
    ///
    /// - Throws: ``InfoPlistLoadError`` when the file is missing or unreadable, is not a property
    ///   list, has a root that is not a dictionary, or is empty.
    package static func load(contentsOf url: URL, idiom: DeviceIdiom = .pad) throws(InfoPlistLoadError) -> InfoPlistParseResult {
        let data = try readData(at: url)
        return try load(data: data, sourcePath: url.path, idiom: idiom)
    }

    /// Parses Info.plist bytes; `sourcePath` is only used in messages.
    ///
    /// - Throws: ``InfoPlistLoadError`` when the bytes are not a property list, the root is not a
    ///   dictionary, or the root is empty.
    package static func load(data: Data, sourcePath: String? = nil, idiom: DeviceIdiom = .pad) throws(InfoPlistLoadError) -> InfoPlistParseResult {
        let (root, format) = try decodeRoot(data: data, sourcePath: sourcePath)
        var result = parse(root, sourcePath: sourcePath, idiom: idiom)
        result.format = format
        return result
    }

    /// Builds the model from an already-decoded Info.plist dictionary. Values of the wrong type
    /// are reported and ignored, as UIKit ignores them.
    package static func parse(_ root: [String: Any], sourcePath: String? = nil, idiom: DeviceIdiom = .pad) -> InfoPlistParseResult {
        var diagnostics: [ManifestDiagnostic] = []
        func wrongType(_ keyPath: String, expected: String, found: Any, effect: String, fix: String) {
            diagnostics.append(ManifestDiagnostic(
                .wrongType, keyPath: keyPath,
                message: "must be \(expected), found \(PlistValue.typeName(found)); \(effect)",
                fix: fix, file: sourcePath))
        }

        var info = InfoPlist(sourcePath: sourcePath)
        if let raw = root[InfoPlistKey.bundleIdentifier] {
            if let string = raw as? String {
                info.bundleIdentifier = string
            } else {
                wrongType(InfoPlistKey.bundleIdentifier, expected: "a string", found: raw,
                          effect: "the app has no bundle identifier.",
                          fix: "Write the app id as a <string>, for example com.example.MyApp.")
            }
        }

        func strings(_ name: String, what: String, effect: String) -> [String]? {
            guard let (key, raw) = deviceSpecificValue(name, in: root, idiom: idiom) else { return nil }
            guard let array = raw as? [Any] else {
                wrongType(key, expected: "an array of strings", found: raw, effect: effect,
                          fix: "Make \(key) an <array> of <string> \(what)s.")
                return nil
            }
            var values: [String] = []
            for (index, element) in array.enumerated() {
                if let string = element as? String {
                    values.append(string)
                } else {
                    wrongType("\(key)[\(index)]", expected: "a string", found: element,
                              effect: "this \(what) is ignored.",
                              fix: "Write each \(what) as a <string>.")
                }
            }
            return values
        }
        info.userActivityTypes = strings(InfoPlistKey.userActivityTypes, what: "activity type",
                                         effect: "no activity type can be persisted for state restoration.")
        info.backgroundTaskIdentifiers = strings(InfoPlistKey.backgroundTaskIdentifiers, what: "task identifier",
                                                 effect: "no background task can be registered or submitted.")
        if let (key, raw) = deviceSpecificValue(InfoPlistKey.shortcutItems, in: root, idiom: idiom) {
            info.shortcutItems = ShortcutItemDeclaration.parse(raw, key: key, file: sourcePath, diagnostics: &diagnostics)
        }

        if let (key, raw) = deviceSpecificValue(InfoPlistKey.userInterfaceStyle, in: root, idiom: idiom) {
            if let string = raw as? String, ["Light", "Dark", "Automatic"].contains(string) {
                info.userInterfaceStyle = string
            } else {
                wrongType(key, expected: "Light, Dark or Automatic (a string)", found: raw,
                          effect: "UIKit ignores it and the app follows the system's appearance.",
                          fix: "Write <string>Light</string>, <string>Dark</string> or <string>Automatic</string>.")
            }
        }
        if let (key, raw) = deviceSpecificValue(InfoPlistKey.mainStoryboardFile, in: root, idiom: idiom) {
            if let string = raw as? String, !string.isEmpty {
                info.mainStoryboardFile = string
            } else {
                wrongType(key, expected: "a storyboard name (a non-empty string)", found: raw,
                          effect: "no main storyboard is loaded: in legacy mode the app delegate gets no window from it.",
                          fix: "Write the storyboard's name without .storyboard, for example <string>Main</string>.")
            }
        }
        for key in [InfoPlistKey.bundleDisplayName, InfoPlistKey.bundleName] where info.displayName == nil {
            if let string = root[key] as? String, !string.isEmpty { info.displayName = string }
        }

        if let (key, raw) = deviceSpecificValue(InfoPlistKey.sceneManifest, in: root, idiom: idiom) {
            if key != InfoPlistKey.sceneManifest {
                let overrides = root[InfoPlistKey.sceneManifest] != nil
                diagnostics.append(ManifestDiagnostic(
                    .deviceSpecificManifest, keyPath: key,
                    message: overrides
                        ? "used instead of \(InfoPlistKey.sceneManifest), as UIKit does on a desktop-class device (\(idiom.rawValue) idiom); the plain key is ignored."
                        : "used as the scene manifest, as UIKit does on a desktop-class device (\(idiom.rawValue) idiom).",
                    fix: nil, file: sourcePath))
            }
            if let manifest = PlistValue.dictionary(raw) {
                if let limit = InfoPlistManifestLimits.dictionaryTooLarge(manifest, keyPath: key, sourcePath: sourcePath) {
                    diagnostics.append(limit)
                } else {
                    info.sceneManifest = parseManifest(manifest, keyPath: key, sourcePath: sourcePath, diagnostics: &diagnostics)
                    info.sceneManifestKey = key
                }
            } else {
                wrongType(key, expected: "a dictionary", found: raw,
                          effect: "UIKit ignores it and the app runs in legacy mode.",
                          fix: "Make \(key) a <dict> holding \(InfoPlistKey.sceneConfigurations), or remove it to opt out of scenes.")
            }
        }
        return InfoPlistParseResult(info: info, diagnostics: diagnostics)
    }

    /// The value of `key` as UIKit reads it for `idiom`: `key~ipad` (or `key~iphone`) first, then `key`.
    package static func deviceSpecificValue(_ key: String, in root: [String: Any], idiom: DeviceIdiom) -> (key: String, value: Any)? {
        let specific = key + idiom.keySuffix
        if let value = root[specific] { return (specific, value) }
        if let value = root[key] { return (key, value) }
        return nil
    }

    static func parseManifest(_ manifest: [String: Any], keyPath: String, sourcePath: String?, diagnostics: inout [ManifestDiagnostic]) -> SceneManifest {
        func wrongType(_ path: String, expected: String, found: Any, effect: String, fix: String) {
            diagnostics.append(ManifestDiagnostic(
                .wrongType, keyPath: path,
                message: "must be \(expected), found \(PlistValue.typeName(found)); \(effect)",
                fix: fix, file: sourcePath))
        }
        var result = SceneManifest()
        let multiplePath = "\(keyPath).\(InfoPlistKey.supportsMultipleScenes)"
        if let raw = manifest[InfoPlistKey.supportsMultipleScenes] {
            if let bool = PlistValue.bool(raw) {
                result.supportsMultipleScenes = bool
            } else {
                wrongType(multiplePath, expected: "a Boolean", found: raw,
                          effect: "UIKit reads it as false (one application scene).",
                          fix: "Write <true/> or <false/>.")
            }
        }
        if let raw = manifest[InfoPlistKey.preferredDefaultSceneSessionRole] {
            if let string = raw as? String {
                result.preferredDefaultSceneSessionRole = string
            } else {
                wrongType("\(keyPath).\(InfoPlistKey.preferredDefaultSceneSessionRole)", expected: "a string", found: raw,
                          effect: "it is ignored.", fix: "Write a role string such as \(SceneSessionRoleKey.windowApplication).")
            }
        }
        let configurationsPath = "\(keyPath).\(InfoPlistKey.sceneConfigurations)"
        guard let rawRoles = manifest[InfoPlistKey.sceneConfigurations] else { return result }
        guard let roles = PlistValue.dictionary(rawRoles) else {
            wrongType(configurationsPath, expected: "a dictionary of roles", found: rawRoles,
                      effect: "UIKit finds no configuration.",
                      fix: "Make it a <dict> whose keys are roles (\(SceneSessionRoleKey.windowApplication)) and whose values are arrays of configurations.")
            return result
        }
        if let limit = InfoPlistManifestLimits.tooManyRoles(roles, keyPath: configurationsPath, sourcePath: sourcePath) {
            diagnostics.append(limit)
            return result
        }
        for role in roles.keys.sorted() {
            guard let value = roles[role] else { continue }
            let rolePath = "\(configurationsPath).\(role)"
            if let limit = InfoPlistManifestLimits.keyTooLong(role, parentPath: configurationsPath, sourcePath: sourcePath) {
                diagnostics.append(limit)
                continue
            }
            guard let array = value as? [Any] else {
                wrongType(rolePath, expected: "an array of configuration dictionaries", found: value,
                          effect: "the role has no configuration.",
                          fix: "Wrap the configuration <dict> in an <array>; the first item is the role's default.")
                continue
            }
            if let limit = InfoPlistManifestLimits.tooManyConfigurations(array, keyPath: rolePath, sourcePath: sourcePath) {
                diagnostics.append(limit)
                continue
            }
            var entries: [SceneConfigurationEntry] = []
            for (index, element) in array.enumerated() {
                let entryPath = "\(rolePath)[\(index)]"
                guard let dict = PlistValue.dictionary(element) else {
                    wrongType(entryPath, expected: "a configuration dictionary", found: element,
                              effect: "this item is ignored.",
                              fix: "Make each item a <dict> with \(InfoPlistKey.configurationName) and \(InfoPlistKey.delegateClassName).")
                    continue
                }
                if let limit = InfoPlistManifestLimits.dictionaryTooLarge(dict, keyPath: entryPath, sourcePath: sourcePath) {
                    diagnostics.append(limit)
                    continue
                }
                func string(_ key: String) -> String? {
                    guard let raw = dict[key] else { return nil }
                    if let string = raw as? String {
                        if let limit = InfoPlistManifestLimits.valueTooLong(string, keyPath: "\(entryPath).\(key)", sourcePath: sourcePath) {
                            diagnostics.append(limit)
                            return nil
                        }
                        return string
                    }
                    wrongType("\(entryPath).\(key)", expected: "a string", found: raw,
                              effect: "it is ignored (as if absent).", fix: "Write the value as a <string>.")
                    return nil
                }
                entries.append(SceneConfigurationEntry(
                    name: string(InfoPlistKey.configurationName),
                    sceneClassName: string(InfoPlistKey.sceneClassName),
                    delegateClassName: string(InfoPlistKey.delegateClassName),
                    storyboardName: string(InfoPlistKey.storyboardFile)))
            }
            result.configurations[role] = entries
        }
        return result
    }

    /// Reads the file's bytes (a regular file within ``InfoPlistLimits/maximumFileSize``), mapping
    /// every failure to ``InfoPlistLoadError``.
    static func readData(at url: URL) throws(InfoPlistLoadError) -> Data {
        try InfoPlistFileReader.contents(of: url)
    }

    /// Decodes the bytes and checks that the root is a non-empty dictionary.
    package static func decodeRoot(data: Data, sourcePath: String?) throws(InfoPlistLoadError) -> (root: [String: Any], format: InfoPlistFormat) {
        if data.count > InfoPlistLimits.maximumFileSize {
            throw .limitExceeded(path: sourcePath, reason: "it is \(data.count) bytes, larger than the \(InfoPlistLimits.maximumFileSize)-byte limit (InfoPlistLimits.maximumFileSize)")
        }
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw .emptyRoot(path: sourcePath)
        }
        let depthLimit = InfoPlistLimits.maximumNestingDepth
        let tooDeep = InfoPlistLoadError.limitExceeded(
            path: sourcePath,
            reason: "dictionaries and arrays nest deeper than \(depthLimit) levels (InfoPlistLimits.maximumNestingDepth; real Info.plists nest about 5)")
        let isBinary = data.starts(with: [0x62, 0x70, 0x6C, 0x69, 0x73, 0x74]) // "bplist"
        if isBinary {
            switch BinaryPlistScreen.verdict(data, depthLimit: depthLimit) {
            case .acceptable: break
            case .damaged(let reason): throw .notAPropertyList(path: sourcePath, reason: reason)
            case .tooDeep: throw tooDeep
            }
        } else if PlistNestingScanner.exceeds(data, limit: depthLimit) {
            throw tooDeep
        }
        var format = PropertyListSerialization.PropertyListFormat.xml
        let value: Any
        do {
            value = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        } catch {
            // Foundation retries a binary plist it cannot decode as text, and then reports
            // "Unexpected character b at line 1": say what the file really is.
            throw .notAPropertyList(path: sourcePath, reason: isBinary
                ? "\(BinaryPlistScreen.damagedPrefix): Foundation could not decode its objects"
                : reason(of: error) + (preprocessorDirective(in: data).map { line, text in
                    "; line \(line) is a C preprocessor directive (`\(text)`): Xcode runs this file through the preprocessor first (INFOPLIST_PREPROCESS = YES), OpenUIScene reads it as it is; keep the directives out of it (one Info.plist per configuration, or build settings)"
                } ?? ""))
        }
        guard let root = PlistValue.dictionary(value) else {
            throw .rootNotDictionary(path: sourcePath, found: PlistValue.typeName(value))
        }
        if root.isEmpty { throw .emptyRoot(path: sourcePath) }
        return (root, InfoPlistFormat(format))
    }

    /// The first line that is a C preprocessor directive (`#if`, `#ifdef`, `#ifndef`, `#else`,
    /// `#endif`, `#include`, `#define`), with its number.
    private static func preprocessorDirective(in data: Data) -> (line: Int, text: String)? {
        let directives = ["#if ", "#ifdef ", "#ifndef ", "#else", "#elif ", "#endif", "#include ", "#define "]
        for (index, line) in String(decoding: data.prefix(1 << 20), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = line.trimmingCharacters(in: .whitespaces)
            if directives.contains(where: { text.hasPrefix($0) || text == $0.trimmingCharacters(in: .whitespaces) }) {
                return (index + 1, String(text.prefix(80)))
            }
        }
        return nil
    }

    /// Foundation's own explanation ("Unexpected character … at line 3"), without the error domain noise.
    private static func reason(of error: Error) -> String {
        let nsError = error as NSError
        if let debug = nsError.userInfo[NSDebugDescriptionErrorKey] as? String, !debug.isEmpty { return debug }
        return nsError.localizedDescription
    }
}
