import Foundation
import Testing
@testable import OpenUIScene

/// The window-size file beside the session store: damaged or foreign files are reported and
/// ignored, sizes of sessions that are gone are dropped when saving.
@Suite struct WindowGeometryStoreTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("geometry-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func sizesRoundTripAndOnlyOpenSessionsAreKept() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        var reports: [String] = []
        var store = WindowGeometryStore(directory: directory) { reports.append($0) }
        #expect(store.geometry(of: "a") == nil && reports.isEmpty, "no file yet is not a problem")
        store.set(.init(width: 640, height: 420, maximized: false), for: "a")
        store.set(.init(width: 800, height: 600, maximized: true), for: "gone")
        try store.save(keeping: ["a", "b"])
        let again = WindowGeometryStore(directory: directory) { reports.append($0) }
        #expect(again.geometry(of: "a") == .init(width: 640, height: 420, maximized: false))
        #expect(again.geometry(of: "gone") == nil)
        #expect(reports.isEmpty)
    }

    @Test func aDamagedOrNewerFileIsReportedByNameAndIgnored() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent(WindowGeometryStore.fileName)
        for (content, expected) in [
            ("{\"version\":1,\"windows\":", "cannot be read"),
            ("{\"version\":7,\"windows\":{}}", "format version 7"),
        ] {
            try Data(content.utf8).write(to: url)
            var reports: [String] = []
            let store = WindowGeometryStore(directory: directory) { reports.append($0) }
            #expect(store.windows.isEmpty)
            #expect(reports.count == 1 && reports[0].contains(url.path) && reports[0].contains(expected), "\(reports)")
            #expect(try Data(contentsOf: url) == Data(content.utf8), "the file is left as it is until the app quits")
        }
        // Absurd sizes are not applied.
        try Data("{\"version\":1,\"windows\":{\"a\":{\"width\":0,\"height\":10,\"maximized\":false},\"b\":{\"width\":99999,\"height\":10,\"maximized\":false},\"c\":{\"width\":300,\"height\":200,\"maximized\":false}}}".utf8).write(to: url)
        let store = WindowGeometryStore(directory: directory) { _ in }
        #expect(Set(store.windows.keys) == ["c"])
    }

    /// Fullscreen and the position are kept with the size; a file of the first release (no
    /// `fullscreen`, no `position`) still loads, and the first release's reader (a struct with
    /// only width, height and maximized, in a version 1 file) reads what this version writes.
    @Test func fullscreenAndPositionRoundTripAndBothVersionsReadEachOthersFiles() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent(WindowGeometryStore.fileName)
        try Data("{\"version\":1,\"windows\":{\"old\":{\"width\":640,\"height\":420,\"maximized\":true}}}".utf8).write(to: url)
        var reports: [String] = []
        var store = WindowGeometryStore(directory: directory) { reports.append($0) }
        #expect(store.geometry(of: "old") == WindowGeometry(width: 640, height: 420, maximized: true, fullscreen: false, position: nil))
        #expect(reports.isEmpty, "\(reports)")

        let placed = WindowGeometry(width: 800, height: 600, maximized: false, fullscreen: false, position: .init(x: 120, y: -40))
        let full = WindowGeometry(width: 1024, height: 768, maximized: false, fullscreen: true, position: .init(x: 10, y: 20))
        store.set(placed, for: "placed")
        store.set(full, for: "full")
        try store.save(keeping: ["old", "placed", "full"])
        let again = WindowGeometryStore(directory: directory) { reports.append($0) }
        #expect(again.geometry(of: "placed") == placed)
        #expect(again.geometry(of: "full") == full)
        #expect(again.geometry(of: "old") == WindowGeometry(width: 640, height: 420, maximized: true))
        #expect(reports.isEmpty, "\(reports)")
        #expect(full.description == "1024x768+10+20 fullscreen")

        struct FirstReleaseGeometry: Decodable, Equatable { var width: Int; var height: Int; var maximized: Bool }
        struct FirstReleaseFile: Decodable { var version: Int; var windows: [String: FirstReleaseGeometry] }
        let previous = try JSONDecoder().decode(FirstReleaseFile.self, from: Data(contentsOf: url))
        #expect(previous.version == 1)
        #expect(previous.windows["full"] == FirstReleaseGeometry(width: 1024, height: 768, maximized: false))
        #expect(previous.windows["old"] == FirstReleaseGeometry(width: 640, height: 420, maximized: true))
    }

    /// A position far off any screen is not applied (nor is the rest of that window's geometry).
    @Test func anAbsurdPositionIsNotApplied() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("{\"version\":1,\"windows\":{\"a\":{\"width\":300,\"height\":200,\"maximized\":false,\"position\":{\"x\":99999,\"y\":0}},\"b\":{\"width\":300,\"height\":200,\"maximized\":false,\"position\":{\"x\":5,\"y\":6}}}}".utf8)
            .write(to: directory.appendingPathComponent(WindowGeometryStore.fileName))
        let store = WindowGeometryStore(directory: directory) { _ in }
        #expect(Set(store.windows.keys) == ["b"])
    }
}
