/// The rules a desktop application id must follow on Linux: GLib's `g_application_id_is_valid`,
/// reimplemented so that the manifest module, `scenectl` and the headless engine can check an id
/// without GLib. The GTK host registers its `GApplication` under `CFBundleIdentifier` only when
/// these rules accept it (single instance, URL hand-over, the desktop file's name).
///
/// The rules (GLib 2.74, which Debian 12 ships; `OpenUISceneGTKTests` compares this
/// implementation with the real function on every id it knows):
/// - 1 to 255 bytes;
/// - two or more elements separated by `.` (so at least one `.`), none empty (no leading or
///   trailing `.`, no `..`);
/// - each element only ASCII letters, digits, `_` and `-`, and not starting with a digit
///   (a leading `-` is accepted, though GLib discourages `-` in new ids).
package enum ApplicationIdentifier {
    /// The longest id GLib accepts, in bytes.
    package static let maximumLength = 255

    /// The prefix of the id OpenUIScene derives when the Info.plist leaves
    /// `PRODUCT_BUNDLE_IDENTIFIER` to its default (docs/MANIFEST.md, "Build settings").
    package static let defaultPrefix = "org.openuiscene."

    /// Whether GLib accepts `identifier` as an application id.
    package static func isValid(_ identifier: String) -> Bool {
        problem(with: identifier) == nil
    }

    /// Why GLib would refuse `identifier` (one sentence fragment, for messages), or `nil` when it is valid.
    package static func problem(with identifier: String) -> String? {
        let bytes = Array(identifier.utf8)
        if bytes.isEmpty { return "it is empty" }
        if bytes.count > maximumLength { return "it is \(bytes.count) bytes long, more than GLib's \(maximumLength)" }
        if !bytes.contains(UInt8(ascii: ".")) { return "it has no \".\" (an application id has at least two elements, as in com.example.MyApp)" }
        var elementStart = true
        for (offset, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: ".") {
                if elementStart { return offset == 0 ? "it starts with \".\"" : "it has an empty element (\"..\")" }
                elementStart = true
                continue
            }
            if !isElementCharacter(byte) {
                return "it contains \(describe(identifier, atByte: offset)), and only ASCII letters, digits, \"_\" and \"-\" may appear between the dots"
            }
            if elementStart, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                return "an element starts with the digit \"\(Character(Unicode.Scalar(byte)))\", which GLib forbids"
            }
            elementStart = false
        }
        if elementStart { return "it ends with \".\"" }
        return nil
    }

    /// One element of an application id made from any name (used for the default id,
    /// `org.openuiscene.<element>`): every character other than an ASCII letter, digit or `_`
    /// becomes `_` (`-` too, as GLib discourages it), a leading digit gets a `_` prefix, and an
    /// empty name gives `app`. `notes` → `notes`, `My App-2` → `My_App_2`, `2048` → `_2048`.
    package static func element(from name: String) -> String {
        if name.isEmpty { return "app" }
        var result = ""
        for scalar in name.unicodeScalars {
            if scalar.isASCII, isElementCharacter(UInt8(scalar.value)), scalar != "-" {
                result.unicodeScalars.append(scalar)
            } else {
                result.append("_")
            }
        }
        if let first = result.utf8.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) { result = "_" + result }
        return result
    }

    /// The id OpenUIScene derives from a product name: `org.openuiscene.<element(from: name)>`.
    package static func defaultIdentifier(productName: String) -> String {
        defaultPrefix + element(from: productName)
    }

    private static func isElementCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    /// The character at a byte offset, quoted (`"$"`), or "a byte 0xNN" inside a multi-byte character.
    private static func describe(_ identifier: String, atByte offset: Int) -> String {
        let utf8 = identifier.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: offset)
        if let scalarIndex = index.samePosition(in: identifier.unicodeScalars) {
            let scalar = identifier.unicodeScalars[scalarIndex]
            if scalar == " " { return "a space" }
            return "\"\(scalar)\""
        }
        return "a byte 0x\(String(utf8[index], radix: 16, uppercase: true))"
    }
}
