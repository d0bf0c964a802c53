import Foundation
import SceneToolsCore
import Testing
@testable import SceneDoctor

/// Hostile and unusual input: suppression comments found on the syntax tree, trees too deep to
/// walk, control characters in names and code, SARIF's columns.
struct DoctorHardeningTests {
    static let twoFindings = """
        func present() {
            // scenectl:disable-next-line arbitrary-window (the alert is shown on all windows anyway)
            UIApplication.shared.keyWindow?.rootViewController?.present(Alert(), animated: true); _ = UIApplication.shared.delegate?.window
        }
        @main class AppDelegate: UIResponder, UIApplicationDelegate {}
        """

    static func findings(_ text: String, path: String = "App.swift") -> [Finding] {
        Doctor.check(swiftFiles: [(path, text)], infoPlists: [("Info.plist", ExampleInfoPlist.multipleScenes.text!)]).findings
    }

    @Test("a reason after the rule id that contains the word 'all' silences only the rule named")
    func reasonWithAll() {
        let found = Self.findings(Self.twoFindings)
        #expect(!found.contains { $0.ruleID == "arbitrary-window" })
        #expect(found.map(\.ruleID) == ["app-delegate-window"])
    }

    @Test("a misspelt rule id silences nothing; a directive with no id silences every rule")
    func misspeltAndBare() {
        let misspelt = Self.twoFindings.replacingOccurrences(of: "disable-next-line arbitrary-window (the alert is shown on all windows anyway)", with: "disable-next-line arbitary-window")
        #expect(Set(Self.findings(misspelt).map(\.ruleID)) == ["arbitrary-window", "app-delegate-window"])
        let bare = Self.twoFindings.replacingOccurrences(of: "disable-next-line arbitrary-window (the alert is shown on all windows anyway)", with: "disable-next-line")
        #expect(Self.findings(bare).isEmpty)
    }

    @Test("suppression comments work in a CRLF file")
    func crlf() {
        let text = "func key() -> UIWindow? {\r\n    // scenectl:disable-next-line arbitrary-window\r\n    return UIApplication.shared.keyWindow\r\n}\r\nfunc other() -> UIWindow? { UIApplication.shared.keyWindow }\r\n"
        let found = Self.findings(text)
        #expect(found.map(\.line) == [5], "\(found)")
    }

    @Test("a trailing directive after a string holding // (a URL) on the same line is read; // in a string is no comment")
    func slashesInAString() {
        let text = """
            func key() -> UIWindow? { let _ = "https://example.com"; return UIApplication.shared.keyWindow } // scenectl:disable arbitrary-window
            func other() -> UIWindow? { let _ = "// scenectl:disable arbitrary-window"; return UIApplication.shared.keyWindow }
            """
        #expect(Self.findings(text).map(\.line) == [2])
    }

