import Foundation
import SceneDoctor
import SceneMigrate
import TestSupport
import Testing

/// Doctor and migrate over generated and mutated app trees (random nesting, CRLF, byte-order
/// marks, bytes that are not UTF-8, links, modes): no crash, no hang, no write outside the folder,
/// and after `--write` a second run finds either nothing to do or only what it already said.
struct MigrateFuzzTests {
    static let pieces = [
        "window = UIWindow(frame: UIScreen.main.bounds)", "window?.rootViewController = UIViewController()", "window?.makeKeyAndVisible()",
        "if let url = launchOptions?[.url] as? URL { open(url) }", "Tracker.start(launchOptions: launchOptions)", "let x = { self.window }",
        "UIApplication.shared.keyWindow?.endEditing(true)", "DispatchQueue.main.async { self.refresh() }", "guard window != nil else { return false }",
        "#if os(iOS)", "#endif", "// scenectl migrate: check: left by hand", "let s = \"a \\(\"b \\(1)\")\"", "super.init()",
    ]

    static func delegate(_ generator: inout SeededGenerator) -> String {
        var body = ""
        for _ in 0..<Int.random(in: 0...6, using: &generator) { body += "        " + pieces.randomElement(using: &generator)! + "\n" }
        var members = "    var window: UIWindow?\n\n    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n\(body)        return true\n    }\n"
        if Bool.random(using: &generator) { members += "\n    func applicationDidBecomeActive(_ application: UIApplication) {\n        " + pieces.randomElement(using: &generator)! + "\n    }\n" }
        if Bool.random(using: &generator) { members += "\n    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {\n        open(url)\n        return true\n    }\n" }
        members += "\n    func open(_ url: URL) {}\n    func refresh() {}\n"
        var text = "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n\(members)}\n"
        if Bool.random(using: &generator) { text = "#if os(iOS)\n" + text + "#endif\n" }
        return text
    }

    static func mutate(_ text: String, _ generator: inout SeededGenerator) -> [UInt8] {
        var bytes = Array(text.utf8)
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: bytes = Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        case 1: bytes = [0xEF, 0xBB, 0xBF] + bytes
        case 2: if !bytes.isEmpty { bytes.insert(0xE9, at: Int.random(in: 0..<bytes.count, using: &generator)) }
        case 3: if bytes.count > 10 { bytes.removeSubrange(Int.random(in: 0..<(bytes.count - 5), using: &generator)..<bytes.count) }  // truncated
        default: break
        }
        return bytes
    }

    static let plist = MigrateTestSupport.plist

    @Test func generatedTreesNeverCrashNeverWriteOutsideAndSettleInOneRun() throws {
        var generator = SeededGenerator(seed: 0xF022)
        for iteration in 0..<120 {
            let base = FileManager.default.temporaryDirectory.appendingPathComponent("migrate-fuzz-\(UUID().uuidString)")
            let root = base.appendingPathComponent("App")
            let outside = base.appendingPathComponent("Outside")
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/Deep/Er"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: base) }
            let sentinel = outside.appendingPathComponent("Shared.swift")
            try Data("import UIKit\nlet w = UIApplication.shared.keyWindow\n".utf8).write(to: sentinel)
            let folder = ["", "Sources/", "Sources/Deep/Er/"].randomElement(using: &generator)!
            try Data(Self.mutate(Self.delegate(&generator), &generator)).write(to: root.appendingPathComponent(folder + "AppDelegate.swift"))
            if Int.random(in: 0..<5, using: &generator) > 0 {
                try Data(Self.mutate(Self.plist, &generator)).write(to: root.appendingPathComponent(folder + "Info.plist"))
            }
            if Bool.random(using: &generator) {
                try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Shared").path, withDestinationPath: outside.path)
            }
            if Bool.random(using: &generator) {
                try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: root.appendingPathComponent(folder + "AppDelegate.swift").path)
            }
            let report = try Doctor.check(paths: [root.path])
            #expect(report.swiftFileCount >= 0)
            let plan = try Migrator.plan(folder: root)
            do {
                try Migrator.write(plan, to: root)
            } catch {
                Issue.record("iteration \(iteration): --write failed: \(error)")
                continue
            }
            #expect(try Data(contentsOf: sentinel) == Data("import UIKit\nlet w = UIApplication.shared.keyWindow\n".utf8), "iteration \(iteration): a file outside the folder changed")
            #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".scenectl-migrate-journal").path))
            let again = try Migrator.plan(folder: root)
            #expect(again.changes.isEmpty, "iteration \(iteration): a second run still changes \(again.changes.map(\.path)); first: \(plan.changes.map(\.path)) \(plan.steps.map(\.id))")
        }
    }
}
