import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How `scenectl port` walks the app's folder and reads its files, with plain system calls so
/// that nothing is skipped in silence: a folder or file that cannot be read is a problem (exit 2),
/// a name that is not UTF-8 is read and shown with its bytes escaped (`Sc\xE8ne.swift`), and a
/// FIFO, socket or device is never opened (opening a FIFO waits for a writer) and is called what
/// it is. Symbolic links are not followed (a folder may link anywhere).
struct PortFolderReader {
    /// A file found under the folder.
    struct Entry: Sendable {
        /// The path as the file system has it (names need not be UTF-8).
        var path: [UInt8]
        /// The path relative to the folder, as shown (invalid UTF-8 escaped as `\xHH`).
        var file: String
        /// The path as a `String` when every byte of it is UTF-8 (the APIs that take a path string).
        var pathString: String?
        /// For a file that is not a regular one: what it is ("A FIFO (named pipe)"…).
        var special: String?
    }

    /// What the walk found.
    struct Listing: Sendable {
        var swift: [Entry] = []
        var plists: [Entry] = []
        /// Problems reading a folder, one line each (the folder as shown).
        var unreadable: [String] = []
        /// The root itself could not be listed: nothing was read.
        var rootUnreadable = false
    }

    let root: [UInt8]
    let skippedFolders: Set<String>

    init(root: String, skippedFolders: Set<String>) {
        var bytes = Array(root.utf8)
        while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        self.root = bytes
        self.skippedFolders = skippedFolders
    }

    /// Walks the folder: Swift files and Info plists (`*Info*.plist`), regular or not.
    func list() -> Listing {
        var listing = Listing()
        var pending = [root]
        while let current = pending.popLast() {
            let names: [[UInt8]]
            do {
                names = try Self.names(in: current)
            } catch {
                listing.unreadable.append("\(shown(current)): the folder cannot be read (\(String(cString: strerror(error.code)))); nothing in it was read. Check its permissions.")
                if current == root { listing.rootUnreadable = true }
                continue
            }
            for name in names.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                let path = current + [UInt8(ascii: "/")] + name
                let nameText = Self.display(name)
                var info = stat()
                guard Self.withCPath(path, { lstat($0, &info) }) == 0 else {
                    listing.unreadable.append("\(shown(path)): cannot be examined (\(String(cString: strerror(errno)))).")
                    continue
                }
                let type = info.st_mode & S_IFMT
                if type == S_IFDIR {
                    if !skippedFolders.contains(nameText), !nameText.hasSuffix(".xcassets") { pending.append(path) }
                    continue
                }
                let isSwift = nameText.hasSuffix(".swift"), isPlist = nameText.hasSuffix(".plist") && nameText.contains("Info")
                guard (isSwift || isPlist), type != S_IFLNK else { continue }
                let entry = Entry(path: path, file: shown(path), pathString: String(utf8Bytes: path),
                                  special: type == S_IFREG ? nil : Self.kind(of: type))
                if isSwift { listing.swift.append(entry) } else { listing.plists.append(entry) }
            }
        }
        listing.swift.sort { $0.path.lexicographicallyPrecedes($1.path) }
        listing.plists.sort { $0.path.lexicographicallyPrecedes($1.path) }
        return listing
    }

    /// Why a file could not be read.
    enum ReadFailure: Error {
        case tooLarge(Int)
        case failed(String)
    }

    /// The bytes of a regular file of at most `limit` bytes; never opens anything else (opened
    /// with O_NONBLOCK and checked again with fstat, in case the file was replaced meanwhile).
    static func read(_ entry: Entry, limit: Int) throws(ReadFailure) -> Data {
        let fd = withCPath(entry.path) { open($0, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC) }
        guard fd >= 0 else { throw .failed(String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .failed(String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .failed("\(kind(of: info.st_mode & S_IFMT)), not a regular file") }
        guard Int(info.st_size) <= limit else { throw .tooLarge(Int(info.st_size)) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .failed(String(cString: strerror(errno)))
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
            if data.count > limit { throw .tooLarge(data.count) }
        }
        return data
    }

    // MARK: - Names

    /// The path relative to the root, as shown; the root itself as given.
    func shown(_ path: [UInt8]) -> String {
        if path.count > root.count + 1, path.starts(with: root), path[root.count] == UInt8(ascii: "/") {
            return Self.display(Array(path[(root.count + 1)...]))
        }
        return Self.display(path)
    }

    /// Bytes as text, each byte that is not part of valid UTF-8 written `\xHH`.
    static func display(_ bytes: [UInt8]) -> String {
        if let text = String(utf8Bytes: bytes) { return text }
        var text = ""
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : (0xC2...0xDF).contains(lead) ? 2 : (0xE0...0xEF).contains(lead) ? 3 : (0xF0...0xF4).contains(lead) ? 4 : 0
            if length > 0, index + length <= bytes.count, let piece = String(utf8Bytes: Array(bytes[index..<(index + length)])) {
                text += piece
                index += length
            } else {
                text += "\\x" + String(lead, radix: 16, uppercase: true).leftPadded(to: 2)
                index += 1
            }
        }
        return text
    }

    static func kind(of type: mode_t) -> String {
        switch type {
        case S_IFIFO: return "A FIFO (named pipe)"
        case S_IFSOCK: return "A socket"
        case S_IFCHR: return "A character device"
        case S_IFBLK: return "A block device"
        case S_IFDIR: return "A folder"
        case S_IFLNK: return "A symbolic link"
        default: return "Not a regular file"
        }
    }

    // MARK: - System calls

    private struct ListError: Error { var code: Int32 }

    /// The names in a folder, except `.` and `..`.
    private static func names(in folder: [UInt8]) throws(ListError) -> [[UInt8]] {
        guard let directory = withCPath(folder, { opendir($0) }) else { throw ListError(code: errno) }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { throw ListError(code: errno) }
                break
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            names.append(name)
        }
        return names
    }

    static func withCPath<T>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
        (path.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}

private extension String {
    /// The bytes as a string when they are valid UTF-8.
    init?(utf8Bytes bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else { return nil }
        self = text
    }

    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

/// `read(2)`, named apart from `PortFolderReader.read`.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
