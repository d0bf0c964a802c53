import Foundation
import TestSupport
import Testing
@testable import OpenUIScene

/// Hostile predicate formats: deep nesting is refused with an error naming the limit (never a stack
/// overflow), long flat chains still parse and evaluate, and random nesting and truncation never trap.
@Suite struct PredicateFormatDepthTests {
    static let limit = PredicateFormat.maximumNestingDepth

    /// The parse error of `format`, or `nil` when it parses.
    static func parseError(_ format: String, _ arguments: [Any] = []) -> PredicateFormat.ParseError? {
        do {
            _ = try PredicateFormat(format, arguments: arguments)
            return nil
        } catch {
            return error
        }
    }

    @Test func tenThousandNestedParenthesesAreRefusedNamingTheLimit() throws {
        let format = String(repeating: "(", count: 10_000) + "self == 'a'" + String(repeating: ")", count: 10_000)
        let error = try #require(Self.parseError(format))
        #expect(error.description.contains("nests deeper than \(Self.limit) levels"), "\(error.description.prefix(400))")
        #expect(error.description.utf8.count < 1_000, "the message quotes a bounded prefix of the format, not all 20,011 characters")
        let errors = PredicateFormatErrors.Collector()
        PredicateFormatErrors.$collector.withValue(errors) {
            #expect(!NSPredicate(format: format).evaluate(with: "a"), "a refused format evaluates to false")
        }
        #expect(errors.messages == [error.description], "the error is logged once, as the parse gave it")
    }

    /// Each argument: what opens and closes one repetition, and how many levels it nests.
    @Test(arguments: [
        ("NOT ", "", 1), ("! ", "", 1), ("(", ")", 1), ("NOT (", ")", 2),
    ])
    func everyNestingConstructIsCounted(open: String, close: String, levels: Int) throws {
        let deep = String(repeating: open, count: 10_000) + "self == 'a'" + String(repeating: close, count: 10_000)
        #expect(Self.parseError(deep)?.description.contains("nests deeper than") == true, "\(open)…\(close) ×10,000")
        let count = Self.limit / levels
        let atLimit = String(repeating: open, count: count) + "self == 'a'" + String(repeating: close, count: count)
        #expect(Self.parseError(atLimit) == nil, "\(open)…\(close) ×\(Self.limit) is within the limit")
    }

    @Test func nestedListsAreRefusedWithoutRecursion() throws {
        let format = "self IN " + String(repeating: "{", count: 10_000) + "'a'" + String(repeating: "}", count: 10_000)
        let error = try #require(Self.parseError(format))
        #expect(error.description.contains("expected a quoted string in the list"), "\(error.description.prefix(300))")
    }

    @Test(arguments: ["ANY self == 'a'", "self == FUNCTION(self, 'x')", "self IN {'a', {'b'}}", "SUBQUERY(self, $x, $x == 'a').@count > 0"])
    func unsupportedConstructsAreErrorsNotCrashes(format: String) {
        #expect(Self.parseError(format) != nil, "\(format)")
    }

    @Test(arguments: [" AND ", " OR ", " && ", " || "])
    func aHundredThousandChainedComparisonsEvaluateWithoutDeepRecursion(joiner: String) throws {
        let format = Array(repeating: "self == 'a'", count: 100_000).joined(separator: joiner)
        let predicate = try PredicateFormat(format, arguments: [])
        #expect(predicate.evaluate("a"))
        #expect(!predicate.evaluate("b"))
    }

    @Test func randomNestingAndTruncationNeverTrap() {
        var generator = SeededGenerator(seed: 0x5EED_0012)
        let atoms = ["self == 'a'", "self BEGINSWITH[c] 'n'", "TRUEPREDICATE", "self IN {'a', 'b'}", "self == %@"]
        let opens = ["(", "NOT ", "!", "NOT(", "{", "ANY ", "("]
        let closes = [")", "}", ""]
        let joiners = [" AND ", " OR ", " && ", " || ", " "]
        var refused = 0
        // The refused formats' errors are collected, not printed (a thousand lines; issue 22 item 21).
        let errors = PredicateFormatErrors.Collector()
        for _ in 0..<2_000 {
            var format = ""
            let depth = Int.random(in: 0...(Self.limit * 3), using: &generator)
            for _ in 0..<depth { format += opens.randomElement(using: &generator)! }
            format += atoms.randomElement(using: &generator)!
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                format += joiners.randomElement(using: &generator)! + atoms.randomElement(using: &generator)!
            }
            for _ in 0..<depth { format += closes.randomElement(using: &generator)! }
            if Bool.random(using: &generator) {
                format = String(format.prefix(Int.random(in: 0...format.count, using: &generator)))
            }
            if Self.parseError(format, ["x"]) != nil { refused += 1 }
            PredicateFormatErrors.$collector.withValue(errors) {
                _ = NSPredicate(format: format, argumentArray: ["x"]).evaluate(with: "a")
            }
        }
        #expect(refused > 0 && refused < 2_000, "the generator produces both valid and invalid formats")
        #expect(errors.messages.count == refused, "each refused format is reported, each valid one is not")
        #expect(errors.messages.allSatisfy { $0.hasPrefix("cannot parse predicate format") }, "\(errors.messages.first ?? "")")
    }
}

