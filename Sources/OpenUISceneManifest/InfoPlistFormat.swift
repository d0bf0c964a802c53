import Foundation

/// The encoding of a property-list file.
package enum InfoPlistFormat: String, Sendable, Equatable {
    /// `<?xml …?><plist>`: the format Xcode writes. Line numbers are reported for it.
    case xml
    /// `bplist00`: the compiled format found inside built app bundles.
    case binary
    /// The old NeXT text format `{ key = value; }`: read-only in Foundation (writing it traps).
    case openStep

    init(_ format: PropertyListSerialization.PropertyListFormat) {
        switch format {
        case .binary: self = .binary
        case .openStep: self = .openStep
        default: self = .xml
        }
    }
}
