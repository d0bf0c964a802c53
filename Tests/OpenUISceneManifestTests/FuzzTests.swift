import Foundation
import TestSupport
import Testing
@testable import OpenUISceneManifest


/// Feeds mutated manifests through the loader and the linter: they must never trap, and must
/// always either load or fail with ``InfoPlistLoadError`` (the linter then reports that error).
struct FuzzTests {
    static let iterations = 12_000

    enum Outcome { case loaded, failed }

    /// CoreFoundation's line for a malformed OpenStep text, which it writes to standard error itself.
    static func isOldStyleParserLine(_ line: Substring) -> Bool {
        line.contains("CFPropertyListCreateFromXMLData(): Old-style plist parser: ")
    }

    /// ``check(_:)`` with CoreFoundation's lines captured (StandardErrorCapture.swift): each
    /// may come only from an input the loader refuses.
    static func checkCapturingFoundationLines(_ data: Data) -> (outcome: Outcome, foundationLines: Int) {
        let (outcome, lines) = StandardErrorCapture.capturing(expected: isOldStyleParserLine) { check(data) }
        if !lines.isEmpty {
            #expect(outcome == .failed, "Foundation complained about an input that loaded: \(lines)")
        }
        return (outcome, lines.count)
    }

    static func check(_ data: Data) -> Outcome {
        let outcome: Outcome
        var loadError: InfoPlistLoadError?
        do {
            let result = try InfoPlistLoader.load(data: data, sourcePath: "fuzz.plist")
            _ = ManifestExplanation(info: result.info)
            _ = ManifestExplanation(info: result.info, role: SceneSessionRoleKey.carTemplateApplication, name: "x", moduleName: "M")
            _ = result.info.lifecycleMode
            outcome = .loaded
        } catch {
            loadError = error
            outcome = .failed
        }
        let findings = ManifestLinter.lint(data: data, sourcePath: "fuzz.plist")
        if let loadError {
            #expect(findings == [loadError.diagnostic], "the linter reports the load error, and only it")
        }
        return outcome
    }

