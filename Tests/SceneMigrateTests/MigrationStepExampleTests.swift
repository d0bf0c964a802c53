import Foundation
import SceneDoctor
import SceneMigrate
import Testing

/// Every step's examples, run through its recipe: each whole app before, every file that changes
/// compared whole after, the manual steps by id; each lookalike left alone by its step; every
/// manual step a step may leave shown by an example; what the migration wrote passing the doctor
/// rules the step guarantees.
struct MigrationStepExampleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var recipe: String
        var step: MigrationStepDescription
        var example: MigrationExample
        var testDescription: String { "\(step.id): \(example.name)" }
    }

    static let examples = MigrationRecipe.stepsByRecipe.flatMap { entry in entry.step.examples.map { Case(recipe: entry.recipe, step: entry.step, example: $0) } }
    static let lookalikes = MigrationRecipe.stepsByRecipe.flatMap { entry in entry.step.lookalikes.map { Case(recipe: entry.recipe, step: entry.step, example: $0) } }

    /// The example's app in a new folder.
    static func folder(_ example: MigrationExample) throws -> URL {
        try MigrateTestSupport.folder(example.before)
    }

    /// With `SCENECTL_EXAMPLE_DUMP=FOLDER` in the environment, an after file that differs is
    /// written there as a pair (`N.expected`, `N.actual`), for scripts/refresh-migrate-examples
    /// to put the new text in the examples' literals once the change is reviewed.
    static func dump(expected: String, actual: String) {
        guard let folder = ProcessInfo.processInfo.environment["SCENECTL_EXAMPLE_DUMP"] else { return }
        let name = UUID().uuidString
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? expected.write(toFile: folder + "/" + name + ".expected", atomically: true, encoding: .utf8)
        try? actual.write(toFile: folder + "/" + name + ".actual", atomically: true, encoding: .utf8)
    }

    @Test(arguments: examples)
    func theExampleMigratesToExactlyItsAfterFiles(_ item: Case) throws {
        let root = try Self.folder(item.example)
        defer { try? FileManager.default.removeItem(at: root) }
        var options = item.example.options
        // Reading the folder comes before any recipe: its examples are migrated as chosen.
        if item.step.id != MigrationFolderSteps.description.id { options.recipe = item.recipe }
        let plan = try Migrator.plan(folder: root, options: options)
        #expect(plan.changes.map(\.path).sorted() == item.example.after.keys.sorted())
        for change in plan.changes {
            let expected = try #require(item.example.after[change.path], "\(change.path) changed")
            let actual = String(decoding: change.new, as: UTF8.self)
            #expect(actual == expected, "\(change.path)")
            if actual != expected { Self.dump(expected: expected, actual: actual) }
        }
        #expect(plan.steps.map(\.id) == item.example.manualSteps)

        // What the migration wrote passes the doctor rules the step guarantees.
        try Migrator.write(plan, to: root)
        let report = try Doctor.check(paths: [root.path])
        let written = WrittenCode(plan: plan)
        let prefix = root.path + "/"
        // A finding the migration announced itself as a manual step (the scene delegate it could
        // not add to the target, which the doctor then finds in no Sources phase) is not one it
        // made without a word.
        let announced: Set<String> = plan.steps.contains { ["not-added-to-target", "objc-not-added-to-target"].contains($0.id) && $0.kind == .manual }
            ? ["unknown-scene-delegate-class"] : []
        let broken = report.findings.filter { finding in
            item.step.doctorRules.contains(finding.ruleID) && !announced.contains(finding.ruleID) && finding.path.hasPrefix(prefix)
                && written.wrote(path: String(finding.path.dropFirst(prefix.count)), line: finding.line)
        }
        #expect(broken.isEmpty, "\(broken.map { "\($0.path):\($0.line): \($0.message) [\($0.ruleID)]" })")
    }

    @Test(arguments: lookalikes)
    func theLookalikeIsLeftAloneByItsStep(_ item: Case) throws {
        let root = try Self.folder(item.example)
        defer { try? FileManager.default.removeItem(at: root) }
        var options = item.example.options
        // Reading the folder comes before any recipe: its examples are migrated as chosen.
        if item.step.id != MigrationFolderSteps.description.id { options.recipe = item.recipe }
        let with = try Migrator.plan(folder: root, options: options)
        let without = try Migrator.plan(folder: root, options: options, without: item.step.id)
        #expect(with.changes == without.changes, "the step changed a file")
        #expect(with.done == without.done)
        #expect(with.steps == without.steps)
    }

    @Test func everyManualStepIsShownByAnExampleAndEveryOneShownIsDescribed() {
        let described = Set(MigrationDocumentation.allDescriptions.flatMap(\.manualSteps).map(\.id))
        let shown = Set(Self.examples.flatMap(\.example.manualSteps))
        #expect(described.subtracting(shown).subtracting(MigrationFolderSteps.notInAnExample).sorted() == [], "described, never shown")
        #expect(shown.subtracting(described).sorted() == [], "shown, not described")
        // Every step has an example, and a lookalike (writing the scene delegate and reading the
        // folder act on every app: nothing looks like their input without being it).
        for step in MigrationRecipe.stepsByRecipe.map(\.step) {
            #expect(!step.examples.isEmpty, "\(step.id) has no example")
            #expect(!step.lookalikes.isEmpty || step.id == MigrationFolderSteps.description.id || ["write-scene-delegate", "objc-write-scene-delegate"].contains(step.id), "\(step.id) has no lookalike")
        }
    }
}
