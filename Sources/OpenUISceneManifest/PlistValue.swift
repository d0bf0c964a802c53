import Foundation

/// Internal helpers that read decoded property-list values without ever trapping.
enum PlistValue {
    /// The value as a dictionary with string keys; non-string keys (possible in binary plists)
    /// are dropped, as a lookup by string key would never see them.
    static func dictionary(_ value: Any) -> [String: Any]? {
        if let dict = value as? [String: Any] { return dict }
        if let dict = value as? [AnyHashable: Any] {
            var result: [String: Any] = [:]
            for (key, element) in dict {
                if let key = key.base as? String { result[key] = element }
            }
            return result
        }
        return nil
    }

    /// A Boolean, or a number or string read as UIKit's `boolValue` reads it: a non-zero number is
    /// true; a string is true when it starts (after spaces) with `Y`, `y`, `T`, `t` or a digit 1–9
    /// (`NSString.boolValue`), which is how OpenStep plists, having no Boolean, spell `YES`.
    static func bool(_ value: Any) -> Bool? {
        switch value {
        case let bool as Bool: return bool
        case let int as Int: return int != 0
        case let double as Double: return double != 0
        case let string as String:
            guard let first = string.drop(while: { $0 == " " || $0 == "\t" }).first else { return false }
            return "YyTt123456789".contains(first)
        default: return nil
        }
    }

    /// A human description of a value's type, for messages: "a string", "a Boolean", "an array"…
    static func typeName(_ value: Any) -> String {
        switch value {
        case is String: return "a string"
        case is Bool: return "a Boolean"
        case is Int, is Double, is NSNumber: return "a number"
        case is [Any]: return "an array"
        case is [String: Any], is [AnyHashable: Any]: return "a dictionary"
        case is Data: return "data"
        case is Date: return "a date"
        default: return "\(type(of: value))"
        }
    }

    /// The value truncated for a message, so a huge string cannot flood the output.
    static func quoted(_ string: String, limit: Int = 80) -> String {
        if string.utf8.count <= limit { return "\"\(string)\"" }
        return "\"\(string.prefix(limit))…\" (\(string.utf8.count) bytes)"
    }
}