    /// A value of a random type, sometimes deeply nested or huge.
    static func randomValue(_ rng: inout SeededGenerator) -> Any {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: return Bool.random(using: &rng)
        case 1: return Int.random(in: -1_000...1_000, using: &rng)
        case 2: return Double.random(in: -1...1, using: &rng)
        case 3: return String(repeating: "Delegate.", count: Int.random(in: 0...2_000, using: &rng))
        case 4: return Data((0..<Int.random(in: 0...64, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) })
        case 5: return Date(timeIntervalSince1970: Double(Int.random(in: 0...2_000_000_000, using: &rng)))
        case 6:
            var nested: Any = "leaf"
            for _ in 0..<Int.random(in: 1...60, using: &rng) { nested = Bool.random(using: &rng) ? [nested] : ["k": nested] }
            return nested
        case 7: return [String]()
        case 8: return ["UISceneConfigurationName": randomValue(&rng)]
        default: return "$(PRODUCT_MODULE_NAME).SceneDelegate"
        }
    }

    /// Replaces or removes one value somewhere in `value` (depth-bounded).
    static func mutate(_ value: Any, _ rng: inout SeededGenerator, depth: Int = 0) -> Any {
        if depth > 8 || Int.random(in: 0..<4, using: &rng) == 0 { return randomValue(&rng) }
        if var dict = value as? [String: Any], !dict.isEmpty {
            let keys = dict.keys.sorted()
            let key = keys[Int.random(in: 0..<keys.count, using: &rng)]
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: dict[key] = nil
            case 1: dict[key + "s"] = dict[key]; dict[key] = nil
            case 2: dict[String(repeating: "K", count: Int.random(in: 1...2_000, using: &rng))] = randomValue(&rng)
            default: dict[key] = mutate(dict[key] as Any, &rng, depth: depth + 1)
            }
            return dict
        }
        if var array = value as? [Any], !array.isEmpty {
            let index = Int.random(in: 0..<array.count, using: &rng)
            if Bool.random(using: &rng) { array[index] = mutate(array[index], &rng, depth: depth + 1) } else { array.append(randomValue(&rng)) }
            return array
        }
        return randomValue(&rng)
    }

    static func deepXML(depth: Int, rng: inout SeededGenerator) -> Data {
        let open = Bool.random(using: &rng) ? "<array>" : "<dict><key>k</key>"
        let close = open == "<array>" ? "</array>" : "</dict>"
        let body = String(repeating: open, count: depth) + "<string>x</string>" + String(repeating: close, count: depth)
        return Data("<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>UIApplicationSceneManifest</key>\(body)</dict></plist>".utf8)
    }

    @Test func tenThousandMutatedManifestsNeverCrash() throws {
        var rng = SeededGenerator(seed: 0x5EED_CAFE)
        var seeds: [Data] = []
        var roots: [[String: Any]] = []
        for file in try TestSupport.corpusFiles() {
            let data = try Data(contentsOf: TestSupport.corpus.appendingPathComponent(file))
            seeds.append(data)
            if let root = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] {
                roots.append(root)
                seeds.append(try TestSupport.plist(root, format: .binary))
            }
        }
        seeds.append(Data("{ UIApplicationSceneManifest = { UISceneConfigurations = { UIWindowSceneSessionRoleApplication = ( { UISceneConfigurationName = A; } ); }; }; }".utf8))

        // Huge class names and role keys, built once (building them dominates the run otherwise).
        var hugeSeeds: [Data] = []
        for size in [65_536, 262_144, 1_048_576] {
            let huge = String(repeating: "A", count: size)
            var root = roots[0]
            root["UIApplicationSceneManifest"] = ["UISceneConfigurations": [huge: [["UISceneDelegateClassName": huge, "UISceneConfigurationName": huge, "UISceneClassName": huge + "Delegate"]]]]
            hugeSeeds.append(try TestSupport.plist(root, format: .xml))
            hugeSeeds.append(try TestSupport.plist(root, format: .binary))
        }

        var loaded = 0, failed = 0, foundationLines = 0
        let clock = ContinuousClock()
        let start = clock.now
        for iteration in 0..<Self.iterations {
            let seed = seeds[Int.random(in: 0..<seeds.count, using: &rng)]
            var data: Data
            switch iteration % 8 {
            case 0: // truncated
                data = seed.prefix(Int.random(in: 0...seed.count, using: &rng))
            case 1: // bytes flipped
                data = seed
                for _ in 0..<Int.random(in: 1...12, using: &rng) where !data.isEmpty {
                    data[Int.random(in: 0..<data.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
                }
            case 2: // random bytes, sometimes behind a binary-plist or XML header
                let bytes = (0..<Int.random(in: 0...512, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
                let header = ["", "bplist00", "<?xml version=\"1.0\"?><plist>", "{"][Int.random(in: 0..<4, using: &rng)]
                data = Data(header.utf8) + Data(bytes)
            case 3, 4: // wrong types and renamed keys, re-encoded
                let root = roots[Int.random(in: 0..<roots.count, using: &rng)]
                var mutated: Any = root
                for _ in 0..<Int.random(in: 1...4, using: &rng) { mutated = Self.mutate(mutated, &rng) }
                let format: PropertyListSerialization.PropertyListFormat = Bool.random(using: &rng) ? .xml : .binary
                data = (try? TestSupport.plist(mutated, format: format)) ?? Data()
            case 5: // deep nesting
                data = Self.deepXML(depth: Int.random(in: 1...3_000, using: &rng), rng: &rng)
            case 6 where iteration % 32 == 6: // huge strings (64 KiB to 1 MiB), sometimes truncated
                let huge = hugeSeeds[Int.random(in: 0..<hugeSeeds.count, using: &rng)]
                data = Bool.random(using: &rng) ? huge : huge.prefix(Int.random(in: 0...huge.count, using: &rng))
            default: // XML text spliced at random points
                let other = seeds[Int.random(in: 0..<seeds.count, using: &rng)]
                let cut = Int.random(in: 0...seed.count, using: &rng)
                let from = Int.random(in: 0...other.count, using: &rng)
                data = seed.prefix(cut) + other.suffix(from: other.startIndex + from)
            }
            let (outcome, lines) = Self.checkCapturingFoundationLines(data)
            foundationLines += lines
            switch outcome {
            case .loaded: loaded += 1
            case .failed: failed += 1
            }
        }
        #expect(foundationLines > 0, "the fuzz reaches Foundation's old-style parser with malformed text (its lines are captured, not printed)")
        let elapsed = clock.now - start
        #expect(loaded + failed == Self.iterations)
        #expect(Self.iterations >= 10_000)
        #expect(loaded > 1_000, "the mutations must also produce loadable files (\(loaded) loaded, \(failed) failed)")
        #expect(failed > 1_000, "the mutations must also produce broken files (\(loaded) loaded, \(failed) failed)")
        #expect(elapsed < .seconds(60), "fuzzing took \(elapsed)")
    }

    @Test func deeplyNestedBinaryPlistFailsCleanly() {
        // 100,000 arrays each holding the next: Foundation refuses the depth instead of overflowing the stack.
        let count = 100_000
        var data = Data("bplist00".utf8)
        var offsets: [Int] = []
        func be(_ value: Int, _ width: Int) -> [UInt8] { (0..<width).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        for index in 0..<count {
            offsets.append(data.count)
            if index == count - 1 { data.append(0xA0) } else { data.append(0xA1); data.append(contentsOf: be(index + 1, 4)) }
        }
        let tableStart = data.count
        for offset in offsets { data.append(contentsOf: be(offset, 4)) }
        data.append(contentsOf: [0, 0, 0, 0, 0, 0, 4, 4] + be(count, 8) + be(0, 8) + be(tableStart, 8))
        #expect(throws: InfoPlistLoadError.self) { try InfoPlistLoader.load(data: data) }
    }
}
