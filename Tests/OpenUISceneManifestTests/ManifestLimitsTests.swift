import Foundation
import Testing
@testable import OpenUISceneManifest

/// Damaged binary plists, deep nesting in every format, and manifests over the documented limits
/// (docs/MANIFEST.md, "Limits"): each is refused with what is wrong and the limit it is over.
@Suite struct ManifestLimitsTests {
    static func loadError(_ data: Data) -> InfoPlistLoadError? {
        do {
            _ = try InfoPlistLoader.load(data: data, sourcePath: "App/Info.plist")
            return nil
        } catch {
            return error
        }
    }

    /// A valid binary plist `{ CFBundleIdentifier = "com.example.App" }`, to damage.
    static func binary() throws -> [UInt8] {
        [UInt8](try TestSupport.plist(["CFBundleIdentifier": "com.example.App"], format: .binary))
    }

    // MARK: Damaged binary property lists

    @Test func damagedBinaryPlistsSayWhatIsDamagedNotUnexpectedCharacter() throws {
        var topOutOfRange = try Self.binary()
        topOutOfRange.replaceSubrange((topOutOfRange.count - 16)..<(topOutOfRange.count - 8), with: [0, 0, 0, 0, 0, 0, 0, 9])
        var unknownMarker = try Self.binary()
        unknownMarker[8] = 0x71 // the root dictionary's marker 0xD1
        var badReference = try Self.binary()
        badReference[9] = 0x7F // the root dictionary's key reference
        var newerVersion = try Self.binary()
        newerVersion.replaceSubrange(6..<8, with: Array("15".utf8))
        let truncated = Array(try Self.binary().dropLast(5))
        let cases: [(bytes: [UInt8], detail: String)] = [
            (topOutOfRange, "the top object is number 9, but there are only 3 objects"),
            (unknownMarker, "object 0 has an unknown type marker 0x71"),
            (badReference, "object 0 refers to object 127, but there are only 3 objects"),
            (newerVersion, "its version is \"bplist15\"; only bplist00 can be read"),
            (truncated, "the trailer"),
        ]
        for (bytes, detail) in cases {
            let error = try #require(Self.loadError(Data(bytes)), "\(detail)")
            #expect(error.code == .notAPropertyList)
            #expect(error.message.hasPrefix("is a damaged binary property list (it starts with the bplist header): "), "\(error)")
            #expect(error.message.contains(detail), "\(error)")
            #expect(!error.message.contains("Unexpected character"))
            #expect(error.fix.contains("bplist00"))
        }
    }

    /// Structurally sound but undecodable (a key that is not a string): Foundation's own failure is
    /// reported as a damaged binary plist too, not as "Unexpected character b".
    @Test func aBinaryPlistFoundationCannotDecodeIsCalledDamaged() throws {
        var data = Data("bplist00".utf8)
        data += [0xD1, 0x01, 0x02]                 // object 0: { object 1 : object 2 }
        data += [0xA0]                             // object 1: an empty array, as a key
        data += [0x51, 0x41]                       // object 2: "A"
        data += [8, 11, 12]
        data += [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 3] + [UInt8](repeating: 0, count: 8) + [0, 0, 0, 0, 0, 0, 0, 14]
        let error = try #require(Self.loadError(data))
        #expect(error.message == "is a damaged binary property list (it starts with the bplist header): Foundation could not decode its objects.", "\(error)")
    }

    @Test func aBinaryArrayThatContainsItselfIsACycleNotARecursion() throws {
        var data = Data("bplist00".utf8)
        data += [0xA1, 0x00]                       // object 0: an array holding object 0
        data += [8]                                // offset table
        data += [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 1] + [UInt8](repeating: 0, count: 8) + [0, 0, 0, 0, 0, 0, 0, 10]
        let error = try #require(Self.loadError(data))
        #expect(error.message.contains("object 0 contains itself (a reference cycle)"), "\(error)")
    }

    // MARK: Nesting depth

