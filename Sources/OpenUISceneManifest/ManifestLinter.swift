import Foundation

/// Checks an Info.plist's scene manifest and reports every finding of ``DiagnosticCode`` with its
/// key path, a message, a fix and, for XML plists, the line of the key.
///
/// The loader's findings (wrong types) are included, so one call gives the whole report.
/// Findings are ordered by line (XML) and otherwise by the order they were found.
package enum ManifestLinter {
    /// What linting one Info.plist found.
    package struct Result: Sendable {
        /// Every finding, in line order (XML) and otherwise in the order found.
        package var diagnostics: [ManifestDiagnostic]
        /// The build settings the file uses, with their values and sources; `nil` when the file
        /// could not be decoded.
        package var buildSettings: BuildSettingsReport?
    }

    /// Lints the file at `url`, with its build settings expanded from `context` (by default: the
    /// settings file beside it and the constant defaults; settings derived from the executable or
    /// the module are left as written, as they are known only when the app runs).
    ///
    /// - Throws: ``InfoPlistLoadError`` only when the file cannot be read at all (missing, a folder,
    ///   a FIFO or device, a symbolic-link loop, no permission). Every other problem, including
    ///   "not a property list" and a file over the size limit, is a finding.
    package static func lint(contentsOf url: URL, idiom: DeviceIdiom = .pad, buildSettings context: BuildSettingsContext = BuildSettingsContext()) throws(InfoPlistLoadError) -> [ManifestDiagnostic] {
        try check(contentsOf: url, idiom: idiom, buildSettings: context).diagnostics
    }

    /// Lints the file at `url` and reports its build settings too (see ``lint(contentsOf:idiom:buildSettings:)``).
    package static func check(contentsOf url: URL, idiom: DeviceIdiom = .pad, buildSettings context: BuildSettingsContext = BuildSettingsContext()) throws(InfoPlistLoadError) -> Result {
        let data: Data
        do {
            data = try InfoPlistLoader.readData(at: url)
        } catch where !error.isUnreadable {
            return Result(diagnostics: [error.diagnostic], buildSettings: nil)
        }
        return check(data: data, sourcePath: url.path, idiom: idiom, context: context, infoPlistURL: url)
    }

    /// Lints Info.plist bytes; `sourcePath` is used in messages (no settings file is looked for
    /// beside it: name one in `context`).
    package static func lint(data: Data, sourcePath: String? = nil, idiom: DeviceIdiom = .pad, buildSettings context: BuildSettingsContext = BuildSettingsContext()) -> [ManifestDiagnostic] {
        check(data: data, sourcePath: sourcePath, idiom: idiom, context: context, infoPlistURL: nil).diagnostics
    }

    static func check(data: Data, sourcePath: String?, idiom: DeviceIdiom, context: BuildSettingsContext, infoPlistURL: URL?) -> Result {
        let root: [String: Any]
        let format: InfoPlistFormat
        do {
            (root, format) = try InfoPlistLoader.decodeRoot(data: data, sourcePath: sourcePath)
        } catch {
            return Result(diagnostics: [error.diagnostic], buildSettings: nil)
        }
        var result = check(root: root, sourcePath: sourcePath, idiom: idiom, context: context, infoPlistURL: infoPlistURL)
        if format == .xml {
            let map = PlistLineMap(xml: data)
            for index in result.diagnostics.indices {
                result.diagnostics[index].line = map.line(for: result.diagnostics[index].keyPath)
            }
            result.diagnostics = result.diagnostics.enumerated()
                .sorted { ($0.element.line ?? .max, $0.offset) < ($1.element.line ?? .max, $1.offset) }
                .map(\.element)
        }
        return result
    }

    /// Lints an already-decoded root dictionary (no line numbers).
    package static func lint(root: [String: Any], sourcePath: String? = nil, idiom: DeviceIdiom = .pad, buildSettings context: BuildSettingsContext = BuildSettingsContext()) -> [ManifestDiagnostic] {
        check(root: root, sourcePath: sourcePath, idiom: idiom, context: context, infoPlistURL: nil).diagnostics
    }

    static func check(root: [String: Any], sourcePath: String?, idiom: DeviceIdiom, context: BuildSettingsContext, infoPlistURL: URL?) -> Result {
        let expansion = BuildSettingExpansion.expand(root, context: context, infoPlistURL: infoPlistURL, sourcePath: sourcePath)
        let expanded = expansion.root
        let parsed = InfoPlistLoader.parse(expanded, sourcePath: sourcePath, idiom: idiom)
        var checker = Checker(file: sourcePath)
        checker.diagnostics = parsed.diagnostics + expansion.report.diagnostics
        checker.checkBundleIdentifier(written: root[InfoPlistKey.bundleIdentifier], expanded: expanded[InfoPlistKey.bundleIdentifier], settings: expansion.report)
        checker.checkURLTypes(expanded[InfoPlistKey.urlTypes])
        if let (key, raw) = InfoPlistLoader.deviceSpecificValue(InfoPlistKey.sceneManifest, in: expanded, idiom: idiom),
           let manifest = PlistValue.dictionary(raw), let model = parsed.info.sceneManifest {
            checker.checkManifest(manifest, model: model, keyPath: key)
        }
        return Result(diagnostics: checker.diagnostics, buildSettings: expansion.report)
    }

    /// The semantic checks, accumulating findings.
    private struct Checker {
        let file: String?
        var diagnostics: [ManifestDiagnostic] = []

        init(file: String?) { self.file = file }

        mutating func add(_ code: DiagnosticCode, _ keyPath: String, _ message: String, fix: String? = nil) {
            diagnostics.append(ManifestDiagnostic(code, keyPath: keyPath, message: message, fix: fix, file: file))
        }

        mutating func checkBundleIdentifier(written: Any?, expanded: Any?, settings: BuildSettingsReport) {
            guard let written = written as? String, let identifier = expanded as? String else { return }
            let key = InfoPlistKey.bundleIdentifier
            let references = BuildSettingReference.references(in: written)
            if references.contains(where: { $0.name == "PRODUCT_BUNDLE_IDENTIFIER" }),
               let setting = settings["PRODUCT_BUNDLE_IDENTIFIER"], setting.source == .default, setting.status != .unknown {
                let value = setting.value.map { "\"\($0)\"" } ?? "\(ApplicationIdentifier.defaultPrefix)<the executable's name> (known when the app runs; scenectl: --product NAME)"
                add(.defaultBundleIdentifier, key,
                    "is \(PlistValue.quoted(written)) and nothing sets PRODUCT_BUNDLE_IDENTIFIER (no \(BuildSettingsContext.environmentVariable(for: "PRODUCT_BUNDLE_IDENTIFIER")), no line in \(settings.settingsFilePath ?? BuildSettingsFile.fileName)): the app id is OpenUIScene's default, \(value). It names the single instance, the session folder and the desktop file.",
                    fix: "To choose the app id, add the line PRODUCT_BUNDLE_IDENTIFIER = com.example.MyApp to \(settings.settingsFilePath ?? BuildSettingsFile.fileName + " beside the Info.plist"), or write the literal id.")
            }
            // An id still holding a reference was reported as unknown-build-setting, or is known
            // only when the app runs.
            guard BuildSettingReference.references(in: identifier).isEmpty,
                  let problem = ApplicationIdentifier.problem(with: identifier) else { return }
            add(.invalidApplicationIdentifier, key,
                "is \(PlistValue.quoted(identifier))\(references.isEmpty ? "" : " once expanded"), which is not a valid application id on Linux: \(problem). The GTK host then registers no GApplication id, so the app has no single instance and no URL hand-over.",
                fix: "Use a reverse-DNS id whose elements are ASCII letters, digits, _ and -, none starting with a digit, for example com.example.MyApp (only the Linux build's Info.plist or settings need to change).")
        }

        /// `CFBundleURLTypes` must be an array of dictionaries whose `CFBundleURLSchemes` is an
        /// array of strings: a string there would be read as one scheme per character by a tool
        /// that iterates it (the desktop-entry installer refuses it too).
        mutating func checkURLTypes(_ raw: Any?) {
            guard let raw else { return }
            let key = InfoPlistKey.urlTypes
            func wrongType(_ keyPath: String, expected: String, found: Any, effect: String, fix: String) {
                add(.wrongType, keyPath, "must be \(expected), found \(PlistValue.typeName(found)); \(effect)", fix: fix)
            }
            guard let types = raw as? [Any] else {
                wrongType(key, expected: "an array of dictionaries", found: raw, effect: "the app declares no URL scheme.",
                          fix: "Make \(key) an <array> of <dict>, each with \(InfoPlistKey.urlSchemes), an <array> of <string> schemes.")
                return
            }
            for (index, element) in types.enumerated() {
                let path = "\(key)[\(index)]"
                guard let type = PlistValue.dictionary(element) else {
                    wrongType(path, expected: "a dictionary", found: element, effect: "this URL type is ignored.",
                              fix: "Write it as a <dict> with \(InfoPlistKey.urlSchemes), an <array> of <string> schemes.")
                    continue
                }
                guard let schemesValue = type[InfoPlistKey.urlSchemes] else { continue }
                let schemesPath = "\(path).\(InfoPlistKey.urlSchemes)"
                guard let schemes = schemesValue as? [Any] else {
                    let asString = (schemesValue as? String).map { " (\(PlistValue.quoted($0)) is not read as one scheme: a tool that iterates it sees one scheme per character)" } ?? ""
                    wrongType(schemesPath, expected: "an array of strings", found: schemesValue,
                              effect: "no scheme of this URL type is registered\(asString); the desktop-entry installer refuses it.",
                              fix: "Write <array><string>scheme</string></array>.")
                    continue
                }
                for (position, scheme) in schemes.enumerated() where !(scheme is String) {
                    wrongType("\(schemesPath)[\(position)]", expected: "a string", found: scheme, effect: "this scheme is ignored.",
                              fix: "Write each scheme as a <string>.")
                }
            }
        }

        mutating func checkManifest(_ manifest: [String: Any], model: SceneManifest, keyPath: String) {
            for key in manifest.keys.sorted() where !InfoPlistKey.manifestKeys.contains(key) {
                let path = "\(keyPath).\(key)"
                if let limit = InfoPlistManifestLimits.keyTooLong(key, parentPath: keyPath, sourcePath: file) {
                    diagnostics.append(limit)
                } else if SceneSessionRoleKey.isKnown(key) {
                    add(.unknownManifestKey, path,
                        "is a role key placed directly in the manifest; UIKit only reads roles inside \(InfoPlistKey.sceneConfigurations), so it is ignored.",
                        fix: "Move it into \(keyPath).\(InfoPlistKey.sceneConfigurations).")
                } else if let suggestion = KeySuggestion.nearest(to: key, in: InfoPlistKey.manifestKeys) {
                    add(.unknownManifestKey, path, "is not a scene manifest key; UIKit ignores it.",
                        fix: "Did you mean \(suggestion)? Rename the key.")
                } else {
                    add(.unknownManifestKey, path, "is not a scene manifest key; UIKit ignores it.",
                        fix: "Remove it; the manifest keys are \(InfoPlistKey.manifestKeys.joined(separator: ", ")).")
                }
            }

            let multiplePath = "\(keyPath).\(InfoPlistKey.supportsMultipleScenes)"
            if manifest[InfoPlistKey.supportsMultipleScenes] == nil {
                add(.multipleScenesMissing, keyPath,
                    "has no \(InfoPlistKey.supportsMultipleScenes); UIKit reads it as false and never creates a second application scene.",
                    fix: "Add <key>\(InfoPlistKey.supportsMultipleScenes)</key> with <true/> or <false/> to state the intent.")
            }
            if !model.hasConfigurations {
                add(.noConfigurations, keyPath,
                    "has no scene configuration: the app runs in scene mode only if its app delegate implements application(_:configurationForConnecting:options:), otherwise in legacy mode (SceneDelegate never called). `scenectl explain` reports mode \"delegate\".",
                    fix: "Add \(InfoPlistKey.sceneConfigurations) > \(SceneSessionRoleKey.windowApplication) > [ { \(InfoPlistKey.configurationName), \(InfoPlistKey.delegateClassName) = $(PRODUCT_MODULE_NAME).SceneDelegate } ], or implement configurationForConnecting.")
            } else if model.supportsMultipleScenes == true && model.configurationCount == 1 {
                add(.multipleScenesSingleConfiguration, multiplePath,
                    "is true with a single configuration: every window of the app uses that same configuration. That is fine if intended.",
                    fix: "Nothing to do if every window shows the same kind of content; otherwise add configurations or set it to false.")
            }

            // Parts over a limit were reported by the loader and are skipped here.
            guard let roles = manifest[InfoPlistKey.sceneConfigurations].flatMap(PlistValue.dictionary),
                  roles.count <= InfoPlistLimits.maximumRoles else { return }
            let configurationsPath = "\(keyPath).\(InfoPlistKey.sceneConfigurations)"
            for role in roles.keys.sorted() where role.utf8.count <= InfoPlistLimits.maximumStringLength {
                let rolePath = "\(configurationsPath).\(role)"
                if !SceneSessionRoleKey.isKnown(role) {
                    if let suggestion = KeySuggestion.nearest(to: role, in: SceneSessionRoleKey.all) {
                        add(.unknownRole, rolePath,
                            "is not a scene session role; UIKit never creates a session with it, so these configurations are never used.",
                            fix: "Did you mean \(suggestion)? Rename the key.")
                    } else {
                        add(.unknownRole, rolePath,
                            "is not a scene session role; UIKit never creates a session with it, so these configurations are never used.",
                            fix: "Use a role key UIKit knows, for example \(SceneSessionRoleKey.windowApplication).")
                    }
                } else if SceneSessionRoleKey.isInert(role) {
                    add(.inertRole, rolePath,
                        "is kept in the model, but OpenUIScene never creates sessions of this role on Linux (no CarPlay, visionOS or Assistive Access there).",
                        fix: nil)
                }
                guard let entries = roles[role] as? [Any], entries.count <= InfoPlistLimits.maximumConfigurationsPerRole else { continue }
                var seenNames: [String: Int] = [:]
                for (index, element) in entries.enumerated() {
                    guard let entry = PlistValue.dictionary(element), entry.count <= InfoPlistLimits.maximumKeysPerDictionary else { continue }
                    checkEntry(entry, keyPath: "\(rolePath)[\(index)]", index: index, seenNames: &seenNames)
                }
            }
        }

        mutating func checkEntry(_ entry: [String: Any], keyPath: String, index: Int, seenNames: inout [String: Int]) {
            for key in entry.keys.sorted() where !InfoPlistKey.entryKeys.contains(key) {
                let path = "\(keyPath).\(key)"
                if let limit = InfoPlistManifestLimits.keyTooLong(key, parentPath: keyPath, sourcePath: file) {
                    diagnostics.append(limit)
                } else if key == InfoPlistKey.launchStoryboardName {
                    add(.ignoredConfigurationKey, path,
                        "is not read inside a scene configuration (old Xcode 11 templates put it here); the launch screen comes from the top-level \(InfoPlistKey.launchStoryboardName).",
                        fix: "Remove it from the configuration; keep the top-level key.")
                } else if let suggestion = KeySuggestion.nearest(to: key, in: InfoPlistKey.entryKeys) {
                    add(.unknownConfigurationKey, path, "is not a scene configuration key; UIKit ignores it.",
                        fix: "Did you mean \(suggestion)? Rename the key.")
                } else {
                    add(.unknownConfigurationKey, path, "is not a scene configuration key; UIKit ignores it.",
                        fix: "Remove it; the configuration keys are \(InfoPlistKey.entryKeys.joined(separator: ", ")).")
                }
            }

            let namePath = "\(keyPath).\(InfoPlistKey.configurationName)"
            if let name = Self.string(entry[InfoPlistKey.configurationName]) {
                if let first = seenNames[name] {
                    add(.duplicateConfigurationName, namePath,
                        "repeats the name \(PlistValue.quoted(name)) of item \(first) of the same role; UISceneConfiguration(name:sessionRole:) always returns item \(first), so this one is reachable only as nothing.",
                        fix: "Give each configuration of a role a unique \(InfoPlistKey.configurationName).")
                } else {
                    seenNames[name] = index
                }
            } else if entry[InfoPlistKey.configurationName] == nil {
                add(.missingConfigurationName, keyPath,
                    "has no \(InfoPlistKey.configurationName): UISceneConfiguration(name:sessionRole:) cannot find it by name\(index == 0 ? "; it is still the role's default" : ", and as a later item it is never used").",
                    fix: "Add <key>\(InfoPlistKey.configurationName)</key><string>Default Configuration</string>.")
            }

            let delegateName = Self.string(entry[InfoPlistKey.delegateClassName])
            if let delegateName {
                checkClassName(delegateName, keyPath: "\(keyPath).\(InfoPlistKey.delegateClassName)", isSceneClass: false)
            }
            if let sceneName = Self.string(entry[InfoPlistKey.sceneClassName]) {
                let path = "\(keyPath).\(InfoPlistKey.sceneClassName)"
                if !SceneConfigurationResolver.isPlausibleSceneClassName(sceneName, delegateClassName: delegateName) {
                    add(.sceneClassNotAScene, path,
                        "is \(PlistValue.quoted(sceneName)), which names a delegate, not a UIScene subclass; at run time the scene falls back to UIWindowScene (with a log line).",
                        fix: "Remove \(InfoPlistKey.sceneClassName) (UIWindowScene is the default) or name a UIWindowScene subclass; the delegate belongs in \(InfoPlistKey.delegateClassName).")
                } else if !SceneSessionRoleKey.frameworkSceneClassNames.contains(sceneName) {
                    checkClassName(sceneName, keyPath: path, isSceneClass: true)
                }
            }
        }

        /// A string value within ``InfoPlistLimits/maximumStringLength`` (the loader reported longer ones).
        static func string(_ raw: Any?) -> String? {
            guard let string = raw as? String, string.utf8.count <= InfoPlistLimits.maximumStringLength else { return nil }
            return string
        }

        mutating func checkClassName(_ className: String, keyPath: String, isSceneClass: Bool) {
            // A reference left as written: known at launch, or reported as unknown-build-setting.
            if !BuildSettingReference.references(in: className).isEmpty {
                return
            }
            if !ClassName.isModuleQualified(className) {
                let kind = isSceneClass ? "scene class" : "scene delegate"
                add(.unqualifiedClassName, keyPath,
                    "is \(PlistValue.quoted(className)) without a module. UIKit looks the \(kind) up by its runtime name, and a Swift class's runtime name includes its module (MyApp.\(className)), so a Swift class is not found\(isSceneClass ? " and the scene falls back to UIWindowScene" : " and the scene gets no delegate"). Only Objective-C classes are found bare.",
                    fix: "Write $(PRODUCT_MODULE_NAME).\(className) (Xcode's template spelling), or give the class an explicit runtime name with @objc(\(className)).")
            }
        }
    }
}
