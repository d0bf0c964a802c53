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

    private enum Op: Equatable { case same(Int, Int), delete(Int), insert(Int) }

    /// The edit script, by the longest common subsequence (files here are small).
    private static func script(_ a: [String], _ b: [String]) -> [Op] {
        // Common prefix and suffix first: most migrations touch a few places.
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let aMid = Array(a[prefix..<(a.count - suffix)])
        let bMid = Array(b[prefix..<(b.count - suffix)])
        let n = aMid.count, m = bMid.count
        var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        if n > 0, m > 0 {
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    table[i][j] = aMid[i] == bMid[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
        }
        var ops: [Op] = (0..<prefix).map { .same($0, $0) }
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, aMid[i] == bMid[j] {
                ops.append(.same(prefix + i, prefix + j)); i += 1; j += 1
            } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                ops.append(.delete(prefix + i)); i += 1
            } else {
                ops.append(.insert(prefix + j)); j += 1
            }
        }
        for k in 0..<suffix { ops.append(.same(a.count - suffix + k, b.count - suffix + k)) }
        return ops
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