    /// A binary plist of `depth` arrays, each holding the next (built by hand: Foundation's writer recurses).
    static func nestedBinaryArrays(depth: Int) -> Data {
        var data = Data("bplist00".utf8)
        var offsets: [Int] = []
        for index in 0..<depth {
            offsets.append(data.count)
            if index == depth - 1 {
                data += [0xA0]
            } else {
                data += [0xA1] + withUnsafeBytes(of: UInt32(index + 1).bigEndian, Array.init)
            }
        }
        let table = data.count
        for offset in offsets { data += withUnsafeBytes(of: UInt32(offset).bigEndian, Array.init) }
        data += [0, 0, 0, 0, 0, 0, 4, 4]
        data += withUnsafeBytes(of: UInt64(depth).bigEndian, Array.init)
        data += [UInt8](repeating: 0, count: 8)
        data += withUnsafeBytes(of: UInt64(table).bigEndian, Array.init)
        return data
    }

    static func nestedXML(depth: Int) -> Data {
        let inner = String(repeating: "<array>", count: depth - 1) + String(repeating: "</array>", count: depth - 1)
        return Data("<?xml version=\"1.0\"?><plist><dict><key>CFBundleIdentifier</key><string>x</string><key>Deep</key>\(inner)</dict></plist>".utf8)
    }

    static func nestedOpenStep(depth: Int) -> Data {
        let inner = String(repeating: "(", count: depth - 1) + String(repeating: ")", count: depth - 1)
        return Data("{ CFBundleIdentifier = \"x\"; Deep = \(inner); }".utf8)
    }

    @Test(arguments: ["binary", "xml", "openStep"])
    func nestingDeeperThanTheLimitIsRefusedBeforeFoundationRecursesIntoIt(format: String) throws {
        let limit = InfoPlistLimits.maximumNestingDepth
        func make(_ depth: Int) -> Data {
            switch format {
            case "binary": return Self.nestedBinaryArrays(depth: depth)
            case "xml": return Self.nestedXML(depth: depth)
            default: return Self.nestedOpenStep(depth: depth)
            }
        }
        for depth in [limit + 1, 50_000] {
            let error = try #require(Self.loadError(make(depth)), "\(format) \(depth) deep")
            #expect(error == .limitExceeded(path: "App/Info.plist", reason: "dictionaries and arrays nest deeper than 32 levels (InfoPlistLimits.maximumNestingDepth; real Info.plists nest about 5)"))
        }
        // At the limit it is decoded (a binary root that is an array is then "not a dictionary").
        let atLimit = Self.loadError(make(limit))
        #expect(atLimit == nil || atLimit?.code == .rootNotDictionary, "\(String(describing: atLimit))")
    }

