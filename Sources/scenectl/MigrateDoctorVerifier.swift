import Foundation
import SceneDoctor
import SceneMigrate

/// `scenectl migrate --verify`'s doctor: `SceneDoctor` in process on the written app's Swift files
/// and Info.plists. A finding in a line the migration wrote fails the verification (the tool made
/// the bug); findings in code it did not touch were there before and are listed, not failing.
struct DoctorVerifier: MigrationVerifier {
    var name: String { "scenectl doctor" }

    func verify(folder: URL, plan: MigrationPlan) -> VerificationOutcome {
        let sources: AppSources
        do {
            sources = try AppSources(folder: folder)
        } catch {
            return .unavailable("\(error)")
        }
        let report = Doctor.check(swiftFiles: sources.swiftFiles, infoPlists: sources.infoPlists)
        let written = WrittenCode(plan: plan)
        var mine: [String] = []
        var before: [String] = []
        for finding in report.findings {
            let line = "\(finding.path):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
            if written.wrote(path: finding.path, line: finding.line) { mine.append(line) } else { before.append(line) }
        }
        if !mine.isEmpty { return .failed(mine + before.map { "pre-existing: \($0)" }) }
        let detail = "nothing in the code the migration wrote; \(report.swiftFileCount) Swift file(s) read"
        return before.isEmpty ? .passed(detail) : .passedNoting(detail + "; \(before.count) finding(s) in code it did not touch", before)
    }
}
