import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `<store>/launches.json`: how many launches in a row started and never became healthy (a
/// scene reached the foreground, or the app terminated normally). The engine's crash-loop guard
/// reads it (docs/RELIABILITY.md).
///
/// Written atomically (temporary file, rename) but not fsynced: it guards against crashes of the
/// process, whose writes the kernel keeps, and an fsync at every launch would delay the first
/// window. A power loss may forget the count; it never damages the file.
struct LaunchRecord {
    static let fileName = "launches.json"
    static let formatVersion = 1
    /// The largest launch file read; anything larger is not one this store wrote.
    static let maximumFileSize = 4096

    let layout: StoreLayout
    var path: String { "\(layout.root)/\(Self.fileName)" }

    /// The count on disk: 0 when there is no file. A file that is not one this store writes is
    /// moved to `quarantine/` and reported; the count is then 0.
    func read(report: (String) -> Void) -> Int {
        let data: Data
        do {
            data = try StoreFileSystem.readBounded(path, limit: Self.maximumFileSize)
        } catch .missing {
            return 0
        } catch {
            setAside(report: report, reason: Self.describe(error))
            return 0
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let version = object["formatVersion"] as? Int, version == Self.formatVersion,
              let count = object["unfinishedLaunches"] as? Int, count >= 0, count < 1_000_000 else {
            setAside(report: report, reason: "it is not a launch record this OpenUIScene writes ({\"formatVersion\": 1, \"unfinishedLaunches\": N})")
            return 0
        }
        return count
    }

    /// Reads the count without changing anything (for tools).
    func peek() -> Int? {
        guard let data = try? StoreFileSystem.readBounded(path, limit: Self.maximumFileSize),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              object["formatVersion"] as? Int == Self.formatVersion else { return nil }
        return object["unfinishedLaunches"] as? Int
    }

    /// Replaces the count (atomically, 0600).
    func write(_ count: Int) throws(StoreFileSystem.Failure) {
        let text = "{\"formatVersion\": \(Self.formatVersion), \"unfinishedLaunches\": \(count)}\n"
        try StoreFileSystem.writeAtomically(Data(text.utf8), directory: layout.root, name: Self.fileName, durable: false)
    }

    private func setAside(report: (String) -> Void, reason: String) {
        do {
            _ = try StoreFileSystem.makeDirectory(layout.quarantine)
            let moved = try StoreFileSystem.moveWithoutReplacing(path, into: layout.quarantine, name: "\(Self.fileName).\(StoreLoader.timestamp())")
            report("\(path): unreadable launch record: \(reason); moved to \(moved). The crash-loop count starts again at 0; nothing else is affected.")
        } catch {
            report("\(path): unreadable launch record: \(reason); it could not be moved to \(layout.quarantine) (\(error)). The crash-loop count is taken as 0; check the folder's permissions.")
        }
    }

    private static func describe(_ refusal: StoreFileSystem.ReadRefusal) -> String {
        switch refusal {
        case .missing: "it is missing"
        case .notRegularFile: "it is not a regular file (a folder, a link or a device)"
        case .tooLarge(let size): "it is \(size) bytes, more than the \(maximumFileSize) a launch record takes"
        case .failed(let failure): failure.description
        }
    }
}
