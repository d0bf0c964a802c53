import Foundation
import SceneDoctor
import SceneMigrate

/// `scenectl migrate --verify`'s doctor: `SceneDoctor` in process on the written app's folder,
/// read exactly as `scenectl doctor FOLDER` reads it (the tools' one walk, binary Info.plists and
/// project files included). A finding in a line the migration wrote fails the verification (the
/// tool made the bug), and so does an app target that still would not launch with the iOS 27 SDK;
/// findings in code it did not touch were there before and are listed, not failing.
struct DoctorVerifier: MigrationVerifier {
    var name: String { "scenectl doctor" }

    func verify(folder: URL, plan: MigrationPlan) -> VerificationOutcome {
        let report: DoctorReport
        do {
            report = try Doctor.check(paths: [folder.path])
        } catch {
            return .unavailable("\(error)")
        }
        let written = WrittenCode(plan: plan)
        let prefix = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        func relative(_ path: String) -> String { path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path }
        var mine: [String] = []
        var before: [String] = []
        for finding in report.findings {
            let path = relative(finding.path)
            let line = "\(path):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
            // An app that still traps at launch is the migration's failure wherever the evidence lies.
            if written.wrote(path: path, line: finding.line) || finding.ruleID == "scene-life-cycle-not-adopted" { mine.append(line) } else { before.append(line) }
        }
        if !mine.isEmpty { return .failed(mine + before.map { "pre-existing: \($0)" }) }
        var detail = "nothing in the code the migration wrote; \(report.swiftFileCount) Swift file(s) read"
        if !report.problems.isEmpty { detail += "; \(report.problems.count) path(s) not read: " + report.problems.map { "\(relative($0.path)) (\($0.reason))" }.joined(separator: ", ") }
        return before.isEmpty ? .passed(detail) : .passedNoting(detail + "; \(before.count) finding(s) in code it did not touch", before)
    }
}
