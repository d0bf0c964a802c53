import Foundation
import Testing
@testable import OpenUISceneStore

/// The files the app streams to (the live events, the trace): never written through a link to a
/// file, but a link to a pipe is how a parent process reads them (`/dev/stdout`). The GTK
/// benchmark reads the live events from `/dev/stdout`; refusing every link made it wait forever.
@Suite struct StreamFileTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("stream-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aLinkToAPipeIsFollowedAndALinkToAFileIsNot() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let linkToFifo = directory.appendingPathComponent("events").path
        #expect(symlink(fifo, linkToFifo) == 0)
        // A reader on the other end, so that opening for writing does not block.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        defer { close(reader) }
        let opened = PrivateFile.openForWriting(linkToFifo, truncate: false)
        guard case .success(let fd) = opened else { Issue.record("\(opened)"); return }
        #expect(write(fd, "x", 1) == 1)
        close(fd)

        let victim = directory.appendingPathComponent("victim").path
        #expect(FileManager.default.createFile(atPath: victim, contents: Data("keep".utf8)))
        let linkToFile = directory.appendingPathComponent("trace").path
        #expect(symlink(victim, linkToFile) == 0)
        #expect(PrivateFile.openForWriting(linkToFile, truncate: true).map { _ in 0 } == .failure(PrivateFile.Errno(ELOOP)))
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep", "the file behind the link is untouched")
    }

    @Test func aNewFileIsPrivateWhateverTheUmask() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("trace.jsonl").path
        let old = umask(0)
        defer { umask(old) }
        guard case .success(let fd) = PrivateFile.openForWriting(path, truncate: true) else { Issue.record("not opened"); return }
        close(fd)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }
}
