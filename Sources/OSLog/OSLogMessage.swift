import Foundation

/// A log message with interpolated values, each with its privacy and format, as os's
/// (`logger.info("Opened \(url, privacy: .public) in \(ms, format: .fixed(precision: 1)) ms")`).
/// Rendered when the message is logged.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + interpolationCount * 8)
        }

        public mutating func appendLiteral(_ literal: String) { text += literal }

        mutating func append(_ value: String, privacy: OSLogPrivacy, isScalar: Bool, align: OSLogStringAlignment = .none) {
            text += align.pad(privacy.shows(isScalar: isScalar) ? value : privacy.redacted(value))
        }

        public mutating func appendInterpolation(_ value: @autoclosure () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            append(value(), privacy: privacy, isScalar: false, align: align)
        }

        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            append(value().description, privacy: privacy, isScalar: false, align: align)
        }

        // One overload per integer type, as os has: a concrete type is preferred over the generic
        // CustomStringConvertible one, so integers get their format and are public by default.
        public mutating func appendInterpolation(_ number: @autoclosure () -> Int, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            append(format.format(number()), privacy: privacy, isScalar: true, align: align)
        }
        public mutating func appendInterpolation(_ number: @autoclosure () -> Int8, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            append(format.format(number()), privacy: privacy, isScalar: true, align: align)
        }
        public mutating func appendInterpolation(_ number: @autoclosure () -> Int16, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            append(format.format(number()), privacy: privacy, isScalar: true, align: align)
        }
        public mutating func appendInterpolation(_ number: @autoclosure () -> Int32, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            append(format.format(number()), privacy: privacy, isScalar: true, align: align)
        }
        public mutating func appendInterpolation(_ number: @autoclosure () -> Int64, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            append(format.format(number()), privacy: privacy, isScalar: true, align: align)
        }
        public mutating func appendInterpolation(_ number: @autoclosure () -> UInt, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            append(format.format(number()), privacy: privacy, isScalar: true, align: align)
        }
        public mutating func appendInterpolation(_ number: @autoclosure () -> UInt8, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            append(format.format(number()), privacy: privacy, isScalar: true, align: align)
        }
        public mutating func appendInterpolation(_ number: @autoclosure () -> UInt16, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            append(format.format(number()), privacy: privacy, isScalar: true, align: align)
        }
        public mutating func appendInterpolation(_ number: @autoclosure () -> UInt32, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            append(format.format(number()), privacy: privacy, isScalar: true, align: align)
        }
        public mutating func appendInterpolation(_ number: @autoclosure () -> UInt64, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            append(format.format(number()), privacy: privacy, isScalar: true, align: align)
        }

        public mutating func appendInterpolation(_ number: @autoclosure () -> Double, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            append(format.format(number()), privacy: privacy, isScalar: true, align: align)
        }

        public mutating func appendInterpolation(_ number: @autoclosure () -> Float, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            append(format.format(Double(number())), privacy: privacy, isScalar: true, align: align)
        }

        public mutating func appendInterpolation(_ boolean: @autoclosure () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto) {
            let value = boolean()
            append(format == .answer ? (value ? "YES" : "NO") : (value ? "true" : "false"), privacy: privacy, isScalar: true)
        }

        public mutating func appendInterpolation(_ error: @autoclosure () -> any Error, privacy: OSLogPrivacy = .auto) {
            append(String(describing: error()), privacy: privacy, isScalar: false)
        }

        public mutating func appendInterpolation(_ type: @autoclosure () -> Any.Type, privacy: OSLogPrivacy = .auto) {
            append(String(reflecting: type()), privacy: privacy, isScalar: false)
        }

        public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T?, privacy: OSLogPrivacy = .auto) {
            append(value().map { String(describing: $0) } ?? "(null)", privacy: privacy, isScalar: false)
        }
    }

    let text: String

    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }
    public init(stringLiteral value: String) { text = value }
}

/// How an interpolated Bool is written.
public enum OSLogBoolFormat: Sendable { case truth, answer }
