import Foundation
import Testing
@testable import OpenUISceneManifest

/// Each step of the discovery rule, with temporary files laid out as SwiftPM lays them out on Linux
/// (`<exe dir>/<Package>_<Target>.resources/Resources/Info.plist` for `resources: [.copy("Resources")]`).
struct InfoPlistDiscoveryTests {
    /// A fake build folder: an executable, and files created on demand.
    struct Layout {
        let directory: URL
        var executable: URL { directory.appendingPathComponent("MyApp") }

        init() throws {
            directory = try TestSupport.temporaryDirectory()
            try Data("#!/bin/sh\n".utf8).write(to: executable)
        }

        @discardableResult
        func file(_ relativePath: String) throws -> URL {
            let url = directory.appendingPathComponent(relativePath)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try TestSupport.plist(TestSupport.root(manifest: TestSupport.manifest())).write(to: url)
            return url
        }

        func discover(environment: [String: String] = [:], arguments: [String] = ["MyApp"], explicit: URL? = nil, module: String? = "MyApp", bundles: [URL] = []) -> InfoPlistDiscoveryResult {
            InfoPlistDiscovery.discover(environment: environment, arguments: arguments, explicitURL: explicit,
                                        executableURL: executable, mainModuleName: module, moduleResourceBundles: bundles)
        }

        func remove() { try? FileManager.default.removeItem(at: directory) }
    }

    @Test func environmentVariableComesFirst() throws {
        let layout = try Layout()
        defer { layout.remove() }
        let env = try layout.file("custom/App.plist")
        try layout.file("Info.plist")
        try layout.file("Other.plist")
        let result = layout.discover(environment: ["OPENUISCENE_INFO_PLIST": env.path], arguments: ["MyApp", "--info-plist", layout.directory.appendingPathComponent("Other.plist").path])
        #expect(result == .found(env, .environment))
    }

    @Test func argumentComesSecond() throws {
        let layout = try Layout()
        defer { layout.remove() }
        let argument = try layout.file("Other.plist")
        try layout.file("Info.plist")
        #expect(layout.discover(arguments: ["MyApp", "--info-plist", argument.path]) == .found(argument, .argument))
        #expect(layout.discover(arguments: ["MyApp", "--info-plist=\(argument.path)"]) == .found(argument, .argument))
        #expect(layout.discover(environment: ["OPENUISCENE_INFO_PLIST": ""], arguments: ["MyApp", "--info-plist=\(argument.path)"]) == .found(argument, .argument), "an empty variable counts as unset")
    }

    @Test func explicitURLComesThird() throws {
        let layout = try Layout()
        defer { layout.remove() }
        let explicit = try layout.file("Config/App-Info.plist")
        try layout.file("Info.plist")
        #expect(layout.discover(explicit: explicit) == .found(explicit, .explicit))
    }

    @Test func missingExplicitPathStopsDiscovery() throws {
        let layout = try Layout()
        defer { layout.remove() }
        try layout.file("Info.plist")
        let missing = layout.directory.appendingPathComponent("typo.plist")
        let result = layout.discover(environment: ["OPENUISCENE_INFO_PLIST": missing.path])
        #expect(result == .explicitPathMissing(missing, .environment))
        #expect(result.url == nil)
        #expect(result.message.contains(missing.path))
        #expect(layout.discover(arguments: ["MyApp", "--info-plist", missing.path]) == .explicitPathMissing(missing, .argument))
    }

    @Test func infoPlistBesideTheExecutable() throws {
        let layout = try Layout()
        defer { layout.remove() }
        let beside = try layout.file("Info.plist")
        try layout.file("OpenUIScene_MyApp.resources/Resources/Info.plist")
        #expect(layout.discover() == .found(beside, .besideExecutable))
    }

    @Test func resourceBundleOfTheMainModule() throws {
        let layout = try Layout()
        defer { layout.remove() }
        try layout.file("Pkg_OtherTarget.resources/Resources/Info.plist")
        let resource = try layout.file("Pkg_MyApp.resources/Resources/Info.plist")
        #expect(layout.discover() == .found(resource, .resourceBundle))
        #expect(InfoPlistDiscovery.locate(environment: [:], arguments: [], executableURL: layout.executable, mainModuleName: "MyApp") == resource)
    }

    @Test func resourceBundleInAnyFolderAndExplicitBundles() throws {
        let layout = try Layout()
        defer { layout.remove() }
        let config = try layout.file("Pkg_MyApp.resources/Config/Info.plist")
        #expect(layout.discover() == .found(config, .resourceBundle))
        let given = try layout.file("Given.resources/Resources/Info.plist")
        #expect(layout.discover(bundles: [layout.directory.appendingPathComponent("Given.resources")]) == .found(given, .resourceBundle))
    }

    @Test func nothingFoundListsWhatWasTried() throws {
        let layout = try Layout()
        defer { layout.remove() }
        try layout.file("Pkg_OtherTarget.resources/Resources/Info.plist")
        let result = layout.discover()
        guard case .notFound(let searched) = result else { Issue.record("expected notFound, got \(result)"); return }
        #expect(searched == [layout.directory.appendingPathComponent("Info.plist")])
        #expect(result.message.contains("OPENUISCENE_INFO_PLIST"))
        #expect(InfoPlistDiscovery.locate(environment: [:], arguments: [], executableURL: nil) == nil)
    }

    @Test func theFoundFileLoads() throws {
        let layout = try Layout()
        defer { layout.remove() }
        try layout.file("Pkg_MyApp.resources/Resources/Info.plist")
        let url = try #require(layout.discover().url)
        #expect(try InfoPlistLoader.load(contentsOf: url).info.lifecycleMode == .scene)
    }

    @Test func argumentParsing() {
        #expect(InfoPlistDiscovery.argumentValue(in: ["a", "--info-plist"]) == nil)
        #expect(InfoPlistDiscovery.argumentValue(in: ["--info-plist", "a", "--info-plist=b"]) == "b")
        #expect(InfoPlistDiscovery.argumentValue(in: []) == nil)
    }
}
