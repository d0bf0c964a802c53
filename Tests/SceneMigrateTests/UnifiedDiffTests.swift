import Testing
import TestSupport
@testable import SceneMigrate

/// The preview's diff script: it turns the old lines into the new ones, and is a shortest one (as
/// long as the longest common subsequence says), on seeded random files.
struct UnifiedDiffTests {
    static func lcs(_ a: [String], _ b: [String]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }

    @Test func theScriptRebuildsTheNewLinesAndIsAShortestOne() {
        var generator = SeededGenerator(seed: 0xD1FF)
        for _ in 0..<400 {
            let alphabet = ["}\n", "\n", "a\n", "b\n", "c\n", "    x\n"]
            let a = (0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            var b = a
            for _ in 0..<Int.random(in: 0...8, using: &generator) {
                if !b.isEmpty, Bool.random(using: &generator) { b.remove(at: Int.random(in: 0..<b.count, using: &generator)) }
                else { b.insert(alphabet.randomElement(using: &generator)!, at: Int.random(in: 0...b.count, using: &generator)) }
            }
            let ops = UnifiedDiff.script(a, b)
            var rebuilt: [String] = []
            var consumed: [Int] = []
            for op in ops {
                switch op {
                case .same(let i, let j): rebuilt.append(a[i]); consumed.append(i); #expect(a[i] == b[j])
                case .insert(let j): rebuilt.append(b[j])
                case .delete(let i): consumed.append(i)
                }
            }
            #expect(rebuilt == b)
            #expect(consumed == Array(a.indices), "every old line once, in order")
            let edits = ops.filter { if case .same = $0 { false } else { true } }.count
            #expect(edits == a.count + b.count - 2 * Self.lcs(a, b), "a shortest script")
        }
    }
}
