import Dispatch
import Foundation

/// The result of checking an app.
public struct DoctorReport: Sendable {
    /// Warnings and notes, sorted by file, line and column.
    public var findings: [Finding]
    /// What could not be read (folders, files, Info.plists, project files): each one said.
    public var problems: [WalkProblem]
    /// How many Swift files were read.
    public var swiftFileCount: Int
    /// Whether any warning was found (notes do not count).
    public var hasWarnings: Bool { findings.contains { $0.severity == .warning } }
}

/// Runs the rules over an app's source tree.
public enum Doctor {
    /// Walks `paths`, reads the Swift files, Info.plists and project files, and runs `rules`.
    /// Throws when a path given cannot be read at all.
    public static func check(paths: [String], rules: [any DoctorRule] = DoctorRules.all) throws(SourceTreeError) -> DoctorReport {
        let tree = try SourceTreeWalker().walk(paths)
        var problems = tree.problems
        var manifest = AppManifestFacts()
        for plist in tree.infoPlists {
            do {
                manifest.add(infoPlist: Data(try SourceFileReader.contents(of: plist)), path: plist.display)
            } catch {
                problems.append(WalkProblem(path: plist.display, reason: "Info.plist not read: \(error.reason)", leavesCodeUnchecked: false))
            }
        }
        for project in tree.projectFiles {
            do {
                for settings in try XcodeProjectReader.read(project) { manifest.add(buildSettings: settings, path: project.display) }
            } catch {
                problems.append(WalkProblem(path: project.display, reason: "project file not read: \(error.reason)", leavesCodeUnchecked: false))
            }
        }
        problems += manifest.problems

        let files = parse(tree.swiftFiles, problems: &problems)
        let model = AppModel(files: files, manifest: manifest)
        return DoctorReport(findings: run(rules, on: model), problems: problems, swiftFileCount: files.count)
    }

    /// Checks in-memory sources (tests, examples, benchmarks).
    public static func check(swiftFiles: [(path: String, text: String)], infoPlists: [(path: String, text: String)], rules: [any DoctorRule] = DoctorRules.all) -> DoctorReport {
        var manifest = AppManifestFacts()
        for plist in infoPlists { manifest.add(infoPlist: Data(plist.text.utf8), path: plist.path) }
        let files = swiftFiles.map { SwiftSourceFile(path: SourcePath($0.path), text: $0.text) }
        let model = AppModel(files: files, manifest: manifest)
        return DoctorReport(findings: run(rules, on: model), problems: manifest.problems, swiftFileCount: files.count)
    }

    static func run(_ rules: [any DoctorRule], on model: AppModel) -> [Finding] {
        var findings: [Finding] = []
        for rule in rules {
            var sink = FindingSink(ruleID: type(of: rule).description.id)
            rule.check(model, into: &sink)
            findings += sink.findings
        }
        return findings.sorted { ($0.path, $0.line, $0.column, $0.ruleID) < ($1.path, $1.line, $1.column, $1.ruleID) }
    }

    /// Reads and parses the files on every core.
    private static func parse(_ paths: [SourcePath], problems: inout [WalkProblem]) -> [SwiftSourceFile] {
        final class Results: @unchecked Sendable {
            var files: [SwiftSourceFile?]
            var errors: [WalkProblem?]
            init(count: Int) {
                files = Array(repeating: nil, count: count)
                errors = Array(repeating: nil, count: count)
            }
        }
        let results = Results(count: paths.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let path = paths[index]
            do throws(SourceTreeError) {
                let bytes = try SourceFileReader.contents(of: path)
                let file = SwiftSourceFile(path: path, text: String(decoding: bytes, as: UTF8.self))
                lock.lock(); results.files[index] = file; lock.unlock()
            } catch {
                lock.lock(); results.errors[index] = WalkProblem(path: path.display, reason: "not read: \(error.reason)"); lock.unlock()
            }
        }
        problems += results.errors.compactMap { $0 }
        return results.files.compactMap { $0 }
    }
}
