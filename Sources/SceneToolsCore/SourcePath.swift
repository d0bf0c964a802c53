/// A path as the file system has it (bytes, which need not be UTF-8) and as a person reads it.
public struct SourcePath: Sendable, Hashable, Comparable {
    /// The path's bytes, without a terminating zero: what `open(2)` gets.
    public var bytes: [UInt8]
    /// The path for messages: its bytes as UTF-8, each byte that is not part of valid UTF-8
    /// written `\xHH` (so that two different names never show the same).
    public var display: String

    /// A path from its bytes.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        self.display = Self.display(bytes)
    }

    /// A path from a string (command-line arguments and tests).
    public init(_ string: String) {
        self.init(bytes: Array(string.utf8))
    }

    /// The path as a `String` when every byte of it is UTF-8 (what `FileManager` and `URL` take).
    public var string: String? {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }

    /// This path with `component` appended after a `/`.
    public func appending(_ component: [UInt8]) -> SourcePath {
        var result = bytes
        if result.last != UInt8(ascii: "/") { result.append(UInt8(ascii: "/")) }
        result += component
        return SourcePath(bytes: result)
    }

    /// The last path component's bytes.
    public var lastComponent: [UInt8] {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return bytes }
        return Array(bytes[(slash + 1)...])
    }

    /// The last path component as shown.
    public var name: String { Self.display(lastComponent) }

    /// The path below `root` (without the `/` between them), or `nil` when it is not below it.
    public func relative(to root: SourcePath) -> SourcePath? {
        var base = root.bytes
        while base.count > 1, base.last == UInt8(ascii: "/") { base.removeLast() }
        guard bytes.count > base.count + 1, bytes.starts(with: base), bytes[base.count] == UInt8(ascii: "/") else { return nil }
        return SourcePath(bytes: Array(bytes[(base.count + 1)...]))
    }

    /// Whether the path starts with the folder `folder` (or is it).
    public func isInside(_ folder: SourcePath) -> Bool {
        bytes == folder.bytes || relative(to: folder) != nil
    }

    /// `self` with the C string's terminating zero, for a system call.
    public func withCString<T>(_ body: (UnsafePointer<CChar>) -> T) -> T {
        (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    public static func < (lhs: SourcePath, rhs: SourcePath) -> Bool { lhs.bytes.lexicographicallyPrecedes(rhs.bytes) }

    /// Bytes as text, each byte that is not part of valid UTF-8 written `\xHH`.
    public static func display(_ bytes: [UInt8]) -> String {
        let decoded = String(decoding: bytes, as: UTF8.self)
        if decoded.utf8.elementsEqual(bytes) { return decoded }
        var text = ""
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : (0xC2...0xDF).contains(lead) ? 2 : (0xE0...0xEF).contains(lead) ? 3 : (0xF0...0xF4).contains(lead) ? 4 : 0
            if length > 0, index + length <= bytes.count {
                let piece = Array(bytes[index..<(index + length)])
                let decodedPiece = String(decoding: piece, as: UTF8.self)
                if decodedPiece.utf8.elementsEqual(piece) {
                    text += decodedPiece
                    index += length
                    continue
                }
            }
            let hex = String(lead, radix: 16, uppercase: true)
            text += "\\x" + (hex.count < 2 ? "0" + hex : hex)
            index += 1
        }
        return text
    }
}

/// Code beside an app that is not the app: its tests and its example, sample and demo apps. The
/// one definition the tools use (which app delegate is the app's; what the audit compiles).
public enum AsideCode {
    /// Folder names that hold code aside from the app.
    public static let folders: Set<String> = ["Example", "Examples", "Demo", "Demos", "Sample", "Samples", "Tests", "UITests"]

    /// Whether a path (relative, `/`-separated) lies in such a folder, or in one named `…Tests`.
    public static func contains(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { folders.contains(String($0)) || $0.hasSuffix("Tests") }
    }
}
