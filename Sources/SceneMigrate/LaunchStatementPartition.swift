/// Which statements of `application(_:didFinishLaunchingWithOptions:)` move to
/// `scene(_:willConnectTo:options:)`: the primary ones (they use the window or read a launch
/// option), the earlier statements that declare what a moved one needs, and the later ones that use
/// what a moved one declares or assigns; minus every statement that cannot move, with the whole
/// group that depends on it. A fixed point: a statement leaves the group for good, so it ends.
struct LaunchStatementPartition: Equatable {
    /// One statement, as the partition sees it.
    struct Statement: Equatable {
        /// It uses the window or reads a launch option.
        var isPrimary = false
        /// Removed already (a redundant launch read): neither moves nor stays in the way.
        var isExcluded = false
        /// The locals it declares, and the names it reads.
        var declared: Set<String> = []
        var referenced: Set<String> = []
        /// The app delegate's properties it assigns, and the ones it reads.
        var assignedMembers: Set<String> = []
        var referencedMembers: Set<String> = []
        /// Why it cannot move by itself (it returns, captures `self`, passes `launchOptions` on,
        /// shares its line), or nil.
        var ownReason: String?
        /// It contains a `return`.
        var containsReturn = false
        /// Its 1-based line, for the reasons.
        var line = 0
        /// Its first line's text, shortened, for the reasons (a line number shifts as the
        /// migration adds comments above the statements); the line when empty.
        var excerpt = ""

        /// How a reason names it.
        var reference: String { excerpt.isEmpty ? "line \(line)" : "`\(excerpt)`" }
    }

    /// The statements that move, by index.
    private(set) var moved: Set<Int> = []
    /// Primary statements, and the later ones that use them, that stay: why.
    private(set) var left: [Int: String] = [:]
    /// Statements that move only because they use what a moved one declares (a `check`).
    private(set) var movedWithSetUp: Set<Int> = []

    init(_ statements: [Statement]) {
        let indices = statements.indices
        let primary = Set(indices.filter { statements[$0].isPrimary && !statements[$0].isExcluded })
        var moved = primary
        var out = Set(indices.filter { statements[$0].isExcluded })   // blocked for good (keeps the loop finite)
        var backward: Set<Int> = []     // locals the moved code needs
        var forward: Set<Int> = []      // code that uses what the moved code declares
        // A statement that can return before a moved one ran first, at launch, or not at all.
        let earlyReturns = indices.filter { statements[$0].containsReturn && !primary.contains($0) && !statements[$0].isExcluded && $0 < statements.count - 1 }
        func reasonToStay(_ index: Int) -> String? {
            if let reason = statements[index].ownReason { return reason }
            if let early = earlyReturns.first(where: { $0 < index }) {
                return "an earlier statement (\(statements[early].reference)) can return from didFinishLaunching before it runs"
            }
            return nil
        }
        // A later statement reading a property an earlier one assigns (`coordinator = …`, then
        // `coordinator.start()`) depends on it as on a local: left behind, it would run before any
        // scene connects, on the value from before.
        func uses(_ user: Int, _ declarer: Int) -> Bool {
            !statements[user].referenced.isDisjoint(with: statements[declarer].declared)
                || (user > declarer && !statements[user].referencedMembers.isDisjoint(with: statements[declarer].assignedMembers))
        }
        func sharedNames(_ user: Int, _ declarer: Int) -> [String] {
            let members = user > declarer ? statements[declarer].assignedMembers.intersection(statements[user].referencedMembers) : []
            return statements[declarer].declared.intersection(statements[user].referenced).union(members).sorted()
        }
        var changed = true
        while changed {
            changed = false
            var grew = true
            while grew {
                grew = false
                for index in moved.sorted() {
                    // Locals it needs, declared earlier.
                    for other in indices where other < index && !moved.contains(other) && !out.contains(other) && uses(index, other) {
                        moved.insert(other); backward.insert(other); grew = true
                    }
                    // Code after it that uses what it declares.
                    for other in indices where other > index && !moved.contains(other) && !out.contains(other) && uses(other, index) {
                        moved.insert(other); forward.insert(other); grew = true
                    }
                }
            }
            for index in moved.sorted() {
                var reason = reasonToStay(index)
                if reason == nil, let stayer = indices.first(where: { !moved.contains($0) && uses($0, index) }) {
                    reason = "`\(sharedNames(stayer, index).joined(separator: "`, `"))` is also used by code that stays in didFinishLaunching (\(statements[stayer].reference))"
                }
                if reason == nil, let needed = indices.first(where: { !moved.contains($0) && $0 < index && uses(index, $0) }) {
                    reason = "it uses `\(sharedNames(index, needed).joined(separator: "`, `"))`, which stays in didFinishLaunching"
                }
                if let reason {
                    moved.remove(index)
                    out.insert(index)
                    if primary.contains(index) || forward.contains(index) { left[index] = reason }
                    changed = true
                }
            }
            // A local no moved code needs any more stays.
            for index in moved.sorted() where backward.contains(index) && !primary.contains(index)
                && !moved.contains(where: { $0 != index && uses($0, index) }) {
                moved.remove(index)
                changed = true
            }
        }
        // A later statement pulled in only through a local of the code the window set-up needs
        // (`return success` after `let success = super.application(…)`) is no window set-up: when
        // that local stays, it stays unmarked.
        var setUp = primary
        for index in forward.sorted() where setUp.contains(where: { $0 < index && uses(index, $0) }) { setUp.insert(index) }
        for index in left.keys where !setUp.contains(index) { left.removeValue(forKey: index) }
        self.moved = moved
        self.movedWithSetUp = moved.intersection(forward).subtracting(primary)
    }
}
