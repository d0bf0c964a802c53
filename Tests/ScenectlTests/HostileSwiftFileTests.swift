import Foundation
import SceneToolsCore
import TestSupport
import Testing

/// A Swift file that nests deeper than real code ever does (a generated or hostile file) is read
/// the same way by the three tools, through their one parsed-file type: named with the reason and
/// left out, the rest of the app still checked, migrated or scanned; never a crash, never a hang.
struct HostileSwiftFileTests {
    /// The app beside the hostile file: an app delegate that builds its window, and an Info.plist.
    static let appDelegate = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = UIViewController()
                window?.makeKeyAndVisible()
                return true
            }
        }

        """

    /// Each shape, with the reason the tools give.
    static let shapes: [(name: String, text: String, reason: String)] = [
        // swift-syntax 602's look-ahead for an inline array type doubles its time with each
        // bracket: 18 took 3 s in a debug build, these 40 would take years.
        ("square brackets", "let grid = " + String(repeating: "[", count: 40) + "1" + String(repeating: "]", count: 40) + "\n",
         "it opens 40 square brackets one inside the other (`[[[`, more than 8: a generated or hostile file?), which the Swift parser takes time doubling with each bracket to read"),
        ("square brackets and parentheses", "let grid = " + String(repeating: "[(", count: 20) + "1" + String(repeating: ")]", count: 20) + "\n",
         "it opens 20 square brackets one inside the other (`[[[`, more than 8: a generated or hostile file?), which the Swift parser takes time doubling with each bracket to read"),
        // The recursive walks over a tree this deep would exhaust the stack (migrate and port
        // crashed on it).
        ("a member chain", "let x = a" + String(repeating: ".b", count: 20_000) + "\n",
         "its syntax nests more than 1000 levels deep (a generated or hostile file?), deeper than the tools analyse"),
        ("nested interpolations", "let v = " + String(repeating: "\"\\(", count: 4_000) + "x" + String(repeating: ")\"", count: 4_000) + "\n",
         "its string interpolations nest 4000 strings deep (more than 16: a generated or hostile file?), which the Swift parser cannot read in bounded memory"),
    ]

    static func app(with hostile: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try appDelegate.write(to: root.appendingPathComponent("AppDelegate.swift"), atomically: false, encoding: .utf8)
        try hostile.write(to: root.appendingPathComponent("Generated.swift"), atomically: false, encoding: .utf8)
        try InfoPlistFixture(extraKeys: ["LSRequiresIPhoneOS": true]).text.write(to: root.appendingPathComponent("Info.plist"), atomically: false, encoding: .utf8)
        return root
    }

    @Test("doctor: the file is named with the reason (exit 2); the app delegate beside it is still checked", arguments: shapes.indices)
    func doctor(_ index: Int) throws {
        let shape = Self.shapes[index]
        let root = try Self.app(with: shape.text)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Scenectl.run(["doctor", root.path], deadline: 60)
        #expect(!result.timedOut, "\(shape.name)")
        #expect(result.status == 2, "\(shape.name): \(result.error)")
        #expect(result.error == "\(root.path)/Generated.swift: error: not checked: \(shape.reason)\n", "\(shape.name)")
        #expect(result.output.contains("`AppDelegate` does not implement application(_:configurationForConnecting:options:)"), "\(shape.name): \(result.output)")
    }

    @Test("migrate: the file is a manual step with the reason; the app delegate beside it is still migrated", arguments: shapes.indices)
    func migrate(_ index: Int) throws {
        let shape = Self.shapes[index]
        let root = try Self.app(with: shape.text)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Scenectl.run(["migrate", "--format", "json", root.path], deadline: 60)
        #expect(!result.timedOut, "\(shape.name)")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any], "\(shape.name): \(result.error)")
        let steps = try #require(summary["manualSteps"] as? [[String: Any]], "\(summary.keys)")
        let notRead = steps.filter { $0["id"] as? String == "file-not-read" }
        #expect(notRead.count == 1, "\(shape.name): \(steps)")
        #expect(notRead.first?["file"] as? String == "Generated.swift")
        #expect(notRead.first?["message"] as? String == "not read (\(shape.reason)): check it by hand")
        let changed = (summary["changes"] as? [[String: Any]])?.compactMap { $0["path"] as? String } ?? []
        #expect(changed.contains("SceneDelegate.swift"), "\(shape.name): \(summary)")
    }

    @Test("port: the file is a note with the reason; the rest is still scanned", arguments: shapes.indices)
    func port(_ index: Int) throws {
        let shape = Self.shapes[index]
        let root = try Self.app(with: shape.text)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Scenectl.run(["port", root.path], deadline: 60)
        #expect(!result.timedOut, "\(shape.name)")
        #expect(result.status < 128, "\(shape.name): a signal")
        #expect(result.output.contains("Generated.swift: ports as it is\n  note [file-too-deep] Not analysed: \(shape.reason).\n"), "\(shape.name): \(result.output)")
        #expect(result.output.hasPrefix("AppDelegate.swift: ports as it is\n"), "\(shape.name): the app delegate is scanned")
    }

    @Test("the nestings are measured before parsing: square brackets opened one right after the other, through parentheses, spaces and comments only")
    func squareBracketNesting() {
        let cases: [(String, Int)] = [
            ("let a = [[[1]]]", 3),
            ("let a = [([(1)])]", 2),
            ("let a = [ /* [ */ [\n [1]]]", 3),
            ("let a: [[String: [Int]]] = [:]", 2),
            ("let a = b[c[d[e]]]", 1),
            ("let a = [1, [2, [3]]]", 1),
            ("let a = \"[[[[[[[[[[\"", 0),
            ("// [[[[[[[[[[\nlet a = [x]", 1),
            ("let a = \"\\([[[1]]])\"", 3),
        ]
        for (text, depth) in cases {
            #expect(LexicalNesting.measure(Array(text.utf8)).squareBrackets == depth, "\(text)")
        }
    }
}
