import Foundation
import SceneMigrate
import Testing

/// docs/MIGRATING.md's tables are the steps' descriptions, generated.
struct MigrationDocumentationTests {
    @Test func theMigratingGuideHoldsTheGeneratedTables() throws {
        let doc = try String(contentsOf: MigrateTestSupport.packageRoot.appendingPathComponent("docs/MIGRATING.md"), encoding: .utf8)
        #expect(doc.contains(MigrationDocumentation.stepsMarkdown()), "regenerate with: swift run scenectl migrate --steps-markdown")
        #expect(doc.contains(MigrationDocumentation.manualStepsMarkdown()), "regenerate with: swift run scenectl migrate --steps-markdown")
    }

    @Test func everyIdIsUniqueAndEveryStepIsDescribed() {
        let steps = MigrationDocumentation.allDescriptions
        #expect(Set(steps.map(\.id)).count == steps.count)
        let manual = steps.flatMap(\.manualSteps).map(\.id)
        #expect(Set(manual).count == manual.count, "\(manual)")
        for step in steps {
            #expect(!step.trigger.isEmpty && !step.summary.isEmpty && !step.rationale.isEmpty, "\(step.id)")
        }
    }
}
