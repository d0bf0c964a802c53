import Foundation
import Testing
@testable import OpenUISceneManifest

/// Paths that are not regular files, and files over the size limit, through the loader API: each
/// is refused at once with what it really is (never a hang, never "You don't have permission").
@Suite struct HostileFileTests {
    /// Runs `body` on another thread and waits at most `seconds`. When it is still running (a read
    /// blocked on a FIFO), `unblock` is called so that the thread can finish, and the test fails.
    static func withDeadline<T: Sendable>(
        _ seconds: Double = 20, unblock: @escaping @Sendable () -> Void = {},
        _ body: @escaping @Sendable () -> T, sourceLocation: SourceLocation = #_sourceLocation
    ) -> T? {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox<T>()
        Thread.detachNewThread {
            box.value = body()
            done.signal()
        }
        if done.wait(timeout: .now() + seconds) == .timedOut {
            Issue.record("still running after \(seconds) s: it blocks", sourceLocation: sourceLocation)
            unblock()
            done.wait()
            return nil
        }
        return box.value
    }

    final class ResultBox<T>: @unchecked Sendable { var value: T? }

    /// The error of loading `url`, or `nil` when it loads.
    static func loadError(_ url: URL) -> InfoPlistLoadError? {
        do {
            _ = try InfoPlistLoader.load(contentsOf: url)
            return nil
        } catch {
            return error
        }
    }

    /// Makes a FIFO at `url`; opening its write end unblocks a reader stuck in `open`.
    static func makeFIFO(at url: URL) throws {
        try #require(mkfifo(url.path, 0o644) == 0, "mkfifo \(url.path)")
    }

    static func unblockFIFO(_ url: URL) -> @Sendable () -> Void {
        { let fd = open(url.path, O_WRONLY | O_NONBLOCK); if fd >= 0 { close(fd) } }
    }

    @Test func aFIFOIsRefusedAtOnceNotReadForever() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("Info.plist")
        try Self.makeFIFO(at: fifo)
        let error = try #require(Self.withDeadline(unblock: Self.unblockFIFO(fifo)) { Self.loadError(fifo) } ?? nil)
        #expect(error.isUnreadable)
        #expect(error.description.contains("\(fifo.path): error: [unreadable] cannot be read: it is a FIFO (named pipe)"), "\(error)")
        #expect(error.description.contains("not a regular file"))
        let lint = Self.withDeadline(unblock: Self.unblockFIFO(fifo)) { () -> String in
            do { return try ManifestLinter.lint(contentsOf: fifo).description } catch { return "\(error)" }
        }
        #expect(lint?.contains("FIFO") == true)
    }

    @Test func devZeroIsACharacterDeviceNotAPermissionProblem() throws {
        let error = try #require(Self.withDeadline { Self.loadError(URL(fileURLWithPath: "/dev/zero")) } ?? nil)
        #expect(error == .unreadable(path: "/dev/zero", reason: "it is a character device (such as /dev/zero or a terminal), which may never end, not a regular file"))
        #expect(!error.message.contains("permission"))
    }

    @Test func aSymbolicLinkLoopSaysSo() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.plist"), b = folder.appendingPathComponent("b.plist")
        try FileManager.default.createSymbolicLink(atPath: a.path, withDestinationPath: b.path)
        try FileManager.default.createSymbolicLink(atPath: b.path, withDestinationPath: a.path)
        let error = try #require(Self.loadError(a))
        #expect(error.description.contains("cannot be read: it is a loop of symbolic links"), "\(error)")
        #expect(!error.description.contains("no such file"))
    }

    @Test func aDanglingSymbolicLinkNamesItsTarget() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("Info.plist")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/nonexistent/Real-Info.plist")
        let error = try #require(Self.loadError(link))
        #expect(error == .unreadable(path: link.path, reason: "it is a symbolic link to \"/nonexistent/Real-Info.plist\", which does not exist"))
        #expect(Self.loadError(folder.appendingPathComponent("missing.plist")) == .fileNotFound(path: folder.appendingPathComponent("missing.plist").path))
        #expect(Self.loadError(folder)?.description.contains("it is a folder, not a regular file") == true)
    }

    @Test func aFileOverOneMebibyteIsRefusedBeforeItIsRead() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let big = folder.appendingPathComponent("Info.plist")
        var xml = Data("<?xml version=\"1.0\"?><plist><dict><key>CFBundleIdentifier</key><string>".utf8)
        xml += Data(repeating: UInt8(ascii: "a"), count: InfoPlistLimits.maximumFileSize)
        xml += Data("</string></dict></plist>".utf8)
        try xml.write(to: big)
        let error = try #require(Self.loadError(big))
        #expect(error.code == .limitExceeded)
        #expect(!error.isUnreadable)
        #expect(error.description.contains("is refused without being decoded: the file is \(xml.count) bytes, larger than the 1048576-byte limit (InfoPlistLimits.maximumFileSize)"), "\(error)")
        #expect(try ManifestLinter.lint(contentsOf: big).map(\.code) == ["limit-exceeded"])
        #expect(throws: InfoPlistLoadError.self) { try InfoPlistLoader.load(data: xml) }
    }

    @Test func anExplicitPathToAFIFOOrALinkLoopIsFoundAndThenRefusedNotCalledMissing() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("fifo.plist")
        try Self.makeFIFO(at: fifo)
        let loop = folder.appendingPathComponent("loop.plist")
        try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: loop.path)
        for path in [fifo, loop] {
            let result = InfoPlistDiscovery.discover(environment: ["OPENUISCENE_INFO_PLIST": path.path], arguments: [], executableURL: nil)
            #expect(result == .found(path, .environment), "\(path.lastPathComponent): \(result.message)")
        }
        let missing = folder.appendingPathComponent("missing.plist")
        #expect(InfoPlistDiscovery.discover(environment: ["OPENUISCENE_INFO_PLIST": missing.path], arguments: [], executableURL: nil)
            == .explicitPathMissing(missing, .environment))
    }

    @Test func aStoryboardThatIsAFIFOOrADeviceIsRefusedNotRead() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("Main.storyboard")
        try Self.makeFIFO(at: fifo)
        let fifoError = Self.withDeadline(unblock: Self.unblockFIFO(fifo)) { () -> StoryboardReadError? in
            do throws(StoryboardReadError) { _ = try StoryboardReader.initialViewController(contentsOf: fifo); return nil } catch { return error }
        }
        #expect(fifoError??.description.contains("\(fifo.path): cannot read the storyboard: it is a FIFO (named pipe)") == true, "\(String(describing: fifoError))")
        #expect(throws: StoryboardReadError.unreadable(path: "/dev/zero", reason: "it is a character device (such as /dev/zero or a terminal), which may never end, not a regular file")) {
            try StoryboardReader.initialViewController(contentsOf: URL(fileURLWithPath: "/dev/zero"))
        }
        #expect(throws: StoryboardReadError.unreadable(path: folder.appendingPathComponent("None.storyboard").path, reason: "no such file")) {
            try StoryboardReader.initialViewController(contentsOf: folder.appendingPathComponent("None.storyboard"))
        }
    }
}
