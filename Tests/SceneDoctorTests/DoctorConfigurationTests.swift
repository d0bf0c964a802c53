import Foundation
import SceneToolsCore
import Testing
@testable import SceneDoctor

/// `.scenectl.yml`, `--baseline` and the GitHub Actions format.
struct DoctorConfigurationTests {
    static let known = Set(DoctorRules.descriptions.map(\.id)).union(LaunchRules.ids)

    @Test("a configuration in SwiftLint's shape: disabled and only rules, excluded paths, a severity per rule")
    func parses() throws {
        let configuration = try DoctorConfiguration.parse("""
            # comments and blank lines are skipped

            disabled_rules:
              - per-window-callback-for-app-work
              - 'arbitrary-window'   # quoted
            excluded: [Generated, "Vendor/**", ./Scripts/]
            app-delegate-window:
              severity: note
            """, path: ".scenectl.yml", knownRules: Self.known)
        #expect(configuration.disabledRules == ["per-window-callback-for-app-work", "arbitrary-window"])
        #expect(configuration.onlyRules == nil)
        #expect(configuration.excluded == ["Generated", "Vendor", "Scripts"])
        #expect(configuration.severities == ["app-delegate-window": .note])
        #expect(!configuration.runs("arbitrary-window") && configuration.runs("url-lost-at-cold-launch"))
        #expect(configuration.excludes("App/Vendor/Kit.swift", root: "App"))
        #expect(configuration.excludes("./App/Generated", root: "App"))
        #expect(!configuration.excludes("App/VendorKit.swift", root: "App"))
        let only = try DoctorConfiguration.parse("only_rules: [url-lost-at-cold-launch]\n", path: "c", knownRules: Self.known)
        #expect(only.runs("url-lost-at-cold-launch") && !only.runs("arbitrary-window"))
        #expect(try DoctorConfiguration.parse("", path: "c", knownRules: Self.known) == DoctorConfiguration())
    }

    @Test("a broken configuration: an error naming the file, the line or key, and what is expected", arguments: [
        ("disabled_rules: [no-such-rule]", "c: 'disabled_rules' names 'no-such-rule', which is no rule;"),
        ("disabled_rule:\n  - arbitrary-window", "c: unknown key 'disabled_rule': the keys are"),
        ("arbitrary-window:\n  severity: fatal", "c: 'arbitrary-window.severity' is 'fatal'; it must be error, warning or note"),
        ("arbitrary-window: note", "c: 'arbitrary-window' must be a mapping with one key, severity"),
        ("excluded:\n\t- a", "c: line 2: a tab: YAML indents with spaces"),
        ("excluded: [a\n", "c: line 1: a flow list `[a, b]` must end on its line"),
        ("a: &anchor x", "c: line 1: '&anchor x': anchors, aliases, tags and block scalars are not read"),
        ("  - orphan", "c: line 1: an indented line that belongs to no key"),
        ("excluded: [a]\nexcluded: [b]", "c: line 2: 'excluded' appears twice"),
        ("excluded:\n  - a\n  b: c", "c: line 3: 'excluded' mixes a list and a mapping"),
        ("just text", "c: line 1: expected `key: value` at the top level"),
    ])
    func broken(_ text: String, _ expected: String) {
        do {
            _ = try DoctorConfiguration.parse(text, path: "c", knownRules: Self.known)
            Issue.record("no error for \(text)")
        } catch {
            #expect(error.description.hasPrefix(expected), "\(error.description)")
        }
    }

    static func finding(_ rule: String, _ path: String, line: Int, _ message: String = "m") -> Finding {
        Finding(ruleID: rule, severity: .warning, path: path, line: line, column: 1, message: message)
    }

    @Test("a baseline matches by rule, file and message, each recorded finding once, whatever the line")
    func baseline() throws {
        let recorded = DoctorReport(findings: [Self.finding("a", "F.swift", line: 10), Self.finding("b", "G.swift", line: 3)], problems: [], swiftFileCount: 2)
        let baseline = try DoctorBaseline.parse(Data(DoctorBaseline(report: recorded).json().utf8), path: "b.json")
        let now = DoctorReport(findings: [
            Self.finding("a", "F.swift", line: 14),      // moved down: still the old one
            Self.finding("a", "F.swift", line: 30),      // a second of the same: new
            Self.finding("b", "G.swift", line: 3, "other message"), // new
        ], problems: [], swiftFileCount: 2)
        #expect(baseline.filter(now).findings.map(\.line) == [30, 3])
        #expect(throws: DoctorConfiguration.Error.self) { try DoctorBaseline.parse(Data("{".utf8), path: "b.json") }
    }

    @Test("the GitHub format escapes what could start a command of its own: newlines, %, and : and , in properties")
    func githubEscaping() {
        let report = DoctorReport(findings: [
            Finding(ruleID: "arbitrary-window", severity: .warning, path: "App/a,b:c.swift", line: 2, column: 5, message: "first\n::error file=x::injected 100%"),
            Finding(ruleID: "scene-life-cycle-not-adopted", severity: .error, path: "Info.plist", line: 1, column: 1, message: "m"),
            Finding(ruleID: "url-lost-at-cold-launch", severity: .note, path: "B.swift", line: 1, column: 1, message: "n"),
        ], problems: [], swiftFileCount: 2)
        #expect(DoctorOutput.github(report) == """
            ::warning file=App/a%2Cb%3Ac.swift,line=2,col=5,title=arbitrary-window::first%0A::error file=x::injected 100%25
            ::error file=Info.plist,line=1,col=1,title=scene-life-cycle-not-adopted::m
            ::notice file=B.swift,line=1,col=1,title=url-lost-at-cold-launch::n
            1 error, 1 warning, 1 note in 2 Swift files

            """)
    }

    @Test("through the command: .scenectl.yml in the folder given, excluded files not read, severities changed, a baseline written and used")
    func command() throws {
        let root = try DoctorTestSupport.temporaryFolder()
        try FileManager.default.copyItem(at: DoctorTestSupport.fixtureApp.appendingPathComponent("DoctorApp"), to: root.appendingPathComponent("DoctorApp"))
        try """
            disabled_rules: [per-window-callback-for-app-work]
            excluded:
              - DoctorApp/Presentation.swift
            app-delegate-state-callback:
              severity: error
            """.write(to: root.appendingPathComponent(".scenectl.yml"), atomically: false, encoding: .utf8)
        let result = try DoctorTestSupport.run(["doctor", root.path])
        #expect(result.status == 1)
        #expect(!result.output.contains("[per-window-callback-for-app-work]"))
        #expect(!result.output.contains("Presentation.swift"))
        #expect(result.output.contains(": error: UIKit does not call applicationDidBecomeActive(_:)"))
        #expect(result.output.hasSuffix("1 error, 16 warnings, 0 notes in 4 Swift files\n"), "\(result.output)")
        let baseline = root.appendingPathComponent("baseline.json").path
        #expect(try DoctorTestSupport.run(["doctor", "--write-baseline", baseline, root.path]).status == 1)
        let again = try DoctorTestSupport.run(["doctor", "--baseline", baseline, root.path])
        #expect(again.status == 0)
        #expect(again.output.hasSuffix("0 warnings, 0 notes in 4 Swift files\n"))
        try "disabled_rules: [nope]".write(to: root.appendingPathComponent(".scenectl.yml"), atomically: false, encoding: .utf8)
        let broken = try DoctorTestSupport.run(["doctor", root.path])
        #expect(broken.status == 2)
        #expect(broken.error.contains("/.scenectl.yml: 'disabled_rules' names 'nope', which is no rule"))
    }
}
