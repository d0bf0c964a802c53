#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
@testable import SceneDoctor

/// The walker against a real file system: hostile trees are reported, never hang, never loop.
struct SourceTreeWalkerTests {
    @Test("finds Swift files, Info.plists and project files; skips build folders")
    func findsTheAppsFiles() throws {
        let root = try DoctorTestSupport.temporaryFolder()
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("App/Views"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent(".build/debug"), withIntermediateDirectories: true)
        try "".write(to: root.appendingPathComponent("App/AppDelegate.swift"), atomically: false, encoding: .utf8)
        try "".write(to: root.appendingPathComponent("App/Views/List.swift"), atomically: false, encoding: .utf8)
        try "".write(to: root.appendingPathComponent("App/Info.plist"), atomically: false, encoding: .utf8)
        try "".write(to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: false, encoding: .utf8)
        try "".write(to: root.appendingPathComponent(".build/debug/Generated.swift"), atomically: false, encoding: .utf8)
        let tree = try SourceTreeWalker().walk([root.path])
        #expect(tree.swiftFiles.map { String($0.display.dropFirst(root.path.count)) } == ["/App/AppDelegate.swift", "/App/Views/List.swift"])
        #expect(tree.infoPlists.count == 1)
        #expect(tree.projectFiles.count == 1)
        #expect(tree.problems.isEmpty)
    }

    @Test("a root that does not exist is an error naming it")
    func missingRoot() {
        #expect(throws: SourceTreeError.self) { try SourceTreeWalker().walk(["/nonexistent/doctor-root"]) }
        do {
            _ = try SourceTreeWalker().walk(["/nonexistent/doctor-root"])
        } catch {
            #expect(error.path == "/nonexistent/doctor-root")
        }
    }

    @Test("a symbolic-link loop ends, each folder is visited once")
    func symlinkLoop() throws {
        let root = try DoctorTestSupport.temporaryFolder()
        try FileManager.default.createDirectory(at: root.appendingPathComponent("A"), withIntermediateDirectories: true)
        try "".write(to: root.appendingPathComponent("A/One.swift"), atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("A/Back").path, withDestinationPath: root.path)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Self.swift").path, withDestinationPath: root.appendingPathComponent("Self.swift").path)
        let tree = try SourceTreeWalker().walk([root.path])
        #expect(tree.swiftFiles.count == 1)
        #expect(tree.problems.contains { $0.path.hasSuffix("Self.swift") }, "the link to itself is reported")
    }

    @Test("a FIFO named like a Swift file is reported and never opened (the walk does not block)")
    func fifoIsNotOpened() throws {
        let root = try DoctorTestSupport.temporaryFolder()
        let fifo = root.appendingPathComponent("Pipe.swift").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let tree = try SourceTreeWalker().walk([root.path])
        #expect(tree.swiftFiles.isEmpty)
        #expect(tree.problems.map(\.path) == [fifo])
        #expect(throws: SourceTreeError.self) { try SourceTreeWalker().walk([fifo]) }
    }

    @Test("a file name that is not UTF-8 is kept byte for byte, read, and shown with U+FFFD")
    func nonUTF8FileName() throws {
        let root = try DoctorTestSupport.temporaryFolder()
        var path = Array(root.path.utf8) + Array("/Caf".utf8) + [0xE9] + Array(".swift".utf8)
        path.append(0)
        let descriptor = path.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644) }
        #expect(descriptor >= 0)
        let code = Array("func applicationDidBecomeActive(_ application: UIApplication) {}".utf8)
        _ = code.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        let tree = try SourceTreeWalker().walk([root.path])
        let file = try #require(tree.swiftFiles.first)
        #expect(file.bytes.contains(0xE9))
        #expect(file.display.hasSuffix("Caf\u{FFFD}.swift"))
        #expect(try SourceFileReader.contents(of: file) == code)
    }

    @Test("an unreadable subfolder is reported, not skipped silently", .enabled(if: getuid() != 0, "root reads every folder"))
    func unreadableSubfolder() throws {
        let root = try DoctorTestSupport.temporaryFolder()
        let locked = root.appendingPathComponent("Locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try "".write(to: locked.appendingPathComponent("Hidden.swift"), atomically: false, encoding: .utf8)
        #expect(chmod(locked.path, 0) == 0)
        defer { chmod(locked.path, 0o755) }
        let tree = try SourceTreeWalker().walk([root.path])
        #expect(tree.problems.map(\.path) == [locked.path])
        #expect(tree.problems.first?.leavesCodeUnchecked == true)
    }
}

extension SourceTreeWalkerTests {
    @Test("a folder that cannot be opened (EACCES) is reported with its path and the doctor's exit status is 2")
    func deniedSubfolderIsReported() throws {
        let root = try DoctorTestSupport.temporaryFolder()
        let locked = root.appendingPathComponent("Locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try "".write(to: locked.appendingPathComponent("Hidden.swift"), atomically: false, encoding: .utf8)
        var walker = SourceTreeWalker()
        walker.deniedFolders = [locked.path]
        let tree = try walker.walk([root.path])
        #expect(tree.swiftFiles.isEmpty)
        #expect(tree.problems.map(\.path) == [locked.path])
        #expect(tree.problems.first?.reason.contains("Permission denied") == true)
        #expect(tree.problems.first?.leavesCodeUnchecked == true)
    }
}
