import Testing
@testable import SceneMigrate

/// The fixed point that decides which statements of didFinishLaunching move, table by table.
struct LaunchStatementPartitionTests {
    typealias Statement = LaunchStatementPartition.Statement

    struct Row: CustomTestStringConvertible, Sendable {
        var name: String
        var statements: [Statement]
        var moved: Set<Int>
        var left: [Int: String]
        var movedWithSetUp: Set<Int> = []
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "the window set-up alone moves",
            statements: [Statement(isPrimary: true, line: 1)],
            moved: [0], left: [:]),
        Row(name: "a local the set-up needs moves with it",
            statements: [Statement(declared: ["root"], line: 1), Statement(isPrimary: true, referenced: ["root"], line: 2)],
            moved: [0, 1], left: [:]),
        Row(name: "process set-up before it stays",
            statements: [Statement(referenced: ["Settings"], line: 1), Statement(isPrimary: true, line: 2)],
            moved: [1], left: [:]),
        Row(name: "a later statement that reads what the set-up assigns moves, as a check",
            statements: [Statement(isPrimary: true, assignedMembers: ["coordinator"], line: 1), Statement(referencedMembers: ["coordinator"], line: 2)],
            moved: [0, 1], left: [:], movedWithSetUp: [1]),
        Row(name: "a statement that cannot move keeps what it shares a local with",
            statements: [Statement(declared: ["root"], line: 1), Statement(isPrimary: true, referenced: ["root"], line: 2),
                         Statement(referenced: ["root"], ownReason: "it returns from the method", containsReturn: true, line: 3)],
            moved: [], left: [1: "it uses `root`, which stays in didFinishLaunching"]),
        Row(name: "an earlier statement that can return keeps the set-up after it",
            statements: [Statement(containsReturn: true, line: 4), Statement(isPrimary: true, line: 5), Statement(line: 6)],
            moved: [], left: [1: "an earlier statement (line 4) can return from didFinishLaunching before it runs"]),
        Row(name: "a removed redundant read is no early return",
            statements: [Statement(isExcluded: true, containsReturn: true, line: 1), Statement(isPrimary: true, line: 2), Statement(line: 3)],
            moved: [1], left: [:]),
        Row(name: "the set-up's own reason keeps it, and the later code that uses it",
            statements: [Statement(isPrimary: true, declared: ["vc"], ownReason: "a closure in it captures self", line: 1), Statement(referenced: ["vc"], line: 2)],
            moved: [], left: [0: "a closure in it captures self", 1: "it uses `vc`, which stays in didFinishLaunching"]),
        Row(name: "a local needed only by a set-up that stays does not move alone",
            statements: [Statement(declared: ["root"], line: 1), Statement(isPrimary: true, referenced: ["root"], ownReason: "it calls super", line: 2)],
            moved: [], left: [1: "it calls super"]),
        Row(name: "a member assigned later is not a dependency of an earlier read",
            statements: [Statement(isPrimary: true, referencedMembers: ["coordinator"], line: 1), Statement(assignedMembers: ["coordinator"], line: 2)],
            moved: [0], left: [:]),
    ]

    @Test(arguments: rows)
    func partition(_ row: Row) {
        let partition = LaunchStatementPartition(row.statements)
        #expect(partition.moved == row.moved)
        #expect(partition.left == row.left)
        #expect(partition.movedWithSetUp == row.movedWithSetUp)
    }
}
