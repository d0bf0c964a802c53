#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
@testable import SceneDoctor
import SceneToolsCore

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
        #expect(tree.doctorProblems.isEmpty)
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

    @Test("links are never followed: a link back into the folder is read at its own path, a loop is reported")
    func symlinkLoop() throws {
        let root = try DoctorTestSupport.temporaryFolder()
        try FileManager.default.createDirectory(at: root.appendingPathComponent("A"), withIntermediateDirectories: true)
        try "".write(to: root.appendingPathComponent("A/One.swift"), atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("A/Back").path, withDestinationPath: root.path)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Self.swift").path, withDestinationPath: root.appendingPathComponent("Self.swift").path)
        let tree = try SourceTreeWalker().walk([root.path])
        #expect(tree.swiftFiles.map(\.name) == ["One.swift"])
        #expect(tree.links.map(\.path.name) == ["Back", "Self.swift"])
        #expect(tree.links.map(\.leadsInside) == [true, false])
        #expect(tree.links.map(\.broken) == [nil, "a loop of symbolic links"])
        #expect(tree.doctorProblems.map(\.path) == [root.appendingPathComponent("Self.swift").path], "the link to itself is reported; the link back into the folder is not")
    }

    @Test("a link to a folder outside the paths given is named, with its destination, as code left unchecked")
    func linkOutside() throws {
        let root = try DoctorTestSupport.temporaryFolder()
        let outside = try DoctorTestSupport.temporaryFolder()
        try "".write(to: outside.appendingPathComponent("Shared.swift"), atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Shared").path, withDestinationPath: outside.path)
        let tree = try SourceTreeWalker().walk([root.path])
        #expect(tree.swiftFiles.isEmpty)
        #expect(tree.doctorProblems == [WalkProblem(path: root.appendingPathComponent("Shared").path, reason: "a symbolic link to a folder outside the paths given (\(outside.path)), not followed: give that path to the doctor too", leavesCodeUnchecked: true)])
        let both = try SourceTreeWalker().walk([root.path, outside.path])
        #expect(both.swiftFiles.map(\.name) == ["Shared.swift"])
        #expect(both.doctorProblems.isEmpty, "given both paths, the link leads inside them")
    }

    @Test("one skip list and one Info.plist rule: build products, asset catalogues and frameworks skipped; Info variants found; nested packages marked")
    func skipListAndInfoPlistRule() throws {
        let root = try DoctorTestSupport.temporaryFolder()
        let manager = FileManager.default
        for folder in ["App", "build/Debug", "SourcePackages/checkouts", "App/Assets.xcassets", "Vendor/Lib.framework", "Vendor/Kit"] {
            try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["App/Info.plist", "App/Info-Staging.plist", "App/GoogleService-Info.plist", "App/Settings.plist", "build/Debug/Gen.swift",
                     "SourcePackages/checkouts/Dep.swift", "App/Assets.xcassets/Odd.swift", "Vendor/Lib.framework/Lib.h", "Vendor/Kit/Kit.podspec", "Vendor/Kit/Kit.m"] {
            try "".write(to: root.appendingPathComponent(file), atomically: false, encoding: .utf8)
        }
        let tree = try SourceTreeWalker().walk([root.path])
        #expect(tree.swiftFiles.isEmpty)
        #expect(tree.infoPlists.map(\.name) == ["GoogleService-Info.plist", "Info-Staging.plist", "Info.plist"])
        #expect(tree.objectiveCFiles.map(\.name) == ["Kit.m"])
        #expect(tree.packageFolders.map(\.name) == ["Kit"])
        #expect(tree.isInPackageFolder(tree.objectiveCFiles[0]))
    }

    @Test("a FIFO named like a Swift file is reported and never opened (the walk does not block)")
    func fifoIsNotOpened() throws {
        let root = try DoctorTestSupport.temporaryFolder()
        let fifo = root.appendingPathComponent("Pipe.swift").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let tree = try SourceTreeWalker().walk([root.path])
        #expect(tree.swiftFiles.isEmpty)
        #expect(tree.doctorProblems.map(\.path) == [fifo])
        #expect(tree.doctorProblems.first?.reason == "A FIFO (named pipe), not a regular file: not opened")
        #expect(throws: SourceTreeError.self) { try SourceTreeWalker().walk([fifo]) }
    }

    @Test("a file name that is not UTF-8 is kept byte for byte, read, and shown with the byte escaped")
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
        #expect(file.display.hasSuffix("Caf\\xE9.swift"))
        #expect(file.string == nil)
        #expect(try SourceFileReader.contents(of: file) == code)
    }

    @Test("files of every size around the reader's buffer sizes are read byte for byte, and one over the limit is refused")
    func filesAreReadWhole() throws {
        let root = try DoctorTestSupport.temporaryFolder()
        for size in [0, 1, 4_095, 4_096, 4_097, 65_535, 65_536, 65_537, 200_001] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 251) }
            let url = root.appendingPathComponent("File\(size).swift")
            try Data(bytes).write(to: url)
            #expect(try SourceFileReader.contents(of: SourcePath(url.path)) == bytes, "\(size) bytes")
        }
        #expect(throws: SourceFileReader.Failure.self) {
            try SourceFileReader.contents(of: SourcePath(root.appendingPathComponent("File65537.swift").path), limit: 65_536)
        }
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
        #expect(tree.doctorProblems.map(\.path) == [locked.path])
        #expect(tree.doctorProblems.first?.leavesCodeUnchecked == true)
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
        #expect(tree.doctorProblems.map(\.path) == [locked.path])
        #expect(tree.doctorProblems.first?.reason.contains("Permission denied") == true)
        #expect(tree.doctorProblems.first?.leavesCodeUnchecked == true)
    }
}
