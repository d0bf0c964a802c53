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
        // The same check on the app as it was before the migration (its old files in a copy): a
        // finding it did not have there, in a file or of a rule the migration made appear, is the
        // migration's too (a callback left behind, dead once the app is scene-based).
        let earlier = findingsBefore(folder: folder, plan: plan)
        var mine: [String] = []
        var before: [String] = []
        var seenAfter: [String: Int] = [:]
        for finding in report.findings {
            let path = relative(finding.path)
            let line = "\(path):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
            let key = path + "\u{0}" + finding.ruleID
            seenAfter[key, default: 0] += 1
            let new = earlier.map { seenAfter[key, default: 0] > $0[key, default: 0] } ?? false
            // An app that still traps at launch is the migration's failure wherever the evidence lies.
            if written.wrote(path: path, line: finding.line) || finding.ruleID == "scene-life-cycle-not-adopted" {
                mine.append(line)
            } else if new {
                mine.append("caused by the migration (not found before it): \(line)")
            } else {
                before.append(line)
            }
        }
        if !mine.isEmpty { return .failed(mine + before.map { "pre-existing: \($0)" }) }
        var detail = "nothing in the code the migration wrote; \(report.swiftFileCount) Swift file(s)" + (report.objectiveCFileCount > 0 ? " and \(report.objectiveCFileCount) Objective-C file(s)" : "") + " read"
        if !report.problems.isEmpty { detail += "; \(report.problems.count) path(s) not read: " + report.problems.map { "\(relative($0.path)) (\($0.reason))" }.joined(separator: ", ") }
        return before.isEmpty ? .passed(detail) : .passedNoting(detail + "; \(before.count) finding(s) in code it did not touch", before)
    }

    /// How many findings of each (file, rule) the app had before the migration: the doctor on a
    /// copy of the folder with the changed files' old contents and without the new ones; nil
    /// when the copy cannot be made (every finding outside the written lines is then taken as
    /// there before).
    private func findingsBefore(folder: URL, plan: MigrationPlan) -> [String: Int]? {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("scenectl-verify-before-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        do {
            try FileManager.default.copyItem(at: folder, to: copy)
            for change in plan.changes {
                let url = copy.appendingPathComponent(change.path)
                if let old = change.old { try old.write(to: url) } else { try? FileManager.default.removeItem(at: url) }
            }
            let report = try Doctor.check(paths: [copy.path])
            let prefix = copy.path + "/"
            var counts: [String: Int] = [:]
            for finding in report.findings {
                let path = finding.path.hasPrefix(prefix) ? String(finding.path.dropFirst(prefix.count)) : finding.path
                counts[path + "\u{0}" + finding.ruleID, default: 0] += 1
            }
            return counts
        } catch {
            return nil
        }
    }
}
