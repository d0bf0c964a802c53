import Foundation
import OpenUISceneStore

/// The size of each session's window, kept beside the session store
/// (`<store folder>/gtk-windows.json`) so that a window comes back at the size the user left it.
///
/// GTK 4 on X11 cannot place a window (the window manager does), so only the size and the
/// maximized state are kept. Written atomically when the app quits, for the sessions that are
/// still open; read once, when the first window opens. A file that cannot be read is reported
/// (naming it) and replaced at the next quit.
struct WindowGeometryStore {
    struct Geometry: Codable, Equatable {
        var width: Int
        var height: Int
        var maximized: Bool
    }

    private struct File: Codable {
        var version: Int
        var windows: [String: Geometry]
    }

    static let fileName = "gtk-windows.json"
    /// The largest sizes file read (a window takes about 80 bytes: 1 MiB is over 10,000 windows).
    static let maximumFileSize = 1 << 20
    let url: URL
    private(set) var windows: [String: Geometry] = [:]
    /// The file was written by a newer version: it is left alone.
    private(set) var isReadOnly = false

    /// Reads the file in `directory`; problems go to `report`.
    init(directory: URL, report: (String) -> Void) {
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
            windows = file.windows.filter { $0.value.width > 0 && $0.value.height > 0 && $0.value.width <= 32_768 && $0.value.height <= 32_768 }
        } catch {
            report("\(url.path): the window sizes cannot be read (\(error)); they are ignored and the file is replaced when the app quits.")
        }
    }

    func geometry(of session: String) -> Geometry? {
        windows[session]
    }

    mutating func set(_ geometry: Geometry, for session: String) {
        windows[session] = geometry
    }

    /// Keeps only `sessions` and writes the file atomically.
    mutating func save(keeping sessions: Set<String>) throws {
        windows = windows.filter { sessions.contains($0.key) }
        guard !isReadOnly else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try PrivateFile.write(try encoder.encode(File(version: 1, windows: windows)), to: url.path)
    }
}
