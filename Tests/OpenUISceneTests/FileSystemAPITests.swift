import Foundation
import Testing
import OpenUIScene

/// App-group folders and bookmark data (issue 23): Foundation API iOS apps use that Foundation on
/// Linux lacks, with their checks of untrusted input.
struct FileSystemAPITests {
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("files-api-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func mode(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    // MARK: - App groups

    @Test func anAppGroupFolderIsMadePrivateUnderTheDataDirectoryAndSharedByName() throws {
        let data = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: data) }
        let environment = ["XDG_DATA_HOME": data.path, "HOME": "/nonexistent"]
        let first = try ApplicationGroupContainer.folder(for: "group.com.example.shared", environment: environment)
        #expect(first.path == data.path + "/app-groups/group.com.example.shared")
        #expect(try mode(first.path) == 0o700)
        try Data("from the app".utf8).write(to: first.appendingPathComponent("shared.txt"))
        // Another app naming the group (the folder depends on nothing but the group).
        let second = try ApplicationGroupContainer.folder(for: "group.com.example.shared", environment: environment)
        #expect(try String(contentsOf: second.appendingPathComponent("shared.txt"), encoding: .utf8) == "from the app")
        #expect(try ApplicationGroupContainer.folder(for: "group.com.example.other", environment: environment).path != second.path)
    }

    @Test func withoutAnAbsoluteDataHomeTheFolderIsUnderHomeLocalShare() throws {
        let home = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let folder = try ApplicationGroupContainer.folder(for: "group.a", environment: ["XDG_DATA_HOME": "relative/data", "HOME": home.path])
        #expect(folder.path == home.path + "/.local/share/app-groups/group.a")
        #expect(throws: ApplicationGroupContainer.Failure.noDataDirectory) {
            try ApplicationGroupContainer.folder(for: "group.a", environment: ["HOME": "relative"])
        }
    }

    @Test func anIdentifierThatCannotNameAFolderIsRefusedAndNothingIsCreated() throws {
        let data = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: data) }
        for bad in ["", ".", "..", "../../etc", "group/evil", "group.a\0b", "group a", "gröup", String(repeating: "g", count: 256)] {
            #expect(throws: ApplicationGroupContainer.Failure.invalidIdentifier(bad)) {
                try ApplicationGroupContainer.folder(for: bad, environment: ["XDG_DATA_HOME": data.path])
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.path).isEmpty)
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "../escape") == nil)
        let message = "\(ApplicationGroupContainer.Failure.invalidIdentifier("a/b"))"
        #expect(message.contains("\"a/b\"") && message.contains("group.com.example.shared"))
    }

    @Test func aSymbolicLinkInPlaceOfTheFolderIsNotFollowed() throws {
        let data = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: data) }
        let elsewhere = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        try FileManager.default.createDirectory(atPath: data.path + "/app-groups", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: data.path + "/app-groups/group.link", withDestinationPath: elsewhere.path)
        #expect(throws: ApplicationGroupContainer.Failure.notAFolder(data.path + "/app-groups/group.link")) {
            try ApplicationGroupContainer.folder(for: "group.link", environment: ["XDG_DATA_HOME": data.path])
        }
    }

    // MARK: - Bookmarks

    @Test func aBookmarkFindsTheFileAgainAndAfterARenameSaysItIsStale() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Draft.txt")
        try Data("draft".utf8).write(to: file)
        let bookmark = try file.bookmarkData(options: .minimalBookmark, includingResourceValuesForKeys: nil, relativeTo: nil)

        var isStale = true
        #expect(try URL(resolvingBookmarkData: bookmark, bookmarkDataIsStale: &isStale).path == file.path)
        #expect(!isStale)

        let renamed = folder.appendingPathComponent("Final.txt")
        try FileManager.default.moveItem(at: file, to: renamed)
        #expect(try URL(resolvingBookmarkData: bookmark, options: .withoutUI, relativeTo: nil, bookmarkDataIsStale: &isStale).path == renamed.path)
        #expect(isStale)

        try FileManager.default.removeItem(at: renamed)
        #expect(throws: CocoaError.self) { try URL(resolvingBookmarkData: bookmark, bookmarkDataIsStale: &isStale) }
        do {
            _ = try URL(resolvingBookmarkData: bookmark, bookmarkDataIsStale: &isStale)
        } catch let error as CocoaError {
            #expect(error.code == .fileNoSuchFile)
            #expect(error.localizedDescription.contains(file.path))
        }
    }

    @Test func aFileReplacedAtTheSamePathIsFoundAndTheBookmarkIsStale() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Note.txt")
        try Data("one".utf8).write(to: file)
        let bookmark = try file.bookmarkData()
        // An atomic save: a new file renamed over the old one (a new inode at the same path).
        let replacement = folder.appendingPathComponent("Note.txt.new")
        try Data("two".utf8).write(to: replacement)
        #expect(rename(replacement.path, file.path) == 0)
        var isStale = false
        #expect(try URL(resolvingBookmarkData: bookmark, bookmarkDataIsStale: &isStale).path == file.path)
        #expect(isStale)
    }

    @Test func dataThatIsNotABookmarkIsRefusedWithWhatIsWrong() throws {
        var isStale = false
        let version2 = try PropertyListSerialization.data(fromPropertyList: ["OpenUISceneBookmark": 2, "path": "/tmp/x", "device": 1, "inode": 2], format: .binary, options: 0)
        let relative = try PropertyListSerialization.data(fromPropertyList: ["OpenUISceneBookmark": 1, "path": "tmp/x", "device": 1, "inode": 2], format: .binary, options: 0)
        let cases: [(Data, String)] = [
            (Data("not a plist".utf8), "not a property list"),
            (Data(), "not a property list"),
            (try PropertyListSerialization.data(fromPropertyList: ["path": "/tmp/x"], format: .xml, options: 0), "OpenUISceneBookmark is missing"),
            (version2, "version is 2"),
            (relative, "not absolute"),
        ]
        for (data, reason) in cases {
            do {
                _ = try URL(resolvingBookmarkData: data, bookmarkDataIsStale: &isStale)
                Issue.record("accepted \(reason)")
            } catch let error as CocoaError {
                #expect(error.code == .fileReadCorruptFile)
                #expect(error.localizedDescription.contains(reason), "\(error.localizedDescription)")
            }
        }
    }

    @Test func onlyAnExistingFileCanBeBookmarked() throws {
        #expect(throws: CocoaError.self) { try URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString)").bookmarkData() }
        #expect(throws: CocoaError.self) { try URL(string: "https://example.com/a")!.bookmarkData() }
    }
}
