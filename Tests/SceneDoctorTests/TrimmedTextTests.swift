import Testing
import SwiftParser
import SwiftSyntax
@testable import SceneDoctor

/// `trimmedText`, the doctor's cheap `trimmedDescription`, gives the same text for every node.
struct TrimmedTextTests {
    /// Every node of every rule example (comments, doc comments, attributes, multi-line strings,
    /// `#if`, Objective-C files left out), and of broken code with missing and unexpected tokens.
    @Test("trimmedText equals trimmedDescription on every node of the rule examples and of broken code")
    func sameTextAsTrimmedDescription() {
        var sources = DoctorRules.descriptions.flatMap { $0.triggeringExamples + $0.nonTriggeringExamples }.map { $0.code.replacingOccurrences(of: "↓", with: "") }
        sources += [
            "func f( { /* open */ let x = \n // trailing\n",
            "  /// doc\n  @objc   class   A :B , C { var x : Int = 1 // one\n }   \n",
            "let s = \"\"\"\n  a \\(b) c\n  \"\"\"  // after\n#if DEBUG\nlet y = 2\n#endif\n",
            "",
        ]
        var nodes = 0
        for source in sources {
            let tree = Parser.parse(source: source)
            for node in NodeCollector<Syntax>.all(in: tree) {
                nodes += 1
                #expect(node.trimmedText == node.trimmedDescription, "\(node.kind) in \(source.prefix(60))")
            }
        }
        #expect(nodes > 10_000)
    }
}
