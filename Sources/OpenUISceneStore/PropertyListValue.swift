import Foundation

/// A value that may be stored with a session: the property-list types, as NSSecureCoding's
/// allow-list for `UISceneSession.userInfo` and `NSUserActivity.userInfo`.
///
/// Anything else is refused when it is set (see ``PropertyListValue/init(converting:keyPath:)``).
package enum PropertyListValue: Sendable, Equatable, Hashable, Codable {
    case string(String)
    case integer(Int)
    case double(Double)
    case bool(Bool)
    case date(Date)
    case data(Data)
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])
}

/// A value that cannot be stored, found where a property-list value is required.
package struct PropertyListConversionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where the value is, for example `userInfo["draft"][2]`.
    package var keyPath: String
    /// The Swift type that was found.
    package var typeName: String
    /// Why it cannot be stored, when the type alone does not say (nesting too deep, a number
    /// out of range); `nil` for a type that is not a property-list type.
    package var reason: String?

    package init(keyPath: String, typeName: String, reason: String? = nil) {
        self.keyPath = keyPath
        self.typeName = typeName
        self.reason = reason
    }

    package var description: String {
        if let reason { return "\(keyPath) cannot be stored: \(reason)" }
        return "\(keyPath) holds a \(typeName), which cannot be stored: only String, Int, Double, Bool, Date, Data, URL (stored as its string), arrays and dictionaries with String keys can. Convert it to one of these before setting it."
    }
}

extension PropertyListValue {
    /// How deep arrays and dictionaries may nest in a converted value (a dictionary of strings
    /// is depth 1). Deeper values are refused when they are set, so that no code path recurses
    /// as deep as the app's data; the session store refuses the same depth when it writes.
    package static let maximumDepth = 100

    /// Converts a Foundation value (as found in `userInfo` dictionaries) into a storable value.
    /// `URL` is stored as its absolute string. Numbers keep their kind: an `NSNumber` made from
    /// a Boolean (`JSONSerialization`'s `true`/`false`) is a Boolean, one made from an integer is
    /// an integer, one made from a floating-point value is a double, so `0`, `1` and `1.0` come
    /// back as `Int`, `Int` and `Double`.
    ///
    /// Iterative: nesting deeper than ``maximumDepth`` is refused with an error, whatever the
    /// input, without deep recursion.
    package init(converting value: Any, keyPath: String) throws(PropertyListConversionError) {
        self = try Self.convertTree(value, keyPath: keyPath)
    }

    /// Converts a whole `[String: Any]` dictionary.
    package static func dictionary(converting dictionary: [String: Any], keyPath: String) throws(PropertyListConversionError) -> [String: PropertyListValue] {
        guard case .dictionary(let result) = try convertTree(dictionary, keyPath: keyPath) else { return [:] }
        return result
    }

    /// One array or dictionary being converted: its remaining elements and what is done.
    private struct Frame {
        var keyPath: String
        var elements: [(key: String?, value: Any)]
        var next = 0
        var array: [PropertyListValue] = []
        var dictionary: [String: PropertyListValue] = [:]
        var isDictionary: Bool

        var result: PropertyListValue { isDictionary ? .dictionary(dictionary) : .array(array) }

        mutating func add(_ value: PropertyListValue, key: String?) {
            if let key { dictionary[key] = value } else { array.append(value) }
        }
    }

    private enum Step {
        case leaf(PropertyListValue)
        case container(Frame)
    }

