import Foundation
import SwiftSyntax

/// removed by whole lines; removals separated only by blank lines become one, and a blank line left before a closing brace or another blank line goes with them.
struct RemoveMovedCode: MigrationStep {
    var description: MigrationStepDescription {
        MigrationStepDescription(
            id: "remove-moved-code",
            trigger: "the code the steps before moved out of the app delegate",
            summary: "removed by whole lines; removals separated only by blank lines become one, and a blank line left before a closing brace or another blank line, or right after an opening brace, goes with them",
            rationale: "Moved code must not run twice, and what is left must read as written by hand.",
            doctorRules: [],
            examples: Self.examples,
            lookalikes: Self.lookalikes,
            manualSteps: [

            ]
        )
    }

    func apply(to context: inout MigrationContext) {
        context.removeMovedCode()
    }
}

extension MigrationContext {
    mutating func removeMovedCode() {
        applyRemovals()
    }

    /// Turns the removals into edits: ranges separated only by blank lines become one, and a
    /// blank line left before a closing brace or another blank line goes with them.
    mutating func applyRemovals() {
        for (index, ranges) in removals {
            let file = files[index]
            func isBlank(_ range: Range<Int>) -> Bool { file.bytes[range].allSatisfy { $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 } }
            var merged: [Range<Int>] = []
            for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
                if let last = merged.last, last.upperBound <= range.lowerBound, isBlank(last.upperBound..<range.lowerBound) {
                    merged[merged.count - 1] = last.lowerBound..<range.upperBound
                } else if let last = merged.last, last.upperBound > range.lowerBound {
                    merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
                } else {
                    merged.append(range)
                }
            }
            for range in merged {
                var start = range.lowerBound
                if start > 0 {
                    let previousStart = file.lineStart(of: start - 1)
                    var nextEnd = range.upperBound
                    while nextEnd < file.bytes.count, file.bytes[nextEnd] != 10 { nextEnd += 1 }
                    let next = file.text(range.upperBound..<nextEnd).trimmingCharacters(in: .whitespaces)
                    if isBlank(previousStart..<start), next.isEmpty || next.hasPrefix("}"),
                       edits[index]?.overlaps(previousStart, start) != true, !(edits[index]?.edits.contains { $0.start == start } ?? false) {
                        start = previousStart
                    }
                }
                // Removed right after an opening `{` (didFinishLaunching's, the class's) and followed
                // by a blank line: the blank line goes too, so the body does not start with one.
                var end = range.upperBound
                if start > 0, file.text(file.lineStart(of: start - 1)..<start).trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("{") {
                    var nextEnd = end
                    while nextEnd < file.bytes.count, file.bytes[nextEnd] != 10 { nextEnd += 1 }
                    if nextEnd < file.bytes.count, isBlank(end..<nextEnd), !(edits[index]?.overlaps(end, nextEnd + 1) ?? false) { end = nextEnd + 1 }
                }
                edit(index) { $0.replace(start, end, with: "") }
            }
        }
        removals = [:]
    }
}
