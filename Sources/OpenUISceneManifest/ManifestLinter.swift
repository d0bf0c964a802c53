import Foundation

/// Checks an Info.plist's scene manifest and reports every finding of ``DiagnosticCode`` with its
/// key path, a message, a fix and, for XML plists, the line of the key.
///
/// The loader's findings (wrong types) are included, so one call gives the whole report.
/// Findings are ordered by line (XML) and otherwise by the order they were found.
package enum ManifestLinter {
    /// Lints the file at `url`.
    ///
    /// - Throws: ``InfoPlistLoadError`` only when the file cannot be read at all (missing, a folder,
    ///   a FIFO or device, a symbolic-link loop, no permission). Every other problem, including
    ///   "not a property list" and a file over the size limit, is a finding.
    package static func lint(contentsOf url: URL, idiom: DeviceIdiom = .pad) throws(InfoPlistLoadError) -> [ManifestDiagnostic] {
        let data: Data
        do {
            data = try InfoPlistLoader.readData(at: url)
        } catch where !error.isUnreadable {
            return [error.diagnostic]
        }
        return lint(data: data, sourcePath: url.path, idiom: idiom)
    }

    /// Lints Info.plist bytes; `sourcePath` is used in messages.
    package static func lint(data: Data, sourcePath: String? = nil, idiom: DeviceIdiom = .pad) -> [ManifestDiagnostic] {
        let root: [String: Any]
        let format: InfoPlistFormat
        do {
            (root, format) = try InfoPlistLoader.decodeRoot(data: data, sourcePath: sourcePath)
        } catch {
            return [error.diagnostic]
        }
        var diagnostics = lint(root: root, sourcePath: sourcePath, idiom: idiom)
        if format == .xml {
            let map = PlistLineMap(xml: data)
            for index in diagnostics.indices {
                diagnostics[index].line = map.line(for: diagnostics[index].keyPath)
            }
            diagnostics = diagnostics.enumerated()
                .sorted { ($0.element.line ?? .max, $0.offset) < ($1.element.line ?? .max, $1.offset) }
                .map(\.element)
        }
        return diagnostics
    }

    /// Lints an already-decoded root dictionary (no line numbers).
    package static func lint(root: [String: Any], sourcePath: String? = nil, idiom: DeviceIdiom = .pad) -> [ManifestDiagnostic] {
        let parsed = InfoPlistLoader.parse(root, sourcePath: sourcePath, idiom: idiom)
        var checker = Checker(file: sourcePath)
        checker.diagnostics = parsed.diagnostics
        checker.checkBundleIdentifier(root[InfoPlistKey.bundleIdentifier])
        if let (key, raw) = InfoPlistLoader.deviceSpecificValue(InfoPlistKey.sceneManifest, in: root, idiom: idiom),
           let manifest = PlistValue.dictionary(raw), let model = parsed.info.sceneManifest {
            checker.checkManifest(manifest, model: model, keyPath: key)
        }
        return checker.diagnostics
    }

    /// The semantic checks, accumulating findings.
    private struct Checker {
        let file: String?
        var diagnostics: [ManifestDiagnostic] = []

        init(file: String?) { self.file = file }

        mutating func add(_ code: DiagnosticCode, _ keyPath: String, _ message: String, fix: String? = nil) {
            diagnostics.append(ManifestDiagnostic(code, keyPath: keyPath, message: message, fix: fix, file: file))
        }

        mutating func checkBundleIdentifier(_ raw: Any?) {
            guard let identifier = raw as? String, identifier.contains("$(") || identifier.contains("${") else { return }
            add(.unexpandedBundleIdentifier, InfoPlistKey.bundleIdentifier,
                "is \(PlistValue.quoted(identifier)), an Xcode build setting that nothing expands outside Xcode; OpenUIScene uses the text as is for the app id (single instance, session store folder).",
                fix: "Write the literal app id, for example com.example.MyApp, in the Info.plist the Linux build uses.")
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
            let unsupported = ClassName.unsupportedBuildSettings(in: className)
            if !unsupported.isEmpty {
                add(.unsupportedBuildSetting, keyPath,
                    "uses \(unsupported.joined(separator: ", ")), which OpenUIScene does not substitute (only $(PRODUCT_MODULE_NAME) and $(PRODUCT_NAME)); the class is not found.",
                    fix: "Write $(PRODUCT_MODULE_NAME).\(ClassName.unqualifiedName(of: className)) or a literal Module.Class.")
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
