import Foundation
import Testing
@testable import SceneDoctor
import SceneToolsCore

/// The fixture app with one bug of each kind, and the Notes example, through the real binary.
struct DoctorFixtureTests {
    @Test("the fixture app: every rule found exactly once, as in expected-output.txt")
    func fixtureAppFindsEachRuleOnce() throws {
        let result = try DoctorTestSupport.run(["doctor", "Tests/Fixtures/DoctorApp"])
        #expect(result.status == 1)
        let expected = try String(contentsOf: DoctorTestSupport.fixtureApp.appendingPathComponent("expected-output.txt"), encoding: .utf8)
        #expect(result.output == expected)
        let ids = result.output.split(separator: "\n").compactMap { line -> String? in
            guard line.hasSuffix("]"), let open = line.lastIndex(of: "[") else { return nil }
            return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
        }
        // static-quick-actions-unhandled needs scene delegates that handle no quick action at all,
        // which the fixture's quick-action rules need; its examples are its proof.
        // react-native-linking-silenced needs a React Native app's package.json: JavaScriptPackageTests
        // runs it on a folder.
        // flutter-scene-hook-result is a Flutter plugin's, not an app's; splash-blocks-launch is
        // react-native-splash-screen's, in a React Native app: their examples are their proof.
        // scene-without-window needs a scene delegate that makes no window, which would hide the
        // fixture's window rules behind a black screen: its examples are its proof.
        let notInFixture: Set<String> = ["static-quick-actions-unhandled", "react-native-linking-silenced", "flutter-scene-hook-result", "splash-blocks-launch", "scene-without-window", "launch-options-event-read"]
        #expect(ids.sorted() == DoctorRules.descriptions.map(\.id).filter { !notInFixture.contains($0) }.sorted())
    }

    @Test("Examples/Notes is clean: exit 0, no finding, no note")
    func notesIsClean() throws {
        let result = try DoctorTestSupport.run(["doctor", "Examples/Notes"])
        #expect(result.status == 0)
        #expect(result.output == """
            launch with the iOS 27 SDK: Notes: adopted (Examples/Notes/Resources/Info.plist has a scene manifest with 2 configurations)
            0 warnings, 0 notes in 12 Swift files

            """)
        #expect(result.error.isEmpty)
    }

    @Test("the fixture's project file: the app target generates its Info.plist with a scene manifest")
    func fixtureProjectFile() throws {
        let settings = try XcodeProjectReader.read(SourcePath(DoctorTestSupport.fixtureApp.appendingPathComponent("DoctorApp.xcodeproj/project.pbxproj").path))
        #expect(settings.count == 1)
        let app = try #require(settings.first)
        #expect(app.target == "DoctorApp" && app.configuration == "Debug")
        #expect(app.generatesInfoPlist && app.generatesSceneManifest)
        #expect(app.infoPlistFile == "DoctorApp/Info.plist")
        #expect(app.infoPlistKeys["CFBundleDisplayName"] == "Doctor App")
        #expect(app.infoPlistKeys["UILaunchScreen_Generation"] == "YES")
        #expect(app.productModuleName == "DoctorApp")
    }

    @Test("exit status 2 and a message naming the path when a path cannot be read")
    func unreadablePath() throws {
        let result = try DoctorTestSupport.run(["doctor", "/nonexistent/App"])
        #expect(result.status == 2)
        #expect(result.error.contains("/nonexistent/App"))
        let usage = try DoctorTestSupport.run(["doctor"])
        #expect(usage.status == 64) // ArgumentParser's EX_USAGE, as every scenectl subcommand
    }

    @Test("--format sarif and --format json from the binary parse as JSON")
    func machineFormats() throws {
        for format in ["json", "sarif"] {
            let result = try DoctorTestSupport.run(["doctor", "--format", format, "Tests/Fixtures/DoctorApp"])
            #expect(result.status == 1)
            #expect((try? JSONSerialization.jsonObject(with: Data(result.output.utf8))) != nil, "\(format)")
        }
    }
}
