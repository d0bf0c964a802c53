import Foundation

/// What `scenectl migrate --verify` runs after writing: each check says whether the migrated app
/// passes it, or why it could not run. The seam for the doctor (`scenectl doctor` on the written
/// files) and the lifecycle audit (`LifecycleAudit.run(appDelegate:infoPlist:)` on the
/// simulated device) of issue 20: `scenectl` builds its list in `MigrateVerifiers.swift`.
package protocol MigrationVerifier: Sendable {
    /// A short name for the summary ("scenectl doctor").
    var name: String { get }
    /// Checks the app in `folder` after `plan` was written there.
    func verify(folder: URL, plan: MigrationPlan) -> VerificationOutcome
}

package enum VerificationOutcome: Sendable, Equatable {
    /// Ran and found nothing; the detail says what ran.
    case passed(String)
    /// Ran and found nothing in the code the migration wrote; `notes` are findings elsewhere
    /// (code the tool did not touch: there before the migration), listed, not failing.
    case passedNoting(String, [String])
    /// Ran and found problems, one line each.
    case failed([String])
    /// Could not run here: why, and what to do instead.
    case unavailable(String)
    /// Does not apply to this app (an Objective-C app delegate for the audit of Swift delegates): why.
    case notApplicable(String)
}

/// A check this build cannot run yet (its part of the project is not linked): says so, never passes.
package struct UnavailableVerifier: MigrationVerifier {
    package let name: String
    package let reason: String

    package init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }

    package func verify(folder: URL, plan: MigrationPlan) -> VerificationOutcome { .unavailable(reason) }
}

/// Runs every verifier and renders the summary lines; `passed` is false when one failed or
/// could not run.
package enum MigrationVerification {
    package static func run(_ verifiers: [any MigrationVerifier], folder: URL, plan: MigrationPlan) -> (lines: [String], passed: Bool) {
        var lines: [String] = []
        var passed = true
        for verifier in verifiers {
            switch verifier.verify(folder: folder, plan: plan) {
            case .passed(let detail):
                lines.append("verify: \(verifier.name): passed (\(detail))")
            case .passedNoting(let detail, let notes):
                lines.append("verify: \(verifier.name): passed (\(detail))")
                lines += notes.map { "  pre-existing: \($0)" }
            case .failed(let problems):
                passed = false
                lines.append("verify: \(verifier.name): \(problems.count) problem(s)")
                lines += problems.map { "  \($0)" }
            case .unavailable(let reason):
                passed = false
                lines.append("verify: \(verifier.name): NOT RUN: \(reason)")
            case .notApplicable(let reason):
                lines.append("verify: \(verifier.name): not applicable (\(reason))")
            }
        }
        return (lines, passed)
    }
}

/// Reads the written app again: a second migration must find nothing to do, and must leave no
/// manual step that the first one did not list.
package struct SecondRunVerifier: MigrationVerifier {
    package let options: MigrationOptions

    package init(options: MigrationOptions) { self.options = options }

    package var name: String { "scenectl migrate (second run)" }

    package func verify(folder: URL, plan: MigrationPlan) -> VerificationOutcome {
        let second: MigrationPlan
        do {
            second = try Migrator.plan(folder: folder, options: options)
        } catch {
            return .failed(["\(error)"])
        }
        if !second.changes.isEmpty {
            return .failed(second.changes.map { "\($0.path) would change again" })
        }
        let remaining = second.steps.filter { $0.kind == .manual }.count
        return .passed("nothing left to change; \(remaining) manual step(s) still marked `// \(Migrator.commentMarker)`")
    }
}

/// The lines the migration wrote, to tell a checker's findings in them (the tool's fault: the
/// verification fails) from findings in code the tool did not touch (there before: listed).
package struct WrittenCode: Sendable {
    /// Path (relative to the app folder) → 1-based lines of the written file.
    package let lines: [String: Set<Int>]

    package init(plan: MigrationPlan) {
        var lines: [String: Set<Int>] = [:]
        for change in plan.changes { lines[change.path, default: []].formUnion(UnifiedDiff.writtenLines(change)) }
        self.lines = lines
    }

    /// Whether `line` of `path` (relative to the app folder) is one the migration wrote.
    package func wrote(path: String, line: Int) -> Bool {
        lines[path]?.contains(line) == true
    }
}
