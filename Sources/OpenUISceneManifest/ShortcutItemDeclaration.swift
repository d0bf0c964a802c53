import Foundation

/// One entry of the Info.plist's `UIApplicationShortcutItems`: a static quick action (on iOS the
/// home-screen menu; here the desktop file's actions, docs/GTK.md).
package struct ShortcutItemDeclaration: Sendable, Equatable {
    package var type: String
    package var title: String
    package var subtitle: String?
    /// `UIApplicationShortcutItemIconType` (`UIApplicationShortcutIconTypeCompose`…) or the
    /// SF Symbol name of `UIApplicationShortcutItemIconSymbolName`.
    package var iconType: String?
    package var iconSymbolName: String?
    /// The string and number values of `UIApplicationShortcutItemUserInfo` (as text).
    package var userInfo: [String: String]?

    package init(type: String, title: String, subtitle: String? = nil, iconType: String? = nil, iconSymbolName: String? = nil, userInfo: [String: String]? = nil) {
        self.type = type
        self.title = title
        self.subtitle = subtitle
        self.iconType = iconType
        self.iconSymbolName = iconSymbolName
        self.userInfo = userInfo
    }

    /// The declarations of `UIApplicationShortcutItems`, with a finding for each entry that
    /// cannot be used (not a dictionary, no type or title): that entry is left out.
    static func parse(_ raw: Any, key: String, file: String?, diagnostics: inout [ManifestDiagnostic]) -> [ShortcutItemDeclaration] {
        guard let array = raw as? [Any] else {
            diagnostics.append(ManifestDiagnostic(.wrongType, keyPath: key, message: "must be an array of dictionaries, found \(PlistValue.typeName(raw)); the app has no static quick actions.", fix: "Make \(key) an <array> of <dict>, each with UIApplicationShortcutItemType and UIApplicationShortcutItemTitle.", file: file))
            return []
        }
        var items: [ShortcutItemDeclaration] = []
        for (index, element) in array.enumerated() {
            let path = "\(key)[\(index)]"
            guard let entry = PlistValue.dictionary(element),
                  let type = entry["UIApplicationShortcutItemType"] as? String, !type.isEmpty,
                  let title = entry["UIApplicationShortcutItemTitle"] as? String else {
                diagnostics.append(ManifestDiagnostic(.wrongType, keyPath: path, message: "must be a dictionary with the strings UIApplicationShortcutItemType and UIApplicationShortcutItemTitle; this quick action is left out.", fix: "Give the entry a non-empty UIApplicationShortcutItemType and a UIApplicationShortcutItemTitle.", file: file))
                continue
            }
            let userInfo = (entry["UIApplicationShortcutItemUserInfo"].flatMap(PlistValue.dictionary)).map { info in
                info.compactMapValues { value -> String? in
                    switch value {
                    case let string as String: return string
                    case let number as NSNumber: return number.stringValue
                    default: return nil
                    }
                }
            }
            items.append(ShortcutItemDeclaration(
                type: type, title: title,
                subtitle: entry["UIApplicationShortcutItemSubtitle"] as? String,
                iconType: entry["UIApplicationShortcutItemIconType"] as? String,
                iconSymbolName: entry["UIApplicationShortcutItemIconSymbolName"] as? String,
                userInfo: userInfo))
        }
        return items
    }
}