    @Test func commentsAndStringsDoNotCountAsNesting() throws {
        let xml = Data("<?xml version=\"1.0\"?><plist><dict><key>CFBundleIdentifier</key><string>x</string><!-- \(String(repeating: "<array>", count: 100)) --></dict></plist>".utf8)
        #expect(Self.loadError(xml) == nil)
        let openStep = Data("{ CFBundleIdentifier = \"\(String(repeating: "(", count: 100))\"; /* {{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{ */ }".utf8)
        #expect(Self.loadError(openStep) == nil)
    }

    // MARK: Manifest limits

    static func lint(_ manifest: [String: Any]) throws -> (parsed: InfoPlistParseResult, lint: [ManifestDiagnostic]) {
        let data = try TestSupport.plist(TestSupport.root(manifest: manifest))
        return (try InfoPlistLoader.load(data: data), ManifestLinter.lint(data: data))
    }

    static func entry(_ index: Int) -> [String: Any] {
        ["UISceneConfigurationName": "Configuration \(index)", "UISceneDelegateClassName": "App.SceneDelegate"]
    }

    @Test func aRoleWithMoreThanAHundredConfigurationsIsIgnoredNamingTheLimit() throws {
        let role = "UIWindowSceneSessionRoleApplication"
        let (parsed, lint) = try Self.lint(["UISceneConfigurations": [role: (0...100).map(Self.entry)]])
        #expect(parsed.info.sceneManifest?.configurations[role] == nil)
        let finding = try #require(lint.first { $0.code == "limit-exceeded" })
        #expect(finding.keyPath == "UIApplicationSceneManifest.UISceneConfigurations.\(role)")
        #expect(finding.message.contains("has 101 configurations, more than the limit of 100 (InfoPlistLimits.maximumConfigurationsPerRole"))
        #expect(finding.severity == .error)
        #expect(lint.filter { $0.code == "duplicate-configuration-name" || $0.code == "missing-configuration-name" }.isEmpty, "the ignored role is not checked further")
        let atLimit = try Self.lint(["UISceneConfigurations": [role: (0..<100).map(Self.entry)]])
        #expect(atLimit.parsed.info.sceneManifest?.configurations[role]?.count == 100)
    }

    @Test func moreThanThirtyTwoRolesAreIgnored() throws {
        var roles: [String: Any] = [:]
        for index in 0...32 { roles["Role\(index)"] = [Self.entry(0)] }
        let (parsed, lint) = try Self.lint(["UISceneConfigurations": roles])
        #expect(parsed.info.sceneManifest?.configurations.isEmpty == true)
        #expect(lint.contains { $0.code == "limit-exceeded" && $0.message.contains("has 33 roles, more than the limit of 32") })
        #expect(!lint.contains { $0.code == "unknown-role" })
    }

    @Test func dictionariesWithMoreThanSixtyFourKeysAreIgnored() throws {
        var bigEntry = Self.entry(0)
        for index in 0..<64 { bigEntry["Extra\(index)"] = "x" }
        let (parsed, lint) = try Self.lint(["UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [bigEntry, Self.entry(1)]]])
        #expect(parsed.info.sceneManifest?.configurations["UIWindowSceneSessionRoleApplication"]?.map(\.name) == ["Configuration 1"])
        #expect(lint.contains { $0.code == "limit-exceeded" && $0.keyPath.hasSuffix("UIWindowSceneSessionRoleApplication[0]") && $0.message.contains("has 66 keys, more than the limit of 64") })
        #expect(!lint.contains { $0.code == "unknown-configuration-key" })

        var bigManifest = TestSupport.manifest()
        for index in 0..<64 { bigManifest["Extra\(index)"] = "x" }
        let manifest = try Self.lint(bigManifest)
        #expect(manifest.parsed.info.sceneManifest == nil, "an ignored manifest means legacy mode, as a wrong type does")
        #expect(manifest.lint.map(\.code) == ["limit-exceeded"])
    }

    @Test func stringsAndKeysLongerThanTheLimitAreIgnored() throws {
        let long = String(repeating: "A", count: InfoPlistLimits.maximumStringLength + 1)
        var entry = Self.entry(0)
        entry["UISceneDelegateClassName"] = "App." + long
        entry[long] = "x"
        let (parsed, lint) = try Self.lint(["UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [entry], long: [Self.entry(1)]]])
        let configurations = try #require(parsed.info.sceneManifest?.configurations)
        #expect(configurations["UIWindowSceneSessionRoleApplication"]?.first?.delegateClassName == nil)
        #expect(configurations[long] == nil)
        let limits = lint.filter { $0.code == "limit-exceeded" }
        #expect(limits.count == 3, "\(limits.map(\.keyPath))")
        #expect(limits.allSatisfy { $0.keyPath.utf8.count < 300 && $0.message.utf8.count < 400 }, "messages quote a bounded prefix")
        #expect(limits.contains { $0.message.contains("is a key of 1025 bytes, longer than the limit of 1024") })
    }

    @Test func fiftyThousandConfigurationsWithinTheSizeLimitAreRefusedQuickly() throws {
        let xml = "<?xml version=\"1.0\"?><plist><dict><key>CFBundleIdentifier</key><string>x</string><key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><array>"
            + String(repeating: "<dict/>", count: 50_000) + "</array></dict></dict></dict></plist>"
        let lint = ManifestLinter.lint(data: Data(xml.utf8))
        #expect(lint.filter { $0.severity == .error }.map(\.message) == ["has 50000 configurations, more than the limit of 100 (InfoPlistLimits.maximumConfigurationsPerRole; real apps have a handful); OpenUIScene ignores the role."])
    }
}