    private static func convertTree(_ root: Any, keyPath: String) throws(PropertyListConversionError) -> PropertyListValue {
        var stack: [Frame] = []
        var pending = try step(root, keyPath: keyPath)
        while true {
            switch pending {
            case .container(let frame):
                guard stack.count < maximumDepth else {
                    throw PropertyListConversionError(keyPath: frame.keyPath, typeName: frame.isDictionary ? "dictionary" : "array", reason: "arrays and dictionaries nest deeper than \(maximumDepth) levels here. Flatten the value (for example, store an identifier and keep the structure in a file or database).")
                }
                stack.append(frame)
            case .leaf(let value):
                guard !stack.isEmpty else { return value }
                let key = stack[stack.count - 1].elements[stack[stack.count - 1].next - 1].key
                stack[stack.count - 1].add(value, key: key)
            }
            // The next element of the innermost unfinished container, closing finished ones.
            while true {
                guard var top = stack.popLast() else { preconditionFailure("conversion stack underflow") }
                if top.next < top.elements.count {
                    let (key, element) = top.elements[top.next]
                    top.next += 1
                    let path = key.map { "\(top.keyPath)[\"\($0)\"]" } ?? "\(top.keyPath)[\(top.next - 1)]"
                    stack.append(top)
                    pending = try step(element, keyPath: path)
                    break
                }
                let finished = top.result
                guard !stack.isEmpty else { return finished }
                let key = stack[stack.count - 1].elements[stack[stack.count - 1].next - 1].key
                stack[stack.count - 1].add(finished, key: key)
            }
        }
    }

    /// The class of `NSNumber`s that hold Booleans (`JSONSerialization`'s `true`, `NSNumber(value: true)`).
    private static let booleanNumberClass = ObjectIdentifier(type(of: NSNumber(value: true)))

    private static func step(_ value: Any, keyPath: String) throws(PropertyListConversionError) -> Step {
        // Swift values first, by their exact type; then NSNumber by what it was made from.
        switch value {
        case let v as String: return .leaf(.string(v))
        case let v as Date: return .leaf(.date(v))
        case let v as Data: return .leaf(.data(v))
        case let v as URL: return .leaf(.string(v.absoluteString))
        default: break
        }
        let type = type(of: value)
        if type == Bool.self, let v = value as? Bool { return .leaf(.bool(v)) }
        if type == Int.self, let v = value as? Int { return .leaf(.integer(v)) }
        if type == Double.self, let v = value as? Double { return .leaf(.double(v)) }
        if type == Float.self, let v = value as? Float { return .leaf(.double(Double(v))) }
        if type is NSNumber.Type, let number = value as? NSNumber {
            if ObjectIdentifier(Swift.type(of: number)) == booleanNumberClass { return .leaf(.bool(number.boolValue)) }
            switch String(cString: number.objCType) {
            case "f", "d": return .leaf(.double(number.doubleValue))
            case "Q", "L", "I", "S", "C":
                guard number.uint64Value <= UInt64(Int.max) else {
                    throw PropertyListConversionError(keyPath: keyPath, typeName: "NSNumber", reason: "\(number.uint64Value) does not fit in a 64-bit signed integer. Store it as a String or a Double.")
                }
                return .leaf(.integer(Int(number.uint64Value)))
            default: return .leaf(.integer(number.intValue))
            }
        }
        if let v = value as? any FixedWidthInteger {
            guard let integer = Int(exactly: v) else {
                throw PropertyListConversionError(keyPath: keyPath, typeName: "\(type)", reason: "\(v) does not fit in a 64-bit signed integer. Store it as a String or a Double.")
            }
            return .leaf(.integer(integer))
        }
        switch value {
        case let v as [Any]:
            return .container(Frame(keyPath: keyPath, elements: v.map { (key: nil, value: $0) }, isDictionary: false))
        case let v as [String: Any]:
            return .container(Frame(keyPath: keyPath, elements: v.map { (key: $0.key, value: $0.value) }, isDictionary: true))
        case let v as [AnyHashable: Any]:
            var elements: [(key: String?, value: Any)] = []
            elements.reserveCapacity(v.count)
            for (key, element) in v {
                guard let key = key.base as? String else {
                    throw PropertyListConversionError(keyPath: "\(keyPath)[\(key)]", typeName: "non-String key (\(Swift.type(of: key.base)))")
                }
                elements.append((key: key, value: element))
            }
            return .container(Frame(keyPath: keyPath, elements: elements, isDictionary: true))
        default:
            throw PropertyListConversionError(keyPath: keyPath, typeName: String(describing: type))
        }
    }

    /// The value as Foundation types (`String`, `Int`, `Double`, `Bool`, `Date`, `Data`, `[Any]`, `[String: Any]`).
    package var foundationValue: Any {
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
