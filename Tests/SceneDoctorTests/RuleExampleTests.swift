import Testing
@testable import SceneDoctor
import SceneToolsCore

/// Every rule's examples (its description's triggering and non-triggering code) run as tests, as
/// SwiftLint's do: a rule cannot ship without proof of what it flags and what it leaves alone.
struct RuleExampleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var ruleID: String
        var index: Int
        var example: RuleExample
        var triggering: Bool
        var testDescription: String { "\(ruleID) \(triggering ? "flags" : "leaves alone") example \(index + 1)\(example.comment.map { " (\($0))" } ?? "")" }
    }

    static let cases: [Case] = cases(of: DoctorRules.descriptions)

    /// One case per example of each rule (the launch rules' tests use it too).
    static func cases(of descriptions: [RuleDescription]) -> [Case] {
        descriptions.flatMap { rule in
            rule.triggeringExamples.enumerated().map { Case(ruleID: rule.id, index: $0, example: $1, triggering: true) }
                + rule.nonTriggeringExamples.enumerated().map { Case(ruleID: rule.id, index: $0, example: $1, triggering: false) }
        }
    }

    @Test("each rule flags its triggering examples exactly where marked and nothing else", arguments: cases.filter(\.triggering))
    func flagsTriggeringExamples(_ testCase: Case) {
        let marked = ExampleSource(testCase.example)
        #expect(!marked.markers.isEmpty, "a triggering example needs at least one ↓")
        let findings = marked.findings(for: testCase.ruleID).filter { $0.severity == .warning }
        let found = findings.map { ExampleSource.Position(file: $0.path, line: $0.line, column: $0.column) }
        #expect(Set(found) == Set(marked.markers), "\(findings.map(\.message))")
        #expect(found.count == marked.markers.count, "one finding per marker")
    }

    @Test("each rule leaves its non-triggering examples alone", arguments: cases.filter { !$0.triggering })
    func leavesNonTriggeringExamplesAlone(_ testCase: Case) {
        let findings = ExampleSource(testCase.example).findings(for: testCase.ruleID).filter { $0.severity == .warning }
        #expect(findings.isEmpty, "\(findings.map { "\($0.line):\($0.column) \($0.message)" })")
    }

    @Test("every rule has at least one example of each kind, a source and a fix")
    func everyRuleIsDocumented() {
        for rule in DoctorRules.descriptions {
            #expect(!rule.triggeringExamples.isEmpty, "\(rule.id)")
            #expect(!rule.nonTriggeringExamples.isEmpty, "\(rule.id)")
            #expect(rule.source.url.hasPrefix("https://") || rule.source.url.hasPrefix("docs/"), "\(rule.id)")
            #expect(!rule.fix.isEmpty && !rule.before.isEmpty && !rule.after.isEmpty, "\(rule.id)")
        }
        #expect(Set(DoctorRules.descriptions.map(\.id)).count == DoctorRules.descriptions.count)
    }

    @Test("the rule ids are the ones the run-time checks use")
    func ruleIDs() {
        #expect(DoctorRules.descriptions.map(\.id) == [
            "url-lost-at-cold-launch", "activity-lost-at-cold-launch", "shortcut-lost-at-cold-launch",
            "app-delegate-state-callback", "app-delegate-event-callback", "shortcut-completion-handler",
            "notification-completion-handler", "arbitrary-window", "undeclared-restoration-activity-type",
            "scene-in-discarded-session", "disconnect-treated-as-close", "app-delegate-window", "window-built-at-launch", "window-read-at-launch", "window-without-scene", "scene-without-window", "scene-method-on-app-delegate",
            "per-window-callback-for-app-work", "root-view-controller-twice", "unfiltered-scene-role", "process-setup-per-window",
            "launch-setup-in-scene", "static-quick-actions-unhandled", "react-native-linking-silenced", "splash-blocks-launch",
            "flutter-scene-hook-result", "launch-options-event-read",
        ])
    }
}

/// An example's code split into files (`// file: Name.swift` lines), its `↓` markers removed and
/// remembered as positions.
struct ExampleSource {
    struct Position: Hashable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int
        var description: String { "\(file):\(line):\(column)" }
    }

    var files: [(path: String, text: String)] = []
    var markers: [Position] = []
    var infoPlist: String?
    var reactNativeVersion: JavaScriptPackage.Version?

    init(_ example: RuleExample) {
        infoPlist = example.infoPlist.text
        reactNativeVersion = example.reactNativeVersion.flatMap(JavaScriptPackage.Version.init(range:))
        var current = "Example.swift"
        var lines: [String] = []
        func flush() {
            guard !lines.isEmpty else { return }
            var clean: [String] = []
            for (index, line) in lines.enumerated() {
                var text = line
                while let marker = text.range(of: "↓") {
                    let column = text.utf8.distance(from: text.utf8.startIndex, to: marker.lowerBound.samePosition(in: text.utf8)!) + 1
                    markers.append(Position(file: current, line: index + 1, column: column))
                    text.removeSubrange(marker)
                }
                clean.append(text)
            }
            files.append((current, clean.joined(separator: "\n")))
            lines = []
        }
        for line in example.code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("// file: ") {
                flush()
                current = String(line.dropFirst("// file: ".count))
            } else {
                lines.append(line)
            }
        }
        flush()
    }

    func findings(for ruleID: String) -> [Finding] {
        let rules = DoctorRules.all.filter { type(of: $0).description.id == ruleID }
        return Doctor.check(swiftFiles: files, infoPlists: infoPlist.map { [("Info.plist", $0)] } ?? [], rules: rules, reactNativeVersion: reactNativeVersion).findings
    }
}
