import Foundation
import Testing
@testable import SceneDoctor
@testable import SceneToolsCore

/// The project file is untrusted input.
struct XcodeProjectReaderTests {
    @Test("not a property list, or no objects: an error naming the file")
    func garbage() {
        #expect(throws: XcodeProjectError.self) { try XcodeProjectReader.parse(Data("{{{ not a plist".utf8), path: "Bad.xcodeproj/project.pbxproj") }
        #expect(throws: XcodeProjectError.self) { try XcodeProjectReader.parse(Data("{ objects = 3; }".utf8), path: "p") }
    }

    @Test("wrong types and dangling references are skipped; the rest is read")
    func hostileObjects() throws {
        let text = """
            { objects = {
                T1 = { isa = PBXNativeTarget; name = App; buildConfigurationList = L1; };
                T2 = { isa = PBXNativeTarget; name = Broken; buildConfigurationList = MISSING; };
                T3 = { isa = PBXNativeTarget; name = Odd; buildConfigurationList = ( 1, 2 ); };
                L1 = { isa = XCConfigurationList; buildConfigurations = ( C1, C2, NOPE, 7 ); };
                C1 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES; INFOPLIST_KEY_NSUserActivityTypes = "com.example.a com.example.b"; }; };
                C2 = { isa = PBXFileReference; name = Release; };
                P = 12;
            }; }
            """
        let settings = try XcodeProjectReader.parse(Data(text.utf8), path: "p")
        #expect(settings.count == 1)
        #expect(settings.first?.target == "App")
        #expect(settings.first?.generatesSceneManifest == true)
        var manifest = AppManifestFacts()
        manifest.add(buildSettings: try #require(settings.first), path: "p")
        #expect(manifest.hasSceneManifest)
        #expect(manifest.declares(activityType: "com.example.b"))
    }

    @Test("through the command: an unreadable project file is a warning and the code is still checked")
    func unreadableProjectFileIsAWarning() throws {
        let folder = try DoctorTestSupport.temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try "garbage {{{".write(to: folder.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: false, encoding: .utf8)
        try "class SceneDelegate: UIResponder, UIWindowSceneDelegate {}".write(to: folder.appendingPathComponent("A.swift"), atomically: false, encoding: .utf8)
        let report = try Doctor.check(paths: [folder.path])
        #expect(report.swiftFileCount == 1)
        #expect(report.problems.count == 1)
        #expect(report.problems.first?.leavesCodeUnchecked == false)
        #expect(report.problems.first?.path.hasSuffix("project.pbxproj") == true)
    }
}
