/// The `limit-exceeded` findings for parts of a scene manifest over ``InfoPlistLimits``: each
/// names the limit, the value found and the key path; the loader and the linter then skip that part.
enum InfoPlistManifestLimits {
    private static func finding(_ keyPath: String, _ message: String, sourcePath: String?) -> ManifestDiagnostic {
        ManifestDiagnostic(
            .limitExceeded, keyPath: keyPath, message: message,
            fix: "Check that this is the app's real manifest and not generated or damaged data; the limits are in docs/MANIFEST.md, \"Limits\".",
            file: sourcePath)
    }

    /// A manifest or configuration dictionary with more than ``InfoPlistLimits/maximumKeysPerDictionary`` keys.
    static func dictionaryTooLarge(_ dictionary: [String: Any], keyPath: String, sourcePath: String?) -> ManifestDiagnostic? {
        let limit = InfoPlistLimits.maximumKeysPerDictionary
        guard dictionary.count > limit else { return nil }
        return finding(keyPath, "has \(dictionary.count) keys, more than the limit of \(limit) (InfoPlistLimits.maximumKeysPerDictionary; UIKit reads at most 4 keys here); OpenUIScene ignores it.", sourcePath: sourcePath)
    }

    /// `UISceneConfigurations` with more than ``InfoPlistLimits/maximumRoles`` roles.
    static func tooManyRoles(_ roles: [String: Any], keyPath: String, sourcePath: String?) -> ManifestDiagnostic? {
        let limit = InfoPlistLimits.maximumRoles
        guard roles.count > limit else { return nil }
        return finding(keyPath, "has \(roles.count) roles, more than the limit of \(limit) (InfoPlistLimits.maximumRoles; UIKit knows 10); OpenUIScene reads no configuration from it.", sourcePath: sourcePath)
    }

    /// A role with more than ``InfoPlistLimits/maximumConfigurationsPerRole`` configurations.
    static func tooManyConfigurations(_ entries: [Any], keyPath: String, sourcePath: String?) -> ManifestDiagnostic? {
        let limit = InfoPlistLimits.maximumConfigurationsPerRole
        guard entries.count > limit else { return nil }
        return finding(keyPath, "has \(entries.count) configurations, more than the limit of \(limit) (InfoPlistLimits.maximumConfigurationsPerRole; real apps have a handful); OpenUIScene ignores the role.", sourcePath: sourcePath)
    }

    /// A role or other manifest key longer than ``InfoPlistLimits/maximumStringLength``; the key
    /// path shows its first 80 bytes.
    static func keyTooLong(_ key: String, parentPath: String, sourcePath: String?) -> ManifestDiagnostic? {
        let limit = InfoPlistLimits.maximumStringLength
        guard key.utf8.count > limit else { return nil }
        return finding("\(parentPath).\(key.prefix(80))…", "is a key of \(key.utf8.count) bytes, longer than the limit of \(limit) (InfoPlistLimits.maximumStringLength); OpenUIScene ignores it.", sourcePath: sourcePath)
    }

    /// A configuration name, class name or storyboard name longer than ``InfoPlistLimits/maximumStringLength``.
    static func valueTooLong(_ value: String, keyPath: String, sourcePath: String?) -> ManifestDiagnostic? {
        let limit = InfoPlistLimits.maximumStringLength
        guard value.utf8.count > limit else { return nil }
        return finding(keyPath, "is \(PlistValue.quoted(value)), longer than the limit of \(limit) bytes (InfoPlistLimits.maximumStringLength); OpenUIScene ignores it (as if absent).", sourcePath: sourcePath)
    }
}
