import Foundation

/// Reads a property list that came from outside the process (a D-Bus action's payload, for
/// example the user info a notification click carries back), refusing before
/// `PropertyListSerialization` sees it anything that would crash or exhaust the process or that
/// the sender never writes (issue 22 item 1):
///
/// - only the binary format (what OpenUIScene writes; the text formats would also go through
///   Foundation's old-style parser, which prints to standard error for anything malformed);
/// - at most ``maximumSize`` bytes;
/// - the structure screened by ``BinaryPlistScreen``: no set (Foundation on Linux traps bridging
///   one: a SIGSEGV), no damaged trailer, offset or reference, no reference cycle, and
///   dictionaries and arrays nested at most ``maximumNestingDepth`` levels (Foundation's decoder
///   recurses once per level);
/// - a root of the expected type.
package enum UntrustedPropertyList {
    /// The largest payload read: 64 KiB (a notification's user info is a few hundred bytes).
    package static let maximumSize = 64 << 10
    /// How deeply dictionaries and arrays may nest, the root counting as 1 (the limit a session's
    /// `userInfo` has).
    package static let maximumNestingDepth = 100

    /// The dictionary `data` holds, or why it was refused (a sentence, for the log).
    package static func dictionary(from data: Data) -> Result<[String: Any], Refusal> {
        guard data.count <= maximumSize else {
            return .failure(Refusal("it is \(data.count) bytes, more than the \(maximumSize)-byte limit"))
        }
        guard data.starts(with: Array("bplist".utf8)) else {
            return .failure(Refusal("it is not a binary property list (it does not start with \"bplist\")"))
        }
        if let reason = BinaryPlistScreen.rejection(data, depthLimit: maximumNestingDepth) {
            return .failure(Refusal(reason))
        }
        let value: Any
        do {
            value = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            return .failure(Refusal("\(BinaryPlistScreen.damagedPrefix): Foundation could not decode its objects"))
        }
        guard let dictionary = PlistValue.dictionary(value) else {
            return .failure(Refusal("its root is \(PlistValue.typeName(value)), not a dictionary"))
        }
        return .success(dictionary)
    }

    /// Why a payload was refused.
    package struct Refusal: Error, Equatable, CustomStringConvertible {
        package let description: String
        package init(_ description: String) { self.description = description }
    }
}
