import Foundation

/// Expands the build settings in every string value of an Info.plist (keys are left alone), as
/// Xcode does when it copies the Info.plist into an app. Values come from, in priority order:
/// the environment (`OPENUISCENE_BUILD_SETTING_<NAME>`), `BuildSettings.xcconfig` beside the
/// Info.plist, then OpenUIScene's defaults (``BuildSettingDefaults``). A reference that gets no
/// value stays as written and is reported (`unknown-build-setting`, naming the key, the setting
/// and how to set it); nothing traps. docs/MANIFEST.md, "Build settings".
package enum BuildSettingExpansion {
    /// The expanded root and what was used.
    package struct Result {
        /// The root with every reference that has a value substituted.
        package var root: [String: Any]
        /// The settings used and their sources, and the findings.
        package var report: BuildSettingsReport
    }

    /// At most this many `unknown-build-setting` findings are listed per Info.plist; one more
    /// finding counts the rest.
    package static let maximumFindings = 50

    /// Expands `root`. The settings file is `context.settingsFile`, else `BuildSettings.xcconfig`
    /// in the folder of `infoPlistURL` (none when both are `nil`). `sourcePath` names the
    /// Info.plist in findings.
    package static func expand(_ root: [String: Any], context: BuildSettingsContext, infoPlistURL: URL?, sourcePath: String?) -> Result {
        let fileURL = context.settingsFile ?? infoPlistURL.map(BuildSettingsFile.url(besideInfoPlistAt:))
        let file = fileURL.flatMap(BuildSettingsFile.read)
        var walker = Walker(resolver: BuildSettingResolver(context: context, file: file, settingsFilePath: fileURL?.path), sourcePath: sourcePath)
        var expanded = root
        for key in root.keys.sorted() {
            guard let value = root[key], let replaced = walker.walk(value, keyPath: key, key: key, depth: 2) else { continue }
            expanded[key] = replaced
        }
        // Settings the environment or the file defines are reported even when nothing uses them
        // (a misspelt name then shows up unused).
        var defined = Set(context.environment.keys.map { String($0.dropFirst(BuildSettingsContext.environmentPrefix.count)) })
        if let file { defined.formUnion(file.assignments.keys) }
        for name in defined.sorted() where BuildSettingReference.isSettingName(name) { _ = walker.resolver.resolve(name) }

        var diagnostics = (file?.diagnostics ?? []).map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.file = sourcePath
            return diagnostic
        }
        diagnostics += walker.findings
        if walker.unreported > 0 {
            diagnostics.append(ManifestDiagnostic(
                .unknownBuildSetting, keyPath: "",
                message: "\(walker.unreported) more reference\(walker.unreported == 1 ? "" : "s") to build settings without a value \(walker.unreported == 1 ? "is" : "are") left as written (only the first \(maximumFindings) are listed).",
                fix: "Give the settings values (docs/MANIFEST.md, \"Build settings\").", file: sourcePath))
        }
        if walker.overBudget {
            diagnostics.append(ManifestDiagnostic(
                .limitExceeded, keyPath: "",
                message: "expanding its build settings would add more than \(InfoPlistLimits.maximumBuildSettingExpansion) bytes (InfoPlistLimits.maximumBuildSettingExpansion); the remaining references are left as written.",
                fix: "Check that this is the app's Info.plist and that no setting's value is unexpectedly long.", file: sourcePath))
        }
        let settings = walker.resolver.resolved.values.sorted { $0.name < $1.name }.map { setting in
            var setting = setting
            setting.usedBy = walker.resolver.usedBy[setting.name] ?? []
            return setting
        }
        let report = BuildSettingsReport(settings: settings, settingsFilePath: fileURL?.path, settingsFileFound: file != nil, diagnostics: diagnostics)
        return Result(root: expanded, report: report)
    }

    /// Walks the plist, expanding strings and collecting findings.
    private struct Walker {
        var resolver: BuildSettingResolver
        let sourcePath: String?
        var findings: [ManifestDiagnostic] = []
        var unreported = 0
        var growth = 0
        var overBudget = false
        private var reported: Set<String> = []

        init(resolver: BuildSettingResolver, sourcePath: String?) {
            self.resolver = resolver
            self.sourcePath = sourcePath
        }

        /// The value with its strings expanded, or `nil` when nothing changed.
        mutating func walk(_ value: Any, keyPath: String, key: String?, depth: Int) -> Any? {
            if let string = value as? String {
                guard string.utf8.contains(UInt8(ascii: "$")) else { return nil }
                return expand(string, keyPath: keyPath, isClassName: key.map(BuildSettingDefaults.classNameKeys.contains) ?? false)
            }
            // Deeper than a loaded file can be (the loader refuses it); a dictionary built in code
            // is not walked further.
            guard depth <= InfoPlistLimits.maximumNestingDepth else { return nil }
            if let array = value as? [Any] {
                var result: [Any]?
                for (index, element) in array.enumerated() {
                    guard let replaced = walk(element, keyPath: "\(keyPath)[\(index)]", key: nil, depth: depth + 1) else { continue }
                    if result == nil { result = array }
                    result?[index] = replaced
                }
                return result
            }
            if let dictionary = PlistValue.dictionary(value) {
                var result: [String: Any]?
                for childKey in dictionary.keys.sorted() {
                    guard let child = dictionary[childKey],
                          let replaced = walk(child, keyPath: "\(keyPath).\(childKey)", key: childKey, depth: depth + 1) else { continue }
                    if result == nil { result = dictionary }
                    result?[childKey] = replaced
                }
                return result
            }
            return nil
        }

        /// The string with every reference that has a value substituted, or `nil` when none has one.
        private mutating func expand(_ string: String, keyPath: String, isClassName: Bool) -> String? {
            let pieces = BuildSettingReference.pieces(of: string)
            guard pieces.contains(where: { if case .reference = $0 { return true } else { return false } }) else { return nil }
            var result = ""
            var changed = false
            for piece in pieces {
                switch piece {
                case .literal(let text):
                    result += text
                case .reference(let reference) where reference.name.isEmpty:
                    changed = true // $() is empty, as in Xcode
                case .reference(let reference):
                    // In a class name, $(PRODUCT_NAME) is the module (docs/MANIFEST.md, "Class names").
                    let name = isClassName && reference.name == "PRODUCT_NAME" ? "PRODUCT_MODULE_NAME" : reference.name
                    resolver.recordUse(of: name, by: keyPath)
                    let setting = resolver.resolve(name)
                    switch setting.status {
                    case .atLaunch:
                        result += reference.text
                    case .unknown:
                        result += reference.text
                        report(keyPath, reference, problem: setting.problem ?? "it has no value", fixFor: name)
                    case .expanded:
                        guard let value = BuildSettingResolver.applying(reference.modifiers, to: setting.value ?? "") else {
                            result += reference.text
                            report(keyPath, reference, problem: BuildSettingResolver.unsupportedModifierProblem(reference), fixFor: nil)
                            continue
                        }
                        growth += value.utf8.count
                        if overBudget || growth > InfoPlistLimits.maximumBuildSettingExpansion {
                            overBudget = true
                            result += reference.text
                            continue
                        }
                        result += value
                        changed = true
                    }
                }
            }
            return changed ? result : nil
        }

        private mutating func report(_ keyPath: String, _ reference: BuildSettingReference, problem: String, fixFor name: String?) {
            guard reported.insert(keyPath + "\u{0}" + reference.text).inserted else { return }
            guard findings.count < BuildSettingExpansion.maximumFindings else {
                unreported += 1
                return
            }
            let key = keyPath.split(separator: ".").last.map(String.init) ?? keyPath
            var effect = ""
            if keyPath == InfoPlistKey.bundleIdentifier {
                effect = "; it is then no valid application id, so the GTK host runs the app without single instance and URL hand-over"
            } else if BuildSettingDefaults.classNameKeys.contains(key) {
                effect = "; the class is then not found"
            }
            let fix: String
            if let name {
                fix = "Give \(name) a value: \(resolver.howToSet(name)); or write the literal value in the Info.plist."
            } else {
                fix = "Remove the modifier, or give the final value in the settings file or the Info.plist."
            }
            findings.append(ManifestDiagnostic(
                .unknownBuildSetting, keyPath: keyPath,
                message: "uses \(reference.text), which has no value: \(problem). It is left as written\(effect).",
                fix: fix, file: sourcePath))
        }
    }
}
