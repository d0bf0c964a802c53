import Foundation

/// One transformation of `scenectl migrate`: what it does and why, and the edits it records on
/// the shared `MigrationContext`. A recipe runs its steps in order.
protocol MigrationStep: Sendable {
    /// What the step is: its id, rationale, guarantees, examples and manual steps.
    var description: MigrationStepDescription { get }
    /// Records the step's edits and decisions on `context`.
    func apply(to context: inout MigrationContext)
}

/// The description of a migration step: the reference text of docs/MIGRATING.md's tables, and
/// the examples its tests run.
package struct MigrationStepDescription: Sendable {
    /// A stable id (`move-window-setup`).
    package var id: String
    /// What in the app it acts on ("In the app" column).
    package var trigger: String
    /// What it does ("What the tool writes" column).
    package var summary: String
    /// Why, with the public source the behaviour comes from.
    package var rationale: String
    /// The doctor rules the migrated app must pass in what this step wrote.
    package var doctorRules: [String]
    /// Whole apps before and after the recipe, this step's work in them.
    package var examples: [MigrationExample]
    /// Whole apps that look like this step's input and that it must leave untouched.
    package var lookalikes: [MigrationExample]
    /// Every manual step (or check) the step may leave.
    package var manualSteps: [ManualStepDescription]

    package init(id: String, trigger: String, summary: String, rationale: String, doctorRules: [String] = [],
                 examples: [MigrationExample] = [], lookalikes: [MigrationExample] = [], manualSteps: [ManualStepDescription] = []) {
        self.id = id
        self.trigger = trigger
        self.summary = summary
        self.rationale = rationale
        self.doctorRules = doctorRules
        self.examples = examples
        self.lookalikes = lookalikes
        self.manualSteps = manualSteps
    }
}

/// An app's files (relative path → text) before the migration, and every file that changes after
/// it, whole (`nil`: the file is unchanged or, for a new one, not written); the ids of the manual
/// steps the summary lists, in order.
package struct MigrationExample: Sendable {
    package var name: String
    package var before: [String: String]
    package var after: [String: String]
    package var manualSteps: [String]
    package var options: MigrationOptions

    package init(_ name: String, before: [String: String], after: [String: String] = [:], manualSteps: [String] = [], options: MigrationOptions = MigrationOptions()) {
        self.name = name
        self.before = before
        self.after = after
        self.manualSteps = manualSteps
        self.options = options
    }
}

/// One kind of manual step (or check) the migration can leave.
package struct ManualStepDescription: Sendable {
    package var id: String
    package var kind: ManualStep.Kind
    /// The summary line, abridged.
    package var summary: String
    /// Why the tool stops there.
    package var why: String

    package init(_ id: String, _ kind: ManualStep.Kind, _ summary: String, why: String) {
        self.id = id
        self.kind = kind
        self.summary = summary
        self.why = why
    }
}
