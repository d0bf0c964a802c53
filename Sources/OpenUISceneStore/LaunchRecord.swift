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

    /// The largest count a record this store writes may hold: more launches in a row than anyone
    /// makes by hand; a larger one is not a count this code wrote.
    static let maximumCount = 999_999

    /// What the record on disk says, read as the app reads it at launch; changes nothing. The
    /// one reading of the record: `read(report:)` (the app) and ``FileSessionStore/launchRecord``
    /// (`scenectl sessions list`) both use it.
    func interpret() -> LaunchRecordReading {
        let data: Data
        do {
            data = try StoreFileSystem.readBounded(path, limit: Self.maximumFileSize)
        } catch .missing {
            return .none
        } catch {
            return .unusable(reason: Self.describe(error))
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let version = object["formatVersion"] as? Int, version == Self.formatVersion,
              let count = object["unfinishedLaunches"] as? Int, count >= 0, count <= Self.maximumCount else {
            return .unusable(reason: "it is not a launch record this OpenUIScene writes ({\"formatVersion\": 1, \"unfinishedLaunches\": N}, N from 0 to \(Self.maximumCount))")
        }
        return .count(count)
    }

    /// The count on disk: 0 when there is no file. A file that is not one this store writes is
    /// moved to `quarantine/` and reported; the count is then 0.
    func read(report: (String) -> Void) -> Int {
        switch interpret() {
        case .none: return 0
        case .count(let count): return count
        case .unusable(let reason):
            setAside(report: report, reason: reason)
            return 0
        }
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

/// What `launches.json` says about the next launch, read exactly as the app reads it
/// (``FileSessionStore/launchRecord``).
package enum LaunchRecordReading: Sendable, Equatable {
    /// No record: no launch is unfinished.
    case none
    /// The launches in a row that started and never became healthy.
    case count(Int)
    /// A file the app will not accept: at its next launch it moves the file to `quarantine/` and
    /// counts 0.
    case unusable(reason: String)

    /// The count the next launch starts from.
    package var unfinishedLaunches: Int {
        if case .count(let count) = self { return count }
        return 0
    }

    /// Whether the next launch reconnects the stored sessions (the crash-loop guard's rule,
    /// docs/RELIABILITY.md).
    package var nextLaunchRestoresWindows: Bool {
        FileSessionStore.restoresWindows(afterUnfinishedLaunches: unfinishedLaunches)
    }
}
