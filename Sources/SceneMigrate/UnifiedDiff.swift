import Foundation

/// A unified diff (`diff -u` / `git diff` layout, three lines of context) of one file.
package enum UnifiedDiff {
    /// The diff of `change`; empty when nothing changed. Binary files (not UTF-8, or a binary
    /// plist) get git's one line "Binary files … differ".
    package static func render(_ change: FileChange) -> String {
        if change.old == change.new { return "" }
        let oldPath = change.old == nil ? "/dev/null" : "a/\(change.path)"
        let newPath = "b/\(change.path)"
        guard let newText = text(change.new), let oldText = change.old.map(text) ?? Optional("") else {
            return "diff --git a/\(change.path) b/\(change.path)\nBinary files \(oldPath) and \(newPath) differ\n"
        }
        let oldLines = lines(oldText)
        let newLines = lines(newText)
        // git ends a header whose path holds a space with a TAB, so that `patch -p1` finds the file.
        let end = change.path.contains(" ") ? "\t\n" : "\n"
        var out = "--- \(oldPath)\(oldPath == "/dev/null" ? "\n" : end)+++ \(newPath)\(end)"
        for hunk in hunks(oldLines, newLines) { out += hunk }
        return out
    }

    /// The lines of `change.new` (1-based) that the change wrote: inserted or replaced lines, every
    /// line of a new file; none for a binary file.
    package static func writtenLines(_ change: FileChange) -> Set<Int> {
        guard let newText = text(change.new) else { return [] }
        let newLines = lines(newText)
        guard let old = change.old, let oldText = text(old) else { return Set(newLines.indices.map { $0 + 1 }) }
        var written = Set<Int>()
        for op in script(lines(oldText), newLines) {
            if case .insert(let index) = op { written.insert(index + 1) }
        }
        return written
    }

    private static func text(_ data: Data) -> String? {
        if data.starts(with: Array("bplist".utf8)) { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// Lines with their line breaks; a last line without one is marked as diff marks it.
    private static func lines(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        for character in text {
            current.append(character)
            if character == "\n" || character == "\r\n" {
                result.append(current)
                current = ""
            }
        }
        if !current.isEmpty { result.append(current + "\n\\ No newline at end of file\n") }
        return result
    }

    enum Op: Equatable { case same(Int, Int), delete(Int), insert(Int) }

    /// The edit script: a shortest one (Myers' O(ND) algorithm, in linear space: the middle snake,
    /// divided and conquered), lines compared by number after interning, so that a 20,000-line
    /// file with thousands of edits takes seconds and megabytes, not minutes and gigabytes.
    static func script(_ a: [String], _ b: [String]) -> [Op] {
        var ids: [String: Int] = [:]
        let x = a.map { line in ids[line] ?? { ids[line] = ids.count; return ids.count - 1 }() }
        let y = b.map { line in ids[line] ?? { ids[line] = ids.count; return ids.count - 1 }() }
        var ops: [Op] = []
        ops.reserveCapacity(a.count + b.count)
        diff(x, 0..<x.count, y, 0..<y.count, into: &ops)
        // Within each changed run, the deleted lines before the inserted ones, as git prints them.
        var result: [Op] = []
        result.reserveCapacity(ops.count)
        var deletes: [Op] = [], inserts: [Op] = []
        for op in ops {
            switch op {
            case .same:
                result += deletes + inserts
                deletes.removeAll(keepingCapacity: true)
                inserts.removeAll(keepingCapacity: true)
                result.append(op)
            case .delete: deletes.append(op)
            case .insert: inserts.append(op)
            }
        }
        return result + deletes + inserts
    }

    private static func diff(_ a: [Int], _ aRange: Range<Int>, _ b: [Int], _ bRange: Range<Int>, into ops: inout [Op]) {
        var aLow = aRange.lowerBound, aHigh = aRange.upperBound, bLow = bRange.lowerBound, bHigh = bRange.upperBound
        // Common prefix and suffix: most migrations touch a few places.
        var prefix: [Op] = []
        while aLow < aHigh, bLow < bHigh, a[aLow] == b[bLow] { prefix.append(.same(aLow, bLow)); aLow += 1; bLow += 1 }
        var suffixCount = 0
        while aHigh > aLow, bHigh > bLow, a[aHigh - 1] == b[bHigh - 1] { aHigh -= 1; bHigh -= 1; suffixCount += 1 }
        ops += prefix
        if aLow == aHigh {
            for j in bLow..<bHigh { ops.append(.insert(j)) }
        } else if bLow == bHigh {
            for i in aLow..<aHigh { ops.append(.delete(i)) }
        } else if let (splitA, splitB) = middleSnake(a, aLow..<aHigh, b, bLow..<bHigh) {
            diff(a, aLow..<splitA, b, bLow..<splitB, into: &ops)
            diff(a, splitA..<aHigh, b, splitB..<bHigh, into: &ops)
        } else {
            for i in aLow..<aHigh { ops.append(.delete(i)) }
            for j in bLow..<bHigh { ops.append(.insert(j)) }
        }
        for k in 0..<suffixCount { ops.append(.same(aHigh + k, bHigh + k)) }
    }

    /// Where a shortest edit script of the two ranges crosses its middle (x in `a`, y in `b`),
    /// searched from both ends at once; nil when the ranges share nothing.
    private static func middleSnake(_ a: [Int], _ aRange: Range<Int>, _ b: [Int], _ bRange: Range<Int>) -> (Int, Int)? {
        let n = aRange.count, m = bRange.count
        let aBase = aRange.lowerBound, bBase = bRange.lowerBound
        let maxD = (n + m + 1) / 2
        let offset = maxD
        let length = 2 * maxD + 2
        var forward = [Int](repeating: -1, count: length)
        var backward = [Int](repeating: -1, count: length)
        forward[offset + 1] = 0
        backward[offset + 1] = 0
        let delta = n - m
        let front = delta % 2 != 0
        var k1Start = 0, k1End = 0, k2Start = 0, k2End = 0
        for d in 0..<maxD {
            var k1 = -d + k1Start
            while k1 <= d - k1End {
                let index = offset + k1
                var x1 = (k1 == -d || (k1 != d && forward[index - 1] < forward[index + 1])) ? forward[index + 1] : forward[index - 1] + 1
                var y1 = x1 - k1
                while x1 < n, y1 < m, a[aBase + x1] == b[bBase + y1] { x1 += 1; y1 += 1 }
                forward[index] = x1
                if x1 > n {
                    k1End += 2
                } else if y1 > m {
                    k1Start += 2
                } else if front {
                    let other = offset + delta - k1
                    if other >= 0, other < length, backward[other] != -1, x1 >= n - backward[other] {
                        return (aBase + x1, bBase + y1)
                    }
                }
                k1 += 2
            }
            var k2 = -d + k2Start
            while k2 <= d - k2End {
                let index = offset + k2
                var x2 = (k2 == -d || (k2 != d && backward[index - 1] < backward[index + 1])) ? backward[index + 1] : backward[index - 1] + 1
                var y2 = x2 - k2
                while x2 < n, y2 < m, a[aBase + n - x2 - 1] == b[bBase + m - y2 - 1] { x2 += 1; y2 += 1 }
                backward[index] = x2
                if x2 > n {
                    k2End += 2
                } else if y2 > m {
                    k2Start += 2
                } else if !front {
                    let other = offset + delta - k2
                    if other >= 0, other < length, forward[other] != -1 {
                        let x1 = forward[other]
                        let y1 = offset + x1 - other
                        if x1 >= n - x2 { return (aBase + x1, bBase + y1) }
                    }
                }
                k2 += 2
            }
        }
        return nil
    }

    private static func hunks(_ a: [String], _ b: [String], context: Int = 3) -> [String] {
        let ops = script(a, b)
        let changed = ops.indices.filter { if case .same = ops[$0] { return false } else { return true } }
        guard !changed.isEmpty else { return [] }
        // Group changes closer than 2 × context into one hunk.
        var groups: [(Int, Int)] = []
        var start = changed[0], end = changed[0]
        for index in changed.dropFirst() {
            if index - end - 1 <= 2 * context { end = index } else { groups.append((start, end)); start = index; end = index }
        }
        groups.append((start, end))
        var result: [String] = []
        for (first, last) in groups {
            let lower = max(0, first - context), upper = min(ops.count - 1, last + context)
            var body = ""
            var oldStart: Int?, newStart: Int?
            var oldCount = 0, newCount = 0
            // The line numbers where the hunk starts, even when it starts with an insertion.
            var oldCursor = 0, newCursor = 0
            for op in ops[..<lower] {
                switch op {
                case .same: oldCursor += 1; newCursor += 1
                case .delete: oldCursor += 1
                case .insert: newCursor += 1
                }
            }
            for op in ops[lower...upper] {
                switch op {
                case .same(let i, _):
                    body += " " + a[i]; oldCount += 1; newCount += 1
                case .delete(let i):
                    body += "-" + a[i]; oldCount += 1
                case .insert(let j):
                    body += "+" + b[j]; newCount += 1
                }
            }
            oldStart = oldCount == 0 ? oldCursor : oldCursor + 1
            newStart = newCount == 0 ? newCursor : newCursor + 1
            result.append("@@ -\(range(oldStart!, oldCount)) +\(range(newStart!, newCount)) @@\n" + body)
        }
        return result
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }
}