    @Test("SARIF columns count UTF-16 code units, and the run says so; the JSON and text columns stay UTF-8 bytes")
    func sarifColumns() throws {
        let text = "func k() -> UIWindow? { /* 設定 🚀 */ UIApplication.shared.keyWindow }\n"
        let report = Doctor.check(swiftFiles: [("A.swift", text)], infoPlists: [("Info.plist", ExampleInfoPlist.multipleScenes.text!)])
        let finding = try #require(report.findings.first)
        let prefix = "func k() -> UIWindow? { /* 設定 🚀 */ UIApplication.shared."
        #expect(finding.column == prefix.utf8.count + 1)
        #expect(finding.utf16Column == prefix.utf16.count + 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(DoctorOutput.sarif(report).utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "utf16CodeUnits")
        let region = ((((run["results"] as? [[String: Any]])?.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])
        #expect(region?["startColumn"] as? Int == prefix.utf16.count + 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(DoctorOutput.json(report).utf8)) as? [String: Any])
        #expect((json["findings"] as? [[String: Any]])?.first?["column"] as? Int == prefix.utf8.count + 1)
        #expect((json["findings"] as? [[String: Any]])?.first?["utf16Column"] == nil)
    }

    @Test("through the command: a file too deep to walk (a 20,000-link member chain) is named and skipped, exit 2, the rest still checked; no crash")
    func tooDeep() throws {
        let root = try DoctorTestSupport.temporaryFolder()
        try ("let x = a" + String(repeating: ".b", count: 20_000) + "\nfunc k() -> UIWindow? { UIApplication.shared.keyWindow }\n")
            .write(to: root.appendingPathComponent("Deep.swift"), atomically: false, encoding: .utf8)
        try "func k2() -> UIWindow? { UIApplication.shared.keyWindow }\n".write(to: root.appendingPathComponent("Fine.swift"), atomically: false, encoding: .utf8)
        try ExampleInfoPlist.multipleScenes.text!.write(to: root.appendingPathComponent("Info.plist"), atomically: false, encoding: .utf8)
        let result = try DoctorTestSupport.run(["doctor", root.path])
        #expect(result.status == 2)
        #expect(result.error == "\(root.path)/Deep.swift: error: not checked: its syntax nests more than 1000 levels deep (a generated or hostile file?), deeper than the tools analyse\n")
        #expect(result.output.contains("Fine.swift:1:47: warning: "))
        #expect(result.output.hasSuffix("in 1 Swift file\n"))
    }

    @Test("through the command: a file name with a newline and an escape character cannot forge an output line or reach the terminal")
    func controlCharactersInNames() throws {
        let root = try DoctorTestSupport.temporaryFolder()
        let name = "A\n::error file=x.swift,line=1::forged \u{1B}[31m.swift"
        try "func k() -> UIWindow? { UIApplication.shared.keyWindow }\n".write(to: root.appendingPathComponent(name), atomically: false, encoding: .utf8)
        try ExampleInfoPlist.multipleScenes.text!.write(to: root.appendingPathComponent("Info.plist"), atomically: false, encoding: .utf8)
        for format in ["text", "github"] {
            let result = try DoctorTestSupport.run(["doctor", "--format", format, root.path])
            #expect(result.status == 1)
            let lines = result.output.split(separator: "\n")
            #expect(!lines.contains { $0.hasPrefix("::error file=x.swift") }, "\(format): \(result.output)")
            #expect(!result.output.contains("\u{1B}"), "\(format)")
            #expect(result.output.contains(format == "text" ? "A\\u{A}::error file=x.swift,line=1::forged \\u{1B}[31m.swift:1:" : "A%0A%3A%3Aerror file=x.swift%2Cline=1%3A%3Aforged \\u{1B}[31m.swift,line=1"), "\(format): \(result.output)")
        }
    }

    static func nested(_ levels: Int) -> String {
        var text = "x"
        for _ in 0..<levels { text = "\"\\(" + text + ")\"" }
        return "let v = " + text + "\n"
    }

    static let nestingCases: [(String, Int)] = [
        (#"let a = "\(b) \("c")""#, 2),
        (##"let a = #"\(not) "quoted""#; let b = #"\#("yes")"#"##, 2),
        ("let a = \"\"\"\nline \\(\"in\")\n\"\"\"", 2),
        (#"let a = "\"\\" // "a comment with \( "#, 1),
        (#"/* "unterminated in a comment /* nested */ still */ let a = "x""#, 1),
        (#"let a = "\(f(a, (b), "\(c)"))""#, 2),
        ("let a = \"never closed\nlet b = \"\\(\"x\")\"", 2),
    ]

    @Test("string nesting is measured before parsing: escapes, raw and multi-line strings, comments and parentheses in interpolations")
    func stringNesting() {
        for (text, depth) in Self.nestingCases {
            #expect(LexicalNesting.measure(Array(text.utf8)).strings == depth, "\(text)")
        }
    }

    @Test("hostile bytes: unterminated strings, comments and interpolations, lone quotes and pounds: no trap")
    func stringNestingHostile() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["\"", "\"\"\"", "#", "\\", "(", ")", "/*", "*/", "//", "\n", "x", "\\(", "\\#("]
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 0..<300, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            _ = LexicalNesting.measure(Array(text.utf8))
        }
    }

    @Test("through the command: interpolations nested 4,000 strings deep (20 KB; the parser took 780 MB) are named and not parsed, exit 2")
    func nestedInterpolation() throws {
        let root = try DoctorTestSupport.temporaryFolder()
        try Self.nested(4_000).write(to: root.appendingPathComponent("Nested.swift"), atomically: false, encoding: .utf8)
        try Self.nested(3).write(to: root.appendingPathComponent("Fine.swift"), atomically: false, encoding: .utf8)
        let result = try DoctorTestSupport.run(["doctor", root.path])
        #expect(result.status == 2)
        #expect(result.error == "\(root.path)/Nested.swift: error: not checked: its string interpolations nest 4000 strings deep (more than 16: a generated or hostile file?), which the Swift parser cannot read in bounded memory\n")
        #expect(result.output == "0 warnings, 0 notes in 1 Swift file\n")
    }
}
