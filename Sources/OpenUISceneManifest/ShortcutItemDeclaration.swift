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
    /// `UIApplicationShortcutItemUserInfo`: strings, numbers and Booleans (what a quick action's
    /// `userInfo` carries as `NSSecureCoding` values); other values are reported and left out.
    package var userInfo: [String: UserInfoValue]?

    package enum UserInfoValue: Sendable, Equatable {
        case string(String), integer(Int), double(Double), bool(Bool)
    }

    package init(type: String, title: String, subtitle: String? = nil, iconType: String? = nil, iconSymbolName: String? = nil, userInfo: [String: UserInfoValue]? = nil) {
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
            var userInfo: [String: UserInfoValue]?
            if let raw = entry["UIApplicationShortcutItemUserInfo"] {
                if let dictionary = PlistValue.dictionary(raw) {
                    var values: [String: UserInfoValue] = [:]
                    for (name, value) in dictionary {
                        if let kept = userInfoValue(value) {
                            values[name] = kept
                        } else {
                            diagnostics.append(ManifestDiagnostic(.wrongType, keyPath: "\(path).UIApplicationShortcutItemUserInfo.\(name)", message: "is \(PlistValue.typeName(value)); a quick action's user info holds strings, numbers and Booleans here, so this value is left out.", fix: "Store it as a string or a number, or look it up from the quick action's type.", file: file))
                        }
                    }
                    userInfo = values
                } else {
                    diagnostics.append(ManifestDiagnostic(.wrongType, keyPath: "\(path).UIApplicationShortcutItemUserInfo", message: "must be a dictionary, found \(PlistValue.typeName(raw)); the quick action has no user info.", fix: "Make it a <dict>.", file: file))
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

    private static let booleanNumberClass = ObjectIdentifier(Swift.type(of: NSNumber(value: true)))

    /// A property-list value as a user-info value, keeping its kind (an `NSNumber` made from a
    /// Boolean stays a Boolean, 1 and 1.0 stay numbers).
    static func userInfoValue(_ value: Any) -> UserInfoValue? {
        if let string = value as? String { return .string(string) }
        let kind = Swift.type(of: value)
        if kind == Bool.self, let bool = value as? Bool { return .bool(bool) }
        if kind == Int.self, let integer = value as? Int { return .integer(integer) }
        if kind == Double.self, let double = value as? Double { return .double(double) }
        if let number = value as? NSNumber {
            if ObjectIdentifier(Swift.type(of: number)) == booleanNumberClass { return .bool(number.boolValue) }
            return ["f", "d"].contains(String(cString: number.objCType)) ? .double(number.doubleValue) : .integer(number.intValue)
        }
        return nil
    }
}
