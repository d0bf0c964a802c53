import Foundation
import OpenUISceneStore

/// A window's size, whether it is maximized or fullscreen, and where it was (where the display
/// server tells: X11), as the user left it (`WindowPolicy` keeps one per session, so that the
/// session's window comes back that way).
public struct WindowGeometry: Sendable, Codable, Hashable, CustomStringConvertible {
    /// A window's top-left corner on the screen (its frame's, where the window manager draws one).
    public struct Position: Sendable, Codable, Hashable {
        public var x: Int
        public var y: Int
        public init(x: Int, y: Int) {
            self.x = x
            self.y = y
        }
    }

    public var width: Int
    public var height: Int
    public var maximized: Bool
    public var fullscreen: Bool
    /// `nil` where the display server does not tell (Wayland) or the host does not place windows.
    public var position: Position?

    public init(width: Int, height: Int, maximized: Bool = false, fullscreen: Bool = false, position: Position? = nil) {
        self.width = width
        self.height = height
        self.maximized = maximized
        self.fullscreen = fullscreen
        self.position = position
    }

    private enum CodingKeys: String, CodingKey { case width, height, maximized, fullscreen, position }

    /// `fullscreen` and `position` are optional keys: files written before they existed load (not
    /// fullscreen, no position), and the previous version, which does not know them, reads the
    /// size and maximized state of a file this version wrote.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        width = try container.decode(Int.self, forKey: .width)
        height = try container.decode(Int.self, forKey: .height)
        maximized = try container.decodeIfPresent(Bool.self, forKey: .maximized) ?? false
        fullscreen = try container.decodeIfPresent(Bool.self, forKey: .fullscreen) ?? false
        position = try container.decodeIfPresent(Position.self, forKey: .position)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
        try container.encode(maximized, forKey: .maximized)
        if fullscreen { try container.encode(fullscreen, forKey: .fullscreen) }
        try container.encodeIfPresent(position, forKey: .position)
    }

    /// Sizes a window can have: from 1 to 32,768 pixels each way (and a position within 32,768
    /// pixels of the origin).
    package var isPlausible: Bool {
        (1...32_768).contains(width) && (1...32_768).contains(height)
            && position.map { (-32_768...32_768).contains($0.x) && (-32_768...32_768).contains($0.y) } ?? true
    }

    public var description: String {
        "\(width)x\(height)" + (position.map { "+\($0.x)+\($0.y)" } ?? "") + (maximized ? " maximized" : "") + (fullscreen ? " fullscreen" : "")
    }
}

/// The geometry of each session's window, kept beside the session store
/// (`<store folder>/gtk-windows.json`, named for the host that first wrote it).
///
/// The size, the maximized and fullscreen states, and on X11 the position are kept (Wayland does
/// not tell a client where its window is, nor let it choose). Format version 1 throughout: the
/// keys added since the first release (`fullscreen`, `position`) are optional, so files of either
/// version load in the other; a change an older version could not read would take version 2. Written atomically by the window policy a moment after a change and when
/// the app quits, for the sessions that are still open; read once, when the first window opens. A
/// file that cannot be read is reported (naming it) and replaced at the next save.
package struct WindowGeometryStore {
    package typealias Geometry = WindowGeometry

    private struct File: Codable {
        var version: Int
        var windows: [String: Geometry]
    }

    package static let fileName = "gtk-windows.json"
    /// The largest sizes file read (a window takes about 80 bytes: 1 MiB is over 10,000 windows).
    package static let maximumFileSize = 1 << 20
    package let url: URL
    package private(set) var windows: [String: Geometry] = [:]
    /// The file was written by a newer version: it is left alone.
    package private(set) var isReadOnly = false

    /// Reads the file in `directory`; problems go to `report`.
    package init(directory: URL, report: (String) -> Void) {
        url = directory.appendingPathComponent(Self.fileName)
        let data: Data
        do {
            guard let read = try PrivateFile.read(url.path, limit: Self.maximumFileSize) else { return }  // none yet
            data = read
        } catch {
            isReadOnly = true
            report("\(error.description); window sizes are not restored this time.")
            return
        }
        do {
            let file = try JSONDecoder().decode(File.self, from: data)
            guard file.version == 1 else {
                isReadOnly = file.version > 1
                report("\(url.path): window sizes in format version \(file.version), which this version does not read; they are ignored\(isReadOnly ? " and the file is left as it is" : " and the file is replaced when the app quits").")
                return
            }
            windows = file.windows.filter { $0.value.isPlausible }
        } catch {
            report("\(url.path): the window sizes cannot be read (\(error)); they are ignored and the file is replaced when the app quits.")
        }
    }

    package func geometry(of session: String) -> Geometry? {
        windows[session]
    }

    /// Whether the value changed.
    @discardableResult
    package mutating func set(_ geometry: Geometry, for session: String) -> Bool {
        windows.updateValue(geometry, forKey: session) != geometry
    }

    package mutating func remove(_ session: String) {
        windows[session] = nil
    }

    /// Keeps only `sessions` and writes the file atomically.
    package mutating func save(keeping sessions: Set<String>) throws {
        windows = windows.filter { sessions.contains($0.key) }
        guard !isReadOnly else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try PrivateFile.write(try encoder.encode(File(version: 1, windows: windows)), to: url.path)
    }
}
