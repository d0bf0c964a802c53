import Foundation

/// A value that may be stored with a session: the property-list types, as NSSecureCoding's
/// allow-list for `UISceneSession.userInfo` and `NSUserActivity.userInfo`.
///
/// Anything else is refused when it is set (see ``PropertyListValue/init(converting:keyPath:)``).
public enum PropertyListValue: Sendable, Equatable, Hashable, Codable {
    case string(String)
    case integer(Int)
    case double(Double)
    case bool(Bool)
    case date(Date)
    case data(Data)
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])
}

/// A value that is not a property-list type, found where one is required.
public struct PropertyListConversionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where the value is, for example `userInfo["draft"][2]`.
    public var keyPath: String
    /// The Swift type that was found.
    public var typeName: String
    public var description: String {
        "\(keyPath) holds a \(typeName), which cannot be stored: only String, Int, Double, Bool, Date, Data, URL (stored as its string), arrays and dictionaries with String keys can. Convert it to one of these before setting it."
    }
}

extension PropertyListValue {
    /// Converts a Foundation value (as found in `userInfo` dictionaries) into a storable value.
    /// `URL` is stored as its absolute string, as the allow-list says.
    public init(converting value: Any, keyPath: String) throws(PropertyListConversionError) {
        switch value {
        case let v as String: self = .string(v)
        case let v as Bool: self = .bool(v)
        case let v as Int: self = .integer(v)
        case let v as Double: self = .double(v)
        case let v as Float: self = .double(Double(v))
        case let v as Date: self = .date(v)
        case let v as Data: self = .data(v)
        case let v as URL: self = .string(v.absoluteString)
        case let v as [Any]:
            var out: [PropertyListValue] = []
            out.reserveCapacity(v.count)
            for (i, element) in v.enumerated() {
                out.append(try PropertyListValue(converting: element, keyPath: "\(keyPath)[\(i)]"))
            }
            self = .array(out)
        case let v as [String: Any]:
            self = .dictionary(try Self.convert(dictionary: v, keyPath: keyPath))
        case let v as [AnyHashable: Any]:
            var out: [String: Any] = [:]
            for (key, element) in v {
                guard let key = key.base as? String else {
                    throw PropertyListConversionError(keyPath: "\(keyPath)[\(key)]", typeName: "non-String key (\(type(of: key.base)))")
                }
                out[key] = element
            }
            self = .dictionary(try Self.convert(dictionary: out, keyPath: keyPath))
        default:
            throw PropertyListConversionError(keyPath: keyPath, typeName: String(describing: type(of: value)))
        }
    }

    static func convert(dictionary: [String: Any], keyPath: String) throws(PropertyListConversionError) -> [String: PropertyListValue] {
        var out: [String: PropertyListValue] = [:]
        out.reserveCapacity(dictionary.count)
        for (key, element) in dictionary {
            out[key] = try PropertyListValue(converting: element, keyPath: "\(keyPath)[\"\(key)\"]")
        }
        return out
    }

    /// Converts a whole `[String: Any]` dictionary.
    public static func dictionary(converting dictionary: [String: Any], keyPath: String) throws(PropertyListConversionError) -> [String: PropertyListValue] {
        try convert(dictionary: dictionary, keyPath: keyPath)
    }

    /// The value as Foundation types (`String`, `Int`, `Double`, `Bool`, `Date`, `Data`, `[Any]`, `[String: Any]`).
    public var foundationValue: Any {
        switch self {
        case .string(let v): return v
        case .integer(let v): return v
        case .double(let v): return v
        case .bool(let v): return v
        case .date(let v): return v
        case .data(let v): return v
        case .array(let v): return v.map(\.foundationValue)
        case .dictionary(let v): return v.mapValues(\.foundationValue)
        }
    }
}
